#include "BenchFigures.h"

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

// 300 commits x 3,000 jobs with a HUD-like mix of results. Strings that repeat (workflow, job,
// sha) are shared so the batch itself stays small.
JobBatch bigBatch(int commits, int jobsPerCommit)
{
    const QStringList workflows = {u"pull"_s, u"trunk"_s, u"inductor"_s, u"periodic"_s, u"rocm"_s, u"slow"_s};
    QStringList jobNames;
    QStringList workflowOf;
    for (int j = 0; j < jobsPerCommit; ++j) {
        workflowOf << workflows[j % workflows.size()];
        jobNames << u"linux-jammy-py3.10-gcc11-cfg%1 / test (default, %2, 8, linux.4xlarge)"_s.arg(j / 8).arg(j % 8 + 1);
    }
    static const QString kConclusions[] = {u"success"_s, u"failure"_s, u"cancelled"_s, u"timed_out"_s, u"skipped"_s};
    const QString completed = u"completed"_s;
    const QString success = u"success"_s;
    JobBatch b;
    b.source = u"bench"_s;
    b.jobs.reserve(qsizetype(commits) * jobsPerCommit);
    qint64 id = 1;
    for (int i = 0; i < commits; ++i) {
        Commit c;
        c.sha = u"%1"_s.arg(quint64(i + 1) * 2654435761ULL, 40, 16, QLatin1Char('0'));
        c.time = 1723600000 + i * 600;
        c.title = u"[inductor] A commit title of typical length for the HUD (#%1)"_s.arg(130000 + i);
        b.commits << c;
        for (int j = 0; j < jobsPerCommit; ++j) {
            JobRun r;
            r.id = id++;
            r.runId = 5000 + i;
            r.workflowName = workflowOf[j];
            r.jobName = jobNames[j];
            r.headSha = c.sha;
            r.status = completed;
            const int h = (i * 31 + j * 17) % 101;
            r.conclusion = h < 90 ? success : kConclusions[h % 5];
            if (i >= commits - 2 && j % 4 == 0) {
                r.status = u"in_progress"_s;
                r.conclusion.clear();
            }
            r.htmlUrl = u"https://github.com/pytorch/pytorch/actions/runs/%1/job/%2"_s.arg(r.runId).arg(r.id);
            b.jobs << r;
        }
    }
    return b;
}

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
    model.resetFrom(bigBatch(300, 3000));

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
