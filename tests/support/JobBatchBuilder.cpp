#include "JobBatchBuilder.h"

namespace hw::test {

JobBatchBuilder::JobBatchBuilder(const QString &source)
{
    m_batch.source = source;
}

JobBatchBuilder &JobBatchBuilder::source(const QString &source)
{
    m_batch.source = source;
    return *this;
}

JobBatchBuilder &JobBatchBuilder::commit(const Commit &commit)
{
    m_batch.commits.append(commit);
    return *this;
}

JobBatchBuilder &JobBatchBuilder::commits(const Commits &commits)
{
    m_batch.commits = commits;
    return *this;
}

JobBatchBuilder &JobBatchBuilder::job(const JobRun &job)
{
    m_batch.jobs.append(job);
    return *this;
}

JobBatchBuilder &JobBatchBuilder::jobs(const JobRuns &jobs)
{
    m_batch.jobs = jobs;
    return *this;
}

JobBatchBuilder &JobBatchBuilder::watermark(qint64 watermark)
{
    m_batch.watermark = watermark;
    return *this;
}

JobBatchBuilder &JobBatchBuilder::fetchedAt(qint64 fetchedAt)
{
    m_batch.fetchedAt = fetchedAt;
    return *this;
}

JobBatchBuilder &JobBatchBuilder::page(int done, int total, bool complete)
{
    m_batch.syncDone = done;
    m_batch.syncTotal = total;
    m_batch.complete = complete;
    return *this;
}

} // namespace hw::test
