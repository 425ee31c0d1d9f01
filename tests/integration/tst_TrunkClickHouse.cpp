// Trunk health read from the real ClickHouse (TrunkClickHouseSource) against the seed
// (tests/data/clickhouse/generate_trunk_seed.py), read here straight from the seed files:
//  - HUD's figures (master_commit_red, master_commit_red_avg, time_to_signal,
//    queued_jobs_by_label) equal what this test computes itself with plain loops over the rows,
//    following hud-definitions.md; each trap of the seed (another repository's pushes and jobs,
//    a fork's job on a pytorch SHA, failing periodic/nightly jobs, a commit failing only by a
//    cancelled job, a commit with few job groups) changes the figure when it is not handled, so
//    the comparison catches a query that lets it through;
//  - the console's own figures (sandwich rule, platform-only failures) equal the in-process
//    calculator's over the repository's rows;
//  - bad options and a failing server are reported, never crashed on.
// No SQL of its own: it runs unchanged on every server tier the suite starts.
#include "clickhouse/ClickHouseClient.h"
#include "clickhouse/ClickHouseValue.h"
#include "trunk/TrunkClickHouseSource.h"
#include "trunk/TrunkHealthCalculator.h"

#include "ClickHouseTestServer.h"
#include "SeedRows.h"
#include "TestEnvironment.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>

#include <map>
#include <set>

using namespace Qt::StringLiterals;
using namespace hw;
using hw::test::ClickHouseTestServer;

