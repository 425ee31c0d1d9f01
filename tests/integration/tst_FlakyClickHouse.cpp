// FlakyClickHouseSource against the seeded ClickHouse, compared with the same figures computed
// independently from the seed files (FlakySeed). The one-test history: tst_FlakyHistoryClickHouse;
// the demo's bundled files: tst_FlakyDemoClickHouse.
#include "ClickHouseTestServer.h"
#include "FlakySeed.h"
#include "SourceProbe.h"
#include "TestRegistry.h"
#include "clickhouse/ClickHouseClient.h"
#include "clickhouse/ClickHouseValue.h"
#include "flaky/FlakyClickHouseSource.h"
#include "flaky/FlakySql.h"

#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;
using hw::test::ClickHouseTestServer;
using hw::test::FlakySeed;
using hw::test::SourceProbe;

namespace {

constexpr qint64 Day = FlakySeed::Day;
constexpr qint64 AsOf = FlakySeed::AsOf;

QString describe(const FlakyTest &t)
{
    return u"%1 %2/%3 failed %4 last %5 issue %6 jobs [%7]"_s.arg(t.fullName())
        .arg(t.flakyRuns)
        .arg(t.totalRuns)
        .arg(t.failedRuns)
        .arg(t.lastFlakeAt)
        .arg(t.disabledIssue.value_or(0))
        .arg(t.jobs.join(u"; "_s))
        .arg(t.invokingFile)
        .arg(t.numGreen)
        .arg(t.numRed);
}

const FlakyTest *findTest(const QVector<FlakyTest> &tests, const QString &name)
{
    for (const FlakyTest &t : tests)
        if (t.name == name)
            return &t;
    return nullptr;
}

} // namespace

class tst_FlakyClickHouse : public QObject
{
    Q_OBJECT

    ClickHouseTestServer m_server;
    std::unique_ptr<ClickHouseClient> m_client;
    FlakySeed m_seed;

    struct Fetched {
        FlakyResults results;
        QString error;
        SourceError::Kind kind = SourceError::Kind::None;
        qint64 ms = 0;
    };

    static Fetched fetch(FlakyClickHouseSource &source, qint64 from, qint64 to)
    {
        SourceProbe probe(&source, &FlakyClickHouseSource::fetched, &FlakyClickHouseSource::failed);
        source.fetch(from, to);
        const SourceProbe::Answer answer = probe.wait();
        Fetched out;
        out.results = answer.value<FlakyResults>();
        out.ms = answer.ms;
        if (!answer.ok()) {
            out.error = answer.problem();
            out.kind = answer.error.kind;
        }
        return out;
    }

    void run(const QString &sql)
    {
        const auto r = ClickHouseTestServer::run(*m_client, sql);
        QVERIFY2(r.ok(), qPrintable(sql + u": "_s + m_client->describe(r.error)));
    }

private slots:
    void initTestCase()
    {
        qRegisterMetaType<hw::FlakyResults>();
        QVERIFY2(m_server.isValid(), qPrintable(m_server.error()));
        m_client = std::make_unique<ClickHouseClient>(m_server.config());
        m_seed = FlakySeed::read();
        // default.issues (the grid's table, HUD's disabled list joins it) is in both test servers'
        // schemas; a part that cannot read it failing alone is onePartFailsAlone's case.
        const auto issues = ClickHouseTestServer::select(*m_client,
            u"SELECT count() AS n FROM system.tables WHERE database = 'default' AND name = 'issues'"_s);
        QVERIFY2(issues.ok(), qPrintable(m_client->describe(issues.error)));
        QCOMPARE(ClickHouseValue::toInt64(issues.rows.first().value(u"n"_s)).value_or(0), 1);
        QVERIFY(m_seed.runs.size() > 1000 && m_seed.jobs.size() >= 400);
        QVERIFY(m_seed.disabled.size() > 1000 && m_seed.reruns.size() > 10);
    }

    void seedIsLoaded()
    {
        const auto r = ClickHouseTestServer::select(*m_client,
            u"SELECT (SELECT count() FROM default.test_run_s3) AS runs, "
            "(SELECT count() FROM misc.disabled_tests_historical) AS disabled, "
            "(SELECT count() FROM default.rerun_disabled_tests) AS reruns"_s);
        QVERIFY2(r.ok(), qPrintable(m_client->describe(r.error)));
        const QJsonObject row = r.rows.first();
        QCOMPARE(ClickHouseValue::toInt64(row.value(u"runs"_s)).value_or(-1), qint64(m_seed.runs.size()));
        // ReplacingMergeTree by (day, name): the seed has one row per day and test.
        QCOMPARE(
            ClickHouseValue::toInt64(row.value(u"disabled"_s)).value_or(-1), qint64(m_seed.disabled.size()));
        QCOMPARE(ClickHouseValue::toInt64(row.value(u"reruns"_s)).value_or(-1), qint64(m_seed.reruns.size()));
    }

