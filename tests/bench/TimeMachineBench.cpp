#include "BenchFigures.h"
#include "DispatchWatch.h"
#include "grid/JobGridModel.h"
#include "replay/DemoRecordingGenerator.h"
#include "replay/Replayer.h"
#include "timemachine/RecordingFile.h"
#include "timemachine/TimeWindowExport.h"
#include "timemachine/TimelineEventFinder.h"

#include <QEventLoop>
#include <QFutureWatcher>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <QElapsedTimer>
#include <QTemporaryDir>
#include <QTextStream>

#include <algorithm>
#include <random>

namespace hw::bench {

// Issue 12: a jump to any instant of a week-long recording at HUD's scale (~300 commits a day,
// the demo's 316 real job columns, every job queued, started and finished) within 200 ms.
void runTimeMachineBench(BenchReport &report)
{
    DemoRecordingGenerator::Options o;
    o.commits = report.quick() ? 700 : 2100; // 7 days x 300 (--quick: a third)
    QString error;
    auto generated = DemoRecordingGenerator::generateFrom(DemoRecordingGenerator::defaultJobsCsvPath(),
        DemoRecordingGenerator::defaultFailureLinesPath(), &error, o);
    if (!generated)
        qFatal("demo generation failed: %s", qPrintable(error));
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("week.hwrec"));
    QElapsedTimer t;
    t.start();
    if (const Result<void> written = RecordingFile::write(*generated, file); !written)
        qFatal("%s", qPrintable(written.error().message));
    report.figure(QStringLiteral("recording_write_ms"), t.nsecsElapsed() / 1e6, QStringLiteral("ms"));
    generated.reset();
    t.restart();
    Result<Recording> recording = RecordingFile::read(file);
    if (!recording)
        qFatal("%s", qPrintable(recording.error().message));
    report.figure(QStringLiteral("recording_open_ms"), t.nsecsElapsed() / 1e6, QStringLiteral("ms"));
    QTextStream(stdout) << "# recording: " << recording->commits.size() << " commits, "
                        << recording->jobs.size() << " job rows over "
                        << QString::number(
                               (recording->header.end - recording->header.start) / 86400.0, 'f', 1)
                        << " days" << Qt::endl;

    t.restart();
    const TimelineEvents events = TimelineEventFinder::find(*recording);
    report.figure(QStringLiteral("timeline_events_ms"), t.nsecsElapsed() / 1e6, QStringLiteral("ms"));
    QTextStream(stdout) << "# timeline: " << events.size() << " events" << Qt::endl;

    // File ▸ Export time window… of the whole week: it used to be written on the GUI thread,
    // which was blocked for all of recording_write_ms; now on a worker. The GUI thread's longest
    // dispatch meanwhile (a 16 ms timer stands for the frames it paints).
    {
        DispatchWatch::gui().reset();
        QTimer frames;
        frames.start(16);
        TimeWindowExport::Control control;
        TimeWindowExport::Source source;
        source.replayed = &*recording;
        QFutureWatcher<Result<void>> watcher;
        QEventLoop loop;
        QObject::connect(&watcher, &QFutureWatcherBase::finished, &loop, &QEventLoop::quit);
        t.restart();
        watcher.setFuture(QtConcurrent::run([&] {
            return TimeWindowExport::run(source, recording->header.start, recording->header.end,
                dir.filePath(QStringLiteral("export.hwrec")), &control);
        }));
        loop.exec();
        if (const Result<void> done = watcher.result(); !done)
            qFatal("%s", qPrintable(done.error().message));
        report.figure(QStringLiteral("export_window_ms"), t.nsecsElapsed() / 1e6, QStringLiteral("ms"));
        report.figure(QStringLiteral("export_gui_block_ms"), DispatchWatch::gui().maxNs / 1e6, QStringLiteral("ms"));
    }

    JobGridModel model;
    Replayer replayer(&model);
    replayer.setRecording(std::move(*recording));
    const qint64 start = replayer.startTime(), end = replayer.endTime();
    std::mt19937_64 rng(12);
    QVector<double> ms;
    const int jumps = report.quick() ? 10 : 30;
    for (int i = 0; i < jumps; ++i) {
        // Any instant, forwards and backwards; the end (the largest snapshot) among them.
        const qint64 at = i == 0 ? end : start + qint64(rng() % quint64(end - start + 1));
        t.restart();
        replayer.seek(at);
        ms << t.nsecsElapsed() / 1e6;
    }
    std::sort(ms.begin(), ms.end());
    report.figure(QStringLiteral("replay_seek_ms"), ms.last(), QStringLiteral("ms"));
    report.figure(QStringLiteral("replay_seek_median_ms"), ms.at(ms.size() / 2), QStringLiteral("ms"));
}

} // namespace hw::bench