namespace {

const QString Repo = u"pytorch/pytorch"_s;

qint64 utc(int y, int mo, int d, int h = 0)
{
    return QDateTime(QDate(y, mo, d), QTime(h, 0), QTimeZone::utc()).toSecsSinceEpoch();
}

// The tests' clock: the end of the seed's ten days (its queued jobs are aged from here).
const qint64 Now = utc(2026, 7, 11);

qint64 timeOf(const QJsonObject &o, const QString &key)
{
    const auto t = ClickHouseValue::toUtcSeconds(o.value(key));
    if (!t)
        qFatal("seed: bad time in %s", qPrintable(key));
    return *t;
}

// The repository of a job row, from its API url as the real table's ALIAS column reads it.
QString repoOfJob(const QJsonObject &o)
{
    static const QRegularExpression re(u"^https://api\\.github\\.com/repos/([^/]+/[^/]+)/actions/jobs/"_s);
    return re.match(o.value(u"url"_s).toString()).captured(1);
}

// Each id's newest row (by _inserted_at; a later line wins a tie, as the last insert does).
QVector<QJsonObject> newestRows(const QString &file)
{
    std::map<qint64, std::pair<qint64, QJsonObject>> newest;
    for (const QJsonObject &o : hw::test::seedRows(file)) {
        const qint64 id = o.value(u"id"_s).toInteger();
        const qint64 inserted = timeOf(o, u"_inserted_at"_s);
        auto it = newest.find(id);
        if (it == newest.end() || inserted >= it->second.first)
            newest[id] = {inserted, o};
    }
    QVector<QJsonObject> out;
    for (const auto &[id, row] : newest)
        out.append(row.second);
    return out;
}

// What a test may switch off to show that a trap bites.
struct Rules {
    bool oneRepository = true;
    bool blockingWorkflowsOnly = true;
    bool cancelledIsFailure = true;
    bool leaveOutSmallCommits = true;
    bool leaveOutWorkflowRunEvents = true; // red: runs a workflow_run event triggered
    bool completedRunResolves = true;      // red: a job without conclusion in a completed run
    bool queuedInOpenRunsOnly = true;      // queue: not a job of a completed run
    bool queuedWithoutSteps = true;        // queue: a job with steps has a runner
    bool arcSettingUpIsQueued = true;      // queue: ARC's phase 2
};

struct Seed {
    QVector<QJsonObject> pushes;
    QVector<QJsonObject> jobs; // newest rows
    QVector<QJsonObject> runs; // newest rows
    QHash<qint64, QJsonObject> runById() const
    {
        QHash<qint64, QJsonObject> out;
        for (const QJsonObject &r : runs)
            out.insert(r.value(u"id"_s).toInteger(), r);
        return out;
    }
};

// The run of a job, if the seed has it.
std::optional<QJsonObject> runOf(const QHash<qint64, QJsonObject> &runs, const QJsonObject &job)
{
    const auto it = runs.constFind(job.value(u"run_id"_s).toInteger());
    return it == runs.cend() ? std::nullopt : std::optional<QJsonObject>(*it);
}

// The commits of the range: main pushes of the repository, a SHA once at its latest push.
QHash<QString, qint64> commitsOf(const Seed &seed, qint64 from, qint64 to, const Rules &rules)
{
    QHash<QString, qint64> latest;
    for (const QJsonObject &p : seed.pushes) {
        if (p.value(u"ref"_s).toString() != u"refs/heads/main"_s)
            continue;
        if (rules.oneRepository && p.value(u"repository.full_name"_s).toString() != Repo)
            continue;
        const QString sha = p.value(u"head_commit.id"_s).toString();
        latest[sha] = std::max(latest.value(sha, 0), timeOf(p, u"head_commit.timestamp"_s));
    }
    QHash<QString, qint64> inRange;
    for (auto it = latest.cbegin(); it != latest.cend(); ++it)
        if (*it >= from && *it < to)
            inRange.insert(it.key(), *it);
    return inRange;
}

bool countedJob(const QJsonObject &j, const Rules &rules)
{
    const QString wf = j.value(u"workflow_name"_s).toString().toLower();
    const QString name = j.value(u"name"_s).toString();
    if (rules.oneRepository && repoOfJob(j) != Repo)
        return false;
    if (rules.blockingWorkflowsOnly
        && !QStringList{u"lint"_s, u"pull"_s, u"trunk"_s, u"linux-aarch64"_s, u"docs-build"_s}.contains(wf))
        return false;
    return name != u"ciflow_should_run"_s && name != u"generate-test-matrix"_s && !name.contains(u"rerun_disabled_tests"_s)
        && !name.contains(u"unstable"_s);
}

QString groupName(QString name)
{
    name.remove(QRegularExpression(u"\\s*\\(.*\\)$"_s));
    name.replace(QRegularExpression(u", \\d+, \\d+, "_s), u", "_s);
    return name.replace(QRegularExpression(u"\\s+"_s), u" "_s).trimmed();
}

bool isFailed(const QString &conclusion, const Rules &rules)
{
    return conclusion == u"failure"_s || conclusion == u"timed_out"_s
        || (rules.cancelledIsFailure && conclusion == u"cancelled"_s);
}

// HUD's master_commit_red per bucket, and master_commit_red_avg, by hand.
struct HudRed {
    QVector<TrunkRedBucket> buckets;
    TrunkRedAverage average;
    QHash<QString, QString> stateOf; // sha → red / flaky / pending / green, for the commits counted
};

HudRed hudRed(const Seed &seed, qint64 from, qint64 to, qint64 bucketSeconds, const Rules &rules = {})
{
    const QHash<QString, qint64> commits = commitsOf(seed, from, to, rules);
    // sha → group → (run, attempt) → exact name → the jobs' conclusions and newest creation
    struct Ident {
        QStringList conclusions;
        qint64 created = 0;
        bool runCompleted = false;
    };
    std::map<QString, std::map<QString, std::map<std::pair<qint64, qint64>, std::map<QString, Ident>>>> tree;
    // sha → (workflow, name) → [(attempt, conclusion)] without mem_leak_check jobs
    std::map<QString, std::map<std::pair<QString, QString>, QVector<std::pair<qint64, QString>>>> kpi;
    const QHash<qint64, QJsonObject> runById = seed.runById();
    for (const QJsonObject &j : seed.jobs) {
        const QString sha = j.value(u"head_sha"_s).toString();
        if (!commits.contains(sha) || !countedJob(j, rules))
            continue;
        // HUD joins the jobs to their runs: a job without one is not counted.
        const auto run = runOf(runById, j);
        if (!run || (rules.leaveOutWorkflowRunEvents && run->value(u"event"_s).toString() == u"workflow_run"_s))
            continue;
        const QString name = j.value(u"name"_s).toString();
        const qint64 attempt = j.value(u"run_attempt"_s).toInteger();
        Ident &id = tree[sha][groupName(name)][{j.value(u"run_id"_s).toInteger(), attempt}][name];
        id.conclusions << j.value(u"conclusion"_s).toString();
        id.created = std::max(id.created, timeOf(j, u"created_at"_s));
        id.runCompleted |= rules.completedRunResolves && run->value(u"status"_s).toString() == u"completed"_s;
        if (!name.contains(u"mem_leak_check"_s))
            kpi[sha][{j.value(u"workflow_name"_s).toString(), name}].append({attempt, j.value(u"conclusion"_s).toString()});
    }
    HudRed out;
    std::map<qint64, TrunkRedBucket> buckets;
    for (const auto &[sha, groups] : tree) {
        if (rules.leaveOutSmallCommits && groups.size() <= 10)
            continue;
        bool pending = false, red = false, flaky = false;
        for (const auto &[group, attempts] : groups) {
            int failedAttempts = 0;
            for (const auto &[attempt, names] : attempts) {
                bool failed = false;
                for (const auto &[name, id] : names) {
                    bool idFailed = false, resolved = id.runCompleted; // nothing pending in a finished run
                    for (const QString &c : id.conclusions) {
                        idFailed |= isFailed(c, rules);
                        resolved |= !c.isEmpty();
                    }
                    if (!idFailed && !resolved && Now / 3600 - id.created / 3600 > 36)
                        idFailed = true; // HUD: unresolved for more than 36 h is failed
                    failed |= idFailed;
                    pending |= !idFailed && !resolved;
                }
                failedAttempts += failed;
            }
            red |= failedAttempts == int(attempts.size());
            flaky |= failedAttempts > 0;
        }
        const QString state = pending ? u"pending"_s : red ? u"red"_s : flaky ? u"flaky"_s : u"green"_s;
        out.stateOf.insert(sha, state);
        TrunkRedBucket &b = buckets[commits.value(sha) / bucketSeconds];
        b.bucket = commits.value(sha) / bucketSeconds;
        ++b.total;
        b.red += state == u"red"_s;
        b.flaky += state == u"flaky"_s;
        b.pending += state == u"pending"_s;
        b.green += state == u"green"_s;
    }
    for (const auto &[b, bucket] : buckets)
        out.buckets.append(bucket);
    for (const auto &[sha, jobs] : kpi) {
        int n = 0, pending = 0;
        bool anyRed = false, latestRed = false;
        for (const auto &[job, runs] : jobs) {
            qint64 latest = 0;
            for (const auto &[attempt, c] : runs)
                latest = std::max(latest, attempt);
            for (const auto &[attempt, c] : runs) {
                ++n;
                pending += c.isEmpty();
                anyRed |= isFailed(c, rules);
                latestRed |= attempt == latest && isFailed(c, rules);
            }
        }
        if (n > 10 && pending == 0) {
            ++out.average.commits;
            out.average.anyRed += anyRed;
            out.average.brokenTrunk += latestRed;
        }
    }
    return out;
}

// HUD's time_to_signal by hand: weeks from Sunday, UTC.
QVector<TrunkSignalWeek> hudTimeToSignal(const Seed &seed, qint64 from, qint64 to, const Rules &rules = {})
{
    struct Sha {
        qint64 longest = 0;
        bool main = false;
        bool allGood = true;
        qint64 created = std::numeric_limits<qint64>::max();
    };
    std::map<QString, Sha> shas;
    for (const QJsonObject &r : seed.runs) {
        const QString name = r.value(u"name"_s).toString().toLower();
        const qint64 created = timeOf(r, u"created_at"_s);
        if ((name != u"pull"_s && name != u"trunk"_s) || created < from || created >= to)
            continue;
        if (rules.oneRepository && r.value(u"head_repository.full_name"_s).toString() != Repo)
            continue;
        Sha &s = shas[r.value(u"head_sha"_s).toString()];
        s.longest = std::max(s.longest, timeOf(r, u"updated_at"_s) - created);
        s.main |= r.value(u"head_branch"_s).toString() == u"main"_s;
        s.allGood &= r.value(u"conclusion"_s).toString() == u"success"_s && r.value(u"run_attempt"_s).toInteger() == 1;
        s.created = std::min(s.created, created);
    }
    std::map<std::pair<qint64, QString>, std::pair<double, int>> weeks;
    for (const auto &[sha, s] : shas) {
        if (!s.allGood)
            continue;
        const QDate day = QDateTime::fromSecsSinceEpoch(s.created, QTimeZone::utc()).date();
        const QDate sunday = day.addDays(-(day.dayOfWeek() % 7));
        auto &[sum, n] = weeks[{QDateTime(sunday, QTime(0, 0), QTimeZone::utc()).toSecsSinceEpoch(),
                                s.main ? u"main"_s : u"not main"_s}];
        sum += double(s.longest) / 3600.0;
        ++n;
    }
    QVector<TrunkSignalWeek> out;
    for (const auto &[key, v] : weeks)
        out.append({key.first, key.second, v.first / v.second, v.second});
    return out;
}

// HUD's tts_percentile by hand: quantileExact is the value at floor(q × n) of the sorted values.
QVector<TrunkTtsJob> hudTtsPercentile(const Seed &seed, qint64 from, qint64 to, const Rules &rules = {})
{
    QHash<qint64, QJsonObject> runs;
    for (const QJsonObject &r : seed.runs)
        runs.insert(r.value(u"id"_s).toInteger(), r);
    std::map<QString, QVector<qint64>> byName;
    for (const QJsonObject &j : seed.jobs) {
        const qint64 created = timeOf(j, u"created_at"_s);
        const QString name = j.value(u"name"_s).toString();
        if (created < from || created >= to || j.value(u"conclusion"_s).toString() != u"success"_s
            || name == u"ciflow_should_run"_s || name == u"generate-test-matrix"_s || name == u"get_workflow_conclusion"_s)
            continue;
        const auto run = runs.constFind(j.value(u"run_id"_s).toInteger());
        if (run == runs.cend())
            continue;
        const qint64 runCreated = timeOf(*run, u"created_at"_s);
        if ((rules.oneRepository && run->value(u"repository.full_name"_s).toString() != Repo)
            || run->value(u"head_branch"_s).toString() != u"main"_s || run->value(u"run_attempt"_s).toInteger() != 1
            || run->value(u"event"_s).toString() != u"push"_s || runCreated < from || runCreated >= to)
            continue;
        byName[run->value(u"name"_s).toString() + u" / "_s + name].append(timeOf(j, u"completed_at"_s) - runCreated);
    }
    QVector<TrunkTtsJob> out;
    for (auto &[name, values] : byName) {
        std::sort(values.begin(), values.end());
        const auto at = [&](double q) { return values[std::min(values.size() - 1, qsizetype(q * double(values.size())))]; };
        out.append({name, at(0.5), at(0.9), int(values.size())});
    }
    std::stable_sort(out.begin(), out.end(), [](const TrunkTtsJob &a, const TrunkTtsJob &b) {
        return a.p50Seconds * a.count > b.p50Seconds * b.count;
    });
    return out;
}

// HUD's queued_jobs_by_label by hand, as of Now: a job created 5 min to a week ago, in a run of the
// repository that has not completed; of an ARC runner (a label with "l-"), without conclusion and
// queued without steps or in progress with 1 or 2 (container set-up) steps for less than 10 min;
// of another runner, queued without steps.
QVector<TrunkQueuedMachine> hudQueued(const Seed &seed, const Rules &rules = {})
{
    const QHash<qint64, QJsonObject> runs = seed.runById();
    std::map<QString, TrunkQueuedMachine> byType;
    for (const QJsonObject &j : seed.jobs) {
        const qint64 created = timeOf(j, u"created_at"_s);
        if (created >= Now - 300 || created <= Now - 7 * 86'400)
            continue;
        const auto run = runOf(runs, j);
        if (!run || (rules.oneRepository && run->value(u"repository.full_name"_s).toString() != Repo)
            || (rules.queuedInOpenRunsOnly && run->value(u"status"_s).toString() == u"completed"_s))
            continue;
        const QString status = j.value(u"status"_s).toString();
        const qsizetype steps = rules.queuedWithoutSteps ? j.value(u"steps.name"_s).toArray().size() : 0;
        bool arc = false;
        for (const QJsonValue &l : j.value(u"labels"_s).toArray())
            arc |= l.toString().contains(u"l-"_s);
        const bool waiting = arc ? j.value(u"conclusion"_s).toString().isEmpty()
                                 && ((status == u"queued"_s && steps == 0)
                                     || (rules.arcSettingUpIsQueued && status == u"in_progress"_s && steps >= 1
                                         && steps <= 2 && created > Now - 600))
                                 : status == u"queued"_s && steps == 0;
        if (!waiting)
            continue;
        const QJsonArray labels = j.value(u"labels"_s).toArray();
        const QString group = j.value(u"runner_group_name"_s).toString();
        QString type = labels.size() > 1 ? labels[1].toString() : labels.size() == 1 ? labels[0].toString() : QString();
        if (labels.isEmpty())
            type = QStringList{QString(), u"Default"_s, u"GitHub Actions"_s, u"linux.rocm.gpu.group"_s}.contains(group)
                ? u"N/A"_s
                : group;
        TrunkQueuedMachine &m = byType[type];
        m.machineType = type;
        ++m.count;
        m.maxQueueSeconds = std::max(m.maxQueueSeconds, Now - created);
    }
    QVector<TrunkQueuedMachine> out;
    for (const auto &[type, m] : byType)
        out.append(m);
    std::stable_sort(out.begin(), out.end(), [](const auto &a, const auto &b) { return a.count > b.count; });
    return out;
}

// The calculator's input: the repository's main pushes and jobs (the grid's rows are one
// repository's already).
std::pair<QVector<TrunkCommit>, QVector<TrunkJob>> calculatorInput(const Seed &seed)
{
    QVector<TrunkCommit> commits;
    for (const QJsonObject &p : seed.pushes)
        if (p.value(u"ref"_s).toString() == u"refs/heads/main"_s && p.value(u"repository.full_name"_s).toString() == Repo)
            commits.append({p.value(u"head_commit.id"_s).toString(), timeOf(p, u"head_commit.timestamp"_s)});
    QVector<TrunkJob> jobs;
    const QHash<qint64, QJsonObject> runs = seed.runById();
    for (const QJsonObject &o : seed.jobs) {
        if (repoOfJob(o) != Repo)
            continue;
        // What the grid holds: no job of a run a workflow_run event triggered (HUD's exclusion);
        // whether the run completed is given too, which the grid's rows cannot tell.
        const auto run = runOf(runs, o);
        if (run && run->value(u"event"_s).toString() == u"workflow_run"_s)
            continue;
        TrunkJob j;
        j.id = o.value(u"id"_s).toInteger();
        j.runId = o.value(u"run_id"_s).toInteger();
        j.runAttempt = o.value(u"run_attempt"_s).toInteger();
        j.sha = o.value(u"head_sha"_s).toString();
        j.workflowName = o.value(u"workflow_name"_s).toString();
        j.name = o.value(u"name"_s).toString();
        j.status = o.value(u"status"_s).toString();
        j.conclusion = o.value(u"conclusion"_s).toString();
        j.createdAt = timeOf(o, u"created_at"_s);
        j.startedAt = timeOf(o, u"started_at"_s);
        j.completedAt = timeOf(o, u"completed_at"_s);
        for (const QJsonValue &l : o.value(u"labels"_s).toArray())
            j.labels.append(l.toString());
        j.runnerGroupName = o.value(u"runner_group_name"_s).toString();
        j.runCompleted = run && run->value(u"status"_s).toString() == u"completed"_s;
        jobs.append(j);
    }
    return {commits, jobs};
}

} // namespace

class tst_TrunkClickHouse : public QObject
{
    Q_OBJECT

