#pragma once

#include "domain/JobRun.h"

namespace hw::test {

// A JobRun for a test, with sane defaults: a completed, successful "pull / build" run, attempt 1,
// no commit, no times. A test sets only what it is about:
//   const JobRun j = JobRunBuilder(7).sha(u"abc"_s).job(u"test (default, 1, 2)"_s).conclusion(u"failure"_s);
class JobRunBuilder
{
public:
    explicit JobRunBuilder(qint64 id = 0);
    explicit JobRunBuilder(const JobRun &from); // another row of the same job, or a variant

    JobRunBuilder &id(qint64 id);
    JobRunBuilder &run(qint64 runId, qint64 attempt = 1);
    JobRunBuilder &attempt(qint64 attempt);
    JobRunBuilder &workflow(const QString &name);
    JobRunBuilder &job(const QString &name); // the job's own name, after the workflow's
    // "<workflow> / <job>", split at the first " / " as the grid joins it (JobRun::columnName).
    JobRunBuilder &column(const QString &columnName);
    JobRunBuilder &sha(const QString &headSha);
    JobRunBuilder &status(const QString &status);         // as GitHub says it: the text is not checked
    JobRunBuilder &conclusion(const QString &conclusion); // the same
    JobRunBuilder &queued();     // queued, no conclusion yet
    JobRunBuilder &inProgress(); // in_progress, no conclusion yet
    JobRunBuilder &times(qint64 createdAt, qint64 startedAt = 0, qint64 completedAt = 0);
    JobRunBuilder &url(const QString &htmlUrl);
    JobRunBuilder &failureLine(const QString &line);
    JobRunBuilder &insertedAt(qint64 insertedAt);

    JobRun build() const { return m_job; }
    operator JobRun() const { return m_job; } // stands where a value is expected

private:
    JobRun m_job;
};

} // namespace hw::test
