#include "BenchFigures.h"
#include "DispatchWatch.h"
#include "cache/JobCache.h"
#include "grid/GridJobStore.h"
#include "grid/JobGridModel.h"
#include "timemachine/DemoRecordingGenerator.h"
#include "timemachine/RecordingIndex.h"
#include "timemachine/Replayer.h"
#include "timemachine/CachePastLoad.h"
#include "timemachine/CacheRecording.h"
#include "timemachine/RecordingFile.h"
#include "timemachine/TimeWindowExport.h"
#include "timemachine/TimelineEventFinder.h"
#include "timemachine/TimelineEventSearch.h"
#include "trunk/TrunkHealthCalculator.h"
#include "trunk/TrunkInput.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFutureWatcher>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>
#include <random>

namespace hw::bench {

// Issue 12: a jump to any instant of a week-long recording at HUD's scale (~300 commits a day,
// the demo's 316 real job columns, every job queued, started and finished) within 200 ms.
void runTimeMachineBench(BenchReport &report)
{
    DemoRecordingGenerator::Options o;
    o.commits = report.quick() ? 700 : 2100; // 7 days x 300 (--quick: a third)
    Result<Recording> made = DemoRecordingGenerator::generateFrom(DemoRecordingGenerator::defaultJobsCsvPath(),
        DemoRecordingGenerator::defaultFailureLinesPath(), o);
    if (!made)
        qFatal("demo generation failed: %s", qPrintable(made.error().message));
    std::optional<Recording> generated(std::move(*made)); // reset() below frees it before the read
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
    // What Replayer::setRecording adds before the first seek: the per-commit index of the rows.
    t.restart();
    { const RecordingIndex index(*recording); }
    report.figure(QStringLiteral("recording_index_ms"), t.nsecsElapsed() / 1e6, QStringLiteral("ms"));
    QTextStream(stdout) << "# recording: " << recording->commits.size() << " commits, "
                        << recording->jobs.size() << " job rows over "
                        << QString::number(
                               (recording->header.end - recording->header.start) / 86400.0, 'f', 1)
                        << " days" << Qt::endl;

    t.restart();
    const TimelineEvents events = TimelineEventFinder::find(*recording);
    report.figure(QStringLiteral("timeline_events_ms"), t.nsecsElapsed() / 1e6, QStringLiteral("ms"));
    QTextStream(stdout) << "# timeline: " << events.size() << " events" << Qt::endl;

    // The same search as the console runs it, on a worker (TimelineEventSearch): the GUI
    // thread's longest dispatch meanwhile (it used to be blocked for all of timeline_events_ms).
    {
        DispatchWatch::gui().reset();
        QTimer frames;
        frames.start(16);
        TimelineEventSearch search;
        TimelineEvents found;
        QObject::connect(
            &search, &TimelineEventSearch::found, [&found](const TimelineEvents &e) { found = e; });
        search.start(*recording);
        if (!search.waitForFound(60000) || found != events)
            qFatal("the timeline search on a worker did not give the same events");
        report.figure(QStringLiteral("timeline_events_gui_block_ms"), DispatchWatch::gui().maxNs / 1e6,
            QStringLiteral("ms"));
    }

    // What the export dialog asks of a profile's cache holding the week: its time span. It used
    // to load every row (loadAll + rangeOf) on the GUI thread; now the tables' aggregates.
    {
        JobCache cache(dir.filePath(QStringLiteral("week.sqlite")));
        if (const Result<void> opened = cache.open(); !opened)
            qFatal("%s", qPrintable(opened.error().message));
        JobBatch held = recording->snapshotAt(recording->header.end);
        held.source = QStringLiteral("clickhouse");
        if (const Result<void> stored = GridJobStore(cache).storeBatch(held); !stored)
            qFatal("%s", qPrintable(stored.error().message));
        t.restart();
        const Result<JobBatch> all = CacheRecording::loadAll(cache, held.source);
        const CacheRecording::Range before = all ? CacheRecording::rangeOf(*all) : CacheRecording::Range {};
        report.figure(QStringLiteral("held_range_load_all_ms"), t.nsecsElapsed() / 1e6, QStringLiteral("ms"));
        t.restart();
        const Result<CacheRecording::Range> after = CacheRecording::heldRange(cache, held.source);
        report.figure(QStringLiteral("held_range_ms"), t.nsecsElapsed() / 1e6, QStringLiteral("ms"));
        if (!after || after->from != before.from || after->to != before.to)
            qFatal("heldRange differs from the range of the loaded rows");
        QTextStream(stdout) << "# cache: " << (all ? all->jobs.size() : 0) << " jobs" << Qt::endl;

        // A profile looking back into that cache (a seek on its live timeline). Before: the whole
        // cache read and replayed on the GUI thread, which froze the window for all of it.
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        {
            t.restart();
            const Result<Recording> past
                = CacheRecording::loadHeld(cache, held.source, QString(), now, nullptr);
            if (!past)
                qFatal("%s", qPrintable(past.error().message));
            JobGridModel pastModel;
            Replayer pastReplayer(&pastModel);
            pastReplayer.setRecording(*past);
            pastReplayer.seek(past->header.end - 3600);
            report.figure(
                QStringLiteral("look_back_sync_gui_block_ms"), t.nsecsElapsed() / 1e6, QStringLiteral("ms"));
        }
        // Now (Console::lookBack): read on a worker (CachePastLoad); the GUI thread replays what
        // it answers. Its longest dispatch from the seek to the past grid on screen.
        DispatchWatch::gui().reset();
        QTimer frames;
        frames.start(16);
        JobGridModel pastModel;
        Replayer pastReplayer(&pastModel);
        CachePastLoad load;
        QObject::connect(
            &load, &CachePastLoad::loaded, [&pastReplayer](const Recording &r, const QStringList &) {
                pastReplayer.setRecording(r);
                pastReplayer.seek(r.header.end - 3600);
            });
        t.restart();
        load.start(cache.path(), held.source, QString(), now);
        if (!load.waitForLoaded(120000) || pastModel.rowCount() == 0)
            qFatal("the look-back on a worker showed no grid");
        report.figure(QStringLiteral("look_back_ms"), t.nsecsElapsed() / 1e6, QStringLiteral("ms"));
        report.figure(
            QStringLiteral("look_back_gui_block_ms"), DispatchWatch::gui().maxNs / 1e6, QStringLiteral("ms"));
    }

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
    const int jobs = jumps;
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

    // What the trunk tab computes after a seek while it is shown (Console::showTrunkAt): the rows
    // visible at T, then the week's health figures from them. On a worker since 2026-11-25 (it
    // ran on the GUI thread), so this is the wait for the figures, not a freeze.
    QVector<double> trunkMs;
    for (int i = 0; i < std::min(jobs, 10); ++i) {
        const qint64 at = i == 0 ? end : start + qint64(rng() % quint64(end - start + 1));
        t.restart();
        const TrunkInput input = TrunkInput::fromBatch(replayer.recording().snapshotAt(at));
        const qint64 from = at - 7 * 86'400;
        const TrunkHealth health = TrunkHealthCalculator::compute(input.commits, input.jobs, from, at,
                                                                  TrunkHealth::bucketFor(from, at));
        trunkMs << t.nsecsElapsed() / 1e6;
        Q_UNUSED(health);
    }
    std::sort(trunkMs.begin(), trunkMs.end());
    report.figure(QStringLiteral("replay_seek_trunk_ms"), trunkMs.last(), QStringLiteral("ms"));
}

} // namespace hw::bench