    ClickHouseTestServer m_server;
    std::unique_ptr<ClickHouseClient> m_client;
    Seed m_seed;
    QVector<TrunkCommit> m_commits;
    QVector<TrunkJob> m_jobs;

    struct Fetched {
        TrunkHealth health;
        SourceError error;
        bool ok = false;
    };

    static TrunkClickHouseSource::Options seedOptions()
    {
        TrunkClickHouseSource::Options options;
        options.database = u"trunk_seed"_s;
        options.viewsDatabase = u"trunk_seed"_s;
        options.now = Now;
        return options;
    }

    Fetched fetch(TrunkClickHouseSource &source, qint64 from, qint64 to)
    {
        Fetched out;
        QSignalSpy fetched(&source, &TrunkClickHouseSource::fetched);
        QSignalSpy failed(&source, &TrunkClickHouseSource::failed);
        source.fetch(from, to);
        if (!QTest::qWaitFor([&] { return !fetched.isEmpty() || !failed.isEmpty(); }, 30'000)) {
            out.error.message = u"nothing within 30 s"_s;
            return out;
        }
        QTest::qWait(20);
        if (fetched.size() + failed.size() != 1) {
            out.error.message = u"%1 fetched and %2 failed for one fetch"_s.arg(fetched.size()).arg(failed.size());
            return out;
        }
        if (!failed.isEmpty()) {
            out.error = failed.first().at(0).value<SourceError>();
            return out;
        }
        out.health = fetched.first().at(0).value<TrunkHealth>();
        out.ok = true;
        return out;
    }

private slots:
    void initTestCase()
    {
        qRegisterMetaType<hw::TrunkHealth>();
        QVERIFY2(m_server.isValid(), qPrintable(m_server.error()));
        m_client = std::make_unique<ClickHouseClient>(m_server.config());
        m_seed.pushes = hw::test::seedRows(u"trunk_push.jsonl"_s);
        m_seed.jobs = newestRows(u"trunk_workflow_job.jsonl"_s);
        m_seed.runs = newestRows(u"trunk_workflow_run.jsonl"_s);
        std::tie(m_commits, m_jobs) = calculatorInput(m_seed);
        QVERIFY(m_commits.size() > 90);
        QVERIFY(m_jobs.size() > 2000);
    }

    void hudFiguresAndTheConsoles_data()
    {
        QTest::addColumn<qint64>("from");
        QTest::addColumn<qint64>("to");
        QTest::newRow("all ten days") << utc(2026, 7, 1) << utc(2026, 7, 11);
        QTest::newRow("days 3-5") << utc(2026, 7, 3) << utc(2026, 7, 6);
        QTest::newRow("mid-day to mid-day") << utc(2026, 7, 4, 13) << utc(2026, 7, 9, 7);
        QTest::newRow("the last day, still running") << utc(2026, 7, 10) << utc(2026, 7, 11);
        QTest::newRow("nothing yet") << utc(2026, 8, 1) << utc(2026, 8, 8);
    }

    void hudFiguresAndTheConsoles()
    {
        QFETCH(qint64, from);
        QFETCH(qint64, to);
        TrunkClickHouseSource source(m_client.get(), seedOptions());
        const Fetched got = fetch(source, from, to);
        QVERIFY2(got.ok, qPrintable(got.error.message));
        const qint64 bucket = TrunkHealth::bucketFor(from, to);
        QCOMPARE(got.health.bucketSeconds, bucket);
        QCOMPARE(got.health.skippedRows, 0);

        // HUD's, computed here.
        const HudRed red = hudRed(m_seed, from, to, bucket);
        QCOMPARE(got.health.red, red.buckets);
        QCOMPARE(got.health.redAverage, red.average);
        QVERIFY(got.health.timeToSignalKnown);
        QCOMPARE(got.health.timeToSignal, hudTimeToSignal(m_seed, from, to));
        QCOMPARE(got.health.ttsPercentile, hudTtsPercentile(m_seed, from, to));
        QCOMPARE(got.health.queued, hudQueued(m_seed));
        QCOMPARE(got.health.queuedAt, Now);

        // The console's own, as the calculator computes them from the repository's rows.
        TrunkHealth expected;
        expected.bucketSeconds = bucket;
        TrunkHealthCalculator::aggregate(
            TrunkHealthCalculator::commitFigures(m_commits, m_jobs, from, to, Now, TrunkJobKind::defaultPlatforms()),
            &expected);
        QCOMPARE(got.health.consoleRed, expected.consoleRed);
        QCOMPARE(got.health.platformOnly, expected.platformOnly);
        // … and the calculator's HUD figures agree with HUD's as computed here.
        QCOMPARE(expected.red, red.buckets);
        QCOMPARE(expected.redAverage, red.average);

        if (from == utc(2026, 7, 1)) {
            // The seed's planted cases are all there.
            QVERIFY(red.average.commits > 50);
            QVERIFY(red.average.brokenTrunk > 0 && red.average.anyRed > red.average.brokenTrunk);
            int broken = 0, flaky = 0;
            for (const TrunkRedDay &d : got.health.consoleRed) {
                broken += d.broken;
                flaky += d.flakyOnly;
            }
            QVERIFY(broken >= 10);
            QVERIFY(flaky > 0);
            QVERIFY(got.health.platformOnly.size() >= 2);
            const auto windows = std::find_if(got.health.platformOnly.cbegin(), got.health.platformOnly.cend(), [](const auto &f) {
                return f.platform == u"Windows"_s && f.kind == u"test (default)"_s;
            });
            QVERIFY(windows != got.health.platformOnly.cend());
            QVERIFY2(windows->commits >= 6, qPrintable(QString::number(windows->commits))); // 8 planted, less chance
            QVERIFY(got.health.timeToSignal.size() >= 2);
            QVERIFY(got.health.ttsPercentile.size() > 15);
            QCOMPARE(got.health.queued.size(), 6);
            QCOMPARE(got.health.queued.first(), (TrunkQueuedMachine{u"linux.4xlarge"_s, 3, 5 * 3600}));
        }
        if (from == utc(2026, 8, 1))
            QVERIFY(got.health.red.isEmpty() && got.health.consoleRed.isEmpty() && got.health.timeToSignal.isEmpty());
    }

    void everyTrapChangesTheFigures()
    {
        // Each rule, switched off in the hand computation, gives other figures than the server's:
        // the comparison above would catch a query that let the trap through.
        const qint64 from = utc(2026, 7, 1), to = utc(2026, 7, 11);
        const HudRed right = hudRed(m_seed, from, to, 86'400);
        const auto differs = [&](Rules rules) {
            const HudRed wrong = hudRed(m_seed, from, to, 86'400, rules);
            return wrong.buckets != right.buckets || !(wrong.average == right.average);
        };
        QVERIFY(differs({.oneRepository = false}));         // pytorch/vision's main, a fork's job
        QVERIFY(differs({.blockingWorkflowsOnly = false})); // periodic, nightly, inductor
        QVERIFY(differs({.cancelledIsFailure = false}));
        QVERIFY(differs({.leaveOutSmallCommits = false}));
        QVERIFY(differs({.leaveOutWorkflowRunEvents = false}));
        QVERIFY(differs({.completedRunResolves = false}));
        for (const Rules &rules : {Rules{.queuedInOpenRunsOnly = false}, Rules{.queuedWithoutSteps = false},
                                   Rules{.arcSettingUpIsQueued = false}})
            QVERIFY(hudQueued(m_seed, rules) != hudQueued(m_seed));
        QVERIFY(hudTimeToSignal(m_seed, from, to, {.oneRepository = false}) != hudTimeToSignal(m_seed, from, to));
        QVERIFY(hudQueued(m_seed, {.oneRepository = false}) != hudQueued(m_seed));
        QVERIFY(hudTtsPercentile(m_seed, from, to, {.oneRepository = false}) != hudTtsPercentile(m_seed, from, to));

        // The planted commits, one by one.
        const QString cancelledOnly = m_commits.value(60).sha, fewGroups = m_commits.value(65).sha;
        QCOMPARE(right.stateOf.value(cancelledOnly), u"red"_s);
        QVERIFY(!right.stateOf.contains(fewGroups));
        for (const QJsonObject &p : m_seed.pushes)
            if (p.value(u"repository.full_name"_s).toString() != Repo)
                QVERIFY(!right.stateOf.contains(p.value(u"head_commit.id"_s).toString()));
    }

    // HUD's finer rules (issue 29), trap by trap: what each planted row does to the figures. The
    // server's figures equal the hand computation with every rule (hudFiguresAndTheConsoles).
    void hudsRunAndQueueRules()
    {
        const QHash<qint64, QJsonObject> runs = m_seed.runById();
        QSet<QString> pushed;
        for (const TrunkCommit &c : std::as_const(m_commits))
            pushed.insert(c.sha);
        QString workflowRunSha;
        QStringList placeholderShas;
        for (const QJsonObject &j : std::as_const(m_seed.jobs)) {
            const QString sha = j.value(u"head_sha"_s).toString();
            const auto run = runOf(runs, j);
            if (!run || !pushed.contains(sha) || !countedJob(j, {}))
                continue;
            if (run->value(u"event"_s).toString() == u"workflow_run"_s)
                workflowRunSha = sha;
            if (run->value(u"status"_s).toString() == u"completed"_s && j.value(u"conclusion"_s).toString().isEmpty())
                placeholderShas << sha;
        }
        QVERIFY(!workflowRunSha.isEmpty());
        QCOMPARE(placeholderShas.size(), 2);
        const qint64 from = utc(2026, 7, 1), to = utc(2026, 7, 11);
        const HudRed right = hudRed(m_seed, from, to, 86'400);
        // A failing job of a run a workflow_run event triggered: left out (counted, the commit is red).
        QVERIFY(right.stateOf.value(workflowRunSha) != u"red"_s);
        QCOMPARE(hudRed(m_seed, from, to, 86'400, {.leaveOutWorkflowRunEvents = false}).stateOf.value(workflowRunSha),
                 u"red"_s);
        // A job left without conclusion in a run that completed is resolved: over 36 h old it would be
        // red, younger it would be pending.
        const HudRed unresolved = hudRed(m_seed, from, to, 86'400, {.completedRunResolves = false});
        QStringList without;
        for (const QString &sha : std::as_const(placeholderShas)) {
            QVERIFY2(right.stateOf.value(sha) == u"green"_s || right.stateOf.value(sha) == u"flaky"_s, qPrintable(sha));
            without << unresolved.stateOf.value(sha);
        }
        without.sort();
        QCOMPARE(without, (QStringList{u"pending"_s, u"red"_s}));

        // The queue as HUD counts it: ARC's queued job and the one still setting up its containers
        // (7 min old, 2 steps); not the ARC jobs setting up for 30 min, already working (3 steps) or
        // without a step, not the job "queued" with steps, nor the ones of completed runs.
        TrunkClickHouseSource source(m_client.get(), seedOptions());
        const Fetched got = fetch(source, from, to);
        QVERIFY2(got.ok, qPrintable(got.error.message));
        QCOMPARE(got.health.queued, hudQueued(m_seed));
        const auto arc = std::find_if(got.health.queued.cbegin(), got.health.queued.cend(),
                                      [](const TrunkQueuedMachine &m) { return m.machineType == u"l-x86iavx512-8-16"_s; });
        QVERIFY(arc != got.health.queued.cend());
        QCOMPARE(*arc, (TrunkQueuedMachine{u"l-x86iavx512-8-16"_s, 2, 20 * 60}));
        for (const TrunkQueuedMachine &m : got.health.queued)
            QVERIFY2(m.machineType != u"linux.2xlarge"_s, "a job left queued in a completed run");
    }

    void badDatabaseNameIsAConfigurationError()
    {
        for (const bool views : {false, true}) {
            TrunkClickHouseSource::Options options = seedOptions();
            (views ? options.viewsDatabase : options.database) = u"x; DROP TABLE y"_s;
            TrunkClickHouseSource source(m_client.get(), options);
            const Fetched got = fetch(source, utc(2026, 7, 1), utc(2026, 7, 2));
            QVERIFY(!got.ok);
            QCOMPARE(got.error.kind, SourceError::Kind::Configuration);
            QVERIFY(got.error.message.contains(u"invalid ClickHouse database name"_s));
        }
    }

    void aMissingTableIsReported()
    {
        // Every part failing fails the fetch, with the server's why.
        TrunkClickHouseSource::Options options = seedOptions();
        options.database = u"no_such_db"_s;
        TrunkClickHouseSource source(m_client.get(), options);
        const Fetched got = fetch(source, utc(2026, 7, 1), utc(2026, 7, 2));
        QVERIFY(!got.ok);
        QCOMPARE(got.error.kind, SourceError::Kind::Server);
        QVERIFY2(!got.error.message.isEmpty(), "the server's error must reach the user");
    }

    // Each figure is its own query: one failing shows its own error in its place, the others still
    // arrive, equal to the hand computation.
    void onePartFailsAlone()
    {
        const qint64 from = utc(2026, 7, 1), to = utc(2026, 7, 11);
        const HudRed red = hudRed(m_seed, from, to, 86'400);
        // The view of jobs by SHA unreadable: the red figures (HUD's and the console's) fail together.
        TrunkClickHouseSource::Options options = seedOptions();
        options.viewsDatabase = u"no_such_views"_s;
        TrunkClickHouseSource noViews(m_client.get(), options);
        Fetched got = fetch(noViews, from, to);
        QVERIFY2(got.ok, qPrintable(got.error.message));
        QVERIFY2(got.health.errors.commits.contains(u"no_such_views"_s), qPrintable(got.health.errors.commits));
        QVERIFY(got.health.red.isEmpty() && got.health.consoleRed.isEmpty() && got.health.platformOnly.isEmpty());
        QCOMPARE(got.health.redAverage, TrunkRedAverage{});
        QCOMPARE(got.health.errors.timeToSignal, QString());
        QCOMPARE(got.health.errors.ttsPercentile, QString());
        QCOMPARE(got.health.errors.queued, QString());
        QCOMPARE(got.health.timeToSignal, hudTimeToSignal(m_seed, from, to));
        QCOMPARE(got.health.ttsPercentile, hudTtsPercentile(m_seed, from, to));
        QCOMPARE(got.health.queued, hudQueued(m_seed));

        // workflow_run without updated_at (a private copy of the seed): time to signal alone fails.
        QString error;
        const QString columns
            = ClickHouseTestServer::storedColumnsExcept(*m_client, u"trunk_seed"_s, u"workflow_run"_s, u"updated_at"_s, &error);
        QVERIFY2(!columns.isEmpty(), qPrintable(error));
        for (const QString &sql :
             {u"DROP DATABASE IF EXISTS trunk_nosignal"_s, u"CREATE DATABASE trunk_nosignal"_s,
              u"CREATE TABLE trunk_nosignal.push AS trunk_seed.push"_s,
              u"INSERT INTO trunk_nosignal.push SELECT * FROM trunk_seed.push"_s,
              u"CREATE TABLE trunk_nosignal.workflow_job AS trunk_seed.workflow_job"_s,
              u"INSERT INTO trunk_nosignal.workflow_job SELECT * FROM trunk_seed.workflow_job"_s,
              u"CREATE TABLE trunk_nosignal.workflow_run AS trunk_seed.workflow_run"_s,
              u"ALTER TABLE trunk_nosignal.workflow_run DROP COLUMN updated_at"_s,
              u"INSERT INTO trunk_nosignal.workflow_run (%1) SELECT %1 FROM trunk_seed.workflow_run"_s.arg(columns)}) {
            const auto r = ClickHouseTestServer::run(*m_client, sql);
            QVERIFY2(r.ok(), qPrintable(sql + u": "_s + m_client->describe(r.error)));
        }
        options = seedOptions();
        options.database = u"trunk_nosignal"_s;
        TrunkClickHouseSource noSignal(m_client.get(), options);
        got = fetch(noSignal, from, to);
        QVERIFY2(got.ok, qPrintable(got.error.message));
        QVERIFY2(got.health.errors.timeToSignal.contains(u"updated_at"_s), qPrintable(got.health.errors.timeToSignal));
        QVERIFY(got.health.timeToSignal.isEmpty());
        QCOMPARE(got.health.errors.commits, QString());
        QCOMPARE(got.health.errors.ttsPercentile, QString());
        QCOMPARE(got.health.errors.queued, QString());
        QCOMPARE(got.health.red, red.buckets);
        QCOMPARE(got.health.redAverage, red.average);
        QCOMPARE(got.health.ttsPercentile, hudTtsPercentile(m_seed, from, to));
        QCOMPARE(got.health.queued, hudQueued(m_seed));
        QVERIFY(!got.health.red.isEmpty() && !got.health.ttsPercentile.isEmpty() && !got.health.queued.isEmpty());
    }

    void anotherRepositoryIsItsOwn()
    {
        // pytorch/vision's own main: its three pushes, no pytorch commit.
        TrunkClickHouseSource::Options options = seedOptions();
        options.repository = u"pytorch/vision"_s;
        TrunkClickHouseSource source(m_client.get(), options);
        const Fetched got = fetch(source, utc(2026, 7, 1), utc(2026, 7, 11));
        QVERIFY2(got.ok, qPrintable(got.error.message));
        int commits = 0;
        for (const TrunkRedDay &d : got.health.consoleRed)
            commits += d.commits;
        QCOMPARE(commits, 3);
        QCOMPARE(got.health.queued, (QVector<TrunkQueuedMachine>{{u"linux.4xlarge"_s, 1, 3 * 3600}}));
    }

    void aPlatformPatternNeverBecomesSql()
    {
        // A pattern with quotes and placeholders stays a literal.
        TrunkClickHouseSource::Options options = seedOptions();
        options.platforms = {{u"Odd'); DROP TABLE x; --"_s, u"macos'"_s}, {u"Windows {from}"_s, u"win-"_s}};
        TrunkClickHouseSource source(m_client.get(), options);
        const Fetched got = fetch(source, utc(2026, 7, 1), utc(2026, 7, 11));
        QVERIFY2(got.ok, qPrintable(got.error.message));
        TrunkHealth expected;
        TrunkHealthCalculator::aggregate(
            TrunkHealthCalculator::commitFigures(m_commits, m_jobs, utc(2026, 7, 1), utc(2026, 7, 11), Now, options.platforms),
            &expected);
        QCOMPARE(got.health.platformOnly, expected.platformOnly);
    }
};

QTEST_GUILESS_MAIN(tst_TrunkClickHouse)
#include "tst_TrunkClickHouse.moc"
