// The on-call composition over a grid model: after a sync the rules run, one digest goes out, the
// tray state says the worst (shape and count), mute / acknowledge / snooze persist per profile
// (a restart announces nothing old), a source coming back and stale data are said, the alert
// history reaches the cache's timeline, and the cctray feed serves the grid. In the console:
// tst_AlertMonitorConsole; the marks views and the tray draw: tst_AlertMarks.
#include "AlertMonitor.h"
#include "AlertTestGrid.h"
#include "CcTrayFeed.h"
#include "Console.h"
#include "MainWindow.h"
#include "ResultAssertions.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "alerts/AlertHistoryWriter.h"
#include "alerts/BackendAlertEvaluator.h"
#include "alerts/CcTrayServer.h"
#include "alerts/GridAlertEvaluator.h"
#include "backends/BackendsOverviewModel.h"
#include "backends/BackendsOverviewView.h"
#include "cache/CacheWriter.h"
#include "cache/JobCache.h"
#include "grid/JobGridModel.h"
#include "grid/JobGridView.h"
#include "timemachine/CacheRecording.h"
#include "timemachine/TimelineEventFinder.h"

#include <QSignalSpy>
#include <QStandardItemModel>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

constexpr qint64 kT0 = 1'790'000'000;

// columns: name → letters, newest commit first.
void fill(QStandardItemModel &model, const QList<std::pair<QString, QString>> &columns)
{
    test::fillAlertGrid(model, columns, kT0);
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
            [&writer](const AlertTransitions &t) { AlertHistoryWriter::of(&writer)->store(u"clickhouse"_s, t); });
        QSignalSpy stored(AlertHistoryWriter::of(&writer), &AlertHistoryWriter::alertsStored);
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
        QTest::qWait(1300); // on purpose: past the debounce, all green, nothing said
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
        const QByteArray xml = test::fetchCcTrayFeed(*port);
        QVERIFY2(xml.contains("lastBuildStatus=\"Failure\"") && xml.contains("lastBuildStatus=\"Success\""), xml.constData());
    }
};

HW_TEST_MAIN(tst_AlertMonitor)
#include "tst_AlertMonitor.moc"
