#include "GridJobScan.h"

#include "cache/CacheError.h"
#include "cache/CacheText.h"
#include "cache/SqliteTransaction.h"
#include "domain/BackgroundPriority.h"
#include "grid/GridJobTables.h"
#include "grid/JobUrlTail.h"

#include <QCoreApplication>

#include <sqlite3.h>

#include <algorithm>
#include <thread>

namespace hw {

Result<JobBatch> GridJobScan::load(GridJobTables &tables, const QString &source, int maxCommits)
{
    GridJobScan scan(tables);
    scan.m_out.source = source;
    // Ended by commit() below or, on any failure, by the transaction's destructor.
    auto tx = SqliteTransaction::begin(tables.database(), SqliteTransaction::Mode::Deferred);
    if (!tx)
        return tx.error();
    const Result<qint64> sourceRowId = scan.readSyncState(source);
    if (!sourceRowId)
        return sourceRowId.error();
    if (*sourceRowId != 0 && maxCommits > 0) {
        Result<void> read = scan.listCommits(*sourceRowId, maxCommits);
        // Names another process interned since we loaded ours: refresh before the scan, so the
        // builder thread only ever reads the name tables.
        if (read)
            read = tables.reloadIfBehind();
        if (read)
            read = scan.scanJobs();
        if (!read)
            return read.error();
    }
    if (Result<void> ended = tx->commit(); !ended)
        return ended.error();
    return Result<JobBatch>(std::move(scan.m_out));
}

Result<qint64> GridJobScan::readSyncState(const QString &source)
{
    SqliteStatement::Reuse s(m_tables[GridJobTables::SelectSource]);
    s->bindText(1, source);
    const int rc = s->step();
    if (rc == SQLITE_DONE)
        return qint64(0);
    if (rc != SQLITE_ROW)
        return cacheError(JobCacheText::tr("sync state: %1").arg(sqliteError(m_tables.database())));
    m_out.watermark = s->columnInt64(1);
    m_out.fetchedAt = s->columnInt64(2);
    return s->columnInt64(0);
}

Result<void> GridJobScan::listCommits(qint64 sourceRowId, int maxCommits)
{
    SqliteStatement::Reuse s(m_tables[GridJobTables::ListCommits]);
    s->bindInt64(1, sourceRowId);
    s->bindInt64(2, maxCommits);
    int rc;
    while ((rc = s->step()) == SQLITE_ROW) {
        m_commitRowIds.append(s->columnInt64(0));
        Commit &c = m_out.commits.emplace_back();
        c.sha = s->columnText(1);
        c.time = s->columnInt64(2);
        c.title = s->columnText(3);
        c.author = s->columnText(4);
        c.prNumber = s->columnInt(5);
    }
    if (rc != SQLITE_DONE)
        return cacheError(JobCacheText::tr("commits: %1").arg(sqliteError(m_tables.database())));
    return {};
}

Result<void> GridJobScan::scanJobs()
{
    RawJobQueue queue;
    // Small loads (tests, a first page) are not worth a thread.
    const bool parallel =
        m_commitRowIds.size() * m_tables.columnCount() >= 20000 && std::thread::hardware_concurrency() > 1;
    std::thread builder;
    if (parallel) {
        builder = std::thread([&] {
            BackgroundPriority::applyToThisThread();
            RawJobQueue::Chunk chunk;
            while (queue.pop(&chunk)) {
                build(chunk);
                queue.recycle(std::move(chunk.rows));
            }
        });
    }
    QString scanError;
    for (qsizetype i = 0; i < m_commitRowIds.size() && scanError.isEmpty(); ++i) {
        RawJobQueue::Chunk chunk;
        chunk.commitIndex = i;
        if (parallel)
            chunk.rows = queue.spare();
        scanError = readChunk(i, chunk);
        // Reserve once from the newest commit's size (before the builder touches m_out.jobs):
        // re-growing ~1M JobRuns would move all of them.
        if (i == 0)
            m_out.jobs.reserve(qsizetype(double(chunk.rows.size()) * double(m_commitRowIds.size()) * 1.1) + 64);
        if (parallel)
            queue.push(std::move(chunk));
        else
            build(chunk);
    }
    queue.finish();
    if (builder.joinable())
        builder.join();
    if (!scanError.isEmpty())
        return cacheError(scanError);
    if (m_badId)
        return cacheError(JobCacheText::tr("jobs refer to unknown column or string ids; run an integrity check"));
    return {};
}

QString GridJobScan::readChunk(qsizetype i, RawJobQueue::Chunk &chunk)
{
    chunk.rows.reserve(std::max<qsizetype>(16, m_tables.columnCount()));
    SqliteStatement::Reuse s(m_tables[GridJobTables::ListJobs]);
    s->bindInt64(1, m_commitRowIds.at(i));
    // The hot loop (~1M rows x 13 columns) reads the columns through the raw handle.
    sqlite3_stmt *q = s->get();
    int rc;
    while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
        RawJobQueue::Row &r = chunk.rows.emplace_back();
        r.id = sqlite3_column_int64(q, 0);
        r.columnId = sqlite3_column_int64(q, 1);
        r.runId = sqlite3_column_int64(q, 2);
        r.runAttempt = sqlite3_column_int64(q, 3);
        r.statusId = sqlite3_column_int64(q, 4);
        r.conclusionId = sqlite3_column_int64(q, 5);
        r.createdAt = sqlite3_column_int64(q, 6);
        r.startedAt = sqlite3_column_int64(q, 7);
        r.completedAt = sqlite3_column_int64(q, 8);
        r.prefixId = sqlite3_column_int64(q, 9);
        if (r.prefixId <= 0)
            r.htmlUrl = s->columnText(10);
        r.failureLine = s->columnText(11);
        r.insertedAt = sqlite3_column_int64(q, 12);
    }
    if (rc != SQLITE_DONE)
        return JobCacheText::tr("jobs: %1").arg(sqliteError(m_tables.database()));
    return {};
}

void GridJobScan::build(RawJobQueue::Chunk &chunk)
{
    const QString &sha = m_out.commits.at(chunk.commitIndex).sha;
    for (RawJobQueue::Row &r : chunk.rows) {
        if (!m_tables.hasColumn(r.columnId) || !m_tables.hasString(r.statusId) || !m_tables.hasString(r.conclusionId)
            || (r.prefixId > 0 && !m_tables.hasString(r.prefixId))) {
            m_badId = true;
            continue;
        }
        JobRun &j = m_out.jobs.emplace_back();
        j.id = r.id;
        const auto &column = m_tables.columnName(r.columnId);
        j.workflowName = column.first;
        j.jobName = column.second;
        j.headSha = sha;
        j.runId = r.runId;
        j.runAttempt = r.runAttempt;
        j.status = m_tables.string(r.statusId);
        j.conclusion = m_tables.string(r.conclusionId);
        j.createdAt = r.createdAt;
        j.startedAt = r.startedAt;
        j.completedAt = r.completedAt;
        j.htmlUrl = r.prefixId > 0 ? JobUrlTail::join(m_tables.string(r.prefixId), j.runId, j.id) : std::move(r.htmlUrl);
        j.failureLine = std::move(r.failureLine);
        j.insertedAt = r.insertedAt;
    }
}

} // namespace hw
