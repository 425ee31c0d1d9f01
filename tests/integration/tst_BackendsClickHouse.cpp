#include "clickhouse/ClickHouseClient.h"
#include "clickhouse/ClickHouseSql.h"
#include "clickhouse/ClickHouseValue.h"
#include "backends/BackendsClickHouseSource.h"
#include "backends/BackendStatsCalculator.h"
#include "backends/L3ReadinessEvaluator.h"

#include "ClickHouseTestServer.h"
#include "TestEnvironment.h"
#include "SourceProbe.h"
#include "TestRegistry.h"

#include <QElapsedTimer>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace hw;
using hw::test::ClickHouseTestServer;
using hw::test::SourceProbe;

namespace {

// tests/data/clickhouse/generate_crcr_seed.py: every row is before this instant.
const qint64 AsOf = QDateTime(QDate(2026, 9, 24), QTime(0, 0), Qt::UTC).toSecsSinceEpoch();

qint64 timeOf(const QJsonObject &o, const char *key)
{
    const auto t = ClickHouseValue::toUtcSeconds(o.value(QLatin1String(key)));
    if (!t)
        qFatal("seed: bad time in %s", key);
    return *t;
}

double secondsOf(const QJsonValue &v)
{
    return v.isNull() ? -1 : v.toDouble();
}

// The seed file parsed independently of ClickHouse (the test's ground truth).
QVector<BackendJobRow> seedRows()
{
    QVector<BackendJobRow> rows;
    const QByteArray data = hw::test::readFile(hw::test::dataPath(u"clickhouse/crcr_workflow_job.jsonl"_s));
    for (const QByteArray &line : data.split('\n')) {
        if (line.trimmed().isEmpty())
            continue;
        const QJsonObject o = QJsonDocument::fromJson(line).object();
        BackendJobRow r;
        r.dynamoKey = o.value(u"dynamoKey"_s).toString();
        r.status = o.value(u"status"_s).toString();
        r.downstreamRepo = o.value(u"downstream_repo"_s).toString();
        r.upstreamRepo = o.value(u"upstream_repo"_s).toString();
        r.prNumber = o.value(u"pr_number"_s).toInteger();
        r.headSha = o.value(u"pytorch_head_sha"_s).toString();
        r.deliveryId = o.value(u"delivery_id"_s).toString();
        r.workflowRunUrl = o.value(u"workflow_run_url"_s).toString();
        r.workflowName = o.value(u"workflow_name"_s).toString();
        r.jobName = o.value(u"job_name"_s).toString();
        r.checkRunId = o.value(u"check_run_id"_s).toString();
        r.runId = o.value(u"run_id"_s).toString();
        r.runAttempt = o.value(u"run_attempt"_s).toInt();
        r.conclusion = o.value(u"conclusion"_s).toString();
        r.queueSeconds = secondsOf(o.value(u"queue_time"_s));
        r.executionSeconds = secondsOf(o.value(u"execution_time"_s));
        r.startedAt = timeOf(o, "started_at");
        r.completedAt = timeOf(o, "completed_at");
        r.totalTests = o.value(u"total_tests"_s).toInteger();
        r.passedTests = o.value(u"passed_tests"_s).toInteger();
        r.failedTests = o.value(u"failed_tests"_s).toInteger();
        r.skippedTests = o.value(u"skipped_tests"_s).toInteger();
        const QString verdict = o.value(u"triage_verdict_json"_s).toString();
        if (!verdict.isEmpty())
            r.triageCategory = QJsonDocument::fromJson(verdict.toUtf8()).object().value(u"category"_s).toString();
        r.level = o.value(u"downstream_repo_level"_s).toString();
        r.eventType = o.value(u"event_type"_s).toString();
        r.insertedAt = timeOf(o, "_inserted_at");
        if (r.dynamoKey.isEmpty() || r.downstreamRepo.isEmpty())
            qFatal("seed: incomplete row");
        rows.append(r);
    }
    return rows;
}

bool sameSeconds(const std::optional<double> &a, const std::optional<double> &b)
{
    if (a.has_value() != b.has_value())
        return false;
    // Sums may be added up in another order on the server; allow for rounding only.
    return !a || std::abs(*a - *b) <= 1e-9 * std::max(1.0, std::abs(*b));
}

QString describe(const WindowStats &w)
{
    const auto opt = [](const std::optional<double> &v) { return v ? QString::number(*v, 'f', 6) : u"-"_s; };
    return u"days %1 jobs %2 ok %3 test %4 infra %5 to %6 cancel %7 overrun %8/%9 e2e %10 queue %11 first %12 last %13"_s
        .arg(w.days).arg(w.jobs).arg(w.succeeded).arg(w.testFailures).arg(w.infraFailures).arg(w.timedOut)
        .arg(w.cancelled).arg(w.overruns).arg(w.notTimedOut).arg(opt(w.e2eP50Seconds), opt(w.avgQueueSeconds))
        .arg(w.firstCompletedAt).arg(w.lastCompletedAt);
}

// Equal up to the rounding of means; the doubles are otherwise compared exactly.
bool sameWindow(WindowStats a, WindowStats b)
{
    if (!sameSeconds(a.avgQueueSeconds, b.avgQueueSeconds) || !sameSeconds(a.e2eP50Seconds, b.e2eP50Seconds))
        return false;
    a.avgQueueSeconds = b.avgQueueSeconds;
    a.e2eP50Seconds = b.e2eP50Seconds;
    return a == b;
}

// HUD's L3 figures of one repo over (asOf - days, asOf], computed with plain loops straight from
// reference/hud-definitions.md ("CRCR L3"), independently of the console's SQL and of
// BackendStatsCalculator.
struct HudL3 {
    qint64 jobs = 0, succeeded = 0, timedOut = 0, overruns = 0, notTimedOut = 0, e2eRuns = 0;
    std::optional<double> e2eP50, avgQueue;
};

HudL3 hudL3(const QVector<BackendJobRow> &rows, const QString &repo, qint64 asOf, int days)
{
    // FINAL: the last row inserted per dynamoKey; on a tie of _inserted_at the completed one.
    QMap<QString, BackendJobRow> latest;
    for (const BackendJobRow &r : rows) {
        if (r.downstreamRepo != repo)
            continue;
        auto it = latest.find(r.dynamoKey);
        if (it == latest.end() || r.insertedAt > it->insertedAt
            || (r.insertedAt == it->insertedAt && r.status == u"completed"_s && it->status != u"completed"_s))
            latest[r.dynamoKey] = r;
    }
    // Completed PR jobs of pytorch/pytorch started in the window; the highest attempt per run and job.
    QMap<QString, BackendJobRow> jobs;
    for (const BackendJobRow &r : std::as_const(latest)) {
        if (r.status != u"completed"_s || r.prNumber <= 0 || r.upstreamRepo != u"pytorch/pytorch"_s)
            continue;
        if (!(r.startedAt > asOf - days * 86400 && r.startedAt <= asOf))
            continue;
        const QString key = r.runId + u'|' + r.jobName;
        if (!jobs.contains(key) || jobs[key].runAttempt < r.runAttempt)
            jobs[key] = r;
    }
    HudL3 h;
    double queueSum = 0;
    int queueCount = 0;
    QMap<QString, double> runQueue;
    QMap<QString, qint64> runStart, runEnd;
    for (const BackendJobRow &r : std::as_const(jobs)) {
        const bool probe = r.downstreamRepo == u"pytorch/crcr-test"_s;
        const bool meant = probe
            && ((r.jobName.contains(u"xfail"_s) && r.conclusion == u"failure"_s)
                || (r.jobName.contains(u"xcancel"_s) && r.conclusion == u"cancelled"_s)
                || (r.jobName.contains(u"xtimeout"_s) && r.conclusion == u"timed_out"_s));
        ++h.jobs;
        if (r.conclusion == u"success"_s || meant)
            ++h.succeeded;
        if (r.conclusion == u"timed_out"_s && !(probe && r.jobName.contains(u"xtimeout"_s)))
            ++h.timedOut;
        if (r.conclusion != u"timed_out"_s) {
            ++h.notTimedOut;
            if (r.executionSeconds > 3 * 3600)
                ++h.overruns;
        }
        if (r.queueSeconds >= 0) {
            queueSum += r.queueSeconds;
            ++queueCount;
            runQueue[r.runId] = std::max(runQueue.value(r.runId, 0.0), r.queueSeconds);
        }
        runStart[r.runId] = runStart.contains(r.runId) ? std::min(runStart[r.runId], r.startedAt) : r.startedAt;
        runEnd[r.runId] = std::max(runEnd.value(r.runId, 0), r.completedAt);
    }
    QVector<double> e2e;
    for (auto it = runQueue.cbegin(); it != runQueue.cend(); ++it)
        e2e.append(it.value() + double(runEnd[it.key()] - runStart[it.key()]));
    std::sort(e2e.begin(), e2e.end());
    h.e2eRuns = e2e.size();
    if (!e2e.isEmpty())
        h.e2eP50 = e2e[e2e.size() / 2]; // quantileExact(0.5): the upper middle
    if (queueCount > 0)
        h.avgQueue = queueSum / queueCount;
    return h;
}

const BackendStats *findRepo(const QVector<BackendStats> &all, const QString &repo)
{
    for (const BackendStats &s : all)
        if (s.repo == repo)
            return &s;
    return nullptr;
}

} // namespace

