#include "SnapshotStore.h"

#include "CacheError.h"
#include "CacheText.h"
#include "JobCache.h"
#include "SqliteStatement.h"
#include "SqliteTransaction.h"

#include <QCoreApplication>

#include <sqlite3.h>

namespace hw {

Result<void> SnapshotStore::store(const QString &source, qint64 asOf, qint64 fetchedAt, const QByteArray &body) const
{
    if (!m_cache.isOpen())
        return m_cache.notOpenError();
    const auto failed = [&](const QString &message) {
        return cacheError(JobCacheText::tr("cannot store the %1 snapshot in cache file %2, the previous one is kept: %3").arg(
            source, m_cache.path(), message));
    };
    auto tx = SqliteTransaction::begin(m_cache.handle(), SqliteTransaction::Mode::Immediate);
    if (!tx)
        return failed(tx.error().message);
    Result<void> written = replaceNewest(source, asOf, fetchedAt, body);
    if (written)
        written = appendToHistory(source, asOf, fetchedAt, body);
    if (written)
        written = tx->commit();
    if (!written)
        return failed(written.error().message);
    return {};
}

Result<void> SnapshotStore::replaceNewest(const QString &source, qint64 asOf, qint64 fetchedAt, const QByteArray &body) const
{
    sqlite3 *db = m_cache.handle();
    auto s = SqliteStatement::prepare(
        db, "INSERT OR REPLACE INTO snapshots (source, as_of, fetched_at, body) VALUES (?1, ?2, ?3, ?4)");
    if (!s)
        return s.error();
    s->bindText(1, source);
    s->bindInt64(2, asOf);
    s->bindInt64(3, fetchedAt);
    s->bindBlob(4, body);
    if (s->step() != SQLITE_DONE)
        return cacheError(sqliteError(db));
    s->reset();
    return {};
}

Result<void> SnapshotStore::appendToHistory(const QString &source, qint64 asOf, qint64 fetchedAt, const QByteArray &body) const
{
    sqlite3 *db = m_cache.handle();
    // A row only when the body changed since the newest one (an unchanged poll adds nothing),
    // then the oldest rows beyond the bounds go.
    auto append = SqliteStatement::prepare(db,
        "INSERT INTO snapshot_history (source, as_of, fetched_at, body) SELECT ?1, ?2, ?3, ?4 "
        "WHERE ?4 IS NOT (SELECT body FROM snapshot_history WHERE source = ?1 "
        "ORDER BY fetched_at DESC, id DESC LIMIT 1)");
    if (!append)
        return append.error();
    append->bindText(1, source);
    append->bindInt64(2, asOf);
    append->bindInt64(3, fetchedAt);
    append->bindBlob(4, body);
    if (append->step() != SQLITE_DONE)
        return cacheError(sqliteError(db));
    auto prune = SqliteStatement::prepare(db,
        "DELETE FROM snapshot_history WHERE id IN (SELECT id FROM (SELECT id, "
        "row_number() OVER newest AS n, sum(length(body)) OVER newest AS bytes FROM snapshot_history "
        "WHERE source = ?1 WINDOW newest AS (ORDER BY fetched_at DESC, id DESC)) "
        "WHERE n > 1 AND (n > ?2 OR bytes > ?3))");
    if (!prune)
        return prune.error();
    prune->bindText(1, source);
    prune->bindInt64(2, historyLimit);
    prune->bindInt64(3, historyBytes);
    if (prune->step() != SQLITE_DONE)
        return cacheError(sqliteError(db));
    return {};
}

Result<SnapshotStore::Snapshot> SnapshotStore::load(const QString &source) const
{
    if (!m_cache.isOpen())
        return m_cache.notOpenError();
    sqlite3 *db = m_cache.handle();
    const auto failed = [&](const QString &message) {
        return cacheError(JobCacheText::tr("cannot read the %1 snapshot from cache file %2: %3").arg(source, m_cache.path(), message));
    };
    auto s = SqliteStatement::prepare(db, "SELECT as_of, fetched_at, body FROM snapshots WHERE source = ?1");
    if (!s)
        return failed(s.error().message);
    s->bindText(1, source);
    Snapshot snapshot;
    const int rc = s->step();
    if (rc == SQLITE_ROW) {
        snapshot.asOf = s->columnInt64(0);
        snapshot.fetchedAt = s->columnInt64(1);
        snapshot.body = s->columnBlob(2);
    } else if (rc != SQLITE_DONE) {
        return failed(sqliteError(db));
    }
    return Result<Snapshot>(std::move(snapshot));
}

Result<QVector<SnapshotStore::Snapshot>> SnapshotStore::loadHistory(const QString &source) const
{
    if (!m_cache.isOpen())
        return m_cache.notOpenError();
    sqlite3 *db = m_cache.handle();
    const auto failed = [&](const QString &message) {
        return cacheError(JobCacheText::tr("cannot read the history of the %1 snapshot from cache file %2: %3").arg(
            source, m_cache.path(), message));
    };
    auto s = SqliteStatement::prepare(db,
        "SELECT as_of, fetched_at, body FROM snapshot_history WHERE source = ?1 ORDER BY fetched_at, id");
    if (!s)
        return failed(s.error().message);
    s->bindText(1, source);
    QVector<Snapshot> history;
    int rc;
    while ((rc = s->step()) == SQLITE_ROW)
        history.append(Snapshot { s->columnBlob(2), s->columnInt64(0), s->columnInt64(1) });
    if (rc != SQLITE_DONE)
        return failed(sqliteError(db));
    return history;
}

} // namespace hw
