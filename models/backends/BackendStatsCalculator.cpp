#include "BackendStatsCalculator.h"

#include <QHash>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <tuple>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

constexpr qint64 Day = 86400;
constexpr double OverrunSeconds = 3 * 3600;

// Which row is a dynamoKey's latest state: newest _inserted_at; on a tie the completed row, then
// the later completed_at (the SQL's argMax version tuple is the same).
auto rowVersion(const BackendJobRow &r)
{
    return std::make_tuple(r.insertedAt, r.status == u"completed"_s, r.completedAt);
}

struct Job {
    const BackendJobRow *row = nullptr; // latest state of the job's latest attempt
    qint64 keyInsertedAt = 0;        // newest _inserted_at of that attempt's dynamoKey
};

// Rows -> latest state per dynamoKey -> highest run_attempt per (repo, delivery, workflow, job).
QVector<Job> reduceToJobs(const QVector<const BackendJobRow *> &rows)
{
    QHash<QString, const BackendJobRow *> latest;
    QHash<QString, qint64> newestInsert;
    latest.reserve(rows.size());
    for (const BackendJobRow *r : rows) {
        auto it = latest.find(r->dynamoKey);
        if (it == latest.end()) {
            latest.insert(r->dynamoKey, r);
            newestInsert.insert(r->dynamoKey, r->insertedAt);
            continue;
        }
        if (rowVersion(**it) < rowVersion(*r))
            *it = r;
        qint64 &n = newestInsert[r->dynamoKey];
        n = std::max(n, r->insertedAt);
    }
    QHash<QString, Job> jobs;
    jobs.reserve(latest.size());
    for (auto it = latest.cbegin(); it != latest.cend(); ++it) {
        const BackendJobRow *r = it.value();
        const Job candidate{r, newestInsert.value(it.key())};
        // \x1f cannot occur in these names; it keeps the composite key unambiguous.
        const QString jobKey = r->downstreamRepo + u'\x1f' + r->deliveryId + u'\x1f' + r->workflowName + u'\x1f'
            + r->jobName;
        auto j = jobs.find(jobKey);
        if (j == jobs.end()) {
            jobs.insert(jobKey, candidate);
            continue;
        }
        const auto version = [](const Job &x) {
            return std::make_tuple(x.row->runAttempt, x.keyInsertedAt, x.row->dynamoKey);
        };
        if (version(*j) < version(candidate))
            *j = candidate;
    }
    QVector<Job> out;
    out.reserve(jobs.size());
    for (const Job &j : std::as_const(jobs))
        out.append(j);
    return out;
}

struct Classified {
    bool expected = false, ok = false, timedOut = false, cancelled = false, testFailure = false,
         infraFailure = false;
};

Classified classify(const BackendJobRow &r)
{
    Classified c;
    c.expected = BackendStatsCalculator::isExpectedOutcome(r.downstreamRepo, r.jobName);
    c.ok = r.conclusion == u"success"_s || c.expected;
    c.timedOut = !c.expected && r.conclusion == u"timed_out"_s;
    c.cancelled = !c.expected && r.conclusion == u"cancelled"_s;
    const bool failure = !c.expected && r.conclusion == u"failure"_s;
    c.testFailure = failure && r.triageCategory != u"infra"_s;
    c.infraFailure = c.timedOut || c.cancelled || (failure && r.triageCategory == u"infra"_s);
    return c;
}

bool isCompletedIn(const BackendJobRow &r, qint64 from, qint64 to)
{
    return r.status == u"completed"_s && r.completedAt >= from && r.completedAt < to;
}

std::optional<double> exactMedian(QVector<double> values)
{
    if (values.isEmpty())
        return std::nullopt;
    std::sort(values.begin(), values.end());
    const qsizetype n = values.size();
    // Same arithmetic as the SQL: (a[(n+1)/2] + a[n/2+1]) / 2 with 1-based indices.
    return (values[(n + 1) / 2 - 1] + values[n / 2]) / 2;
}

