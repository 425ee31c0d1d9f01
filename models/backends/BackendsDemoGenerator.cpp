#include "BackendsDemoGenerator.h"

#include "domain/TimeUnits.h"

#include <QDateTime>
#include <QMap>
#include <QStringList>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

// splitmix64: the same sequence on every platform (std:: distributions are not portable).
class Random
{
public:
    explicit Random(quint64 seed) : m_state(seed) {}
    quint64 next()
    {
        quint64 z = (m_state += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    double uniform() { return double(next() >> 11) / double(1ULL << 53); }
    qint64 between(qint64 lo, qint64 hi) { return lo + qint64(next() % quint64(hi - lo + 1)); }
    // Whole or half seconds: exact in binary, so sums do not depend on their order.
    double halfSeconds(qint64 lo, qint64 hi) { return double(between(lo * 2, hi * 2)) / 2; }

private:
    quint64 m_state;
};

quint64 stableHash(const QString &s)
{
    quint64 h = 1469598103934665603ULL; // FNV-1a
    for (const QChar c : s) {
        h ^= c.unicode();
        h *= 1099511628211ULL;
    }
    return h;
}

QString hex(quint64 v, int digits)
{
    return QString::number(v, 16).rightJustified(digits, u'0').right(digits);
}

struct Step {
    qint64 from = 0;
    TrustLevel level = TrustLevel::Unknown;
};

struct Backend {
    QString repo;            // the newest spelling in the timeline
    QVector<Step> steps;     // oldest first
    TrustLevel levelAt(qint64 t) const
    {
        TrustLevel level = TrustLevel::Unknown;
        for (const Step &s : steps)
            if (s.from <= t)
                level = s.level;
        return level;
    }
};

// Repos are case-insensitive (files have used both Ascend/pytorch and ascend/pytorch).
QMap<QString, Backend> backendsOf(const QVector<LevelChangeEvent> &timeline)
{
    QVector<LevelChangeEvent> events;
    for (const LevelChangeEvent &e : timeline)
        if (!e.repo.isEmpty() && e.date.isValid())
            events.append(e);
    std::stable_sort(events.begin(), events.end(),
                     [](const LevelChangeEvent &a, const LevelChangeEvent &b) { return a.date < b.date; });
    QMap<QString, Backend> out;
    for (const LevelChangeEvent &e : events) {
        Backend &b = out[e.repo.toLower()];
        b.repo = e.repo;
        b.steps.append({e.date.startOfDay(Qt::UTC).toSecsSinceEpoch(), e.to});
    }
    return out;
}

bool isProbe(const QString &repo)
{
    return repo.compare(u"pytorch/crcr-test"_s, Qt::CaseInsensitive) == 0;
}

struct Profile {
    QString workflow;
    QStringList jobs;
    QString eventType = u"pull_request"_s;
    int eventsPerDay = 3;
    qint64 queueLo = 30, queueHi = 900;
    qint64 execLo = 1500, execHi = 4800;
    double failRate = 0.04;
};

Profile profileOf(const QString &repo)
{
    Profile p;
    const QString lower = repo.toLower();
    if (isProbe(repo)) {
        p.workflow = u"crcr-test"_s;
        p.jobs = {u"test-success"_s, u"test-xfail"_s, u"test-xcancel"_s, u"test-xtimeout"_s};
        p.eventsPerDay = 2;
        p.queueLo = 5, p.queueHi = 60, p.execLo = 30, p.execHi = 300;
    } else if (lower.contains(u"vllm"_s)) {
        p.workflow = u"vLLM nightly"_s;
        p.jobs = {u"Kernels Core Operation Test"_s, u"V1 attention (B200)"_s,
                  u"Distributed Compile + Comm (4 GPUs)"_s, u"PyTorch Compilation Unit Tests"_s};
        p.eventType = u"nightly"_s;
        p.eventsPerDay = 1;
        p.queueLo = 60, p.queueHi = 1200, p.execLo = 2400, p.execHi = 9000;
        p.failRate = 0.08;
    } else {
        const QString owner = repo.section(u'/', 0, 0);
        p.workflow = owner + u" CI"_s;
        p.jobs = {u"build"_s, u"test (default, 1, 2)"_s, u"test (default, 2, 2)"_s};
        if (lower.contains(u"spyre"_s))
            p.queueLo = 1800, p.queueHi = 9000; // few shared machines: long queues
        if (lower.contains(u"ascend"_s))
            p.jobs.append(u"test (distributed, 1, 1)"_s);
    }
    return p;
}

struct Outcome {
    QString conclusion;
    QString triage;
};

Outcome outcomeOf(Random &rng, const QString &repo, const QString &job, double failRate)
{
    if (isProbe(repo)) {
        if (job.contains(u"xfail"_s))
            return {u"failure"_s, {}};
        if (job.contains(u"xcancel"_s))
            return {u"cancelled"_s, {}};
        if (job.contains(u"xtimeout"_s))
            return {u"timed_out"_s, {}};
    }
    if (rng.uniform() >= failRate)
        return {u"success"_s, {}};
    const double x = rng.uniform();
    if (x < 0.5)
        return {u"failure"_s, u"backend"_s};
    if (x < 0.7)
        return {u"failure"_s, u"infra"_s};
    if (x < 0.85)
        return {u"failure"_s, u"upstream"_s};
    if (x < 0.93)
        return {u"cancelled"_s, {}};
    return {u"timed_out"_s, {}};
}

// The demo rows of one backend over the generated days, in one fixed order of random draws.
class BackendDemoJobs
{
public:
    BackendDemoJobs(const Backend &b, qint64 asOf, quint32 seed, bool degraded, QVector<BackendJobRow> &out)
        : m_b(b)
        , m_asOf(asOf)
        , m_degraded(degraded)
        , m_out(out)
        , m_rng((quint64(seed) << 32) ^ stableHash(b.repo))
        , m_p(profileOf(b.repo))
        , m_checkRun(qint64(stableHash(b.repo) % 900'000) * 10'000 + 6'000'000'000LL)
        , m_runId(qint64(stableHash(b.repo + u"run"_s) % 90'000) * 1'000 + 10'000'000'000LL)
    {
    }

    void addDays()
    {
        const qint64 first = m_asOf - BackendsDemoGenerator::Days * kDaySeconds;
        for (int d = 0; d < BackendsDemoGenerator::Days; ++d)
            for (int n = 0; n < m_p.eventsPerDay; ++n)
                addEvent(d, n, first + d * kDaySeconds);
    }

private:
    // One dispatch: every job of the profile, a failed one re-run now and then.
    void addEvent(int d, int n, qint64 dayStart)
    {
        Random &rng = m_rng;
        qint64 t = m_p.eventType == u"nightly"_s ? dayStart + 3 * 3600 + rng.between(0, 600)
                                                 : dayStart + rng.between(0, kDaySeconds - 1);
        if (d == BackendsDemoGenerator::Days - 1 && n == 0 && m_p.eventType != u"nightly"_s)
            t = m_asOf - rng.between(600, 2400); // something is still running at asOf
        const TrustLevel level = m_b.levelAt(t);
        if (level < TrustLevel::L2 || t >= m_asOf)
            return; // results are only accepted from L2 on
        const bool nightly = m_p.eventType == u"nightly"_s;
        const qint64 prNumber = nightly ? 0 : (m_pr += rng.between(1, 40));
        const QString sha = hex(stableHash(m_b.repo + QString::number(t)), 16)
            + hex(stableHash(QString::number(t) + m_b.repo), 16) + hex(rng.next(), 8);
        const QString delivery = hex(rng.next(), 8) + u'-' + hex(rng.next(), 4) + u"-4"_s + hex(rng.next(), 3)
            + u"-8"_s + hex(rng.next(), 3) + u'-' + hex(rng.next(), 12);
        m_runId += rng.between(5, 300);
        const double failRate = (m_degraded && t >= m_asOf - 7 * kDaySeconds) ? 0.3 : m_p.failRate;
        const Dispatch dispatch { delivery, sha, prNumber, level };
        for (const QString &job : m_p.jobs) {
            const Outcome o = outcomeOf(rng, m_b.repo, job, failRate);
            const qint64 done = attempt(dispatch, t, job, 1, o, rng.uniform() < 0.3);
            // Re-run a failed attempt now and then: next attempt, new check run.
            if (o.conclusion == u"failure"_s && !isProbe(m_b.repo) && rng.uniform() < 0.35 && done + 3600 < m_asOf) {
                const Outcome again = rng.uniform() < 0.7 ? Outcome{u"success"_s, {}} : o;
                // Drawn one after the other, not as two arguments of one call (whose order C++
                // leaves open): this order is the one the bundled demo was made with.
                const bool inProgressRow = rng.uniform() < 0.5;
                const qint64 rerun = done + rng.between(300, 1500);
                attempt(dispatch, rerun, job, 2, again, inProgressRow);
            }
        }
    }

    struct Dispatch {
        QString delivery;
        QString sha;
        qint64 prNumber;
        TrustLevel level;
    };

    // One job attempt: an optional in-progress update, then the completed row (unless it would
    // only complete after asOf: then it is still running). Returns when it completes.
    qint64 attempt(const Dispatch &e, qint64 dispatched, const QString &job, int attemptNo, const Outcome &o,
                   bool inProgressRow)
    {
        Random &rng = m_rng;
        m_checkRun += rng.between(3, 40);
        BackendJobRow r = rowOf(e, job, attemptNo);
        r.queueSeconds = rng.halfSeconds(m_p.queueLo, m_p.queueHi);
        r.startedAt = dispatched + qint64(r.queueSeconds) + rng.between(0, 5);
        double exec = o.conclusion == u"timed_out"_s ? 21600.0 // the relay's 6 h sweeper
            : o.conclusion == u"cancelled"_s        ? rng.halfSeconds(30, 1200)
                                                    : rng.halfSeconds(m_p.execLo, m_p.execHi);
        if (m_p.eventType == u"nightly"_s && o.conclusion == u"success"_s && rng.uniform() < 0.06)
            exec = rng.halfSeconds(10900, 14000); // overrun: longer than 3 h
        const qint64 completed = r.startedAt + qint64(exec);
        const bool running = completed + 60 >= m_asOf || r.startedAt + 30 >= m_asOf;
        if (r.startedAt >= m_asOf)
            return m_asOf;
        if (inProgressRow || running) {
            BackendJobRow progress = r;
            progress.status = u"in_progress"_s;
            progress.insertedAt = std::min(m_asOf - 1, r.startedAt + rng.between(5, 30));
            m_out.append(progress);
        }
        if (running)
            return m_asOf;
        complete(r, job, o, exec, completed);
        m_out.append(r);
        return completed;
    }

    // The row's identity: which backend, dispatch, job, attempt and check run.
    BackendJobRow rowOf(const Dispatch &e, const QString &job, int attemptNo) const
    {
        BackendJobRow r;
        r.checkRunId = QString::number(m_checkRun);
        r.dynamoKey = m_b.repo + u'/' + e.delivery + u'/' + m_p.workflow + u'/' + job + u'/' + r.checkRunId;
        r.downstreamRepo = m_b.repo;
        r.prNumber = e.prNumber;
        r.headSha = e.sha;
        r.deliveryId = e.delivery;
        r.workflowRunUrl = u"https://github.com/%1/actions/runs/%2/attempts/%3"_s.arg(m_b.repo).arg(m_runId).arg(attemptNo);
        r.workflowName = m_p.workflow;
        r.jobName = job;
        r.runId = QString::number(m_runId);
        r.runAttempt = attemptNo;
        r.level = trustLevelName(e.level);
        r.eventType = m_p.eventType;
        return r;
    }

    void complete(BackendJobRow &r, const QString &job, const Outcome &o, double exec, qint64 completed)
    {
        Random &rng = m_rng;
        r.status = u"completed"_s;
        r.conclusion = o.conclusion;
        r.executionSeconds = exec;
        r.completedAt = completed;
        if (!job.startsWith(u"build"_s) && o.conclusion != u"cancelled"_s && o.conclusion != u"timed_out"_s) {
            r.totalTests = rng.between(800, 12000);
            r.failedTests = o.conclusion == u"failure"_s ? rng.between(1, 12) : 0;
            r.skippedTests = rng.between(0, r.totalTests / 10);
            r.passedTests = r.totalTests - r.failedTests - r.skippedTests;
        }
        r.triageCategory = o.triage;
        r.insertedAt = completed + rng.between(2, 60);
    }

    const Backend &m_b;
    const qint64 m_asOf;
    const bool m_degraded;
    QVector<BackendJobRow> &m_out;
    Random m_rng;
    const Profile m_p;
    qint64 m_checkRun;
    qint64 m_runId;
    qint64 m_pr = 190'000;
};

} // namespace

QString BackendsDemoGenerator::demotionCandidate(const QVector<LevelChangeEvent> &timeline, qint64 asOf)
{
    QString probe;
    for (const Backend &b : backendsOf(timeline)) { // QMap: sorted by lower-case name
        if (b.levelAt(asOf - 1) < TrustLevel::L3)
            continue;
        if (!isProbe(b.repo))
            return b.repo;
        probe = b.repo;
    }
    return probe;
}

QVector<BackendJobRow> BackendsDemoGenerator::rows(const QVector<LevelChangeEvent> &timeline, qint64 asOf, quint32 seed)
{
    QVector<BackendJobRow> out;
    const QString degraded = demotionCandidate(timeline, asOf);
    for (const Backend &b : backendsOf(timeline)) {
        if (b.levelAt(asOf - 1) < TrustLevel::L2)
            continue;
        BackendDemoJobs(b, asOf, seed, b.repo == degraded, out).addDays();
    }
    return out;
}

} // namespace hw
