#include "SqliteStatement.h"

#include "CacheError.h"

#include <QCoreApplication>
#include <sqlite3.h>

#include <utility>

namespace hw {

SqliteStatement::~SqliteStatement()
{
    finalize();
}

SqliteStatement::SqliteStatement(SqliteStatement &&other) noexcept : m_stmt(std::exchange(other.m_stmt, nullptr)) {}

SqliteStatement &SqliteStatement::operator=(SqliteStatement &&other) noexcept
{
    if (this != &other) {
        finalize();
        m_stmt = std::exchange(other.m_stmt, nullptr);
    }
    return *this;
}

Result<SqliteStatement> SqliteStatement::prepare(sqlite3 *db, const char *sql, unsigned flags)
{
    sqlite3_stmt *stmt = nullptr;
    if (sqlite3_prepare_v3(db, sql, -1, flags, &stmt, nullptr) != SQLITE_OK) {
        sqlite3_finalize(stmt);
        return cacheError(QString::fromUtf8(sqlite3_errmsg(db)));
    }
    if (!stmt) // only whitespace or a comment: nothing to run
        return cacheError(QCoreApplication::translate("hw::SqliteStatement", "empty SQL statement (a bug in HUD Watch: please report it)"));
    return SqliteStatement(stmt);
}

Result<void> SqliteStatement::execute(sqlite3 *db, const char *sql)
{
    if (sqlite3_exec(db, sql, nullptr, nullptr, nullptr) != SQLITE_OK)
        return cacheError(QString::fromUtf8(sqlite3_errmsg(db)));
    return {};
}

sqlite3 *SqliteStatement::database() const
{
    return m_stmt ? sqlite3_db_handle(m_stmt) : nullptr;
}

void SqliteStatement::bindInt64(int index, qint64 value)
{
    sqlite3_bind_int64(m_stmt, index, value);
}

void SqliteStatement::bindNull(int index)
{
    sqlite3_bind_null(m_stmt, index);
}

void SqliteStatement::bindText(int index, const QString &text)
{
    // constData(), not utf16(): utf16() reallocates a shared (implicitly copied) string.
    sqlite3_bind_text16(m_stmt, index, text.constData(), int(text.size() * 2), SQLITE_STATIC);
}

void SqliteStatement::bindNullableText(int index, const QString &text)
{
    if (text.isEmpty())
        bindNull(index);
    else
        bindText(index, text);
}

void SqliteStatement::bindNullableId(int index, qint64 id)
{
    if (id > 0)
        bindInt64(index, id);
    else
        bindNull(index);
}

void SqliteStatement::bindBlob(int index, const QByteArray &bytes)
{
    sqlite3_bind_blob(m_stmt, index, bytes.constData(), int(bytes.size()), SQLITE_TRANSIENT);
}

int SqliteStatement::step()
{
    return sqlite3_step(m_stmt);
}

void SqliteStatement::reset()
{
    if (!m_stmt)
        return;
    sqlite3_reset(m_stmt);
    sqlite3_clear_bindings(m_stmt);
}

void SqliteStatement::finalize()
{
    sqlite3_finalize(std::exchange(m_stmt, nullptr)); // a no-op for nullptr
}

qint64 SqliteStatement::columnInt64(int column) const
{
    return sqlite3_column_int64(m_stmt, column);
}

int SqliteStatement::columnInt(int column) const
{
    return sqlite3_column_int(m_stmt, column);
}

QString SqliteStatement::columnText(int column) const
{
    const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(m_stmt, column));
    if (!text)
        return {};
    return QString::fromUtf8(text, sqlite3_column_bytes(m_stmt, column));
}

QByteArray SqliteStatement::columnBlob(int column) const
{
    const void *blob = sqlite3_column_blob(m_stmt, column);
    return QByteArray(static_cast<const char *>(blob), sqlite3_column_bytes(m_stmt, column));
}

QString SqliteStatement::errorMessage() const
{
    sqlite3 *db = database();
    return db ? QString::fromUtf8(sqlite3_errmsg(db)) : QCoreApplication::translate("hw::SqliteStatement", "statement not prepared (a bug in HUD Watch: please report it)");
}

} // namespace hw
