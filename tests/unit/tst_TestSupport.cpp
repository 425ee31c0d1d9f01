// The tests' own helpers (tests/support): the job, commit and batch builders, the source probe
// and the status wait. A helper that lies makes every test that uses it lie.
#include "CommitBuilder.h"
#include "JobBatchBuilder.h"
#include "JobRunBuilder.h"
#include "SourceProbe.h"
#include "SyncStatusWait.h"
#include "TestRegistry.h"

#include <QTest>
#include <QRegularExpression>
#include <QTimer>

using namespace hw;
using namespace hw::test;
using namespace Qt::StringLiterals;

namespace {

// A source of the usual shape: one fetched or failed per request.
class FakeSource : public QObject
{
    Q_OBJECT
signals:
    void fetched(int value);
    void failed(const hw::SourceError &error);
};

// A sync of the usual shape: a status() that moves on by itself.
struct FakeSync {
    SourceStatus current;
    const SourceStatus &status() const { return current; }
};

} // namespace

class TestTestSupport : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { qRegisterMetaType<hw::SourceError>(); }

    void jobRunDefaultsAreACompletedGreenPullBuild()
    {
        const JobRun j = JobRunBuilder(7);
        QCOMPARE(j.id, 7);
        QCOMPARE(j.runAttempt, 1);
        QCOMPARE(j.columnName(), u"pull / build"_s);
        QCOMPARE(j.state(), JobConclusion::Success);
        QVERIFY(j.headSha.isEmpty());
        QCOMPARE(j.createdAt, 0);
        QCOMPARE(j.insertedAt, 0);
    }

    void jobRunSettersSetTheirFieldOnly()
    {
        const JobRun j = JobRunBuilder(3)
                             .run(90, 2)
                             .column(u"trunk / linux / test (default, 1, 2)"_s)
                             .sha(u"abc"_s)
                             .conclusion(u"failure"_s)
                             .times(100, 110, 200)
                             .url(u"https://example.invalid/3"_s)
                             .failureLine(u"boom"_s)
                             .insertedAt(250);
        JobRun expected;
        expected.id = 3;
        expected.runId = 90;
        expected.runAttempt = 2;
        expected.workflowName = u"trunk"_s; // split at the first " / ", as the grid joins it
        expected.jobName = u"linux / test (default, 1, 2)"_s;
        expected.headSha = u"abc"_s;
        expected.status = u"completed"_s;
        expected.conclusion = u"failure"_s;
        expected.createdAt = 100;
        expected.startedAt = 110;
        expected.completedAt = 200;
        expected.htmlUrl = u"https://example.invalid/3"_s;
        expected.failureLine = u"boom"_s;
        expected.insertedAt = 250;
        QCOMPARE(j, expected);
        const JobRun variant = JobRunBuilder(j).id(4).conclusion(u"success"_s);
        expected.id = 4;
        expected.conclusion = u"success"_s;
        QCOMPARE(variant, expected);
        QCOMPARE(JobRun(JobRunBuilder().queued()).state(), JobConclusion::Queued);
        QCOMPARE(JobRun(JobRunBuilder().inProgress()).state(), JobConclusion::Pending);
        QCOMPARE(JobRun(JobRunBuilder().queued()).conclusion, QString());
        QCOMPARE(JobRun(JobRunBuilder().column(u"lint"_s)).columnName(), u" / lint"_s);
    }

    void commitAndBatch()
    {
        const Commit c = CommitBuilder(u"abc"_s, 1000).title(u"Land it (#9)"_s).author(u"jane"_s).pr(9);
        QCOMPARE(c, (Commit{u"abc"_s, 1000, u"Land it (#9)"_s, u"jane"_s, 9}));
        QCOMPARE(Commit(CommitBuilder(u"x"_s)), (Commit{u"x"_s, 0, u"title x"_s, u"author"_s, 0}));

        const JobBatch b = JobBatchBuilder(u"clickhouse"_s)
                               .commit(c)
                               .commit(CommitBuilder(u"def"_s, 2000))
                               .job(JobRunBuilder(1).sha(u"abc"_s))
                               .watermark(500)
                               .fetchedAt(600)
                               .page(1, 4, false);
        QCOMPARE(b.source, u"clickhouse"_s);
        QCOMPARE(b.commits.size(), 2);
        QCOMPARE(b.commits.at(1).sha, u"def"_s);
        QCOMPARE(b.jobs.size(), 1);
        QCOMPARE(b.watermark, 500);
        QCOMPARE(b.fetchedAt, 600);
        QVERIFY(!b.complete);
        QCOMPARE(b.syncDone, 1);
        QCOMPARE(b.syncTotal, 4);
        const JobBatch empty = JobBatchBuilder();
        QVERIFY(empty.isEmpty());
        QVERIFY(empty.complete);
    }

    void probeTakesTheOneAnswer()
    {
        FakeSource source;
        SourceProbe probe(&source, &FakeSource::fetched, &FakeSource::failed);
        QTimer::singleShot(10, &source, [&] { emit source.fetched(42); });
        const SourceProbe::Answer a = probe.wait(5'000);
        QVERIFY2(a.ok(), qPrintable(a.problem()));
        QCOMPARE(a.value<int>(), 42);
        QCOMPARE(a.count, 1);
        QVERIFY(a.ms >= 5);

        probe.clear();
        QTimer::singleShot(0, &source, [&] {
            emit source.failed(SourceError::make(SourceError::Kind::Network, u"t"_s, u"refused"_s));
        });
        const SourceProbe::Answer f = probe.wait(5'000);
        QVERIFY(!f.ok());
        QCOMPARE(f.error.kind, SourceError::Kind::Network);
        QCOMPARE(f.problem(), u"refused"_s);
    }

    void probeCatchesNoneAndASecondAnswer()
    {
        FakeSource source;
        SourceProbe probe(&source, &FakeSource::fetched, &FakeSource::failed);
        const SourceProbe::Answer none = probe.wait(20);
        QVERIFY(!none.answered);
        QVERIFY(!none.ok());
        QCOMPARE(none.problem(), u"the source answered nothing in time"_s);

        // A second answer within the quiet time makes the first one wrong too.
        QTimer::singleShot(0, &source, [&] { emit source.fetched(1); });
        QTimer::singleShot(20, &source, [&] {
            emit source.failed(SourceError::make(SourceError::Kind::Network, u"t"_s, u"late"_s));
        });
        const SourceProbe::Answer two = probe.wait(5'000, 300);
        QVERIFY(two.answered);
        QCOMPARE(two.count, 2);
        QVERIFY(!two.ok());
        QCOMPARE(two.problem(), u"2 answers to one request"_s);

        // A paged source: the first page is the answer, whatever follows.
        probe.clear();
        QTimer::singleShot(0, &source, [&] { emit source.fetched(7); });
        QTimer::singleShot(0, &source, [&] { emit source.fetched(8); });
        const SourceProbe::Answer page = probe.first(5'000);
        QCOMPARE(page.value<int>(), 7);
        QTRY_COMPARE(probe.heard(), 2);
    }

    void statusWaitReachesOrSaysWhereItStood()
    {
        FakeSync sync;
        sync.current.source = u"clickhouse"_s;
        QTimer::singleShot(10, [&] { sync.current.state = SourceStatus::State::Ok; });
        QVERIFY(waitForState(sync, SourceStatus::State::Ok, 5'000));

        sync.current.state = SourceStatus::State::BackingOff;
        sync.current.consecutiveFailures = 2;
        sync.current.error = SourceError::make(SourceError::Kind::Network, u"clickhouse"_s, u"connection refused"_s);
        QTest::ignoreMessage(QtWarningMsg,
                             QRegularExpression(u"^waited 30 ms for a status; the last one: clickhouse: BackingOff, "
                                                "2 failures, error .*: connection refused"_s));
        QVERIFY(!waitForStatus(sync, [](const SourceStatus &s) { return s.consecutiveFailures == 3; }, 30));
    }
};

HW_TEST_GUILESS_MAIN(TestTestSupport)
#include "tst_TestSupport.moc"
