// The on-call composition over a grid model: after a sync the rules run, one digest goes out, the
// tray state says the worst (shape and count), mute / acknowledge / snooze persist per profile
// (a restart announces nothing old), the cctray feed serves the grid, and a notification's target
// selects its cell in the console's grid (a backend's opens that backend); the backend rules run
// on every backends snapshot; the grid and the backends overview dim muted jobs/backends and
// mark acknowledged ones.
#include "AlertMonitor.h"
#include "AlertTestGrid.h"
#include "Console.h"
#include "MainWindow.h"
#include "ResultAssertions.h"
#include "TestEnvironment.h"
#include "alerts/BackendAlertEvaluator.h"
#include "alerts/CcTrayServer.h"
#include "alerts/GridAlertEvaluator.h"
#include "alerts/TrayIconPainter.h"
#include "backends/BackendOverview.h"
#include "backends/BackendRoles.h"
#include "backends/BackendsOverviewDelegate.h"
#include "backends/BackendsOverviewModel.h"
#include "backends/BackendsOverviewView.h"
#include "backends/BackendsPage.h"
#include "cache/CacheWriter.h"
#include "cache/JobCache.h"
#include "grid/GridFilterBar.h"
#include "grid/GridRoles.h"
#include "grid/GroupingRules.h"
#include "grid/JobGridModel.h"
#include "grid/JobGridView.h"
#include "timemachine/CacheRecording.h"
#include "timemachine/TimelineEventFinder.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QMenu>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QPainter>
#include <QSignalSpy>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kT0 = 1'790'000'000;

// The overview's delegate paints `index` into an image: the colour just inside the left end of
// its chip, badge or square.
QColor paintedColour(BackendsOverviewView *overview, const QModelIndex &index)
{
    QImage image(240, 28, QImage::Format_RGB32);
    image.fill(overview->palette().color(QPalette::Base));
    QPainter p(&image);
    QStyleOptionViewItem option;
    option.rect = image.rect();
    option.palette = overview->palette();
    option.font = overview->font();
    option.fontMetrics = QFontMetrics(option.font);
    option.state = QStyle::State_Enabled;
    overview->delegate()->paint(&p, option, index);
    p.end();
    return image.pixelColor(6, image.height() / 2);
}

// columns: name → letters, newest commit first.
void fill(QStandardItemModel &model, const QList<std::pair<QString, QString>> &columns)
{
    test::fillAlertGrid(model, columns, kT0);
}

// The feed as a cctray client reads it (empty when it did not answer within 5 s).
QByteArray fetchFeed(quint16 port)
{
    QNetworkAccessManager nam;
    QNetworkReply *reply = nam.get(QNetworkRequest(QUrl(u"http://127.0.0.1:%1/cctray.xml"_s.arg(port))));
    if (!QTest::qWaitFor([reply] { return reply->isFinished(); }, 5000))
        return {};
    const QByteArray xml = reply->readAll();
    reply->deleteLater();
    return xml;
}

} // namespace

