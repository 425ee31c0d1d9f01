#include "backends/BackendJobMatrixModel.h"
#include "backends/BackendDetailView.h"
#include "backends/BackendRoles.h"
#include "backends/BackendsOverviewDelegate.h"
#include "backends/BackendsOverviewModel.h"
#include "backends/BackendsOverviewSortModel.h"
#include "backends/BackendsOverviewView.h"
#include "backends/BackendsSnapshot.h"
#include "backends/JobsOverTimeChart.h"
#include "backends/L3CriteriaModel.h"
#include "backends/L3ReadinessPanel.h"
#include "backends/LevelTimelineWidget.h"
#include "backends/PassRateChip.h"
#include "backends/ReportCharts.h"
#include "palette/CellStatus.h"

#include "BackendTestSnapshot.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QDateTime>
#include <QDoubleSpinBox>
#include <QHeaderView>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStyleFactory>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTreeView>

#include <cmath>

using namespace hw;

namespace {

// The constructed snapshot of tests/unit/tst_BackendModels.cpp, plus daily counts and a
// longer level history for the charts.
const qint64 kAsOf = test::backendSnapshotAsOf();
constexpr qint64 kDay = test::kSecondsPerDay;

BackendsSnapshot makeViewSnapshot()
{
    BackendsSnapshot s = test::makeBackendSnapshot();
    // crcr-test's newest job is an expected failure (HUD: a pass); ROCm's newest is a real one.
    for (BackendStats &b : s.stats) {
        if (b.repo == QStringLiteral("pytorch/crcr-test")) {
            b.lastConclusion = QStringLiteral("failure");
            b.lastJobName = QStringLiteral("test-xfail");
            b.lastExpectedOutcome = true;
            b.lastCompletedAt = kAsOf - 20 * 60;
        } else if (b.repo == QStringLiteral("ROCm/pytorch-oot")) {
            b.lastConclusion = QStringLiteral("failure");
            b.lastJobName = QStringLiteral("test (default, 1, 3)");
        }
    }
    // Daily counts for intel: healthy until a week ago, then test and infra breakage.
    for (BackendStats &b : s.stats) {
        if (b.repo != QStringLiteral("intel/torch-xpu-ops"))
            continue;
        const qint64 today = (kAsOf / kDay) * kDay;
        for (int d = 29; d >= 0; --d) {
            if (d == 12)
                continue; // a day without jobs: no bar
            DailyCount c;
            c.day = today - d * kDay;
            c.succeeded = 12 + (d % 5);
            c.testFailures = d < 7 ? 2 + (d % 3) : (d % 4 == 0 ? 1 : 0);
            c.infraFailures = d < 7 ? (d % 2) : 0;
            b.daily.append(c);
        }
    }
    s.levelHistory += {
        {QDate(2026, 4, 2), QStringLiteral("intel/torch-xpu-ops"), TrustLevel::Unknown, TrustLevel::L1, 178001,
         QStringLiteral("chuanqi129"), QStringLiteral("Add Intel XPU at L1"), LevelChangeEvent::Source::Allowlist},
        {QDate(2026, 5, 6), QStringLiteral("intel/torch-xpu-ops"), TrustLevel::L1, TrustLevel::L2, 182210,
         QStringLiteral("atalman"), QStringLiteral("Intel XPU to L2"), LevelChangeEvent::Source::Allowlist},
        {QDate(2026, 8, 24), QStringLiteral("intel/torch-xpu-ops"), TrustLevel::L2, TrustLevel::L3, 191377,
         QStringLiteral("atalman"), QStringLiteral("Intel XPU to L3"), LevelChangeEvent::Source::Allowlist},
    };
    return s;
}

QPalette darkPalette()
{
    // What a dark desktop gives MainWindow (Fusion's dark-mode roles).
    QPalette p;
    p.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    p.setColor(QPalette::WindowText, QColor(0xe0, 0xe0, 0xe0));
    p.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    p.setColor(QPalette::AlternateBase, QColor(0x26, 0x26, 0x26));
    p.setColor(QPalette::Text, QColor(0xe0, 0xe0, 0xe0));
    p.setColor(QPalette::Button, QColor(0x35, 0x35, 0x35));
    p.setColor(QPalette::ButtonText, QColor(0xe0, 0xe0, 0xe0));
    p.setColor(QPalette::Highlight, QColor(0x2a, 0x82, 0xda));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, QColor(0x35, 0x35, 0x35));
    p.setColor(QPalette::ToolTipText, QColor(0xe0, 0xe0, 0xe0));
    p.setColor(QPalette::PlaceholderText, QColor(0x9e, 0x9e, 0x9e));
    p.setColor(QPalette::Mid, QColor(0x44, 0x44, 0x44));
    return p;
}

