// GridStore, the grid's storage engine: commits newest first and columns sorted, superseded runs
// kept in their cell, new columns widening the rows, unstable columns, batches applied in storage
// order whatever their order, older commits appended below, changed cells reported in view order,
// and incremental applies equal to a reset. The job id index and the interned strings:
// tst_GridStoreIndex.
#include "GridStoreChecks.h"
#include "GridStoreRecorder.h"
#include "GridStoreRows.h"
#include "TestRegistry.h"
#include "grid/GridStore.h"
#include "grid/CellMerger.h"

#include <QRandomGenerator>

#include <QTest>

#include <algorithm>

using namespace hw;
using namespace hw::test;
using namespace hw::test::gridrows;
using CS = CellStatus;

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
        GridStoreRecorder rec;
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
        GridStoreRecorder rec;
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
        GridStoreRecorder rec;
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
        GridStoreRecorder recA, recB;
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
        GridStoreRecorder rec;
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
        GridStoreRecorder rec;
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

HW_TEST_GUILESS_MAIN(TestGridStore)
#include "tst_GridStore.moc"