class tst_BackendsClickHouse : public QObject
{
    Q_OBJECT

    ClickHouseTestServer m_server;
    std::unique_ptr<ClickHouseClient> m_client;
    QVector<BackendJobRow> m_rows;

    struct Fetched {
        QVector<BackendStats> stats;
        QVector<BackendJobResult> jobs;
        QString error;
        SourceError::Kind kind = SourceError::Kind::None;
        qint64 ms = 0;
    };

    Fetched fetch(BackendsClickHouseSource &source, qint64 asOf)
    {
        SourceProbe probe(&source, &BackendsClickHouseSource::fetched, &BackendsClickHouseSource::failed);
        source.fetch(asOf);
        const SourceProbe::Answer answer = probe.wait();
        Fetched out;
        out.ms = answer.ms;
        out.stats = answer.value<QVector<BackendStats>>(0);
        out.jobs = answer.value<QVector<BackendJobResult>>(1);
        if (!answer.ok()) {
            out.error = answer.problem();
            out.kind = answer.error.kind;
        }
        return out;
    }

    void compareWithCalculator(const Fetched &got, const QVector<BackendJobRow> &rows, qint64 asOf)
    {
        const QVector<BackendStats> expected = BackendStatsCalculator::compute(rows, asOf);
        QVERIFY(!expected.isEmpty());
        QCOMPARE(got.stats.size(), expected.size());
        for (qsizetype i = 0; i < expected.size(); ++i) {
            const BackendStats &g = got.stats[i];
            const BackendStats &e = expected[i];
            QCOMPARE(g.repo, e.repo);
            QVERIFY2(sameWindow(g.demotionWindow, e.demotionWindow),
                     qPrintable(e.repo + u"\n sql  "_s + describe(g.demotionWindow) + u"\n calc "_s
                                + describe(e.demotionWindow)));
            QVERIFY2(sameWindow(g.promotionWindow, e.promotionWindow),
                     qPrintable(e.repo + u"\n sql  "_s + describe(g.promotionWindow) + u"\n calc "_s
                                + describe(e.promotionWindow)));
            QCOMPARE(g.lastConclusion, e.lastConclusion);
            QCOMPARE(g.lastCompletedAt, e.lastCompletedAt);
            QCOMPARE(g.lastJobName, e.lastJobName);
            QCOMPARE(g.lastExpectedOutcome, e.lastExpectedOutcome);
            QCOMPARE(g.firstSeenAt, e.firstSeenAt);
            QCOMPARE(g.daily.size(), e.daily.size());
            for (qsizetype d = 0; d < e.daily.size(); ++d)
                QVERIFY2(g.daily[d] == e.daily[d], qPrintable(e.repo + u" day %1"_s.arg(e.daily[d].day)));
            QCOMPARE(g.levels.size(), e.levels.size());
            for (qsizetype l = 0; l < e.levels.size(); ++l)
                QVERIFY2(g.levels[l] == e.levels[l], qPrintable(e.repo + u" level %1"_s.arg(l)));
        }
        const QVector<BackendJobResult> expectedJobs = BackendStatsCalculator::latestJobs(rows, asOf);
        QCOMPARE(got.jobs.size(), expectedJobs.size());
        for (qsizetype i = 0; i < expectedJobs.size(); ++i)
            QVERIFY2(got.jobs[i] == expectedJobs[i],
                     qPrintable(u"job %1: sql %2/%3 attempt %4 %5, calc %6/%7 attempt %8 %9"_s.arg(i)
                                    .arg(got.jobs[i].deliveryId, got.jobs[i].jobName)
                                    .arg(got.jobs[i].runAttempt)
                                    .arg(got.jobs[i].conclusion, expectedJobs[i].deliveryId, expectedJobs[i].jobName)
                                    .arg(expectedJobs[i].runAttempt)
                                    .arg(expectedJobs[i].conclusion)));
    }

private slots:
    void initTestCase()
    {
        qRegisterMetaType<QVector<hw::BackendStats>>();
        qRegisterMetaType<QVector<hw::BackendJobResult>>();
        QVERIFY2(m_server.isValid(), qPrintable(m_server.error()));
        m_client = std::make_unique<ClickHouseClient>(m_server.config());
        m_rows = seedRows();
        QVERIFY(m_rows.size() > 300);
    }

