// FlakyClickHouseSource without a server: its SQL stays in the 18.16 dialect, its row conversion is
// strict, and disabled issues are matched to tests by name and class.
#include "TestRegistry.h"

#include "flaky/DisabledTestKey.h"
#include "flaky/FlakyClickHouseSource.h"
#include "flaky/FlakyTestHistorySource.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;

namespace {

const qint64 To = 1784073600; // 2026-07-15 00:00:00 UTC

QJsonObject testRow()
{
    return QJsonObject { { u"file"_s, u"test_nn.py"_s }, { u"classname"_s, u"TestNN"_s },
        { u"name"_s, u"test_x"_s }, { u"flaky_runs"_s, u"4"_s }, // 64-bit counts arrive quoted or not
        { u"total_runs"_s, 40 }, { u"failed_runs"_s, u"1"_s },
        { u"jobs"_s, QJsonArray { u"pull / linux / test"_s } }, { u"last_flake"_s, 1783500000 },
        { u"invoking_file"_s, u"test_nn"_s }, { u"num_green"_s, u"3"_s }, { u"num_red"_s, 5 },
        { u"job_ids"_s, QJsonArray { u"45000000001"_s, qint64(45000000002) } }, { u"workflow_ids"_s, QJsonArray { 7, 7 } } };
}

} // namespace

class tst_FlakyClickHouseRows : public QObject
{
    Q_OBJECT
private slots:
    void sqlIsPortable()
    {
        const FlakyClickHouseSource::Tables tables;
        const QString repo = u"pytorch/pytorch"_s;
        const QStringList all = { FlakyClickHouseSource::flakyTestsSql(tables, repo, To - 86400, To),
            FlakyClickHouseSource::unnamedRowsSql(tables, repo, To - 86400, To),
            FlakyClickHouseSource::disabledByDaySql(tables, repo, To - 86400, To),
            FlakyClickHouseSource::disabledNowSql(tables, repo, To),
            FlakyClickHouseSource::reenableSql(tables, repo, To),
            FlakyClickHouseSource::acrossFileSql(tables, repo, To - 86400, To) };
        for (const QString &sql : all) {
            QVERIFY2(!sql.contains(u'{'), qPrintable(sql)); // every value bound client-side
            QVERIFY(
                !sql.contains(QRegularExpression(u"\\bWITH\\b|\\bFINAL\\b|DateTime64|JSONExtract|ILIKE"_s)));
            QVERIFY(!sql.contains(
                QRegularExpression(u"(?<!ANY LEFT |ARRAY )\\bJOIN\\b"_s))); // strictness explicit
        }
        QVERIFY(all[4].contains(u"toDateTime(%1)"_s.arg(To - 7 * 86400)));
        QVERIFY(all[4].contains(u">= 150"_s));
        QVERIFY(all[4].contains(u"<= 0"_s));
        // Every query filters by the repository (the disabled tests, per day and now, through their
        // issues' pages).
        for (int i : { 0, 1, 4, 5 })
            QVERIFY2(all[i].contains(u"repository.full_name = 'pytorch/pytorch'"_s), qPrintable(all[i]));
        for (int i : { 2, 3 })
            QVERIFY2(all[i].contains(u"'github.com/pytorch/pytorch/issues/'"_s), qPrintable(all[i]));
        // re-enable's time is the workflow run's: rerun_disabled_tests has no time column.
        QVERIFY(!all[4].contains(u"time_inserted"_s));
        QVERIFY(!FlakyClickHouseSource::reenableSql(tables, u"pytorch/vision"_s, To).contains(u"pytorch/pytorch"_s));
        FlakyClickHouseSource::Tables other;
        other.testRuns = u"tests.all_test_runs"_s;
        const QString sql = FlakyClickHouseSource::flakyTestsSql(other, repo, 0, To);
        QVERIFY(sql.contains(u"FROM tests.all_test_runs"_s));
        QVERIFY(!sql.contains(u"test_run_s3"_s));
    }

