#include "AlertHistoryStore.h"

#include "cache/CacheError.h"
#include "cache/CacheText.h"
#include "cache/JobCache.h"
#include "cache/SqliteStatement.h"
#include "cache/SqliteTransaction.h"

#include <QCoreApplication>

#include <sqlite3.h>

using namespace Qt::StringLiterals;

namespace hw {

Result<void> AlertHistoryStore::store(const QString &source, const AlertTransitions &transitions) const
{
    if (!m_cache.isOpen())
        return m_cache.notOpenError();
    const auto failed = [&](const QString &message) {
        return cacheError(
            u"cannot store %1 alert transitions of source \"%2\" in cache file %3, none was written: %4"_s
                .arg(transitions.size())
                .arg(source, m_cache.path(), message));
    };
    auto tx = SqliteTransaction::begin(m_cache.handle(), SqliteTransaction::Mode::Immediate);
    if (!tx)
        return failed(tx.error().message);
    Result<void> written = append(source, transitions);
    if (written)
        written = prune(source);
    if (written)
        written = tx->commit();
    if (!written)
        return failed(written.error().message);
    return {};
}

Result<void> AlertHistoryStore::append(const QString &source, const AlertTransitions &transitions) const
{
    sqlite3 *db = m_cache.handle();
    auto s = SqliteStatement::prepare(db,
        "INSERT INTO alert_history (source, time, kind, alert_key, title, detail) VALUES (?1, ?2, ?3, ?4, "
        "?5, ?6)");
    if (!s)
        return s.error();
    for (const AlertTransition &t : transitions) {
        SqliteStatement::Reuse q(*s);
        q->bindText(1, source);
        q->bindInt64(2, t.time);
        const QString kind = AlertTransition::kindName(t.kind); // bound, not copied: alive until reset
        q->bindText(3, kind);
        q->bindText(4, t.key);
        q->bindText(5, t.title);
        q->bindText(6, t.detail);
        if (q->step() != SQLITE_DONE)
            return cacheError(sqliteError(db));
    }
    return {};
}

Result<void> AlertHistoryStore::prune(const QString &source) const
{
    sqlite3 *db = m_cache.handle();
    auto prune = SqliteStatement::prepare(db,
        "DELETE FROM alert_history WHERE source = ?1 AND id <= (SELECT id FROM alert_history WHERE source = "
        "?1 "
        "ORDER BY id DESC LIMIT 1 OFFSET ?2)");
    if (!prune)
        return prune.error();
    prune->bindText(1, source);
    prune->bindInt64(2, limit);
    if (prune->step() != SQLITE_DONE)
        return cacheError(sqliteError(db));
    return {};
}

Result<AlertTransitions> AlertHistoryStore::load(const QString &source, qint64 from, qint64 to) const
{
    if (!m_cache.isOpen())
        return m_cache.notOpenError();
    sqlite3 *db = m_cache.handle();
    const auto failed = [&](const QString &message) {
        return cacheError(JobCacheText::tr("cannot read the alert history of source \"%1\" from cache file %2: %3")
                              .arg(source, m_cache.path(), message));
    };
    auto s = SqliteStatement::prepare(db,
        "SELECT time, kind, alert_key, title, detail FROM alert_history WHERE source = ?1 AND time BETWEEN "
        "?2 AND ?3 "
        "ORDER BY time, id");
    if (!s)
        return failed(s.error().message);
    s->bindText(1, source);
    s->bindInt64(2, from);
    s->bindInt64(3, to);
    AlertTransitions history;
    int rc;
    while ((rc = s->step()) == SQLITE_ROW) {
        const auto kind = AlertTransition::kindFromName(s->columnText(1));
        if (!kind)
            return failed(JobCacheText::tr("an alert transition of unknown kind \"%1\"").arg(s->columnText(1)));
        history.append({ s->columnInt64(0), *kind, s->columnText(2), s->columnText(3), s->columnText(4) });
    }
    if (rc != SQLITE_DONE)
        return failed(sqliteError(db));
    return history;
}

} // namespace hw