    void seedIsLoaded()
    {
        // Distinct keys, not rows: a background merge of the ReplacingMergeTree may fold the
        // in-progress row into its completed row (which changes no figure: the newest row wins).
        // Only the seed's repos: other tests (the console's) add rows of their own repos.
        QSet<QString> keys;
        QSet<QString> repos;
        for (const BackendJobRow &row : m_rows) {
            keys.insert(row.dynamoKey);
            repos.insert(row.downstreamRepo);
        }
        QStringList quoted;
        for (const QString &repo : std::as_const(repos))
            quoted << ClickHouseSql::quote(repo);
        const auto r = ClickHouseTestServer::select(
            *m_client, u"SELECT uniqExact(dynamoKey) AS k, count() AS n, toUnixTimestamp(max(_inserted_at)) AS last "
                       "FROM default.crcr_workflow_job WHERE downstream_repo IN (%1)"_s.arg(quoted.join(u", "_s)));
        QVERIFY2(r.ok(), qPrintable(m_client->describe(r.error)));
        QCOMPARE(ClickHouseValue::toInt64(r.rows.first().value(u"k"_s)).value_or(-1), qint64(keys.size()));
        QVERIFY(ClickHouseValue::toInt64(r.rows.first().value(u"n"_s)).value_or(-1) <= m_rows.size());
        QVERIFY(ClickHouseValue::toInt64(r.rows.first().value(u"last"_s)).value_or(AsOf) < AsOf);
    }

