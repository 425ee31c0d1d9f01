#include "JobLogLocation.h"

#include <QCoreApplication>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

SourceError invalid(const QString &message)
{
    return SourceError::make(SourceError::Kind::Configuration, u"logs"_s, message);
}

} // namespace

bool JobLogLocation::isValidOwner(const QString &owner)
{
    static const QRegularExpression pattern(u"^[A-Za-z0-9](?:-?[A-Za-z0-9]){0,38}$"_s);
    return pattern.match(owner).hasMatch();
}

bool JobLogLocation::isValidName(const QString &name)
{
    static const QRegularExpression pattern(u"^[A-Za-z0-9_.-]{1,100}$"_s);
    return pattern.match(name).hasMatch() && name != u"."_s && name != u".."_s;
}

QString JobLogLocation::storeKey() const
{
    return (owner + u'_' + name + u'_' + QString::number(jobId)).toLower();
}

QUrl JobLogLocation::rawLogUrlFor(
    const QUrl &rawLogBase, const QString &owner, const QString &name, qint64 jobId)
{
    QUrl url = rawLogBase;
    QString path = rawLogBase.path();
    if (!path.endsWith(u'/'))
        path += u'/';
    // HUD's log_url: pytorch/pytorch's logs were there first and have no repository in the key.
    const bool pytorch = owner.compare(u"pytorch"_s, Qt::CaseInsensitive) == 0
        && name.compare(u"pytorch"_s, Qt::CaseInsensitive) == 0;
    if (!pytorch)
        path += owner + u'/' + name + u'/';
    url.setPath(path + QString::number(jobId));
    return url;
}

Result<JobLogLocation> JobLogLocation::make(const QString &repo, qint64 jobId, const QUrl &rawLogBase)
{
    const QStringList parts = repo.split(u'/');
    if (parts.size() != 2 || !isValidOwner(parts[0]) || !isValidName(parts[1]))
        return invalid(QCoreApplication::translate("hw::JobLogLocation", "not a GitHub repository: \"%1\"")
            .arg(repo.left(200)));
    if (jobId <= 0)
        return invalid(QCoreApplication::translate("hw::JobLogLocation", "job %1 has no log: not a job id").arg(jobId));
    const QString scheme = rawLogBase.scheme().toLower();
    if (!rawLogBase.isValid() || (scheme != u"https"_s && scheme != u"http"_s) || rawLogBase.host().isEmpty()
        || rawLogBase.hasQuery() || rawLogBase.hasFragment())
        return invalid(QCoreApplication::translate("hw::JobLogLocation",
            "logs/rawLogBaseUrl: not an http(s) URL without query: \"%1\" — fix it in Profile ▸ Edit this profile…")
                .arg(rawLogBase.toDisplayString().left(200)));
    JobLogLocation where;
    where.owner = parts[0];
    where.name = parts[1];
    where.jobId = jobId;
    where.rawLogUrl = rawLogUrlFor(rawLogBase, where.owner, where.name, jobId);
    return where;
}

Result<JobLogLocation> JobLogLocation::fromJob(const JobRun &job, const QUrl &rawLogBase)
{
    if (job.htmlUrl.isEmpty())
        return make(u"pytorch/pytorch"_s, job.id, rawLogBase);
    // https://github.com/<owner>/<repo>/actions/runs/<run>/job/<id> (or a GitHub Enterprise host).
    const QUrl page(job.htmlUrl, QUrl::StrictMode);
    const QStringList segments = page.path().split(u'/', Qt::SkipEmptyParts);
    if (!page.isValid() || segments.size() < 4 || segments[2] != u"actions"_s)
        return invalid(
            QCoreApplication::translate("hw::JobLogLocation", "cannot tell the repository of job %1 from its page %2")
                .arg(job.id)
                .arg(job.htmlUrl.left(200)));
    return make(segments[0] + u'/' + segments[1], job.id, rawLogBase);
}

} // namespace hw
