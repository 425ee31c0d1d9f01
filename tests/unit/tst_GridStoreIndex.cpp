// GridStore's indexes: a job found by id moves with its commit and leaves with a trimmed row, the
// index reserves room for a batch; strings are interned, shared text finds the right cell in a
// big batch, and URLs are shortened only when they end with their ids, and round-trip.
#include "GridStoreChecks.h"
#include "GridStoreRecorder.h"
#include "GridStoreRows.h"
#include "TestRegistry.h"
#include "grid/GridStore.h"
#include "grid/JobIdIndex.h"
#include "grid/JobUrlCodec.h"

#include <QTest>

#include <algorithm>

using namespace hw;
using namespace hw::test;
using namespace hw::test::gridrows;
using CS = CellStatus;

class TestGridStoreIndex : public QObject
{
    Q_OBJECT
private slots:
    void idIndexMovesJobs()
    {
        GridStore s;
        const QString a = QStringLiteral("a"), b = QStringLiteral("b");
        s.reset(batch({commit(a, 2), commit(b, 1)},
                      {job(1, b, QStringLiteral("x"), "failure"), job(2, b, QStringLiteral("x"), "success"),
                       job(3, a, QStringLiteral("y"), "success")}));
        QCOMPARE(s.cellStatus(1, 0), CS::Flaky);

        // Job 1 moves to another commit and job 2 to another name: each leaves its old cell.
        GridStoreRecorder rec;
        s.setListener(&rec);
        GridChange ch = s.apply(batch({}, {job(1, a, QStringLiteral("x"), "failure")}));
        QCOMPARE(ch.changedCells, 2);
        QCOMPARE(s.cellStatus(0, 0), CS::Failure);
        QCOMPARE(s.cellStatus(1, 0), CS::Success);
        QCOMPARE(idsAt(s, 1, 0), QList<qint64>{2});
        QCOMPARE(rec.take(), (QStringList{QStringLiteral("cells 0,0-0,0"), QStringLiteral("cells 1,0-1,0")}));
        ch = s.apply(batch({}, {job(2, b, QStringLiteral("y"), "success")}));
        QCOMPARE(ch.changedCells, 2);
        QCOMPARE(s.cellAt(1, 0)->runCount, 0);
        QCOMPARE(s.cellStatus(1, 0), CS::NoJob);
        QCOMPARE(idsAt(s, 1, 1), QList<qint64>{2});
        s.setListener(nullptr);

        // Two rows of one job in one batch: the later row wins, whichever cell comes first in
        // storage order.
        s.apply(batch({}, {job(3, b, QStringLiteral("x"), "timed_out"), job(3, a, QStringLiteral("x"), "cancelled")}));
        QCOMPARE(idsAt(s, 0, 0), (QList<qint64>{3, 1}));
        QCOMPARE(s.runsAt(0, 0).front().conclusion, JobConclusion::Cancelled);
        QVERIFY(idsAt(s, 1, 0).isEmpty());
        QVERIFY(!idsAt(s, 0, 1).contains(3));
        s.apply(batch({}, {job(3, a, QStringLiteral("y"), "success"), job(3, b, QStringLiteral("x"), "timed_out")}));
        QCOMPARE(idsAt(s, 1, 0), QList<qint64>{3});
        QCOMPARE(s.cellStatus(1, 0), CS::TimedOut);
        QCOMPARE(idsAt(s, 0, 0), QList<qint64>{1});
        QVERIFY(idsAt(s, 0, 1).isEmpty());
        // The same job twice in one cell: the later row wins.
        s.apply(batch({}, {job(3, b, QStringLiteral("x"), "failure"), job(3, b, QStringLiteral("x"), "success")}));
        QCOMPARE(s.cellStatus(1, 0), CS::Success);
        QCOMPARE(int(s.cellAt(1, 0)->runCount), 1);
        // A duplicate job id in a reset snapshot: the later row wins there too.
        s.reset(batch({commit(a, 2), commit(b, 1)}, {job(9, a, QStringLiteral("x"), "failure"), job(9, b, QStringLiteral("x"), "success")}));
        QVERIFY(idsAt(s, 0, 0).isEmpty());
        QCOMPARE(idsAt(s, 1, 0), QList<qint64>{9});
        verifyConsistent(s);
    }