    void figuresMatchCalculator_data()
    {
        QTest::addColumn<qint64>("asOf");
        QTest::newRow("ASOF") << AsOf;
        QTest::newRow("ASOF - 3.5 days") << AsOf - 3 * 86400 - 43200;
        QTest::newRow("ASOF - 12 days (Ascend just at L3)") << AsOf - 12 * 86400;
        QTest::newRow("ASOF - 30 days (partial coverage)") << AsOf - 30 * 86400;
        QTest::newRow("before any data") << AsOf - 60 * 86400;
    }

    void figuresMatchCalculator()
    {
        QFETCH(qint64, asOf);
        BackendsClickHouseSource source(m_client.get());
        const Fetched got = fetch(source, asOf);
        QVERIFY2(got.error.isEmpty(), qPrintable(got.error));
        if (asOf < AsOf - 40 * 86400) {
            QVERIFY(got.stats.isEmpty());
            QVERIFY(got.jobs.isEmpty());
            QVERIFY(BackendStatsCalculator::compute(m_rows, asOf).isEmpty());
            return;
        }
        compareWithCalculator(got, m_rows, asOf);
        qInfo("asOf %lld: %lld backends, %lld recent jobs, fetch %lld ms", asOf, qint64(got.stats.size()),
              qint64(got.jobs.size()), got.ms);
    }

    // Every HUD L3 figure of every seeded backend, through the console's SQL, against plain loops.
    void l3FiguresAreHuds()
    {
        BackendsClickHouseSource source(m_client.get());
        const Fetched got = fetch(source, AsOf);
        QVERIFY2(got.error.isEmpty(), qPrintable(got.error));
        QSet<QString> repos;
        for (const BackendJobRow &r : std::as_const(m_rows))
            repos.insert(r.downstreamRepo);
        for (const QString &repo : std::as_const(repos)) {
            const BackendStats *s = findRepo(got.stats, repo);
            QVERIFY2(s, qPrintable(repo));
            for (const WindowStats *w : {&s->demotionWindow, &s->promotionWindow}) {
                const HudL3 h = hudL3(m_rows, repo, AsOf, w->days);
                const QString where = repo + u" %1 days"_s.arg(w->days);
                QVERIFY2(w->jobs == h.jobs, qPrintable(where + u" jobs %1 != %2"_s.arg(w->jobs).arg(h.jobs)));
                QVERIFY2(w->succeeded == h.succeeded, qPrintable(where + u" succeeded %1 != %2"_s.arg(w->succeeded).arg(h.succeeded)));
                QVERIFY2(w->timedOut == h.timedOut, qPrintable(where + u" timed out"_s));
                QVERIFY2(w->overruns == h.overruns && w->notTimedOut == h.notTimedOut, qPrintable(where + u" overruns"_s));
                QVERIFY2(w->e2eRuns == h.e2eRuns, qPrintable(where + u" e2e runs %1 != %2"_s.arg(w->e2eRuns).arg(h.e2eRuns)));
                QVERIFY2(w->e2eP50Seconds == h.e2eP50,
                         qPrintable(where + u" e2e %1 != %2"_s.arg(w->e2eP50Seconds.value_or(-1)).arg(h.e2eP50.value_or(-1))));
                QVERIFY2(sameSeconds(w->avgQueueSeconds, h.avgQueue), qPrintable(where + u" queue"_s));
            }
        }
    }

