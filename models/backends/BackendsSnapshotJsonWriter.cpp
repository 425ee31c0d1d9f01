#include "BackendsSnapshotJsonWriter.h"

#include "BackendsSnapshotJson.h"

#include <QJsonArray>

#include <algorithm>

namespace hw {

namespace {

QJsonValue optionalNumber(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonValue levelValue(TrustLevel level)
{
    return level == TrustLevel::Unknown ? QJsonValue(QJsonValue::Null) : QJsonValue(trustLevelName(level));
}

QJsonObject windowToJson(const WindowStats &w)
{
    return QJsonObject{
        {QStringLiteral("days"), w.days},
        {QStringLiteral("jobs"), w.jobs},
        {QStringLiteral("succeeded"), w.succeeded},
        {QStringLiteral("testFailures"), w.testFailures},
        {QStringLiteral("infraFailures"), w.infraFailures},
        {QStringLiteral("timedOut"), w.timedOut},
        {QStringLiteral("cancelled"), w.cancelled},
        {QStringLiteral("overruns"), w.overruns},
        {QStringLiteral("notTimedOut"), w.notTimedOut},
        {QStringLiteral("e2eP50Seconds"), optionalNumber(w.e2eP50Seconds)},
        {QStringLiteral("e2eRuns"), w.e2eRuns},
        {QStringLiteral("avgQueueSeconds"), optionalNumber(w.avgQueueSeconds)},
        {QStringLiteral("firstCompletedAt"), w.firstCompletedAt},
        {QStringLiteral("lastCompletedAt"), w.lastCompletedAt},
    };
}

QJsonObject statsToJson(const BackendStats &s)
{
    QJsonArray daily;
    for (const DailyCount &d : s.daily)
        daily.append(QJsonObject{{QStringLiteral("day"), d.day},
                                 {QStringLiteral("succeeded"), d.succeeded},
                                 {QStringLiteral("testFailures"), d.testFailures},
                                 {QStringLiteral("infraFailures"), d.infraFailures}});
    QJsonArray levels;
    for (const LevelObservation &o : s.levels)
        levels.append(QJsonObject{{QStringLiteral("level"), levelValue(o.level)},
                                  {QStringLiteral("firstSeen"), o.firstSeen},
                                  {QStringLiteral("lastSeen"), o.lastSeen}});
    return QJsonObject{
        {QStringLiteral("repo"), s.repo},
        {QStringLiteral("demotionWindow"), windowToJson(s.demotionWindow)},
        {QStringLiteral("promotionWindow"), windowToJson(s.promotionWindow)},
        {QStringLiteral("lastConclusion"), s.lastConclusion},
        {QStringLiteral("lastCompletedAt"), s.lastCompletedAt},
        {QStringLiteral("lastJobName"), s.lastJobName},
        {QStringLiteral("lastExpectedOutcome"), s.lastExpectedOutcome},
        {QStringLiteral("firstSeenAt"), s.firstSeenAt},
        {QStringLiteral("daily"), daily},
        {QStringLiteral("levels"), levels},
    };
}

QJsonObject jobToJson(const BackendJobResult &j)
{
    return QJsonObject{
        {QStringLiteral("repo"), j.repo},
        {QStringLiteral("prNumber"), j.prNumber},
        {QStringLiteral("headSha"), j.headSha},
        {QStringLiteral("eventType"), j.eventType},
        {QStringLiteral("deliveryId"), j.deliveryId},
        {QStringLiteral("workflowName"), j.workflowName},
        {QStringLiteral("jobName"), j.jobName},
        {QStringLiteral("runAttempt"), j.runAttempt},
        {QStringLiteral("status"), j.status},
        {QStringLiteral("conclusion"), j.conclusion},
        {QStringLiteral("expectedOutcome"), j.expectedOutcome},
        {QStringLiteral("startedAt"), j.startedAt},
        {QStringLiteral("completedAt"), j.completedAt},
        {QStringLiteral("queueSeconds"), j.queueSeconds},
        {QStringLiteral("executionSeconds"), j.executionSeconds},
        {QStringLiteral("totalTests"), j.totalTests},
        {QStringLiteral("passedTests"), j.passedTests},
        {QStringLiteral("failedTests"), j.failedTests},
        {QStringLiteral("skippedTests"), j.skippedTests},
        {QStringLiteral("triageCategory"), j.triageCategory},
        {QStringLiteral("url"), j.url},
        {QStringLiteral("level"), j.level},
    };
}

QJsonObject levelStatusToJson(const LevelStatus &s)
{
    QJsonArray criteria;
    for (const RelayCriterion &c : s.criteria)
        criteria.append(QJsonObject{{QStringLiteral("criterion"), c.criterion},
                                    {QStringLiteral("measured"), optionalNumber(c.measured)},
                                    {QStringLiteral("target"), c.target},
                                    {QStringLiteral("met"), c.met},
                                    {QStringLiteral("measuredText"), c.measuredText},
                                    {QStringLiteral("targetText"), c.targetText},
                                    {QStringLiteral("judged"), c.judged}});
    return QJsonObject{
        {QStringLiteral("repo"), s.repo},
        {QStringLiteral("level"), levelValue(s.level)},
        {QStringLiteral("change"), s.change},
        {QStringLiteral("noData"), s.noData},
        {QStringLiteral("windowDays"), s.windowDays},
        {QStringLiteral("criteria"), criteria},
    };
}

QJsonObject entryToJson(const AllowlistEntry &e)
{
    return QJsonObject{
        {QStringLiteral("repo"), e.repo},
        {QStringLiteral("level"), levelValue(e.level)},
        {QStringLiteral("device"), e.device},
        {QStringLiteral("oncalls"), QJsonArray::fromStringList(e.oncalls)},
        {QStringLiteral("events"), QJsonArray::fromStringList(e.events)},
        {QStringLiteral("line"), e.line},
    };
}

QJsonObject eventToJson(const LevelChangeEvent &e)
{
    return QJsonObject{
        {QStringLiteral("date"), e.date.isValid() ? e.date.toString(Qt::ISODate) : QString()},
        {QStringLiteral("repo"), e.repo},
        {QStringLiteral("from"), levelValue(e.from)},
        {QStringLiteral("to"), levelValue(e.to)},
        {QStringLiteral("pr"), e.pr},
        {QStringLiteral("author"), e.author},
        {QStringLiteral("note"), e.note},
        {QStringLiteral("source"), e.source == LevelChangeEvent::Source::ClickHouse ? QStringLiteral("clickhouse")
                                                                                    : QStringLiteral("allowlist")},
    };
}

} // namespace

QJsonObject BackendsSnapshotJsonWriter::toJson(const BackendsSnapshot &snapshot)
{
    QJsonObject o;
    o.insert(QStringLiteral("version"), BackendsSnapshotJson::kVersion);
    o.insert(QStringLiteral("asOf"), snapshot.asOf);
    if (snapshot.allowlist) {
        QJsonArray entries;
        for (const AllowlistEntry &e : snapshot.allowlist->entries)
            entries.append(entryToJson(e));
        o.insert(QStringLiteral("allowlist"), QJsonObject{{QStringLiteral("entries"), entries}});
    } else {
        o.insert(QStringLiteral("allowlist"), QJsonValue::Null);
    }
    QJsonArray levelStatus;
    for (const LevelStatus &s : snapshot.levelStatus)
        levelStatus.append(levelStatusToJson(s));
    o.insert(QStringLiteral("levelStatus"), levelStatus);
    // Which window figures are HUD's and which the console's own (ignored when read back).
    o.insert(QStringLiteral("consoleOwnFigures"),
             QJsonArray{QStringLiteral("testFailures"), QStringLiteral("infraFailures"), QStringLiteral("cancelled"),
                        QStringLiteral("daily")});
    if (snapshot.levelStatusNotOffered)
        o.insert(QStringLiteral("levelStatusNotOffered"), true);
    QJsonArray stats;
    for (const BackendStats &s : snapshot.stats)
        stats.append(statsToJson(s));
    o.insert(QStringLiteral("stats"), stats);
    QJsonArray jobs;
    for (const BackendJobResult &j : snapshot.jobs)
        jobs.append(jobToJson(j));
    o.insert(QStringLiteral("jobs"), jobs);
    // Keyed by the hash key (which need not equal PullRequestInfo::number), in number order so
    // the same snapshot always gives the same text.
    QList<qint64> numbers = snapshot.prs.keys();
    std::sort(numbers.begin(), numbers.end());
    QJsonArray prs;
    for (qint64 n : std::as_const(numbers)) {
        const PullRequestInfo &info = snapshot.prs.value(n);
        prs.append(QJsonObject{{QStringLiteral("key"), n},
                               {QStringLiteral("number"), info.number},
                               {QStringLiteral("title"), info.title},
                               {QStringLiteral("author"), info.author}});
    }
    o.insert(QStringLiteral("prs"), prs);
    QJsonArray history;
    for (const LevelChangeEvent &e : snapshot.levelHistory)
        history.append(eventToJson(e));
    o.insert(QStringLiteral("levelHistory"), history);
    return o;
}

} // namespace hw
