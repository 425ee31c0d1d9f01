#include "grid/CellMerger.h"
#include "grid/GridStore.h"
#include "grid/GridStoreListener.h"
#include "grid/JobIdIndex.h"
#include "grid/JobUrlCodec.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <map>

using namespace hw;
using CS = CellStatus;

namespace {

JobRun job(qint64 id, const QString &sha, const QString &name, const char *conclusion, const char *status = "completed")
{
    JobRun j;
    j.id = id;
    j.runId = 5000 + id;
    j.workflowName = QStringLiteral("pull");
    j.jobName = name;
    j.headSha = sha;
    j.status = QString::fromLatin1(status);
    j.conclusion = QString::fromLatin1(conclusion);
    return j;
}

Commit commit(const QString &sha, qint64 time)
{
    return Commit{sha, time, QStringLiteral("title of ") + sha, QStringLiteral("author")};
}

JobBatch batch(const Commits &commits, const JobRuns &jobs)
{
    JobBatch b;
    b.commits = commits;
    b.jobs = jobs;
    return b;
}

// Every listener call as one line of text, to compare with what a test expects.
class Recorder final : public GridStoreListener
{
public:
    QStringList calls;
    void rowsAboutToBeInserted(int first, int last) override { calls << QStringLiteral("insert rows %1-%2").arg(first).arg(last); }
    void rowsInserted() override { calls << QStringLiteral("rows inserted"); }
    void rowsAboutToBeRemoved(int first, int last) override { calls << QStringLiteral("remove rows %1-%2").arg(first).arg(last); }
    void rowsRemoved() override { calls << QStringLiteral("rows removed"); }
    void columnAboutToBeInserted(int column) override { calls << QStringLiteral("insert column %1").arg(column); }
    void columnInserted() override { calls << QStringLiteral("column inserted"); }
    void rowHeaderChanged(int row) override { calls << QStringLiteral("row header %1").arg(row); }
    void columnHeaderChanged(int column) override { calls << QStringLiteral("column header %1").arg(column); }
    void cellsChanged(int firstRow, int firstColumn, int lastRow, int lastColumn) override
    {
        calls << QStringLiteral("cells %1,%2-%3,%4").arg(firstRow).arg(firstColumn).arg(lastRow).arg(lastColumn);
    }
    QStringList take() { return std::exchange(calls, {}); }
};

// The ids of a cell's runs, newest first.
QList<qint64> idsAt(const GridStore &s, int row, int column)
{
    QList<qint64> ids;
    for (const StoredRun &r : s.runsAt(row, column))
        ids << r.id;
    return ids;
}

// Every cell as (status, run ids), keyed by (sha, column name): comparable across stores.
std::map<std::pair<QString, QString>, std::pair<int, QList<qint64>>> contentsOf(const GridStore &s)
{
    std::map<std::pair<QString, QString>, std::pair<int, QList<qint64>>> out;
    for (int r = 0; r < s.rowCount(); ++r)
        for (int c = 0; c < s.columnCount(); ++c)
            if (s.cellAt(r, c)->runCount > 0)
                out[{s.commitSha(r), s.columnName(c)}] = {int(s.cellStatus(r, c)), idsAt(s, r, c)};
    return out;
}

// The column summaries agree with the cells, and run counts with the runs.
void verifyConsistent(const GridStore &s)
{
    for (int c = 0; c < s.columnCount(); ++c) {
        int nonGreen = 0;
        bool allSkipped = true;
        for (int r = 0; r < s.rowCount(); ++r) {
            const CS st = s.cellStatus(r, c);
            nonGreen += !isGreen(st);
            allSkipped &= st == CS::Skipped || st == CS::NoJob;
            QCOMPARE(int(s.cellAt(r, c)->runCount), int(s.runsAt(r, c).size()));
            const QList<qint64> ids = idsAt(s, r, c);
            QVERIFY(std::is_sorted(ids.begin(), ids.end(), std::greater<>()));
            // The status is what the cell's runs merge to (NoJob for an empty cell, also after
            // its slot was reused or its row laid out again for new columns).
            QVector<MergeRun> runs;
            for (const StoredRun &run : s.runsAt(r, c))
                runs.append({run.conclusion, run.id});
            const CS merged = runs.isEmpty() ? CS::NoJob : CellMerger::merge(runs, s.isColumnUnstable(c)).status;
            QCOMPARE(st, merged);
        }
        QCOMPARE(s.nonGreenCellCount(c), nonGreen);
        QCOMPARE(s.isColumnAlwaysSkipped(c), allSkipped);
    }
}

} // namespace