    // The traps of the seed (generate_crcr_seed.py), each with the figure and verdict HUD gives.
    void l3Traps()
    {
        BackendsClickHouseSource source(m_client.get());
        const Fetched got = fetch(source, AsOf);
        QVERIFY2(got.error.isEmpty(), qPrintable(got.error));

        // Exactly 90 % over 7 days (nightly failures, another upstream's failures, a failure started
        // before the window and an older failed attempt all left out): fine, not a demotion.
        const BackendStats *npu = findRepo(got.stats, u"trap-org/npu-pass-90"_s);
        QVERIFY(npu);
        QCOMPARE(npu->demotionWindow.jobs, qint64(10));
        QCOMPARE(npu->demotionWindow.succeeded, qint64(9));
        QCOMPARE(npu->promotionWindow.jobs, qint64(11)); // + the failure started 7 d 30 min ago
        QCOMPARE(npu->promotionWindow.succeeded, qint64(9));
        L3Assessment a = L3ReadinessEvaluator::evaluate(*npu, TrustLevel::L3, std::nullopt, AsOf);
        QCOMPARE(a.verdict, L3Assessment::Verdict::Hold);
        QVERIFY(!a.temporaryDemotion && !a.levelStatusDemote);

        // Runs of 2 h, 2.5 h, 3 h, 3 h (a run without queue times left out): P50 is exactly 3 h, which
        // fails "< 3 h". Per job (the old definition) the median was 1 h 11 min 40 s.
        const BackendStats *gpu = findRepo(got.stats, u"trap-org/gpu-e2e-3h"_s);
        QVERIFY(gpu);
        QCOMPARE(gpu->demotionWindow.e2eRuns, qint64(4));
        QCOMPARE(gpu->demotionWindow.e2eP50Seconds, std::optional<double>(3 * 3600));
        QCOMPARE(gpu->demotionWindow.jobs, qint64(10));
        a = L3ReadinessEvaluator::evaluate(*gpu, TrustLevel::L3, std::nullopt, AsOf);
        QCOMPARE(a.verdict, L3Assessment::Verdict::Demote);
        QVERIFY(a.temporaryDemotion && a.levelStatusDemote);

        // Only nightly jobs: no L3 data. HUD's /crcr: temporary demotion; level-status: no change.
        const BackendStats *nightly = findRepo(got.stats, u"trap-org/nightly-only"_s);
        QVERIFY(nightly);
        QCOMPARE(nightly->demotionWindow.jobs, qint64(0));
        a = L3ReadinessEvaluator::evaluate(*nightly, TrustLevel::L3, std::nullopt, AsOf);
        QCOMPARE(a.verdict, L3Assessment::Verdict::NotEnoughData);
        QVERIFY(a.noData && a.temporaryDemotion && !a.levelStatusDemote);

        // vLLM reports nightly runs only: nothing of it is in HUD's L3 figures.
        const BackendStats *vllm = findRepo(got.stats, u"vllm-project/vllm"_s);
        QVERIFY(vllm);
        QCOMPARE(vllm->promotionWindow.jobs, qint64(0));
        QVERIFY(!vllm->promotionWindow.e2eP50Seconds);

        // The probe repo's trap jobs (xfail that passed counts by its success; xfail cancelled,
        // xtimeout failed, xcancel timed out and an upper-case XFAIL do not count as successes).
        const BackendStats *probe = findRepo(got.stats, u"pytorch/crcr-test"_s);
        QVERIFY(probe);
        QVERIFY(probe->demotionWindow.timedOut >= 1); // test-xcancel that timed out
        qint64 meant = 0, probeJobs = 0;
        for (const BackendJobResult &j : got.jobs) {
            if (j.repo != u"pytorch/crcr-test"_s || j.status != u"completed"_s)
                continue;
            ++probeJobs;
            meant += j.expectedOutcome;
            if (j.jobName == u"test-XFAIL-upper"_s || (j.jobName == u"test-xfail"_s && j.conclusion != u"failure"_s))
                QVERIFY2(!j.expectedOutcome, qPrintable(j.jobName + u' ' + j.conclusion));
        }
        QVERIFY(probeJobs > 0 && meant > 0);
    }

