#include "BenchFigures.h"
#include "MedianTime.h"

#include "utilization/JobUtilization.h"
#include "utilization/UtilizationLogFile.h"
#include "utilization/UtilizationStatsModel.h"
#include "utilization/UtilizationJobView.h"
#include "charts/TimeSeriesChart.h"

#include <QApplication>
#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimeZone>

namespace hw::bench {

namespace {

// Issue 10's size: 8 GPUs × 5 metrics (utilization, memory bandwidth, allocated GiB,
// temperature, power) = 40 series of 36,000 samples 0.3 s apart. The utilization, temperature
// and power are the real nanoGPT nvidia-smi series (tests/data/utilization, 4,514 samples per
// GPU) repeated end to end; bandwidth and memory are derived from the utilization.
JobUtilization bigJob(const JobUtilization &real)
{
    constexpr qsizetype n = 36'000;
    constexpr qint64 stepMs = 300;
    JobUtilization job;
    job.info.jobName = QStringLiteral("benchmark: 8 GPUs × 36,000 samples");
    job.info.gpuCount = 8;
    job.info.collectIntervalSeconds = 0.3;
    job.gpuIds = real.gpuIds;
    const qint64 start = real.timeSpan().first;
    for (const UtilizationMetric metric : {UtilizationMetric::GpuUtilization, UtilizationMetric::GpuMemoryBandwidth,
                                           UtilizationMetric::GpuAllocatedGiB, UtilizationMetric::GpuTemperature,
                                           UtilizationMetric::GpuPower}) {
        const UtilizationMetric source = metric == UtilizationMetric::GpuTemperature || metric == UtilizationMetric::GpuPower
            ? metric
            : UtilizationMetric::GpuUtilization;
        for (const UtilizationTrack *t : real.tracksOf(source)) {
            UtilizationTrack out;
            out.metric = metric;
            out.gpu = t->gpu;
            out.times.reserve(n);
            out.average.reserve(n);
            for (qsizetype i = 0; i < n; ++i) {
                double v = t->average[i % t->average.size()];
                if (metric == UtilizationMetric::GpuMemoryBandwidth)
                    v *= 0.45;
                else if (metric == UtilizationMetric::GpuAllocatedGiB)
                    v = 20 + v * 0.55;
                out.times << start + i * stepMs;
                out.average << v;
            }
            out.peak = out.average;
            job.tracks << out;
        }
    }
    return job;
}

// A line of /proc/self/status ("VmHWM:", "VmRSS:") in MB; -1 where there is none.
double procStatusMb(const char *field)
{
    QFile f(QStringLiteral("/proc/self/status"));
    if (!f.open(QIODevice::ReadOnly))
        return -1;
    for (const QByteArray &line : f.readAll().split('\n'))
        if (line.startsWith(field))
            return line.mid(qsizetype(qstrlen(field))).simplified().split(' ').value(0).toDouble() / 1024.0;
    return -1;
}

// `hudwatch utilization` on a long nvidia-smi log (8 GPUs, a sample a second; 100 MB, 25 MB with
// --quick), streamed from the file: utilization_read_large_csv_ms, and _peak_mb, how far the
// resident memory rose above where it was (Linux: the peak is reset through /proc/self/clear_refs).
void readLargeCsv(BenchReport &report)
{
    QTemporaryDir dir;
    QFile file(dir.filePath(QStringLiteral("large.csv")));
    if (!dir.isValid() || !file.open(QIODevice::WriteOnly))
        return;
    const qint64 bytes = (report.quick() ? 25LL : 100LL) << 20;
    file.write("timestamp,gpu_index,temperature_C,utilization_gpu_percent,power_W\n");
    const QDateTime start(QDate(2025, 9, 24), QTime(3, 17, 4), QTimeZone::utc());
    for (qint64 second = 0; file.size() < bytes; ++second) {
        const QByteArray time = start.addSecs(second).toString(Qt::ISODateWithMs).toLatin1();
        for (int gpu = 0; gpu < 8; ++gpu)
            file.write(time + ',' + QByteArray::number(gpu) + ", 48, " + QByteArray::number((second * 7 + gpu) % 101) + ", 397.30\n");
    }
    file.close();
    QFile clearRefs(QStringLiteral("/proc/self/clear_refs"));
    const bool peakReset = clearRefs.open(QIODevice::WriteOnly) && clearRefs.write("5") == 1;
    clearRefs.close();
    const double before = procStatusMb("VmRSS:");
    QElapsedTimer timer;
    timer.start();
    const auto job = UtilizationLogFile::read(file.fileName());
    report.figure(QStringLiteral("utilization_read_large_csv_ms"), double(timer.elapsed()), QStringLiteral("ms"));
    if (job && peakReset && before >= 0)
        report.figure(QStringLiteral("utilization_read_large_csv_peak_mb"), procStatusMb("VmHWM:") - before, QStringLiteral("MB"));
}

} // namespace

void runUtilizationBench(BenchReport &report)
{
    readLargeCsv(report);
    const QString csv = QStringLiteral(HUDWATCH_TEST_DATA_DIR "/utilization/nanogpt_pr643_8gpu_run_22min.csv");
    QFile file(csv);
    if (!file.open(QIODevice::ReadOnly)) {
        QTextStream(stderr) << "hudwatch-bench: " << csv << ": " << file.errorString() << Qt::endl;
        return;
    }
    const QByteArray text = file.readAll();
    const int runs = report.quick() ? 3 : 9;
    std::optional<JobUtilization> real;
    report.figure(QStringLiteral("utilization_parse_csv_ms"), medianMsOf(runs, [&] {
                      real = UtilizationLogFile::parse(text).valueOr({});
                  }),
                  QStringLiteral("ms"));
    report.figure(QStringLiteral("utilization_parse_csv_samples"), double(real->stats(UtilizationMetric::GpuUtilization, -1).samples),
                  QStringLiteral("samples"));

    const JobUtilization job = bigJob(*real);
    qsizetype points = 0;
    for (const UtilizationTrack &t : job.tracks)
        points += t.times.size();
    report.figure(QStringLiteral("utilization_points"), double(points), QStringLiteral("points"));
    report.figure(QStringLiteral("utilization_stats_ms"), medianMsOf(runs, [&] {
                      (void)job.stats(UtilizationMetric::GpuUtilization, -1);
                  }),
                  QStringLiteral("ms"));
    report.figure(QStringLiteral("utilization_stats_table_ms"), medianMsOf(runs, [&] {
                      (void)UtilizationStatsModel::rowsFor(job, job.timeSpan().first, job.timeSpan().second);
                  }),
                  QStringLiteral("ms"));

    // Opening: the view builds its five charts (40 series), reduces them for the window and
    // renders the first frame.
    UtilizationJobView view;
    view.resize(1600, 1000);
    view.show();
    QApplication::processEvents();
    report.figure(QStringLiteral("utilization_open_ms"), medianMsOf(runs, [&] {
                      view.setJob(job, QStringLiteral("benchmark"));
                      QCoreApplication::sendPostedEvents(); // the new charts' layout
                      (void)view.grab();
                  }),
                  QStringLiteral("ms"));
    // A redraw of every chart with nothing changed, and a zoom (a new window for all five).
    report.figure(QStringLiteral("utilization_redraw_ms"), medianMsOf(runs, [&] { (void)view.grab(); }), QStringLiteral("ms"));
    const auto [from, to] = job.timeSpan();
    int step = 0;
    report.figure(QStringLiteral("utilization_zoom_ms"), medianMsOf(runs, [&] {
                      const qint64 shift = (++step) * 60'000;
                      view.charts().first()->zoomTo(from + shift, from + shift + (to - from) / 4);
                      (void)view.grab();
                  }),
                  QStringLiteral("ms"));
}

} // namespace hw::bench