    void trimmedRowsLeaveTheIndex()
    {
        GridStore s;
        s.setMaxCommits(2);
        QCOMPARE(s.maxCommits(), 2);
        s.reset(batch({commit(QStringLiteral("c1"), 1), commit(QStringLiteral("c2"), 2)},
                      {job(1, QStringLiteral("c1"), QStringLiteral("x"), "failure"),
                       job(2, QStringLiteral("c2"), QStringLiteral("x"), "success")}));
        GridStoreRecorder rec;
        s.setListener(&rec);
        // c3 pushes c1 out; a job of the trimmed commit is ignored; c0 is older than all kept.
        const GridChange ch = s.apply(batch({commit(QStringLiteral("c3"), 3), commit(QStringLiteral("c0"), 0)},
                                            {job(3, QStringLiteral("c3"), QStringLiteral("x"), "success"),
                                             job(4, QStringLiteral("c1"), QStringLiteral("x"), "failure"),
                                             job(5, QStringLiteral("c0"), QStringLiteral("x"), "failure")}));
        QCOMPARE(ch.insertedRows, 1);
        QCOMPARE(rec.take(), (QStringList{QStringLiteral("insert rows 0-0"), QStringLiteral("rows inserted"),
                                          QStringLiteral("remove rows 2-2"), QStringLiteral("rows removed"),
                                          QStringLiteral("cells 0,0-0,0")}));
        QCOMPARE(s.rowCount(), 2);
        QCOMPARE(s.rowOfCommit(QStringLiteral("c1")), -1);
        QCOMPARE(s.rowOfCommit(QStringLiteral("c0")), -1);
        // Job 1 left with its row: arriving on c3 it is a new run there, not a move.
        QCOMPARE(s.apply(batch({}, {job(1, QStringLiteral("c3"), QStringLiteral("x"), "failure")})).changedCells, 1);
        QCOMPARE(idsAt(s, 0, 0), (QList<qint64>{3, 1}));
        QCOMPARE(s.cellStatus(0, 0), CS::Flaky);
        rec.take();
        // A new commit reuses the freed row slot: its cells start empty.
        s.apply(batch({commit(QStringLiteral("c4"), 4)}, {}));
        QCOMPARE(s.commitSha(0), QStringLiteral("c4"));
        QCOMPARE(s.cellAt(0, 0)->runCount, 0);
        QCOMPARE(s.cellStatus(0, 0), CS::NoJob);
        QCOMPARE(s.cellStatus(1, 0), CS::Flaky);
        rec.take();
        s.setMaxCommits(1);
        QCOMPARE(rec.take(), (QStringList{QStringLiteral("remove rows 1-1"), QStringLiteral("rows removed")}));
        QCOMPARE(s.rowCount(), 1);
        s.setListener(nullptr);
        verifyConsistent(s);
    }