WindowStats windowStats(const QVector<const BackendJobRow *> &jobs, qint64 asOf, int days)
{
    WindowStats w;
    w.days = days;
    const qint64 from = asOf - days * Day;
    QVector<double> e2e;
    double queueSum = 0;
    qint64 queueCount = 0;
    for (const BackendJobRow *r : jobs) {
        if (!isCompletedIn(*r, from, asOf))
            continue;
        const Classified c = classify(*r);
        ++w.jobs;
        w.succeeded += c.ok;
        w.testFailures += c.testFailure;
        w.infraFailures += c.infraFailure;
        w.timedOut += c.timedOut;
        w.cancelled += c.cancelled;
        if (!c.timedOut) {
            ++w.notTimedOut;
            w.overruns += r->executionSeconds > OverrunSeconds;
        }
        // Negative (the -1 of NULL) means unknown.
        if (r->queueSeconds >= 0) {
            queueSum += r->queueSeconds;
            ++queueCount;
            if (r->executionSeconds >= 0)
                e2e.append(r->queueSeconds + r->executionSeconds);
        }
        w.firstCompletedAt = w.jobs == 1 ? r->completedAt : std::min(w.firstCompletedAt, r->completedAt);
        w.lastCompletedAt = std::max(w.lastCompletedAt, r->completedAt);
    }
    w.e2eP50Seconds = exactMedian(std::move(e2e));
    if (queueCount > 0)
        w.avgQueueSeconds = queueSum / double(queueCount);
    return w;
}

QString jobKeyOf(const BackendJobResult &j)
{
    return j.repo + u'\x1f' + j.deliveryId;
}

} // namespace

bool BackendStatsCalculator::isExpectedOutcome(QStringView repo, QStringView jobName)
{
    if (repo.compare(u"pytorch/crcr-test", Qt::CaseInsensitive) != 0)
        return false;
    return jobName.contains(u"xfail", Qt::CaseInsensitive) || jobName.contains(u"xcancel", Qt::CaseInsensitive)
        || jobName.contains(u"xtimeout", Qt::CaseInsensitive);
}

QVector<BackendStats> BackendStatsCalculator::compute(const QVector<BackendJobRow> &rows, qint64 asOf)
{
    // A backend is a repo with at least one dispatch started before asOf.
    QMap<QString, BackendStats> byRepo;
    QMap<QString, QMap<TrustLevel, LevelObservation>> levels;
    QVector<const BackendJobRow *> all;
    all.reserve(rows.size());
    for (const BackendJobRow &r : rows) {
        all.append(&r);
        if (r.startedAt <= 0 || r.startedAt >= asOf)
            continue;
        BackendStats &s = byRepo[r.downstreamRepo];
        s.repo = r.downstreamRepo;
        const TrustLevel level = trustLevelFromString(r.level).value_or(TrustLevel::Unknown);
        auto &obsMap = levels[r.downstreamRepo];
        auto it = obsMap.find(level);
        if (it == obsMap.end()) {
            obsMap.insert(level, LevelObservation{level, r.startedAt, r.startedAt});
        } else {
            it->firstSeen = std::min(it->firstSeen, r.startedAt);
            it->lastSeen = std::max(it->lastSeen, r.startedAt);
        }
    }

    const QVector<Job> jobs = reduceToJobs(all);
    QHash<QString, QVector<const BackendJobRow *>> jobsByRepo;
    for (const Job &j : jobs)
        jobsByRepo[j.row->downstreamRepo].append(j.row);

    QVector<BackendStats> out;
    out.reserve(byRepo.size());
    for (auto it = byRepo.begin(); it != byRepo.end(); ++it) {
        BackendStats &s = it.value();
        const QVector<const BackendJobRow *> repoJobs = jobsByRepo.value(s.repo);
        s.demotionWindow = windowStats(repoJobs, asOf, 7);
        s.promotionWindow = windowStats(repoJobs, asOf, 14);

        // Newest completed job before asOf; ties by delivery, workflow, job (as the SQL).
        const BackendJobRow *last = nullptr;
        const auto lastKey = [](const BackendJobRow *r) {
            return std::make_tuple(r->completedAt, r->deliveryId, r->workflowName, r->jobName);
        };
        QMap<qint64, DailyCount> daily;
        for (const BackendJobRow *r : repoJobs) {
            if (r->status != u"completed"_s || r->completedAt <= 0 || r->completedAt >= asOf)
                continue;
            if (!last || lastKey(last) < lastKey(r))
                last = r;
            if (r->completedAt < asOf - 30 * Day)
                continue;
            const qint64 day = r->completedAt / Day * Day;
            DailyCount &d = daily[day];
            d.day = day;
            const Classified c = classify(*r);
            d.succeeded += c.ok;
            d.testFailures += c.testFailure;
            d.infraFailures += c.infraFailure;
        }
        if (last) {
            s.lastConclusion = last->conclusion;
            s.lastCompletedAt = last->completedAt;
            s.lastJobName = last->jobName;
            s.lastExpectedOutcome = isExpectedOutcome(last->downstreamRepo, last->jobName);
        }
        s.daily = daily.values().toVector();

        QVector<LevelObservation> obs = levels.value(s.repo).values().toVector();
        std::sort(obs.begin(), obs.end(), [](const LevelObservation &a, const LevelObservation &b) {
            return std::tie(a.firstSeen, a.level) < std::tie(b.firstSeen, b.level);
        });
        s.levels = obs;
        s.firstSeenAt = obs.isEmpty() ? 0 : obs.first().firstSeen;
        out.append(s);
    }
    return out;
}

