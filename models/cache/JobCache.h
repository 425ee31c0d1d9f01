#pragma once

#include "domain/Result.h"

#include <QString>

#include <atomic>
#include <memory>
#include <utility>
#include <vector>

struct sqlite3;

namespace hw {

class CacheStoreState;

// The local SQLite cache file: one connection to it, with its schema, its journal and its file
// permissions. Uses the sqlite3 C API directly (not QtSql): start-up reads ~1M small rows and
// QVariant per value is too slow for that. WAL journal; versioned schema with forward migrations
// (JobCacheSchema); one transaction per stored batch, so a process killed mid-write loses at most
// the batch in flight.
//
// What the file holds is read and written by the stores, each over an open JobCache: the grid's
// commits and jobs (grid/GridJobStore), whole snapshots of a source (cache/SnapshotStore), the
// alerts' transitions (alerts/AlertHistoryStore). A store keeps what it needs per connection
// (prepared statements, interned ids) here, as a CacheStoreState under its own key.
//
// Threads: a JobCache (its connection, the stores' states) is used by one thread at a time; it
// may be handed to another thread between calls, never shared concurrently. Open one JobCache
// per thread if several threads need the file (WAL lets readers run beside the writer). Several
// processes may open the same file; writers wait up to the busy timeout. The application writes
// only through CacheWriter (its own JobCache on its own thread) and reads through a JobCache on
// the GUI thread. Failures are a SourceError of kind Storage, source "cache".
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

    // The cache holds the grid rows of one repository ("owner/repo"). Records repository; when the
    // file holds another's rows (the profile's repository changed), they are deleted first (commits,
    // jobs, watermarks, alert history) and the answer is true. A file written before repositories
    // were recorded holds pytorch/pytorch's rows.
    Result<bool> useRepository(const QString &repository);

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

    // For the stores. The connection (nullptr while closed); writing through it from a const
    // JobCache is fine: const says the connection is not reconfigured, not that the file is read only.
    sqlite3 *handle() const { return m_db; }
    // "cache file <path> is not open", what every store answers while the file is closed.
    SourceError notOpenError() const;
    // The state a store keeps for this connection, under its key (the address of a static of the
    // store's own); nullptr until setStoreState(). Dropped at close() and by useRepository().
    CacheStoreState *storeState(const void *key) const;
    CacheStoreState *setStoreState(const void *key, std::unique_ptr<CacheStoreState> state) const;

private:
    Result<void> openConnection();
    Result<void> prepareFile(); // schema check, journal, migration, page limit
    Result<void> configureConnection();
    Result<bool> recordRepository(const QString &repository); // true: another's rows were deleted
    void dropStoreStates() const;

    QString m_path;
    sqlite3 *m_db = nullptr;
    // Per connection, so mutable: a read of a const JobCache may prepare a store's statements.
    mutable std::vector<std::pair<const void *, std::unique_ptr<CacheStoreState>>> m_storeStates;
    int m_busyTimeoutMs = 5000;
    qint64 m_pageLimit = 0;
};

} // namespace hw
