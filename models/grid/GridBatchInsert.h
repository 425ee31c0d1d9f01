#pragma once

#include "domain/JobBatch.h"
#include "domain/Result.h"

#include <QHash>
#include <QString>

namespace hw {

class GridJobTables;

// Writes one batch into the grid's tables of the cache, inside the caller's transaction: the
// source's row, the batch's commits (upserted), its jobs (a newer insertedAt wins; a job whose
// commit is not known yet gets a stub commit row that is not listed until the commit arrives),
// then the source's watermark and fetchedAt. Names and repeated strings are interned; a job URL
// of the usual form keeps only its interned prefix (JobUrlTail). The first failure ends it, with
// the row it was writing and SQLite's message; the caller rolls back.
class GridBatchInsert
{
public:
    static Result<void> write(GridJobTables &tables, const JobBatch &batch);

private:
    GridBatchInsert(GridJobTables &tables, const JobBatch &batch) : m_tables(tables), m_batch(batch) {}
    Result<void> run();
    Result<void> insertSource();
    Result<void> upsertCommits();
    qint64 findCommit(const QString &sha);
    Result<void> upsertJob(const JobRun &job);
    Result<void> resolveCommit(const JobRun &job);
    bool internUrlPrefix(const JobRun &job, qint64 *prefixId);
    Result<void> advanceWatermark();
    SourceError failed(const QString &what) const;
    SourceError jobFailed(const JobRun &job, const QString &what) const;

    GridJobTables &m_tables;
    const JobBatch &m_batch;
    qint64 m_source = 0;
    QHash<QString, qint64> m_commitIds;
    // Consecutive jobs mostly share a commit and a URL prefix: the last ones are kept at hand.
    QString m_lastSha;
    qint64 m_lastCommitId = 0;
    QString m_lastPrefix;
    qint64 m_lastPrefixId = 0;
};

} // namespace hw
