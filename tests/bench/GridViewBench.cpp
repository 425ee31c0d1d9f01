#include "BenchFigures.h"
#include "SyntheticHud.h"

#include "grid/JobGridModel.h"
#include "grid/JobGridView.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QScrollBar>

#include <algorithm>
#include <ctime>
#include <vector>

using namespace Qt::StringLiterals;

namespace hw::bench {

namespace {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
}

} // namespace

// repaint_ms: median wall time of one full synchronous repaint of a 1920x1080 grid view showing
// a 300 x 3,000 JobGridModel (every visible cell, both headers), after one warm-up paint.
void runGridViewBench(BenchReport &report)
{
    JobGridModel model;
    model.resetFrom(SyntheticHud(300, 3000).grid());

    JobGridView view;
    view.setModel(&model);
    view.resize(1920, 1080);
    view.show();
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    // Somewhere in the middle, as when an engineer has scrolled to a job group.
    view.horizontalScrollBar()->setValue(view.horizontalScrollBar()->maximum() / 2);
    view.verticalScrollBar()->setValue(view.verticalScrollBar()->maximum() / 3);
    QCoreApplication::processEvents();

    QElapsedTimer cold;
    cold.start();
    view.viewport()->repaint();
    const double coldMs = cold.nsecsElapsed() / 1e6;

    const int runs = report.quick() ? 20 : 100;
    std::vector<double> times;
    std::vector<double> cpuTimes; // CPU time too: the 2-core machine is shared, wall time is noisy
    times.reserve(size_t(runs));
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer t;
        const std::clock_t c0 = std::clock();
        t.start();
        view.viewport()->repaint();
        times.push_back(t.nsecsElapsed() / 1e6);
        cpuTimes.push_back(double(std::clock() - c0) * 1000.0 / CLOCKS_PER_SEC);
    }
    report.figure(u"repaint_ms"_s, median(times), u"ms"_s);
    report.figure(u"repaint_cpu_ms"_s, median(cpuTimes), u"ms"_s);
    report.figure(u"repaint_first_ms"_s, coldMs, u"ms"_s);

    // Scrolling by one column invalidates the header label positions too: the realistic case.
    std::vector<double> scrolled;
    QScrollBar *h = view.horizontalScrollBar();
    for (int i = 0; i < runs; ++i) {
        h->setValue(h->value() + (i % 2 ? -view.cellSize() : view.cellSize()));
        QElapsedTimer t;
        t.start();
        view.viewport()->repaint();
        scrolled.push_back(t.nsecsElapsed() / 1e6);
    }
    report.figure(u"repaint_scrolled_ms"_s, median(scrolled), u"ms"_s);
}

} // namespace hw::bench
