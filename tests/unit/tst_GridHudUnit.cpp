// HUD's grid rules that need no server: the PR number, the unstable-issue match, the probe's
// reading, the SQL's repository filter and fallbacks, and a cache that holds one repository.
#include "cache/JobCache.h"
#include "grid/GridJobStore.h"
#include "grid/GridClickHouseSource.h"
#include "grid/JobGridModel.h"
#include "grid/UnstableIssueMatcher.h"
#include "grid/UnstableIssuesSource.h"
#include "timemachine/RecordingWriter.h"

#include "CommitBuilder.h"
#include "JobBatchBuilder.h"
#include "JobRunBuilder.h"
#include "ResultAssertions.h"
#include "TestRegistry.h"

#include <QAbstractItemModelTester>
#include <QTemporaryDir>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

class tst_GridHudUnit : public QObject
{
    Q_OBJECT
private slots:
    // HUD (lib/github.ts): /Pull Request resolved: .*?(\d+)/ on the message; nothing else.
    void prNumberAsHudReadsIt_data()
    {
        QTest::addColumn<QString>("message");
        QTest::addColumn<int>("expected");
        QTest::newRow("ghstack") << u"Title (#12)\n\nPull Request resolved: https://github.com/pytorch/pytorch/pull/151234\nApproved by: x"_s << 151234;
        QTest::newRow("title suffix only") << u"Fix a thing (#151234)\n\nbody"_s << 0;
        QTest::newRow("none") << u"Plain commit"_s << 0;
        QTest::newRow("number on the next line") << u"Pull Request resolved: see\n#5"_s << 0;
        QTest::newRow("short form") << u"x\nPull Request resolved: #77"_s << 77;
    }
    void prNumberAsHudReadsIt()
    {
        QFETCH(QString, message);
        QFETCH(int, expected);
        QCOMPARE(GridClickHouseSource::prNumberFromMessage(message), expected);
    }

    void unstableIssueMatch()
    {
        QCOMPARE(UnstableIssueMatcher::withoutShard(u"pull / linux-jammy / test (default, 1, 5, linux.2xlarge)"_s),
                 u"pull / linux-jammy / test (default)"_s);
        QCOMPARE(UnstableIssueMatcher::withoutShard(u"trunk / build"_s), u"trunk / build"_s);
        const QStringList titles{u"UNSTABLE pull / linux-jammy / test (default)"_s, u"UNSTABLE trunk / rocm"_s};
        QVERIFY(UnstableIssueMatcher::isUnstable(u"pull / linux-jammy / test (default, 2, 5, linux.2xlarge)"_s, titles));
        QVERIFY(!UnstableIssueMatcher::isUnstable(u"pull / linux-jammy / test (distributed, 1, 2, x)"_s, titles));
        QVERIFY(UnstableIssueMatcher::isUnstable(u"trunk / rocm / build"_s, titles)); // a prefix names a whole family
        QVERIFY(UnstableIssueMatcher::isUnstable(u"unstable / anything"_s, {})); // the name says it
        QVERIFY(!UnstableIssueMatcher::isUnstable(u"pull / x"_s, {QString()})); // an empty title names nothing
    }

    void unstableIssueTitlesMarkColumns()
    {
        const JobBatch b
            = test::JobBatchBuilder()
                  .commit(test::CommitBuilder(u"a"_s, 100).title(u"t"_s).author(u"me"_s))
                  .job(test::JobRunBuilder(1).column(u"trunk / rocm / build"_s).sha(u"a"_s).conclusion(u"failure"_s));
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.resetFrom(b);
        QCOMPARE(model.cellStatus(0, 0), CellStatus::Failure);
        model.setUnstableIssueTitles({u"UNSTABLE trunk / rocm"_s});
        QVERIFY(model.isColumnUnstable(0));
        QCOMPARE(model.cellStatus(0, 0), CellStatus::Warning);
        model.setUnstableIssueTitles({});
        QCOMPARE(model.cellStatus(0, 0), CellStatus::Failure);
    }

