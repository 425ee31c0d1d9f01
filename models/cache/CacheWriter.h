#pragma once

#include "domain/Result.h"

#include <QByteArray>
#include <QDeadlineTimer>
#include <QObject>
#include <QString>

#include <functional>
#include <memory>

class QThread;

namespace hw {

class JobCache;

// The one cache writer thread: writes to the SQLite cache off the GUI thread, so a large write
// (the first sync of ~1M jobs) never freezes the window.
//   submit(write, stored) / storeSnapshot(...) only enqueue and return a ticket. The writer
//   thread owns its own JobCache connection (opened there at the first write, re-tried at the
//   next write if that failed) and runs the queue in order, each write in its store's one
//   transaction. A feature's store writes through it with a front of its own (the grid's
//   JobBatchWriter, the alerts' AlertHistoryWriter), so that this shared part knows no feature.
//   stored (and snapshotStored) run on this object's thread after the COMMIT, and only then may a
//   model show the data ("stored before shown"). storeFailed says why nothing was written (kind
//   Storage; kind Cancelled for work dropped by stop(), never shown).
// Results arrive queued, in ticket order, never from inside submit(). Receivers match them by
// ticket: several syncs may share one writer. The GUI thread keeps its own JobCache for reads
// (WAL lets it read beside the writer); a read sees a write once its result was delivered.
// stop() ends the queue; the destructor stops (abandoning what has not begun) and joins.
// Call every function from this object's thread; only the signals cross threads.
class CacheWriter : public QObject
{
    Q_OBJECT
public:
    explicit CacheWriter(QString path, QObject *parent = nullptr);
    ~CacheWriter() override;

    QString path() const { return m_path; }
    // How long a write waits for another connection's write lock; call before the first store.
    void setBusyTimeout(int milliseconds) { m_busyTimeoutMs = milliseconds; }
    // Caps the file at this many pages from the next write on (JobCache::setPageLimit; 0: no cap).
    void setPageLimit(qint64 pages);

    // One store's write: runs on the writer thread with its open connection and returns how it went.
    using Write = std::function<Result<void>(JobCache &cache)>;
    // What follows a committed write, on this object's thread (e.g. a front emitting its signal).
    using Stored = std::function<void(quint64 ticket)>;
    // Enqueues a write; then stored(ticket) runs, or storeFailed comes, with the returned ticket
    // (> 0). After stop() it fails at once (queued) with kind Cancelled.
    quint64 submit(Write write, Stored stored);
    // A source's snapshot (SnapshotStore::store); the result comes as snapshotStored.
    quint64 storeSnapshot(QString source, qint64 asOf, qint64 fetchedAt, QByteArray body);

    enum class Pending {
        Write,   // write everything queued, then end
        Abandon, // finish the write in progress; drop the rest (storeFailed, kind Cancelled)
    };
    // Accepts no more work and ends the thread after the queue per pending. Does not block.
    void stop(Pending pending = Pending::Abandon);
    // Waits for the thread to end after stop(); true if it ended (or never started).
    bool wait(QDeadlineTimer deadline = QDeadlineTimer(QDeadlineTimer::Forever));
    bool isStopped() const;
    // Items queued that the thread has not begun (the one being written is not counted).
    int pendingCount() const;

signals:
    void snapshotStored(quint64 ticket, const QString &source, qint64 asOf, qint64 fetchedAt);
    void storeFailed(quint64 ticket, const hw::SourceError &error);

private:
    struct Work;
    struct Queue;
    quint64 enqueue(Work work);
    void run(); // the writer thread's loop
    // The next write for the thread, false when it should end (stop()).
    bool takeNext(Work *work, qint64 *pageLimit);
    void write(JobCache &cache, Work work, qint64 pageLimit);
    void abandonQueued(); // after the loop: what stop() dropped fails as Cancelled
    void deliverFailure(quint64 ticket, const SourceError &error);

    QString m_path;
    int m_busyTimeoutMs = 5000;
    std::unique_ptr<Queue> m_queue;
    QThread *m_thread = nullptr; // created at the first store, owned
};

} // namespace hw
