// The time machine in the console: --replay FILE --at TIME shows that instant, paused, and says
// it is the past; the timeline drives the replay and shows the recording's alerts; every tab
// follows the clock; out-of-range instants fail clearly; and a replay opens no network connection
// at all (in-process probe, and the real executable under a listening proxy and strace). Export
// and --record: tst_TimeMachineExport; a profile's look-back into its cache: tst_TimeMachineLookBack.
#include "AlertMonitor.h"
#include "Console.h"
#include "ExecutableRun.h"
#include "GridDump.h"
#include "MainWindow.h"
#include "ResultAssertions.h"
#include "TestEnvironment.h"
#include "TimeMachineFixture.h"
#include "TestRegistry.h"
#include "backends/BackendsDemoSnapshot.h"
#include "backends/BackendsPage.h"
#include "backends/BackendsSnapshotJson.h"
#include "backends/BackendsSync.h"
#include "flaky/FlakyDemo.h"
#include "flaky/FlakyPage.h"
#include "flaky/FlakyResultsJson.h"
#include "grid/GridColumnFilterProxy.h"
#include "grid/JobGridModel.h"
#include "grid/JobGridView.h"
#include "net/NetworkAccess.h"
#include "profiles/ProfileSettings.h"
#include "timemachine/Replayer.h"
#include "timemachine/CacheRecording.h"
#include "timemachine/ExportWindowDialog.h"
#include "timemachine/RecordingFile.h"
#include "timemachine/ReplayInstant.h"
#include "timemachine/TimelineBar.h"
#include "timemachine/TimelineEventFinder.h"
#include "timemachine/TimelineScrubber.h"
#include "trunk/TrunkPage.h"
#include "utilization/UtilizationDemo.h"
#include "utilization/UtilizationFleetJson.h"
#include "utilization/UtilizationFleetView.h"
#include "utilization/UtilizationPage.h"

#include <QDateTime>
#include <QFile>
#include <QNetworkProxyFactory>
#include <QNetworkReply>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTcpServer>
#include <QTest>

#include <QTimeZone>
#include <sqlite3.h>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

// Every proxy question Qt asks: each request of an access manager and each socket connection
// with the default proxy goes through the application's proxy factory first.
class CountingProxyFactory : public QNetworkProxyFactory
{
public:
    QList<QNetworkProxy> queryProxy(const QNetworkProxyQuery &query) override
    {
        asked << query.url().toString() + u" "_s + query.peerHostName();
        return { QNetworkProxy(QNetworkProxy::NoProxy) };
    }
    QStringList asked;
};

} // namespace