    // A "U" cell says what HUD's tooltip shows: the conclusion GitHub gave ("[startup_failure]
    // job"), and that HUD's grid shows it as U; each run its own conclusion. (It said "other".)
    void otherConclusionIsNamed()
    {
        JobBatch b = test::JobBatchBuilder().commit(test::CommitBuilder(u"a"_s, 100).title(u"t"_s).author(u"me"_s));
        const auto job = [](qint64 id, const QString &conclusion) -> JobRun {
            return test::JobRunBuilder(id).run(7).column(u"trunk / rocm / build"_s).sha(u"a"_s).conclusion(conclusion);
        };
        b.jobs = {job(1, u"startup_failure"_s), job(2, u"action_required"_s), job(3, u"startup_failure"_s)};
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.resetFrom(b);
        QCOMPARE(model.cellStatus(0, 0), CellStatus::Other);
        QStringList lines = model.index(0, 0).data(Qt::ToolTipRole).toString().split(u'\n');
        QCOMPARE(lines.size(), 4);
        QCOMPARE(lines.at(0), u"trunk / rocm / build @ a: startup_failure, action_required (HUD's U: an unknown conclusion)"_s);
        QCOMPARE(lines.at(1), u"startup_failure · job 3 · attempt 1"_s); // newest job id first
        QCOMPARE(lines.at(2), u"action_required · job 2 · attempt 1"_s);
        QCOMPARE(lines.at(3), u"startup_failure · job 1 · attempt 1"_s);
        // The job rows rebuilt from the grid keep it too.
        QCOMPARE(model.cellRuns(0, 0).at(1).conclusion, u"action_required"_s);
        QCOMPARE(model.cellRuns(0, 0).at(1).state(), JobConclusion::Other);

        // A poll that changes only which unknown conclusion a job has is a change of the cell.
        JobBatch poll;
        poll.jobs = {job(2, u"stale"_s)};
        const GridChange change = model.applyBatch(poll);
        QCOMPARE(change.changedCells, 1);
        lines = model.index(0, 0).data(Qt::ToolTipRole).toString().split(u'\n');
        QCOMPARE(lines.at(0), u"trunk / rocm / build @ a: startup_failure, stale (HUD's U: an unknown conclusion)"_s);
        QCOMPARE(lines.at(2), u"stale · job 2 · attempt 1"_s);
        // Known conclusions read as before.
        poll.jobs = {job(1, u"failure"_s), job(2, u"failure"_s), job(3, u"failure"_s)};
        model.applyBatch(poll);
        lines = model.index(0, 0).data(Qt::ToolTipRole).toString().split(u'\n');
        QCOMPARE(lines.at(0), u"trunk / rocm / build @ a: failure"_s);
        QCOMPARE(lines.at(1), u"failure · job 3 · attempt 1"_s);
    }

    void probeReading()
    {
        ClickHouseColumnProbe probe = GridClickHouseSource::columnProbe();
        using Column = ClickHouseColumnProbe::Column;
        probe.assume({Column{u"workflow_job"_s, u"conclusion_kg"_s}, Column{u"workflow_job"_s, u"torchci_classification_kg"_s},
                      Column{u"push"_s, u"commits"_s}});
        auto c = GridClickHouseSource::columnsFrom(probe);
        QVERIFY(c.keepGoing && c.pushCommits);
        probe.assume({Column{u"workflow_job"_s, u"conclusion_kg"_s}, Column{u"push"_s, u"commits.id"_s}});
        c = GridClickHouseSource::columnsFrom(probe);
        QVERIFY(!c.keepGoing && c.pushCommits); // both keep-going columns or neither
        probe.assume({});
        c = GridClickHouseSource::columnsFrom(probe);
        QVERIFY(!c.keepGoing && !c.pushCommits);
        // One query for the four columns, HUD's database.
        QCOMPARE(probe.sql(), u"SELECT table, name\nFROM system.columns\nWHERE database = 'default'\n"
                              "    AND ((table = 'workflow_job' AND name IN ('conclusion_kg', 'torchci_classification_kg'))\n"
                              "         OR (table = 'push' AND name IN ('commits', 'commits.id')))"_s);
    }