    void stringsAreInternedAndUrlsRoundTrip()
    {
        GridStore s;
        const QString sha = QStringLiteral("s");
        const QString line = QStringLiteral("FAILED test_ops.py::test_add - AssertionError");
        JobRun a = job(11, sha, QStringLiteral("a"), "failure");
        a.failureLine = line;
        a.htmlUrl = QStringLiteral("https://github.com/pytorch/vision/actions/runs/5011/job/11");
        a.createdAt = 100;
        a.startedAt = 160;
        a.completedAt = 460;
        a.runAttempt = 3;
        JobRun b = job(12, sha, QStringLiteral("b"), "failure");
        b.failureLine = line;                                  // the same line: one stored string
        JobRun odd = job(13, sha, QStringLiteral("c"), "success");
        odd.htmlUrl = QStringLiteral("https://example.org/odd"); // not the canonical form: verbatim
        JobRun zero = job(14, sha, QStringLiteral("d"), "success");
        zero.htmlUrl = QStringLiteral("https://github.com/pytorch/pytorch/actions/runs/5014/job/014"); // not id 14's form
        s.reset(batch({commit(sha, 1)}, {a, b, odd, zero}));
        QCOMPARE(s.jobRun(0, 3, s.runsAt(0, 3).front()).htmlUrl, zero.htmlUrl);
        const StoredRun ra = s.runsAt(0, 0).front(), rb = s.runsAt(0, 1).front();
        QVERIFY(ra.failureLine != 0);
        QCOMPARE(ra.failureLine, rb.failureLine);
        QCOMPARE(s.failureLine(ra), line);
        QCOMPARE(&s.failureLine(rb), &s.failureLine(ra)); // one stored string

        // jobRun() rebuilds the row: names from the column, sha from the row, url from its prefix.
        JobRun back = s.jobRun(0, 0, ra);
        QCOMPARE(back.id, a.id);
        QCOMPARE(back.runId, a.runId);
        QCOMPARE(back.runAttempt, 3);
        QCOMPARE(back.workflowName, a.workflowName);
        QCOMPARE(back.jobName, a.jobName);
        QCOMPARE(back.headSha, sha);
        QCOMPARE(back.state(), JobConclusion::Failure);
        QCOMPARE(back.createdAt, 100);
        QCOMPARE(back.completedAt, 460);
        QCOMPARE(back.htmlUrl, a.htmlUrl);
        QCOMPARE(back.failureLine, line);
        // Empty url: the job page is derived; stored as empty.
        QCOMPARE(s.jobRun(0, 1, rb).htmlUrl, QString());
        QCOMPARE(s.jobUrl(rb), QStringLiteral("https://github.com/pytorch/pytorch/actions/runs/5012/job/12"));
        QCOMPARE(s.jobUrl(s.runsAt(0, 2).front()), odd.htmlUrl);

        // A verbatim url follows its job when it moves, and a changed one is reported.
        s.apply(batch({commit(QStringLiteral("t"), 2)}, {}));
        JobRun moved = odd;
        moved.headSha = QStringLiteral("t");
        s.apply(batch({}, {moved}));
        QCOMPARE(s.jobUrl(s.runsAt(0, 2).front()), odd.htmlUrl);
        moved.htmlUrl = QStringLiteral("https://example.org/odd2");
        QCOMPARE(s.apply(batch({}, {moved})).changedCells, 1);
        QCOMPARE(s.jobUrl(s.runsAt(0, 2).front()), moved.htmlUrl);
        moved.htmlUrl = QStringLiteral("https://github.com/pytorch/pytorch/actions/runs/5013/job/13");
        QCOMPARE(s.apply(batch({}, {moved})).changedCells, 1);
        QCOMPARE(s.jobRun(0, 2, s.runsAt(0, 2).front()).htmlUrl, moved.htmlUrl);
        QVERIFY(s.approximateMemoryBytes() > 0);
    }

    void sharedTextFindsTheRightCellInABigBatch()
    {
        // A decoder shares repeated text: one QString for a job name used by two workflows, one
        // for each sha. Big batches are prepared on two threads with a memo keyed by that shared
        // text; every job must still land in its own workflow's column and its own commit's row.
        const QString shaA = QStringLiteral("a"), shaB = QStringLiteral("b");
        const QString shared = QStringLiteral("build");
        const QString pull = QStringLiteral("pull"), trunk = QStringLiteral("trunk");
        GridStore s;
        JobRun known = job(100000, shaA, shared, "success"); // both columns exist before the batch
        JobRun knownTrunk = job(100001, shaA, shared, "failure");
        knownTrunk.workflowName = trunk;
        s.reset(batch({commit(shaA, 2), commit(shaB, 1)}, {known, knownTrunk}));
        JobRuns jobs;
        for (qint64 i = 0; i < 6000; ++i) {
            JobRun j = job(i + 1, i % 3 == 0 ? shaB : shaA, shared, i % 2 ? "failure" : "success");
            j.workflowName = i % 2 ? trunk : pull;
            if (i % 5 == 0)
                j.jobName = QStringLiteral("build"); // equal text, not shared
            jobs.append(j);
        }
        s.apply(batch({}, jobs));
        QCOMPARE(s.columnCount(), 2);
        const int pullColumn = s.columnOf(QStringLiteral("pull / build"));
        const int trunkColumn = s.columnOf(QStringLiteral("trunk / build"));
        QVERIFY(pullColumn >= 0 && trunkColumn >= 0 && pullColumn != trunkColumn);
        for (int row = 0; row < 2; ++row) {
            QCOMPARE(s.cellStatus(row, pullColumn), CellStatus::Success);
            QCOMPARE(s.cellStatus(row, trunkColumn), CellStatus::Failure);
        }
        // 6,000 jobs (and the first two) over 2 rows x 2 columns: each cell holds every job sent to it.
        int total = -2;
        for (int row = 0; row < 2; ++row)
            for (int column = 0; column < 2; ++column)
                total += int(s.runsAt(row, column).size());
        QCOMPARE(total, 6000);
        verifyConsistent(s);
    }