QVector<BackendJobResult> BackendStatsCalculator::latestJobs(const QVector<BackendJobRow> &rows, qint64 asOf,
                                                          int perRepoLimit)
{
    QVector<const BackendJobRow *> recent;
    for (const BackendJobRow &r : rows)
        if (r.startedAt >= asOf - JobHorizonDays * Day && r.startedAt < asOf)
            recent.append(&r);
    const QVector<Job> jobs = reduceToJobs(recent);

    QVector<BackendJobResult> all;
    all.reserve(jobs.size());
    QHash<QString, qint64> deliveryTime; // repo+delivery -> newest started_at of its jobs
    for (const Job &j : jobs) {
        const BackendJobRow &r = *j.row;
        BackendJobResult b;
        b.repo = r.downstreamRepo;
        b.prNumber = r.prNumber;
        b.headSha = r.headSha;
        b.eventType = r.eventType;
        b.deliveryId = r.deliveryId;
        b.workflowName = r.workflowName;
        b.jobName = r.jobName;
        b.runAttempt = r.runAttempt;
        b.status = r.status;
        b.conclusion = r.conclusion;
        b.expectedOutcome = isExpectedOutcome(r.downstreamRepo, r.jobName);
        b.startedAt = r.startedAt;
        b.completedAt = r.completedAt;
        b.queueSeconds = r.queueSeconds < 0 ? -1 : r.queueSeconds;
        b.executionSeconds = r.executionSeconds < 0 ? -1 : r.executionSeconds;
        b.totalTests = r.totalTests;
        b.passedTests = r.passedTests;
        b.failedTests = r.failedTests;
        b.skippedTests = r.skippedTests;
        b.triageCategory = r.triageCategory;
        b.url = r.workflowRunUrl;
        b.level = r.level;
        qint64 &t = deliveryTime[jobKeyOf(b)];
        t = std::max(t, b.startedAt);
        all.append(std::move(b));
    }

    // The newest perRepoLimit deliveries of each repo (ties: greater delivery id first).
    QMap<QString, QVector<QPair<qint64, QString>>> deliveries;
    for (auto it = deliveryTime.cbegin(); it != deliveryTime.cend(); ++it) {
        const qsizetype sep = it.key().indexOf(u'\x1f');
        deliveries[it.key().left(sep)].append({it.value(), it.key().mid(sep + 1)});
    }
    QSet<QString> keep;
    for (auto it = deliveries.begin(); it != deliveries.end(); ++it) {
        auto &list = it.value();
        std::sort(list.begin(), list.end(), [](const auto &a, const auto &b) {
            return std::tie(b.first, b.second) < std::tie(a.first, a.second);
        });
        for (qsizetype i = 0; i < list.size() && i < perRepoLimit; ++i)
            keep.insert(it.key() + u'\x1f' + list[i].second);
    }
    QVector<BackendJobResult> out;
    for (BackendJobResult &b : all)
        if (keep.contains(jobKeyOf(b)))
            out.append(std::move(b));
    std::sort(out.begin(), out.end(), [](const BackendJobResult &a, const BackendJobResult &b) {
        return std::tie(b.startedAt, a.repo, a.deliveryId, a.workflowName, a.jobName)
            < std::tie(a.startedAt, b.repo, b.deliveryId, b.workflowName, b.jobName);
    });
    return out;
}

} // namespace hw