    void testRowsAreStrict()
    {
        const auto ok = FlakyClickHouseSource::testFromRow(testRow());
        QVERIFY2(ok, qPrintable(ok.error()));
        QCOMPARE(ok->fullName(), u"test_nn.py · TestNN · test_x"_s);
        QCOMPARE(ok->flakyRuns, 4);
        QCOMPARE(ok->totalRuns, 40);
        QCOMPARE(ok->failedRuns, 1);
        QCOMPARE(ok->jobs, QStringList { u"pull / linux / test"_s });
        QCOMPARE(ok->lastFlakeAt, 1783500000);
        QCOMPARE(ok->invokingFile, u"test_nn"_s);
        QCOMPARE(ok->numGreen, 3);
        QCOMPARE(ok->numRed, 5);
        QCOMPARE(ok->jobIds, (QVector<qint64> { 45000000001, 45000000002 }));
        QCOMPARE(ok->workflowIds, (QVector<qint64> { 7, 7 }));
        QVERIFY(!ok->disabledIssue);

        const auto failure = [](const char *key, const QJsonValue &value) {
            QJsonObject row = testRow();
            if (value.isUndefined())
                row.remove(QLatin1String(key));
            else
                row.insert(QLatin1String(key), value);
            const auto r = FlakyClickHouseSource::testFromRow(row);
            return r ? QString() : r.error();
        };
        QCOMPARE(failure("file", QJsonValue()), u"column 'file' has type null, expected string — this table is not HUD's schema: check clickhouse/database, or update HUD Watch"_s);
        QCOMPARE(failure("name", u""_s), u"column 'name' is empty"_s);
        QVERIFY(failure("total_runs", u"x"_s).startsWith(u"column 'total_runs' has type string"_s));
        QCOMPARE(failure("flaky_runs", -1), u"column 'flaky_runs' is out of range (-1) — this table is not HUD's schema: check clickhouse/database, or update HUD Watch"_s);
        QCOMPARE(failure("flaky_runs", 41), u"41 flaky and 1 failed runs of 40"_s);
        QCOMPARE(failure("jobs", u"a"_s), u"column 'jobs' has type string, expected array"_s);
        QCOMPARE(failure("jobs", QJsonArray { 1 }), u"column 'jobs' holds a number, expected strings"_s);
        QVERIFY(failure("last_flake", QJsonValue::Undefined).contains(u"'last_flake'"_s));
        QCOMPARE(failure("num_red", 2), u"numGreen 3 and numRed 2 of a flaky test"_s);
        QCOMPARE(failure("job_ids", QJsonArray { u"x"_s }), u"column 'job_ids' holds a string, expected integers"_s);
    }

    void otherRowsAreStrict()
    {
        auto count = FlakyClickHouseSource::disabledCountFromRow(
            { { u"d_day"_s, 1783468800 }, { u"platform"_s, u"rocm"_s }, { u"tests"_s, u"12"_s } });
        QVERIFY2(count, qPrintable(count.error()));
        QCOMPARE(count->tests, 12);
        QVERIFY(!FlakyClickHouseSource::disabledCountFromRow(
            { { u"d_day"_s, 1 }, { u"platform"_s, 3 }, { u"tests"_s, 1 } }));

        const QJsonObject now { { u"name"_s, u"test_x (__main__.TestNN)"_s }, { u"issue"_s, 190665 },
            { u"platforms"_s, QJsonArray { u"mac"_s, u"macos"_s } }, { u"since"_s, 1783987200 },
            { u"snapshot"_s, 1784016000 } };
        auto d = FlakyClickHouseSource::disabledTestFromRow(now);
        QVERIFY2(d, qPrintable(d.error()));
        QCOMPARE(d->platforms, (QStringList { u"mac"_s, u"macos"_s }));
        QJsonObject bad = now;
        bad.insert(u"issue"_s, 0);
        QCOMPARE(FlakyClickHouseSource::disabledTestFromRow(bad).error(),
            u"column 'issue' is not an issue number (0)"_s);

        auto c = FlakyClickHouseSource::candidateFromRow(
            { { u"file"_s, u"f.py"_s }, { u"r_class"_s, u"TestNN"_s }, { u"r_name"_s, u"test_x"_s },
                { u"green"_s, u"150"_s }, { u"last_run"_s, u"2026-07-14 10:00:00"_s } });
        QVERIFY2(c, qPrintable(c.error()));
        QCOMPARE(c->green, 150);
        QCOMPARE(c->lastRunAt, 1784023200);
    }

