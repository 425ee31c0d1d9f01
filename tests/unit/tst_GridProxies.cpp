#include "grid/GridColumnFilterProxy.h"
#include "grid/GridRoles.h"
#include "grid/GroupedGridProxy.h"
#include "grid/GroupingRules.h"
#include "grid/JobGridModel.h"

#include "CommitBuilder.h"
#include "JobBatchBuilder.h"
#include "JobRunBuilder.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"

#include <QAbstractItemModelTester>
#include <QCryptographicHash>
#include <QDateTime>
#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <optional>

using namespace hw;
using CS = CellStatus;
using Tester = QAbstractItemModelTester;

namespace {

// Real job names/conclusions from tests/data/grid (one 20-minute window = one synthetic commit).
JobBatch loadSliceBatch(int windows = 6)
{
    const QList<QByteArray> lines = test::readFile(test::dataPath(QStringLiteral("grid/jobs_2024-08-14_slice.tsv"))).split('\n');
    JobBatch b;
    QStringList seen;
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QList<QByteArray> f = lines[i].split('\t');
        if (f.size() != 6)
            continue;
        const QString window = QString::fromLatin1(f[5]);
        if (!seen.contains(window)) {
            if (seen.size() == windows)
                continue;
            seen << window;
        }
        const QString sha = QString::fromLatin1(QCryptographicHash::hash(f[5], QCryptographicHash::Sha1).toHex());
        if (std::none_of(b.commits.begin(), b.commits.end(), [&](const Commit &c) { return c.sha == sha; })) {
            const QDateTime t(QDate(2024, 8, 14), QTime::fromString(window, QStringLiteral("hh:mm")), Qt::UTC);
            b.commits.append(test::CommitBuilder(sha, t.toSecsSinceEpoch())
                                 .title(QStringLiteral("window ") + window)
                                 .author(QStringLiteral("test")));
        }
        b.jobs.append(test::JobRunBuilder(f[0].toLongLong())
                          .conclusion(QString::fromLatin1(f[2]))
                          .workflow(QString::fromUtf8(f[3]))
                          .job(QString::fromUtf8(f[4]))
                          .sha(sha));
    }
    return b;
}

JobRun jobOn(const JobGridModel &m, int row, int column, qint64 id, const char *conclusion)
{
    return test::JobRunBuilder(id).column(m.columnName(column)).sha(m.commitSha(row)).conclusion(
        QString::fromLatin1(conclusion));
}

// The filter's expected columns, computed by scanning the source.
QStringList expectedColumns(const JobGridModel &m, const QString &pattern, bool hideGreen, bool hideUnstable, bool hideSkipped)
{
    const QRegularExpression re(pattern, QRegularExpression::CaseInsensitiveOption);
    QStringList out;
    for (int c = 0; c < m.columnCount(); ++c) {
        bool green = true, skipped = true;
        for (int r = 0; r < m.rowCount(); ++r) {
            green &= isGreen(m.cellStatus(r, c));
            skipped &= m.cellStatus(r, c) == CS::Skipped || m.cellStatus(r, c) == CS::NoJob;
        }
        if (!re.match(m.columnName(c)).hasMatch() || (hideGreen && green) || (hideSkipped && skipped)
            || (hideUnstable && m.isColumnUnstable(c)))
            continue;
        out << m.columnName(c);
    }
    return out;
}

QStringList proxyColumns(const QAbstractItemModel &p)
{
    QStringList out;
    for (int c = 0; c < p.columnCount(); ++c)
        out << p.headerData(c, Qt::Horizontal).toString();
    return out;
}

void verifyFilterCells(const GridColumnFilterProxy &p, const JobGridModel &m)
{
    QCOMPARE(p.rowCount(), m.rowCount());
    for (int c = 0; c < p.columnCount(); ++c) {
        const int sc = m.columnOf(p.headerData(c, Qt::Horizontal).toString());
        QCOMPARE(p.sourceColumn(c), sc);
        for (int r = 0; r < p.rowCount(); ++r)
            QCOMPARE(p.index(r, c).data(CellStatusRole).toInt(), int(m.cellStatus(r, sc)));
    }
}