class tst_TimeMachine : public test::TimeMachineFixture
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        writeIncident(u"timemachine"_s);
    }

    void replayAtShowsThatInstantPausedAndSaysItIsThePast()
    {
        Console console(replayOptions(u"2024-08-14T09:10:00Z"_s));
        HW_VERIFY_OK(console.init());
        console.start();
        QCOMPARE(console.replayer()->clock(), kAt);
        QVERIFY(!console.replayer()->isPlaying());
        MainWindow *w = console.window();
        w->show();
        QCOMPARE(w->timeMachineBannerText(), u"◀◀ Replaying incident.hwrec — showing 2024-08-14 09:10 UTC"_s);
        QVERIFY2(w->statusText().contains(u"2024-08-14 09:10 UTC"_s), qPrintable(w->statusText()));
        QVERIFY(console.model()->rowCount() > 0);
        // A time of day means the recording's first day.
        Console byTime(replayOptions(u"09:10"_s));
        HW_VERIFY_OK(byTime.init());
        QCOMPARE(byTime.replayer()->clock(), kAt);
        QCOMPARE(test::gridDump(*byTime.model()), test::gridDump(*console.model()));
    }

    // The timeline under the grid: keys on the grid step between events, change the speed, go
    // back to now; a click on the bar shows that instant; the state line says it is the past.
    void theTimelineDrivesTheReplay()
    {
        Console console(replayOptions(u"09:10"_s));
        HW_VERIFY_OK(console.init());
        console.start();
        MainWindow *w = console.window();
        w->resize(1400, 900);
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w));
        TimelineScrubber *timeline = w->timeline();
        QVERIFY(timeline->isVisible());
        Replayer *replayer = console.replayer();
        // The events are searched on a worker: none at first, then all of them.
        QVERIFY(console.waitForTimelineEvents());
        const TimelineEvents &events = timeline->bar()->events();
        QVERIFY(!events.isEmpty());
        QCOMPARE(events, TimelineEventFinder::find(replayer->recording()));
        QVERIFY2(timeline->stateText().startsWith(u"◀◀ The past: 2024-08-14 09:10 UTC"_s),
            qPrintable(timeline->stateText()));

        QWidget *grid = w->gridView();
        grid->setFocus();
        const qsizetype next = TimelineEventFinder::next(events, kAt);
        QVERIFY(next >= 0);
        QTest::keyClick(grid, Qt::Key_BracketRight);
        QCOMPARE(replayer->clock(), events.at(next).time);
        QVERIFY(!replayer->isPlaying());
        QCOMPARE(timeline->clock(), events.at(next).time);
        QVERIFY2(w->timeMachineBannerText().contains(ReplayInstant::format(events.at(next).time)),
            qPrintable(w->timeMachineBannerText()));
        QTest::keyClick(grid, Qt::Key_BracketLeft);
        QCOMPARE(
            replayer->clock(), events.at(TimelineEventFinder::previous(events, events.at(next).time)).time);

        const double speed = timeline->speed();
        QTest::keyClick(grid, Qt::Key_Period);
        QVERIFY(timeline->speed() > speed);
        QCOMPARE(replayer->speed(), timeline->speed());
        QTest::keyClick(grid, Qt::Key_Comma);
        QCOMPARE(timeline->speed(), speed);

        QTest::keyClick(grid, Qt::Key_N);
        QCOMPARE(replayer->clock(), replayer->endTime());
        QVERIFY2(timeline->stateText().startsWith(u"● Now:"_s), qPrintable(timeline->stateText()));

        // A click on the bar: that instant (the seek is coalesced, so it follows shortly).
        TimelineBar *bar = timeline->bar();
        const ChartTimeScale scale = bar->scale();
        const double x = scale.mapTimeToX(kAt);
        QTest::mouseClick(bar, Qt::LeftButton, {}, QPoint(int(x), bar->height() / 2));
        const qint64 clicked = scale.mapXToTime(int(x));
        QTRY_COMPARE(replayer->clock(), clicked);
        QVERIFY(qAbs(clicked - kAt) <= scale.unitsPerPixel());

        // Space plays on from there at the chosen speed; the timeline says so.
        QTest::keyClick(grid, Qt::Key_Space);
        QVERIFY(replayer->isPlaying());
        QVERIFY(timeline->isPlaying());
        QVERIFY2(timeline->stateText().endsWith(u"playing"_s), qPrintable(timeline->stateText()));
    }

    // A recording's alert transitions are on the replay's timeline as alert events; ] steps
    // to them one event at a time and the status bar says what each was.
    void aReplayShowsItsAlertsOnTheTimeline()
    {
        HW_ASSIGN_OK(Recording r, RecordingFile::read(m_recording));
        using A = AlertTransition::Kind;
        r.alerts = { { kAt + 125, A::Broke, u"job:pull / linux-build"_s, u"pull / linux-build"_s,
                         u"failing on the last 2 commits"_s },
            { kAt + 1925, A::Fixed, u"job:pull / linux-build"_s, u"pull / linux-build"_s, {} } };
        const QString file = m_dir + u"/with-alerts.hwrec"_s;
        HW_VERIFY_OK(RecordingFile::write(r, file));
        CommandLineOptions o;
        o.replay = file;
        o.at = u"09:10"_s;
        Console console(o);
        HW_VERIFY_OK(console.init());
        console.start();
        MainWindow *w = console.window();
        w->show();
        QVERIFY(QTest::qWaitForWindowExposed(w));
        QVERIFY(console.waitForTimelineEvents());
        const TimelineEvents &events = w->timeline()->bar()->events();
        QStringList alerts;
        for (const TimelineEvent &e : events)
            if (e.isAlert())
                alerts << u"%1 %2"_s.arg(e.time - kAt).arg(TimelineEventFinder::describe(e));
        QCOMPARE(alerts,
            QStringList({ u"125 alert: pull / linux-build broke (failing on the last 2 commits)"_s,
                u"1925 alert: pull / linux-build fixed"_s }));
        w->gridView()->setFocus();
        QSet<qint64> visited;
        for (int i = 0; i < events.size() && console.replayer()->clock() < kAt + 1925; ++i) {
            QTest::keyClick(w->gridView(), Qt::Key_BracketRight);
            visited.insert(console.replayer()->clock());
        }
        QVERIFY(visited.contains(kAt + 125));
        QCOMPARE(console.replayer()->clock(), kAt + 1925);
        QVERIFY2(w->statusBar()->currentMessage().contains(u"alert: pull / linux-build fixed"_s),
            qPrintable(w->statusBar()->currentMessage()));
    }

    // The trunk tab shows trunk health as of the instant on the timeline, also after a jump.
    void theTrunkTabFollowsTheClock()
    {
        Console console(replayOptions(u"06:40"_s));
        HW_VERIFY_OK(console.init());
        console.start();
        console.window()->show();
        QVERIFY(console.window()->showView(u"trunk"_s));
        QVERIFY(console.waitForTrunk()); // computed on a worker
        const QString early = console.window()->trunkPage()->summaryText();
        console.replayer()->seek(kAt + 3 * 3600);
        QTRY_VERIFY(console.window()->trunkPage()->summaryText() != early);
        QVERIFY(console.waitForTrunk());
        // Computed directly from the rows visible then.
        Console direct(replayOptions(u"12:10"_s));
        HW_VERIFY_OK(direct.init());
        QVERIFY(direct.waitForTrunk());
        QCOMPARE(console.window()->trunkPage()->summaryText(), direct.window()->trunkPage()->summaryText());
    }

    // A v2 recording keeps the backends and GPU views over time: replayed at T each shows the
    // snapshot fetched at or before T (two backends snapshots either side of T), says it is the
    // past, follows the clock across the second one, and says so when nothing was recorded yet.
    void theBackendsAndGpuViewsShowTheSnapshotAtOrBeforeT()
    {
        const Result<Recording> read = RecordingFile::read(m_recording);
        QVERIFY(read);
        Recording r = *read;
        const qint64 start = r.firstEventTime();
        const qint64 span = r.lastEventTime() - start;
        const qint64 t1 = start + span / 4, at = start + span / 2, t2 = start + 3 * span / 4;
        const BackendsSnapshot before = BackendsDemoSnapshot::build();
        BackendsSnapshot after = before;
        after.asOf += 3600;
        QVERIFY(before.stats.size() > 1);
        after.stats.removeLast(); // a backend that left: the two must differ in what is shown
        QVERIFY(before != after);
        const auto fleet = UtilizationDemo::fleet();
        QVERIFY(fleet);
        const auto flaky = FlakyDemo::load(); // and the flaky tests, one test fewer later
        QVERIFY(flaky);
        FlakyResults fewer = *flaky;
        QVERIFY(fewer.tests.size() > 1);
        fewer.tests.removeLast();
        r.snapshots = { RecordedSnapshot { u"backends"_s, t1, before.asOf, BackendsSnapshotJson::toBody(before) },
            RecordedSnapshot { u"utilization_fleet"_s, t1 + 10, fleet->to, UtilizationFleetJson::toJson(*fleet) },
            RecordedSnapshot { u"flaky"_s, t1 + 20, flaky->to, FlakyResultsJson::toJson(*flaky) },
            RecordedSnapshot { u"backends"_s, t2, after.asOf, BackendsSnapshotJson::toBody(after) },
            RecordedSnapshot { u"flaky"_s, t2, fewer.to, FlakyResultsJson::toJson(fewer) } };
        const QString file = m_dir + u"/views.hwrec"_s;
        QVERIFY(RecordingFile::write(r, file));

        CommandLineOptions o;
        o.replay = file;
        o.at = QDateTime::fromSecsSinceEpoch(at, QTimeZone::utc()).toString(Qt::ISODate);
        o.view = u"backends"_s;
        Console console(o);
        HW_VERIFY_OK(console.init());
        console.start();
        MainWindow *w = console.window();
        w->show();
        BackendsPage *page = w->backendsPage();
        QCOMPARE(console.replayer()->clock(), at);
        QCOMPARE(page->snapshot(), before);
        QVERIFY2(page->bannerText().startsWith(u"◀◀ The past: backend figures as of"_s), qPrintable(page->bannerText()));
        QVERIFY(w->timeMachineBannerText().startsWith(u"◀◀ Replaying views.hwrec"_s));
        QCOMPARE(w->utilizationPage()->fleetView()->fleet(), *fleet);
        const QString flakyAtT = w->flakyPage()->summaryText();
        QVERIFY(!flakyAtT.isEmpty());

        console.replayer()->seek(t2);
        QCOMPARE(page->snapshot(), after);
        const QString flakyLater = w->flakyPage()->summaryText();
        QVERIFY2(flakyLater != flakyAtT, qPrintable(flakyLater)); // one test fewer by then
        console.replayer()->seek(t2 - 1);
        QCOMPARE(page->snapshot(), before);
        QCOMPARE(w->flakyPage()->summaryText(), flakyAtT);
        console.replayer()->seek(t1 - 1);
        QCOMPARE(page->snapshot(), BackendsSnapshot {});
        QVERIFY2(page->bannerText().contains(u"no backend data at or before"_s), qPrintable(page->bannerText()));
        QCOMPARE(w->utilizationPage()->fleetView()->fleet(), UtilizationFleet {});
        console.replayer()->seek(at);
        QCOMPARE(page->snapshot(), before);
    }

    // The bundled demo's tabs speak of one day: its backends figures are as of the recording's
    // end, on the day its grid starts, after every level change of the bundled timeline.
    void theDemosGridAndBackendsAreOfTheSameDay()
    {
        Console console { CommandLineOptions() };
        HW_VERIFY_OK(console.init());
        const Recording &r = console.replayer()->recording();
        const BackendsPage *page = console.window()->backendsPage();
        const BackendsSnapshot &backends = page->snapshot();
        QCOMPARE(backends.asOf, console.replayer()->clock());
        const auto day = [](qint64 t) { return QDateTime::fromSecsSinceEpoch(t, QTimeZone::utc()).date(); };
        QCOMPARE(day(backends.asOf), day(r.header.start));
        QVERIFY(!backends.levelHistory.isEmpty());
        for (const LevelChangeEvent &e : backends.levelHistory)
            QVERIFY2(e.date < day(r.header.start), qPrintable(e.date.toString(Qt::ISODate)));
        // They follow the replay clock: a seek shows the figures as of the new instant, the
        // ones a direct build gives then (their 7-day windows move with it).
        const qint64 earlier = r.header.start + 3600;
        console.replayer()->seek(earlier);
        QCOMPARE(page->snapshot(), BackendsDemoSnapshot::build(earlier));
        console.replayer()->seek(earlier + 30); // within the replayed minute: not built again
        QCOMPARE(page->snapshot().asOf, earlier);
        console.replayer()->seek(r.header.end);
        QCOMPARE(page->snapshot(), BackendsDemoSnapshot::build(r.header.end));
        QVERIFY(page->snapshot().jobs != BackendsDemoSnapshot::build(earlier).jobs);
    }

    void anInstantOutsideTheRecordingIsAClearError()
    {
        Console console(replayOptions(u"2024-08-13T09:10:00Z"_s));
        const Result<void> built = console.init();
        QVERIFY(!built);
        const QString error = built.error().message;
        QVERIFY2(
            error.contains(u"outside the recording, which covers 2024-08-14 06:00 UTC"_s), qPrintable(error));
    }

    // The demo's flaky and GPU figures are real data of their own weeks, not of the demo's day:
    // their status lines say which dates they are.
    void theDemoSaysTheDatesOfItsFlakyAndGpuFigures()
    {
        Console console(CommandLineOptions {});
        HW_VERIFY_OK(console.init());
        const QString day
            = QDateTime::fromSecsSinceEpoch(console.replayer()->startTime(), Qt::UTC).toString(u"yyyy-MM-dd"_s);
        const QString flaky = console.window()->flakyPage()->statusText();
        QVERIFY2(flaky.contains(
                     u"demo figures of their own dates, 2026-06-15 – 2026-07-15, not of the demo's day (%1)"_s.arg(day)),
            qPrintable(flaky));
        const QString gpu = console.window()->utilizationPage()->fleetView()->statusText();
        QVERIFY2(gpu.contains(u"2026-11-06 – 2026-11-20, not of the demo's day (%1)"_s.arg(day)), qPrintable(gpu));
    }

    void aReplayAsksNoProxyForAnything()
    {
        auto *probe = new CountingProxyFactory;
        QNetworkProxyFactory::setApplicationProxyFactory(probe); // owned by Qt from here
        {
            Console console(replayOptions());
            HW_VERIFY_OK(console.init());
            console.start();
            console.replayer()->setTickIntervalMs(50);
            console.window()->show();
            for (const QString &view : { u"backends"_s, u"flaky"_s, u"trunk"_s, u"utilization"_s, u"grid"_s })
                QVERIFY(console.window()->showView(view));
            console.replayer()->seek(kAt);
            console.replayer()->play(600);
            // Plays on through at least ten minutes of the recording, every tab following.
            QTRY_VERIFY_WITH_TIMEOUT(console.replayer()->clock() >= kAt + 600, 10'000);
        }
        QVERIFY2(probe->asked.isEmpty(), qPrintable(probe->asked.join(u"; "_s)));
        // The probe sees requests when there are some (else the check above proves nothing). Qt
        // asks no proxy for loopback hosts, so the control asks for a documentation address.
        QNetworkReply *reply
            = NetworkAccess::forCurrentThread()->get(QNetworkRequest(QUrl(u"http://192.0.2.1:9/x"_s)));
        QTRY_VERIFY_WITH_TIMEOUT(!probe->asked.isEmpty(), 5000);
        reply->abort();
        reply->deleteLater();
        QNetworkProxyFactory::setApplicationProxyFactory(nullptr);
    }

    void theExecutableConnectsNowhere()
    {
        QTcpServer proxy;
        QVERIFY(proxy.listen(QHostAddress::LocalHost));
        const QString proxyUrl = u"http://127.0.0.1:%1"_s.arg(proxy.serverPort());
        QProcessEnvironment env
            = test::isolatedProcessEnvironment(test::freshRuntimeDir(u"timemachine-home"_s));
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        for (const QString &name : { u"http_proxy"_s, u"https_proxy"_s, u"all_proxy"_s, u"HTTP_PROXY"_s,
                 u"HTTPS_PROXY"_s, u"ALL_PROXY"_s })
            env.insert(name, proxyUrl);
        env.remove(u"no_proxy"_s);
        env.remove(u"NO_PROXY"_s);
#ifdef HUDWATCH_SANITIZED
        // LeakSanitizer cannot run under ptrace (strace): it would fail the exit status.
        env.insert(u"ASAN_OPTIONS"_s, env.value(u"ASAN_OPTIONS"_s) + u":detect_leaks=0"_s);
#endif
        const QString png = m_dir + u"/at.png"_s;
        const QStringList args { u"--replay"_s, m_recording, u"--at"_s, u"09:10"_s, u"--screenshot"_s, png };
        // strace is installed by installer/dev.sh: the syscalls are watched, not only the proxy.
        const QString strace = QStandardPaths::findExecutable(u"strace"_s);
        QVERIFY2(!strace.isEmpty(), "strace is missing: installer/dev.sh installs it");
        const QString trace = m_dir + u"/connect.trace"_s;
        const test::ExecutableRun run = test::runExecutable(strace,
            QStringList { u"-f"_s, u"-qq"_s, u"-e"_s, u"trace=connect,sendto,sendmsg"_s, u"-o"_s, trace,
                QStringLiteral(HUDWATCH_EXE) }
                + args,
            env);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(QFile::exists(png), qPrintable(run.err));
        QCoreApplication::processEvents();
        QVERIFY2(!proxy.hasPendingConnections() && !proxy.waitForNewConnection(100), "the replay connected");
        // No socket of the internet families was connected or sent to (AF_UNIX, e.g. D-Bus, may be).
        const QString calls = QString::fromUtf8(test::readFile(trace));
        for (const QString &line : calls.split(u'\n')) {
            QVERIFY2(!line.contains(u"AF_INET"_s), qPrintable(line));
        }
    }
};

HW_TEST_MAIN(tst_TimeMachine)
#include "tst_TimeMachine.moc"
