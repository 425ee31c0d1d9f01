#pragma once

#include <QByteArray>
#include <QString>

struct sqlite3;

namespace hw::test {

// Direct SQLite access to a cache file, for building "old" files and looking under the cache's
// API: no schema, no checks, every statement as written.
class RawSqlite
{
public:
    explicit RawSqlite(const QString &path);
    ~RawSqlite();
    RawSqlite(const RawSqlite &) = delete;
    RawSqlite &operator=(const RawSqlite &) = delete;

    bool exec(const QByteArray &sql); // warns with SQLite's message when it fails
    // Every row as "a|b|c" (NULL for a null), one per line.
    QString text(const QByteArray &sql);
    qint64 integer(const QByteArray &sql) { return text(sql).toLongLong(); }
    sqlite3 *get() const { return m_db; }

    // Everything a cache file holds (its tables sources, strings, job_columns, commits, jobs), as
    // text: to prove that a failed write left no trace.
    static QString dumpCache(const QString &path);

private:
    sqlite3 *m_db = nullptr;
};

} // namespace hw::test