    // What the seed is for: the figures the views and the readiness panel must show.
    void seedShowsTheDocumentedCases()
    {
        const QVector<BackendStats> stats = BackendStatsCalculator::compute(m_rows, AsOf);
        QCOMPARE(stats.size(), 8); // 5 backends + 3 trap repos
        const BackendStats *ascend = findRepo(stats, u"Ascend/pytorch"_s);
        QVERIFY(ascend);
        QCOMPARE(ascend->levels.size(), 2);
        QCOMPARE(ascend->levels[0].level, TrustLevel::L2);
        QCOMPARE(ascend->levels[1].level, TrustLevel::L3);
        QVERIFY(ascend->levels[1].firstSeen >= QDateTime(QDate(2026, 9, 11), QTime(0, 0), Qt::UTC).toSecsSinceEpoch());
        QVERIFY(*ascend->promotionWindow.passRate() > *ascend->demotionWindow.passRate());
        QVERIFY(*ascend->demotionWindow.passRate() < 0.9);
        QVERIFY(ascend->demotionWindow.infraFailures > ascend->demotionWindow.timedOut + ascend->demotionWindow.cancelled);
        qInfo("Ascend/pytorch pass rate: 7 days %.4f (%lld/%lld), 14 days %.4f (%lld/%lld)",
              *ascend->demotionWindow.passRate(), ascend->demotionWindow.succeeded, ascend->demotionWindow.jobs,
              *ascend->promotionWindow.passRate(), ascend->promotionWindow.succeeded, ascend->promotionWindow.jobs);

        const BackendStats *probe = findRepo(stats, u"pytorch/crcr-test"_s);
        QVERIFY(probe);
        // xfail/xcancel/xtimeout that fail as meant still count as passes.
        QVERIFY(*probe->promotionWindow.passRate() > 0.9);
        // Its newest job is an expected timeout: "Last result" must not call it a failure.
        QCOMPARE(probe->lastConclusion, u"timed_out"_s);
        QCOMPARE(probe->lastJobName, u"test-xtimeout"_s);
        QVERIFY(probe->lastExpectedOutcome);

        const BackendStats *spyre = findRepo(stats, u"torch-spyre/torch-spyre"_s);
        QVERIFY(spyre && *spyre->promotionWindow.avgQueueSeconds > 30 * 60);
        const BackendStats *redhat = findRepo(stats, u"TorchedHat/pytorch-redhat-ci"_s);
        QVERIFY(redhat && *redhat->promotionWindow.passRate() >= 0.9 && *redhat->promotionWindow.avgQueueSeconds < 1800);

        // Re-runs, in-progress rows later completed and a tie on _inserted_at are in the seed.
        QSet<QString> keysInProgress, keysCompleted;
        QMap<QString, QSet<qint64>> insertedByKey;
        bool rerun = false, tie = false;
        for (const BackendJobRow &r : m_rows) {
            (r.status == u"completed"_s ? keysCompleted : keysInProgress).insert(r.dynamoKey);
            rerun = rerun || r.runAttempt > 1;
            tie = tie || insertedByKey[r.dynamoKey].contains(r.insertedAt);
            insertedByKey[r.dynamoKey].insert(r.insertedAt);
        }
        QVERIFY(rerun);
        QVERIFY(tie);
        QVERIFY(keysInProgress.intersects(keysCompleted));
    }

