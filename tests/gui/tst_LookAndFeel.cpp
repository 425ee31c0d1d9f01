// Themes, the keyboard sheet and the command palette on the demo console: a forced dark theme
// reaches every banner, "?" lists every key of every action, Ctrl+K goes where it says.
#include "AppTheme.h"
#include "CommandPalette.h"
#include "Console.h"
#include "ConsoleHost.h"
#include "KeyboardSheet.h"
#include "MainWindow.h"
#include "NoticeBanner.h"
#include "ResultAssertions.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "WindowLookup.h"
#include "backends/BackendsPage.h"
#include "flaky/FlakyPage.h"
#include "flaky/FlakyRoles.h"
#include "flaky/FlakyTestView.h"
#include <QTableView>
#include "grid/GridColumnFilterProxy.h"
#include "grid/GridFilterBar.h"
#include "grid/GridRoles.h"
#include "grid/JobGridView.h"
#include "logs/LogFindBar.h"
#include "logs/LogView.h"
#include "logs/LogViewer.h"
#include "logs/LogWindow.h"
#include "palette/CellStatus.h"
#include "palette/StatusPalette.h"
#include "timemachine/TimelineScrubber.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QLineEdit>
#include <QListView>
#include <QMenu>
#include <QMenuBar>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTest>
#include <QTreeWidget>

