// The grid as HUD builds it, through the real test server (18.16, and the modern tier with the same
// seed): the trap rows of tests/data/clickhouse/workflow_job.jsonl and push.jsonl (PROVENANCE.md).
// Each expectation is written out from the seed rows, not from the console's SQL.
#include "clickhouse/ClickHouseClient.h"
#include "clickhouse/ClickHouseSql.h"
#include "clickhouse/WorkflowJobRepository.h"
#include "grid/GridClickHouseSource.h"
#include "grid/JobGridModel.h"
#include "grid/UnstableIssueMatcher.h"
#include "grid/UnstableIssuesSource.h"

#include "SeedRows.h"

#include "ClickHouseTestServer.h"
#include "GridSeedExpectation.h"
#include "TestRegistry.h"

#include <QAbstractItemModelTester>
#include <QJsonArray>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;
using hw::test::ClickHouseTestServer;
using hw::test::GridSeedExpectation;

namespace {

// The trap rows (sha1 of "hudwatch-trap-<name>").
const QString Ghstack1 = u"26d1477e019a5c9d9b76a9ea654702b842882643"_s;
const QString Ghstack2 = u"62edc977722ab003c70c7453e204181824ae36d6"_s;
const QString Ghstack3 = u"eb41bfe9c5c8e054acf1d83dcc45cf619a29eeed"_s;
const QString Vision1 = u"87497f5d6e4b6c53dea19ed2911ff8ec3f511747"_s;
constexpr qint64 TieJob = 46000000101;
constexpr qint64 KeepGoingJob = 46000000102;
constexpr qint64 ForkJob = 46000000103;
constexpr qint64 StartupFailureJob = 46000000113;
constexpr qint64 CancelledRerun = 46000000116;
constexpr qint64 VisionJobs[] = {46000000201, 46000000202};

} // namespace

class tst_GridHudRules : public QObject
{
    Q_OBJECT

    ClickHouseTestServer m_server;
    std::unique_ptr<ClickHouseClient> m_client;

