#include "JobConclusion.h"

namespace hw {

JobConclusion conclusionFromGitHub(const QString &status, const QString &conclusion)
{
    if (conclusion.isEmpty())
        return status == u"queued" ? JobConclusion::Queued : JobConclusion::Pending;
    if (conclusion == u"success")
        return JobConclusion::Success;
    if (conclusion == u"failure")
        return JobConclusion::Failure;
    if (conclusion == u"cancelled")
        return JobConclusion::Cancelled;
    if (conclusion == u"timed_out")
        return JobConclusion::TimedOut;
    if (conclusion == u"skipped")
        return JobConclusion::Skipped;
    if (conclusion == u"neutral")
        return JobConclusion::Neutral;
    // hud_query's own mapping of '' (above) can also arrive spelled out.
    if (conclusion == u"queued")
        return JobConclusion::Queued;
    if (conclusion == u"pending")
        return JobConclusion::Pending;
    return JobConclusion::Other;
}

QString conclusionToGitHub(JobConclusion c)
{
    switch (c) {
    case JobConclusion::NoJob: return {};
    case JobConclusion::Success: return QStringLiteral("success");
    case JobConclusion::Failure: return QStringLiteral("failure");
    case JobConclusion::Cancelled: return QStringLiteral("cancelled");
    case JobConclusion::TimedOut: return QStringLiteral("timed_out");
    case JobConclusion::Neutral: return QStringLiteral("neutral");
    case JobConclusion::Skipped: return QStringLiteral("skipped");
    case JobConclusion::Queued: return QStringLiteral("queued");
    case JobConclusion::Pending: return QStringLiteral("in_progress");
    case JobConclusion::Other: return QStringLiteral("other");
    }
    return {};
}

} // namespace hw
