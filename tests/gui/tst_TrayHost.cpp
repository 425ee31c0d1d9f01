// The tray against a real tray host: Debian's trayer (XEmbed) on a private Xvfb display and a
// private session bus (tests/scripts/with-tray-host.sh). The console finds a tray, its icon is
// embedded there, and the pixels the host shows follow the state: a filled red disc when a job
// broke, a red ring (hollow centre) once it is acknowledged, a green disc when fixed.
#include "AlertMonitor.h"
#include "MainWindow.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "alerts/AlertTray.h"
#include "grid/GridRoles.h"
#include "grid/JobGridModel.h"
#include "palette/CellStatus.h"

#include <QGuiApplication>
#include <QMenu>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QScreen>
#include <QStandardItemModel>
#include <QSystemTrayIcon>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kTrayNow = 1'790'000'000;

void fill(QStandardItemModel &model, const QList<CellStatus> &cells)
{
    model.clear();
    model.setRowCount(int(cells.size()));
    model.setColumnCount(1);
    model.setHeaderData(0, Qt::Horizontal, u"pull / linux / test"_s, ColumnNameRole);
    for (int r = 0; r < cells.size(); ++r) {
        model.setHeaderData(r, Qt::Vertical, u"%1abcdef"_s.arg(r, 4, 10, QLatin1Char('0')), CommitShaRole);
        model.setHeaderData(r, Qt::Vertical, kTrayNow - r * 600, CommitTimeRole);
        auto *item = new QStandardItem(cellLetter(cells[r]));
        item->setData(int(cells[r]), CellStatusRole);
        model.setItem(r, 0, item);
    }
}

// The share of the icon's pixels (as the host shows them) near a colour, and whether a point
// inside its disc is: right of the centre, off the ✗ and ✓ strokes, inside the ring's hollow.
struct Look {
    double share = 0;
    bool inside = false;
};

Look look(const QRect &where, bool (*near)(QColor))
{
    const QImage shot = QGuiApplication::primaryScreen()
                            ->grabWindow(0, where.x(), where.y(), where.width(), where.height())
                            .toImage();
    int hits = 0;
    for (int y = 0; y < shot.height(); ++y)
        for (int x = 0; x < shot.width(); ++x)
            hits += near(shot.pixelColor(x, y)) ? 1 : 0;
    Look l;
    l.share = shot.isNull() ? 0 : double(hits) / (shot.width() * shot.height());
    const int side = std::min(shot.width(), shot.height());
    l.inside
        = !shot.isNull() && near(shot.pixelColor(shot.width() / 2 + int(side * 0.18), shot.height() / 2));
    return l;
}

bool red(QColor c)
{
    return c.red() > 150 && c.green() < 110 && c.blue() < 110;
}

bool green(QColor c)
{
    return c.green() > 110 && c.red() < 120 && c.blue() < 140;
}

} // namespace

class tst_TrayHost : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        test::isolateUserDirs(QString::fromLatin1(metaObject()->className()));
        QCOMPARE(QGuiApplication::platformName(), u"xcb"_s);
    }

    void theIconIsEmbeddedAndFollowsTheState()
    {
        QTRY_VERIFY_WITH_TIMEOUT(QSystemTrayIcon::isSystemTrayAvailable(), 10000);
        QStandardItemModel grid;
        fill(grid, { CellStatus::Failure, CellStatus::Failure, CellStatus::Success });
        AlertRules rules;
        rules.trunkRedMinutes = 0;
        AlertMonitor monitor(&grid, nullptr, rules, u"tray-host"_s);
        monitor.setClock([] { return kTrayNow; });
        QVERIFY(monitor.tray()); // a tray was found: the console uses it
        monitor.evaluate();
        QCOMPARE(monitor.trayState().kind, TrayState::Kind::Broken);
        // Embedded: the host gave the icon a place on the screen.
        QTRY_VERIFY_WITH_TIMEOUT(!monitor.tray()->geometry().isEmpty(), 10000);
        const QRect where = monitor.tray()->geometry();
        QVERIFY2(QGuiApplication::primaryScreen()->geometry().contains(where),
            qPrintable(
                u"%1,%2 %3x%4"_s.arg(where.x()).arg(where.y()).arg(where.width()).arg(where.height())));
        // Broken: a filled red disc.
        QTRY_VERIFY_WITH_TIMEOUT(look(where, red).share > 0.25 && look(where, red).inside, 5000);
        // Acknowledged: a red ring, its centre no longer red.
        monitor.setAcknowledged(u"job:pull / linux / test"_s, true);
        QCOMPARE(monitor.trayState().kind, TrayState::Kind::Acknowledged);
        QTRY_VERIFY_WITH_TIMEOUT(look(where, red).share > 0.05 && !look(where, red).inside, 5000);
        // Fixed: green, nothing red.
        fill(grid, { CellStatus::Success, CellStatus::Failure, CellStatus::Failure });
        monitor.evaluate();
        QCOMPARE(monitor.trayState().kind, TrayState::Kind::Green);
        QTRY_VERIFY_WITH_TIMEOUT(look(where, green).share > 0.25 && look(where, red).share < 0.02, 5000);
    }

    // The tray's menu does what it says on a real window; closing the window keeps the console
    // in the tray, and says so once per profile.
    void theMenuAndCloseToTray()
    {
        QTRY_VERIFY_WITH_TIMEOUT(QSystemTrayIcon::isSystemTrayAvailable(), 10000);
        JobGridModel grid;
        MainWindow window(&grid);
        AlertMonitor monitor(&grid, &window, AlertRules {}, u"tray-menu"_s);
        monitor.setClock([] { return kTrayNow; });
        QVERIFY(monitor.tray());
        QStringList items;
        for (QAction *a : monitor.tray()->menu()->actions())
            if (!a->isSeparator())
                items << a->text();
        QCOMPARE(items, QStringList({u"Show / hide the window"_s, u"Open the grid"_s, u"Open backends"_s,
                                     u"Pause / resume refresh"_s, u"Snooze notifications for 1 hour"_s,
                                     u"Quit HUD Watch"_s}));
        const auto item = [&](const QString &text) {
            for (QAction *a : monitor.tray()->menu()->actions())
                if (a->text() == text)
                    return a;
            return static_cast<QAction *>(nullptr);
        };
        item(u"Open backends"_s)->trigger();
        QVERIFY(window.isVisible());
        QCOMPARE(window.currentView(), u"backends"_s);
        item(u"Show / hide the window"_s)->trigger();
        QVERIFY(!window.isVisible());
        item(u"Show / hide the window"_s)->trigger();
        QVERIFY(window.isVisible());
        item(u"Snooze notifications for 1 hour"_s)->trigger();
        QCOMPARE(monitor.tracker().preferences().snoozedUntil, kTrayNow + 3600);

        const QString stateFile = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation)
            + u"/hudwatch/state.ini"_s;
        const auto explained = [&] {
            return QSettings(stateFile, QSettings::IniFormat).value(u"tray-menu/alerts/closeExplained"_s).toBool();
        };
        QVERIFY(!explained());
        QSignalSpy hidden(&window, &MainWindow::hiddenToTray);
        window.close();
        QVERIFY(!window.isVisible()); // still running, in the tray
        QCOMPARE(hidden.count(), 1);
        QVERIFY(explained()); // said, and noted so it is said once
    }
};

HW_TEST_MAIN(tst_TrayHost)
#include "tst_TrayHost.moc"
