#pragma once

#include "alerts/AlertTransition.h"
#include "domain/JobBatch.h"
#include "domain/Result.h"

#include <QByteArray>
#include <QString>
#include <QVector>

#include <atomic>
#include <memory>

struct sqlite3;

namespace hw {

// The local SQLite cache of everything the grid has seen. Uses the sqlite3 C API directly
// (not QtSql): start-up reads ~1M small rows and QVariant per value is too slow for that.
// WAL journal; versioned schema with forward migrations; one transaction per stored batch, so
// a process killed mid-write loses at most the batch in flight.
//
// Threads: a JobCache (its connection, prepared statements and id caches) is used by one thread
// at a time; it may be handed to another thread between calls, never shared concurrently.
// Open one JobCache per thread if several threads need the file (WAL lets readers run beside
// the writer). Several processes may open the same file; writers wait up to the busy timeout.
// The application writes only through CacheWriter (its own JobCache on its own thread) and reads
// through a JobCache on the GUI thread. Failures are a SourceError of kind Storage, source "cache".
class JobCache
{
public:
    explicit JobCache(QString path);
    ~JobCache();
    JobCache(const JobCache &) = delete;
    JobCache &operator=(const JobCache &) = delete;

    // Opens (creating if needed: directory 0700, file 0600; an existing cache file that others
    // could read becomes 0600) and migrates to the current schema. Fails with a clear message
    // (e.g. "cache file is not a database: <path>").
    // cancel: while open() waits for a lock another connection holds (up to the busy timeout),
    // it gives up as soon as *cancel is set (a Cancel in the window that asked for it).
    Result<void> open(const std::atomic<bool> *cancel = nullptr);
    // Creates dir and its missing parents, each 0700 (open() does not create directories).
    static Result<void> makePrivateDirectory(const QString &dir);
    bool isOpen() const;
    QString path() const;
    int schemaVersion() const;               // version stored in the file
    static int currentSchemaVersion();       // version this build writes

    // Upserts commits and jobs (jobs keyed by id; a row with a newer insertedAt replaces an
    // older one) and advances the source's watermark and fetchedAt, all in one transaction.
    // Equal insertedAt: the incoming row wins. The watermark never moves back. On failure the
    // transaction is rolled back (the file is as before) and the error says what was refused.
    Result<void> storeBatch(const JobBatch &batch);

    // The newest maxCommits commits (newest first) and every job of those commits (grouped by
    // commit in that order), with the source's watermark and fetchedAt. Used to fill the window
    // before any network call. Large loads use one short-lived helper thread internally (done
    // before returning). Commits and jobs are per source: "demo" never sees "clickhouse" rows.
    Result<JobBatch> loadLatest(const QString &source, int maxCommits) const;

    // The time span of what loadLatest(source, all) would return, read from the tables'
    // aggregates instead of the rows: the oldest and newest dated commit, and the newest row
    // of their jobs ({0, 0} when there is none).
    struct TimeSpan {
        qint64 first = 0;
        qint64 last = 0;
    };
    Result<TimeSpan> timeSpan(const QString &source) const;

    qint64 watermark(const QString &source) const;  // 0 if never synced
    qint64 lastFetchedAt(const QString &source) const;

    // The cache holds the grid rows of one repository ("owner/repo"). Records repository; when the
    // file holds another's rows (the profile's repository changed), they are deleted first (commits,
    // jobs, watermarks, alert history) and the answer is true. A file written before repositories
    // were recorded holds pytorch/pytorch's rows.
    Result<bool> useRepository(const QString &repository);

    // A source read as one whole batch (e.g. the CRCR snapshot as JSON).
    struct Snapshot {
        QByteArray body; // empty when none is stored
        qint64 asOf = 0;
        qint64 fetchedAt = 0;
    };
    // Replaces the stored snapshot of source in one transaction, and appends it to the source's
    // history unless its body equals the newest one there. On failure the previous snapshot
    // stays and the error says why.
    Result<void> storeSnapshot(const QString &source, qint64 asOf, qint64 fetchedAt, const QByteArray &body);
    // The stored snapshot of source; an empty body (not an error) when there is none.
    Result<Snapshot> loadSnapshot(const QString &source) const;
    // The history of source's snapshots (the time machine's "as of T"), oldest first by
    // fetchedAt. Bounded: the newest historyLimit rows and historyBytes of bodies per source
    // (the newest row is always kept).
    Result<QVector<Snapshot>> loadSnapshotHistory(const QString &source) const;
    static constexpr int historyLimit = 2000;
    static constexpr qint64 historyBytes = 256ll << 20;

    // The alerts' transitions of a grid source (the time machine's alert events), appended in
    // one transaction; the oldest beyond alertHistoryLimit rows per source go.
    Result<void> storeAlertTransitions(const QString &source, const AlertTransitions &transitions);
    // Those with time in [from, to], oldest first.
    Result<AlertTransitions> loadAlertHistory(const QString &source, qint64 from, qint64 to) const;
    static constexpr int alertHistoryLimit = 20000;

    // Integrity check ("PRAGMA integrity_check" == ok); used by tests and on start-up.
    // Also verifies the table links (PRAGMA foreign_key_check). Reads the whole file (~0.8 s of
    // CPU for a 70 MB cache of 900k jobs), so run it off the start-up path.
    Result<void> checkIntegrity() const;

    // Closes the file (also done by the destructor); open() may be called again.
    void close();

    // Caps the file at this many pages (SQLite's max_page_count; per connection, so kept and
    // applied again at open(); 0: no cap of ours). A write that needs more fails as on a full
    // disk ("database or disk is full") and is rolled back. Lets tests fill the disk on purpose.
    Result<void> setPageLimit(qint64 pages);
    qint64 pageLimit() const { return m_pageLimit; }

    // How long a write waits for another connection's write lock before failing (default 5 s).
    void setBusyTimeout(int milliseconds);
    int busyTimeout() const { return m_busyTimeoutMs; }

private:
    struct State;
    Result<void> prepareStatements();
    Result<void> writeBatch(const JobBatch &batch);
    Result<void> reloadInternedIds();
    qint64 sourceId(const QString &source) const;

    QString m_path;
    sqlite3 *m_db = nullptr;
    std::unique_ptr<State> m_state;
    int m_busyTimeoutMs = 5000;
    qint64 m_pageLimit = 0;
};

} // namespace hw