    void tableWithoutTriageColumn()
    {
        QString error;
        const QString columns
            = ClickHouseTestServer::storedColumnsExcept(*m_client, u"default"_s, u"crcr_workflow_job"_s, u"triage_verdict_json"_s, &error);
        QVERIFY2(!columns.isEmpty(), qPrintable(error));
        for (const QString &sql :
             {u"DROP DATABASE IF EXISTS crcr_notriage"_s, u"CREATE DATABASE crcr_notriage"_s,
              u"CREATE TABLE crcr_notriage.crcr_workflow_job AS default.crcr_workflow_job"_s,
              u"ALTER TABLE crcr_notriage.crcr_workflow_job DROP COLUMN triage_verdict_json"_s,
              u"INSERT INTO crcr_notriage.crcr_workflow_job (%1) SELECT %1 FROM default.crcr_workflow_job"_s.arg(columns)}) {
            const auto r = ClickHouseTestServer::run(*m_client, sql);
            QVERIFY2(r.ok(), qPrintable(sql + u": "_s + m_client->describe(r.error)));
        }
        BackendsClickHouseSource::Options options;
        options.database = u"crcr_notriage"_s;
        BackendsClickHouseSource source(m_client.get(), options);
        const Fetched got = fetch(source, AsOf);
        QVERIFY2(got.error.isEmpty(), qPrintable(got.error));

        QVector<BackendJobRow> untriaged = m_rows;
        for (BackendJobRow &r : untriaged)
            r.triageCategory.clear();
        compareWithCalculator(got, untriaged, AsOf);
        // Without triage, failures triaged "infra" count as test failures: the figures differ.
        const QVector<BackendStats> triaged = BackendStatsCalculator::compute(m_rows, AsOf);
        const BackendStats *withTriage = findRepo(triaged, u"Ascend/pytorch"_s);
        const BackendStats *without = findRepo(got.stats, u"Ascend/pytorch"_s);
        QVERIFY(withTriage && without);
        QVERIFY(without->promotionWindow.testFailures > withTriage->promotionWindow.testFailures);
        for (const BackendJobResult &j : got.jobs)
            QVERIFY(j.triageCategory.isEmpty());
    }

    void badColumnTypeNamesTheColumn()
    {
        for (const QString &sql :
             {u"DROP DATABASE IF EXISTS crcr_badtype"_s, u"CREATE DATABASE crcr_badtype"_s,
              u"CREATE TABLE crcr_badtype.crcr_workflow_job AS default.crcr_workflow_job"_s,
              // Not pr_number any more: HUD's population filter (pr_number > 0) runs on the server.
              u"ALTER TABLE crcr_badtype.crcr_workflow_job MODIFY COLUMN total_tests String"_s,
              u"INSERT INTO crcr_badtype.crcr_workflow_job (dynamoKey, status, downstream_repo, upstream_repo, delivery_id, "
              "workflow_name, job_name, run_attempt, conclusion, started_at, completed_at, downstream_repo_level, "
              "pr_number, total_tests) VALUES ('k', 'completed', 'a/b', 'pytorch/pytorch', 'd1', 'w', 'j', 1, 'success', "
              "toDateTime('2026-09-20 10:00:00'), toDateTime('2026-09-20 11:00:00'), 'L2', 12, 'many')"_s}) {
            const auto r = ClickHouseTestServer::run(*m_client, sql);
            QVERIFY2(r.ok(), qPrintable(sql + u": "_s + m_client->describe(r.error)));
        }
        BackendsClickHouseSource::Options options;
        options.database = u"crcr_badtype"_s;
        BackendsClickHouseSource source(m_client.get(), options);
        const Fetched got = fetch(source, AsOf);
        QVERIFY2(got.error.contains(u"crcr_badtype.crcr_workflow_job (recent jobs) row 1: column 'j_total' has type "
                                    "string, expected integer (value 'many')"_s),
                 qPrintable(got.error));
    }

    void rowConversionIsStrict()
    {
        QMap<QString, BackendStats> stats;
        QVERIFY(BackendsClickHouseSource::applyLevelRow(
            QJsonObject{{u"repo"_s, u"a/b"_s}, {u"level"_s, u"L2"_s}, {u"first_seen"_s, 10}, {u"last_seen"_s, u"20"_s}},
            &stats));
        QCOMPARE(stats.value(u"a/b"_s).levels, (QVector<LevelObservation>{{TrustLevel::L2, 10, 20}}));
        QCOMPARE(stats.value(u"a/b"_s).promotionWindow.days, 14);
        Result<void, QString> refused = BackendsClickHouseSource::applyLevelRow(
            QJsonObject{{u"repo"_s, u"a/b"_s}, {u"level"_s, 2}, {u"first_seen"_s, 10}, {u"last_seen"_s, 20}}, &stats);
        QVERIFY(!refused);
        QCOMPARE(refused.error(), u"column 'level' has type number, expected string — this table is not HUD's schema: check clickhouse/database, or update HUD Watch"_s);
        refused = BackendsClickHouseSource::applyStatsRow(QJsonObject{{u"repo"_s, u"a/b"_s}}, &stats);
        QVERIFY(!refused);
        QCOMPARE(refused.error(), u"column 'jobs_7' has type missing, expected integer — this table is not HUD's schema: check clickhouse/database, or update HUD Watch"_s);
        refused = BackendsClickHouseSource::applyDailyRow(
            QJsonObject{{u"repo"_s, u"a/b"_s}, {u"day"_s, 1.5}, {u"succeeded"_s, 1}, {u"test_failures"_s, 0},
                        {u"infra_failures"_s, 0}},
            &stats);
        QVERIFY(!refused);
        QVERIFY2(refused.error().startsWith(u"column 'day' has type number"_s), qPrintable(refused.error()));
        refused = BackendsClickHouseSource::applyLastResultRow(
            QJsonObject{{u"repo"_s, u"a/b"_s}, {u"last_conclusion"_s, QJsonValue()}, {u"last_completed_at"_s, 5}},
            &stats);
        QVERIFY(!refused);
        QCOMPARE(refused.error(), u"column 'last_conclusion' has type null, expected string — this table is not HUD's schema: check clickhouse/database, or update HUD Watch"_s);
        const auto job = BackendsClickHouseSource::jobFromRow(QJsonObject{{u"j_repo"_s, u"a/b"_s}, {u"j_pr"_s, u"x1"_s}});
        QVERIFY(!job);
        QCOMPARE(job.error(), u"column 'j_pr' has type string, expected integer (value 'x1') — this table is not HUD's schema: check clickhouse/database, or update HUD Watch"_s);
    }

