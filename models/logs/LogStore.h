#pragma once

#include "domain/Result.h"
#include "logs/LogStoreEntry.h"

#include <QByteArrayView>
#include <QList>
#include <QString>

#include <memory>
#include <optional>

namespace hw {

class LogStoreWriter;

// Job logs on disk, gzip-compressed, in one directory beside the profile's SQLite cache:
//   <cache dir>/<profile>.logs/<owner>_<repo>_<jobId>.log.gz          the job had finished
//   <cache dir>/<profile>.logs/<owner>_<repo>_<jobId>.running.log.gz  fetched while it ran
//   <cache dir>/<profile>.logs/.<key>.<random>.part                   a write under way
// One flat directory per profile: the budget is the profile's, clearing a profile's cache is
// removing one directory, and a name says which job it is. A log arrives in a temporary file,
// is flushed to disk and renamed into place, so a log under its final name is always whole; a
// temporary file left by a crash is never listed and is removed on open() once it is stale.
// Beyond the budget the least recently used logs are removed (mtime = last use, see markUsed()).
// The directory is the state: nothing is cached in memory, so two processes may share it.
// Not thread-safe; use from one thread (the GUI's).
class LogStore
{
public:
    static constexpr qint64 DefaultBudgetBytes = 2ll * 1024 * 1024 * 1024;
    static constexpr int StaleTemporarySeconds = 15 * 60; // a live write touches its file far more often

    explicit LogStore(QString directory, qint64 budgetBytes = DefaultBudgetBytes);
    ~LogStore();
    LogStore(const LogStore &) = delete;
    LogStore &operator=(const LogStore &) = delete;

    // "<dir>/<name>.logs" for the SQLite cache "<dir>/<name>.sqlite".
    static QString directoryBeside(const QString &sqliteCachePath);

    // Creates the directory and removes stale temporary files (older than staleSeconds).
    Result<void> open(int staleSeconds = StaleTemporarySeconds);
    const QString &directory() const { return m_directory; }
    qint64 budgetBytes() const { return m_budgetBytes; }
    // Takes effect at the next store (or evict()).
    void setBudgetBytes(qint64 bytes) { m_budgetBytes = bytes; }

    // The job's stored log; the complete one when both exist.
    std::optional<LogStoreEntry> find(const QString &key) const;
    // Every stored log, least recently used first.
    QList<LogStoreEntry> entries() const;
    qint64 totalBytes() const;
    // The log is being read: it becomes the most recently used.
    void markUsed(const QString &key);
    // The whole log, inflated (for small logs and tests; the viewer reads the file as a stream).
    Result<QByteArray> readAll(const QString &key, qint64 maxBytes = 256ll * 1024 * 1024) const;

    // A new version of the job's log, written as it arrives; in place only after commit().
    // The store must outlive the writer.
    Result<std::unique_ptr<LogStoreWriter>> beginWrite(const QString &key, bool jobComplete);
    // The whole body at once (gzip or plain text), as beginWrite() + write() + commit().
    Result<LogStoreEntry> put(const QString &key, QByteArrayView body, bool jobComplete);
    Result<void> remove(const QString &key);
    Result<void> clear();
    // Removes the least recently used logs until the total is within the budget; never `keep`
    // (the log just stored, also when it alone is over the budget). Returns how many went.
    int evict(const QString &keep = {});

    // "<key>.log.gz" or "<key>.running.log.gz"; keys are [a-z0-9_.-] (storeKey()).
    static QString fileName(const QString &key, bool complete);
    static bool isValidKey(const QString &key);

private:
    friend class LogStoreWriter;
    QString pathOf(const QString &key, bool complete) const;
    std::optional<LogStoreEntry> entryAt(const QString &key, bool complete) const;

    QString m_directory;
    qint64 m_budgetBytes;
};

} // namespace hw
