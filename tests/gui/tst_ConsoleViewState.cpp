// The filter bar's settings survive a restart, per profile, and the window follows the
// palette's darkness with the grid colours.
#include "Console.h"
#include "MainWindow.h"
#include "charts/TimeSeriesChart.h"
#include "flaky/FlakyPage.h"
#include "trunk/TrunkPage.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "ResultAssertions.h"
#include "grid/GridColumnFilterProxy.h"
#include "grid/GridFilterBar.h"
#include "grid/GridRoles.h"
#include "grid/GroupedGridProxy.h"
#include "grid/JobGridModel.h"
#include "grid/JobGridView.h"

#include <QApplication>
#include <QRegularExpression>
#include <QTest>

using namespace hw;

class TestConsoleViewState : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        test::isolateUserDirs(QString::fromLatin1(metaObject()->className()));
    }

    void filterSettingsSurviveARestart()
    {
        {
            Console console(CommandLineOptions{});
            HW_VERIFY_OK(console.init());
            GridFilterBar *bar = console.window()->filterBar();
            QVERIFY(!bar->hideGreen());
            bar->setHideGreen(true);
            bar->setFilterText(QStringLiteral("linux"));
            QVERIFY(console.window()->columnFilter()->hideGreen());
        }
        Console console(CommandLineOptions{});
        HW_VERIFY_OK(console.init());
        QVERIFY(console.window()->filterBar()->hideGreen());
        QCOMPARE(console.window()->filterBar()->activeFilter(), QStringLiteral("linux"));
        // ...and they are in force on the grid, not only ticked.
        GridColumnFilterProxy *proxy = console.window()->columnFilter();
        QVERIFY(proxy->hideGreen());
        QVERIFY(proxy->columnCount() > 0);
        QVERIFY(proxy->columnCount() < console.model()->columnCount());
        for (int c = 0; c < proxy->columnCount(); ++c)
            QVERIFY(proxy->headerData(c, Qt::Horizontal).toString().contains(QStringLiteral("linux"), Qt::CaseInsensitive));
    }

    // Each tab of charts keeps its range, time zone and zoom per profile; --range wins for a run.
    void chartRangesSurviveARestart()
    {
        std::pair<qint64, qint64> zoomed;
        {
            Console console(CommandLineOptions{});
            HW_VERIFY_OK(console.init());
            TrunkPage *trunk = console.window()->trunkPage();
            trunk->setTimeRange(TimeRange::lastDays(3));
            trunk->redChart()->setUtc(false);
            const auto window = trunk->redChart()->window();
            QVERIFY(trunk->redChart()->zoomTo(window.first + 3600'000, window.first + 7 * 3600'000));
            zoomed = trunk->redChart()->window();
            console.window()->flakyPage()->setTimeRange(TimeRange::lastDays(14));
        }
        {
            Console console(CommandLineOptions{});
            HW_VERIFY_OK(console.init());
            TrunkPage *trunk = console.window()->trunkPage();
            QCOMPARE(trunk->timeRange(), TimeRange::lastDays(3));
            QVERIFY(!trunk->redChart()->isUtc());
            QVERIFY(!trunk->consoleRedChart()->isUtc()); // the followers follow
            QCOMPARE(trunk->redChart()->window(), zoomed);
            QCOMPARE(console.window()->flakyPage()->timeRange(), TimeRange::lastDays(14));
        }
        CommandLineOptions options;
        options.range = TimeRange::lastDays(90);
        Console console(options);
        HW_VERIFY_OK(console.init());
        QCOMPARE(console.window()->trunkPage()->timeRange(), TimeRange::lastDays(90));
        QCOMPARE(console.window()->flakyPage()->timeRange(), TimeRange::lastDays(90));
    }

    // The grouped view honours the regex: only groups with a matching job, each aggregating only
    // the matching jobs; restored that way after a restart too.
    void groupedViewHonoursTheFilter()
    {
        const QString pattern = QStringLiteral("linux-focal|macos");
        const auto check = [&pattern](Console &console) {
            QVERIFY(console.window()->filterBar()->grouped());
            QVERIFY(console.window()->gridView()->columnsAreGroups()); // the corner counts groups, not jobs
            auto *grouped = qobject_cast<GroupedGridProxy *>(console.window()->gridView()->model());
            QVERIFY(grouped);
            const JobGridModel *model = console.model();
            const QRegularExpression re(pattern, QRegularExpression::CaseInsensitiveOption);
            QList<QList<int>> members(grouped->rules().groupCount());
            int matching = 0;
            for (int c = 0; c < model->columnCount(); ++c)
                if (re.match(model->columnName(c)).hasMatch()) {
                    members[grouped->rules().groupOf(model->columnName(c))] << c;
                    ++matching;
                }
            QVERIFY(matching > 0 && matching < model->columnCount());
            QStringList groups;
            for (int g = 0; g < members.size(); ++g)
                if (!members[g].isEmpty())
                    groups << grouped->rules().groupName(g);
            QStringList shown;
            for (int c = 0; c < grouped->columnCount(); ++c)
                shown << grouped->headerData(c, Qt::Horizontal).toString();
            QCOMPARE(shown, groups);
            for (int c = 0; c < grouped->columnCount(); ++c)
                for (int r = 0; r < grouped->rowCount(); ++r) {
                    QList<CellStatus> cells;
                    for (int sc : members[grouped->groupOfColumn(c)])
                        cells << model->cellStatus(r, sc);
                    QCOMPARE(grouped->index(r, c).data(CellStatusRole).toInt(),
                             int(GroupingRules::combine(cells.constData(), int(cells.size()))));
                }
        };
        {
            Console console(CommandLineOptions{});
            HW_VERIFY_OK(console.init());
            GridFilterBar *bar = console.window()->filterBar();
            bar->setHideGreen(false);
            bar->setGrouped(true);
            const int allGroups = console.window()->gridView()->model()->columnCount();
            bar->setFilterText(pattern);
            check(console);
            if (QTest::currentTestFailed())
                return;
            QVERIFY(console.window()->gridView()->model()->columnCount() < allGroups);
            // An invalid pattern is refused as in the per-job view: the last valid one stays.
            bar->setFilterText(QStringLiteral("(linux"));
            QVERIFY(bar->hasFilterError());
            check(console);
            if (QTest::currentTestFailed())
                return;
            bar->setFilterText(pattern);
        }
        {
            Console console(CommandLineOptions{});
            HW_VERIFY_OK(console.init());
            check(console);
            if (QTest::currentTestFailed())
                return;
            console.window()->filterBar()->setFilterText(QString());
            console.window()->filterBar()->setGrouped(false);
        }
    }

    void darkPaletteGivesDarkCells()
    {
        Console console(CommandLineOptions{});
        HW_VERIFY_OK(console.init());
        JobGridModel *model = console.model();
        const QModelIndex cell = model->index(model->rowCount() - 1, 0);
        const auto light = model->data(cell, Qt::BackgroundRole).value<QColor>();
        QPalette dark;
        dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
        console.window()->setPalette(dark);
        const auto inDark = model->data(cell, Qt::BackgroundRole).value<QColor>();
        QVERIFY2(light != inDark, qPrintable(light.name() + QStringLiteral(" vs ") + inDark.name()));
        QCOMPARE(inDark, cellColor(model->cellStatus(cell.row(), cell.column()), true));
    }
};

HW_TEST_MAIN(TestConsoleViewState)
#include "tst_ConsoleViewState.moc"
