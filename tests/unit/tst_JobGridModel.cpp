#include "grid/CellMerger.h"
#include "grid/GridRoles.h"
#include "grid/JobGridModel.h"

#include "CommitBuilder.h"
#include "JobBatchBuilder.h"
#include "JobRunBuilder.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"

#include <QAbstractItemModelTester>
#include <QCryptographicHash>
#include <QDateTime>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QUrl>

#include <map>

using namespace hw;
using CS = CellStatus;

namespace {

// tests/data/grid/jobs_2024-08-14_slice.tsv: real job names and conclusions; one 20-minute
// window = one synthetic commit (see the PROVENANCE.md there).
struct SliceRow {
    JobRun job;
    QString window;
};

QString shaOf(const QString &window)
{
    return QString::fromLatin1(
        QCryptographicHash::hash(QByteArray(QByteArray("hudwatch-test-window-") + window.toLatin1()), QCryptographicHash::Sha1).toHex());
}

Commit commitOf(const QString &window)
{
    const qint64 time
        = QDateTime(QDate(2024, 8, 14), QTime::fromString(window, QStringLiteral("hh:mm")), Qt::UTC).toSecsSinceEpoch();
    return test::CommitBuilder(shaOf(window), time)
        .title(QStringLiteral("Synthetic commit for the %1 window").arg(window))
        .author(QStringLiteral("test"));
}

QVector<SliceRow> loadSlice()
{
    const QList<QByteArray> lines = test::readFile(test::dataPath(QStringLiteral("grid/jobs_2024-08-14_slice.tsv"))).split('\n');
    QVector<SliceRow> rows;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        if (lines[i].isEmpty())
            continue;
        const QList<QByteArray> f = lines[i].split('\t');
        if (f.size() != 6)
            qFatal("bad slice line %lld", qlonglong(i));
        SliceRow r;
        r.window = QString::fromLatin1(f[5]);
        const qint64 startedAt = QDateTime::fromString(QString::fromLatin1(f[1]), QStringLiteral("yyyy-MM-dd hh:mm:ss"))
                                     .toSecsSinceEpoch();
        r.job = test::JobRunBuilder(f[0].toLongLong())
                    .times(0, startedAt)
                    .conclusion(QString::fromLatin1(f[2]))
                    .workflow(QString::fromUtf8(f[3]))
                    .job(QString::fromUtf8(f[4]))
                    .sha(shaOf(r.window));
        rows.append(r);
    }
    return rows;
}

JobBatch batchOf(const QVector<SliceRow> &rows, const QStringList &windows)
{
    test::JobBatchBuilder b(QStringLiteral("test"));
    for (const QString &w : windows)
        b.commit(commitOf(w));
    for (const SliceRow &r : rows)
        if (windows.contains(r.window))
            b.job(r.job);
    return b;
}

const QStringList kWindows = {QStringLiteral("18:00"), QStringLiteral("18:20"), QStringLiteral("18:40"),
                              QStringLiteral("19:00"), QStringLiteral("19:20"), QStringLiteral("19:40")};

// Every cell, as (status, run count), keyed by (sha, column name): comparable across models.
std::map<std::pair<QString, QString>, std::pair<int, int>> snapshotOf(const JobGridModel &m)
{
    std::map<std::pair<QString, QString>, std::pair<int, int>> out;
    for (int r = 0; r < m.rowCount(); ++r)
        for (int c = 0; c < m.columnCount(); ++c)
            out[{m.commitSha(r), m.columnName(c)}] = {int(m.cellStatus(r, c)), m.index(r, c).data(RunCountRole).toInt()};
    return out;
}

void verifyColumnSummaries(const JobGridModel &m)
{
    for (int c = 0; c < m.columnCount(); ++c) {
        int nonGreen = 0;
        bool allSkipped = true;
        for (int r = 0; r < m.rowCount(); ++r) {
            const CS s = m.cellStatus(r, c);
            nonGreen += !isGreen(s);
            allSkipped &= s == CS::Skipped || s == CS::NoJob;
        }
        QCOMPARE(m.nonGreenCellCount(c), nonGreen);
        QCOMPARE(m.isColumnAlwaysSkipped(c), allSkipped);
    }
}