class TestGridStore : public QObject
{
    Q_OBJECT
private slots:
    void emptyStore()
    {
        GridStore s;
        QCOMPARE(s.rowCount(), 0);
        QCOMPARE(s.columnCount(), 0);
        QVERIFY(!s.cellAt(0, 0));
        QCOMPARE(s.cellStatus(-1, 3), CS::NoJob);
        QVERIFY(s.runsAt(0, 0).empty());
        const GridChange ch = s.apply(JobBatch());
        QCOMPARE(ch.insertedRows + ch.insertedColumns + ch.changedCells, 0);
        s.reset(JobBatch());
        QCOMPARE(s.rowCount(), 0);
        QCOMPARE(s.rowOfCommit(QStringLiteral("nope")), -1);
        QCOMPARE(s.columnOf(QStringLiteral("nope")), -1);
    }

    void commitsNewestFirstColumnsSorted()
    {
        GridStore s;
        // Equal times: the sha decides, so the order never depends on arrival.
        s.reset(batch({commit(QStringLiteral("b"), 100), commit(QStringLiteral("c"), 300), commit(QStringLiteral("a"), 100)},
                      {job(1, QStringLiteral("a"), QStringLiteral("zeta"), "success"),
                       job(2, QStringLiteral("b"), QStringLiteral("alpha"), "failure"),
                       job(3, QStringLiteral("c"), QStringLiteral("mid"), "skipped"),
                       job(4, QStringLiteral("unknown"), QStringLiteral("never"), "failure")}));
        QCOMPARE(s.rowCount(), 3);
        QCOMPARE(s.commitSha(0), QStringLiteral("c"));
        QCOMPARE(s.commitSha(1), QStringLiteral("a"));
        QCOMPARE(s.commitSha(2), QStringLiteral("b"));
        QCOMPARE(s.rowOfCommit(QStringLiteral("b")), 2);
        QCOMPARE(s.rowHeader(0), QStringLiteral("c title of c"));
        // A job of an unknown commit makes no column.
        QCOMPARE(s.columnCount(), 3);
        QCOMPARE(s.columnName(0), QStringLiteral("pull / alpha"));
        QCOMPARE(s.columnName(1), QStringLiteral("pull / mid"));
        QCOMPARE(s.columnName(2), QStringLiteral("pull / zeta"));
        QCOMPARE(s.cellStatus(2, 0), CS::Failure);
        QCOMPARE(s.cellStatus(0, 1), CS::Skipped);
        QCOMPARE(s.cellStatus(1, 2), CS::Success);
        QCOMPARE(s.cellStatus(0, 0), CS::NoJob);
        verifyConsistent(s);

        // Incremental: a new newest commit, one in the middle, one older than all; new columns
        // at their sorted places. Each block and column is announced before it exists.
        Recorder rec;
        s.setListener(&rec);
        const GridChange ch = s.apply(batch({commit(QStringLiteral("d"), 400), commit(QStringLiteral("m"), 200),
                                             commit(QStringLiteral("old"), 1)},
                                            {job(5, QStringLiteral("m"), QStringLiteral("beta"), "failure"),
                                             job(6, QStringLiteral("d"), QStringLiteral("zz"), "success")}));
        QCOMPARE(ch.insertedRows, 3);
        QCOMPARE(ch.insertedColumns, 2);
        QCOMPARE(ch.changedCells, 2);
        QCOMPARE(rec.take(), (QStringList{QStringLiteral("insert rows 0-0"), QStringLiteral("rows inserted"),
                                          QStringLiteral("insert rows 2-2"), QStringLiteral("rows inserted"),
                                          QStringLiteral("insert rows 5-5"), QStringLiteral("rows inserted"),
                                          QStringLiteral("insert column 1"), QStringLiteral("column inserted"),
                                          QStringLiteral("insert column 4"), QStringLiteral("column inserted"),
                                          QStringLiteral("cells 0,4-0,4"), QStringLiteral("cells 2,1-2,1")}));
        const QStringList shas{QStringLiteral("d"), QStringLiteral("c"), QStringLiteral("m"), QStringLiteral("a"),
                               QStringLiteral("b"), QStringLiteral("old")};
        for (int r = 0; r < shas.size(); ++r) {
            QCOMPARE(s.commitSha(r), shas[r]);
            QCOMPARE(s.rowOfCommit(shas[r]), r);
        }
        QCOMPARE(s.columnName(1), QStringLiteral("pull / beta"));
        QCOMPARE(s.columnOf(QStringLiteral("pull / zeta")), 3);
        QCOMPARE(s.cellStatus(2, 1), CS::Failure);
        QCOMPARE(s.cellStatus(4, 0), CS::Failure); // "b" / alpha kept its cell
        verifyConsistent(s);

        // Several new commits in one gap: one block. A known commit's new title: a header call.
        Commit renamed = commit(QStringLiteral("c"), 300);
        renamed.title = QStringLiteral("renamed");
        s.apply(batch({commit(QStringLiteral("n2"), 250), commit(QStringLiteral("n1"), 260), renamed}, {}));
        QCOMPARE(rec.take(), (QStringList{QStringLiteral("row header 1"), QStringLiteral("insert rows 2-3"),
                                          QStringLiteral("rows inserted")}));
        QCOMPARE(s.commitSha(2), QStringLiteral("n1"));
        QCOMPARE(s.commitSha(3), QStringLiteral("n2"));
        QCOMPARE(s.commitTitle(1), QStringLiteral("renamed"));
        QCOMPARE(s.rowHeader(1), QStringLiteral("c renamed"));
        s.setListener(nullptr);
    }

