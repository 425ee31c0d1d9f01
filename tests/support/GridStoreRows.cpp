#include "GridStoreRows.h"

#include "CommitBuilder.h"
#include "JobBatchBuilder.h"
#include "JobRunBuilder.h"

using namespace Qt::StringLiterals;

namespace hw::test::gridrows {

JobRun job(qint64 id, const QString &sha, const QString &name, const char *conclusion, const char *status)
{
    return JobRunBuilder(id)
        .run(5000 + id)
        .job(name)
        .sha(sha)
        .status(QString::fromLatin1(status))
        .conclusion(QString::fromLatin1(conclusion));
}

Commit commit(const QString &sha, qint64 time)
{
    return CommitBuilder(sha, time).title(u"title of "_s + sha);
}

JobBatch batch(const Commits &commits, const JobRuns &jobs)
{
    return JobBatchBuilder().commits(commits).jobs(jobs);
}

} // namespace hw::test::gridrows