    void historyRowsAreStrict()
    {
        const QJsonObject run { { u"job_id"_s, u"45000000001"_s }, { u"job"_s, u"pull / linux / test"_s },
            { u"job_url"_s, u"https://github.com/pytorch/pytorch/actions/runs/1/job/2"_s },
            { u"run_at"_s, 1783500000 }, { u"outcome"_s, u"flaky"_s } };
        auto r = FlakyTestHistorySource::runFromRow(run);
        QVERIFY2(r, qPrintable(r.error()));
        QCOMPARE(r->jobId, 45000000001);
        QCOMPARE(r->outcome, FlakyTestRun::Outcome::Flaky);
        QJsonObject bad = run;
        bad.insert(u"outcome"_s, u"maybe"_s);
        QCOMPARE(FlakyTestHistorySource::runFromRow(bad).error(),
            u"column 'outcome' has an unknown value 'maybe'"_s);
        QCOMPARE(FlakyTestRun::letter(FlakyTestRun::Outcome::Pass), u'O');
        QCOMPARE(FlakyTestRun::letter(FlakyTestRun::Outcome::Flaky), u'F');
        QCOMPARE(FlakyTestRun::letter(FlakyTestRun::Outcome::Fail), u'X');
        QCOMPARE(FlakyTestRun::letter(FlakyTestRun::Outcome::Skipped), u'S');

        auto d = FlakyTestHistorySource::dayFromRow({ { u"d_day"_s, 1783468800 }, { u"flaky"_s, 2 },
            { u"runs"_s, u"30"_s }, { u"failed"_s, 1 }, { u"skipped"_s, 4 } });
        QVERIFY2(d, qPrintable(d.error()));
        QCOMPARE(d->rate().flaky, 2);
        QCOMPARE(d->rate().runs, 30);
        QCOMPARE(FlakyTestHistorySource::dayFromRow({ { u"d_day"_s, 1 }, { u"flaky"_s, 2 }, { u"runs"_s, 2 },
                                                        { u"failed"_s, 1 }, { u"skipped"_s, 0 } })
                     .error(),
            u"2 flaky and 1 failed runs of 2"_s);
        // The test's name and file are bound as literals.
        const QString sql
            = FlakyTestHistorySource::runsSql({}, u"pytorch/pytorch"_s, u"a'.py"_s, u"C"_s, u"test_\\x"_s, 0, 86400, 10);
        QVERIFY(sql.contains(u"file = 'a\\'.py'"_s));
        QVERIFY(sql.contains(u"LIMIT 11"_s));
        QVERIFY(!sql.contains(u'{'));
        const QString days = FlakyTestHistorySource::daysSql({}, u"pytorch/pytorch"_s, u"a.py"_s, u"C"_s, u"t"_s, 0, 86400);
        QVERIFY(!days.contains(u'{'));
        // Bounded by the window's jobs of the repository's main runs, not every row of the test.
        QVERIFY(days.contains(u"repository.full_name = 'pytorch/pytorch'"_s) && days.contains(u"head_branch = 'main'"_s));
        QVERIFY(sql.contains(u"created_at >= toDateTime(-86400)"_s));
    }

    void disabledKeys()
    {
        const auto k = DisabledTestKey::parse(u"test_x_cuda (__main__.TestNNDeviceTypeCUDA)"_s);
        QVERIFY(k);
        QCOMPARE(k->name, u"test_x_cuda"_s);
        QCOMPARE(k->classname, u"TestNNDeviceTypeCUDA"_s);
        QCOMPARE(DisabledTestKey::parse(u"test_y (TestZ)"_s)->classname, u"TestZ"_s);
        QCOMPARE(DisabledTestKey::parse(u"test_p (a (b) c.TestQ)"_s)->classname, u"TestQ"_s);
        QVERIFY(!DisabledTestKey::parse(u"test_without_class"_s));
        QVERIFY(!DisabledTestKey::parse(u" (__main__.TestZ)"_s));
        QVERIFY(!DisabledTestKey::parse(u"test_x (__main__.)"_s));
    }

    void issuesAttachByNameAndClass()
    {
        FlakyResults r;
        r.disabledNow = { { u"test_x (__main__.TestNN)"_s, 11, {}, 0, 0 }, { u"garbage"_s, 12, {}, 0, 0 } };
        FlakyTest same, otherClass;
        same.name = otherClass.name = u"test_x"_s;
        same.classname = u"TestNN"_s;
        otherClass.classname = u"TestNNCUDA"_s;
        r.tests = { same, otherClass };
        r.reenable = { { u"f.py"_s, u"TestNN"_s, u"test_x"_s, 150, 0, std::nullopt } };
        FlakyClickHouseSource::attachDisabledIssues(&r);
        QCOMPARE(r.tests[0].disabledIssue, std::optional<int>(11));
        QVERIFY(!r.tests[1].disabledIssue);
        QCOMPARE(r.reenable[0].disabledIssue, std::optional<int>(11));
    }
};

HW_TEST_GUILESS_MAIN(tst_FlakyClickHouseRows)
#include "tst_FlakyClickHouseRows.moc"