class tst_AlertMonitor : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { test::isolateUserDirs(QString::fromLatin1(metaObject()->className())); }

    void syncsGiveDigestsAndTheTrayFollows()
    {
        QStandardItemModel grid;
        fill(grid, {{u"pull / a"_s, u"OOO"_s}, {u"pull / b"_s, u"?OO"_s}});
        AlertRules rules;
        rules.trunkRedMinutes = 0;
        qint64 now = kT0;
        AlertMonitor monitor(&grid, nullptr, rules, u"monitor-test"_s);
        monitor.setClock([&] { return now; });
        QSignalSpy digests(&monitor, &AlertMonitor::digestShown);
        monitor.evaluate();
        QCOMPARE(digests.count(), 0);
        QCOMPARE(monitor.trayState().kind, TrayState::Kind::Running); // b runs on the newest commit
        // A sync: a breaks on two commits; the debounce runs the rules once.
        fill(grid, {{u"pull / a"_s, u"XXO"_s}, {u"pull / b"_s, u"OOO"_s}});
        QVERIFY(digests.wait(5000));
        QCOMPARE(digests.count(), 1);
        const auto digest = digests.first().first().value<AlertDigest>();
        QCOMPARE(digest.title(), u"1 broke"_s);
        QCOMPARE(monitor.trayState().kind, TrayState::Kind::Broken);
        QCOMPARE(monitor.trayState().count, 1);
        QVERIFY2(monitor.trayState().tooltip.startsWith(u"1 broken: pull / a"_s), qPrintable(monitor.trayState().tooltip));
        // Investigating: an outline; muted: left out of the count.
        monitor.setAcknowledged(u"job:pull / a"_s, true);
        QCOMPARE(monitor.trayState().kind, TrayState::Kind::Acknowledged);
        monitor.setMuted(u"job:pull / a"_s, true);
        QCOMPARE(monitor.trayState().kind, TrayState::Kind::Green);
        // The source goes away: a hollow icon, whatever the grid says.
        SourceStatus offline;
        offline.source = u"clickhouse"_s;
        offline.state = SourceStatus::State::Failed;
        offline.consecutiveFailures = 1;
        monitor.setSourceStatus(offline);
        QCOMPARE(monitor.trayState().kind, TrayState::Kind::Stale);
    }

    // A recorded sequence of syncs: the monitor's transitions (a snoozed break included, an
    // acknowledgement, a fix) go through the cache writer into the cache, and the timeline of
    // that cache shows them as alert events, in order, at the instants they were said.
    void aSequenceOfSyncsPutsAlertEventsOnTheTimeline()
    {
        const QString cachePath = test::freshRuntimeDir(u"alert-history"_s) + u"/cache.sqlite"_s;
        CacheWriter writer(cachePath);
        QStandardItemModel grid;
        fill(grid, { { u"pull / a"_s, u"OOO"_s }, { u"pull / b"_s, u"OOO"_s } });
        AlertRules rules;
        rules.trunkRedMinutes = 0;
        rules.stillBrokenHours = 1;
        qint64 now = kT0;
        AlertMonitor monitor(&grid, nullptr, rules, u"history-test"_s);
        monitor.setClock([&] { return now; });
        connect(&monitor, &AlertMonitor::transitionsHappened, &writer,
            [&writer](const AlertTransitions &t) { writer.storeAlerts(u"clickhouse"_s, t); });
        QSignalSpy stored(&writer, &CacheWriter::alertsStored);
        QSignalSpy digests(&monitor, &AlertMonitor::digestShown);
        monitor.evaluate(); // all green: nothing to keep
        monitor.snoozeFor(30); // notifications off for a while; the history is kept all the same
        const auto sync = [&](qint64 at, const QList<std::pair<QString, QString>> &columns) {
            now = at;
            fill(grid, columns);
            monitor.evaluate();
        };
        sync(kT0 + 600, { { u"pull / a"_s, u"XXO"_s }, { u"pull / b"_s, u"OOO"_s } }); // a broke (snoozed)
        QCOMPARE(digests.count(), 0);
        now = kT0 + 900;
        monitor.setAcknowledged(u"job:pull / a"_s, true);
        monitor.setAcknowledged(u"job:pull / a"_s, true); // once only
        sync(kT0 + 2400, { { u"pull / a"_s, u"XXX"_s }, { u"pull / b"_s, u"XXO"_s } }); // b broke
        sync(kT0 + 6400,
            { { u"pull / a"_s, u"XXX"_s }, { u"pull / b"_s, u"XXX"_s } }); // b still broken, a acknowledged
        sync(kT0 + 7000, { { u"pull / a"_s, u"OXX"_s }, { u"pull / b"_s, u"XXX"_s } }); // a fixed
        sync(kT0 + 8000, { { u"pull / a"_s, u"OOX"_s }, { u"pull / b"_s, u"OXX"_s } }); // b fixed
        QTRY_COMPARE(stored.count(), 6);

        JobCache cache(cachePath);
        HW_VERIFY_OK(cache.open());
        Recording r;
        r.header.start = kT0;
        r.header.end = kT0 + 3000;
        HW_VERIFY_OK(CacheRecording::addAlerts(r, cache, u"clickhouse"_s, kT0, kT0 + 10000));
        QCOMPARE(r.header.end, kT0 + 8000);
        QStringList said;
        for (const TimelineEvent &e : TimelineEventFinder::find(r))
            said << u"+%1 %2 %3"_s.arg(e.time - kT0).arg(TimelineEventFinder::alertLetter(e.kind), e.column);
        QCOMPARE(said,
            QStringList({ u"+600 B pull / a"_s, u"+900 A pull / a"_s, u"+2400 B pull / b"_s,
                u"+6400 S pull / b"_s, u"+7000 F pull / a"_s, u"+8000 F pull / b"_s }));
    }

    void preferencesSurviveARestart()
    {
        QStandardItemModel grid;
        fill(grid, {{u"pull / a"_s, u"XXO"_s}, {u"pull / c"_s, u"XXO"_s}});
        AlertRules rules;
        rules.trunkRedMinutes = 0;
        {
            AlertMonitor monitor(&grid, nullptr, rules, u"restart-test"_s);
            monitor.setClock([] { return kT0; });
            QSignalSpy digests(&monitor, &AlertMonitor::digestShown);
            monitor.evaluate();
            QCOMPARE(digests.count(), 1);
            monitor.setMuted(u"job:pull / c"_s, true);
            monitor.snoozeFor(60);
        }
        AlertMonitor again(&grid, nullptr, rules, u"restart-test"_s);
        again.setClock([] { return kT0 + 120; });
        QSignalSpy digests(&again, &AlertMonitor::digestShown);
        again.evaluate();
        QCOMPARE(digests.count(), 0); // nothing new, and snoozed anyway
        QVERIFY(again.tracker().preferences().muted.contains(u"job:pull / c"_s));
        QVERIFY(again.tracker().preferences().isSnoozed(kT0 + 120));
        QCOMPARE(again.trayState().count, 1); // c is muted
        // Another profile's preferences are its own.
        AlertMonitor other(&grid, nullptr, rules, u"another-profile"_s);
        QVERIFY(other.tracker().preferences().muted.isEmpty());
    }

    // A source that failed its polls comes back with nothing new in the grid: the rules still
    // run after that sync, and say so.
    void aSourceComingBackIsSaidWithoutAGridChange()
    {
        QStandardItemModel grid;
        fill(grid, {{u"pull / a"_s, u"OOO"_s}});
        AlertRules rules;
        rules.trunkRedMinutes = 0;
        qint64 now = kT0;
        AlertMonitor monitor(&grid, nullptr, rules, u"reachable-test"_s);
        monitor.setClock([&] { return now; });
        QSignalSpy digests(&monitor, &AlertMonitor::digestShown);
        SourceStatus s;
        s.source = u"clickhouse"_s;
        s.state = SourceStatus::State::Ok;
        s.asOf = kT0;
        monitor.setSourceStatus(s);
        QTest::qWait(1300); // the debounce: all green, nothing said
        QCOMPARE(digests.count(), 0);
        for (int failed = 1; failed <= 3; ++failed) {
            s.state = SourceStatus::State::BackingOff;
            s.consecutiveFailures = failed;
            now += 60;
            monitor.setSourceStatus(s);
            QTRY_COMPARE_WITH_TIMEOUT(digests.count(), failed, 5000); // 1, 2, 3 failed polls: said
        }
        QCOMPARE(monitor.trayState().kind, TrayState::Kind::Stale);
        // Back: a successful poll, the grid unchanged.
        s.state = SourceStatus::State::Ok;
        s.consecutiveFailures = 0;
        now += 60;
        s.asOf = now;
        monitor.setSourceStatus(s);
        QTRY_COMPARE_WITH_TIMEOUT(digests.count(), 4, 5000);
        const auto digest = digests.last().first().value<AlertDigest>();
        QVERIFY2(digest.body().contains(u"reachable again: clickhouse"_s), qPrintable(digest.body()));
        QCOMPARE(monitor.trayState().kind, TrayState::Kind::Green);
    }

    // Data that stops coming (a paused or hung source) turns the tray hollow and, once older than
    // the rule's minutes, is said without another sync.
    void staleDataIsSaidOnItsOwn()
    {
        QStandardItemModel grid;
        fill(grid, {{u"pull / a"_s, u"OOO"_s}});
        AlertRules rules;
        rules.trunkRedMinutes = 0;
        rules.staleMinutes = 1;
        AlertMonitor monitor(&grid, nullptr, rules, u"stale-test"_s); // the real clock: its timer waits
        QSignalSpy digests(&monitor, &AlertMonitor::digestShown);
        SourceStatus s;
        s.source = u"clickhouse"_s;
        s.state = SourceStatus::State::Ok;
        s.asOf = QDateTime::currentSecsSinceEpoch() - 59; // the rule's minute is up in a second
        monitor.setSourceStatus(s);
        QTRY_COMPARE_WITH_TIMEOUT(digests.count(), 1, 5000);
        QVERIFY2(digests.first().first().value<AlertDigest>().broke.first().key == u"stale:clickhouse"_s,
                 qPrintable(digests.first().first().value<AlertDigest>().body()));
        // Stale by the rule: a hollow icon, not a red one counting the source as a broken job.
        QCOMPARE(monitor.trayState().kind, TrayState::Kind::Stale);
        // The sync's own staleness watch: a hollow icon and a tooltip that says why.
        s.stale = true;
        monitor.setSourceStatus(s);
        QCOMPARE(monitor.trayState().kind, TrayState::Kind::Stale);
        QVERIFY2(monitor.trayState().tooltip.startsWith(u"no new data"_s), qPrintable(monitor.trayState().tooltip));
    }

    // The check fires by the timer's clock; by the rule's clock it may still be early (the
    // flake this caught: a coarse timer 5 % early, a whole second short). It then waits again.
    void aStaleCheckThatFiresEarlyWaitsAgain()
    {
        QStandardItemModel grid;
        fill(grid, {{u"pull / a"_s, u"OOO"_s}});
        AlertRules rules;
        rules.trunkRedMinutes = 0;
        rules.staleMinutes = 1;
        const qint64 now = kT0;
        AlertMonitor monitor(&grid, nullptr, rules, u"stale-early-test"_s);
        monitor.setClock([&] { return now; }); // stands still: every firing is early by it
        QSignalSpy digests(&monitor, &AlertMonitor::digestShown);
        auto *check = monitor.findChild<QTimer *>(u"alertStaleCheck"_s);
        QVERIFY(check);
        QCOMPARE(check->timerType(), Qt::PreciseTimer);
        SourceStatus s;
        s.source = u"clickhouse"_s;
        s.state = SourceStatus::State::Ok;
        s.asOf = kT0 - 59; // due in two seconds by the rule's clock
        monitor.setSourceStatus(s);
        QVERIFY(check->isActive());
        QSignalSpy fired(check, &QTimer::timeout);
        QVERIFY(fired.wait(5000));
        QVERIFY2(check->isActive(), "the check fired early and does not wait again");
        QCOMPARE(digests.count(), 0);
    }

    // The tooltip names a few and counts the rest, with the data's age.
    void tooltipCountsTheRestAndSaysHowOld()
    {
        QStandardItemModel grid;
        fill(grid, {{u"pull / a"_s, u"XXO"_s}, {u"pull / b"_s, u"XXO"_s}, {u"pull / c"_s, u"XXO"_s},
                    {u"pull / d"_s, u"XXO"_s}, {u"pull / e"_s, u"XXO"_s}});
        AlertRules rules;
        rules.trunkRedMinutes = 0;
        qint64 now = kT0;
        AlertMonitor monitor(&grid, nullptr, rules, u"tooltip-test"_s);
        monitor.setClock([&] { return now; });
        SourceStatus s;
        s.source = u"clickhouse"_s;
        s.state = SourceStatus::State::Ok;
        s.asOf = kT0 - 180;
        monitor.setSourceStatus(s);
        monitor.evaluate();
        const QString tip = monitor.trayState().tooltip;
        QVERIFY2(tip.startsWith(u"5 broken: pull / a, pull / b, pull / c and 2 more"_s), qPrintable(tip));
        QVERIFY2(tip.endsWith(u", 3 min ago"_s), qPrintable(tip));
    }

    // Settings ▸ Snooze notifications works where there is no tray, and shows until when.
    void theWindowSnoozesAndResumes()
    {
        JobGridModel grid;
        MainWindow window(&grid);
        AlertMonitor monitor(&grid, &window, AlertRules{}, u"snooze-window-test"_s);
        monitor.setClock([] { return kT0; });
        QAction *snooze = nullptr;
        for (QAction *a : window.settingsMenu()->actions())
            if (a->isCheckable() && a->text().contains(u"nooze"_s))
                snooze = a;
        QVERIFY(snooze);
        QVERIFY(!snooze->isChecked());
        snooze->trigger();
        QCOMPARE(monitor.tracker().preferences().snoozedUntil, kT0 + 3600);
        QVERIFY(snooze->isChecked());
        QVERIFY2(snooze->text().contains(u"until"_s), qPrintable(snooze->text()));
        snooze->trigger(); // unchecked: notifications again, now
        QVERIFY(!monitor.tracker().preferences().isSnoozed(kT0));
        QVERIFY(!snooze->isChecked());
    }

    void cctrayFeedServesTheGrid()
    {
        QStandardItemModel grid;
        fill(grid, {{u"pull / linux-jammy / test"_s, u"XXO"_s}, {u"Lint / lintrunner"_s, u"OOO"_s}});
        AlertMonitor monitor(&grid, nullptr, {}, u"cctray-test"_s);
        const auto port = monitor.serveCcTray(0);
        QVERIFY(port);
        const QByteArray xml = fetchFeed(*port);
        QVERIFY2(xml.contains("lastBuildStatus=\"Failure\"") && xml.contains("lastBuildStatus=\"Success\""), xml.constData());
    }

    void groupsAreTheOnesTheWindowShows()
    {
        // A profile's grid/groupingFile applies to alerts and the cctray feed as to the grouped view.
        QString error;
        Console console(CommandLineOptions {});
        QVERIFY2(console.init(&error), qPrintable(error));
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
        const QByteArray xml = fetchFeed(*port);
        QVERIFY2(xml.contains("name=\"Everything here\""), xml.left(400).constData());
        // One project for the grid's one group, the others one per backend ("owner/name").
        const int backends = int(BackendOverview::repos(console.window()->backendsPage()->snapshot()).size());
        QVERIFY(backends > 0);
        QCOMPARE(xml.count("<Project "), 1 + backends);
    }

    void aNotificationsTargetSelectsItsCell()
    {
        QString error;
        Console console(CommandLineOptions {});
        QVERIFY2(console.init(&error), qPrintable(error));
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
        QString error;
        Console console(CommandLineOptions {});
        QVERIFY2(console.init(&error), qPrintable(error));
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

    void mutedJobsAreDimmedAndAcknowledgedOnesMarked()
    {
        QString error;
        Console console(CommandLineOptions {});
        QVERIFY2(console.init(&error), qPrintable(error));
        MainWindow *window = console.window();
        JobGridView *view = window->gridView();
        window->resize(1400, 900);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QAbstractItemModel *model = view->model();
        // A visible cell whose fill is far from the background, to see the veil on.
        const QColor base = view->palette().color(QPalette::Base);
        const auto distance = [&](QColor c) {
            return std::abs(c.red() - base.red()) + std::abs(c.green() - base.green()) + std::abs(c.blue() - base.blue());
        };
        QModelIndex cell;
        for (int r = 0; r < std::min(model->rowCount(), 20) && !cell.isValid(); ++r)
            for (int c = 0; c < std::min(model->columnCount(), 20) && !cell.isValid(); ++c)
                if (distance(model->index(r, c).data(Qt::BackgroundRole).value<QColor>()) > 150)
                    cell = model->index(r, c);
        QVERIFY(cell.isValid());
        const int other = cell.column() == 0 ? 1 : 0;
        const QString mutedJob = model->headerData(cell.column(), Qt::Horizontal, ColumnNameRole).toString();
        const QString ackJob = model->headerData(other, Qt::Horizontal, ColumnNameRole).toString();
        const QPoint at = view->visualRect(cell).topLeft() + QPoint(2, 2);
        const QColor before = view->viewport()->grab().toImage().pixelColor(at);

        console.alerts()->setMuted(u"job:"_s + mutedJob, true);
        console.alerts()->setAcknowledged(u"job:"_s + ackJob, true);
        QCOMPARE(view->columnMark(cell.column()), JobGridView::ColumnMark::Muted);
        QCOMPARE(view->columnMark(other), JobGridView::ColumnMark::Acknowledged);
        // Words, not colour alone: the column titles say it.
        QCOMPARE(view->columnLabel(cell.column()), u"MUTED · "_s + mutedJob);
        QCOMPARE(view->columnLabel(other), u"ACK · "_s + ackJob);
        // Still shown, but dimmed: the cell's fill moved towards the background.
        const QColor after = view->viewport()->grab().toImage().pixelColor(at);
        QVERIFY2(distance(after) < distance(before) / 2,
            qPrintable(u"%1 → %2"_s.arg(before.name(), after.name())));
        // Off again: as before.
        console.alerts()->setMuted(u"job:"_s + mutedJob, false);
        QCOMPARE(view->columnMark(cell.column()), JobGridView::ColumnMark::None);
        QCOMPARE(view->viewport()->grab().toImage().pixelColor(at), before);
    }

    // Job groups collapsed: a group is "MUTED" (dimmed, out of the corner's count) when all its jobs
    // are, "ACK" when all the others are acknowledged, else its title counts them.
    void groupedGridMarksGroupsOfMutedJobs()
    {
        QString error;
        Console console(CommandLineOptions {});
        QVERIFY2(console.init(&error), qPrintable(error));
        MainWindow *window = console.window();
        JobGridView *view = window->gridView();
        // The earlier tests' marks are saved: start from none.
        const AlertPreferences saved = console.alerts()->tracker().preferences();
        for (const QString &key : saved.muted)
            console.alerts()->setMuted(key, false);
        for (const QString &key : saved.acknowledged)
            console.alerts()->setAcknowledged(key, false);
        window->filterBar()->setGrouped(true);
        QVERIFY(view->columnsAreGroups());
        window->resize(1400, 900);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QAbstractItemModel *model = view->model();
        int g = -1;
        QStringList jobs;
        for (int c = 0; c < model->columnCount() && g < 0; ++c) {
            jobs = model->headerData(c, Qt::Horizontal, ColumnMembersRole).toStringList();
            g = jobs.size() >= 3 && c < 12 ? c : -1; // on screen
        }
        QVERIFY2(g >= 0, "the demo has a group of three jobs or more");
        const QString group = model->headerData(g, Qt::Horizontal, ColumnNameRole).toString();
        const int groups = model->columnCount();
        const QString counted = u"%1 groups"_s;
        QVERIFY2(view->cornerCounts().endsWith(counted.arg(groups)), qPrintable(view->cornerCounts()));
        QCOMPARE(view->columnLabel(g), group);
        // A group is no job: its menu does not offer to mute or acknowledge it.
        std::unique_ptr<QMenu> menu(view->createContextMenu(model->index(0, g)));
        int offered = 0;
        for (QAction *a : menu->actions()) {
            if (a->text().startsWith(u"&Mute"_s) || a->text().startsWith(u"&Acknowledge"_s)) {
                ++offered;
                QVERIFY2(!a->isEnabled(), qPrintable(a->text()));
            }
        }
        QCOMPARE(offered, 2);

        // One job muted: counted in the title; the group is still counted.
        console.alerts()->setMuted(u"job:"_s + jobs[0], true);
        QCOMPARE(view->columnMark(g), JobGridView::ColumnMark::None);
        QCOMPARE(view->columnLabel(g), u"1 muted · "_s + group);
        QVERIFY2(view->cornerCounts().endsWith(counted.arg(groups)), qPrintable(view->cornerCounts()));
        // All the others acknowledged: the group reads ACK; one of them not: a count.
        for (const QString &job : jobs.mid(1))
            console.alerts()->setAcknowledged(u"job:"_s + job, true);
        QCOMPARE(view->columnMark(g), JobGridView::ColumnMark::Acknowledged);
        QCOMPARE(view->columnLabel(g), u"ACK, 1 muted · "_s + group);
        console.alerts()->setAcknowledged(u"job:"_s + jobs[1], false);
        QCOMPARE(view->columnMark(g), JobGridView::ColumnMark::None);
        QCOMPARE(view->columnLabel(g), u"%1 ack, 1 muted · "_s.arg(jobs.size() - 2) + group);

        // Every job muted: the group is, and leaves the corner's count.
        for (const QString &job : jobs)
            console.alerts()->setMuted(u"job:"_s + job, true);
        QCOMPARE(view->columnMark(g), JobGridView::ColumnMark::Muted);
        QCOMPARE(view->columnLabel(g), u"MUTED · "_s + group);
        QVERIFY2(view->cornerCounts().endsWith(counted.arg(groups - 1) + u" (+1 muted)"_s), qPrintable(view->cornerCounts()));
        // For the picture: one job of another group muted, a third group all acknowledged.
        QStringList marked = jobs;
        int some = -1, acked = -1;
        for (int c = 0; c < std::min(model->columnCount(), 12); ++c) {
            const QStringList members = model->headerData(c, Qt::Horizontal, ColumnMembersRole).toStringList();
            if (c == g)
                continue;
            if (some < 0 && members.size() >= 2) {
                some = c;
                console.alerts()->setMuted(u"job:"_s + members[0], true);
                marked << members[0];
            } else if (acked < 0 && !members.isEmpty()) {
                acked = c;
                for (const QString &job : members)
                    console.alerts()->setAcknowledged(u"job:"_s + job, true);
                marked << members;
            }
        }
        QVERIFY(some >= 0 && acked >= 0);
        const auto name = [&](int c) { return model->headerData(c, Qt::Horizontal, ColumnNameRole).toString(); };
        QCOMPARE(view->columnLabel(some), u"1 muted · "_s + name(some));
        QCOMPARE(view->columnLabel(acked), u"ACK · "_s + name(acked));
        QVERIFY2(view->cornerCounts().endsWith(counted.arg(groups - 1) + u" (+1 muted)"_s), qPrintable(view->cornerCounts()));
        const QString shot = QDir(test::freshRuntimeDir(u"grouped-marks"_s)).filePath(u"grouped-marks.png"_s);
        QVERIFY(window->grab().save(shot));
        qInfo("screenshot: %s", qPrintable(shot));

        // Back to the flat grid: the jobs' own marks.
        window->filterBar()->setGrouped(false);
        QVERIFY(!view->columnsAreGroups());
        for (const QString &job : std::as_const(marked)) {
            console.alerts()->setMuted(u"job:"_s + job, false);
            console.alerts()->setAcknowledged(u"job:"_s + job, false);
        }
        QCOMPARE(view->cornerCounts().contains(u"muted"_s), false);
    }

    void mutedBackendsAreDimmedAndAcknowledgedOnesMarked()
    {
        QString error;
        Console console(CommandLineOptions {});
        QVERIFY2(console.init(&error), qPrintable(error));
        MainWindow *window = console.window();
        BackendsOverviewView *overview = window->backendsPage()->overview();
        BackendsOverviewModel *model = overview->model();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        // The demo has a backend the relay demoted: the summary counts it until it is muted.
        QString demoted, other;
        int demotedCount = 0;
        for (const BackendOverviewRow &row : model->rows()) {
            demotedCount += row.temporarilyDemoted ? 1 : 0;
            if (row.temporarilyDemoted && demoted.isEmpty())
                demoted = row.repo;
            else if (!row.temporarilyDemoted && other.isEmpty())
                other = row.repo;
        }
        QVERIFY(!demoted.isEmpty() && !other.isEmpty());
        // The earlier tests' marks are saved: start from none on these two.
        for (const QString &repo : {demoted, other}) {
            console.alerts()->setMuted(BackendAlertEvaluator::subject(repo), false);
            console.alerts()->setAcknowledged(BackendAlertEvaluator::subject(repo), false);
        }
        QCOMPARE(model->indexOfRepo(demoted).data().toString(), demoted);
        const QString demotedText = u"▼ %1 temporarily demoted"_s;
        QVERIFY2(overview->summaryText().contains(demotedText.arg(demotedCount)), qPrintable(overview->summaryText()));
        const QModelIndex mutedIndex = model->indexOfRepo(demoted);
        const QModelIndex ackIndex = model->indexOfRepo(other);
        const int status = BackendsOverviewModel::ColStatus;
        QVERIFY(!mutedIndex.siblingAtColumn(status).data(Qt::ForegroundRole).isValid());

        // Before: the demoted backend's badge is red (the chips and square have the colours of
        // their own classes).
        const QList<int> chipColumns {status, int(BackendsOverviewModel::ColPass7), int(BackendsOverviewModel::ColLastResult)};
        QVERIFY(paintedColour(overview, mutedIndex.siblingAtColumn(status)).hslSaturation() > 100);
        QHash<int, QColor> ackColours;
        for (const int column : chipColumns)
            ackColours.insert(column, paintedColour(overview, ackIndex.siblingAtColumn(column)));

        QSignalSpy changed(model, &QAbstractItemModel::dataChanged);
        console.alerts()->setMuted(BackendAlertEvaluator::subject(demoted), true);
        console.alerts()->setAcknowledged(BackendAlertEvaluator::subject(other), true);
        QCOMPARE(changed.count(), 2);
        // Words, not colour alone; the muted one is still listed, in grey.
        QCOMPARE(mutedIndex.data().toString(), u"MUTED · "_s + demoted);
        QCOMPARE(mutedIndex.data(BackendAlertMarkRole).toInt(), int(BackendAlertMark::Muted));
        const QColor grey = mutedIndex.siblingAtColumn(status).data(Qt::ForegroundRole).value<QColor>();
        QVERIFY(grey.isValid());
        QCOMPARE(grey.hslSaturation(), 0);
        // Its badge, chips and last-result square too: grey, yet still shapes with words on them;
        // the acknowledged backend's keep their colours.
        const QColor base = overview->palette().color(QPalette::Base);
        for (const int column : chipColumns) {
            const QColor after = paintedColour(overview, mutedIndex.siblingAtColumn(column));
            QVERIFY2(after.hslSaturation() < 20 && after != base, qPrintable(u"column %1: %2"_s.arg(column).arg(after.name())));
            QVERIFY(!mutedIndex.siblingAtColumn(column).data().toString().isEmpty());
            QCOMPARE(paintedColour(overview, ackIndex.siblingAtColumn(column)), ackColours.value(column));
        }
        QCOMPARE(ackIndex.data().toString(), u"ACK · "_s + other);
        QCOMPARE(ackIndex.data(BackendAlertMarkRole).toInt(), int(BackendAlertMark::Acknowledged));
        window->resize(1600, 900);
        window->findChild<QTabWidget *>()->setCurrentWidget(window->backendsPage());
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window));
        const QString shot = QDir(test::freshRuntimeDir(u"backend-marks"_s)).filePath(u"backend-marks.png"_s);
        QVERIFY(overview->grab().save(shot));
        qInfo("screenshot: %s", qPrintable(shot));
        QVERIFY(!ackIndex.siblingAtColumn(status).data(Qt::ForegroundRole).isValid());
        // The muted backend's demotion is left out of the summary's count.
        const QString summary = overview->summaryText();
        QVERIFY2(demotedCount > 1 ? summary.contains(demotedText.arg(demotedCount - 1)) : !summary.contains(u"temporarily demoted"_s),
            qPrintable(summary));
        QVERIFY2(summary.contains(u"1 muted"_s), qPrintable(summary));

        // A new snapshot (the model may reset) keeps the marks.
        window->setBackendsSnapshot(window->backendsPage()->snapshot());
        QCOMPARE(model->indexOfRepo(demoted).data().toString(), u"MUTED · "_s + demoted);
        // Unmuted: as before.
        console.alerts()->setMuted(BackendAlertEvaluator::subject(demoted), false);
        QCOMPARE(model->indexOfRepo(demoted).data().toString(), demoted);
        QVERIFY(!model->indexOfRepo(demoted).siblingAtColumn(status).data(Qt::ForegroundRole).isValid());
        QVERIFY(overview->summaryText().contains(demotedText.arg(demotedCount)));
    }

    void trayIconsDifferInShapeNotOnlyColour()
    {
        // Grey-scale the icons: each state must still look different from the others.
        QList<QImage> grey;
        for (const auto kind : {TrayState::Kind::Green, TrayState::Kind::Running, TrayState::Kind::Broken,
                 TrayState::Kind::Acknowledged, TrayState::Kind::Stale}) {
            TrayState s;
            s.kind = kind;
            s.count = 3;
            grey << TrayIconPainter::image(s, 32).convertToFormat(QImage::Format_Grayscale8);
        }
        for (int i = 0; i < grey.size(); ++i)
            for (int j = i + 1; j < grey.size(); ++j)
                QVERIFY2(grey[i] != grey[j], qPrintable(u"states %1 and %2 look alike in grey"_s.arg(i).arg(j)));
    }

    // The tray icon's marks (✓, the running dot, ✗ and the count) on its circles: the count is
    // text, so AA's 4.5:1; and the drawn pixels are those colours (white on amber was 1.6:1).
    void trayMarksReadOnTheirFills()
    {
        const StatusPalette light(ColorScheme::Light);
        for (TrayState::Kind kind : {TrayState::Kind::Green, TrayState::Kind::Running, TrayState::Kind::Broken}) {
            const QColor fill = light.color(TrayIconPainter::fillOf(kind));
            const QColor mark = TrayIconPainter::markOn(kind);
            const double ratio = StatusPalette::contrastRatio(fill, mark);
            QVERIFY2(ratio >= 4.5, qPrintable(StatusPalette::name(TrayIconPainter::fillOf(kind)) + u": "_s + QString::number(ratio)));
            TrayState state;
            state.kind = kind;
            state.count = 5;
            const QImage image = TrayIconPainter::image(state, 48);
            // Within the circle, where every pixel is opaque: exactly the fill or the mark colour.
            int fills = 0, marks = 0, whites = 0;
            for (int y = 12; y < 36; ++y)
                for (int x = 12; x < 36; ++x) {
                    const QRgb px = image.pixel(x, y) & 0xffffff;
                    fills += px == (fill.rgb() & 0xffffff);
                    marks += px == (mark.rgb() & 0xffffff);
                    whites += px == 0xffffff;
                }
            QVERIFY(fills > 100);
            QVERIFY2(marks > 10, qPrintable(StatusPalette::name(TrayIconPainter::fillOf(kind))));
            if (mark != Qt::white)
                QCOMPARE(whites, 0);
        }
    }
};

QTEST_MAIN(tst_AlertMonitor)
#include "tst_AlertMonitor.moc"