    void supersededRunsStayInTheirCell()
    {
        GridStore s;
        const QString sha = QStringLiteral("s1");
        s.reset(batch({commit(sha, 1)}, {job(10, sha, QStringLiteral("test"), "failure")}));
        QCOMPARE(s.cellStatus(0, 0), CS::Failure);

        // A re-run (newer id) goes inline, the first run to the older chain: success after a
        // failure is flaky. An even older id lands behind them.
        s.apply(batch({}, {job(12, sha, QStringLiteral("test"), "", "in_progress")}));
        QCOMPARE(idsAt(s, 0, 0), (QList<qint64>{12, 10}));
        QCOMPARE(s.cellStatus(0, 0), CS::Failure); // failure beats pending
        s.apply(batch({}, {job(12, sha, QStringLiteral("test"), "success"), job(7, sha, QStringLiteral("test"), "cancelled")}));
        QCOMPARE(idsAt(s, 0, 0), (QList<qint64>{12, 10, 7}));
        QCOMPARE(s.cellStatus(0, 0), CS::Flaky);
        QCOMPARE(int(s.cellAt(0, 0)->runCount), 3);
        QCOMPARE(s.cellAt(0, 0)->newest.id, 12);

        // Updating a run in the older chain re-merges the cell; an identical row changes nothing.
        Recorder rec;
        s.setListener(&rec);
        GridChange ch = s.apply(batch({}, {job(10, sha, QStringLiteral("test"), "success")}));
        QCOMPARE(ch.changedCells, 1);
        QCOMPARE(s.cellStatus(0, 0), CS::Success);
        ch = s.apply(batch({}, {job(10, sha, QStringLiteral("test"), "success"), job(12, sha, QStringLiteral("test"), "success")}));
        QCOMPARE(ch.changedCells, 0);
        QCOMPARE(rec.take(), QStringList{QStringLiteral("cells 0,0-0,0")});
        // Not just the status: any shown field (here the attempt, in the tooltip) reports the cell.
        JobRun again = job(10, sha, QStringLiteral("test"), "success");
        again.runAttempt = 2;
        ch = s.apply(batch({}, {again}));
        QCOMPARE(ch.changedCells, 1);
        QCOMPARE(s.runsAt(0, 0)[1].attempt, 2);
        s.setListener(nullptr);

        // Many runs in one cell (more than the merger's stack buffer).
        JobRuns many;
        for (int i = 0; i < 40; ++i)
            many << job(100 + i, sha, QStringLiteral("test"), i == 20 ? "failure" : "success");
        s.apply(batch({}, many));
        QCOMPARE(int(s.cellAt(0, 0)->runCount), 43);
        QCOMPARE(s.cellStatus(0, 0), CS::Flaky);
        QCOMPARE(s.runsAt(0, 0).front().id, 139);
        verifyConsistent(s);
    }

