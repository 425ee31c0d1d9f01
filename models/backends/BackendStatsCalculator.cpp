#include "BackendStatsCalculator.h"

#include "domain/TimeUnits.h"

#include <QHash>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <tuple>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

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

// The latest whole row per dynamoKey (what HUD reads through FINAL).
QVector<const BackendJobRow *> latestPerKey(const QVector<const BackendJobRow *> &rows)
{
    QHash<QString, const BackendJobRow *> latest;
    for (const BackendJobRow *r : rows) {
        auto it = latest.find(r->dynamoKey);
        if (it == latest.end())
            latest.insert(r->dynamoKey, r);
        else if (rowVersion(**it) < rowVersion(*r))
            *it = r;
    }
    return latest.values().toVector();
}

// Rows -> latest state per dynamoKey -> highest run_attempt per (repo, delivery, workflow, job):
// the jobs of the PR x job matrix (the console's view, not an L3 figure).
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
    bool probe = false, ok = false, timedOut = false, cancelled = false, testFailure = false,
         infraFailure = false;
};

Classified classify(const BackendJobRow &r)
{
    Classified c;
    c.probe = BackendStatsCalculator::isExpectedOutcome(r.downstreamRepo, r.jobName, r.conclusion);
    c.ok = r.conclusion == u"success"_s || c.probe;
    c.timedOut = !c.probe && r.conclusion == u"timed_out"_s;
    c.cancelled = !c.probe && r.conclusion == u"cancelled"_s;
    const bool failure = !c.probe && r.conclusion == u"failure"_s;
    c.testFailure = failure && r.triageCategory != u"infra"_s;
    c.infraFailure = c.timedOut || c.cancelled || (failure && r.triageCategory == u"infra"_s);
    return c;
}

// HUD's L3 population for one window (from, to]: completed PR jobs of the upstream repository
// started in the window, at the highest run_attempt per (repo, run_id, job_name).
QVector<const BackendJobRow *> l3Population(const QVector<const BackendJobRow *> &latestPerKey, qint64 from,
                                            qint64 to, const QString &upstreamRepo)
{
    QHash<QString, const BackendJobRow *> byJob;
    for (const BackendJobRow *r : latestPerKey) {
        if (r->status != u"completed"_s || r->prNumber <= 0 || r->upstreamRepo != upstreamRepo
            || r->startedAt <= from || r->startedAt > to)
            continue;
        const QString key = r->downstreamRepo + u'\x1f' + r->runId + u'\x1f' + r->jobName;
        auto it = byJob.find(key);
        const auto version = [](const BackendJobRow *x) {
            return std::make_tuple(x->runAttempt, x->completedAt, x->dynamoKey);
        };
        if (it == byJob.end())
            byJob.insert(key, r);
        else if (version(*it) < version(r))
            *it = r;
    }
    return byJob.values().toVector();
}

WindowStats windowStats(const QVector<const BackendJobRow *> &jobs, int days)
{
    WindowStats w;
    w.days = days;
    struct Run {
        double maxQueue = -1;
        qint64 minStarted = 0, maxCompleted = 0;
        bool any = false;
    };
    QMap<QString, Run> runs;
    double queueSum = 0;
    qint64 queueCount = 0;
    for (const BackendJobRow *r : jobs) {
        const Classified c = classify(*r);
        ++w.jobs;
        w.succeeded += c.ok;
        w.testFailures += c.testFailure;
        w.infraFailures += c.infraFailure;
        w.timedOut += c.timedOut;
        w.cancelled += c.cancelled;
        if (r->conclusion != u"timed_out"_s) {
            ++w.notTimedOut;
            w.overruns += r->executionSeconds > OverrunSeconds;
        }
        // Negative (the -1 of NULL) means unknown.
        if (r->queueSeconds >= 0) {
            queueSum += r->queueSeconds;
            ++queueCount;
        }
        Run &run = runs[r->runId];
        run.maxQueue = std::max(run.maxQueue, r->queueSeconds);
        run.minStarted = run.any ? std::min(run.minStarted, r->startedAt) : r->startedAt;
        run.maxCompleted = run.any ? std::max(run.maxCompleted, r->completedAt) : r->completedAt;
        run.any = true;
        w.firstCompletedAt = w.jobs == 1 ? r->completedAt : std::min(w.firstCompletedAt, r->completedAt);
        w.lastCompletedAt = std::max(w.lastCompletedAt, r->completedAt);
    }
    QVector<double> e2e;
    for (const Run &run : std::as_const(runs))
        if (run.maxQueue >= 0)
            e2e.append(run.maxQueue + double(run.maxCompleted - run.minStarted));
    w.e2eRuns = e2e.size();
    w.e2eP50Seconds = BackendStatsCalculator::upperMedian(std::move(e2e));
    if (queueCount > 0)
        w.avgQueueSeconds = queueSum / double(queueCount);
    return w;
}

QString jobKeyOf(const BackendJobResult &j)
{
    return j.repo + u'\x1f' + j.deliveryId;
}

// The first and last dispatch seen at each level.
void observeLevel(QMap<TrustLevel, LevelObservation> &observed, const BackendJobRow &r)
{
    const TrustLevel level = trustLevelFromString(r.level).value_or(TrustLevel::Unknown);
    auto it = observed.find(level);
    if (it == observed.end()) {
        observed.insert(level, LevelObservation{level, r.startedAt, r.startedAt});
    } else {
        it->firstSeen = std::min(it->firstSeen, r.startedAt);
        it->lastSeen = std::max(it->lastSeen, r.startedAt);
    }
}

