// Themes, the keyboard sheet and the command palette on the demo console: a forced dark theme
// reaches every banner, "?" lists every key of every action, Ctrl+K goes where it says.
#include "AppTheme.h"
#include "CommandPalette.h"
#include "Console.h"
#include "ConsoleHost.h"
#include "KeyboardSheet.h"
#include "MainWindow.h"
#include "NoticeBanner.h"
#include "TestEnvironment.h"
#include "backends/BackendsPage.h"
#include "flaky/FlakyPage.h"
#include "flaky/FlakyRoles.h"
#include "flaky/FlakyTestView.h"
#include <QTableView>
#include "grid/CellStatus.h"
#include "grid/GridColumnFilterProxy.h"
#include "grid/GridRoles.h"
#include "grid/JobGridView.h"
#include "palette/StatusPalette.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

QAction *themeAction(MainWindow &window, ColorScheme scheme)
{
    for (const QMenu *menu : window.findChildren<QMenu *>())
        if (menu->title() == MainWindow::tr("&Theme"))
            for (QAction *a : menu->actions())
                if (a->data().toInt() == int(scheme))
                    return a;
    return nullptr;
}

NoticeBanner *bannerSaying(MainWindow &window, const QString &text)
{
    for (NoticeBanner *b : window.findChildren<NoticeBanner *>())
        if (b->text() == text)
            return b;
    return nullptr;
}

} // namespace

