#pragma once

#include "domain/Result.h"

#include <QByteArray>
#include <QString>

struct sqlite3;
struct sqlite3_stmt;

namespace hw {

// One prepared SQLite statement, finalized by the destructor (also when a function returns early).
// Move-only. Text bound with bindText() is not copied: the QString must stay alive and unchanged
// until the statement is reset. A statement kept for reuse is reset after each use by a Reuse
// guard, which also drops its bindings (so no bound string is referenced after it is gone).
//   auto s = SqliteStatement::prepare(db, "SELECT x FROM t WHERE id = ?1");
//   if (!s) return s.error();
//   s->bindInt64(1, id);
//   while (s->step() == SQLITE_ROW) use(s->columnInt64(0));
class SqliteStatement
{
public:
    SqliteStatement() = default;
    ~SqliteStatement();
    SqliteStatement(SqliteStatement &&other) noexcept;
    SqliteStatement &operator=(SqliteStatement &&other) noexcept;
    SqliteStatement(const SqliteStatement &) = delete;
    SqliteStatement &operator=(const SqliteStatement &) = delete;

    // Prepares one statement; flags are sqlite3_prepare_v3's (e.g. SQLITE_PREPARE_PERSISTENT).
    // Fails with SQLite's message (kind Storage).
    static Result<SqliteStatement> prepare(sqlite3 *db, const char *sql, unsigned flags = 0);
    // Runs one or more statements that return no rows (PRAGMA settings, BEGIN, DDL).
    static Result<void> execute(sqlite3 *db, const char *sql);

    bool isValid() const { return m_stmt != nullptr; }
    sqlite3_stmt *get() const { return m_stmt; }
    sqlite3 *database() const;

    void bindInt64(int index, qint64 value);
    void bindNull(int index);
    void bindText(int index, const QString &text); // not copied; see the class comment
    void bindNullableText(int index, const QString &text); // empty -> NULL
    void bindNullableId(int index, qint64 id);             // <= 0 -> NULL
    void bindBlob(int index, const QByteArray &bytes);     // copied

    // SQLITE_ROW, SQLITE_DONE or the error code (see errorMessage()).
    int step();
    // Ready to step again from the start; bindings are cleared too.
    void reset();
    // Finalizes now (the destructor does it otherwise).
    void finalize();

    qint64 columnInt64(int column) const;
    int columnInt(int column) const;
    QString columnText(int column) const; // NULL -> empty
    QByteArray columnBlob(int column) const;

    QString errorMessage() const;

    // Resets a reused statement (and clears its bindings) at the end of a scope.
    class Reuse
    {
    public:
        explicit Reuse(SqliteStatement &statement) : m_statement(statement) {}
        ~Reuse() { m_statement.reset(); }
        Reuse(const Reuse &) = delete;
        Reuse &operator=(const Reuse &) = delete;
        SqliteStatement *operator->() const { return &m_statement; }
        SqliteStatement &operator*() const { return m_statement; }

    private:
        SqliteStatement &m_statement;
    };

private:
    explicit SqliteStatement(sqlite3_stmt *stmt) : m_stmt(stmt) {}
    sqlite3_stmt *m_stmt = nullptr;
};

} // namespace hw
