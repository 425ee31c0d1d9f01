#include "GridJobTables.h"

#include "cache/CacheError.h"
#include "cache/CacheText.h"
#include "cache/JobCache.h"

#include <QCoreApplication>

#include <sqlite3.h>

#include <memory>

namespace hw {

namespace {
// The key of this store's state in a JobCache.
const char kStateKey = 0;

// Prepared once per open file and reused for every call (SQLITE_PREPARE_PERSISTENT).
constexpr std::array<const char *, GridJobTables::StmtCount> kSql = {
    "INSERT INTO sources (name) VALUES (?1) ON CONFLICT (name) DO NOTHING",
    "SELECT id, watermark, fetched_at FROM sources WHERE name = ?1",
    "UPDATE sources SET watermark = max(watermark, ?2), fetched_at = ?3 WHERE id = ?1",
    "INSERT INTO commits (source_id, sha, time, title, author, pr_number) VALUES (?1, ?2, ?3, ?4, ?5, ?6) "
    "ON CONFLICT (source_id, sha) DO UPDATE SET time = excluded.time, title = excluded.title, "
    "author = excluded.author, pr_number = excluded.pr_number",
    "SELECT id FROM commits WHERE source_id = ?1 AND sha = ?2",
    "INSERT INTO commits (source_id, sha) VALUES (?1, ?2)",
    "INSERT OR IGNORE INTO job_columns (workflow_name, job_name) VALUES (?1, ?2)",
    "SELECT id FROM job_columns WHERE workflow_name = ?1 AND job_name = ?2",
    "INSERT OR IGNORE INTO strings (text) VALUES (?1)",
    "SELECT id FROM strings WHERE text = ?1",
    // An older row (smaller _inserted_at) never replaces a newer one.
    "INSERT INTO jobs (commit_id, id, source_id, column_id, run_id, run_attempt, status_id, conclusion_id, "
    "created_at, started_at, completed_at, url_prefix_id, html_url, failure_line, inserted_at) "
    "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15) "
    "ON CONFLICT (source_id, id) DO UPDATE SET commit_id = excluded.commit_id, column_id = excluded.column_id, "
    "run_id = excluded.run_id, run_attempt = excluded.run_attempt, status_id = excluded.status_id, "
    "conclusion_id = excluded.conclusion_id, created_at = excluded.created_at, "
    "started_at = excluded.started_at, completed_at = excluded.completed_at, "
    "url_prefix_id = excluded.url_prefix_id, html_url = excluded.html_url, "
    "failure_line = excluded.failure_line, inserted_at = excluded.inserted_at "
    "WHERE excluded.inserted_at >= jobs.inserted_at",
    "SELECT id, sha, time, title, author, pr_number FROM commits WHERE source_id = ?1 AND time IS NOT NULL "
    "ORDER BY time DESC, id DESC LIMIT ?2",
    "SELECT id, column_id, run_id, run_attempt, status_id, conclusion_id, created_at, started_at, "
    "completed_at, url_prefix_id, html_url, failure_line, inserted_at FROM jobs WHERE commit_id = ?1",
};

} // namespace

Result<GridJobTables *> GridJobTables::of(const JobCache &cache)
{
    if (!cache.isOpen())
        return cache.notOpenError();
    if (CacheStoreState *held = cache.storeState(&kStateKey))
        return static_cast<GridJobTables *>(held);
    std::unique_ptr<GridJobTables> tables(new GridJobTables(cache.handle(), cache.path()));
    Result<void> ready = tables->prepare();
    if (ready)
        ready = tables->reloadNames();
    if (!ready)
        return ready.error();
    return static_cast<GridJobTables *>(cache.setStoreState(&kStateKey, std::move(tables)));
}

Result<void> GridJobTables::prepare()
{
    for (int i = 0; i < StmtCount; ++i) {
        auto s = SqliteStatement::prepare(m_db, kSql[i], SQLITE_PREPARE_PERSISTENT);
        if (!s)
            return cacheError(JobCacheText::tr("cache file %1 does not have the expected schema: %2").arg(m_path, s.error().message));
        m_stmts[i] = std::move(*s);
    }
    return {};
}

Result<void> GridJobTables::reloadNames()
{
    m_columnIds.clear();
    m_columnNames.clear();
    m_stringIds.clear();
    m_strings.clear();
    if (const Result<void> columns = loadColumns(); !columns)
        return columns;
    return loadStrings();
}

Result<void> GridJobTables::loadColumns()
{
    auto columns = SqliteStatement::prepare(m_db, "SELECT id, workflow_name, job_name FROM job_columns");
    int rc = SQLITE_ERROR;
    if (columns) {
        while ((rc = columns->step()) == SQLITE_ROW) {
            const qint64 id = columns->columnInt64(0);
            std::pair<QString, QString> name{columns->columnText(1), columns->columnText(2)};
            if (id >= m_columnNames.size())
                m_columnNames.resize(id + 1);
            m_columnNames[id] = name;
            m_columnIds.insert(std::move(name), id);
        }
    }
    if (rc != SQLITE_DONE)
        return cacheError(JobCacheText::tr("cannot read job columns from cache file %1: %2").arg(m_path, sqliteError(m_db)));
    return {};
}

Result<void> GridJobTables::loadStrings()
{
    auto strings = SqliteStatement::prepare(m_db, "SELECT id, text FROM strings");
    int rc = SQLITE_ERROR;
    if (strings) {
        while ((rc = strings->step()) == SQLITE_ROW) {
            const qint64 id = strings->columnInt64(0);
            QString text = strings->columnText(1);
            if (id >= m_strings.size())
                m_strings.resize(id + 1);
            m_strings[id] = text;
            m_stringIds.insert(std::move(text), id);
        }
    }
    if (rc != SQLITE_DONE)
        return cacheError(JobCacheText::tr("cannot read strings from cache file %1: %2").arg(m_path, sqliteError(m_db)));
    return {};
}

Result<void> GridJobTables::reloadIfBehind()
{
    qint64 maxColumn = 0;
    qint64 maxString = 0;
    if (auto s = SqliteStatement::prepare(m_db, "SELECT (SELECT max(id) FROM job_columns), (SELECT max(id) FROM strings)");
        s && s->step() == SQLITE_ROW) {
        maxColumn = s->columnInt64(0);
        maxString = s->columnInt64(1);
    }
    if (maxColumn >= m_columnNames.size() || maxString >= m_strings.size())
        return reloadNames();
    return {};
}

bool GridJobTables::internString(const QString &text, qint64 *id)
{
    *id = 0;
    if (text.isEmpty())
        return true;
    if (const auto it = m_stringIds.constFind(text); it != m_stringIds.constEnd()) {
        *id = *it;
        return true;
    }
    {
        SqliteStatement::Reuse ins(m_stmts[InsertString]);
        ins->bindText(1, text);
        if (ins->step() != SQLITE_DONE)
            return false;
    }
    SqliteStatement::Reuse sel(m_stmts[SelectString]);
    sel->bindText(1, text);
    if (sel->step() != SQLITE_ROW)
        return false;
    *id = sel->columnInt64(0);
    if (*id >= m_strings.size())
        m_strings.resize(*id + 1);
    m_strings[*id] = text;
    m_stringIds.insert(text, *id);
    return true;
}

bool GridJobTables::internColumn(const QString &workflow, const QString &job, qint64 *id)
{
    std::pair<QString, QString> key{workflow, job};
    if (const auto it = m_columnIds.constFind(key); it != m_columnIds.constEnd()) {
        *id = *it;
        return true;
    }
    {
        SqliteStatement::Reuse ins(m_stmts[InsertColumn]);
        ins->bindText(1, workflow);
        ins->bindText(2, job);
        if (ins->step() != SQLITE_DONE)
            return false;
    }
    SqliteStatement::Reuse sel(m_stmts[SelectColumn]);
    sel->bindText(1, workflow);
    sel->bindText(2, job);
    if (sel->step() != SQLITE_ROW)
        return false;
    *id = sel->columnInt64(0);
    if (*id >= m_columnNames.size())
        m_columnNames.resize(*id + 1);
    m_columnNames[*id] = key;
    m_columnIds.insert(std::move(key), *id);
    return true;
}

} // namespace hw
