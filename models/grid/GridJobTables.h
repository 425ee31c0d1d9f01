#pragma once

#include "cache/CacheStoreState.h"
#include "cache/SqliteStatement.h"
#include "domain/Result.h"

#include <QHash>
#include <QString>
#include <QVector>

#include <array>
#include <utility>

struct sqlite3;

namespace hw {

class JobCache;

// What the grid's store keeps per open cache connection: its prepared statements (prepared once,
// reused by every batch) and the interned names (job columns, small repeated strings) mirrored in
// memory. Loaded at the store's first use on a connection, extended by writes, read again after a
// rollback (a rolled-back id must not be reused from memory) or when another process interned
// names this one has not seen.
class GridJobTables : public CacheStoreState
{
public:
    enum Stmt {
        InsertSource,
        SelectSource,
        UpdateSource,
        UpsertCommit,
        SelectCommit,
        InsertStubCommit,
        InsertColumn,
        SelectColumn,
        InsertString,
        SelectString,
        UpsertJob,
        ListCommits,
        ListJobs,
        StmtCount
    };

    // The tables of cache's connection, prepared and loaded at the first call on it.
    static Result<GridJobTables *> of(const JobCache &cache);

    SqliteStatement &operator[](Stmt s) { return m_stmts[s]; }
    sqlite3 *database() const { return m_db; }

    // Reads the interned names again from the file.
    Result<void> reloadNames();
    // Reloads when the file holds ids above those in memory (another process interned them).
    Result<void> reloadIfBehind();

    // The id of a string, inserting it if new; 0 for the empty string (stored as NULL). False
    // on an SQLite error (its message is the connection's).
    bool internString(const QString &text, qint64 *id);
    // The id of a job column (workflow + job name), inserting it if new.
    bool internColumn(const QString &workflow, const QString &job, qint64 *id);

    // The interned names by id, for the rows read back. Valid ids only (see hasString/hasColumn).
    bool hasColumn(qint64 id) const { return id > 0 && id < m_columnNames.size(); }
    bool hasString(qint64 id) const { return id >= 0 && id < m_strings.size(); }
    const std::pair<QString, QString> &columnName(qint64 id) const { return m_columnNames.at(id); }
    const QString &string(qint64 id) const { return m_strings.at(id); }
    qsizetype columnCount() const { return m_columnIds.size(); }

private:
    GridJobTables(sqlite3 *db, QString path) : m_db(db), m_path(std::move(path)) {}
    Result<void> prepare();
    Result<void> loadColumns();
    Result<void> loadStrings();

    sqlite3 *m_db;
    QString m_path;
    std::array<SqliteStatement, StmtCount> m_stmts; // finalized by their destructors
    QHash<std::pair<QString, QString>, qint64> m_columnIds;
    QVector<std::pair<QString, QString>> m_columnNames; // indexed by id
    QHash<QString, qint64> m_stringIds;
    QVector<QString> m_strings; // indexed by id
};

} // namespace hw
