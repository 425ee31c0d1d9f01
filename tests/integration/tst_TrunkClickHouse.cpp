// Trunk health read from the real ClickHouse (TrunkClickHouseSource) against the seed
// (tests/data/clickhouse/generate_trunk_seed.py), read here straight from the seed files:
//  - HUD's figures (master_commit_red, master_commit_red_avg, time_to_signal,
//    queued_jobs_by_label) equal what TrunkSeed computes with plain loops over the rows,
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
#include "SourceProbe.h"
#include "TrunkSeed.h"
#include "TestRegistry.h"
#include "TestValues.h"

#include <QDateTime>
#include <QSet>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace hw;
using hw::test::ClickHouseTestServer;
using hw::test::SourceProbe;
using hw::test::TrunkSeed;
using Rules = TrunkSeed::Rules;
using HudRed = TrunkSeed::HudRed;
using hw::test::countedJob;
using hw::test::runOf;

namespace {

const QString Repo = u"pytorch/pytorch"_s;
constexpr qint64 Now = TrunkSeed::Now;

} // namespace

class tst_TrunkClickHouse : public QObject
{
    Q_OBJECT

    ClickHouseTestServer m_server;
    std::unique_ptr<ClickHouseClient> m_client;
    TrunkSeed m_seed;
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

    static Fetched fetch(TrunkClickHouseSource &source, qint64 from, qint64 to)
    {
        SourceProbe probe(&source, &TrunkClickHouseSource::fetched, &TrunkClickHouseSource::failed);
        source.fetch(from, to);
        const SourceProbe::Answer answer = probe.wait();
        Fetched out;
        out.ok = answer.ok();
        out.health = answer.value<TrunkHealth>();
        out.error = answer.error;
        if (!out.ok && out.error.message.isEmpty())
            out.error.message = answer.problem();
        return out;
    }

private slots:
    void initTestCase()
    {
        qRegisterMetaType<hw::TrunkHealth>();
        QVERIFY2(m_server.isValid(), qPrintable(m_server.error()));
        m_client = std::make_unique<ClickHouseClient>(m_server.config());
        m_seed = TrunkSeed::read();
        std::tie(m_commits, m_jobs) = calculatorInput(m_seed);
        QVERIFY(m_commits.size() > 90);
        QVERIFY(m_jobs.size() > 2000);
    }

    void hudFiguresAndTheConsoles_data()
    {
        QTest::addColumn<qint64>("from");
        QTest::addColumn<qint64>("to");
        QTest::newRow("all ten days") << hw::test::utcSeconds(2026, 7, 1) << hw::test::utcSeconds(2026, 7, 11);
        QTest::newRow("days 3-5") << hw::test::utcSeconds(2026, 7, 3) << hw::test::utcSeconds(2026, 7, 6);
        QTest::newRow("mid-day to mid-day") << hw::test::utcSeconds(2026, 7, 4, 13) << hw::test::utcSeconds(2026, 7, 9, 7);
        QTest::newRow("the last day, still running") << hw::test::utcSeconds(2026, 7, 10) << hw::test::utcSeconds(2026, 7, 11);
        QTest::newRow("nothing yet") << hw::test::utcSeconds(2026, 8, 1) << hw::test::utcSeconds(2026, 8, 8);
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

        if (from == hw::test::utcSeconds(2026, 7, 1)) {
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
        if (from == hw::test::utcSeconds(2026, 8, 1))
            QVERIFY(got.health.red.isEmpty() && got.health.consoleRed.isEmpty() && got.health.timeToSignal.isEmpty());
    }

    void everyTrapChangesTheFigures()
    {
        // Each rule, switched off in the hand computation, gives other figures than the server's:
        // the comparison above would catch a query that let the trap through.
        const qint64 from = hw::test::utcSeconds(2026, 7, 1), to = hw::test::utcSeconds(2026, 7, 11);
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
        const qint64 from = hw::test::utcSeconds(2026, 7, 1), to = hw::test::utcSeconds(2026, 7, 11);
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
            const Fetched got = fetch(source, hw::test::utcSeconds(2026, 7, 1), hw::test::utcSeconds(2026, 7, 2));
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
        const Fetched got = fetch(source, hw::test::utcSeconds(2026, 7, 1), hw::test::utcSeconds(2026, 7, 2));
        QVERIFY(!got.ok);
        QCOMPARE(got.error.kind, SourceError::Kind::Server);
        QVERIFY2(!got.error.message.isEmpty(), "the server's error must reach the user");
    }

    // Each figure is its own query: one failing shows its own error in its place, the others still
    // arrive, equal to the hand computation.
    void onePartFailsAlone()
    {
        const qint64 from = hw::test::utcSeconds(2026, 7, 1), to = hw::test::utcSeconds(2026, 7, 11);
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
        const Fetched got = fetch(source, hw::test::utcSeconds(2026, 7, 1), hw::test::utcSeconds(2026, 7, 11));
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
        const Fetched got = fetch(source, hw::test::utcSeconds(2026, 7, 1), hw::test::utcSeconds(2026, 7, 11));
        QVERIFY2(got.ok, qPrintable(got.error.message));
        TrunkHealth expected;
        TrunkHealthCalculator::aggregate(
            TrunkHealthCalculator::commitFigures(m_commits, m_jobs, hw::test::utcSeconds(2026, 7, 1), hw::test::utcSeconds(2026, 7, 11), Now, options.platforms),
            &expected);
        QCOMPARE(got.health.platformOnly, expected.platformOnly);
    }
};

HW_TEST_GUILESS_MAIN(tst_TrunkClickHouse)
#include "tst_TrunkClickHouse.moc"