    std::optional<JobBatch> fetchAll(const QString &repository, QString *error)
    {
        GridClickHouseSource::Options o;
        o.repository = repository;
        o.pageCommits = 0; // one batch
        GridClickHouseSource source(m_client.get(), o);
        QSignalSpy fetched(&source, &JobSource::fetched);
        QSignalSpy failed(&source, &JobSource::failed);
        source.fetch(0);
        if (!QTest::qWaitFor([&] { return !fetched.isEmpty() || !failed.isEmpty(); }, 30'000)) {
            *error = u"the source reported nothing within 30 s"_s;
            return std::nullopt;
        }
        if (!failed.isEmpty()) {
            *error = failed.first().at(0).toString();
            return std::nullopt;
        }
        return fetched.first().at(0).value<JobBatch>();
    }

    static const JobRun *findJob(const JobBatch &b, qint64 id)
    {
        for (const JobRun &j : b.jobs)
            if (j.id == id)
                return &j;
        return nullptr;
    }

    static QStringList shasOf(const JobBatch &b)
    {
        QStringList shas;
        for (const Commit &c : b.commits)
            shas << c.sha;
        return shas;
    }

private slots:
    void initTestCase()
    {
        qRegisterMetaType<hw::JobBatch>();
        QVERIFY2(m_server.isValid(), qPrintable(m_server.error()));
        m_client = std::make_unique<ClickHouseClient>(m_server.config());
    }

    // Both commit sets and job sets equal the plain-loop expectation of the seed, per repository:
    // vision's push to main and a fork's job on a pytorch SHA stay out of pytorch/pytorch's grid.
    void oneRepository_data()
    {
        QTest::addColumn<QString>("repository");
        QTest::newRow("pytorch/pytorch") << u"pytorch/pytorch"_s;
        QTest::newRow("pytorch/vision") << u"pytorch/vision"_s;
    }
    void oneRepository()
    {
        QFETCH(QString, repository);
        QString error;
        const auto batch = fetchAll(repository, &error);
        QVERIFY2(batch, qPrintable(error));
        const GridSeedExpectation expected = GridSeedExpectation::forRepository(repository);
        QStringList shas = shasOf(*batch);
        QStringList expectedShas = expected.commitShas;
        // Rows inserted by other tests on main (tst_ClickHouseIntegration) are pytorch/pytorch's too.
        for (const QString &sha : std::as_const(expectedShas))
            QVERIFY2(shas.contains(sha), qPrintable(sha));
        QSet<qint64> ids;
        for (const JobRun &j : batch->jobs)
            ids.insert(j.id);
        for (auto it = expected.jobs.cbegin(); it != expected.jobs.cend(); ++it)
            QVERIFY2(ids.contains(it.key()), qPrintable(QString::number(it.key())));
        if (repository == u"pytorch/vision"_s) {
            QCOMPARE(shas, QStringList{Vision1});
            QCOMPARE(ids, (QSet<qint64>{VisionJobs[0], VisionJobs[1]}));
        } else {
            QVERIFY(!shas.contains(Vision1));
            QVERIFY(!ids.contains(VisionJobs[0]) && !ids.contains(VisionJobs[1]));
            QVERIFY(!ids.contains(ForkJob)); // the SHA index returns it; the repository filter drops it
            for (const qint64 id : ids)
                if (id >= 46000000000 && id < 47000000000)
                    QVERIFY2(expected.jobs.contains(id), qPrintable(QString::number(id)));
        }
    }

    // Versions of one job that share an _inserted_at: the completed one, as a whole row.
    void tieOnInsertedAtGoesToTheCompletedRow()
    {
        QString error;
        const auto batch = fetchAll(u"pytorch/pytorch"_s, &error);
        QVERIFY2(batch, qPrintable(error));
        const JobRun *j = findJob(*batch, TieJob);
        QVERIFY(j);
        QCOMPARE(j->status, u"completed"_s);
        QCOMPARE(j->conclusion, u"failure"_s);
        QVERIFY(j->completedAt > 0);
        QCOMPARE(j->failureLine, u"FAILED test_nn.py::TestNN::test_tie"_s);
        QCOMPARE(j->state(), JobConclusion::Failure);
    }

    // A still-running keep-going job with a classification from its partial log reads failure.
    void keepGoingJobReadsFailure()
    {
        QString error;
        const auto batch = fetchAll(u"pytorch/pytorch"_s, &error);
        QVERIFY2(batch, qPrintable(error));
        const JobRun *j = findJob(*batch, KeepGoingJob);
        QVERIFY(j);
        QCOMPARE(j->status, u"in_progress"_s);
        QCOMPARE(j->conclusion, u"failure"_s);
        QCOMPARE(j->failureLine, u"FAILED test_torch.py::TestTorch::test_keep_going"_s);
        QCOMPARE(j->state(), JobConclusion::Failure);
    }

    void hudsExclusions()
    {
        QString error;
        const auto batch = fetchAll(u"pytorch/pytorch"_s, &error);
        QVERIFY2(batch, qPrintable(error));
        for (qint64 id = 46000000104; id <= 46000000112; ++id)
            QVERIFY2(!findJob(*batch, id), qPrintable(QString::number(id)));
        const GridSeedExpectation expected = GridSeedExpectation::forRepository(u"pytorch/pytorch"_s);
        for (qint64 id = 46000000104; id <= 46000000112; ++id)
            QVERIFY(!expected.jobs.contains(id)); // the plain loops agree
    }

    // A three-commit ghstack push: three rows, in git order, each with HUD's PR number and the
    // author's GitHub login.
    void ghstackPushShowsEveryCommit()
    {
        QString error;
        const auto batch = fetchAll(u"pytorch/pytorch"_s, &error);
        QVERIFY2(batch, qPrintable(error));
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.resetFrom(*batch);
        const int r3 = model.rowOfCommit(Ghstack3);
        QVERIFY(r3 >= 0);
        QCOMPARE(model.rowOfCommit(Ghstack2), r3 + 1);
        QCOMPARE(model.rowOfCommit(Ghstack1), r3 + 2);
        QHash<QString, Commit> bySha;
        for (const Commit &c : batch->commits)
            bySha.insert(c.sha, c);
        QCOMPARE(bySha.value(Ghstack3).prNumber, 100003);
        QCOMPARE(bySha.value(Ghstack2).prNumber, 100002);
        QCOMPARE(bySha.value(Ghstack1).prNumber, 0); // only a "(#100001)" title suffix: HUD reads none
        QCOMPARE(bySha.value(Ghstack1).author, u"janedoe"_s);
        QCOMPARE(bySha.value(Ghstack1).title, u"[ghstack] Part 1 of a stack (#100001)"_s);
        QVERIFY(model.headerData(r3, Qt::Vertical, Qt::ToolTipRole).toString().contains(u"#100003"_s));
        // The first commit's own job is on its own row.
        const int docs = model.columnOf(u"pull / linux-docs / build-docs-python-false"_s);
        QVERIFY(docs >= 0);
        QCOMPARE(model.cellStatus(r3 + 2, docs), CellStatus::Success);
    }

    // startup_failure is "U"; a newer cancelled run of the same job is dropped (HUD's merge).
    void startupFailureIsU()
    {
        QString error;
        const auto batch = fetchAll(u"pytorch/pytorch"_s, &error);
        QVERIFY2(batch, qPrintable(error));
        QVERIFY(findJob(*batch, StartupFailureJob) && findJob(*batch, CancelledRerun));
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.resetFrom(*batch);
        const int row = model.rowOfCommit(Ghstack3);
        const int column = model.columnOf(u"trunk / linux-jammy-rocm-py3.10 / build"_s);
        QVERIFY(row >= 0 && column >= 0);
        QCOMPARE(model.cellStatus(row, column), CellStatus::Other);
        QCOMPARE(cellLetter(CellStatus::Other), u"U"_s);
        // Its tooltip names the conclusion as HUD's does ("[startup_failure] ..."), not "other".
        const QString tip = model.index(row, column).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.section(u'\n', 0, 0).endsWith(u": startup_failure (HUD's U: an unknown conclusion)"_s), qPrintable(tip));
        QVERIFY2(tip.contains(u"startup_failure · job %1"_s.arg(StartupFailureJob)), qPrintable(tip));
        const int keepGoing = model.columnOf(u"pull / linux-jammy-py3.10-gcc11 / test (default, 2, 5, linux.2xlarge)"_s);
        QCOMPARE(model.cellStatus(row, keepGoing), CellStatus::Failure);
    }

