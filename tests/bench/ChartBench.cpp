#include "BenchFigures.h"
#include "MedianTime.h"

#include "charts/SeriesReducer.h"
#include "charts/TimeSeriesChart.h"

#include <QApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QTimer>
#include <QTimeZone>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace hw::bench {

namespace {
// The menu's Save as PNG… until the file is written, the event loop running meanwhile.
bool exportPngOf(TimeSeriesChart &chart, const QString &path)
{
    bool written = false;
    QEventLoop loop;
    QObject::connect(&chart, &TimeSeriesChart::exportFinished, &loop, [&](bool ok) {
        written = ok;
        loop.quit();
    });
    chart.exportPngInBackground(path);
    loop.exec();
    return written;
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
    report.figure(QStringLiteral("downsample_ms"), medianMsOf(runs, [&] {
                      minMaxOut = SeriesReducer::minMax(series, 0, double(n - 1), columns).size();
                  }),
                  QStringLiteral("ms"));
    report.figure(QStringLiteral("downsample_minmax_points"), double(minMaxOut), QStringLiteral("points"));
    report.figure(QStringLiteral("downsample_lttb_ms"), medianMsOf(runs, [&] {
                      lttbOut = SeriesReducer::lttb(series, 2 * columns).size();
                  }),
                  QStringLiteral("ms"));
    report.figure(QStringLiteral("downsample_lttb_points"), double(lttbOut), QStringLiteral("points"));

    // The chart kit's widget with the same million samples over a week (one every 0.6 s) and a
    // daily series beside it: a redraw is a zoom (reduce the window's samples, hand them to Qt
    // Charts) and a full render of the view, as a drag or a zoom-out key does.
    const qint64 now = QDateTime(QDate(2026, 7, 15), QTime(0, 0), QTimeZone::utc()).toMSecsSinceEpoch();
    const qint64 week = 7 * 86'400'000LL;
    TimeSeries gpu;
    gpu.name = QStringLiteral("GPU utilization");
    gpu.color = ColorId::Series1;
    gpu.points.reserve(qsizetype(n));
    for (size_t i = 0; i < n; ++i)
        gpu.points.append({double(now - week + qint64(i) * week / qint64(n)), series[i].v});
    TimeSeries daily;
    daily.name = QStringLiteral("daily mean");
    daily.color = ColorId::Series2;
    daily.style = SeriesStyle::Dashed;
    for (int d = 0; d <= 7; ++d)
        daily.points.append({double(now - week + d * 86'400'000LL), 50.0 + d});
    TimeSeriesChart chart;
    chart.setNow(now);
    chart.setTitle(QStringLiteral("GPU utilization, 1,000,000 samples"));
    chart.setValueFormat(QStringLiteral(" %"), 0);
    chart.resize(1200, 500);
    chart.show();
    QApplication::processEvents();
    chart.setSeries({gpu, daily});
    QApplication::processEvents();
    int step = 0;
    report.figure(QStringLiteral("chart_redraw_ms"), medianMsOf(runs, [&] {
                      // Alternate between the whole week and one day of it.
                      if (step++ % 2 == 0)
                          chart.zoomTo(now - 3 * 86'400'000LL, now - 2 * 86'400'000LL);
                      else
                          chart.resetZoom();
                      (void)chart.renderImage();
                  }),
                  QStringLiteral("ms"));
    report.figure(QStringLiteral("chart_repaint_ms"), medianMsOf(runs, [&] { (void)chart.renderImage(); }),
                  QStringLiteral("ms"));
    // A week-long window never shown before (the range moved by a minute): the reduction walks
    // all million samples again.
    qint64 shift = 0;
    report.figure(QStringLiteral("chart_new_window_ms"), medianMsOf(runs, [&] {
                      shift += 60'000;
                      chart.setTimeRange(TimeRange::absolute(now - week + shift, now + shift));
                      (void)chart.renderImage();
                  }),
                  QStringLiteral("ms"));
    report.figure(QStringLiteral("chart_points_drawn"), double(chart.drawnPointCount(0)), QStringLiteral("points"));
    // Save as PNG… of that chart: the longest the GUI thread goes without running its event loop
    // (a 1-ms timer's longest gap) from the click until the file is written. The median and the
    // worst run. HUDWATCH_BENCH_CHART_PNG=FILE keeps the file, to look at.
    const QString keep = qEnvironmentVariable("HUDWATCH_BENCH_CHART_PNG");
    const QString png = keep.isEmpty() ? QDir::temp().filePath(QStringLiteral("hudwatch-bench-chart.png")) : keep;
    std::vector<double> blocks;
    for (int i = 0; i < runs; ++i) {
        QElapsedTimer sinceTick;
        double longest = 0;
        QTimer ticker;
        QObject::connect(&ticker, &QTimer::timeout, [&] {
            longest = std::max(longest, double(sinceTick.nsecsElapsed()) / 1e6);
            sinceTick.restart();
        });
        ticker.setTimerType(Qt::PreciseTimer);
        ticker.start(1);
        QApplication::processEvents();
        sinceTick.start();
        const bool written = exportPngOf(chart, png);
        longest = std::max(longest, double(sinceTick.nsecsElapsed()) / 1e6);
        blocks.push_back(longest);
        if (!written)
            qWarning("chart bench: the PNG export failed");
    }
    std::sort(blocks.begin(), blocks.end());
    report.figure(QStringLiteral("chart_png_export_gui_block_ms"), blocks[blocks.size() / 2], QStringLiteral("ms"));
    report.figure(QStringLiteral("chart_png_export_gui_block_max_ms"), blocks.back(), QStringLiteral("ms"));
    if (keep.isEmpty())
        QFile::remove(png);
}

} // namespace hw::bench
