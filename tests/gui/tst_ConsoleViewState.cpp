// The filter bar's settings survive a restart, per profile, and the window follows the
// palette's darkness with the grid colours.
#include "Console.h"
#include "MainWindow.h"
#include "TestEnvironment.h"
#include "grid/GridColumnFilterProxy.h"
#include "grid/GridFilterBar.h"
#include "grid/GridRoles.h"
#include "grid/JobGridModel.h"

#include <QApplication>
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
        QString error;
        {
            Console console(CommandLineOptions{});
            QVERIFY2(console.init(&error), qPrintable(error));
            GridFilterBar *bar = console.window()->filterBar();
            QVERIFY(!bar->hideGreen());
            bar->setHideGreen(true);
            bar->setFilterText(QStringLiteral("linux"));
            QVERIFY(console.window()->columnFilter()->hideGreen());
        }
        Console console(CommandLineOptions{});
        QVERIFY2(console.init(&error), qPrintable(error));
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

    void darkPaletteGivesDarkCells()
    {
        QString error;
        Console console(CommandLineOptions{});
        QVERIFY2(console.init(&error), qPrintable(error));
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

QTEST_MAIN(TestConsoleViewState)
#include "tst_ConsoleViewState.moc"