    void idIndexMovesJobs()
    {
        GridStore s;
        const QString a = QStringLiteral("a"), b = QStringLiteral("b");
        s.reset(batch({commit(a, 2), commit(b, 1)},
                      {job(1, b, QStringLiteral("x"), "failure"), job(2, b, QStringLiteral("x"), "success"),
                       job(3, a, QStringLiteral("y"), "success")}));
        QCOMPARE(s.cellStatus(1, 0), CS::Flaky);

        // Job 1 moves to another commit and job 2 to another name: each leaves its old cell.
        Recorder rec;
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
        Recorder rec;
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

    void manyNewColumnsWidenTheRows()
    {
        // Reset leaves room for a few new columns; far more make the store lay its cells out
        // again, and the id index must still find every job.
        GridStore s;
        const QString a = QStringLiteral("a"), b = QStringLiteral("b");
        s.reset(batch({commit(a, 2), commit(b, 1)}, {job(1, a, QStringLiteral("m"), "failure"), job(2, b, QStringLiteral("m"), "success")}));
        JobRuns more;
        for (int i = 0; i < 300; ++i)
            more << job(1000 + i, i % 2 ? a : b, QStringLiteral("n%1").arg(i, 3, 10, QLatin1Char('0')), i % 3 ? "success" : "failure");
        const GridChange ch = s.apply(batch({}, more));
        QCOMPARE(ch.insertedColumns, 300);
        QCOMPARE(s.columnCount(), 301);
        QCOMPARE(s.cellStatus(s.rowOfCommit(a), s.columnOf(QStringLiteral("pull / m"))), CS::Failure);
        for (const JobRun &j : std::as_const(more))
            QCOMPARE(idsAt(s, s.rowOfCommit(j.headSha), s.columnOf(j.columnName())), QList<qint64>{j.id});
        // Moves after the re-layout: the index points at the new cells.
        s.apply(batch({}, {job(1, b, QStringLiteral("m"), "failure"), job(1000, a, QStringLiteral("n000"), "failure")}));
        QCOMPARE(idsAt(s, 1, s.columnOf(QStringLiteral("pull / m"))), (QList<qint64>{2, 1}));
        QVERIFY(idsAt(s, 0, s.columnOf(QStringLiteral("pull / m"))).isEmpty());
        QVERIFY(idsAt(s, 1, s.columnOf(QStringLiteral("pull / n000"))).isEmpty());
        QCOMPARE(idsAt(s, 0, s.columnOf(QStringLiteral("pull / n000"))), QList<qint64>{1000});
        verifyConsistent(s);
    }

    void unstableColumnsShowWarnings()
    {
        GridStore s;
        s.reset(batch({commit(QStringLiteral("a"), 3), commit(QStringLiteral("b"), 2), commit(QStringLiteral("c"), 1)},
                      {job(1, QStringLiteral("a"), QStringLiteral("xpu-test"), "failure"),
                       job(2, QStringLiteral("b"), QStringLiteral("xpu-test"), "failure"),
                       job(3, QStringLiteral("c"), QStringLiteral("xpu-test"), "success"),
                       job(4, QStringLiteral("a"), QStringLiteral("lint"), "failure")}));
        Recorder rec;
        s.setListener(&rec);
        s.setUnstablePatterns({QStringLiteral("xpu"), QStringLiteral("(broken")}); // an invalid one is ignored
        QCOMPARE(rec.take(), (QStringList{QStringLiteral("cells 0,1-1,1"), QStringLiteral("column header 1")}));
        QVERIFY(s.isColumnUnstable(1));
        QVERIFY(!s.isColumnUnstable(0));
        QCOMPARE(s.cellStatus(0, 1), CS::Warning);
        QCOMPARE(s.cellStatus(0, 0), CS::Failure);
        QCOMPARE(s.nonGreenCellCount(1), 2); // warnings are not green either
        // New failures in the column are warnings; a new unstable column is flagged at birth.
        s.apply(batch({}, {job(5, QStringLiteral("c"), QStringLiteral("xpu-test"), "failure"),
                           job(6, QStringLiteral("c"), QStringLiteral("xpu-build"), "failure")}));
        QCOMPARE(s.cellStatus(2, 2), CS::Flaky); // success and failure: flaky beats warning
        QCOMPARE(s.cellStatus(2, 1), CS::Warning);
        QVERIFY(s.isColumnUnstable(1));
        rec.take();
        s.setUnstablePatterns({});
        QCOMPARE(s.cellStatus(0, 2), CS::Failure);
        QCOMPARE(s.cellStatus(2, 1), CS::Failure);
        QVERIFY(rec.calls.contains(QStringLiteral("column header 1")));
        s.setListener(nullptr);
        verifyConsistent(s);
    }

    void appliesInStorageOrderWhateverTheBatchOrder()
    {
        // One batch, shuffled: the same grid, the same changed cells, reported in view order.
        QRandomGenerator rng(8);
        Commits commits;
        for (int c = 0; c < 20; ++c)
            commits << commit(QStringLiteral("sha%1").arg(c), 1000 + c);
        JobRuns jobs;
        const char *conclusions[] = {"success", "failure", "skipped", "cancelled", "timed_out"};
        for (int c = 0; c < 20; ++c)
            for (int k = 0; k < 30; ++k)
                for (int attempt = 0; attempt < 1 + int(rng.bounded(3)); ++attempt)
                    jobs << job(100000 + c * 1000 + k * 10 + attempt, commits[c].sha, QStringLiteral("job%1").arg(k),
                                conclusions[rng.bounded(5)]);
        GridStore inOrder, shuffled;
        inOrder.reset(batch(commits, {}));
        shuffled.reset(batch(commits, {}));
        Recorder recA, recB;
        inOrder.setListener(&recA);
        shuffled.setListener(&recB);
        JobRuns mixed = jobs;
        std::shuffle(mixed.begin(), mixed.end(), *QRandomGenerator::global());
        const GridChange a = inOrder.apply(batch({}, jobs));
        const GridChange b = shuffled.apply(batch({}, mixed));
        QCOMPARE(a.changedCells, 20 * 30);
        QCOMPARE(b.changedCells, a.changedCells);
        QVERIFY(contentsOf(inOrder) == contentsOf(shuffled));
        QCOMPARE(recB.calls, recA.calls);
        // One changed range per row after the 30 column insertions: all columns of a row.
        QCOMPARE(recA.calls.size(), 60 + 20);
        QCOMPARE(recA.calls.last(), QStringLiteral("cells 19,0-19,29"));
        // And equal to a reset from the same rows.
        GridStore reset;
        reset.reset(batch(commits, mixed));
        QVERIFY(contentsOf(reset) == contentsOf(inOrder));
        verifyConsistent(inOrder);
        inOrder.setListener(nullptr);
        shuffled.setListener(nullptr);
    }

    // A cache load's older commits arrive as one big batch below the rows shown (thousands of
    // jobs: the id index and older-run pool are sized once, the two-thread prepare runs, the
    // changed cells are many). Same grid as a reset from everything; one rectangle per new row,
    // in view order.
    void bigBatchOfOlderCommitsAppendsBelow()
    {
        constexpr int kCommits = 150, kShown = 10, kColumns = 40;
        Commits commits;
        for (int c = 0; c < kCommits; ++c)
            commits << commit(QStringLiteral("sha%1").arg(c, 3, 10, QLatin1Char('0')), 100000 - c * 60); // newest first
        auto jobsOf = [&](int from, int to) {
            JobRuns jobs;
            const char *conclusions[] = {"success", "success", "failure", "skipped", "cancelled"};
            for (int c = from; c < to; ++c)
                for (int k = 0; k < kColumns; ++k) {
                    const qint64 id = 1000000 + qint64(c) * 1000 + k * 4;
                    jobs << job(id, commits[c].sha, QStringLiteral("job%1").arg(k, 2, 10, QLatin1Char('0')),
                                conclusions[(c + k) % 5]);
                    if ((c * 7 + k) % 11 == 0) // a re-run: an older run in the same cell
                        jobs << job(id + 1, commits[c].sha, QStringLiteral("job%1").arg(k, 2, 10, QLatin1Char('0')),
                                    "success");
                }
            return jobs;
        };
        GridStore s;
        s.reset(batch(commits.mid(0, kShown), jobsOf(0, kShown)));
        Recorder rec;
        s.setListener(&rec);
        const JobBatch older = batch(commits.mid(kShown), jobsOf(kShown, kCommits));
        QVERIFY(older.jobs.size() > 4096);
        const GridChange change = s.apply(older);
        s.setListener(nullptr);
        QCOMPARE(change.insertedRows, kCommits - kShown);
        QCOMPARE(change.insertedColumns, 0);
        QCOMPARE(change.changedCells, (kCommits - kShown) * kColumns);
        QStringList expected{QStringLiteral("insert rows %1-%2").arg(kShown).arg(kCommits - 1), QStringLiteral("rows inserted")};
        for (int r = kShown; r < kCommits; ++r)
            expected << QStringLiteral("cells %1,0-%1,%2").arg(r).arg(kColumns - 1);
        QCOMPARE(rec.calls, expected);

        GridStore ref;
        ref.reset(batch(commits, jobsOf(0, kCommits)));
        QVERIFY(contentsOf(s) == contentsOf(ref));
        verifyConsistent(s);
        QCOMPARE(s.cellAt(kCommits - 1, 0)->runCount, ref.cellAt(kCommits - 1, 0)->runCount);

        // The polls after it find the job in its cell again: nothing changes, nothing reported.
        const GridChange again = s.apply(batch({}, jobsOf(kShown, kCommits)));
        QCOMPARE(again.changedCells, 0);
    }

    // After trims, rows reuse freed slots, so storage order is not view order: the changed
    // cells of a big batch (more than a few hundred) are still reported row by row, top down.
    void changedCellsInViewOrderAfterSlotsAreReused()
    {
        constexpr int kMax = 24, kColumns = 30;
        GridStore s;
        s.setMaxCommits(kMax);
        Commits commits;
        for (int c = 0; c < kMax + 9; ++c)
            commits << commit(QStringLiteral("sha%1").arg(c, 3, 10, QLatin1Char('0')), 1000 + c * 60); // oldest first
        s.reset(batch(commits, {})); // the newest kMax, slots in view order
        for (int c = 0; c < 9; ++c) { // newer commits take the trimmed rows' slots: out of order
            const Commit newer = commit(QStringLiteral("new%1").arg(c), 100000 + c * 60);
            s.apply(batch({newer}, {}));
            commits << newer;
        }
        QCOMPARE(s.rowCount(), kMax);
        JobRuns jobs;
        for (int r = 0; r < kMax; ++r)
            for (int k = 0; k < kColumns; ++k)
                jobs << job(500000 + r * 100 + k, s.commitSha(r), QStringLiteral("j%1").arg(k, 2, 10, QLatin1Char('0')),
                            (r + k) % 3 ? "success" : "failure");
        std::shuffle(jobs.begin(), jobs.end(), *QRandomGenerator::global());
        QVERIFY(jobs.size() >= 512);
        Recorder rec;
        s.setListener(&rec);
        const GridChange change = s.apply(batch({}, jobs));
        s.setListener(nullptr);
        QCOMPARE(change.changedCells, kMax * kColumns);
        QStringList expected;
        for (int k = 0; k < kColumns; ++k)
            expected << QStringLiteral("insert column %1").arg(k) << QStringLiteral("column inserted");
        for (int r = 0; r < kMax; ++r)
            expected << QStringLiteral("cells %1,0-%1,%2").arg(r).arg(kColumns - 1);
        QCOMPARE(rec.calls, expected);
        GridStore ref;
        ref.setMaxCommits(kMax);
        ref.reset(batch(commits, jobs));
        QVERIFY(contentsOf(s) == contentsOf(ref));
        verifyConsistent(s);
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

    // Random batches (new commits in the middle, new columns, re-runs, rewrites, moves, trims)
    // applied one by one always equal a reset from the latest row of every job.
    void randomIncrementalMatchesReset()
    {
        QRandomGenerator rng(20240815);
        GridStore inc;
        inc.setMaxCommits(12);
        Commits allCommits;
        std::map<qint64, JobRun> latest;
        const char *conclusions[] = {"success", "success", "failure", "cancelled", "timed_out", "skipped", ""};
        for (int step = 0; step < 80; ++step) {
            JobBatch b;
            if (allCommits.isEmpty() || rng.bounded(3) == 0) {
                const Commit c = commit(QStringLiteral("sha%1").arg(step), 1000 + rng.bounded(300));
                b.commits << c;
                allCommits << c;
            }
            const int n = rng.bounded(1, 40);
            for (int i = 0; i < n; ++i) {
                JobRun j;
                if (!latest.empty() && rng.bounded(3) == 0) {
                    auto it = latest.begin();
                    std::advance(it, rng.bounded(int(latest.size())));
                    j = it->second;
                    if (rng.bounded(4) == 0) // moves to another commit
                        j.headSha = allCommits[rng.bounded(int(allCommits.size()))].sha;
                } else {
                    j = job(1 + rng.bounded(5000), allCommits[rng.bounded(int(allCommits.size()))].sha,
                            QStringLiteral("job%1").arg(rng.bounded(step + 3)), "");
                }
                const char *concl = conclusions[rng.bounded(7)];
                j.conclusion = QString::fromLatin1(concl);
                j.status = *concl ? QStringLiteral("completed") : QStringLiteral("in_progress");
                b.jobs << j;
            }
            inc.apply(b);
            for (const JobRun &j : std::as_const(b.jobs)) {
                // What a reset sees: only jobs whose commit the incremental store showed when
                // they arrived (a job of a trimmed commit is ignored and keeps its old place).
                if (inc.rowOfCommit(j.headSha) >= 0 || !latest.count(j.id))
                    latest[j.id] = j;
            }
            JobBatch all;
            all.commits = allCommits;
            for (const auto &[id, j] : latest)
                if (inc.rowOfCommit(j.headSha) >= 0)
                    all.jobs << j;
            GridStore ref;
            ref.setMaxCommits(12);
            ref.reset(all);
            QCOMPARE(inc.rowCount(), ref.rowCount());
            for (int r = 0; r < inc.rowCount(); ++r)
                QCOMPARE(inc.commitSha(r), ref.commitSha(r));
            QVERIFY2(contentsOf(inc) == contentsOf(ref), qPrintable(QStringLiteral("step %1").arg(step)));
            verifyConsistent(inc);
        }
    }
};

QTEST_GUILESS_MAIN(TestGridStore)
#include "tst_GridStore.moc"