// Grouped cells recomputed from scratch: group = first matching rule, cell = GroupingRules::combine.
// With `shown`, only those columns of the grid count (what the filter bar lets through).
void verifyGrouped(const GroupedGridProxy &g, const JobGridModel &m, const std::optional<QStringList> &shown = {})
{
    const GroupingRules &rules = g.rules();
    QList<QList<int>> members(rules.groupCount());
    for (int c = 0; c < m.columnCount(); ++c)
        if (!shown || shown->contains(m.columnName(c)))
            members[rules.groupOf(m.columnName(c))] << c;
    QStringList expectedGroups;
    for (int i = 0; i < rules.groupCount(); ++i)
        if (!members[i].isEmpty())
            expectedGroups << rules.groupName(i);
    QCOMPARE(proxyColumns(g), expectedGroups);
    QCOMPARE(g.rowCount(), m.rowCount());
    for (int col = 0; col < g.columnCount(); ++col) {
        const QList<int> cols = members[g.groupOfColumn(col)];
        QList<int> gridCols = g.sourceColumns(col);
        if (const GridColumnFilterProxy *filter = g.sourceFilter())
            for (int &c : gridCols)
                c = filter->sourceColumn(c);
        QCOMPARE(gridCols, cols);
        QStringList names; // the group's jobs, for the view's alert marks
        for (int c : cols)
            names << m.columnName(c);
        QCOMPARE(g.headerData(col, Qt::Horizontal, ColumnMembersRole).toStringList(), names);
        for (int r = 0; r < m.rowCount(); ++r) {
            QList<CS> cells;
            for (int c : cols)
                cells << m.cellStatus(r, c);
            QCOMPARE(g.index(r, col).data(CellStatusRole).toInt(), int(GroupingRules::combine(cells.constData(), int(cells.size()))));
        }
    }
}

JobRun jobOnCommit(qint64 id, const char *sha, const char *workflow, const char *name, const char *conclusion)
{
    return test::JobRunBuilder(id)
        .workflow(QString::fromLatin1(workflow))
        .job(QString::fromLatin1(name))
        .sha(QString::fromLatin1(sha))
        .conclusion(QString::fromLatin1(conclusion));
}

// Two commits, three groups: Linux (gcc11 passes, clang10 fails on c2), Lint (passes), Mac (passes).
JobBatch smallGroupedBatch()
{
    const QString author = QStringLiteral("a");
    JobBatch b = test::JobBatchBuilder()
                     .commit(test::CommitBuilder(QStringLiteral("c2"), 20).title(QStringLiteral("t2")).author(author))
                     .commit(test::CommitBuilder(QStringLiteral("c1"), 10).title(QStringLiteral("t1")).author(author));
    b.jobs = {jobOnCommit(1, "c2", "pull", "linux-jammy-py3.8-gcc11 / build", "success"),
              jobOnCommit(2, "c2", "pull", "linux-focal-py3.8-clang10 / build", "failure"),
              jobOnCommit(3, "c2", "Lint", "quick-checks / linux-job", "success"),
              jobOnCommit(4, "c2", "trunk", "macos-py3-arm64 / build", "success"),
              jobOnCommit(11, "c1", "pull", "linux-jammy-py3.8-gcc11 / build", "success"),
              jobOnCommit(12, "c1", "pull", "linux-focal-py3.8-clang10 / build", "success"),
              jobOnCommit(13, "c1", "Lint", "quick-checks / linux-job", "success"),
              jobOnCommit(14, "c1", "trunk", "macos-py3-arm64 / build", "success")};
    return b;
}

// The window's wiring, under Fatal testers from the start: grid model → column filter → grouped
// view, filled with smallGroupedBatch().
struct GroupedOverFilter {
    JobGridModel model;
    GridColumnFilterProxy filter;
    GroupedGridProxy grouped;
    std::optional<Tester> testers[3];

    GroupedOverFilter()
    {
        filter.setSourceModel(&model);
        grouped.setSourceFilter(&filter);
        testers[0].emplace(&model, Tester::FailureReportingMode::Fatal);
        testers[1].emplace(&filter, Tester::FailureReportingMode::Fatal);
        testers[2].emplace(&grouped, Tester::FailureReportingMode::Fatal);
        model.resetFrom(smallGroupedBatch());
    }
};

} // namespace

