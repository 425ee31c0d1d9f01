#include "SqliteTransaction.h"

#include "CacheError.h"

#include <QCoreApplication>
#include <sqlite3.h>

#include <utility>

namespace hw {

SqliteTransaction::~SqliteTransaction()
{
    rollback();
}

SqliteTransaction::SqliteTransaction(SqliteTransaction &&other) noexcept : m_db(std::exchange(other.m_db, nullptr)) {}

SqliteTransaction &SqliteTransaction::operator=(SqliteTransaction &&other) noexcept
{
    if (this != &other) {
        rollback();
        m_db = std::exchange(other.m_db, nullptr);
    }
    return *this;
}

Result<SqliteTransaction> SqliteTransaction::begin(sqlite3 *db, Mode mode)
{
    const char *sql = mode == Mode::Immediate ? "BEGIN IMMEDIATE" : "BEGIN";
    if (sqlite3_exec(db, sql, nullptr, nullptr, nullptr) != SQLITE_OK)
        return cacheError(QString::fromUtf8(sqlite3_errmsg(db)));
    return SqliteTransaction(db);
}

Result<void> SqliteTransaction::commit()
{
    if (!m_db)
        return cacheError(QCoreApplication::translate("hw::SqliteStatement", "no transaction to commit (a bug in HUD Watch: please report it)"));
    if (sqlite3_exec(m_db, "COMMIT", nullptr, nullptr, nullptr) == SQLITE_OK) {
        m_db = nullptr;
        return {};
    }
    const SourceError error = cacheError(QString::fromUtf8(sqlite3_errmsg(m_db)));
    rollback();
    return error;
}

void SqliteTransaction::rollback()
{
    sqlite3 *db = std::exchange(m_db, nullptr);
    // Some errors (SQLITE_FULL, SQLITE_IOERR, ...) already rolled the transaction back:
    // autocommit is on again then, and a second ROLLBACK would only fail.
    if (db && !sqlite3_get_autocommit(db))
        sqlite3_exec(db, "ROLLBACK", nullptr, nullptr, nullptr);
}

} // namespace hw