// The newest completed job before asOf and the daily counts of the 30 days before it.
void addLastAndDaily(BackendStats &s, const QVector<const BackendJobRow *> &repoJobs, qint64 asOf)
{
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
        if (r->completedAt < asOf - 30 * kDaySeconds)
            continue;
        const qint64 day = r->completedAt / kDaySeconds * kDaySeconds;
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
        s.lastExpectedOutcome =
            BackendStatsCalculator::isExpectedOutcome(last->downstreamRepo, last->jobName, last->conclusion);
    }
    s.daily = daily.values().toVector();
}

QVector<LevelObservation> byFirstSeen(const QMap<TrustLevel, LevelObservation> &observed)
{
    QVector<LevelObservation> obs = observed.values().toVector();
    std::sort(obs.begin(), obs.end(), [](const LevelObservation &a, const LevelObservation &b) {
        return std::tie(a.firstSeen, a.level) < std::tie(b.firstSeen, b.level);
    });
    return obs;
}

BackendJobResult resultOf(const BackendJobRow &r)
{
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
    b.expectedOutcome = BackendStatsCalculator::isExpectedOutcome(r.downstreamRepo, r.jobName, r.conclusion);
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
    return b;
}

// The newest perRepoLimit deliveries of each repo (ties: greater delivery id first), as jobKeyOf keys.
QSet<QString> newestDeliveries(const QHash<QString, qint64> &deliveryTime, int perRepoLimit)
{
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
    return keep;
}

} // namespace

bool BackendStatsCalculator::isProbeJob(QStringView repo, QStringView jobName)
{
    // HUD's SQL: downstream_repo = 'pytorch/crcr-test' AND job_name LIKE '%xfail%' ...: case-sensitive.
    return repo == u"pytorch/crcr-test" && (jobName.contains(u"xfail") || jobName.contains(u"xcancel")
                                            || jobName.contains(u"xtimeout"));
}

bool BackendStatsCalculator::isExpectedOutcome(QStringView repo, QStringView jobName, QStringView conclusion)
{
    if (repo != u"pytorch/crcr-test")
        return false;
    return (jobName.contains(u"xfail") && conclusion == u"failure")
        || (jobName.contains(u"xcancel") && conclusion == u"cancelled")
        || (jobName.contains(u"xtimeout") && conclusion == u"timed_out");
}

std::optional<double> BackendStatsCalculator::upperMedian(QVector<double> values)
{
    if (values.isEmpty())
        return std::nullopt;
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

QVector<BackendStats> BackendStatsCalculator::compute(const QVector<BackendJobRow> &rows, qint64 asOf,
                                                      const QString &upstreamRepo)
{
    // A backend is a repo with at least one dispatch started before asOf.
    QMap<QString, BackendStats> byRepo;
    QMap<QString, QMap<TrustLevel, LevelObservation>> levels;
    QVector<const BackendJobRow *> all;
    all.reserve(rows.size());
    for (const BackendJobRow &r : rows) {
        if (r.upstreamRepo != upstreamRepo)
            continue; // every query of the source reads the profile's repository only
        all.append(&r);
        if (r.startedAt <= 0 || r.startedAt >= asOf)
            continue;
        BackendStats &s = byRepo[r.downstreamRepo];
        s.repo = r.downstreamRepo;
        observeLevel(levels[r.downstreamRepo], r);
    }

    const QVector<Job> jobs = reduceToJobs(all);
    QHash<QString, QVector<const BackendJobRow *>> jobsByRepo;
    for (const Job &j : jobs)
        jobsByRepo[j.row->downstreamRepo].append(j.row);
    QHash<QString, QVector<const BackendJobRow *>> latestByRepo;
    for (const BackendJobRow *r : latestPerKey(all))
        latestByRepo[r->downstreamRepo].append(r);

    QVector<BackendStats> out;
    out.reserve(byRepo.size());
    for (auto it = byRepo.begin(); it != byRepo.end(); ++it) {
        BackendStats &s = it.value();
        const QVector<const BackendJobRow *> repoJobs = jobsByRepo.value(s.repo);
        const QVector<const BackendJobRow *> latest = latestByRepo.value(s.repo);
        s.demotionWindow = windowStats(l3Population(latest, asOf - 7 * kDaySeconds, asOf, upstreamRepo), 7);
        s.promotionWindow = windowStats(l3Population(latest, asOf - 14 * kDaySeconds, asOf, upstreamRepo), 14);

        addLastAndDaily(s, repoJobs, asOf);
        const QVector<LevelObservation> obs = byFirstSeen(levels.value(s.repo));
        s.levels = obs;
        s.firstSeenAt = obs.isEmpty() ? 0 : obs.first().firstSeen;
        out.append(s);
    }
    return out;
}

QVector<BackendJobResult> BackendStatsCalculator::latestJobs(const QVector<BackendJobRow> &rows, qint64 asOf,
                                                          int perRepoLimit, const QString &upstreamRepo)
{
    QVector<const BackendJobRow *> recent;
    for (const BackendJobRow &r : rows)
        if (r.upstreamRepo == upstreamRepo && r.startedAt >= asOf - JobHorizonDays * kDaySeconds && r.startedAt < asOf)
            recent.append(&r);
    const QVector<Job> jobs = reduceToJobs(recent);

    QVector<BackendJobResult> all;
    all.reserve(jobs.size());
    QHash<QString, qint64> deliveryTime; // repo+delivery -> newest started_at of its jobs
    for (const Job &j : jobs) {
        BackendJobResult b = resultOf(*j.row);
        qint64 &t = deliveryTime[jobKeyOf(b)];
        t = std::max(t, b.startedAt);
        all.append(std::move(b));
    }

    const QSet<QString> keep = newestDeliveries(deliveryTime, perRepoLimit);
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
