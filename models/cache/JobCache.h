#pragma once

#include "domain/JobBatch.h"

#include <QString>

struct sqlite3;

namespace hw {

// The local SQLite cache of everything the grid has seen. Uses the sqlite3 C API directly
// (not QtSql): start-up reads ~1M small rows and QVariant per value is too slow for that.
// WAL journal; versioned schema with forward migrations; one transaction per stored batch, so
// a process killed mid-write loses at most the batch in flight.
class JobCache
{
public:
    explicit JobCache(QString path);
    ~JobCache();
    JobCache(const JobCache &) = delete;
    JobCache &operator=(const JobCache &) = delete;

    // Opens (creating if needed) and migrates to the current schema. On failure returns false
    // and sets *error to a clear message (e.g. "cache file is not a database: <path>").
    bool open(QString *error);
    bool isOpen() const;
    QString path() const;
    int schemaVersion() const;               // version stored in the file
    static int currentSchemaVersion();       // version this build writes

    // Upserts commits and jobs (jobs keyed by id; a row with a newer insertedAt replaces an
    // older one) and advances the source's watermark and fetchedAt, all in one transaction.
    bool storeBatch(const JobBatch &batch, QString *error);

    // The newest maxCommits commits (newest first) and every job of those commits, with the
    // source's watermark and fetchedAt. Used to fill the window before any network call.
    JobBatch loadLatest(const QString &source, int maxCommits, QString *error) const;

    qint64 watermark(const QString &source) const;  // 0 if never synced
    qint64 lastFetchedAt(const QString &source) const;

    // Integrity check ("PRAGMA integrity_check" == ok); used by tests and on start-up.
    bool checkIntegrity(QString *error) const;

private:
    QString m_path;
    sqlite3 *m_db = nullptr;
};

} // namespace hw