    void figuresMatchIndependentComputation_data()
    {
        QTest::addColumn<qint64>("from");
        QTest::addColumn<qint64>("to");
        QTest::newRow("14 days to ASOF") << AsOf - 14 * Day << AsOf;
        QTest::newRow("7 days to ASOF - 3.5 days") << AsOf - 10 * Day - 43200 << AsOf - 3 * Day - 43200;
        QTest::newRow("one day, mid-range") << AsOf - 8 * Day << AsOf - 7 * Day;
        QTest::newRow("first day, to 08:00 (snapshot time)") << AsOf - 14 * Day << AsOf - 14 * Day + 8 * 3600;
        QTest::newRow("90 days to ASOF + 1 day") << AsOf - 89 * Day << AsOf + Day;
        QTest::newRow("before any data") << AsOf - 60 * Day << AsOf - 40 * Day;
    }

    void figuresMatchIndependentComputation()
    {
        QFETCH(qint64, from);
        QFETCH(qint64, to);
        FlakyClickHouseSource source(m_client.get());
        const Fetched got = fetch(source, from, to);
        QVERIFY2(got.error.isEmpty(), qPrintable(got.error));
        const FlakyResults e = m_seed.expected(from, to);
        const FlakyResults &g = got.results;
        QCOMPARE(g.from, from);
        QCOMPARE(g.to, to);
        QCOMPARE(g.malformedRows, 0);
        QCOMPARE(g.unnamedRows, e.unnamedRows);
        QCOMPARE(g.errors.tests, QString());
        QCOMPARE(g.errors.acrossFile, QString());
        QCOMPARE(g.errors.reenable, QString());
        QCOMPARE(g.errors.disabledByDay, QString());
        QCOMPARE(g.tests.size(), e.tests.size());
        for (qsizetype i = 0; i < e.tests.size(); ++i)
            QVERIFY2(g.tests[i] == e.tests[i],
                qPrintable(u"\n sql  "_s + describe(g.tests[i]) + u"\n calc "_s + describe(e.tests[i])));
        QCOMPARE(g.acrossFile, e.acrossFile);
        QCOMPARE(g.disabledByDay, e.disabledByDay);
        QCOMPARE(g.disabledNow.size(), e.disabledNow.size());
        for (qsizetype i = 0; i < e.disabledNow.size(); ++i)
            QVERIFY2(g.disabledNow[i] == e.disabledNow[i], qPrintable(e.disabledNow[i].key));
        QCOMPARE(g.reenable, e.reenable);
        QVERIFY(g.fetchedAt > 0);
        if (to <= AsOf - 30 * Day)
            QVERIFY(g.tests.isEmpty() && g.disabledByDay.isEmpty() && g.disabledNow.isEmpty()
                && g.reenable.isEmpty());
        qInfo("%lld flaky tests, %lld day/platform counts, %lld disabled, %lld candidates, %d unnamed rows: "
              "%lld ms",
            qint64(g.tests.size()), qint64(g.disabledByDay.size()), qint64(g.disabledNow.size()),
            qint64(g.reenable.size()), g.unnamedRows, got.ms);
    }

    // What the seed is for: each edge case shows as intended over the whole range.
    void seedShowsTheDocumentedCases()
    {
        const FlakyResults r = m_seed.expected(AsOf - 14 * Day, AsOf);
        const FlakyTest *tenth = findTest(r.tests, u"test_conv_backend_override"_s);
        // 40 flaky jobs (every 4th a failure row and a passing row, not HUD's in-process kind) of 400.
        QVERIFY(tenth && tenth->flakyRuns == 40 && tenth->totalRuns == 400 && tenth->failedRuns == 3);
        QCOMPARE(tenth->numGreen, 30);
        QVERIFY(tenth->platforms().size() == 5);
        int half = 0, unknownJob = 0;
        for (const FlakyTest &t : r.tests) {
            half += t.flakyRuns == 1 && t.totalRuns == 2;
            unknownJob += t.jobs.isEmpty();
            QVERIFY(!t.name.isEmpty());
            QVERIFY(!t.name.startsWith(u"test_flaky_only_in_trap_"_s));
        }
        QCOMPARE(half, 1);
        QCOMPARE(unknownJob, 0); // a job workflow_job lacks is in no HUD job set
        QVERIFY(r.unnamedRows >= 3);
        QVERIFY(findTest(r.tests, u"test_without_file_or_class"_s));
        QCOMPARE(r.reenable.size(), 4);
        for (const ReenableCandidate &c : r.reenable)
            QVERIFY(c.green >= 150);
    }