    void invalidTableNameFails()
    {
        BackendsClickHouseSource::Options options;
        options.table = u"crcr_workflow_job; DROP TABLE x"_s;
        BackendsClickHouseSource source(m_client.get(), options);
        const Fetched got = fetch(source, AsOf);
        QVERIFY2(got.error.contains(u"invalid ClickHouse table name"_s), qPrintable(got.error));
        QCOMPARE(got.kind, SourceError::Kind::Configuration);
    }

    void missingTableFails()
    {
        BackendsClickHouseSource::Options options;
        options.table = u"no_such_table"_s;
        BackendsClickHouseSource source(m_client.get(), options);
        const Fetched got = fetch(source, AsOf);
        QVERIFY(!got.error.isEmpty());
        QVERIFY2(got.error.contains(u"no_such_table"_s), qPrintable(got.error));
    }

    void newerFetchSupersedesOlder()
    {
        BackendsClickHouseSource source(m_client.get());
        SourceProbe probe(&source, &BackendsClickHouseSource::fetched, &BackendsClickHouseSource::failed);
        source.fetch(AsOf - 20 * 86400);
        source.fetch(AsOf);
        const SourceProbe::Answer newer = probe.wait(30'000, 200);
        QVERIFY2(newer.ok(), qPrintable(newer.problem()));
        // The result is the one of the second fetch (as of ASOF): Ascend has L3 observations.
        const auto stats = newer.value<QVector<BackendStats>>();
        const BackendStats *ascend = findRepo(stats, u"Ascend/pytorch"_s);
        QVERIFY(ascend);
        QCOMPARE(ascend->levels.size(), 2);
        probe.clear();
        source.fetch(AsOf);
        source.cancel();
        QTest::qWait(300); // on purpose: longer than a fetch takes, and the cancelled one answers nothing
        QCOMPARE(probe.heard(), 0);
    }

    // Row counts and timings of each query on the seed (printed for the report).
    void queryTimings()
    {
        const QString table = u"default.crcr_workflow_job"_s;
        const QList<QPair<QString, QString>> queries = {
            {u"levels"_s, BackendsClickHouseSource::levelsSql(table, AsOf)},
            {u"stats"_s, BackendsClickHouseSource::statsSql(table, AsOf, true)},
            {u"daily"_s, BackendsClickHouseSource::dailySql(table, AsOf, true)},
            {u"last"_s, BackendsClickHouseSource::lastResultSql(table, AsOf)},
            {u"jobs"_s, BackendsClickHouseSource::jobsSql(table, AsOf, true, 30)},
        };
        for (const auto &[name, sql] : queries) {
            QElapsedTimer t;
            t.start();
            const auto r = ClickHouseTestServer::select(*m_client, sql);
            QVERIFY2(r.ok(), qPrintable(name + u": "_s + m_client->describe(r.error)));
            QVERIFY(!r.rows.isEmpty());
            qInfo("%s: %lld rows, %lld ms, %lld bytes", qPrintable(name), qint64(r.rows.size()), t.elapsed(),
                  r.wireBytes);
        }
    }
};

HW_TEST_GUILESS_MAIN(tst_BackendsClickHouse)
#include "tst_BackendsClickHouse.moc"