    void urlsOnlyShortenedWhenTheyEndWithTheirIds_data()
    {
        QTest::addColumn<qint64>("id");
        QTest::addColumn<QString>("url");
        QTest::addColumn<bool>("canonical");
        const QString base = QStringLiteral("https://github.com/pytorch/pytorch/actions/runs/");
        QTest::newRow("canonical") << qint64(14) << base + QStringLiteral("5014/job/14") << true;
        QTest::newRow("id zero") << qint64(0) << base + QStringLiteral("5000/job/0") << true;
        QTest::newRow("long ids") << qint64(34567890123) << base + QStringLiteral("34567895123/job/34567890123") << true;
        QTest::newRow("leading zero") << qint64(14) << base + QStringLiteral("5014/job/014") << false;
        QTest::newRow("a digit more") << qint64(14) << base + QStringLiteral("5014/job/914") << false;
        QTest::newRow("a digit less") << qint64(14) << base + QStringLiteral("5014/job/4") << false;
        QTest::newRow("other run") << qint64(14) << base + QStringLiteral("6014/job/14") << false;
        QTest::newRow("run id longer") << qint64(14) << base + QStringLiteral("15014/job/14") << false;
        QTest::newRow("no job part") << qint64(14) << base + QStringLiteral("5014/14") << false;
        QTest::newRow("only the id") << qint64(14) << QStringLiteral("14") << false;
        QTest::newRow("20 digits") << qint64(14) << base + QStringLiteral("5014/job/00000000000000000014") << false;
    }

    void urlsOnlyShortenedWhenTheyEndWithTheirIds()
    {
        // A url in the canonical form is stored as a prefix id and rebuilt from the job's ids;
        // any other is kept verbatim. Either way the same url comes back.
        QFETCH(qint64, id);
        QFETCH(QString, url);
        QFETCH(bool, canonical);
        JobRun j = job(id, QStringLiteral("s"), QStringLiteral("a"), "success");
        j.htmlUrl = url;
        GridStore s;
        s.reset(batch({commit(QStringLiteral("s"), 1)}, {j}));
        const StoredRun stored = s.runsAt(0, 0).front();
        QCOMPARE(stored.urlPrefix == JobUrlCodec::kVerbatim, !canonical);
        QCOMPARE(s.jobUrl(stored), url);
        QCOMPARE(s.jobRun(0, 0, stored).htmlUrl, url);
    }

    // reserve() makes room for that many keys at once: inserting them rehashes nothing.
    void idIndexReserveHoldsABatch()
    {
        JobIdIndex index;
        for (qint64 k = 1; k <= 1000; ++k)
            index.insert(k * 7919, quint32(k));
        index.reserve(index.size() + 100000);
        const qsizetype bytes = index.capacityBytes();
        for (qint64 k = 1001; k <= 101000; ++k)
            QCOMPARE(index.exchange(k * 7919, quint32(k)), JobIdIndex::kMissing);
        QCOMPARE(index.capacityBytes(), bytes);
        QCOMPARE(index.size(), 101000);
        for (qint64 k = 1; k <= 101000; k += 997)
            QCOMPARE(index.value(k * 7919), quint32(k));
        index.reserve(10); // never shrinks
        QCOMPARE(index.capacityBytes(), bytes);
    }
};

HW_TEST_GUILESS_MAIN(TestGridStoreIndex)
#include "tst_GridStoreIndex.moc"