    // Every query names the repository; without HUD's keep-going columns or push's commit list
    // the plain columns are read.
    void sqlFiltersByRepositoryAndFallsBack()
    {
        GridClickHouseSource::Options o;
        o.repository = u"pytorch/vision"_s;
        GridClickHouseSource source(nullptr, o);
        source.setServerColumns({false, false});
        QVERIFY(source.commitsSql().contains(u"repository.full_name = 'pytorch/vision'"_s));
        QVERIFY(!source.commitsSql().contains(u"commits.id"_s));
        const QString jobs = source.jobsForCommitsSql({u"abc"_s});
        QVERIFY(jobs.contains(u"startsWith(url, 'https://api.github.com/repos/pytorch/vision/actions/jobs/')"_s));
        QVERIFY(jobs.contains(u"materialized_views.workflow_job_by_head_sha"_s));
        QVERIFY(jobs.contains(u" conclusion AS job_conclusion"_s));
        QVERIFY(!jobs.contains(u"conclusion_kg"_s));
        QVERIFY(jobs.contains(u"tupleElement(torchci_classification, 4)"_s));
        QVERIFY(source.jobsSql(100).contains(u"repository.full_name = 'pytorch/vision'"_s));
        source.setServerColumns({true, true});
        QVERIFY(source.jobsForCommitsSql({u"abc"_s}).contains(u"conclusion_kg"_s));
        QVERIFY(source.jobsForCommitsSql({u"abc"_s}).contains(u"tupleElement(torchci_classification_kg, 4)"_s));
        QVERIFY(source.commitsSql().contains(u"commits.author.username"_s));
        UnstableIssuesSource issues(nullptr, u"pytorch/vision"_s);
        QVERIFY(issues.sql().contains(u"repository_url = 'https://api.github.com/repos/pytorch/vision'"_s));
    }

    void recordingCarriesThePrNumber()
    {
        QVERIFY(RecordingWriter::commitLine(Commit{u"abc"_s, 100, u"t"_s, u"a"_s, 151234}).contains("\"pr\":151234"));
        QVERIFY(!RecordingWriter::commitLine(Commit{u"abc"_s, 100, u"t"_s, u"a"_s, 0}).contains("\"pr\""));
    }

    // A cache holds one repository: opening it for another clears the grid rows and says so.
    void cacheHoldsOneRepository()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(u"c.sqlite"_s);
        const JobBatch b
            = test::JobBatchBuilder(u"clickhouse"_s)
                  .watermark(500)
                  .commit(test::CommitBuilder(u"abc"_s, 100).title(u"Land it (#9)"_s).author(u"janedoe"_s).pr(151234))
                  .job(test::JobRunBuilder(7).sha(u"abc"_s));
        {
            JobCache cache(path);
            HW_VERIFY_OK(cache.open());
            HW_ASSIGN_OK(const bool cleared, cache.useRepository(u"pytorch/pytorch"_s));
            QVERIFY(!cleared);
            HW_VERIFY_OK(GridJobStore(cache).storeBatch(b));
        }
        {
            JobCache cache(path);
            HW_VERIFY_OK(cache.open());
            HW_ASSIGN_OK(const bool cleared, cache.useRepository(u"pytorch/pytorch"_s));
            QVERIFY(!cleared); // the same repository: kept
            HW_ASSIGN_OK(const JobBatch kept, GridJobStore(cache).loadLatest(u"clickhouse"_s, 10));
            QCOMPARE(kept.commits.size(), 1);
            QCOMPARE(kept.commits.first().prNumber, 151234); // stored and read back
            QCOMPARE(kept.jobs.size(), 1);
        }
        JobCache cache(path);
        HW_VERIFY_OK(cache.open());
        HW_ASSIGN_OK(const bool cleared, cache.useRepository(u"pytorch/vision"_s));
        QVERIFY(cleared);
        HW_ASSIGN_OK(const JobBatch gone, GridJobStore(cache).loadLatest(u"clickhouse"_s, 10));
        QVERIFY(gone.commits.isEmpty());
        QVERIFY(gone.jobs.isEmpty());
        QCOMPARE(GridJobStore(cache).watermark(u"clickhouse"_s), 0); // the next sync starts over
        // Rows stored now are vision's, and stay.
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(b));
        HW_ASSIGN_OK(const bool again, cache.useRepository(u"pytorch/vision"_s));
        QVERIFY(!again);
    }
};

HW_TEST_GUILESS_MAIN(tst_GridHudUnit)
#include "tst_GridHudUnit.moc"