    // Issue 29's traps: rows of another repository, of a PR branch and of a rerun_disabled_tests job
    // flake the most-run test and tests of their own; none of them counts in HUD's in-process
    // figure. The figures are HUD's (plain loops above); this checks the traps are live.
    void otherRepositoryBranchAndRerunJobsDoNotCount()
    {
        FlakyClickHouseSource source(m_client.get());
        const Fetched got = fetch(source, AsOf - 14 * Day, AsOf);
        QVERIFY2(got.error.isEmpty(), qPrintable(got.error));
        int allRows = 0; // HUD's in-process rows of the test with no job set at all
        for (const QJsonObject &row : std::as_const(m_seed.runs))
            allRows += FlakySeed::str(row, "name") == u"test_conv_backend_override"_s
                && FlakySeed::str(row, "file") == u"test_cpp_extensions_aot_ninja.py"_s
                && FlakySeed::nonEmpty(row, "rerun.message") && !FlakySeed::nonEmpty(row, "failure.message");
        const FlakyTest *t = findTest(got.results.tests, u"test_conv_backend_override"_s);
        QVERIFY(t);
        QCOMPARE(t->numGreen, 30);
        QCOMPARE(allRows, 30 + 9); // 3 jobs of each of the three traps
        for (const FlakyTest &f : got.results.tests)
            QVERIFY2(!f.name.startsWith(u"test_flaky_only_in_trap_"_s), qPrintable(f.name));
        // HUD's across-file query keeps every branch but not another repository or a rerun job.
        QStringList acrossTraps;
        for (const AcrossFileRerun &a : got.results.acrossFile)
            if (a.name.startsWith(u"test_flaky_only_in_trap_"_s))
                acrossTraps << a.name + u" "_s + QString::number(a.numGreen);
        QCOMPARE(acrossTraps, QStringList { u"test_flaky_only_in_trap_1 3"_s });
    }

    // Issue 29's trap of misc.disabled_tests_historical: it has no repository, an issue number is
    // the only link to one. A test disabled by pytorch/vision's issue (open, in every day's snapshot)
    // is counted neither now nor per day; the per-day counts are the repository's issues' only.
    void anotherRepositorysDisabledTestDoesNotCount()
    {
        const qint64 from = AsOf - 14 * Day, to = AsOf;
        QSet<qint64> otherIssues;
        for (const QJsonObject &i : std::as_const(m_seed.issues))
            if (!FlakySeed::str(i, "html_url").contains(u"github.com/"_s + m_seed.repo + u"/issues/"_s))
                otherIssues.insert(i.value(u"number"_s).toInteger());
        QStringList otherTests; // the trap's test, once per day in the range
        for (const QJsonObject &d : std::as_const(m_seed.disabled)) {
            const qint64 t = FlakySeed::timeOf(d, u"timestamp"_s);
            if (t >= from && t < to && otherIssues.contains(d.value(u"issueNumber"_s).toInteger()))
                otherTests << FlakySeed::str(d, "name");
        }
        QCOMPARE(otherTests.size(), 14);
        QCOMPARE(QSet<QString>(otherTests.cbegin(), otherTests.cend()).size(), 1);
        // The trap is live: counted without the repository's rule, the days differ.
        QVERIFY(m_seed.disabledByDay(from, to, false) != m_seed.disabledByDay(from, to));

        FlakyClickHouseSource source(m_client.get());
        const Fetched got = fetch(source, from, to);
        QVERIFY2(got.error.isEmpty(), qPrintable(got.error));
        QCOMPARE(got.results.errors.disabledByDay, QString());
        QCOMPARE(got.results.disabledByDay, m_seed.disabledByDay(from, to));
        for (const DisabledTest &d : got.results.disabledNow)
            QVERIFY2(!otherIssues.contains(d.issue), qPrintable(d.key));
        // … and another repository's profile sees that test, not pytorch/pytorch's.
        source.setRepository(u"pytorch/vision"_s);
        const Fetched vision = fetch(source, from, to);
        QVERIFY2(vision.error.isEmpty(), qPrintable(vision.error));
        QCOMPARE(vision.results.disabledNow.size(), 1);
        QCOMPARE(vision.results.disabledNow.first().key, otherTests.first());
        int visionDays = 0;
        for (const DisabledCount &c : vision.results.disabledByDay) {
            QCOMPARE(c.platform, u"linux"_s);
            QCOMPARE(c.tests, 1);
            ++visionDays;
        }
        QCOMPARE(visionDays, 14);
    }