// True when some pixel inside rect has exactly this colour (chip interiors are solid fills).
bool hasColor(const QImage &image, const QRect &rect, const QColor &color)
{
    const QRect r = rect & image.rect();
    for (int y = r.top(); y <= r.bottom(); ++y)
        for (int x = r.left(); x <= r.right(); ++x)
            if (image.pixelColor(x, y).rgb() == color.rgb())
                return true;
    return false;
}

// The backends of a level group in the order the tree shows them.
QStringList shownRepos(const QTreeView *tree, int group)
{
    const QAbstractItemModel *m = tree->model();
    const QModelIndex parent = m->index(group, 0);
    QStringList out;
    for (int r = 0; r < m->rowCount(parent); ++r)
        out << m->index(r, 0, parent).data(BackendRepoRole).toString();
    return out;
}

void clickHeader(QTreeView *tree, int column)
{
    QHeaderView *header = tree->header();
    const QPoint pos(header->sectionViewportPosition(column) + header->sectionSize(column) / 2, header->height() / 2);
    QTest::mouseClick(header->viewport(), Qt::LeftButton, {}, pos);
}

void saveShot(QWidget &widget, const QString &dir, const QString &name)
{
    QCoreApplication::processEvents();
    const QImage image = widget.grab().toImage();
    QVERIFY(!image.isNull());
    const QString path = dir + u'/' + name;
    QVERIFY2(image.save(path), qPrintable(path));
    qInfo("screenshot: %s", qPrintable(path));
}

} // namespace

