#pragma once

#include "domain/JobBatch.h"
#include "domain/Result.h"
#include "grid/RawJobQueue.h"

#include <QString>
#include <QVector>

#include <atomic>

namespace hw {

class GridJobTables;

// Reads what GridJobStore::loadLatest answers, in one read transaction (commits, jobs and sync
// state from the same snapshot even if another process writes meanwhile): the source's sync
// state, its newest commits, then the jobs of each commit. A large load runs in two halves in
// parallel: this thread steps SQLite and copies raw values; a helper thread builds the JobRuns
// (names shared from the interned tables, URLs rebuilt, ~200 bytes per row of fresh memory).
// Each half is about half of the work; the helper ends before load() returns.
class GridJobScan
{
public:
    static Result<JobBatch> load(GridJobTables &tables, const QString &source, int maxCommits);

private:
    explicit GridJobScan(GridJobTables &tables) : m_tables(tables) {}
    Result<qint64> readSyncState(const QString &source); // the source's row id, 0 when none
    Result<void> listCommits(qint64 sourceRowId, int maxCommits);
    Result<void> scanJobs();
    // Steps the jobs of commit i into chunk; the error text, empty when all went well.
    QString readChunk(qsizetype i, RawJobQueue::Chunk &chunk);
    void build(RawJobQueue::Chunk &chunk);

    GridJobTables &m_tables;
    JobBatch m_out;
    QVector<qint64> m_commitRowIds; // of m_out.commits
    std::atomic<bool> m_badId = false;
};

} // namespace hw
