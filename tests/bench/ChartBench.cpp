#include "BenchFigures.h"

#include "charts/SeriesReducer.h"

#include <QElapsedTimer>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace hw::bench {

namespace {

// Median of n wall-clock runs in milliseconds.
template<typename Work>
double medianOf(int n, Work work)
{
    std::vector<double> ms;
    for (int i = 0; i < n; ++i) {
        QElapsedTimer t;
        t.start();
        work();
        ms.push_back(double(t.nsecsElapsed()) / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    return ms[ms.size() / 2];
}

} // namespace

void runChartBench(BenchReport &report)
{
    // A GPU-utilization-like series: a million samples, a wave, spikes, one gap of 1 %.
    constexpr size_t n = 1'000'000;
    std::vector<SeriesPoint> series(n);
    for (size_t i = 0; i < n; ++i)
        series[i] = {double(i), 50 + 40 * std::sin(double(i) / 5000.0) + ((i % 9973) == 0 ? 45 : 0)};
    for (size_t i = n / 2; i < n / 2 + n / 100; ++i)
        series[i].v = std::numeric_limits<double>::quiet_NaN();
    constexpr int columns = 1920; // a full-HD chart
    const int runs = report.quick() ? 5 : 21;
    qsizetype minMaxOut = 0, lttbOut = 0;
    report.figure(QStringLiteral("downsample_ms"), medianOf(runs, [&] {
                      minMaxOut = SeriesReducer::minMax(series, 0, double(n - 1), columns).size();
                  }),
                  QStringLiteral("ms"));
    report.figure(QStringLiteral("downsample_minmax_points"), double(minMaxOut), QStringLiteral("points"));
    report.figure(QStringLiteral("downsample_lttb_ms"), medianOf(runs, [&] {
                      lttbOut = SeriesReducer::lttb(series, 2 * columns).size();
                  }),
                  QStringLiteral("ms"));
    report.figure(QStringLiteral("downsample_lttb_points"), double(lttbOut), QStringLiteral("points"));
}

} // namespace hw::bench