using namespace hw;
using namespace Qt::StringLiterals;

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
        HW_VERIFY_OK(host.open());
        MainWindow &window = *host.console()->window();
        window.setSecurityWarnings({u"plain http"_s});
        NoticeBanner *danger = test::bannerSaying(window, u"plain http"_s);
        QVERIFY(danger);
        const StatusPalette light(ColorScheme::Light), dark(ColorScheme::Dark);
        QCOMPARE(danger->palette().color(QPalette::Window), light.color(ColorId::BannerDanger));
        QCOMPARE(window.themeChoice(), ColorScheme::System);

        QAction *darkAction = test::themeAction(window, ColorScheme::Dark);
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

        test::themeAction(window, ColorScheme::System)->trigger();
        QCOMPARE(QApplication::palette().color(QPalette::Window), systemWindow);
        QTRY_COMPARE(danger->palette().color(QPalette::Window), light.color(ColorId::BannerDanger));
        QCOMPARE(window.columnFilter()->index(0, 0).data(Qt::BackgroundRole).value<QColor>(), cellColor(status, false));
        QCOMPARE(ConsoleHost::savedTheme(), u"system"_s);
        QCOMPARE(AppTheme::fromName(u"Dark"_s), ColorScheme::Dark);
        bool ok = true;
        AppTheme::fromName(u"purple"_s, &ok);
        QVERIFY(!ok);
    }

    // Status inks are text on the window, not on a selection: a selected row of an item view
    // draws its text in HighlightedText (4.5:1 on Highlight, tst_StatusPalette), whatever ink
    // the model gives it, in both forced themes (the inks on Highlight itself would not read).
    void selectedRowsDrawInHighlightedText()
    {
        AppTheme theme;
        for (ColorScheme scheme : { ColorScheme::Light, ColorScheme::Dark }) {
            theme.apply(scheme);
            const StatusPalette inks(scheme);
            QStandardItemModel model(2, 1);
            for (int r = 0; r < 2; ++r) {
                model.setData(model.index(r, 0), u"██████ failed"_s);
                model.setData(model.index(r, 0), inks.color(ColorId::InkFail), Qt::ForegroundRole);
            }
            QTableView view;
            view.setModel(&model);
            view.resize(300, 120);
            view.selectRow(0);
            view.show();
            QVERIFY(QTest::qWaitForWindowExposed(&view));
            const QImage image = view.viewport()->grab().toImage();
            // Pixels of about this colour (glyphs are not always drawn fully opaque).
            const auto count = [&image](const QRect &rect, const QColor &color) {
                int n = 0;
                for (int y = rect.top(); y <= rect.bottom(); ++y)
                    for (int x = rect.left(); x <= rect.right(); ++x) {
                        const QRgb px = image.pixel(x, y);
                        n += std::abs(qRed(px) - color.red()) + std::abs(qGreen(px) - color.green())
                                + std::abs(qBlue(px) - color.blue()) <= 30;
                    }
                return n;
            };
            const QRect selected = view.visualRect(model.index(0, 0)) & image.rect();
            const QRect plain = view.visualRect(model.index(1, 0)) & image.rect();
            const QPalette palette = view.palette();
            QVERIFY(count(plain, inks.color(ColorId::InkFail)) > 20); // the ink where not selected
            QCOMPARE(count(selected, inks.color(ColorId::InkFail)), 0);
            // Its text (Fusion blends it a little into the selection's gradient) reads on it.
            int reads = 0;
            for (int y = selected.top(); y <= selected.bottom(); ++y)
                for (int x = selected.left(); x <= selected.right(); ++x)
                    reads += StatusPalette::contrastRatio(QColor(image.pixel(x, y)), palette.color(QPalette::Highlight)) >= 4.5;
            QVERIFY2(reads > 100, qPrintable(QString::number(reads)));
        }
        theme.apply(ColorScheme::System);
    }

    // "?" lists every action of the window that has a shortcut, under its menu, from the actions.
    void keyboardSheetListsEveryShortcut()
    {
        Console console(CommandLineOptions{});
        HW_VERIFY_OK(console.init());
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

    // Every key the sheet names is a shortcut of a real action (no row kept by hand), no key is
    // listed twice in a group, and the keys the views used to handle unlisted are there.
    void keyboardSheetKeysAreActions()
    {
        Console console(CommandLineOptions{});
        HW_VERIFY_OK(console.init());
        MainWindow &window = *console.window();
        const QVector<KeyboardSheet::Entry> entries = window.keyboardEntries();
        const QList<QAction *> actions = window.findChildren<QAction *>();
        QSet<QString> groupKeys;
        for (const KeyboardSheet::Entry &e : entries) {
            for (const QString &key : e.keys.split(u", "_s)) {
                const QKeySequence sequence = QKeySequence::fromString(key, QKeySequence::NativeText);
                QVERIFY2(!sequence.isEmpty(), qPrintable(e.what + u": "_s + key));
                QVERIFY2(std::any_of(actions.begin(), actions.end(), [&](const QAction *a) { return a->shortcuts().contains(sequence); }),
                         qPrintable(e.group + u" / "_s + e.what + u": no action has "_s + key));
                const QString groupKey = e.group + u' ' + key;
                QVERIFY2(!groupKeys.contains(groupKey), qPrintable(groupKey + u" listed twice"_s));
                groupKeys.insert(groupKey);
            }
        }
        const auto listed = [&](const QString &group, const QKeySequence &key) {
            return groupKeys.contains(group + u' ' + key.toString(QKeySequence::NativeText));
        };
        QVERIFY(listed(u"Grid"_s, QKeySequence(Qt::Key_Home)));
        QVERIFY(listed(u"Grid"_s, QKeySequence(Qt::Key_End)));
        QVERIFY(listed(u"Grid"_s, QKeySequence(Qt::CTRL | Qt::Key_Home)));
        QVERIFY(listed(u"Grid"_s, QKeySequence(Qt::CTRL | Qt::Key_End)));
        QVERIFY(listed(u"Grid"_s, QKeySequence(Qt::CTRL | Qt::Key_F)));
        QVERIFY(listed(u"Grid"_s, QKeySequence(Qt::Key_Escape)));
        QVERIFY(listed(u"Flaky tests"_s, QKeySequence(Qt::Key_Escape)));
        QVERIFY(listed(u"GPU utilization"_s, QKeySequence(Qt::Key_Escape)));
        QVERIFY(listed(u"Backends"_s, QKeySequence(Qt::Key_Backspace)));
        // Space is the File menu's (its "\tSpace"), not a second row under Grid.
        QVERIFY(!listed(u"Grid"_s, QKeySequence(Qt::Key_Space)));
    }

    // The log window has its own "?": its keys (find, failure, save, folding), from its actions.
    void logWindowHasItsKeyboardSheet()
    {
        LogWindow window;
        window.setAttribute(Qt::WA_DeleteOnClose, false);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow();
        const QVector<KeyboardSheet::Entry> entries = KeyboardSheet::entriesOf(&window);
        QVERIFY(!window.menuWidget()); // asking did not give the window a menu bar
        const QList<QAction *> actions = window.findChildren<QAction *>();
        QStringList keys;
        for (const KeyboardSheet::Entry &e : entries)
            for (const QString &key : e.keys.split(u", "_s)) {
                const QKeySequence sequence = QKeySequence::fromString(key, QKeySequence::NativeText);
                QVERIFY2(std::any_of(actions.begin(), actions.end(), [&](const QAction *a) { return a->shortcuts().contains(sequence); }),
                         qPrintable(e.what + u": no action has "_s + key));
                QVERIFY2(!keys.contains(key), qPrintable(key + u" listed twice"_s));
                keys << key;
            }
        for (const QKeySequence &k : { QKeySequence(Qt::Key_F), QKeySequence(Qt::CTRL | Qt::Key_S), QKeySequence(Qt::Key_Slash),
                 QKeySequence(Qt::CTRL | Qt::Key_F), QKeySequence(Qt::Key_F3), QKeySequence(Qt::SHIFT | Qt::Key_F3),
                 QKeySequence(Qt::ALT | Qt::Key_C), QKeySequence(Qt::ALT | Qt::Key_R), QKeySequence(Qt::Key_Space),
                 QKeySequence(Qt::Key_Left), QKeySequence(Qt::Key_Right), QKeySequence(Qt::Key_Question) })
            QVERIFY2(keys.contains(k.toString(QKeySequence::NativeText)), qPrintable(k.toString()));
        // Alt+C still toggles "match case", from the log text as before.
        window.viewer()->view()->setFocus();
        QTRY_VERIFY(window.viewer()->view()->hasFocus());
        QVERIFY(!window.viewer()->findBar()->query().caseSensitive);
        QTest::keyClick(window.viewer()->view(), Qt::Key_C, Qt::AltModifier);
        QVERIFY(window.viewer()->findBar()->query().caseSensitive);
        // "?" opens the sheet with these rows.
        QTest::keyClick(window.viewer()->view(), Qt::Key_Question);
        auto *sheet = window.findChild<KeyboardSheet *>();
        QVERIFY(sheet);
        QTRY_VERIFY(sheet->isVisible());
        int rows = 0;
        for (int g = 0; g < sheet->tree()->topLevelItemCount(); ++g)
            rows += sheet->tree()->topLevelItem(g)->childCount();
        QCOMPARE(rows, int(entries.size()));
        sheet->close();
    }

    // The grid's keys reach it through their actions: each one pressed on the grid triggers
    // its action and does what the sheet says.
    void gridKeysTriggerTheirActions()
    {
        Console console(CommandLineOptions{});
        HW_VERIFY_OK(console.init());
        MainWindow &window = *console.window();
        window.resize(1400, 900);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.activateWindow();
        JobGridView *grid = window.gridView();
        grid->setFocus();
        QTRY_VERIFY(grid->hasFocus());
        const QAbstractItemModel *model = grid->model();
        QVERIFY(model->rowCount() > 3 && model->columnCount() > 3);
        const auto press = [&](QKeyCombination key) {
            QAction *action = nullptr;
            for (QAction *a : grid->actions())
                if (a->shortcuts().contains(QKeySequence(key)))
                    action = a;
            if (!action)
                return false;
            QSignalSpy triggered(action, &QAction::triggered);
            QTest::keyClick(grid, key.key(), key.keyboardModifiers());
            return triggered.count() == 1;
        };
        grid->setCurrentIndex(model->index(2, 2));
        QVERIFY(press(QKeyCombination(Qt::Key_End)));
        QCOMPARE(grid->currentIndex(), model->index(2, model->columnCount() - 1));
        QVERIFY(press(QKeyCombination(Qt::Key_Home)));
        QCOMPARE(grid->currentIndex(), model->index(2, 0));
        QVERIFY(press(QKeyCombination(Qt::Key_Right)));
        QCOMPARE(grid->currentIndex(), model->index(2, 1));
        QVERIFY(press(QKeyCombination(Qt::Key_Down)));
        QCOMPARE(grid->currentIndex(), model->index(3, 1));
        QVERIFY(press(Qt::CTRL | Qt::Key_End));
        QCOMPARE(grid->currentIndex(), model->index(model->rowCount() - 1, model->columnCount() - 1));
        QVERIFY(press(Qt::CTRL | Qt::Key_Home));
        QCOMPARE(grid->currentIndex(), model->index(0, 0));
        // Shift+End still moves (the key handler takes the variants no action has).
        QTest::keyClick(grid, Qt::Key_End, Qt::ShiftModifier);
        QCOMPARE(grid->currentIndex(), model->index(0, model->columnCount() - 1));
        QVERIFY(press(Qt::CTRL | Qt::Key_F));
        QTRY_VERIFY(window.filterBar()->filterEdit()->hasFocus());
        window.filterBar()->filterEdit()->setText(u"x"_s);
        QAction *clear = nullptr;
        for (QAction *a : window.filterBar()->filterEdit()->actions())
            if (a->shortcut() == QKeySequence(Qt::Key_Escape))
                clear = a;
        QVERIFY(clear);
        QSignalSpy cleared(clear, &QAction::triggered);
        QTest::keyClick(window.filterBar()->filterEdit(), Qt::Key_Escape);
        QCOMPARE(cleared.count(), 1);
        QCOMPARE(window.filterBar()->filterText(), QString());
        QTRY_VERIFY(grid->hasFocus());
    }

    // Ctrl+K: typing a few letters of a backend, a job or a test and Enter goes there.
    void commandPaletteGoesThere()
    {
        Console console(CommandLineOptions{});
        HW_VERIFY_OK(console.init());
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
        const auto offered = [&](const QString &text) {
            const QVector<PaletteEntry> entries = window.paletteEntries();
            return std::any_of(entries.begin(), entries.end(), [&](const PaletteEntry &e) { return e.text.startsWith(text); });
        };
        // The test's chart is shown: its keys are offered; the time machine's only while its
        // scrubber shows (the demo shows it below every tab).
        QVERIFY(offered(u"Charts ▸ Reset zoom"_s));
        QVERIFY(offered(u"Flaky tests ▸ Back to the list"_s));
        QVERIFY(window.timeline()->isVisible());
        window.timeline()->hide();
        QVERIFY(!offered(u"Time machine ▸ Back to now"_s));
        window.timeline()->show();
        QVERIFY(offered(u"Time machine ▸ Back to now"_s));
        QVERIFY(offered(u"Time machine ▸ Replay faster"_s));
        // "back to now" is found and goes back to now.
        QSignalSpy now(window.timeline(), &TimelineScrubber::nowRequested);
        run(u"back to now"_s);
        QCOMPARE(now.count(), 1);

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

HW_TEST_MAIN(TestLookAndFeel)
#include "tst_LookAndFeel.moc"
