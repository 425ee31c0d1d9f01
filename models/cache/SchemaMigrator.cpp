#include "SchemaMigrator.h"

#include <sqlite3.h>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

QString sqliteMessage(sqlite3 *db)
{
    return QString::fromUtf8(sqlite3_errmsg(db));
}

// Runs a one-value integer query. False on any SQLite error (e.g. SQLITE_NOTADB).
bool queryInt(sqlite3 *db, const char *sql, qint64 *value)
{
    sqlite3_stmt *stmt = nullptr;
    if (sqlite3_prepare_v2(db, sql, -1, &stmt, nullptr) != SQLITE_OK) {
        sqlite3_finalize(stmt);
        return false;
    }
    const int rc = sqlite3_step(stmt);
    if (rc == SQLITE_ROW)
        *value = sqlite3_column_int64(stmt, 0);
    sqlite3_finalize(stmt);
    return rc == SQLITE_ROW;
}

bool exec(sqlite3 *db, const QByteArray &sql)
{
    return sqlite3_exec(db, sql.constData(), nullptr, nullptr, nullptr) == SQLITE_OK;
}

} // namespace

SchemaMigrator::SchemaMigrator(quint32 applicationId, QVector<SchemaMigration> migrations)
    : m_applicationId(applicationId), m_migrations(std::move(migrations))
{
    std::sort(m_migrations.begin(), m_migrations.end(),
              [](const SchemaMigration &a, const SchemaMigration &b) { return a.version < b.version; });
}

int SchemaMigrator::targetVersion() const
{
    return m_migrations.isEmpty() ? 0 : m_migrations.constLast().version;
}

bool SchemaMigrator::check(sqlite3 *db, const QString &path, int *fileVersion, QString *error) const
{
    qint64 appId = 0;
    qint64 version = 0;
    qint64 objects = 0;
    // sqlite_master forces the schema to be parsed: a damaged first page shows up here.
    if (!queryInt(db, "PRAGMA application_id", &appId) || !queryInt(db, "PRAGMA user_version", &version)
        || !queryInt(db, "SELECT count(*) FROM sqlite_master", &objects)) {
        const int code = sqlite3_errcode(db);
        if (error) {
            if (code == SQLITE_NOTADB)
                *error = u"cache file is not a database: %1 (%2); leaving it untouched"_s.arg(path, sqliteMessage(db));
            else if (code == SQLITE_CORRUPT)
                *error = u"cache file is corrupt: %1 (%2); leaving it untouched"_s.arg(path, sqliteMessage(db));
            else
                *error = u"cannot read cache file %1: %2"_s.arg(path, sqliteMessage(db));
        }
        return false;
    }
    if (version == 0 && appId == 0 && objects == 0) {
        *fileVersion = 0;
        return true;
    }
    if (quint32(appId) != m_applicationId) {
        if (error)
            *error = u"file is an SQLite database but not a HUD Watch cache: %1; leaving it untouched"_s.arg(path);
        return false;
    }
    if (version > targetVersion()) {
        if (error)
            *error = u"cache file %1 has schema version %2, newer than version %3 that this build of "
                     u"hudwatch understands; leaving it untouched (use a newer hudwatch or another cache file)"_s
                         .arg(path)
                         .arg(version)
                         .arg(targetVersion());
        return false;
    }
    if (version < 1) {
        if (error)
            *error = u"cache file %1 has no schema version; leaving it untouched"_s.arg(path);
        return false;
    }
    *fileVersion = int(version);
    return true;
}

bool SchemaMigrator::migrate(sqlite3 *db, const QString &path, QString *error) const
{
    if (!exec(db, "BEGIN IMMEDIATE")) {
        if (error)
            *error = u"cannot lock cache file %1 to update its schema: %2"_s.arg(path, sqliteMessage(db));
        return false;
    }
    int from = 0;
    if (!check(db, path, &from, error)) {
        exec(db, "ROLLBACK");
        return false;
    }
    for (const SchemaMigration &m : m_migrations) {
        if (m.version <= from)
            continue;
        if (!exec(db, m.sql)) {
            if (error)
                *error = u"cannot migrate cache file %1 from schema version %2 to %3: %4"_s.arg(path)
                             .arg(from)
                             .arg(m.version)
                             .arg(sqliteMessage(db));
            exec(db, "ROLLBACK");
            return false;
        }
    }
    // PRAGMA takes no bound parameters; the values are our own integers.
    const QByteArray stamp = "PRAGMA application_id = " + QByteArray::number(qint32(m_applicationId))
        + "; PRAGMA user_version = " + QByteArray::number(targetVersion()) + ";";
    if (!exec(db, stamp) || !exec(db, "COMMIT")) {
        if (error)
            *error = u"cannot record schema version %1 in cache file %2: %3"_s.arg(targetVersion())
                         .arg(path, sqliteMessage(db));
        exec(db, "ROLLBACK");
        return false;
    }
    return true;
}

} // namespace hw