    // HUD's unstable issues: the latest version of each issue of the repository, open, labelled
    // `unstable`; its title names the job ("UNSTABLE <job without its shard>" contains it).
    void unstableIssuesNameJobs()
    {
        // The plain loops: newest updated_at per issue number.
        QHash<qint64, QJsonObject> latest;
        for (const QJsonObject &row : hw::test::seedRows(u"issues.jsonl"_s)) {
            const qint64 n = row.value(u"number"_s).toInteger();
            if (!latest.contains(n) || row.value(u"updated_at"_s).toString() > latest.value(n).value(u"updated_at"_s).toString())
                latest.insert(n, row);
        }
        QStringList expected;
        for (const QJsonObject &row : std::as_const(latest))
            if (row.value(u"repository_url"_s).toString() == u"https://api.github.com/repos/pytorch/pytorch"_s
                && row.value(u"state"_s).toString() == u"open"_s
                && row.value(u"labels.name"_s).toArray().contains(QJsonValue(u"unstable"_s)))
                expected << row.value(u"title"_s).toString();
        QCOMPARE(expected, QStringList{u"UNSTABLE trunk / linux-jammy-rocm-py3.10"_s});

        UnstableIssuesSource issues(m_client.get(), u"pytorch/pytorch"_s);
        QSignalSpy fetched(&issues, &UnstableIssuesSource::titlesFetched);
        QSignalSpy failed(&issues, &UnstableIssuesSource::failed);
        issues.fetch();
        QVERIFY(QTest::qWaitFor([&] { return !fetched.isEmpty() || !failed.isEmpty(); }, 30'000));
        QVERIFY2(failed.isEmpty(), qPrintable(failed.isEmpty() ? QString() : failed.first().at(0).toString()));
        const QStringList titles = fetched.first().at(0).toStringList();
        QCOMPARE(titles, expected);

        QString error;
        const auto batch = fetchAll(u"pytorch/pytorch"_s, &error);
        QVERIFY2(batch, qPrintable(error));
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.resetFrom(*batch);
        const int rocm = model.columnOf(u"trunk / linux-jammy-rocm-py3.10 / build"_s);
        const int tie = model.columnOf(u"pull / linux-jammy-py3.10-gcc11 / test (default, 1, 5, linux.2xlarge)"_s);
        QVERIFY(rocm >= 0 && tie >= 0);
        QVERIFY(!model.isColumnUnstable(rocm));
        model.setUnstableIssueTitles(titles);
        QVERIFY(model.isColumnUnstable(rocm));
        QVERIFY(!model.isColumnUnstable(tie)); // its issue (900005) was closed later
        QCOMPARE(model.cellStatus(model.rowOfCommit(Ghstack3), tie), CellStatus::Failure);
    }

    // The console finds a job's repository by its url's prefix, HUD by the repository_full_name
    // ALIAS (a regular expression over the url): on every seeded row of every repository, and of one
    // whose name is a prefix of another's, the two select the same rows.
    void repositoryFilterSelectsHudsRows_data()
    {
        QTest::addColumn<QString>("repository");
        QTest::newRow("pytorch/pytorch") << u"pytorch/pytorch"_s;
        QTest::newRow("pytorch/vision") << u"pytorch/vision"_s;
        QTest::newRow("a prefix of pytorch/pytorch") << u"pytorch/py"_s;
        QTest::newRow("quote in the name") << u"o'brien/repo"_s;
    }
    void repositoryFilterSelectsHudsRows()
    {
        QFETCH(QString, repository);
        const QString hud = u"repository_full_name = "_s + ClickHouseSql::quote(repository);
        const QString ours = WorkflowJobRepository::filterSql(repository);
        const ClickHouseResult r = ClickHouseTestServer::select(
            *m_client, u"SELECT toUInt64(countIf(%1)) AS hud, toUInt64(countIf(%2)) AS ours, "
                       u"toUInt64(countIf((%1) != (%2))) AS differ, toUInt64(count()) AS total "
                       u"FROM default.workflow_job"_s.arg(hud, ours));
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        QCOMPARE(r.rows.size(), 1);
        const QJsonObject row = r.rows.first();
        QCOMPARE(row.value(u"differ"_s).toInteger(), 0);
        QCOMPARE(row.value(u"ours"_s).toInteger(), row.value(u"hud"_s).toInteger());
        QVERIFY(row.value(u"total"_s).toInteger() > 100);
        if (repository == u"pytorch/pytorch"_s || repository == u"pytorch/vision"_s)
            QVERIFY(row.value(u"hud"_s).toInteger() > 0); // not vacuous
        else
            QCOMPARE(row.value(u"hud"_s).toInteger(), 0);
    }

    // The server's optional columns are probed once: the 18.16 test schema and the modern tier
    // both carry HUD's keep-going ALIAS columns and push's commit list.
    void probeFindsHudsColumns()
    {
        GridClickHouseSource source(m_client.get());
        QSignalSpy fetched(&source, &JobSource::fetched);
        QSignalSpy failed(&source, &JobSource::failed);
        source.fetch(0);
        QVERIFY(QTest::qWaitFor([&] { return !fetched.isEmpty() || !failed.isEmpty(); }, 30'000));
        QVERIFY(failed.isEmpty());
        QVERIFY(source.serverColumns());
        QVERIFY(source.serverColumns()->keepGoing);
        QVERIFY(source.serverColumns()->pushCommits);
    }
};

HW_TEST_MAIN(tst_GridHudRules)
#include "tst_GridHudRules.moc"
