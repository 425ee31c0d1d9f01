#pragma once

#include "LongOperation.h"
#include "domain/Result.h"
#include "timemachine/CacheRecording.h"
#include "timemachine/TimeWindowExport.h"

#include <QObject>
#include <QPointer>
#include <QStringList>

#include <memory>

namespace hw {

class CacheWriter;
class GridSync;
class JobCache;
class MainWindow;
class RecordingStream;
class Replayer;

// What the console writes as recordings: File ▸ Export time window… (on a worker, with
// progress and Cancel) and --record FILE — a profile's batches, snapshots and alert transitions
// appended as the cache writer commits them, or a replay's whole recording when the console
// closes. Its source is the replayed recording or the profile's cache.
class RecordingOutput : public QObject
{
    Q_OBJECT
public:
    RecordingOutput(MainWindow *window, QString recordPath, QObject *parent = nullptr);
    ~RecordingOutput() override;

    void setReplayed(const Replayer *replayer) { m_replayer = replayer; }
    void setCache(JobCache *cache, GridSync *sync, CacheWriter *writer, QString profile);
    // The profile's warnings, shown above the tabs with any --record failure.
    void setWarnings(QStringList warnings) { m_warnings = std::move(warnings); }

    // What can be exported: the cache's or the recording's range.
    CacheRecording::Range heldRange() const;
    // Writes [from, to] as a recording file (atomically; see RecordingFile), on this thread.
    Result<void> exportTimeWindow(qint64 from, qint64 to, const QString &path) const;
    // The dialog, the file name, the write.
    void askToExport();
    // The same on a worker thread, with a progress dialog and Cancel; exportFinished at the end.
    void exportInBackground(qint64 from, qint64 to, const QString &path);
    bool isExporting() const { return bool(m_export); }
    // --record FILE with a profile: the file ConsoleInputs started with the cache's contents
    // gets each batch, snapshot and alert transition the writer commits.
    void follow(std::unique_ptr<RecordingStream> stream);

signals:
    void exportFinished(bool written);

private:
    TimeWindowExport::Source exportSource() const;
    // --record FILE: the recording is complete when the console closes (this object goes).
    void writeOnExit();
    // A batch, snapshot or alert --record could not append: logged, and said once in the window.
    void sayRecordFailed(const QString &message);

    MainWindow *m_window;
    QString m_recordPath;
    const Replayer *m_replayer = nullptr;
    JobCache *m_cache = nullptr;
    GridSync *m_sync = nullptr;
    CacheWriter *m_writer = nullptr;
    QString m_profile;
    QStringList m_warnings;
    std::unique_ptr<RecordingStream> m_stream;
    bool m_failureShown = false;
    QPointer<LongOperation> m_export; // the export under way
};

} // namespace hw
