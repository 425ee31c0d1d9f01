#pragma once

#include "domain/JobBatch.h"
#include "domain/SourceStatus.h"
#include "sync/LatestWorkerRun.h"
#include "sync/PollScheduler.h"
#include "sync/StalenessWatch.h"

#include <QElapsedTimer>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QSet>

#include <memory>
#include <optional>

namespace hw {

class CacheWriter;
class JobCache;
class JobGridModel;
class JobSource;
struct JobBatch;

// Keeps one grid model in sync with one source through the cache:
//   start(): cache -> model first (the window shows "as of <time>" before any network call),
//            then polls on the PollScheduler's cadence.
//   fetched(batch): handed to the CacheWriter (one transaction on its thread; the window never
//            waits for it); applyBatch on the model only when batchStored says it is committed
//            (stored before shown). The poll stays in flight until then. A failed cache write
//            is reported (kind Storage) and nothing is applied.
//   failed(error): the model keeps the last good data; status BackingOff; poll later.
//   staleness: status.stale turns true as soon as the data shown is older than staleAfter, or a
//            poll has been in flight longer than that, without waiting for the poll to end.
// Does not own the source, cache, model or a writer handed in; they must outlive it. Reads
// (start-up, watermarks) go through the cache on this thread.
class GridSync : public QObject
{
    Q_OBJECT
public:
    GridSync(JobSource *source, JobCache *cache, JobGridModel *model, QObject *parent = nullptr);
    ~GridSync() override;

    // The writer that stores fetched batches, e.g. the application's one writer thread; call
    // before start(). Without one, the first batch creates a writer of its own for the cache's
    // file (same busy timeout).
    void setCacheWriter(CacheWriter *writer);

    PollScheduler &scheduler() { return m_scheduler; }
    // Shares the scheduler's clock; tests with a fake clock call staleness().evaluate().
    StalenessWatch &staleness() { return m_staleness; }
    // How old data may get before it is called stale; 0 (the default) means three poll intervals.
    void setStaleAfterSeconds(int seconds) { m_staleAfterSec = seconds; }
    qint64 staleAfterMs() const;
    // Commits loaded from the cache at start (default: the model's maxCommits()).
    void setMaxCommits(int maxCommits) { m_maxCommits = maxCommits; }

    // Start-up loads the newest firstPageCommits from the cache synchronously (what the window
    // shows first), then the rest on a worker thread, appended below; polling starts after that.
    void setFirstPageCommits(int commits) { m_firstPageCommits = commits; }
    // Offline: show the cache only, never poll (status Offline).
    void setPollingEnabled(bool enabled) { m_pollingEnabled = enabled; }
    bool isPollingEnabled() const { return m_pollingEnabled; }
    // True once the whole cache is in the model (the background part included).
    bool isCacheLoaded() const { return m_cacheLoaded; }

    void start();
    void stop();
    void pause();
    void resume();
    void togglePause() { isPaused() ? resume() : pause(); }
    bool isPaused() const { return m_scheduler.isPaused(); }
    void pollNow();

    SourceStatus status() const { return m_status; }
    QString sourceName() const;

signals:
    void statusChanged(const hw::SourceStatus &status);
    // After a batch was stored and applied (counts for logs, alerts and benches).
    void batchApplied(int commits, int jobs, int changedCells);
    void cacheLoaded();

private:
    // The cache's newest firstPage commits into the model; a read error into m_status.
    JobBatch showFirstCachePage(int firstPage);
    void onRestOfCacheLoaded(JobBatch rest, const QString &error);
    void startPolling();
    static void releaseFreedMemory();
    void onPollDue();
    void onFetched(const JobBatch &batch);
    CacheWriter *cacheWriter();
    void onBatchStored(quint64 ticket, const JobBatch &batch);
    void onStoreFailed(quint64 ticket, const hw::SourceError &error);
    void onFailed(const hw::SourceError &error);
    void onScheduleChanged();
    void setStatus(SourceStatus::State state, const SourceError &error = {});
    void onStaleChanged(bool stale);
    qint64 nowSecs() const { return m_scheduler.nowMs() / 1000; }

    QPointer<JobSource> m_source;
    JobCache *m_cache;
    CacheWriter *m_writer = nullptr;
    std::unique_ptr<CacheWriter> m_ownWriter; // only when none was handed in
    QHash<quint64, qsizetype> m_storing;      // this sync's writes in the writer's queue -> jobs
    quint64 m_pollStoreTicket = 0;            // the write of the poll in flight, if any
    // A paged first sync: the pages of the poll in flight still being written, and its closing
    // batch (the watermark) held back until they are all in the file. Were a page refused (a
    // full disk) while the closing batch went through, the watermark would move past commits the
    // cache never got, and no later poll would fetch them again.
    QSet<quint64> m_pollPageTickets;
    std::optional<JobBatch> m_heldClosingBatch;
    void storeClosingBatch(JobBatch batch);
    void dropPollWrites();
    QPointer<JobGridModel> m_model;
    PollScheduler m_scheduler;
    StalenessWatch m_staleness;
    int m_staleAfterSec = 0;
    SourceStatus m_status;
    QElapsedTimer m_pollTimer;
    int m_maxCommits = 0;
    int m_firstPageCommits = 50;
    bool m_pollingEnabled = true;
    bool m_cacheLoaded = false;
    bool m_started = false;
    // Stored batches waiting to be shown, in order (a big first-sync page in slices).
    struct QueuedApply {
        JobBatch batch;
        qsizetype nextJob = 0;          // a batch shown in slices: its jobs before this are shown
        bool ofPollInFlight = false;
        bool fromCache = false;         // the rest of the cache at start: shown, nothing stored
        bool finishesCacheLoad = false; // after the rest of the cache: polling starts
    };
    QVector<QueuedApply> m_applyQueue;
    QElapsedTimer m_restAppendTimer;
    void enqueueApply(QueuedApply item);
    void finishCacheLoad();
    void applyQueued();
    void applyStored(const JobBatch &batch, bool ofPollInFlight);
    qint64 m_cachedNewestInsertedAt = 0; // of the jobs loaded at start (bounds a resumed first sync)
    LatestWorkerRun m_restOfCache { this, LatestWorkerRun::Priority::Background }; // the rest of the cache, read at start
};

} // namespace hw
