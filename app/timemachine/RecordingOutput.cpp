#include "RecordingOutput.h"

#include "LongOperation.h"
#include "MainWindow.h"
#include "cache/CacheWriter.h"
#include "alerts/AlertHistoryWriter.h"
#include "cache/JobCache.h"
#include "cache/SnapshotStore.h"
#include "grid/JobBatchWriter.h"
#include "grid/GridSync.h"
#include "timemachine/Replayer.h"
#include "timemachine/ExportWindowDialog.h"
#include "timemachine/RecordingStream.h"
#include "timemachine/ReplayInstant.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLoggingCategory>
#include <QMessageBox>
#include <QStatusBar>
#include <QTextStream>

Q_DECLARE_LOGGING_CATEGORY(lcHudwatchApp)

namespace hw {

RecordingOutput::RecordingOutput(MainWindow *window, QString recordPath, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_recordPath(std::move(recordPath))
{
}

RecordingOutput::~RecordingOutput()
{
    delete m_export; // an export under way: stopped (no file is left) before its source goes
    writeOnExit();
}

void RecordingOutput::setCache(JobCache *cache, GridSync *sync, CacheWriter *writer, QString profile)
{
    m_cache = cache;
    m_sync = sync;
    m_writer = writer;
    m_profile = std::move(profile);
}

CacheRecording::Range RecordingOutput::heldRange() const
{
    if (m_replayer)
        return { m_replayer->startTime(), m_replayer->endTime() };
    if (!m_cache || !m_sync)
        return {};
    const Result<CacheRecording::Range> held = CacheRecording::heldRange(*m_cache, m_sync->sourceName());
    return held ? *held : CacheRecording::Range {};
}

TimeWindowExport::Source RecordingOutput::exportSource() const
{
    TimeWindowExport::Source source;
    if (m_replayer) {
        source.replayed = &m_replayer->recording();
    } else if (m_cache && m_sync) {
        source.cachePath = m_cache->path();
        source.cacheSource = m_sync->sourceName();
        source.profile = m_profile;
    }
    return source;
}

Result<void> RecordingOutput::exportTimeWindow(qint64 from, qint64 to, const QString &path) const
{
    return TimeWindowExport::run(exportSource(), from, to, path);
}

void RecordingOutput::askToExport()
{
    const CacheRecording::Range held = heldRange();
    if (held.isEmpty()) {
        QMessageBox::information(m_window, tr("Export time window"),
            tr("There is nothing to export yet — wait for the first sync to store commits."));
        return;
    }
    ExportWindowDialog dialog(held.from, held.to, m_window);
    const CacheRecording::Range initial = CacheRecording::lastDay(held);
    dialog.setWindow(initial.from, initial.to);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString suggested = QDir::home().filePath(QStringLiteral("hudwatch-%1.hwrec")
            .arg(QDateTime::fromSecsSinceEpoch(dialog.from(), Qt::UTC).toString(QStringLiteral("yyyyMMdd-HHmm"))));
    const QString path = QFileDialog::getSaveFileName(
        m_window, tr("Export time window"), suggested, tr("HUD Watch recordings (*.hwrec);;All files (*)"));
    if (path.isEmpty())
        return;
    exportInBackground(dialog.from(), dialog.to(), path);
}

void RecordingOutput::exportInBackground(qint64 from, qint64 to, const QString &path)
{
    if (m_export) {
        m_window->statusBar()->showMessage(tr("An export is already under way."), 5000);
        return;
    }
    // On a worker: a big cache takes seconds to read and write, and the window stays live.
    // The worker reads the replayed recording (never changed once set) or the cache through a
    // connection of its own.
    m_export = new LongOperation(m_window, tr("Export time window"),
        tr("Exporting %1 – %2 to %3…")
            .arg(ReplayInstant::format(from), ReplayInstant::format(to), QFileInfo(path).fileName()));
    m_export->start(
        [source = exportSource(), from, to, path](OperationControl &control) {
            return TimeWindowExport::run(source, from, to, path, &control);
        },
        [this, from, to, path](const Result<void> &done) {
            if (!done) {
                if (TimeWindowExport::isCancelled(done.error()))
                    m_window->statusBar()->showMessage(tr("Export cancelled; nothing was written."), 8000);
                else
                    QMessageBox::warning(m_window, tr("Export time window"), done.error().message);
                emit exportFinished(false);
                return;
            }
            m_window->statusBar()->showMessage(tr("Exported %1 to %2 (open it with hudwatch --replay %2)")
                                                   .arg(tr("%1 – %2").arg(ReplayInstant::format(from),
                                                            ReplayInstant::format(to)),
                                                       path),
                10000);
            emit exportFinished(true);
        });
}

void RecordingOutput::follow(std::unique_ptr<RecordingStream> stream)
{
    m_stream = std::move(stream); // holds what the cache held (ConsoleInputs::startRecording)
    if (!m_stream)
        return;
    connect(JobBatchWriter::of(m_writer), &JobBatchWriter::batchStored, this, [this](quint64, const JobBatch &batch) {
        if (m_stream && batch.source == m_sync->sourceName())
            if (const Result<void> done = m_stream->append(batch); !done)
                sayRecordFailed(done.error().message);
    });
    connect(AlertHistoryWriter::of(m_writer), &AlertHistoryWriter::alertsStored, this,
        [this](quint64, const QString &source, const AlertTransitions &alerts) {
            if (m_stream && source == m_sync->sourceName())
                if (const Result<void> done = m_stream->appendAlerts(alerts); !done)
                    sayRecordFailed(done.error().message);
        });
    connect(m_writer, &CacheWriter::snapshotStored, this,
        [this](quint64, const QString &source, qint64 asOf, qint64 fetchedAt) {
            if (!m_stream || !CacheRecording::snapshotSources().contains(source))
                return;
            const Result<SnapshotStore::Snapshot> stored = SnapshotStore(*m_cache).load(source);
            if (!stored || stored->fetchedAt != fetchedAt)
                return; // a newer one replaced it already: that one is appended in its turn
            if (const Result<void> done
                = m_stream->appendSnapshot(RecordedSnapshot { source, fetchedAt, asOf, stored->body });
                !done)
                sayRecordFailed(done.error().message);
        });
}

void RecordingOutput::sayRecordFailed(const QString &message)
{
    qCWarning(lcHudwatchApp, "--record: %s", qUtf8Printable(message));
    if (m_failureShown)
        return;
    // Above every tab until the window closes: the recording misses what failed, and the user
    // who asked for it must know before relying on it (the first failure is enough to say so).
    m_failureShown = true;
    m_window->setSecurityWarnings(QStringList(m_warnings)
        << tr("⚠ --record %1: a part could not be written: %2 — free disk space; the recording goes on "
              "but misses what failed")
               .arg(m_recordPath, message));
}

void RecordingOutput::writeOnExit()
{
    if (m_recordPath.isEmpty())
        return;
    // What the syncs fetched is in the cache once the writer's queue is written.
    if (m_sync)
        m_sync->pause();
    if (m_writer) {
        m_writer->stop(CacheWriter::Pending::Write);
        m_writer->wait(QDeadlineTimer(10000));
    }
    if (m_stream) {
        // A profile's recording grew batch by batch: append the last ones written, and close.
        QCoreApplication::sendPostedEvents(m_writer, QEvent::MetaCall);
        qCInfo(lcHudwatchApp, "recorded to %s", qUtf8Printable(m_stream->path()));
        m_stream.reset();
        return;
    }
    const CacheRecording::Range held = heldRange();
    // The window is gone: what went wrong is said on stderr, where --record was typed.
    QTextStream err(stderr);
    if (held.isEmpty()) {
        err << "hudwatch: "
            << tr("--record %1: nothing recorded: the cache is empty — wait for the first sync to store commits")
                   .arg(m_recordPath)
            << Qt::endl;
        return;
    }
    if (const Result<void> done = exportTimeWindow(held.from, held.to, m_recordPath); !done)
        err << "hudwatch: " << tr("--record %1: %2").arg(m_recordPath, done.error().message) << Qt::endl;
    else
        qCInfo(lcHudwatchApp, "recorded %s to %s in %s", qUtf8Printable(ReplayInstant::format(held.from)),
            qUtf8Printable(ReplayInstant::format(held.to)), qUtf8Printable(m_recordPath));
}

} // namespace hw