class TestGridProxies : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void regexFilter()
    {
        JobGridModel model;
        GridColumnFilterProxy proxy;
        proxy.setSourceModel(&model);
        Tester t1(&model, Tester::FailureReportingMode::Fatal);
        Tester t2(&proxy, Tester::FailureReportingMode::Fatal);
        model.resetFrom(loadSliceBatch());
        QCOMPARE(proxy.columnCount(), model.columnCount());
        QVERIFY(proxy.setFilterPattern(QStringLiteral("WIN-|macos")));
        QCOMPARE(proxyColumns(proxy), expectedColumns(model, QStringLiteral("WIN-|macos"), false, false, false));
        QVERIFY(proxy.columnCount() > 0 && proxy.columnCount() < model.columnCount());
        verifyFilterCells(proxy, model);
        // An invalid pattern is refused with a message; the filter stays as it was.
        const int before = proxy.columnCount();
        const Result<void, QString> refused = proxy.setFilterPattern(QStringLiteral("(linux"));
        QVERIFY(!refused);
        QVERIFY(refused.error().contains(QStringLiteral("(linux")));
        QCOMPARE(proxy.columnCount(), before);
        QCOMPARE(proxy.filterPattern(), QStringLiteral("WIN-|macos"));
        QVERIFY(proxy.setFilterPattern(QString()));
        QCOMPARE(proxy.columnCount(), model.columnCount());
        // Header, mapping and roles go through.
        QCOMPARE(proxy.headerData(0, Qt::Vertical), model.headerData(0, Qt::Vertical));
        QVERIFY(proxy.setFilterPattern(QStringLiteral("rocm")));
        const QModelIndex pi = proxy.index(0, 0);
        QCOMPARE(proxy.mapFromSource(proxy.mapToSource(pi)), pi);
        QCOMPARE(pi.data(Qt::ToolTipRole), proxy.mapToSource(pi).data(Qt::ToolTipRole));
        QVERIFY(!proxy.mapFromSource(model.index(0, model.columnOf(QStringLiteral("Lint / toc / linux-job")))).isValid());
    }

    void hideGreenFollowsTheSource()
    {
        JobGridModel model;
        GridColumnFilterProxy proxy;
        proxy.setSourceModel(&model);
        Tester t1(&model, Tester::FailureReportingMode::Fatal);
        Tester t2(&proxy, Tester::FailureReportingMode::Fatal);
        proxy.setHideGreen(true);
        model.resetFrom(loadSliceBatch());
        QCOMPARE(proxyColumns(proxy), expectedColumns(model, {}, true, false, false));
        QVERIFY(proxy.columnCount() > 0 && proxy.columnCount() < model.columnCount());

        // A green (hidden) column turns red: it must appear, with its X.
        int green = -1;
        for (int c = 0; c < model.columnCount() && green < 0; ++c)
            if (model.nonGreenCellCount(c) == 0)
                green = c;
        QVERIFY(green >= 0);
        const QString name = model.columnName(green);
        QCOMPARE(proxy.proxyColumn(green), -1);
        QSignalSpy inserted(&proxy, &QAbstractItemModel::columnsInserted);
        // Every run of a cell of that column fails (same job ids: the runs are replaced).
        int row = 0;
        while (model.cellRuns(row, green).isEmpty())
            ++row;
        JobBatch failing;
        for (JobRun j : model.cellRuns(row, green)) {
            j.conclusion = QStringLiteral("failure");
            failing.jobs.append(j);
        }
        model.applyBatch(failing);
        QCOMPARE(inserted.size(), 1);
        const int pc = proxy.proxyColumn(model.columnOf(name));
        QVERIFY(pc >= 0);
        QCOMPARE(proxy.index(row, pc).data().toString(), QStringLiteral("X"));
        QCOMPARE(proxyColumns(proxy), expectedColumns(model, {}, true, false, false));
        // ...and the re-run passes: flaky is green, the column hides again.
        QSignalSpy removed(&proxy, &QAbstractItemModel::columnsRemoved);
        model.applyBatch(JobBatch{{}, {}, {jobOn(model, row, model.columnOf(name), 2, "success")}, 0, 0});
        QCOMPARE(removed.size(), 1);
        QCOMPARE(proxyColumns(proxy), expectedColumns(model, {}, true, false, false));
        verifyFilterCells(proxy, model);

        proxy.setHideGreen(false);
        QCOMPARE(proxy.columnCount(), model.columnCount());
    }

    void unstableAndAlwaysSkipped()
    {
        JobGridModel model;
        GridColumnFilterProxy proxy;
        proxy.setSourceModel(&model);
        Tester t1(&model, Tester::FailureReportingMode::Fatal);
        Tester t2(&proxy, Tester::FailureReportingMode::Fatal);
        JobBatch b = loadSliceBatch(3);
        // A job that is always skipped on every commit (real pattern: filtered-out matrix jobs).
        for (int i = 0; i < b.commits.size(); ++i)
            b.jobs.append(test::JobRunBuilder(7000 + i)
                              .job(QStringLiteral("linux-focal-py3.8-clang10 / filter"))
                              .sha(b.commits[i].sha)
                              .conclusion(QStringLiteral("skipped")));
        model.resetFrom(b);
        proxy.setHideAlwaysSkipped(true);
        QCOMPARE(proxy.proxyColumn(model.columnOf(QStringLiteral("pull / linux-focal-py3.8-clang10 / filter"))), -1);
        QCOMPARE(proxyColumns(proxy), expectedColumns(model, {}, false, false, true));
        proxy.setHideUnstable(true);
        // HUD's rule: a job whose name contains "unstable" is unstable without any pattern (the
        // slice has such jobs; this used to expect only the skipped column hidden).
        int namedUnstable = 0;
        for (int c = 0; c < model.columnCount(); ++c)
            if (model.headerData(c, Qt::Horizontal).toString().contains(QStringLiteral("unstable"))) {
                QVERIFY(model.isColumnUnstable(c));
                ++namedUnstable;
            }
        QVERIFY(namedUnstable > 0);
        QCOMPARE(proxy.columnCount(), model.columnCount() - 1 - namedUnstable);
        QCOMPARE(proxyColumns(proxy), expectedColumns(model, {}, false, true, true));
        model.setUnstablePatterns({QStringLiteral("^rocm / ")});
        QCOMPARE(proxyColumns(proxy), expectedColumns(model, {}, false, true, true));
        QVERIFY(proxy.columnCount() < model.columnCount() - 1);
        for (int c = 0; c < proxy.columnCount(); ++c)
            QVERIFY(!proxy.headerData(c, Qt::Horizontal).toString().startsWith(QStringLiteral("rocm / ")));
        model.setUnstablePatterns({});
        QCOMPARE(proxy.columnCount(), model.columnCount() - 1 - namedUnstable);
        proxy.setHideAlwaysSkipped(false);
        proxy.setHideUnstable(false);
        QCOMPARE(proxy.columnCount(), model.columnCount());
    }

    // Resets, inserted rows and columns, trimming and filter changes in any order keep both
    // proxies equal to a recomputation from scratch (and the testers happy).
    void proxiesFollowIncrementalChanges()
    {
        JobGridModel model;
        model.setMaxCommits(5);
        GridColumnFilterProxy filter;
        filter.setSourceModel(&model);
        GroupedGridProxy grouped;
        grouped.setSourceGridModel(&model);
        GroupedGridProxy groupedFiltered; // as the window wires it
        groupedFiltered.setSourceFilter(&filter);
        Tester t1(&model, Tester::FailureReportingMode::Fatal);
        Tester t2(&filter, Tester::FailureReportingMode::Fatal);
        Tester t3(&grouped, Tester::FailureReportingMode::Fatal);
        Tester t4(&groupedFiltered, Tester::FailureReportingMode::Fatal);
        filter.setHideGreen(true);

        const JobBatch all = loadSliceBatch(6);
        // Start with the two oldest windows, then add one window a step (new rows, new columns,
        // trimming once there are more than 5).
        QList<Commit> commits = all.commits;
        std::sort(commits.begin(), commits.end(), [](const Commit &a, const Commit &b) { return a.time < b.time; });
        JobBatch first;
        first.commits = commits.mid(0, 2);
        for (const JobRun &j : all.jobs)
            if (j.headSha == commits[0].sha || j.headSha == commits[1].sha)
                first.jobs.append(j);
        model.resetFrom(first);
        verifyGrouped(grouped, model);
        QCOMPARE(proxyColumns(filter), expectedColumns(model, {}, true, false, false));
        verifyGrouped(groupedFiltered, model, expectedColumns(model, {}, true, false, false));

        QSignalSpy groupedChanges(&grouped, &QAbstractItemModel::dataChanged);
        const QStringList patterns = {QStringLiteral("linux"), QString(), QStringLiteral("win|mac"), QString()};
        for (int i = 2; i < commits.size(); ++i) {
            JobBatch b;
            b.commits = {commits[i]};
            for (const JobRun &j : all.jobs)
                if (j.headSha == commits[i].sha)
                    b.jobs.append(j);
            model.applyBatch(b);
            QVERIFY(filter.setFilterPattern(patterns[i - 2]));
            filter.setHideGreen(i % 2 == 0);
            QCOMPARE(proxyColumns(filter), expectedColumns(model, patterns[i - 2], i % 2 == 0, false, false));
            verifyFilterCells(filter, model);
            verifyGrouped(grouped, model);
            verifyGrouped(groupedFiltered, model, expectedColumns(model, patterns[i - 2], i % 2 == 0, false, false));
        }
        QCOMPARE(model.rowCount(), 5);

        // Random re-runs on the loaded grid.
        QVERIFY(filter.setFilterPattern(QString()));
        filter.setHideGreen(true);
        QRandomGenerator rng(42);
        const QList<const char *> concl = {"success", "failure", "cancelled", "skipped", "timed_out"};
        for (int step = 0; step < 40; ++step) {
            JobBatch b;
            for (int k = 0; k < 6; ++k)
                b.jobs.append(jobOn(model, rng.bounded(model.rowCount()), rng.bounded(model.columnCount()),
                                    1000 + step * 10 + k, concl[rng.bounded(int(concl.size()))]));
            if (step % 10 == 9)
                model.setUnstablePatterns(step % 20 == 9 ? QStringList{QStringLiteral("win")} : QStringList{});
            model.applyBatch(b);
            QCOMPARE(proxyColumns(filter), expectedColumns(model, QString(), true, false, false));
            verifyGrouped(grouped, model);
            verifyGrouped(groupedFiltered, model, expectedColumns(model, QString(), true, false, false));
        }
        QVERIFY(!groupedChanges.isEmpty());
        // A full reset goes through both proxies.
        model.resetFrom(all);
        verifyGrouped(grouped, model);
        QCOMPARE(proxyColumns(filter), expectedColumns(model, QString(), true, false, false));
        verifyGrouped(groupedFiltered, model, expectedColumns(model, QString(), true, false, false));
    }

    // The grouped view stacked on the filter bar's proxy: a group aggregates only the jobs the
    // regex (and the hide toggles) let through; groups without such a job have no column.
    void groupedHonoursTheFilter()
    {
        GroupedOverFilter rig;
        JobGridModel &model = rig.model;
        GridColumnFilterProxy &filter = rig.filter;
        GroupedGridProxy &grouped = rig.grouped;
        QCOMPARE(grouped.sourceGridModel(), &model);
        QCOMPARE(proxyColumns(grouped), (QStringList{QStringLiteral("Lint"), QStringLiteral("Linux"), QStringLiteral("Mac")}));
        QCOMPARE(grouped.cellStatus(0, grouped.columnOfGroup(QStringLiteral("Linux"))), CS::Failure);

        // Only gcc11 matches: Lint and Mac disappear, Linux shows the passing job only.
        QSignalSpy removed(&grouped, &QAbstractItemModel::columnsRemoved);
        QSignalSpy repainted(&grouped, &QAbstractItemModel::dataChanged);
        QVERIFY(filter.setFilterPattern(QStringLiteral("gcc11")));
        QCOMPARE(proxyColumns(grouped), QStringList{QStringLiteral("Linux")});
        QCOMPARE(removed.size(), 2);
        // The c2 cell of Linux lost its failing job: repainted (c1 still shows O: not repainted).
        QCOMPARE(repainted.size(), 1);
        QCOMPARE(repainted.first().at(0).toModelIndex(), grouped.index(0, 0));
        QCOMPARE(repainted.first().at(1).toModelIndex(), grouped.index(0, 0));
        QCOMPARE(grouped.cellStatus(0, 0), CS::Success);
        QCOMPARE(grouped.index(0, 0).data().toString(), QStringLiteral("O"));
        QCOMPARE(grouped.index(0, 0).data(RunCountRole).toInt(), 1);
        QVERIFY(!grouped.index(0, 0).data(IsFailureRole).toBool());
        const QString tip = grouped.index(0, 0).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.startsWith(QStringLiteral("Linux: ")) && !tip.contains(QStringLiteral("clang10")), qPrintable(tip));
        QCOMPARE(grouped.headerData(0, Qt::Horizontal, Qt::ToolTipRole).toString(), QStringLiteral("Linux (1 jobs)"));
        verifyGrouped(grouped, model, expectedColumns(model, QStringLiteral("gcc11"), false, false, false));

        // The failing job matches too: the Linux cell of c2 turns X, one repaint, no column change.
        QSignalSpy changed(&grouped, &QAbstractItemModel::dataChanged);
        QSignalSpy inserted(&grouped, &QAbstractItemModel::columnsInserted);
        QVERIFY(filter.setFilterPattern(QStringLiteral("py3\\.8")));
        QCOMPARE(proxyColumns(grouped), QStringList{QStringLiteral("Linux")});
        QCOMPARE(inserted.size(), 0);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex(), grouped.index(0, 0));
        QCOMPARE(changed.first().at(1).toModelIndex(), grouped.index(0, 0));
        QCOMPARE(grouped.cellStatus(0, 0), CS::Failure);
        QCOMPARE(grouped.cellStatus(1, 0), CS::Success);
        QVERIFY(grouped.index(0, 0).data(Qt::ToolTipRole).toString().contains(QStringLiteral("X pull / linux-focal-py3.8-clang10 / build")));

        // An invalid pattern is refused by the filter: the grouped view keeps what it showed.
        changed.clear();
        QVERIFY(!filter.setFilterPattern(QStringLiteral("(linux")));
        QCOMPARE(proxyColumns(grouped), QStringList{QStringLiteral("Linux")});
        QCOMPARE(grouped.cellStatus(0, 0), CS::Failure);
        QCOMPARE(changed.size(), 0);

        // Only the Mac job: Linux goes, Mac comes back.
        QVERIFY(filter.setFilterPattern(QStringLiteral("macos")));
        QCOMPARE(proxyColumns(grouped), QStringList{QStringLiteral("Mac")});
        verifyGrouped(grouped, model, expectedColumns(model, QStringLiteral("macos"), false, false, false));
        // No match at all: no column; clearing the filter brings every group back.
        QVERIFY(filter.setFilterPattern(QStringLiteral("no-such-job")));
        QCOMPARE(grouped.columnCount(), 0);
        QCOMPARE(grouped.rowCount(), 2);
        QVERIFY(filter.setFilterPattern(QString()));
        QCOMPARE(proxyColumns(grouped), (QStringList{QStringLiteral("Lint"), QStringLiteral("Linux"), QStringLiteral("Mac")}));
        verifyGrouped(grouped, model);

        // Hide green: only the failing job stays, so only Linux, and c1 (where it passed) shows O.
        filter.setHideGreen(true);
        QCOMPARE(proxyColumns(grouped), QStringList{QStringLiteral("Linux")});
        QCOMPARE(grouped.cellStatus(0, 0), CS::Failure);
        QCOMPARE(grouped.cellStatus(1, 0), CS::Success);
        verifyGrouped(grouped, model, expectedColumns(model, QString(), true, false, false));
        filter.setHideGreen(false);
        // Hide unstable: the failing job marked unstable leaves its group (which then passes).
        model.setUnstablePatterns({QStringLiteral("clang10")});
        QCOMPARE(grouped.cellStatus(0, grouped.columnOfGroup(QStringLiteral("Linux"))), CS::Warning);
        filter.setHideUnstable(true);
        QCOMPARE(grouped.cellStatus(0, grouped.columnOfGroup(QStringLiteral("Linux"))), CS::Success);
        verifyGrouped(grouped, model, expectedColumns(model, QString(), false, true, false));
        filter.setHideUnstable(false);
        model.setUnstablePatterns({});
        verifyGrouped(grouped, model);
    }

    // A poll changes single cells: a matching job updates its group cell (one repaint), a job the
    // filter hides changes nothing in the grouped view.
    void groupedFilteredFollowsPolls()
    {
        GroupedOverFilter rig;
        JobGridModel &model = rig.model;
        GridColumnFilterProxy &filter = rig.filter;
        GroupedGridProxy &grouped = rig.grouped;
        QVERIFY(filter.setFilterPattern(QStringLiteral("gcc11|macos")));
        QCOMPARE(proxyColumns(grouped), (QStringList{QStringLiteral("Linux"), QStringLiteral("Mac")}));
        const int linux = grouped.columnOfGroup(QStringLiteral("Linux"));
        QCOMPARE(grouped.cellStatus(0, linux), CS::Success);

        QSignalSpy changed(&grouped, &QAbstractItemModel::dataChanged);
        // The hidden clang10 job passes on a re-run: nothing to repaint in the grouped view.
        model.applyBatch(JobBatch{{}, {}, {jobOnCommit(2, "c2", "pull", "linux-focal-py3.8-clang10 / build", "success")}, 0, 0});
        QCOMPARE(changed.size(), 0);
        // The matching gcc11 job fails on c1: exactly that group cell.
        model.applyBatch(JobBatch{{}, {}, {jobOnCommit(11, "c1", "pull", "linux-jammy-py3.8-gcc11 / build", "failure")}, 0, 0});
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex(), grouped.index(1, linux));
        QCOMPARE(changed.first().at(1).toModelIndex(), grouped.index(1, linux));
        QCOMPARE(grouped.cellStatus(1, linux), CS::Failure);
        QVERIFY(grouped.index(1, linux).data(Qt::ToolTipRole).toString().contains(QStringLiteral("gcc11")));
        verifyGrouped(grouped, model, expectedColumns(model, QStringLiteral("gcc11|macos"), false, false, false));

        // A new job that matches the filter in a group not shown yet: its column appears.
        QSignalSpy inserted(&grouped, &QAbstractItemModel::columnsInserted);
        model.applyBatch(JobBatch{{}, {}, {jobOnCommit(20, "c2", "Lint", "macos-lint / check", "failure")}, 0, 0});
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(proxyColumns(grouped), (QStringList{QStringLiteral("Lint"), QStringLiteral("Linux"), QStringLiteral("Mac")}));
        QCOMPARE(grouped.cellStatus(0, grouped.columnOfGroup(QStringLiteral("Lint"))), CS::Failure);
        verifyGrouped(grouped, model, expectedColumns(model, QStringLiteral("gcc11|macos"), false, false, false));

        // With hide green, a green job that fails comes into its group: the group cell changes.
        QVERIFY(filter.setFilterPattern(QString()));
        filter.setHideGreen(true);
        QCOMPARE(proxyColumns(grouped), (QStringList{QStringLiteral("Lint"), QStringLiteral("Linux")}));
        changed.clear();
        inserted.clear();
        model.applyBatch(JobBatch{{}, {}, {jobOnCommit(4, "c2", "trunk", "macos-py3-arm64 / build", "failure")}, 0, 0});
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(proxyColumns(grouped), (QStringList{QStringLiteral("Lint"), QStringLiteral("Linux"), QStringLiteral("Mac")}));
        QCOMPARE(grouped.cellStatus(0, grouped.columnOfGroup(QStringLiteral("Mac"))), CS::Failure);
        // ...and a job of a shown group that joins it changes that group's cells.
        changed.clear();
        model.applyBatch(JobBatch{{}, {}, {jobOnCommit(3, "c2", "Lint", "quick-checks / linux-job", "failure"),
                                            jobOnCommit(13, "c1", "Lint", "quick-checks / linux-job", "failure")}, 0, 0});
        const int lint = grouped.columnOfGroup(QStringLiteral("Lint"));
        QCOMPARE(grouped.cellStatus(1, lint), CS::Failure);
        QVERIFY(std::any_of(changed.begin(), changed.end(), [&](const QList<QVariant> &args) {
            return args.at(0).toModelIndex().column() == lint && args.at(0).toModelIndex().row() <= 1
                && args.at(1).toModelIndex().row() >= 1;
        }));
        verifyGrouped(grouped, model, expectedColumns(model, QString(), true, false, false));
    }

    void groupedSignalsOnlyWhenTheGroupLetterChanges()
    {
        JobGridModel model;
        GroupedGridProxy grouped;
        grouped.setSourceGridModel(&model);
        Tester t1(&model, Tester::FailureReportingMode::Fatal);
        Tester t2(&grouped, Tester::FailureReportingMode::Fatal);
        JobBatch b;
        b.commits = {test::CommitBuilder(QStringLiteral("c1"), 10).title(QStringLiteral("t")).author(QStringLiteral("a"))};
        b.jobs = {jobOnCommit(1, "c1", "pull", "linux-jammy-py3.8-gcc11 / build", "success"),
                  jobOnCommit(2, "c1", "pull", "linux-focal-py3.8-clang10 / build", "success"),
                  jobOnCommit(3, "c1", "Lint", "quick-checks / linux-job", "success")};
        model.resetFrom(b);
        QCOMPARE(proxyColumns(grouped), (QStringList{QStringLiteral("Lint"), QStringLiteral("Linux")}));
        const int linux = grouped.columnOfGroup(QStringLiteral("Linux"));
        QCOMPARE(grouped.cellStatus(0, linux), CS::Success);

        QSignalSpy changed(&grouped, &QAbstractItemModel::dataChanged);
        model.applyBatch(test::JobBatchBuilder().job(jobOnCommit(1, "c1", "pull", "linux-jammy-py3.8-gcc11 / build", "failure")));
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex(), grouped.index(0, linux));
        QCOMPARE(grouped.cellStatus(0, linux), CS::Failure);
        QVERIFY(grouped.index(0, linux).data(IsFailureRole).toBool());
        const QString tip = grouped.index(0, linux).data(Qt::ToolTipRole).toString();
        QVERIFY2(tip.contains(QStringLiteral("pull / linux-jammy-py3.8-gcc11 / build")), qPrintable(tip));
        QVERIFY2(!tip.contains(QStringLiteral("clang10")), qPrintable(tip));
        // A second failure in an already red group: the group letter stays X, no repaint.
        changed.clear();
        model.applyBatch(test::JobBatchBuilder().job(jobOnCommit(2, "c1", "pull", "linux-focal-py3.8-clang10 / build", "failure")));
        QCOMPARE(changed.size(), 0);
        QVERIFY(grouped.index(0, linux).data(Qt::ToolTipRole).toString().contains(QStringLiteral("clang10")));
        // A job of a group not shown yet: the group column appears at its config position.
        QSignalSpy colsInserted(&grouped, &QAbstractItemModel::columnsInserted);
        model.applyBatch(test::JobBatchBuilder().job(jobOnCommit(4, "c1", "trunk", "macos-py3-arm64 / build", "success")));
        QCOMPARE(colsInserted.size(), 1);
        QCOMPARE(proxyColumns(grouped), (QStringList{QStringLiteral("Lint"), QStringLiteral("Linux"), QStringLiteral("Mac")}));
        verifyGrouped(grouped, model);
        // Warnings only: W.
        model.setUnstablePatterns({QStringLiteral("linux-")});
        QCOMPARE(grouped.cellStatus(0, grouped.columnOfGroup(QStringLiteral("Linux"))), CS::Warning);
        verifyGrouped(grouped, model);
        // Custom rules: one reset, new columns.
        auto rules = GroupingRules::fromJson(QByteArray("{\"groups\": [{\"name\": \"All\", \"pattern\": \".\"}]}"));
        QVERIFY(rules);
        grouped.setRules(*rules);
        QCOMPARE(proxyColumns(grouped), QStringList{QStringLiteral("All")});
        verifyGrouped(grouped, model);
    }

    // Per-cell data() through the filter proxy must stay cheap (measured, generous bound).
    void filterProxyDataIsCheap()
    {
        JobGridModel model;
        GridColumnFilterProxy proxy;
        proxy.setSourceModel(&model);
        JobBatch b;
        for (int r = 0; r < 100; ++r) {
            const QString sha = QStringLiteral("sha%1").arg(r);
            b.commits.append(Commit{sha, 1000 + r, QStringLiteral("t"), QStringLiteral("a")});
            for (int c = 0; c < 300; ++c) {
                JobRun j;
                j.id = r * 1000 + c + 1;
                j.workflowName = QStringLiteral("pull");
                j.jobName = QStringLiteral("linux-job-%1 / test").arg(c, 4, 10, QLatin1Char('0'));
                j.headSha = sha;
                j.status = QStringLiteral("completed");
                j.conclusion = (c % 7 == 0 && r % 5 == 0) ? QStringLiteral("failure") : QStringLiteral("success");
                b.jobs.append(j);
            }
        }
        model.resetFrom(b);
        proxy.setHideGreen(true);
        QVERIFY(proxy.columnCount() > 0);
        QElapsedTimer t;
        t.start();
        qint64 sum = 0;
        int calls = 0;
        for (int rep = 0; rep < 5; ++rep)
            for (int r = 0; r < proxy.rowCount(); ++r)
                for (int c = 0; c < proxy.columnCount(); ++c) {
                    const QModelIndex i = proxy.index(r, c);
                    sum += i.data(CellStatusRole).toInt() + i.data().toString().size()
                        + i.data(Qt::BackgroundRole).value<QColor>().red();
                    calls += 3;
                }
        const double nsPerCall = double(t.nsecsElapsed()) / calls;
        qInfo("filter proxy data(): %.0f ns per call over %d calls", nsPerCall, calls);
        QVERIFY(sum > 0);
        QVERIFY2(nsPerCall < 5000, qPrintable(QString::number(nsPerCall)));
    }
};

HW_TEST_GUILESS_MAIN(TestGridProxies)
#include "tst_GridProxies.moc"
