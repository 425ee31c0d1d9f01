// The alert monitor in the console: the cctray feed groups as the window does, a notification's
// target selects its cell in the grid (a backend's opens that backend), the backend rules run on
// every backends snapshot, and the grid's and the overview's menus mute and acknowledge.
#include "AlertMonitor.h"
#include "CcTrayFeed.h"
#include "Console.h"
#include "MainWindow.h"
#include "ResultAssertions.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "alerts/BackendAlertEvaluator.h"
#include "alerts/CcTrayServer.h"
#include "alerts/GridAlertEvaluator.h"
#include "backends/BackendOverview.h"
#include "backends/BackendsOverviewModel.h"
#include "backends/BackendsOverviewView.h"
#include "backends/BackendsPage.h"
#include "cache/CacheWriter.h"
#include "cache/JobCache.h"
#include "grid/GridRoles.h"
#include "grid/GroupingRules.h"
#include "grid/JobGridModel.h"
#include "grid/JobGridView.h"
#include "timemachine/CacheRecording.h"
#include "timemachine/TimelineEventFinder.h"

#include <QFile>
#include <QMenu>
#include <QStatusBar>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

class tst_AlertMonitorConsole : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { test::isolateUserDirs(QString::fromLatin1(metaObject()->className())); }

    void groupsAreTheOnesTheWindowShows()
    {
        // A profile's grid/groupingFile applies to alerts and the cctray feed as to the grouped view.
        Console console(CommandLineOptions {});
        HW_VERIFY_OK(console.init());
        const QString path = test::freshRuntimeDir(u"alert-grouping"_s) + u"/grouping.json"_s;
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"groups\": [{\"name\": \"Everything here\", \"pattern\": \".\"}], \"fallback\": \"other\"}");
        file.close();
        const auto rules = GroupingRules::fromFile(path);
        QVERIFY2(rules, qPrintable(rules.error().message));
        console.window()->setGroupingRules(*rules);
        AlertMonitor monitor(console.model(), console.window(), {}, u"grouping-test"_s);
        const auto port = monitor.serveCcTray(0);
        QVERIFY(port);
        const QByteArray xml = test::fetchCcTrayFeed(*port);
        QVERIFY2(xml.contains("name=\"Everything here\""), xml.left(400).constData());
        // One project for the grid's one group, the others one per backend ("owner/name").
        const int backends = int(BackendOverview::repos(console.window()->backendsPage()->snapshot()).size());
        QVERIFY(backends > 0);
        QCOMPARE(xml.count("<Project "), 1 + backends);
    }

    void aNotificationsTargetSelectsItsCell()
    {
        Console console(CommandLineOptions {});
        HW_VERIFY_OK(console.init());
        MainWindow *window = console.window();
        QAbstractItemModel *model = window->gridView()->model();
        QVERIFY(model->rowCount() > 3 && model->columnCount() > 3);
        const QString column = model->headerData(2, Qt::Horizontal, ColumnNameRole).toString();
        const QString sha = model->headerData(3, Qt::Vertical, CommitShaRole).toString();
        QVERIFY(window->openTarget(GridAlertEvaluator::gridTarget(column, sha)));
        QCOMPARE(window->gridView()->currentIndex().row(), 3);
        QCOMPARE(window->gridView()->currentIndex().column(), 2);
        QVERIFY(!window->openTarget(GridAlertEvaluator::gridTarget(u"no such job"_s, sha)));
        // A job the filters hide: the status bar says how to show it again.
        const QString said = window->statusBar()->currentMessage();
        QVERIFY2(said.startsWith(u"no such job is not in the grid — "_s) && said.contains(u"clear the job filter (/ then Esc)"_s),
                 qPrintable(said));
        QVERIFY(console.alerts());
        // The grid's menu mutes and acknowledges the job's alerts (toggles).
        std::unique_ptr<QMenu> menu(window->gridView()->createContextMenu(model->index(3, 2)));
        const auto action = [&](const QString &start) {
            for (QAction *a : menu->actions())
                if (a->text().startsWith(start))
                    return a;
            return static_cast<QAction *>(nullptr);
        };
        const QString key = u"job:"_s + column;
        action(u"&Mute"_s)->trigger();
        QVERIFY(console.alerts()->tracker().preferences().muted.contains(key));
        action(u"&Mute"_s)->trigger();
        QVERIFY(!console.alerts()->tracker().preferences().muted.contains(key));
        action(u"&Acknowledge"_s)->trigger();
        QVERIFY(console.alerts()->tracker().preferences().acknowledged.contains(key));
    }

    void backendRulesRunOnEveryBackendsSnapshot()
    {
        Console console(CommandLineOptions {});
        HW_VERIFY_OK(console.init());
        MainWindow *window = console.window();
        AlertMonitor *monitor = console.alerts();
        monitor->evaluate();
        // The demo's backends: the relay flagged one for demotion (its auto-demotion PR).
        QString flagged;
        for (const Alert &a : monitor->tracker().active())
            if (a.kind == Alert::Kind::BackendDemotionPr)
                flagged = Alert::nameOf(a.key);
        QVERIFY(!flagged.isEmpty());
        const QString subject = BackendAlertEvaluator::subject(flagged);
        // A new snapshot without the flag: the alert goes at the next evaluation.
        BackendsSnapshot next = window->backendsPage()->snapshot();
        for (LevelStatus &status : next.levelStatus)
            status.change.clear();
        window->setBackendsSnapshot(next);
        const auto hasFlag = [&] {
            return std::any_of(monitor->tracker().active().cbegin(), monitor->tracker().active().cend(),
                [](const Alert &a) { return a.kind == Alert::Kind::BackendDemotionPr; });
        };
        QTRY_VERIFY_WITH_TIMEOUT(!hasFlag(), 5000);
        BackendsSnapshot flaggedAgain = next;
        for (LevelStatus &status : flaggedAgain.levelStatus)
            if (status.repo == flagged)
                status.change = u"demote"_s;
        window->setBackendsSnapshot(flaggedAgain);
        QTRY_VERIFY_WITH_TIMEOUT(hasFlag(), 5000);

        // "Open" on its notification shows that backend.
        QVERIFY(window->openTarget(BackendAlertEvaluator::backendTarget(flagged)));
        QCOMPARE(window->backendsPage()->currentBackend(), flagged);
        QVERIFY(!window->openTarget(BackendAlertEvaluator::backendTarget(u"nobody/nothing"_s)));

        // The overview's menu mutes and acknowledges the backend (same preferences as jobs).
        const int broken = monitor->tracker().brokenCount();
        std::unique_ptr<QMenu> menu(window->backendsPage()->overview()->createContextMenu(flagged));
        const auto action = [&](const QString &start) {
            for (QAction *a : menu->actions())
                if (a->text().startsWith(start))
                    return a;
            return static_cast<QAction *>(nullptr);
        };
        action(u"&Acknowledge"_s)->trigger();
        QVERIFY(monitor->tracker().preferences().acknowledged.contains(subject));
        QVERIFY(monitor->tracker().isAcknowledged(subject + u"#demotion-pr"_s));
        action(u"&Mute"_s)->trigger();
        QVERIFY(monitor->tracker().preferences().muted.contains(subject));
        QVERIFY(monitor->tracker().brokenCount() < broken);
        action(u"&Mute"_s)->trigger();
        QCOMPARE(monitor->tracker().brokenCount(), broken);
    }
};

HW_TEST_MAIN(tst_AlertMonitorConsole)
#include "tst_AlertMonitorConsole.moc"