    // Re-enable candidates by HUD's rule, time from workflow_run.created_at: 150 green in one row is
    // one; a run created 7 days and an hour before, a run of another repository and a row without
    // a workflow run are none.
    void reenableTrapsByWorkflowRunTime()
    {
        FlakyClickHouseSource source(m_client.get());
        const Fetched got = fetch(source, AsOf - Day, AsOf);
        QVERIFY2(got.error.isEmpty(), qPrintable(got.error));
        QHash<QString, qint64> green;
        for (const ReenableCandidate &c : got.results.reenable)
            green.insert(c.name, c.green);
        QHash<QString, qint64> rowGreen;
        for (const QJsonObject &r : std::as_const(m_seed.reruns))
            if (r.value(u"num_green"_s).toInteger() >= 150 && r.value(u"num_green"_s).toInteger() <= 400)
                rowGreen.insert(FlakySeed::str(r, "name"), r.value(u"num_green"_s).toInteger());
        int exactly150 = 0, fourHundred = 0;
        for (auto it = rowGreen.cbegin(); it != rowGreen.cend(); ++it) {
            if (*it == 150) {
                ++exactly150;
                QCOMPARE(green.value(it.key()), 150);
            } else if (*it == 400) {
                ++fourHundred;
                QVERIFY2(!green.contains(it.key()), qPrintable(it.key()));
            }
        }
        QCOMPARE(exactly150, 1);
        QCOMPARE(fourHundred, 3);
        QCOMPARE(got.results.reenable, m_seed.expected(AsOf - Day, AsOf).reenable);
    }

    // Each part is its own query: one failing shows its own error, the others their figures.
    void onePartFailsAlone()
    {
        FlakyClickHouseSource::Tables tables;
        tables.reruns = u"default.no_such_reruns"_s;
        FlakyClickHouseSource source(m_client.get(), tables);
        Fetched got = fetch(source, AsOf - 14 * Day, AsOf);
        QVERIFY2(got.error.isEmpty(), qPrintable(got.error));
        const FlakyResults e = m_seed.expected(AsOf - 14 * Day, AsOf);
        QVERIFY2(got.results.errors.reenable.contains(u"no_such_reruns"_s), qPrintable(got.results.errors.reenable));
        QVERIFY(got.results.reenable.isEmpty());
        QCOMPARE(got.results.errors.tests, QString());
        QCOMPARE(got.results.tests.size(), e.tests.size());
        QCOMPARE(got.results.disabledByDay, e.disabledByDay);
        QCOMPARE(got.results.acrossFile, e.acrossFile);
        // The test rows' table gone: the two test parts fail, the disabled parts still arrive.
        tables = {};
        tables.testRuns = u"default.no_such_runs"_s;
        source.setTables(tables);
        got = fetch(source, AsOf - 14 * Day, AsOf);
        QVERIFY2(got.error.isEmpty(), qPrintable(got.error));
        QVERIFY(got.results.errors.tests.contains(u"no_such_runs"_s));
        QVERIFY(got.results.errors.acrossFile.contains(u"no_such_runs"_s));
        QVERIFY(got.results.tests.isEmpty());
        QCOMPARE(got.results.disabledByDay, e.disabledByDay);
        QCOMPARE(got.results.reenable, e.reenable);
        // Every part failing fails the fetch.
        tables.disabledHistory = u"misc.no_such_history"_s;
        tables.reruns = u"default.no_such_reruns"_s;
        source.setTables(tables);
        got = fetch(source, AsOf - 14 * Day, AsOf);
        QCOMPARE(got.kind, SourceError::Kind::Server);
        QVERIFY2(got.error.contains(u"no_such_runs"_s), qPrintable(got.error));
    }