JobRun makeJob(qint64 id, const QString &sha, const QString &job, const char *status, const char *conclusion)
{
    return test::JobRunBuilder(id).run(9000 + id).job(job).sha(sha).status(QString::fromLatin1(status)).conclusion(
        QString::fromLatin1(conclusion));
}

Commit makeCommit(const QString &sha, qint64 time)
{
    return test::CommitBuilder(sha, time);
}

} // namespace

class TestJobGridModel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void resetFromRealSlice()
    {
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        const QVector<SliceRow> rows = loadSlice();
        QVERIFY(rows.size() > 500);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        model.resetFrom(batchOf(rows, kWindows));
        QCOMPARE(resets.size(), 1);

        // Rows: commits newest first.
        QCOMPARE(model.rowCount(), 6);
        for (int r = 0; r < 6; ++r)
            QCOMPARE(model.commitSha(r), shaOf(kWindows[5 - r]));
        // Columns: distinct "<workflow> / <job>" sorted.
        QStringList names;
        for (const SliceRow &r : rows)
            if (!names.contains(r.job.columnName()))
                names << r.job.columnName();
        names.sort();
        QCOMPARE(model.columnCount(), int(names.size()));
        for (int c = 0; c < names.size(); ++c) {
            QCOMPARE(model.columnName(c), names[c]);
            QCOMPARE(model.columnOf(names[c]), c);
        }
        // Every cell: the HUD merge of exactly the slice's runs of that job on that commit.
        int failures = 0;
        int multiRun = 0;
        for (int r = 0; r < model.rowCount(); ++r)
            for (int c = 0; c < model.columnCount(); ++c) {
                JobRuns runs;
                for (const SliceRow &s : rows)
                    if (s.job.headSha == model.commitSha(r) && s.job.columnName() == names[c])
                        runs.append(s.job);
                QCOMPARE(model.cellStatus(r, c), CellMerger::mergeRuns(runs, false));
                const QModelIndex idx = model.index(r, c);
                QCOMPARE(idx.data(RunCountRole).toInt(), int(runs.size()));
                QCOMPARE(model.cellRuns(r, c).size(), runs.size());
                const QString tip = idx.data(Qt::ToolTipRole).toString();
                for (const JobRun &j : runs)
                    QVERIFY2(tip.contains(QString::number(j.id)), qPrintable(tip));
                failures += isFailure(model.cellStatus(r, c));
                multiRun += runs.size() > 1;
            }
        QVERIFY(failures > 0);  // the real data have red cells
        QVERIFY(multiRun > 0);  // and merged cells
        verifyColumnSummaries(model);
    }

    void rolesAndHeaders()
    {
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        JobBatch b;
        b.commits = {makeCommit(QStringLiteral("aaaaaaaaaaaaaaaaaaaa"), 1000)};
        JobRun fail = makeJob(11, QStringLiteral("aaaaaaaaaaaaaaaaaaaa"), QStringLiteral("build"), "completed", "failure");
        fail.failureLine = QStringLiteral("error: something broke");
        fail.createdAt = 100;
        fail.startedAt = 160;
        fail.completedAt = 460;
        fail.htmlUrl = QStringLiteral("https://github.com/pytorch/pytorch/actions/runs/9011/job/11");
        JobRun other = makeJob(12, QStringLiteral("aaaaaaaaaaaaaaaaaaaa"), QStringLiteral("test"), "in_progress", "");
        JobRun odd = makeJob(13, QStringLiteral("aaaaaaaaaaaaaaaaaaaa"), QStringLiteral("zlint"), "completed", "success");
        odd.htmlUrl = QStringLiteral("https://example.org/some/odd/url");
        b.jobs = {fail, other, odd};
        model.resetFrom(b);
        QCOMPARE(model.columnCount(), 3);
        const QModelIndex x = model.index(0, model.columnOf(QStringLiteral("pull / build")));
        QCOMPARE(x.data().toString(), QStringLiteral("X"));
        QVERIFY(x.data().toString().isSharedWith(cellLetterRef(CS::Failure))); // no allocation
        QCOMPARE(x.data(Qt::BackgroundRole).value<QColor>(), cellColor(CS::Failure));
        QCOMPARE(x.data(Qt::ForegroundRole).value<QColor>(), cellTextColor(CS::Failure));
        QCOMPARE(x.data(CellStatusRole).toInt(), int(CS::Failure));
        QCOMPARE(x.data(IsFailureRole).toBool(), true);
        QCOMPARE(x.data(FailureLineRole).toString(), QStringLiteral("error: something broke"));
        QCOMPARE(x.data(JobUrlRole).toUrl(), QUrl(fail.htmlUrl));
        QCOMPARE(x.data(CommitShaRole).toString(), QStringLiteral("aaaaaaaaaaaaaaaaaaaa"));
        QCOMPARE(x.data(ColumnNameRole).toString(), QStringLiteral("pull / build"));
        const QString tip = x.data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("failure")) && tip.contains(QStringLiteral("job 11"))
                     && tip.contains(QStringLiteral("5m 0s")) && tip.contains(QStringLiteral("queued 1m 0s"))
                     && tip.contains(QStringLiteral("error: something broke")),
                 qPrintable(tip));
        const QModelIndex p = model.index(0, model.columnOf(QStringLiteral("pull / test")));
        QCOMPARE(p.data().toString(), QStringLiteral("?"));
        // Empty html_url: the job page is derived from run id and job id.
        QCOMPARE(p.data(JobUrlRole).toUrl(), QUrl(QStringLiteral("https://github.com/pytorch/pytorch/actions/runs/9012/job/12")));
        QCOMPARE(model.index(0, 2).data(JobUrlRole).toUrl(), QUrl(odd.htmlUrl));
        QCOMPARE(model.cellRuns(0, 2).first().htmlUrl, odd.htmlUrl);
        QCOMPARE(model.cellRuns(0, 0).first().htmlUrl, fail.htmlUrl);
        QCOMPARE(model.cellRuns(0, 0).first().failureLine, fail.failureLine);
        QCOMPARE(model.cellRuns(0, 0).first().state(), JobConclusion::Failure);
        // Headers.
        QCOMPARE(model.headerData(0, Qt::Vertical).toString(), QStringLiteral("aaaaaaa title aaaaaaaaaaaaaaaaaaaa"));
        QVERIFY(model.headerData(0, Qt::Vertical, Qt::ToolTipRole).toString().contains(QStringLiteral("aaaaaaaaaaaaaaaaaaaa")));
        QVERIFY(model.headerData(0, Qt::Vertical, Qt::ToolTipRole).toString().contains(QStringLiteral("author")));
        QCOMPARE(model.headerData(0, Qt::Vertical, CommitTimeRole).toLongLong(), 1000);
        QCOMPARE(model.headerData(1, Qt::Horizontal).toString(), QStringLiteral("pull / test"));
        QCOMPARE(model.headerData(1, Qt::Horizontal, ColumnNameRole).toString(), QStringLiteral("pull / test"));
        QVERIFY(!model.data(model.index(5, 5)).isValid());
        // Dark theme: one repaint, dark colours.
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setDarkTheme(true);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(x.data(Qt::BackgroundRole).value<QColor>(), cellColor(CS::Failure, true));
    }

    // The roles a view paints agree with the runs of every cell after rows are appended below,
    // new columns widen the rows and trimmed rows' slots are reused (an empty cell shows NoJob,
    // never a stale status).
    void paintedRolesFollowTheRunsThroughLayoutChanges()
    {
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.setMaxCommits(8);
        auto sha = [](int c) { return QStringLiteral("%1").arg(c, 40, 10, QLatin1Char('0')); };
        const char *conclusions[] = {"success", "failure", "skipped", "cancelled"};
        JobBatch first;
        for (int c = 6; c < 8; ++c) {
            first.commits << makeCommit(sha(c), 1000 + c);
            for (int k = 0; k < 3; ++k)
                first.jobs << makeJob(c * 100 + k, sha(c), QStringLiteral("j%1").arg(k), "completed", conclusions[(c + k) % 4]);
        }
        model.resetFrom(first);
        JobBatch older; // below the rows shown, with 60 new columns (the rows get wider)
        for (int c = 0; c < 6; ++c) {
            older.commits << makeCommit(sha(c), 1000 + c);
            for (int k = 0; k < 60; k += 1 + c % 3)
                older.jobs << makeJob(c * 100 + k, sha(c), QStringLiteral("j%1").arg(k), "completed", conclusions[(c * k) % 4]);
        }
        model.applyBatch(older);
        QCOMPARE(model.rowCount(), 8);
        QCOMPARE(model.columnCount(), 60);
        JobBatch newer; // trims the two oldest rows; the new rows reuse their slots
        for (int c = 8; c < 10; ++c) {
            newer.commits << makeCommit(sha(c), 1000 + c);
            newer.jobs << makeJob(c * 100 + 1, sha(c), QStringLiteral("j1"), "in_progress", "");
        }
        model.applyBatch(newer);
        QCOMPARE(model.rowCount(), 8);
        for (int r = 0; r < model.rowCount(); ++r)
            for (int c = 0; c < model.columnCount(); ++c) {
                const QModelIndex i = model.index(r, c);
                const JobRuns runs = model.cellRuns(r, c);
                const CS s = model.cellStatus(r, c);
                QCOMPARE(s, runs.isEmpty() ? CS::NoJob : CellMerger::mergeRuns(runs, false));
                QCOMPARE(i.data(CellStatusRole).toInt(), int(s));
                QVERIFY(i.data().toString().isSharedWith(cellLetterRef(s)));
                QCOMPARE(i.data(Qt::BackgroundRole).value<QColor>(), cellColor(s));
                QCOMPARE(i.data(IsFailureRole).toBool(), isFailure(s));
                QCOMPARE(i.data(RunCountRole).toInt(), int(runs.size()));
            }
        verifyColumnSummaries(model);
        QCOMPARE(model.cellStatus(model.rowCount(), 0), CS::NoJob);
        QCOMPARE(model.cellStatus(0, -1), CS::NoJob);
    }

    void incrementalEqualsReset()
    {
        const QVector<SliceRow> rows = loadSlice();
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.resetFrom(batchOf(rows, kWindows.mid(0, 2)));
        QSignalSpy rowsIns(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy colsIns(&model, &QAbstractItemModel::columnsInserted);
        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        int insertedColumns = 0;
        // Newest window first, then the older ones: rows go to their sorted places.
        for (const QString &w : {kWindows[5], kWindows[2], kWindows[4], kWindows[3]}) {
            const GridChange ch = model.applyBatch(batchOf(rows, {w}));
            QCOMPARE(ch.insertedRows, 1);
            insertedColumns += ch.insertedColumns;
        }
        QCOMPARE(resets.size(), 0);
        QCOMPARE(rowsIns.size(), 4);
        QCOMPARE(colsIns.size(), insertedColumns);
        QVERIFY(insertedColumns > 0);
        JobGridModel full;
        full.resetFrom(batchOf(rows, kWindows));
        QCOMPARE(model.rowCount(), full.rowCount());
        QCOMPARE(model.columnCount(), full.columnCount());
        for (int r = 0; r < model.rowCount(); ++r)
            QCOMPARE(model.commitSha(r), full.commitSha(r));
        for (int c = 0; c < model.columnCount(); ++c)
            QCOMPARE(model.columnName(c), full.columnName(c));
        QVERIFY(snapshotOf(model) == snapshotOf(full));
        verifyColumnSummaries(model);
    }

    void replacesKnownJobsAndSignalsOnlyChangedCells()
    {
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        const QString a = QStringLiteral("a000000"), b = QStringLiteral("b000000");
        JobBatch first;
        first.commits = {makeCommit(a, 200), makeCommit(b, 100)};
        for (int i = 0; i < 6; ++i) {
            first.jobs.append(makeJob(100 + i, a, QStringLiteral("job%1").arg(i), "completed", "success"));
            first.jobs.append(makeJob(200 + i, b, QStringLiteral("job%1").arg(i), "completed", "success"));
        }
        first.jobs.append(makeJob(300, a, QStringLiteral("job3"), "in_progress", "")); // a re-run in progress
        model.resetFrom(first);
        QCOMPARE(model.cellStatus(0, 3), CS::Success);
        QCOMPARE(model.index(0, 3).data(RunCountRole).toInt(), 2);

        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        // Same batch again (a poll that re-fetched the page): nothing changes.
        GridChange ch = model.applyBatch(first);
        QCOMPARE(ch.changedCells, 0);
        QCOMPARE(changed.size(), 0);

        // The re-run fails (-> flaky), job2 on b fails, job4 on b gets an identical row.
        JobBatch second;
        second.jobs = {makeJob(300, a, QStringLiteral("job3"), "completed", "failure"),
                       makeJob(202, b, QStringLiteral("job2"), "completed", "failure"),
                       makeJob(204, b, QStringLiteral("job4"), "completed", "success")};
        ch = model.applyBatch(second);
        QCOMPARE(ch.changedCells, 2);
        QCOMPARE(ch.insertedRows, 0);
        QCOMPARE(ch.insertedColumns, 0);
        QCOMPARE(model.cellStatus(0, 3), CS::Flaky);
        QCOMPARE(model.cellStatus(1, 2), CS::Failure);
        QCOMPARE(model.index(0, 3).data(RunCountRole).toInt(), 2); // replaced, not added
        QCOMPARE(changed.size(), 2);
        QSet<QPair<int, int>> cells;
        for (const auto &args : changed) {
            const QModelIndex tl = args.at(0).toModelIndex(), br = args.at(1).toModelIndex();
            QCOMPARE(tl, br);
            cells.insert({tl.row(), tl.column()});
        }
        QCOMPARE(cells, (QSet<QPair<int, int>>{{0, 3}, {1, 2}}));

        // Adjacent changed cells in a row coalesce into one range; never the whole grid.
        changed.clear();
        JobBatch third;
        third.jobs = {makeJob(100, a, QStringLiteral("job0"), "completed", "failure"),
                      makeJob(101, a, QStringLiteral("job1"), "completed", "failure"),
                      makeJob(205, b, QStringLiteral("job5"), "completed", "cancelled")};
        ch = model.applyBatch(third);
        QCOMPARE(ch.changedCells, 3);
        QCOMPARE(changed.size(), 2);
        for (const auto &args : changed) {
            const QModelIndex tl = args.at(0).toModelIndex(), br = args.at(1).toModelIndex();
            QCOMPARE(tl.row(), br.row());
            QVERIFY(br.column() - tl.column() + 1 < model.columnCount());
        }
        verifyColumnSummaries(model);
    }

    void jobMovingToAnotherCommitLeavesItsOldCell()
    {
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        JobBatch b;
        b.commits = {makeCommit(QStringLiteral("a1"), 2), makeCommit(QStringLiteral("b1"), 1)};
        b.jobs = {makeJob(1, QStringLiteral("b1"), QStringLiteral("x"), "completed", "failure")};
        model.resetFrom(b);
        QCOMPARE(model.cellStatus(1, 0), CS::Failure);
        JobBatch moved;
        moved.jobs = {makeJob(1, QStringLiteral("a1"), QStringLiteral("x"), "completed", "failure")};
        const GridChange ch = model.applyBatch(moved);
        QCOMPARE(ch.changedCells, 2);
        QCOMPARE(model.cellStatus(0, 0), CS::Failure);
        QCOMPARE(model.cellStatus(1, 0), CS::NoJob);
        verifyColumnSummaries(model);
    }

    void trimsOldestCommits()
    {
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        QCOMPARE(model.maxCommits(), 300);
        model.setMaxCommits(3);
        JobBatch b;
        for (int i = 0; i < 5; ++i) {
            const QString sha = QStringLiteral("c%1").arg(i);
            b.commits.append(makeCommit(sha, 100 + i));
            b.jobs.append(makeJob(10 + i, sha, QStringLiteral("j"), "completed", i == 3 ? "failure" : "success"));
        }
        model.resetFrom(b); // keeps c4 c3 c2
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.commitSha(0), QStringLiteral("c4"));
        QCOMPARE(model.commitSha(2), QStringLiteral("c2"));
        QCOMPARE(model.rowOfCommit(QStringLiteral("c1")), -1);

        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        JobBatch next;
        next.commits = {makeCommit(QStringLiteral("c5"), 105), makeCommit(QStringLiteral("old"), 1)};
        next.jobs = {makeJob(15, QStringLiteral("c5"), QStringLiteral("j"), "queued", ""),
                     makeJob(99, QStringLiteral("old"), QStringLiteral("j"), "completed", "failure"),
                     makeJob(98, QStringLiteral("unknown"), QStringLiteral("j"), "completed", "failure")};
        const GridChange ch = model.applyBatch(next);
        QCOMPARE(ch.insertedRows, 1); // "old" is older than everything kept
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(removed.size(), 1);
        QCOMPARE(model.commitSha(0), QStringLiteral("c5"));
        QCOMPARE(model.commitSha(2), QStringLiteral("c3"));
        QCOMPARE(model.cellStatus(0, 0), CS::Queued);
        QCOMPARE(model.cellStatus(2, 0), CS::Failure);
        verifyColumnSummaries(model);
        // A job of a trimmed commit: ignored. Shrinking the limit removes rows at the bottom.
        model.applyBatch(test::JobBatchBuilder().job(makeJob(12, QStringLiteral("c2"), QStringLiteral("j"), "completed", "failure")));
        QCOMPARE(model.rowCount(), 3);
        model.setMaxCommits(1);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.commitSha(0), QStringLiteral("c5"));
        verifyColumnSummaries(model);
    }

    void unstablePatternsTurnFailuresIntoWarnings()
    {
        const QVector<SliceRow> rows = loadSlice();
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        model.resetFrom(batchOf(rows, kWindows));
        // Pick a real column that has a failure.
        int col = -1, row = -1;
        for (int c = 0; c < model.columnCount() && col < 0; ++c)
            for (int r = 0; r < model.rowCount(); ++r)
                if (model.cellStatus(r, c) == CS::Failure) {
                    col = c;
                    row = r;
                    break;
                }
        QVERIFY(col >= 0);
        const QString name = model.columnName(col);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        model.setUnstablePatterns({QRegularExpression::escape(name), QStringLiteral("(broken")});
        QCOMPARE(model.cellStatus(row, col), CS::Warning);
        QVERIFY(!model.index(row, col).data(IsFailureRole).toBool());
        QVERIFY(model.isColumnUnstable(col));
        QVERIFY(!changed.isEmpty());
        for (const auto &args : changed) {
            QCOMPARE(args.at(0).toModelIndex().column(), col);
            QCOMPARE(args.at(1).toModelIndex().column(), col);
        }
        // New failing runs in that column are warnings too.
        JobRun more = rows.first().job;
        more.id = 1;
        more.workflowName = name.section(QStringLiteral(" / "), 0, 0);
        more.jobName = name.section(QStringLiteral(" / "), 1);
        more.headSha = model.commitSha(0);
        more.conclusion = QStringLiteral("failure");
        model.applyBatch(test::JobBatchBuilder().job(more));
        QCOMPARE(model.columnName(col), more.columnName());
        QVERIFY(model.cellStatus(0, col) == CS::Warning || model.cellStatus(0, col) == CS::Flaky);
        verifyColumnSummaries(model);
        model.setUnstablePatterns({});
        QCOMPARE(model.cellStatus(row, col), CS::Failure);
        QVERIFY(!model.isColumnUnstable(col));
        verifyColumnSummaries(model);
    }

    // The model's own (fast) reading of GitHub states agrees with conclusionFromGitHub().
    void readsEveryGitHubStateLikeTheDomain()
    {
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        const QStringList statuses = {QStringLiteral("completed"), QStringLiteral("queued"), QStringLiteral("in_progress"),
                                      QStringLiteral("waiting"), QStringLiteral("requested"), QStringLiteral("pending"),
                                      QString(), QStringLiteral("weird")};
        const QStringList conclusions = {QStringLiteral("success"), QStringLiteral("failure"), QStringLiteral("cancelled"),
                                         QStringLiteral("timed_out"), QStringLiteral("skipped"), QStringLiteral("neutral"),
                                         QStringLiteral("action_required"), QString()};
        JobBatch b;
        b.commits = {makeCommit(QStringLiteral("s"), 1)};
        int id = 1;
        for (const QString &st : statuses)
            for (const QString &c : conclusions) {
                JobRun j = makeJob(id, QStringLiteral("s"), QStringLiteral("job%1").arg(id, 3, 10, QLatin1Char('0')), "", "");
                j.status = st;
                j.conclusion = c;
                b.jobs.append(j);
                ++id;
            }
        model.resetFrom(b);
        QCOMPARE(model.columnCount(), int(b.jobs.size()));
        for (int c = 0; c < model.columnCount(); ++c) {
            const JobRun &j = b.jobs[c];
            QCOMPARE(model.cellStatus(0, c), CellMerger::statusOf(conclusionFromGitHub(j.status, j.conclusion)));
        }
    }

    // Random batches applied incrementally must always equal a reset from everything seen.
    void randomIncrementalMatchesReset()
    {
        QRandomGenerator rng(20240814);
        JobGridModel inc;
        QAbstractItemModelTester tester(&inc, QAbstractItemModelTester::FailureReportingMode::Fatal);
        inc.setMaxCommits(8);
        inc.setUnstablePatterns({QStringLiteral("flaky")});
        const QList<const char *> conclusions = {"success", "success", "success", "failure", "cancelled",
                                                 "timed_out", "skipped", "neutral", ""};
        const QStringList jobs = {QStringLiteral("build"), QStringLiteral("test (default, 1, 2)"),
                                  QStringLiteral("test (default, 2, 2)"), QStringLiteral("flaky-job"), QStringLiteral("lint")};
        JobBatch all;
        std::map<qint64, int> jobIndex; // id -> index in all.jobs
        for (int step = 0; step < 60; ++step) {
            JobBatch b;
            if (rng.bounded(3) == 0 || all.commits.isEmpty()) {
                const Commit c = makeCommit(QStringLiteral("sha%1").arg(step), 1000 + rng.bounded(200));
                b.commits.append(c);
                all.commits.append(c);
            }
            const int n = rng.bounded(1, 12);
            for (int i = 0; i < n; ++i) {
                const bool rewrite = !jobIndex.empty() && rng.bounded(3) == 0;
                JobRun j;
                if (rewrite) {
                    auto it = jobIndex.begin();
                    std::advance(it, rng.bounded(int(jobIndex.size())));
                    j = all.jobs[it->second];
                } else {
                    const Commit &c = all.commits[rng.bounded(int(all.commits.size()))];
                    j = makeJob(1 + rng.bounded(100000), c.sha, jobs[rng.bounded(int(jobs.size()))], "completed", "");
                }
                const char *concl = conclusions[rng.bounded(int(conclusions.size()))];
                j.conclusion = QString::fromLatin1(concl);
                j.status = *concl ? QStringLiteral("completed") : QStringLiteral("in_progress");
                b.jobs.append(j);
                auto it = jobIndex.find(j.id);
                if (it != jobIndex.end())
                    all.jobs[it->second] = j;
                else {
                    jobIndex[j.id] = int(all.jobs.size());
                    all.jobs.append(j);
                }
            }
            inc.applyBatch(b);
            JobGridModel ref;
            ref.setMaxCommits(8);
            ref.setUnstablePatterns({QStringLiteral("flaky")});
            ref.resetFrom(all);
            // Commits that the incremental model skipped or trimmed lose their jobs in both models,
            // unless they arrived before their commit was trimmed -- the reset keeps the same
            // newest 8, so the visible grids must agree.
            QCOMPARE(inc.rowCount(), ref.rowCount());
            for (int r = 0; r < inc.rowCount(); ++r)
                QCOMPARE(inc.commitSha(r), ref.commitSha(r));
            // The incremental model may keep a column whose cells all got trimmed away.
            for (int c = 0; c < ref.columnCount(); ++c) {
                const int ic = inc.columnOf(ref.columnName(c));
                QVERIFY(ic >= 0);
                for (int r = 0; r < ref.rowCount(); ++r) {
                    QCOMPARE(inc.cellStatus(r, ic), ref.cellStatus(r, c));
                    QCOMPARE(inc.index(r, ic).data(RunCountRole), ref.index(r, c).data(RunCountRole));
                }
            }
            verifyColumnSummaries(inc);
        }
    }
};

HW_TEST_GUILESS_MAIN(TestJobGridModel)
#include "tst_JobGridModel.moc"