class TestLookAndFeel : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        test::isolateUserDirs(QString::fromLatin1(metaObject()->className()));
    }

    // Settings ▸ Theme ▸ Dark makes the application dark (Fusion, our palette), every banner and
    // the grid follow; System gives back what the desktop gave.
    void themeFollowsTheChoice()
    {
        const QColor systemWindow = QApplication::palette().color(QPalette::Window);
        QVERIFY(systemWindow.lightness() >= 128); // offscreen: a light desktop
        AppTheme theme;
        ConsoleHost host(CommandLineOptions{});
        host.setTheme(&theme);
        QString error;
        QVERIFY2(host.open(&error), qPrintable(error));
        MainWindow &window = *host.console()->window();
        window.setSecurityWarnings({u"plain http"_s});
        NoticeBanner *danger = bannerSaying(window, u"plain http"_s);
        QVERIFY(danger);
        const StatusPalette light(ColorScheme::Light), dark(ColorScheme::Dark);
        QCOMPARE(danger->palette().color(QPalette::Window), light.color(ColorId::BannerDanger));
        QCOMPARE(window.themeChoice(), ColorScheme::System);

        QAction *darkAction = themeAction(window, ColorScheme::Dark);
        QVERIFY(darkAction);
        darkAction->trigger();
        QCOMPARE(theme.choice(), ColorScheme::Dark);
        QCOMPARE(schemeOf(QApplication::palette()), ColorScheme::Dark);
        QCOMPARE(QApplication::style()->name(), u"fusion"_s);
        // Widgets hear of it from an event the application posts to the windows.
        QTRY_COMPARE(danger->palette().color(QPalette::Window), dark.color(ColorId::BannerDanger));
        QCOMPARE(danger->palette().color(QPalette::WindowText), dark.textOn(ColorId::BannerDanger));
        // The grid's cells take the dark fills.
        const QModelIndex cell = window.columnFilter()->index(0, 0);
        QVERIFY(cell.isValid());
        const auto status = CellStatus(cell.data(CellStatusRole).toInt());
        QCOMPARE(cell.data(Qt::BackgroundRole).value<QColor>(), cellColor(status, true));
        // Kept for the next start.
        QCOMPARE(ConsoleHost::savedTheme(), u"dark"_s);

        themeAction(window, ColorScheme::System)->trigger();
        QCOMPARE(QApplication::palette().color(QPalette::Window), systemWindow);
        QTRY_COMPARE(danger->palette().color(QPalette::Window), light.color(ColorId::BannerDanger));
        QCOMPARE(window.columnFilter()->index(0, 0).data(Qt::BackgroundRole).value<QColor>(), cellColor(status, false));
        QCOMPARE(ConsoleHost::savedTheme(), u"system"_s);
        QCOMPARE(AppTheme::fromName(u"Dark"_s), ColorScheme::Dark);
        bool ok = true;
        AppTheme::fromName(u"purple"_s, &ok);
        QVERIFY(!ok);
    }

    // "?" lists every action of the window that has a shortcut, under its menu, from the actions.
    void keyboardSheetListsEveryShortcut()
    {
        Console console(CommandLineOptions{});
        QString error;
        QVERIFY2(console.init(&error), qPrintable(error));
        MainWindow &window = *console.window();
        const QVector<KeyboardSheet::Entry> entries = window.keyboardEntries();
        QStringList listed;
        for (const KeyboardSheet::Entry &e : entries)
            listed << e.keys;
        int withShortcut = 0;
        for (const QAction *a : window.findChildren<QAction *>()) {
            for (const QKeySequence &k : a->shortcuts()) {
                ++withShortcut;
                const QString key = k.toString(QKeySequence::NativeText);
                QVERIFY2(std::any_of(entries.begin(), entries.end(),
                                     [&](const KeyboardSheet::Entry &e) { return e.keys.split(u", "_s).contains(key); }),
                         qPrintable(a->text() + u" "_s + key));
            }
        }
        QVERIFY(withShortcut >= 12); // menus (F5, Ctrl+1…5, Ctrl+K, ?, quit) and the time machine's keys
        const auto has = [&](const QString &group, const QString &what, const QString &keys) {
            return std::any_of(entries.begin(), entries.end(), [&](const KeyboardSheet::Entry &e) {
                return e.group == group && e.what == what && e.keys == keys;
            });
        };
        QVERIFY(has(u"View"_s, u"Backends"_s, QKeySequence(Qt::CTRL | Qt::Key_2).toString(QKeySequence::NativeText)));
        QVERIFY(has(u"View"_s, u"Command palette"_s, QKeySequence(Qt::CTRL | Qt::Key_K).toString(QKeySequence::NativeText)));
        QVERIFY(has(u"File"_s, u"Pause / resume refresh"_s, u"Space"_s)); // the menu's own "\tSpace"
        QVERIFY(has(u"Time machine"_s, u"Back to now"_s, u"N"_s));
        // "?" is the Help menu's action; it opens the sheet with the same rows.
        QAction *help = nullptr;
        for (QAction *a : window.findChildren<QAction *>())
            if (a->shortcut() == QKeySequence(Qt::Key_Question))
                help = a;
        QVERIFY(help);
        help->trigger();
        auto *sheet = window.findChild<KeyboardSheet *>();
        QVERIFY(sheet);
        QVERIFY(sheet->isVisible());
        int rows = 0;
        for (int g = 0; g < sheet->tree()->topLevelItemCount(); ++g)
            rows += sheet->tree()->topLevelItem(g)->childCount();
        QCOMPARE(rows, int(entries.size()));
        // One heading per group, and a chart's keys once however many charts there are.
        QSet<QString> headings;
        for (int g = 0; g < sheet->tree()->topLevelItemCount(); ++g)
            headings.insert(sheet->tree()->topLevelItem(g)->text(0));
        QCOMPARE(headings.size(), sheet->tree()->topLevelItemCount());
        QCOMPARE(std::count_if(entries.begin(), entries.end(), [](const KeyboardSheet::Entry &e) { return e.what == u"Zoom out"_s; }), 1);
        QVERIFY(has(u"Charts"_s, u"Reset zoom"_s, u"0, Home"_s));
        sheet->close();
    }

    // Ctrl+K: typing a few letters of a backend, a job or a test and Enter goes there.
    void commandPaletteGoesThere()
    {
        Console console(CommandLineOptions{});
        QString error;
        QVERIFY2(console.init(&error), qPrintable(error));
        console.start();
        MainWindow &window = *console.window();
        window.resize(1400, 900);
        window.show();
        QTRY_VERIFY(!window.backendsPage()->snapshot().stats.isEmpty());
        QTRY_VERIFY(window.flakyPage()->testsTable()->model()->rowCount() > 0);
        QVERIFY(window.columnFilter()->columnCount() > 10);

        const auto run = [&](const QString &query) {
            CommandPalette *palette = window.openCommandPalette();
            QAbstractItemModelTester tester(palette->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
            QVERIFY(palette->isVisible());
            QTest::keyClicks(palette->edit(), query);
            QVERIFY2(palette->model()->rowCount() > 0, qPrintable(query));
            QTest::keyClick(palette->edit(), Qt::Key_Return);
            QVERIFY(!palette->isVisible());
        };

        // A backend: its detail opens.
        const QString repo = window.backendsPage()->snapshot().stats.last().repo;
        run(repo);
        QCOMPARE(window.currentView(), u"backend:"_s + repo);

        // A job: the grid, its column current (Down/Up move in the list, the first match is best).
        const int column = window.columnFilter()->columnCount() - 1;
        const QString job = window.columnFilter()->headerData(column, Qt::Horizontal, ColumnNameRole).toString();
        run(job);
        QCOMPARE(window.currentView(), u"grid"_s);
        QCOMPARE(window.gridView()->currentIndex().column(), column);

        // A flaky test: its history opens.
        const QString test = window.flakyPage()->testsTable()->model()->index(3, 0).data(FlakyFullNameRole).toString();
        run(test);
        QCOMPARE(window.currentView(), u"flaky"_s);
        QVERIFY(window.flakyPage()->isShowingTest());

        // A view by a few letters, and an action by its menu text.
        run(u"trunk h"_s);
        QCOMPARE(window.currentView(), u"trunk"_s);
        QSignalSpy refresh(&window, &MainWindow::refreshRequested);
        run(u"refresh now"_s);
        QCOMPARE(refresh.count(), 1);

        // Keyboard only: Down moves, Escape closes without going anywhere.
        CommandPalette *palette = window.openCommandPalette();
        QTest::keyClicks(palette->edit(), u"g"_s);
        QCOMPARE(palette->list()->currentIndex().row(), 0);
        QTest::keyClick(palette->edit(), Qt::Key_Down);
        QCOMPARE(palette->list()->currentIndex().row(), 1);
        QTest::keyClick(palette->edit(), Qt::Key_Up);
        QCOMPARE(palette->list()->currentIndex().row(), 0);
        QTest::keyClick(palette->edit(), Qt::Key_Escape);
        QVERIFY(!palette->isVisible());
        QCOMPARE(window.currentView(), u"trunk"_s);
    }
};

QTEST_MAIN(TestLookAndFeel)
#include "tst_LookAndFeel.moc"
