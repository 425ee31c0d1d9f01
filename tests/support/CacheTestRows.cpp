#include "CacheTestRows.h"

#include "CommitBuilder.h"
#include "JobBatchBuilder.h"
#include "JobRunBuilder.h"

#include <QCryptographicHash>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace hw::test::cacherows {

QString shaOf(int n)
{
    return QString::fromLatin1(QCryptographicHash::hash(QByteArray::number(n), QCryptographicHash::Sha1).toHex());
}

Commit commit(int n, qint64 time)
{
    return CommitBuilder(shaOf(n), time)
        .title(u"Commit %1: fix the thing (#%2)"_s.arg(n).arg(1000 + n))
        .author(u"author-%1"_s.arg(n));
}

JobRun job(qint64 id, const QString &sha, int column, qint64 insertedAt)
{
    const qint64 runId = 10'390'000'000 + id / 7;
    const qint64 createdAt = 1'723'600'000 + id;
    const bool failed = id % 5 == 0;
    return JobRunBuilder(id)
        .run(runId, 1 + id % 3)
        .workflow(column % 2 ? u"pull"_s : u"trunk"_s)
        .job(u"linux-jammy-py3.9-gcc11 / test (default, %1, 5, linux.4xlarge)"_s.arg(column))
        .sha(sha)
        .conclusion(failed ? u"failure"_s : u"success"_s)
        .times(createdAt, createdAt + 45, createdAt + 45 + 3600)
        .url(u"https://github.com/pytorch/pytorch/actions/runs/%1/job/%2"_s.arg(runId).arg(id))
        .failureLine(failed ? u"FAILED test_ops.py::TestCommonCPU::test_out_%1 - AssertionError"_s.arg(id) : QString())
        .insertedAt(insertedAt);
}

JobBatch batch(const QString &source, Commits commits, JobRuns jobs, qint64 watermark, qint64 fetchedAt)
{
    return JobBatchBuilder(source).commits(commits).jobs(jobs).watermark(watermark).fetchedAt(fetchedAt);
}

JobRuns sortedById(JobRuns jobs)
{
    std::sort(jobs.begin(), jobs.end(), [](const JobRun &a, const JobRun &b) { return a.id < b.id; });
    return jobs;
}

} // namespace hw::test::cacherows
