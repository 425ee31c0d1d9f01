#include "JobRunBuilder.h"

using namespace Qt::StringLiterals;

namespace hw::test {

JobRunBuilder::JobRunBuilder(qint64 id)
{
    m_job.id = id;
    m_job.workflowName = u"pull"_s;
    m_job.jobName = u"build"_s;
    m_job.status = u"completed"_s;
    m_job.conclusion = u"success"_s;
}

JobRunBuilder::JobRunBuilder(const JobRun &from)
    : m_job(from)
{
}

JobRunBuilder &JobRunBuilder::id(qint64 id)
{
    m_job.id = id;
    return *this;
}

JobRunBuilder &JobRunBuilder::run(qint64 runId, qint64 attempt)
{
    m_job.runId = runId;
    m_job.runAttempt = attempt;
    return *this;
}

JobRunBuilder &JobRunBuilder::attempt(qint64 attempt)
{
    m_job.runAttempt = attempt;
    return *this;
}

JobRunBuilder &JobRunBuilder::workflow(const QString &name)
{
    m_job.workflowName = name;
    return *this;
}

JobRunBuilder &JobRunBuilder::job(const QString &name)
{
    m_job.jobName = name;
    return *this;
}

JobRunBuilder &JobRunBuilder::column(const QString &columnName)
{
    const qsizetype sep = columnName.indexOf(u" / "_s);
    m_job.workflowName = sep < 0 ? QString() : columnName.left(sep);
    m_job.jobName = sep < 0 ? columnName : columnName.mid(sep + 3);
    return *this;
}

JobRunBuilder &JobRunBuilder::sha(const QString &headSha)
{
    m_job.headSha = headSha;
    return *this;
}

JobRunBuilder &JobRunBuilder::status(const QString &status)
{
    m_job.status = status;
    return *this;
}

JobRunBuilder &JobRunBuilder::conclusion(const QString &conclusion)
{
    m_job.conclusion = conclusion;
    return *this;
}

JobRunBuilder &JobRunBuilder::queued()
{
    m_job.status = u"queued"_s;
    m_job.conclusion.clear();
    return *this;
}

JobRunBuilder &JobRunBuilder::inProgress()
{
    m_job.status = u"in_progress"_s;
    m_job.conclusion.clear();
    return *this;
}

JobRunBuilder &JobRunBuilder::times(qint64 createdAt, qint64 startedAt, qint64 completedAt)
{
    m_job.createdAt = createdAt;
    m_job.startedAt = startedAt;
    m_job.completedAt = completedAt;
    return *this;
}

JobRunBuilder &JobRunBuilder::url(const QString &htmlUrl)
{
    m_job.htmlUrl = htmlUrl;
    return *this;
}

JobRunBuilder &JobRunBuilder::failureLine(const QString &line)
{
    m_job.failureLine = line;
    return *this;
}

JobRunBuilder &JobRunBuilder::insertedAt(qint64 insertedAt)
{
    m_job.insertedAt = insertedAt;
    return *this;
}

} // namespace hw::test
