#include "SchemaMigrator.h"

#include "CacheError.h"
#include "CacheText.h"
#include "SqliteStatement.h"
#include "SqliteTransaction.h"

#include <QCoreApplication>

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
    auto stmt = SqliteStatement::prepare(db, sql);
    if (!stmt || stmt->step() != SQLITE_ROW)
        return false;
    *value = stmt->columnInt64(0);
    return true;
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

Result<int> SchemaMigrator::check(sqlite3 *db, const QString &path) const
{
    qint64 appId = 0;
    qint64 version = 0;
    qint64 objects = 0;
    // sqlite_master forces the schema to be parsed: a damaged first page shows up here.
    if (!queryInt(db, "PRAGMA application_id", &appId) || !queryInt(db, "PRAGMA user_version", &version)
        || !queryInt(db, "SELECT count(*) FROM sqlite_master", &objects)) {
        const int code = sqlite3_errcode(db);
        if (code == SQLITE_NOTADB)
            return cacheError(JobCacheText::tr("cache file is not a database: %1 (%2); leaving it untouched").arg(path, sqliteMessage(db)));
        if (code == SQLITE_CORRUPT)
            return cacheError(JobCacheText::tr("cache file is corrupt: %1 (%2); leaving it untouched").arg(path, sqliteMessage(db)));
        return cacheError(JobCacheText::tr("cannot read cache file %1: %2").arg(path, sqliteMessage(db)));
    }
    if (version == 0 && appId == 0 && objects == 0)
        return 0;
    if (quint32(appId) != m_applicationId)
        return cacheError(JobCacheText::tr("file is an SQLite database but not a HUD Watch cache: %1; leaving it untouched").arg(path));
    if (version > targetVersion()) {
        return cacheError(JobCacheText::tr("cache file %1 has schema version %2, newer than version %3 that this build of "
                                           "hudwatch understands; leaving it untouched (use a newer hudwatch or another "
                                           "cache file)")
                              .arg(path)
                              .arg(version)
                              .arg(targetVersion()));
    }
    if (version < 1)
        return cacheError(JobCacheText::tr("cache file %1 has no schema version; leaving it untouched").arg(path));
    return int(version);
}

Result<void> SchemaMigrator::migrate(sqlite3 *db, const QString &path) const
{
    auto tx = SqliteTransaction::begin(db, SqliteTransaction::Mode::Immediate);
    if (!tx)
        return cacheError(JobCacheText::tr("cannot lock cache file %1 to update its schema: %2").arg(path, tx.error().message));
    const Result<int> from = check(db, path);
    if (!from)
        return from.error(); // the transaction rolls back
    for (const SchemaMigration &m : m_migrations) {
        if (m.version <= *from)
            continue;
        if (const Result<void> done = SqliteStatement::execute(db, m.sql); !done) {
            return cacheError(JobCacheText::tr("cannot migrate cache file %1 from schema version %2 to %3: %4").arg(path)
                                  .arg(*from)
                                  .arg(m.version)
                                  .arg(done.error().message));
        }
    }
    // PRAGMA takes no bound parameters; the values are our own integers.
    const QByteArray stamp = "PRAGMA application_id = " + QByteArray::number(qint32(m_applicationId))
        + "; PRAGMA user_version = " + QByteArray::number(targetVersion()) + ";";
    Result<void> done = SqliteStatement::execute(db, stamp.constData());
    if (done)
        done = tx->commit();
    if (!done) {
        return cacheError(JobCacheText::tr("cannot record schema version %1 in cache file %2: %3").arg(targetVersion())
                              .arg(path, done.error().message));
    }
    return {};
}

} // namespace hw
