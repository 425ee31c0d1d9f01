#include "GridBatchInsert.h"

#include "cache/CacheError.h"
#include "grid/GridJobTables.h"
#include "grid/JobUrlTail.h"

#include <sqlite3.h>

using namespace Qt::StringLiterals;

namespace hw {

Result<void> GridBatchInsert::write(GridJobTables &tables, const JobBatch &batch)
{
    return GridBatchInsert(tables, batch).run();
}

Result<void> GridBatchInsert::run()
{
    if (const Result<void> source = insertSource(); !source)
        return source;
    if (const Result<void> commits = upsertCommits(); !commits)
        return commits;
    for (const JobRun &j : m_batch.jobs) {
        if (const Result<void> job = upsertJob(j); !job)
            return job;
    }
    return advanceWatermark();
}

SourceError GridBatchInsert::failed(const QString &what) const
{
    return cacheError(what + u": "_s + QString::fromUtf8(sqlite3_errmsg(m_tables.database())));
}

SourceError GridBatchInsert::jobFailed(const JobRun &job, const QString &what) const
{
    return failed(u"job %1 (%2)%3"_s.arg(job.id).arg(job.columnName(), what.isEmpty() ? QString() : u", "_s + what));
}

Result<void> GridBatchInsert::insertSource()
{
    {
        SqliteStatement::Reuse s(m_tables[GridJobTables::InsertSource]);
        s->bindText(1, m_batch.source);
        if (s->step() != SQLITE_DONE)
            return failed(u"source \"%1\""_s.arg(m_batch.source));
    }
    SqliteStatement::Reuse s(m_tables[GridJobTables::SelectSource]);
    s->bindText(1, m_batch.source);
    m_source = s->step() == SQLITE_ROW ? s->columnInt64(0) : 0;
    if (m_source == 0)
        return failed(u"source \"%1\" not found after insert"_s.arg(m_batch.source));
    return {};
}

qint64 GridBatchInsert::findCommit(const QString &sha)
{
    SqliteStatement::Reuse sel(m_tables[GridJobTables::SelectCommit]);
    sel->bindInt64(1, m_source);
    sel->bindText(2, sha);
    return sel->step() == SQLITE_ROW ? sel->columnInt64(0) : 0;
}

Result<void> GridBatchInsert::upsertCommits()
{
    for (const Commit &c : m_batch.commits) {
        SqliteStatement::Reuse s(m_tables[GridJobTables::UpsertCommit]);
        s->bindInt64(1, m_source);
        s->bindText(2, c.sha);
        s->bindInt64(3, c.time);
        s->bindText(4, c.title);
        s->bindText(5, c.author);
        s->bindInt64(6, c.prNumber);
        if (s->step() != SQLITE_DONE)
            return failed(u"commit \"%1\""_s.arg(c.sha));
        const qint64 id = findCommit(c.sha);
        if (id == 0)
            return failed(u"commit \"%1\" not found after upsert"_s.arg(c.sha));
        m_commitIds.insert(c.sha, id);
    }
    return {};
}

// The job's commit row: the batch's own commits, else an existing row, else a stub that is not
// listed until the commit itself arrives.
Result<void> GridBatchInsert::resolveCommit(const JobRun &job)
{
    if (job.headSha == m_lastSha && m_lastCommitId != 0)
        return {};
    m_lastSha = job.headSha;
    m_lastCommitId = m_commitIds.value(job.headSha);
    if (m_lastCommitId != 0)
        return {};
    m_lastCommitId = findCommit(job.headSha);
    if (m_lastCommitId == 0) {
        SqliteStatement::Reuse ins(m_tables[GridJobTables::InsertStubCommit]);
        ins->bindInt64(1, m_source);
        ins->bindText(2, job.headSha);
        if (ins->step() != SQLITE_DONE)
            return jobFailed(job, u"head sha \"%1\""_s.arg(job.headSha));
        m_lastCommitId = sqlite3_last_insert_rowid(m_tables.database());
    }
    m_commitIds.insert(job.headSha, m_lastCommitId);
    return {};
}

// html_url: only the interned prefix when the URL has the canonical tail (prefixId 0 otherwise).
bool GridBatchInsert::internUrlPrefix(const JobRun &job, qint64 *prefixId)
{
    *prefixId = 0;
    const QStringView prefix = JobUrlTail::prefixOf(job.htmlUrl, job.runId, job.id);
    if (prefix.isEmpty())
        return true;
    if (m_lastPrefixId != 0 && prefix == m_lastPrefix) {
        *prefixId = m_lastPrefixId;
        return true;
    }
    m_lastPrefix = prefix.toString();
    if (!m_tables.internString(m_lastPrefix, prefixId))
        return false;
    m_lastPrefixId = *prefixId;
    return true;
}

Result<void> GridBatchInsert::upsertJob(const JobRun &j)
{
    if (const Result<void> commit = resolveCommit(j); !commit)
        return commit;
    qint64 columnId = 0;
    qint64 statusId = 0;
    qint64 conclusionId = 0;
    qint64 prefixId = 0;
    if (!m_tables.internColumn(j.workflowName, j.jobName, &columnId) || !m_tables.internString(j.status, &statusId)
        || !m_tables.internString(j.conclusion, &conclusionId) || !internUrlPrefix(j, &prefixId))
        return jobFailed(j, QString());

    SqliteStatement::Reuse q(m_tables[GridJobTables::UpsertJob]);
    q->bindInt64(1, m_lastCommitId);
    q->bindInt64(2, j.id);
    q->bindInt64(3, m_source);
    q->bindInt64(4, columnId);
    q->bindInt64(5, j.runId);
    q->bindInt64(6, j.runAttempt);
    q->bindNullableId(7, statusId);
    q->bindNullableId(8, conclusionId);
    q->bindInt64(9, j.createdAt);
    q->bindInt64(10, j.startedAt);
    q->bindInt64(11, j.completedAt);
    q->bindNullableId(12, prefixId);
    if (prefixId == 0)
        q->bindNullableText(13, j.htmlUrl);
    q->bindNullableText(14, j.failureLine);
    q->bindInt64(15, j.insertedAt);
    if (q->step() != SQLITE_DONE)
        return jobFailed(j, QString());
    return {};
}

Result<void> GridBatchInsert::advanceWatermark()
{
    SqliteStatement::Reuse s(m_tables[GridJobTables::UpdateSource]);
    s->bindInt64(1, m_source);
    s->bindInt64(2, m_batch.watermark);
    s->bindInt64(3, m_batch.fetchedAt);
    if (s->step() != SQLITE_DONE)
        return failed(u"sync state of source \"%1\""_s.arg(m_batch.source));
    return {};
}

} // namespace hw
