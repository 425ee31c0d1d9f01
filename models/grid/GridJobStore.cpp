#include "GridJobStore.h"

#include "cache/CacheError.h"
#include "cache/CacheText.h"
#include "cache/JobCache.h"
#include "cache/SqliteStatement.h"
#include "cache/SqliteTransaction.h"
#include "grid/GridBatchInsert.h"
#include "grid/GridJobScan.h"
#include "grid/GridJobTables.h"

#include <QCoreApplication>

#include <sqlite3.h>

using namespace Qt::StringLiterals;

namespace hw {

Result<void> GridJobStore::storeBatch(const JobBatch &batch) const
{
    const Result<GridJobTables *> tables = GridJobTables::of(m_cache);
    if (!tables)
        return tables.error();
    // IMMEDIATE takes the write lock up front, so a busy file fails here, before any work.
    auto tx = SqliteTransaction::begin(m_cache.handle(), SqliteTransaction::Mode::Immediate);
    if (!tx)
        return cacheError(JobCacheText::tr("cannot start writing to cache file %1: %2").arg(m_cache.path(), tx.error().message));
    Result<void> written = GridBatchInsert::write(**tables, batch);
    if (written)
        written = tx->commit();
    if (written)
        return {};
    tx->rollback(); // before reloading the ids: the rolled-back ones must not stay in memory
    QString message = written.error().message;
    if (const Result<void> reloaded = (*tables)->reloadNames(); !reloaded)
        message += u"; "_s + reloaded.error().message;
    return cacheError(JobCacheText::tr("cannot store batch of %1 commits and %2 jobs from source \"%3\" in cache file %4, nothing "
                      "was written: %5").arg(batch.commits.size())
                          .arg(batch.jobs.size())
                          .arg(batch.source, m_cache.path(), message));
}

Result<JobBatch> GridJobStore::loadLatest(const QString &source, int maxCommits) const
{
    if (!m_cache.isOpen())
        return m_cache.notOpenError();
    const auto fail = [&](const QString &message) {
        return cacheError(JobCacheText::tr("cannot load from cache file %1: %2").arg(m_cache.path(), message));
    };
    const Result<GridJobTables *> tables = GridJobTables::of(m_cache);
    if (!tables)
        return fail(tables.error().message);
    Result<JobBatch> loaded = GridJobScan::load(**tables, source, maxCommits);
    if (!loaded)
        return fail(loaded.error().message);
    return loaded;
}

Result<GridJobStore::TimeSpan> GridJobStore::timeSpan(const QString &source) const
{
    if (!m_cache.isOpen())
        return m_cache.notOpenError();
    sqlite3 *db = m_cache.handle();
    const auto failed = [&](const QString &message) {
        return cacheError(u"cannot read the time span of source \"%1\" in cache file %2: %3"_s.arg(
            source, m_cache.path(), message));
    };
    // Commits with time NULL are only known from their jobs: loadLatest holds them (and their
    // jobs) back, so they are left out here too.
    auto s = SqliteStatement::prepare(db,
        "SELECT (SELECT min(time) FROM commits WHERE source_id = ?1 AND time > 0), "
        "max((SELECT max(time) FROM commits WHERE source_id = ?1 AND time > 0), "
        "coalesce((SELECT max(j.inserted_at) FROM commits c JOIN jobs j ON j.commit_id = c.id "
        "WHERE c.source_id = ?1 AND c.time IS NOT NULL), 0))");
    if (!s)
        return failed(s.error().message);
    s->bindInt64(1, sourceColumn(source, 0));
    if (s->step() != SQLITE_ROW)
        return failed(QString::fromUtf8(sqlite3_errmsg(db)));
    return TimeSpan { s->columnInt64(0), s->columnInt64(1) };
}

qint64 GridJobStore::watermark(const QString &source) const
{
    return sourceColumn(source, 1);
}

qint64 GridJobStore::lastFetchedAt(const QString &source) const
{
    return sourceColumn(source, 2);
}

// A column of the source's row (0: id, 1: watermark, 2: fetched_at); 0 when there is none.
qint64 GridJobStore::sourceColumn(const QString &source, int column) const
{
    const Result<GridJobTables *> tables = GridJobTables::of(m_cache);
    if (!tables)
        return 0;
    SqliteStatement::Reuse s((**tables)[GridJobTables::SelectSource]);
    s->bindText(1, source);
    return s->step() == SQLITE_ROW ? s->columnInt64(column) : 0;
}

} // namespace hw