    void badRangeIsReported()
    {
        FlakyClickHouseSource source(m_client.get());
        Fetched got = fetch(source, AsOf, AsOf - Day);
        QCOMPARE(got.kind, SourceError::Kind::Configuration);
        QVERIFY2(got.error.contains(u"invalid time range"_s), qPrintable(got.error));
        got = fetch(source, AsOf, AsOf);
        QCOMPARE(got.kind, SourceError::Kind::Configuration);
        got = fetch(source, AsOf - 1000 * Day, AsOf);
        QCOMPARE(got.kind, SourceError::Kind::Configuration);
        FlakyClickHouseSource::Tables tables;
        tables.testRuns = u"default.test_run_s3; DROP TABLE x"_s;
        source.setTables(tables);
        got = fetch(source, AsOf - Day, AsOf);
        QCOMPARE(got.kind, SourceError::Kind::Configuration);
        QVERIFY2(got.error.contains(u"invalid ClickHouse table name"_s), qPrintable(got.error));
        // A table that does not exist: the server's error in its part (onePartFailsAlone), not a crash.
        tables.testRuns = u"default.no_such_table"_s;
        source.setTables(tables);
        got = fetch(source, AsOf - Day, AsOf);
        QVERIFY2(got.results.errors.tests.contains(u"no_such_table"_s), qPrintable(got.error));
        // A newer fetch supersedes a refused one: one outcome only.
        source.setTables({});
        SourceProbe probe(&source, &FlakyClickHouseSource::fetched, &FlakyClickHouseSource::failed);
        source.fetch(AsOf, AsOf - Day);
        source.fetch(AsOf - Day, AsOf);
        const SourceProbe::Answer newer = probe.wait();
        QVERIFY2(newer.ok(), qPrintable(newer.problem()));
    }

    void malformedRowsAreSkippedAndCounted()
    {
        // A table of the same shape whose file may be NULL: such a row comes back as null, not a string.
        run(u"DROP DATABASE IF EXISTS flaky_bad"_s);
        run(u"CREATE DATABASE flaky_bad"_s);
        run(u"CREATE TABLE flaky_bad.test_run_s3 (name String, classname String, file Nullable(String), "
            "invoking_file String, job_id Int64, workflow_id Int64, workflow_run_attempt Int32, time "
            "Float64, "
            "status String, failure Nested(message String, text String, type String), "
            "error Nested(message String, text String, type String), "
            "skipped Nested(message String, text String, type String), rerun Nested(message String, text "
            "String), "
            "time_inserted DateTime) ENGINE = Memory"_s);
        const QString columns
            = u"name, classname, file, job_id, workflow_id, `rerun.message`, `rerun.text`, time_inserted"_s;
        run(u"INSERT INTO flaky_bad.test_run_s3 (%1) VALUES "
            "('test_good', 'TestA', 'test_a.py', 45000000000, 16000000000, ['boom'], ['tb'], toDateTime('2026-07-10 "
            "10:00:00')), "
            "('test_null_file', 'TestA', NULL, 45000000000, 16000000000, ['boom'], ['tb'], toDateTime('2026-07-10 "
            "10:00:00')), "
            "('', 'TestA', 'test_a.py', 45000000000, 16000000000, [], [], toDateTime('2026-07-10 10:00:00')), "
            "('', '', '', 45000000000, 16000000000, [], [], toDateTime('2026-07-10 11:00:00'))"_s.arg(columns));
        FlakyClickHouseSource::Tables tables;
        tables.testRuns = u"flaky_bad.test_run_s3"_s;
        FlakyClickHouseSource source(m_client.get(), tables);
        QTest::ignoreMessage(
            QtWarningMsg, QRegularExpression(u"flaky tests row \\d skipped: column 'file' has type null"_s));
        QTest::ignoreMessage(
            QtWarningMsg, QRegularExpression(u"1 malformed result row\\(s\\) skipped, 2 test run"_s));
        const Fetched got = fetch(source, AsOf - 14 * Day, AsOf);
        QVERIFY2(got.error.isEmpty(), qPrintable(got.error));
        QCOMPARE(got.results.tests.size(), 1);
        QCOMPARE(got.results.tests.first().name, u"test_good"_s);
        QCOMPARE(got.results.tests.first().jobs.size(), 1);
        QCOMPARE(got.results.malformedRows, 1);
        QCOMPARE(got.results.unnamedRows, 2);
        // The other parts still come from their own tables.
        QCOMPARE(got.results.disabledNow.size(), m_seed.disabledNow(AsOf).size());
        run(u"DROP DATABASE flaky_bad"_s);
    }

    void sqlIsBoundAndSmall()
    {
        const QString sql = FlakyClickHouseSource::flakyTestsSql({}, u"pytorch/pytorch"_s, AsOf - Day, AsOf);
        QVERIFY(!sql.contains(u'{'));
        QVERIFY(sql.contains(u"toDateTime(%1)"_s.arg(AsOf)));
        QVERIFY(FlakySql::isValidTableName(u"misc.disabled_tests_historical"_s));
        QVERIFY(!FlakySql::isValidTableName(u"test_run_s3"_s));
        QVERIFY(!FlakySql::isValidTableName(u"a.b c"_s));
    }
};

HW_TEST_GUILESS_MAIN(tst_FlakyClickHouse)
#include "tst_FlakyClickHouse.moc"