class TestBackendViews : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        m_dir = test::freshRuntimeDir(QStringLiteral("backend-views"));
    }

    void overviewChipsAndActivation_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("dark") << true;
        QTest::newRow("light") << false;
    }
    void overviewChipsAndActivation()
    {
        QFETCH(bool, dark);
        QApplication::setPalette(dark ? darkPalette() : QApplication::style()->standardPalette());
        BackendsOverviewView view;
        QAbstractItemModelTester tester(view.model(), QAbstractItemModelTester::FailureReportingMode::Fatal);
        QAbstractItemModelTester sortTester(view.sortModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
        view.resize(1280, 470);
        view.setSnapshot(makeViewSnapshot());
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QCOMPARE(view.delegate()->darkTheme(), dark); // follows the palette like MainWindow
        QVERIFY2(view.summaryText().contains(QStringLiteral("7 backends")), qPrintable(view.summaryText()));
        QVERIFY(view.summaryText().contains(QStringLiteral("1 temporarily demoted")));
        QVERIFY(view.summaryText().contains(QStringLiteral("1 demotion pending")));

        QTreeView *tree = view.treeView();
        const QModelIndex intel = view.viewIndexOfRepo(QStringLiteral("intel/torch-xpu-ops"));
        QVERIFY(intel.isValid());
        QVERIFY(tree->isExpanded(intel.parent()));
        const QModelIndex chip = intel.siblingAtColumn(BackendsOverviewModel::ColPass7);
        // The chip's letter is in the text the delegate paints, and its colour is painted.
        QCOMPARE(chip.data(ChipLetterRole).toString(), PassRateChip::letter(PassRateChip::Class::Warn));
        QVERIFY(chip.data().toString().startsWith(QStringLiteral("▲ ")));
        const QImage shot = tree->viewport()->grab().toImage();
        const QRect chipRect = tree->visualRect(chip);
        QVERIFY(!chipRect.isEmpty());
        QVERIFY(hasColor(shot, chipRect, PassRateChip::fill(PassRateChip::Class::Warn, dark)));
        QVERIFY(!hasColor(shot, chipRect, PassRateChip::fill(PassRateChip::Class::Good, dark)));
        const QModelIndex mark = intel.siblingAtColumn(BackendsOverviewModel::ColStatus);
        const StatusPalette colors(dark ? ColorScheme::Dark : ColorScheme::Light);
        QVERIFY(hasColor(shot, tree->visualRect(mark), colors.color(ColorId::VerdictWarn)));
        const QModelIndex rocmMark = view.viewIndexOfRepo(QStringLiteral("ROCm/pytorch-oot")).siblingAtColumn(BackendsOverviewModel::ColStatus);
        QVERIFY(hasColor(shot, tree->visualRect(rocmMark), colors.color(ColorId::VerdictFail)));
        // Last result: the probe's expected failure is a green O in words, a real failure a red X.
        const QModelIndex probeLast = view.viewIndexOfRepo(QStringLiteral("pytorch/crcr-test"))
                                          .siblingAtColumn(BackendsOverviewModel::ColLastResult);
        QCOMPARE(probeLast.data().toString(), QStringLiteral("O expected failure (xfail) · 20 min ago"));
        QVERIFY(hasColor(shot, tree->visualRect(probeLast), cellColor(CellStatus::Success, dark)));
        QVERIFY(!hasColor(shot, tree->visualRect(probeLast), cellColor(CellStatus::Failure, dark)));
        const QModelIndex rocmLast = view.viewIndexOfRepo(QStringLiteral("ROCm/pytorch-oot"))
                                         .siblingAtColumn(BackendsOverviewModel::ColLastResult);
        QVERIFY(hasColor(shot, tree->visualRect(rocmLast), cellColor(CellStatus::Failure, dark)));
        // Group rows span the row: the L4 group's "no backends" is not cut by the Level column.
        QVERIFY(tree->isFirstColumnSpanned(0, QModelIndex()));
        QVERIFY(view.model()->index(0, 0).data().toString().contains(QStringLiteral("no backends")));

        // Keyboard: select a backend, Enter opens it.
        QSignalSpy activated(&view, &BackendsOverviewView::backendActivated);
        QVERIFY(view.selectBackend(QStringLiteral("intel/torch-xpu-ops")));
        tree->setFocus();
        QTest::keyClick(tree, Qt::Key_Return);
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.first().first().toString(), QStringLiteral("intel/torch-xpu-ops"));
        // Enter on a group row opens nothing.
        tree->setCurrentIndex(tree->model()->index(0, 0));
        QTest::keyClick(tree, Qt::Key_Return);
        QCOMPARE(activated.count(), 1);
        // Double-click opens too.
        const QModelIndex ascend = view.viewIndexOfRepo(QStringLiteral("Ascend/pytorch"));
        const QPoint pos = tree->visualRect(ascend).center();
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, pos);
        QTest::mouseDClick(tree->viewport(), Qt::LeftButton, {}, pos);
        QCOMPARE(activated.count(), 2);
        QCOMPARE(activated.last().first().toString(), QStringLiteral("Ascend/pytorch"));

        view.selectBackend(QStringLiteral("intel/torch-xpu-ops"));
        saveShot(view, m_dir, dark ? QStringLiteral("overview-dark.png") : QStringLiteral("overview-light.png"));
        QApplication::setPalette(QApplication::style()->standardPalette());
    }

    // A click on a column title sorts the backends within their level; again: the other way. The
    // order survives polls, the selection stays on its backend and Enter opens that one.
    void overviewSortsByHeader()
    {
        QApplication::setPalette(QApplication::style()->standardPalette());
        BackendsOverviewView view;
        QAbstractItemModelTester tester(view.model(), QAbstractItemModelTester::FailureReportingMode::Fatal);
        QAbstractItemModelTester sortTester(view.sortModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
        view.resize(1400, 470);
        BackendsSnapshot snap = makeViewSnapshot();
        view.setSnapshot(snap);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        QTreeView *tree = view.treeView();
        QHeaderView *header = tree->header();
        constexpr int kL3 = 1;
        const QString ascend = QStringLiteral("Ascend/pytorch");
        const QString intel = QStringLiteral("intel/torch-xpu-ops");
        const QString rocm = QStringLiteral("ROCm/pytorch-oot");

        // Unsorted at first: the model's order (by name), no indicator.
        QVERIFY(tree->isSortingEnabled());
        QCOMPARE(header->sortIndicatorSection(), -1);
        QCOMPARE(shownRepos(tree, kL3), (QStringList{ascend, intel, rocm}));

        // Pass 7 d: worst first on the first click, best first on the second.
        clickHeader(tree, BackendsOverviewModel::ColPass7);
        QCOMPARE(header->sortIndicatorSection(), int(BackendsOverviewModel::ColPass7));
        QCOMPARE(header->sortIndicatorOrder(), Qt::AscendingOrder);
        QVERIFY(header->isSortIndicatorShown());
        QCOMPARE(shownRepos(tree, kL3), (QStringList{rocm, intel, ascend}));
        clickHeader(tree, BackendsOverviewModel::ColPass7);
        QCOMPARE(header->sortIndicatorOrder(), Qt::DescendingOrder);
        QCOMPARE(shownRepos(tree, kL3), (QStringList{ascend, intel, rocm}));
        // Groups stay L4 → L1 and keep spanning their row.
        for (int g = 0; g < 4; ++g) {
            QCOMPARE(tree->model()->index(g, 0).data(BackendLevelRole).toInt(), int(TrustLevel::L4) - g);
            QVERIFY(tree->isFirstColumnSpanned(g, QModelIndex()));
            QVERIFY(tree->isExpanded(tree->model()->index(g, 0)));
        }
        // riseproject (L1) has no data: a group of one, unaffected.
        QCOMPARE(shownRepos(tree, 3), QStringList{QStringLiteral("riseproject-dev/pytorch-ci")});

        // Avg queue: longest first on the first click.
        QVERIFY(view.selectBackend(intel));
        clickHeader(tree, BackendsOverviewModel::ColAvgQueue);
        QCOMPARE(header->sortIndicatorSection(), int(BackendsOverviewModel::ColAvgQueue));
        QCOMPARE(header->sortIndicatorOrder(), Qt::DescendingOrder);
        QCOMPARE(shownRepos(tree, kL3), (QStringList{rocm, intel, ascend}));
        QCOMPARE(view.currentBackend(), intel);
        QCOMPARE(tree->currentIndex().row(), 1);

        QSignalSpy activated(&view, &BackendsOverviewView::backendActivated);
        tree->setFocus();
        QTest::keyClick(tree, Qt::Key_Return);
        QCOMPARE(activated.count(), 1);
        QCOMPARE(activated.last().first().toString(), intel);
        // Down walks the sorted order: intel (12 min) → Ascend (10 min).
        QTest::keyClick(tree, Qt::Key_Down);
        QCOMPARE(view.currentBackend(), ascend);
        QTest::keyClick(tree, Qt::Key_Return);
        QCOMPARE(activated.last().first().toString(), ascend);
        QTest::keyClick(tree, Qt::Key_Up);
        QCOMPARE(view.currentBackend(), intel);

        // A poll: intel's queue grows past ROCm's. It moves up, still selected, still sorted by queue.
        for (BackendStats &b : snap.stats)
            if (b.repo == intel)
                b.demotionWindow.avgQueueSeconds = 90 * 60.0;
        snap.asOf += 300;
        view.setSnapshot(snap);
        QCOMPARE(header->sortIndicatorSection(), int(BackendsOverviewModel::ColAvgQueue));
        QCOMPARE(header->sortIndicatorOrder(), Qt::DescendingOrder);
        QCOMPARE(shownRepos(tree, kL3), (QStringList{intel, rocm, ascend}));
        QCOMPARE(view.currentBackend(), intel);
        QCOMPARE(tree->currentIndex().row(), 0);
        QTest::keyClick(tree, Qt::Key_Return);
        QCOMPARE(activated.last().first().toString(), intel);

        // A poll that changes the shape (a new L3 backend, model reset): same sort, same selection.
        snap.allowlist->entries.append({QStringLiteral("acme/pytorch-gpu"), TrustLevel::L3, QStringLiteral("gpu"), {}, {}, 30});
        view.setSnapshot(snap);
        QCOMPARE(header->sortIndicatorSection(), int(BackendsOverviewModel::ColAvgQueue));
        // No figures: last, even though the order is descending.
        QCOMPARE(shownRepos(tree, kL3), (QStringList{intel, rocm, ascend, QStringLiteral("acme/pytorch-gpu")}));
        QCOMPARE(view.currentBackend(), intel);
        QVERIFY(tree->isFirstColumnSpanned(0, QModelIndex()));
        QVERIFY(tree->isExpanded(tree->model()->index(kL3, 0)));

        // Setting the sort from code shows the indicator too; a double-click opens the row under the mouse.
        tree->sortByColumn(BackendsOverviewModel::ColBackend, Qt::DescendingOrder);
        QCOMPARE(header->sortIndicatorSection(), int(BackendsOverviewModel::ColBackend));
        QCOMPARE(shownRepos(tree, kL3), (QStringList{rocm, intel, ascend, QStringLiteral("acme/pytorch-gpu")}));
        const QPoint pos = tree->visualRect(view.viewIndexOfRepo(ascend)).center();
        QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, pos);
        QCOMPARE(view.currentBackend(), ascend);
        QTest::mouseDClick(tree->viewport(), Qt::LeftButton, {}, pos);
        QCOMPARE(activated.last().first().toString(), ascend);

        tree->sortByColumn(BackendsOverviewModel::ColPass7, Qt::AscendingOrder);
        view.selectBackend(intel);
        saveShot(view, m_dir, QStringLiteral("overview-sorted.png"));
        // The indicator is drawn: the header differs from one without it.
        const QImage sorted = header->grab().toImage();
        header->setSortIndicatorShown(false);
        const QImage plain = header->grab().toImage();
        header->setSortIndicatorShown(true);
        QVERIFY(sorted != plain);
    }

    void detailVerdictAndWhatIf()
    {
        QApplication::setPalette(darkPalette());
        BackendDetailView view;
        QAbstractItemModelTester matrixTester(view.matrixModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
        L3ReadinessPanel *panel = view.readinessPanel();
        QAbstractItemModelTester criteriaTester(panel->criteriaModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
        view.resize(1280, 620);
        const BackendsSnapshot snap = makeViewSnapshot();
        view.setSnapshot(snap);
        QVERIFY(!view.exportButton()->isEnabled()); // nothing chosen yet
        view.setBackend(QStringLiteral("intel/torch-xpu-ops"));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));

        QVERIFY2(view.headerText().contains(QStringLiteral("DEMOTION PENDING")), qPrintable(view.headerText()));
        QVERIFY(view.headerText().contains(QStringLiteral("L3 · Stable")));
        QVERIFY(view.headerText().contains(QStringLiteral("chuanqi129")));
        QVERIFY2(panel->verdictText().startsWith(QStringLiteral("▼ DEMOTE")), qPrintable(panel->verdictText()));
        QVERIFY(!panel->isWhatIfBannerShown());
        QVERIFY2(panel->breakageText().contains(QStringLiteral("✖ test: 15")), qPrintable(panel->breakageText()));

        // Matrix: grid letters, newest first.
        QCOMPARE(view.matrixModel()->rowCount(), 4);
        QCOMPARE(view.matrixModel()->index(1, 1).data().toString(), QStringLiteral("T"));
        // ... with test counts and triage in the cell, and the dispatch time in the row header.
        QCOMPARE(view.matrixModel()->index(1, 1).data(MatrixCellTextRole).toString(), QStringLiteral("T  2/13 failed · infra"));
        QCOMPARE(view.matrixModel()->index(2, 1).data(MatrixCellTextRole).toString(), QStringLiteral("O  1,204 tests"));
        QCOMPARE(view.matrixModel()->headerData(1, Qt::Vertical).toString(), QStringLiteral("#170050 · 11-20 08:28 UTC · Add op foo (bob)"));
        {
            view.tabs()->setCurrentIndex(BackendDetailView::JobsTab);
            QCoreApplication::processEvents();
            const QImage cells = view.matrixView()->viewport()->grab().toImage();
            const QModelIndex t = view.matrixModel()->index(1, 1);
            const QRect cell = view.matrixView()->visualRect(t);
            // Wide enough for "T  2/13 failed" and the tag, without eliding.
            QVERIFY2(cell.width() > view.matrixView()->fontMetrics().horizontalAdvance(t.data(MatrixCellTextRole).toString()),
                     qPrintable(QString::number(cell.width())));
            // The triage tag: a pill in the letter's colour at the right end of the cell.
            const QRect rightEnd(cell.right() - cell.width() / 4, cell.top(), cell.width() / 4, cell.height());
            QVERIFY(hasColor(cells, rightEnd, cellTextColor(CellStatus::TimedOut, true)));
            // A cell without counts or tags keeps its right end plain.
            const QModelIndex x = view.matrixModel()->index(3, 0);
            QCOMPARE(x.data(MatrixCellTextRole).toString(), QStringLiteral("X"));
            const QRect xCell = view.matrixView()->visualRect(x);
            QVERIFY(!hasColor(cells, QRect(xCell.right() - xCell.width() / 4, xCell.top() + 2, xCell.width() / 4 - 2, xCell.height() - 4),
                              cellTextColor(CellStatus::Failure, true)));
        }
        // Jobs over time: what the chart was given, per set.
        QCOMPARE(view.chart()->total(0), qint64(0) + [&] {
            qint64 n = 0;
            for (const DailyCount &d : snap.statsFor(QStringLiteral("intel/torch-xpu-ops"))->daily)
                n += d.succeeded;
            return n;
        }());
        QVERIFY(view.chart()->legendLabels().at(2).contains(QStringLiteral("infra")));
        // Level history: L1 -> L2 -> L3 with PR numbers, the last one current.
        QCOMPARE(view.timeline()->spans().size(), 3);
        QVERIFY(view.timeline()->spans().last().current);
        QVERIFY2(view.timeline()->summaryText().contains(QStringLiteral("L3 2026-08-24 → now")), qPrintable(view.timeline()->summaryText()));
        QVERIFY(view.timeline()->summaryText().contains(QStringLiteral("PR #191377")));

        view.tabs()->setCurrentIndex(BackendDetailView::JobsTab);
        view.matrixView()->setCurrentIndex(view.matrixModel()->index(1, 1));
        saveShot(view, m_dir, QStringLiteral("detail-jobs.png"));
        view.tabs()->setCurrentIndex(BackendDetailView::ChartTab);
        saveShot(view, m_dir, QStringLiteral("detail-chart.png"));
        {
            // The widget paints with the dark palette's colours, the same ids the report's images use.
            QCoreApplication::processEvents();
            const StatusPalette pal(ColorScheme::Dark);
            QCOMPARE(view.chart()->statusPalette().scheme(), ColorScheme::Dark);
            const QImage bars = view.chart()->grab().toImage();
            const QRect plot = view.chart()->plotRect().toRect();
            QVERIFY(hasColor(bars, plot, pal.color(ColorId::JobPassed)));
            QVERIFY(hasColor(bars, plot, pal.color(ColorId::JobInfraFailure)));
            QVERIFY(!hasColor(bars, plot, StatusPalette(ColorScheme::Light).color(ColorId::JobInfraFailure)));
            const QImage levels = view.timeline()->grab().toImage();
            QVERIFY(hasColor(levels, levels.rect(), pal.color(ColorId::Level3)));
        }
        view.tabs()->setCurrentIndex(BackendDetailView::HistoryTab);
        saveShot(view, m_dir, QStringLiteral("detail-history.png"));
        view.tabs()->setCurrentIndex(BackendDetailView::ReadinessTab);
        saveShot(view, m_dir, QStringLiteral("detail-readiness-demote.png"));

        // What-if on the L3 backend: a pass-rate target of 80 % keeps it at L3.
        QDoubleSpinBox *pass = panel->passRateSpin();
        QCOMPARE(pass->value(), 90.0);
        pass->setValue(80.0);
        QVERIFY2(panel->verdictText().startsWith(QStringLiteral("● HOLD")), qPrintable(panel->verdictText()));
        QVERIFY(panel->verdictText().contains(QStringLiteral("what-if")));
        QVERIFY(panel->isWhatIfBannerShown());
        QVERIFY(panel->assessment().whatIf);
        saveShot(view, m_dir, QStringLiteral("detail-readiness-whatif.png"));

        // Export carries the targets on screen.
        QSignalSpy exported(&view, &BackendDetailView::exportReportRequested);
        QVERIFY(view.exportButton()->isEnabled());
        QTest::mouseClick(view.exportButton(), Qt::LeftButton);
        QCOMPARE(exported.count(), 1);
        QCOMPARE(exported.first().at(0).toString(), QStringLiteral("intel/torch-xpu-ops"));
        const auto targets = exported.first().at(1).value<L3Targets>();
        QCOMPARE(targets.passRateMin, 0.80);
        QVERIFY(!targets.isDefault());

        // Reset: HUD's targets, banner gone, verdict back.
        QTest::mouseClick(panel->resetButton(), Qt::LeftButton);
        QVERIFY(panel->targets().isDefault());
        QVERIFY(!panel->isWhatIfBannerShown());
        QVERIFY(panel->verdictText().startsWith(QStringLiteral("▼ DEMOTE")));
        QCOMPARE(pass->value(), 90.0);

        // An L2 backend ready for promotion; a stricter target flips it to HOLD.
        view.setBackend(QStringLiteral("TorchedHat/pytorch-redhat-ci"));
        QVERIFY2(panel->verdictText().startsWith(QStringLiteral("▲ PROMOTE")), qPrintable(panel->verdictText()));
        QVERIFY(!view.headerText().contains(QStringLiteral("DEMOT")));
        saveShot(view, m_dir, QStringLiteral("detail-readiness-promote.png"));
        pass->setValue(99.0);
        QVERIFY2(panel->verdictText().startsWith(QStringLiteral("● HOLD")), qPrintable(panel->verdictText()));
        QVERIFY(panel->isWhatIfBannerShown());
        // Stepping back to HUD's value by hand counts as HUD's targets again.
        pass->setValue(90.0);
        QVERIFY(panel->targets().isDefault());
        QVERIFY(!panel->isWhatIfBannerShown());

        // crcr-test's expected failure: an "O" with the "exp." tag, on the grid's success colour.
        view.setBackend(QStringLiteral("pytorch/crcr-test"));
        view.tabs()->setCurrentIndex(BackendDetailView::JobsTab);
        QCOMPARE(view.matrixModel()->index(0, 0).data().toString(), QStringLiteral("O"));
        {
            QCoreApplication::processEvents();
            const QImage cells = view.matrixView()->viewport()->grab().toImage();
            const QRect cell = view.matrixView()->visualRect(view.matrixModel()->index(0, 0));
            QVERIFY(hasColor(cells, cell, cellColor(CellStatus::Success, true)));
            QCOMPARE(view.matrixModel()->index(0, 0).data(MatrixCellTextRole).toString(), QStringLiteral("O · exp."));
            const QRect rightEnd(cell.right() - cell.width() / 4, cell.top(), cell.width() / 4, cell.height());
            QVERIFY(hasColor(cells, rightEnd, cellTextColor(CellStatus::Success, true))); // the tag
        }
        saveShot(view, m_dir, QStringLiteral("detail-jobs-expected-outcome.png"));

        // Only in ClickHouse: still shown, with a note.
        view.setBackend(QStringLiteral("NVIDIA-dev/pytorch-oot-internal"));
        QVERIFY2(view.headerText().contains(QStringLiteral("not in the allowlist")), qPrintable(view.headerText()));
        // Its history comes from CI data only: L3 then L2, dated by downstream_repo_level.
        QVERIFY(!view.timeline()->spans().isEmpty());
        QCOMPARE(view.timeline()->spans().last().level, TrustLevel::L2);
        view.tabs()->setCurrentIndex(BackendDetailView::HistoryTab);
        saveShot(view, m_dir, QStringLiteral("detail-history-ci-data.png"));
        // L1: nothing stored, the panel says why instead of showing a verdict out of nothing.
        view.setBackend(QStringLiteral("riseproject-dev/pytorch-ci"));
        QVERIFY2(panel->verdictText().startsWith(QStringLiteral("? NOT ENOUGH DATA")), qPrintable(panel->verdictText()));
        QVERIFY2(panel->breakageText().contains(QStringLiteral("last 7 d: no completed jobs")), qPrintable(panel->breakageText()));
        view.tabs()->setCurrentIndex(BackendDetailView::ReadinessTab);
        saveShot(view, m_dir, QStringLiteral("detail-readiness-l1.png"));
        view.setBackend(QStringLiteral("nobody/nothing"));
        QVERIFY(!view.exportButton()->isEnabled());
        QApplication::setPalette(QApplication::style()->standardPalette());
    }

    // Ascend-like: promoted L2 -> L3 twelve days ago by an allowlist PR, failures since.
    void jobsChartMarksLevelChanges()
    {
        QApplication::setPalette(QPalette());
        BackendsSnapshot snap = makeViewSnapshot();
        const QString ascend = QStringLiteral("Ascend/pytorch");
        const qint64 today = (kAsOf / kDay) * kDay;
        const qint64 promoted = today - 12 * kDay + 9 * 3600;
        for (BackendStats &b : snap.stats) {
            if (b.repo.compare(ascend, Qt::CaseInsensitive) != 0)
                continue;
            b.levels = {{TrustLevel::L2, kAsOf - 120 * kDay, promoted - 3600}, {TrustLevel::L3, promoted, kAsOf - 3600}};
            b.daily.clear();
            for (int d = 29; d >= 0; --d)
                b.daily.append(DailyCount{today - d * kDay, 20, d <= 12 ? 6 : 0, 0});
        }
        const QDate promotedDate = QDateTime::fromSecsSinceEpoch(promoted, Qt::UTC).date();
        snap.levelHistory.append(LevelChangeEvent{promotedDate, ascend, TrustLevel::L2, TrustLevel::L3, 196580,
                                                  QStringLiteral("atalman"), QStringLiteral("Ascend to L3"),
                                                  LevelChangeEvent::Source::Allowlist});

        BackendDetailView view;
        QAbstractItemModelTester matrixTester(view.matrixModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);
        QAbstractItemModelTester criteriaTester(view.readinessPanel()->criteriaModel(),
                                                QAbstractItemModelTester::FailureReportingMode::Fatal);
        view.resize(1280, 620);
        view.setSnapshot(snap);
        view.setBackend(ascend);
        view.tabs()->setCurrentIndex(BackendDetailView::ChartTab);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));

        // Only the promotion is inside the 30 days (the L2 start is 120 days back), on day 17 of 30.
        JobsOverTimeChart *chart = view.chart();
        QCOMPARE(chart->markerLabels(), QStringList{QStringLiteral("→ L3 #196580")});
        QCOMPARE(chart->markerDays(), QVector<int>{17});
        QVERIFY2(chart->accessibleDescription().contains(QStringLiteral("→ L3 #196580 on %1").arg(promotedDate.toString(Qt::ISODate))),
                 qPrintable(chart->accessibleDescription()));

        // The dashed line is drawn at the left edge of day 17's slot.
        QCoreApplication::processEvents();
        const QImage image = chart->grab().toImage();
        const QRectF plot = chart->plotRect();
        const int x = int(std::round(plot.left() + 17 * plot.width() / 30));
        int ink = 0;
        for (int y = int(plot.top()); y < int(plot.bottom()); ++y)
            for (int dx = -1; dx <= 1; ++dx)
                ink += image.pixelColor(x + dx, y).rgb() == ReportCharts::levelChangeMarkerColor().rgb();
        QVERIFY2(ink > plot.height() / 2, qPrintable(QString::number(ink)));
        saveShot(view, m_dir, QStringLiteral("detail-chart-level-change.png"));

        // A backend whose changes are all older shows no marker.
        view.setBackend(QStringLiteral("TorchedHat/pytorch-redhat-ci"));
        QVERIFY(chart->markerLabels().isEmpty());
        QVERIFY(!chart->accessibleDescription().contains(QStringLiteral("→")));
    }

    void keyboardReachable()
    {
        BackendDetailView view;
        view.resize(1280, 620);
        view.setSnapshot(makeViewSnapshot());
        view.setBackend(QStringLiteral("intel/torch-xpu-ops"));
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        // Every interactive part takes keyboard focus.
        QVERIFY(view.exportButton()->focusPolicy() & Qt::TabFocus);
        QVERIFY(view.matrixView()->focusPolicy() & Qt::TabFocus);
        QVERIFY(view.tabs()->focusPolicy() & Qt::TabFocus);
        for (QDoubleSpinBox *s : view.readinessPanel()->findChildren<QDoubleSpinBox *>())
            QVERIFY2(s->focusPolicy() & Qt::TabFocus, qPrintable(s->objectName()));
        QCOMPARE(view.readinessPanel()->findChildren<QDoubleSpinBox *>().size(), 6);
        view.tabs()->setCurrentIndex(BackendDetailView::ReadinessTab);
        saveShot(view, m_dir, QStringLiteral("detail-readiness-light.png"));
        // Alt+R mnemonic reaches the readiness tab.
        view.tabs()->setCurrentIndex(BackendDetailView::JobsTab);
        view.matrixView()->setFocus();
        QTest::keyClick(&view, Qt::Key_R, Qt::AltModifier);
        QCOMPARE(view.tabs()->currentIndex(), int(BackendDetailView::ReadinessTab));
        // Enter on a matrix cell asks to open its run.
        view.tabs()->setCurrentIndex(BackendDetailView::JobsTab);
        QSignalSpy opened(&view, &BackendDetailView::jobUrlActivated);
        view.matrixView()->setFocus();
        view.matrixView()->setCurrentIndex(view.matrixModel()->index(1, 1));
        QTest::keyClick(view.matrixView(), Qt::Key_Return);
        QCOMPARE(opened.count(), 1);
        QCOMPARE(opened.first().first().toUrl().toString(), QStringLiteral("https://github.com/intel/torch-xpu-ops/actions/runs/d3"));
    }

private:
    QString m_dir;
};

HW_TEST_MAIN(TestBackendViews)
#include "tst_BackendViews.moc"
