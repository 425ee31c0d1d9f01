// The time machine in the console: --replay FILE --at TIME shows that instant, paused, and says
// it is the past; out-of-range instants fail clearly; a time window exports to a file that
// replays; --record with a profile writes what its cache holds, without a secret; and a replay
// opens no network connection at all (in-process probe, and the real executable under a
// listening proxy and, where installed, strace).
#include "AlertMonitor.h"
#include "Console.h"
#include "ExecutableRun.h"
#include "GridDump.h"
#include "MainWindow.h"
#include "ResultAssertions.h"
#include "TestEnvironment.h"
#include "backends/BackendsDemoSnapshot.h"
#include "backends/BackendsPage.h"
#include "backends/BackendsSnapshotJson.h"
#include "backends/BackendsSync.h"
#include "cache/JobCache.h"
#include "flaky/FlakyDemo.h"
#include "flaky/FlakyPage.h"
#include "flaky/FlakyResultsJson.h"
#include "grid/GridColumnFilterProxy.h"
#include "grid/JobGridModel.h"
#include "grid/JobGridView.h"
#include "net/NetworkAccess.h"
#include "profiles/ProfileSettings.h"
#include "replay/DemoRecordingGenerator.h"
#include "replay/Replayer.h"
#include "timemachine/CacheRecording.h"
#include "timemachine/ExportWindowDialog.h"
#include "timemachine/RecordingFile.h"
#include "timemachine/ReplayInstant.h"
#include "timemachine/TimelineBar.h"
#include "timemachine/TimelineEventFinder.h"
#include "timemachine/TimelineScrubber.h"
#include "trunk/TrunkHealthCalculator.h"
#include "trunk/TrunkInput.h"
#include "trunk/TrunkPage.h"
#include "utilization/UtilizationDemo.h"
#include "utilization/UtilizationFleetJson.h"
#include "utilization/UtilizationFleetView.h"
#include "utilization/UtilizationPage.h"

#include <QApplication>
#include <QDateTime>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QNetworkAccessManager>
#include <QNetworkProxyFactory>
#include <QNetworkReply>
#include <QProcess>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTcpServer>
#include <QTest>
#include <QThreadPool>
#include <QTimeZone>

#include <sqlite3.h>
#include <QTimer>

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

constexpr qint64 kAt = 1723626600; // 2024-08-14 09:10 UTC, inside the small demo below

// The demo's story over a number of commits, every job run at least 50 times.
Result<Recording> demoRecording(int commits)
{
    DemoRecordingGenerator::Options o;
    o.commits = commits;
    o.minRuns = 50;
    o.startTime = 1723615200; // 2024-08-14 06:00 UTC: the incident this suite looks back at
    return DemoRecordingGenerator::generateFrom(DemoRecordingGenerator::defaultJobsCsvPath(),
        DemoRecordingGenerator::defaultFailureLinesPath(), o);
}

} // namespace

class tst_TimeMachine : public QObject
{
    Q_OBJECT
    QString m_dir;
    QString m_recording;

    // The profile saved and filled by recordWithAProfileWritesItsCacheWithoutSecrets, offline,
    // its window shown; null (and the test failed) when it does not start.
    static std::unique_ptr<Console> openIncidentProfile()
    {
        CommandLineOptions o;
        o.profile = u"incident-prof"_s;
        o.offline = true;
        auto console = std::make_unique<Console>(o);
        QString error;
        if (!console->init(&error)) {
            QTest::qFail(qPrintable(u"the profile does not start: "_s + error), __FILE__, __LINE__);
            return nullptr;
        }
        console->start();
        console->window()->show();
        if (!QTest::qWaitForWindowExposed(console->window()))
            return nullptr;
        return console;
    }

    CommandLineOptions replayOptions(const QString &at = {}) const
    {
        CommandLineOptions o;
        o.replay = m_recording;
        o.at = at;
        return o;
    }

    // Saves offline profile `name` whose cache holds the demo recording's grid as of kAt; returns
    // the cache's path.
    QString saveProfileHoldingTheDemo(const QString &name)
    {
        QString error;
        const QString cachePath = m_dir + u"/"_s + name + u".sqlite"_s;
        [&] {
            QVERIFY2(test::saveOfflineProfile(name, m_dir, &error), qPrintable(error));
            const Result<Recording> demo = RecordingFile::read(m_recording);
            QVERIFY(demo);
            JobCache cache(cachePath);
            QVERIFY(cache.open());
            JobBatch batch = demo->snapshotAt(kAt);
            batch.source = u"clickhouse"_s;
            QVERIFY2(cache.storeBatch(batch), "store");
        }();
        return cachePath;
    }

private slots:
    void initTestCase()
    {
        test::isolateUserDirs(QString::fromLatin1(metaObject()->className()));
        m_dir = test::freshRuntimeDir(u"timemachine"_s);
        const auto demo = demoRecording(60);
        QVERIFY2(demo, qPrintable(demo.error().message));
        m_recording = m_dir + u"/incident.hwrec"_s;
        const Result<void> written = RecordingFile::write(*demo, m_recording);
        QVERIFY2(written, qPrintable(written.error().message));
    }

    void replayAtShowsThatInstantPausedAndSaysItIsThePast()
    {
        Console console(replayOptions(u"2024-08-14T09:10:00Z"_s));
        QString error;
        QVERIFY2(console.init(&error), qPrintable(error));
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
        QVERIFY2(byTime.init(&error), qPrintable(error));
        QCOMPARE(byTime.replayer()->clock(), kAt);
        QCOMPARE(test::gridDump(*byTime.model()), test::gridDump(*console.model()));
    }

    // The timeline under the grid: keys on the grid step between events, change the speed, go
    // back to now; a click on the bar shows that instant; the state line says it is the past.
    void theTimelineDrivesTheReplay()
    {
        Console console(replayOptions(u"09:10"_s));
        QString error;
        QVERIFY2(console.init(&error), qPrintable(error));
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
        const TimelineScale scale = bar->scale();
        const double x = scale.mapTimeToX(kAt);
        QTest::mouseClick(bar, Qt::LeftButton, {}, QPoint(int(x), bar->height() / 2));
        const qint64 clicked = scale.mapXToTime(int(x));
        QTRY_COMPARE(replayer->clock(), clicked);
        QVERIFY(qAbs(clicked - kAt) <= scale.secondsPerPixel());

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
        QString error;
        QVERIFY2(console.init(&error), qPrintable(error));
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
        QString error;
        QVERIFY2(console.init(&error), qPrintable(error));
        console.start();
        console.window()->show();
        QVERIFY(console.window()->showView(u"trunk"_s, &error));
        QVERIFY(console.waitForTrunk()); // computed on a worker
        const QString early = console.window()->trunkPage()->summaryText();
        console.replayer()->seek(kAt + 3 * 3600);
        QTRY_VERIFY(console.window()->trunkPage()->summaryText() != early);
        QVERIFY(console.waitForTrunk());
        // Computed directly from the rows visible then.
        Console direct(replayOptions(u"12:10"_s));
        QVERIFY2(direct.init(&error), qPrintable(error));
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
        QString error;
        QVERIFY2(console.init(&error), qPrintable(error));
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
        QString error;
        QVERIFY2(console.init(&error), qPrintable(error));
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
        QString error;
        QVERIFY(!console.init(&error));
        QVERIFY2(
            error.contains(u"outside the recording, which covers 2024-08-14 06:00 UTC"_s), qPrintable(error));
    }

    void aTimeWindowExportsToAFileThatReplays()
    {
        Console console(replayOptions());
        QString error;
        QVERIFY2(console.init(&error), qPrintable(error));
        const CacheRecording::Range held = console.heldRange();
        QVERIFY(held.from < kAt && kAt < held.to);
        const QString out = m_dir + u"/window.hwrec"_s;
        const Result<void> done = console.exportTimeWindow(kAt - 3600, kAt, out);
        QVERIFY2(done, qPrintable(done.error().message));
        const Result<Recording> r = RecordingFile::read(out);
        QVERIFY2(r, qPrintable(r.error().message));
        QCOMPARE(r->header.start, kAt - 3600);
        QCOMPARE(r->header.end, kAt);
        QVERIFY(!r->commits.isEmpty());
        for (const Commit &c : r->commits)
            QVERIFY(c.time >= kAt - 3600 && c.time <= kAt);
        for (const JobRun &j : r->jobs)
            QVERIFY(j.insertedAt <= kAt);
        QVERIFY(!console.exportTimeWindow(kAt, kAt - 1, out)); // ends before it starts
        // The window's last instant looks like the original at that instant, for its commits.
        CommandLineOptions windowOptions;
        windowOptions.replay = out;
        windowOptions.at = u"09:10"_s;
        Console again(windowOptions);
        QVERIFY2(again.init(&error), qPrintable(error));
        QCOMPARE(again.replayer()->clock(), kAt);
    }

    // File ▸ Export time window… writes on a worker: the GUI thread keeps turning its event loop
    // (a timer fires during the write), a progress dialog offers Cancel, and a cancelled export
    // leaves no file at all.
    void anExportRunsOffTheGuiThreadAndCancels()
    {
        const auto big = demoRecording(300);
        QVERIFY2(big, qPrintable(big.error().message));
        const QString source = m_dir + u"/big.hwrec"_s;
        QVERIFY(RecordingFile::write(*big, source));
        CommandLineOptions options;
        options.replay = source;
        Console console(options);
        QString error;
        QVERIFY2(console.init(&error), qPrintable(error));
        console.window()->show();
        const CacheRecording::Range held = console.heldRange();

        QSignalSpy finished(&console, &Console::exportFinished);
        int ticks = 0;
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, this, [&ticks] { ++ticks; });
        ticker.start(5);
        const QString out = m_dir + u"/background.hwrec"_s;
        console.exportInBackground(held.from, held.to, out);
        QVERIFY(console.isExporting());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QCOMPARE(finished.first().at(0).toBool(), true);
        QVERIFY2(ticks > 3, qPrintable(QString::number(ticks))); // the loop ran while it wrote
        HW_ASSIGN_OK(const Recording written, RecordingFile::read(out));
        QCOMPARE(written.jobs.size(), big->jobs.size());

        const QString cancelled = m_dir + u"/cancelled.hwrec"_s;
        console.exportInBackground(held.from, held.to, cancelled);
        const auto dialogs = console.window()->findChildren<QProgressDialog *>(); // the first may await deletion
        QVERIFY(!dialogs.isEmpty());
        auto *cancel = dialogs.last()->findChild<QPushButton *>();
        QVERIFY(cancel);
        QCOMPARE(cancel->text(), u"Cancel"_s);
        cancel->click();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 60000);
        QCOMPARE(finished.last().at(0).toBool(), false);
        QVERIFY(!QFile::exists(cancelled));
        QVERIFY(QDir(m_dir).entryList({ u"cancelled.hwrec*"_s }).isEmpty()); // no part file either
        QVERIFY(!console.isExporting());
    }

    void recordWithAProfileWritesItsCacheWithoutSecrets()
    {
        ProfileSettings p;
        p.name = u"incident-prof"_s;
        p.clickHouseUrl = QUrl(u"http://reader-account@127.0.0.1:9"_s); // the profile refuses a password here
        p.clickHouseUser = u"reader-account"_s;
        p.cachePath = m_dir + u"/incident-prof.sqlite"_s;
        QString error;
        if (const Result<void> saved = p.save(); !saved)
            QFAIL(qPrintable(saved.error().message));
        {
            const Result<Recording> demo = RecordingFile::read(m_recording);
            QVERIFY(demo);
            JobCache cache(p.cachePath);
            QVERIFY(cache.open());
            JobBatch batch = demo->snapshotAt(kAt);
            batch.source = u"clickhouse"_s;
            QVERIFY2(cache.storeBatch(batch), "store");
            QVERIFY(cache.storeAlertTransitions(u"clickhouse"_s,
                { { kAt - 600, AlertTransition::Kind::Broke, u"job:pull / a"_s, u"pull / a"_s, {} } }));
        }
        const QString out = m_dir + u"/recorded.hwrec"_s;
        {
            CommandLineOptions o;
            o.profile = p.name;
            o.offline = true;
            o.record = out;
            Console console(o);
            QVERIFY2(console.init(&error), qPrintable(error));
            console.start();
            QVERIFY(console.model()->rowCount() > 0);
            // Streamed: whole from the start, before the console closes (each batch follows).
            const Result<Recording> early = RecordingFile::read(out);
            QVERIFY2(early, qPrintable(early.error().message));
            QVERIFY(!early->jobs.isEmpty());
            // The cache's alerts are in it from the start; one acknowledged now follows it
            // there (through the cache writer) before the file is closed.
            QCOMPARE(early->alerts.size(), 1);
            console.alerts()->setClock([] { return kAt + 60; });
            console.alerts()->setAcknowledged(u"job:pull / a"_s, true);
        }
        const Result<Recording> r = RecordingFile::read(out);
        QVERIFY2(r, qPrintable(r.error().message));
        QCOMPARE(r->header.profile, p.name);
        QCOMPARE(r->alerts.size(), 2);
        QCOMPARE(r->alerts.at(0).kind, AlertTransition::Kind::Broke);
        QCOMPARE(r->alerts.at(1).time, kAt + 60);
        QCOMPARE(r->alerts.at(1).kind, AlertTransition::Kind::Acknowledged);
        QCOMPARE(r->alerts.at(1).key, u"job:pull / a"_s);
        QVERIFY(!r->commits.isEmpty());
        QVERIFY(!r->jobs.isEmpty());
        const QByteArray bytes = test::readFile(out);
        QVERIFY(!bytes.contains("reader-account"));
        QVERIFY(!bytes.contains("127.0.0.1"));
        // What it shows at its end is what the cache showed.
        CommandLineOptions replayRecorded;
        replayRecorded.replay = out;
        Console replay(replayRecorded);
        QVERIFY2(replay.init(&error), qPrintable(error));
        replay.replayer()->seek(replay.replayer()->endTime());
        QCOMPARE(replay.model()->rowCount(), int(r->commits.size()));
    }

    // With a profile the timeline starts live; a seek shows the cache's past in a grid of its
    // own while the live model stays as it was; N goes back to it.
    void aProfileLooksBackIntoItsCache()
    {
        // Two backends snapshots in the cache's history: one before the instant looked at, one
        // after it (the live one).
        const BackendsSnapshot older = BackendsDemoSnapshot::build();
        BackendsSnapshot newer = older;
        newer.stats.removeLast();
        newer.asOf += 3600;
        {
            JobCache cache(m_dir + u"/incident-prof.sqlite"_s);
            QVERIFY(cache.open());
            QVERIFY(cache.storeSnapshot(u"backends"_s, older.asOf, kAt - 7200, BackendsSnapshotJson::toBody(older)));
            QVERIFY(cache.storeSnapshot(u"backends"_s, newer.asOf, kAt - 1800, BackendsSnapshotJson::toBody(newer)));
            // The flaky tests' history too (one test fewer later); none of the GPU fleet.
            const auto flaky = FlakyDemo::load();
            QVERIFY(flaky);
            FlakyResults fewer = *flaky;
            QVERIFY(fewer.tests.size() > 1);
            fewer.tests.removeLast();
            QVERIFY(cache.storeSnapshot(u"flaky"_s, flaky->to, kAt - 7200, FlakyResultsJson::toJson(*flaky)));
            QVERIFY(cache.storeSnapshot(u"flaky"_s, fewer.to, kAt - 1800, FlakyResultsJson::toJson(fewer)));
            // An alert said while the grid was live, and one after its newest row.
            QVERIFY(cache.storeAlertTransitions(u"clickhouse"_s,
                { { kAt - 5000, AlertTransition::Kind::Broke, u"trunk"_s, u"trunk"_s, {} },
                    { kAt + 300, AlertTransition::Kind::Fixed, u"trunk"_s, u"trunk"_s, {} } }));
        }
        QString error;
        const auto started = openIncidentProfile();
        QVERIFY(started);
        Console &console = *started;
        MainWindow *w = console.window();
        w->gridView()->setFocus();
        TimelineScrubber *timeline = w->timeline();
        QVERIFY(timeline->isVisible());
        QVERIFY2(timeline->stateText().startsWith(u"● Now:"_s), qPrintable(timeline->stateText()));
        QVERIFY(w->timeMachineBannerText().isEmpty());
        const QStringList live = test::gridDump(*console.model());
        QVERIFY(!live.isEmpty());
        QCOMPARE(w->columnFilter()->sourceModel(), console.model());

        const QString liveFlaky = w->flakyPage()->summaryText();
        const UtilizationFleet liveFleet = w->utilizationPage()->fleetView()->fleet();
        QVERIFY(w->showView(u"trunk"_s, &error));
        // The trunk tab over the cache's hours.
        w->trunkPage()->setTimeRange(TimeRange::absolute((kAt - 4 * 3600) * 1000, kAt * 1000));
        const QString liveTrunk = w->trunkPage()->summaryText();
        // The cache is read on a worker: meanwhile the live grid stays and the banner says so; a
        // second seek made while it loads wins over the first.
        emit timeline->seekRequested(kAt - 7000);
        QCOMPARE(w->columnFilter()->sourceModel(), console.model());
        QVERIFY2(w->timeMachineBannerText().contains(u"Loading the cache's past"_s),
            qPrintable(w->timeMachineBannerText()));
        emit timeline->seekRequested(kAt - 3600);
        QVERIFY(console.waitForLookBack());
        auto *past = qobject_cast<JobGridModel *>(w->columnFilter()->sourceModel());
        QVERIFY(past && past != console.model());
        // The grid it ends showing is the one the cache's rows give at that instant (what the
        // look-back showed when it read the cache on the GUI thread).
        {
            JobCache cache(m_dir + u"/incident-prof.sqlite"_s);
            QVERIFY(cache.open());
            const Result<Recording> held = CacheRecording::loadHeld(
                cache, u"clickhouse"_s, u"incident-prof"_s, QDateTime::currentSecsSinceEpoch(), nullptr);
            QVERIFY2(held, qPrintable(held.error().message));
            JobGridModel expected;
            expected.setMaxCommits(console.model()->maxCommits());
            Replayer direct(&expected);
            direct.setRecording(*held);
            direct.seek(kAt - 3600);
            QCOMPARE(test::gridDump(*past), test::gridDump(expected));
            // The trunk tab follows the clock too: the health of the cache's rows as of then.
            TrunkPage page;
            const auto [from, to] = w->trunkPage()->window();
            const TrunkInput input = TrunkInput::fromBatch(held->snapshotAt(kAt - 3600));
            page.setHealth(TrunkHealthCalculator::compute(
                input.commits, input.jobs, from, to, TrunkHealth::bucketFor(from, to)));
            QVERIFY2(page.summaryText() != liveTrunk, qPrintable(page.summaryText()));
            // (computed on a worker: the rows of a long cache take the GUI thread a second)
            QTRY_COMPARE(w->trunkPage()->summaryText(), page.summaryText());
        }
        QVERIFY2(!w->timeMachineBannerText().contains(u"Loading"_s), qPrintable(w->timeMachineBannerText()));
        QCOMPARE(timeline->clock(), kAt - 3600);
        QVERIFY2(w->timeMachineBannerText().contains(u"showing 2024-08-14 08:10 UTC from the cache"_s),
            qPrintable(w->timeMachineBannerText()));
        // The flaky tab follows the clock (the older figures, one test more); the GPU tab, of
        // which the cache has no history, stays live and the banner says so.
        QVERIFY(w->flakyPage()->summaryText() != liveFlaky);
        QVERIFY2(
            w->timeMachineBannerText().endsWith(u"live, the cache has no history of them: GPU utilization"_s),
            qPrintable(w->timeMachineBannerText()));
        QCOMPARE(w->utilizationPage()->fleetView()->fleet(), liveFleet);
        QVERIFY2(timeline->stateText().startsWith(u"◀◀ The past:"_s), qPrintable(timeline->stateText()));
        QVERIFY(past->rowCount() < console.model()->rowCount());
        QCOMPARE(test::gridDump(*console.model()), live); // the live grid is untouched
        QCOMPARE(w->backendsPage()->snapshot(), older); // the backends as of then, too
        QStringList alerts; // the cache's alerts are on the timeline, the later one too
        QVERIFY(console.waitForTimelineEvents());
        for (const TimelineEvent &e : timeline->bar()->events())
            if (e.isAlert())
                alerts << u"%1 %2"_s.arg(e.time - kAt).arg(TimelineEventFinder::describe(e));
        QCOMPARE(alerts,
            QStringList({ u"-5000 alert: trunk broke"_s, u"-600 alert: pull / a broke"_s,
                u"60 alert: pull / a acknowledged"_s, u"300 alert: trunk fixed"_s }));
        QVERIFY2(w->backendsPage()->bannerText().startsWith(u"◀◀ The past"_s), qPrintable(w->backendsPage()->bannerText()));
        emit timeline->seekRequested(kAt); // the end of what the cache holds, after kAt - 1800
        QVERIFY(timeline->clock() >= kAt - 1800);
        QCOMPARE(w->backendsPage()->snapshot(), newer);
        emit timeline->seekRequested(kAt - 3600);

        QVERIFY(w->showView(u"grid"_s, &error));
        w->gridView()->setFocus();
        QTest::keyClick(w->gridView(), Qt::Key_N);
        QCOMPARE(w->columnFilter()->sourceModel(), console.model());
        QCOMPARE(w->trunkPage()->summaryText(), liveTrunk);
        QCOMPARE(w->backendsPage()->snapshot(), console.backendsSync()->snapshot()); // live again
        QCOMPARE(w->flakyPage()->summaryText(), liveFlaky);
        QVERIFY(!w->backendsPage()->bannerText().startsWith(u"◀◀"_s));
        QVERIFY(w->timeMachineBannerText().isEmpty());
        QVERIFY2(timeline->stateText().startsWith(u"● Now:"_s), qPrintable(timeline->stateText()));

        // N while the cache still loads: the load answers nobody, the live grid stays.
        emit timeline->seekRequested(kAt - 3600);
        QVERIFY(w->timeMachineBannerText().contains(u"Loading"_s));
        QTest::keyClick(w->gridView(), Qt::Key_N);
        QVERIFY(QThreadPool::globalInstance()->waitForDone(30000)); // the worker has finished
        QCoreApplication::processEvents(); // and its answer, had it one, is delivered
        QCOMPARE(w->columnFilter()->sourceModel(), console.model());
        QVERIFY(w->timeMachineBannerText().isEmpty());
        QVERIFY2(timeline->stateText().startsWith(u"● Now:"_s), qPrintable(timeline->stateText()));
    }

    // Part of the cache's history that cannot be read (its snapshot history table is gone): the
    // look-back still shows the grid, and the banner says what is missing and what to do.
    void aDamagedHistoryIsSaidInTheBanner()
    {
        const QString cachePath = saveProfileHoldingTheDemo(u"damaged-prof"_s);
        if (QTest::currentTestFailed())
            return;
        QString error;
        sqlite3 *raw = nullptr;
        QCOMPARE(sqlite3_open(cachePath.toUtf8().constData(), &raw), SQLITE_OK);
        QCOMPARE(sqlite3_exec(raw, "DROP TABLE snapshot_history", nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(raw);

        CommandLineOptions o;
        o.profile = u"damaged-prof"_s;
        o.offline = true;
        Console console(o);
        QVERIFY2(console.init(&error), qPrintable(error));
        console.start();
        MainWindow *w = console.window();
        emit w->timeline()->seekRequested(kAt - 3600);
        QVERIFY(console.waitForLookBack());
        const QString banner = w->timeMachineBannerText();
        QVERIFY2(banner.contains(u"showing 2024-08-14 08:10 UTC from the cache"_s), qPrintable(banner));
        QVERIFY2(banner.contains(u" · part of the cache's history cannot be read ("_s), qPrintable(banner));
        QVERIFY2(banner.contains(u"snapshot_history"_s), qPrintable(banner)); // what SQLite said
        QVERIFY2(banner.endsWith(u") — if this persists, move the cache file aside (HUD Watch fetches the data again)"_s),
            qPrintable(banner));
        // The tabs whose history was in the lost table stay live, and the banner says so too.
        QVERIFY2(banner.contains(u" · live, the cache has no history of them: backends, flaky tests, GPU utilization"_s),
            qPrintable(banner));
    }

    // A cache whose jobs cannot be read any more (the table is gone after the grid loaded): the
    // look-back fails, the grid stays live, and the status bar says what to do.
    void aLookBackThatCannotReadTheCacheSaysWhatToDo()
    {
        const QString cachePath = saveProfileHoldingTheDemo(u"unreadable-prof"_s);
        if (QTest::currentTestFailed())
            return;
        QString error;
        CommandLineOptions o;
        o.profile = u"unreadable-prof"_s;
        o.offline = true;
        Console console(o);
        QVERIFY2(console.init(&error), qPrintable(error));
        console.start();
        MainWindow *w = console.window();
        sqlite3 *raw = nullptr;
        QCOMPARE(sqlite3_open(cachePath.toUtf8().constData(), &raw), SQLITE_OK);
        QCOMPARE(sqlite3_exec(raw, "DROP TABLE jobs", nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(raw);

        emit w->timeline()->seekRequested(kAt - 3600);
        QVERIFY(console.waitForLookBack());
        QCoreApplication::processEvents();
        const QString said = w->statusBar()->currentMessage();
        QVERIFY2(said.startsWith(u"Cannot look back: "_s), qPrintable(said));
        QVERIFY2(said.endsWith(u" — if this persists, move the cache file aside (HUD Watch fetches the data again)"_s),
            qPrintable(said));
        QVERIFY(w->timeMachineBannerText().isEmpty());
        QCOMPARE(w->columnFilter()->sourceModel(), console.model()); // the live grid
    }

    // A cache that kept the GPU fleet's history (one fleet fetched before the instant, a smaller
    // one after it): the look-back shows the older fleet, with its fetch time; N the newest again.
    void aProfileLooksBackAtItsGpuFleet()
    {
        const auto fleet = UtilizationDemo::fleet();
        QVERIFY(fleet);
        UtilizationFleet smaller = *fleet;
        QVERIFY(smaller.byJobName.size() > 1);
        smaller.byJobName.removeLast(); // a job name that stopped running: the two must differ
        smaller.to += 3600;
        QVERIFY(smaller != *fleet);
        {
            JobCache cache(m_dir + u"/incident-prof.sqlite"_s);
            QVERIFY(cache.open());
            QVERIFY(cache.storeSnapshot(UtilizationFleetJson::source(), fleet->to, kAt - 7200,
                UtilizationFleetJson::toJson(*fleet)));
            QVERIFY(cache.storeSnapshot(UtilizationFleetJson::source(), smaller.to, kAt - 1800,
                UtilizationFleetJson::toJson(smaller)));
        }
        QString error;
        const auto started = openIncidentProfile();
        QVERIFY(started);
        Console &console = *started;
        MainWindow *w = console.window();
        UtilizationFleetView *view = w->utilizationPage()->fleetView();
        // Offline, the live tab shows the newest fleet the cache kept.
        QCOMPARE(view->fleet(), smaller);
        QVERIFY(w->showView(u"utilization"_s, &error));

        emit w->timeline()->seekRequested(kAt - 3600);
        QVERIFY(console.waitForLookBack());
        QTRY_COMPARE(view->fleet(), *fleet);
        QVERIFY2(!w->timeMachineBannerText().contains(u"GPU utilization"_s), qPrintable(w->timeMachineBannerText()));
        QVERIFY2(view->statusText().contains(u"replay"_s), qPrintable(view->statusText()));
        emit w->timeline()->seekRequested(kAt - 7201); // before the first fleet the cache kept
        QTRY_COMPARE(view->fleet(), UtilizationFleet {});
        emit w->timeline()->seekRequested(kAt - 1800);
        QTRY_COMPARE(view->fleet(), smaller);

        emit w->timeline()->seekRequested(kAt - 3600);
        QTRY_COMPARE(view->fleet(), *fleet);
        // N from the GPU tab itself, where the reviewer is looking.
        view->setFocus();
        QTRY_VERIFY(view->hasFocus() || view->isAncestorOf(QApplication::focusWidget()));
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_N);
        QCOMPARE(view->fleet(), smaller); // live again
        QVERIFY(w->timeMachineBannerText().isEmpty());
    }

    // The demo's flaky and GPU figures are real data of their own weeks, not of the demo's day:
    // their status lines say which dates they are.
    void theDemoSaysTheDatesOfItsFlakyAndGpuFigures()
    {
        Console console(CommandLineOptions {});
        QString error;
        QVERIFY2(console.init(&error), qPrintable(error));
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
            QString error;
            QVERIFY2(console.init(&error), qPrintable(error));
            console.start();
            console.replayer()->setTickIntervalMs(50);
            console.window()->show();
            for (const QString &view : { u"backends"_s, u"flaky"_s, u"trunk"_s, u"utilization"_s, u"grid"_s })
                QVERIFY(console.window()->showView(view, &error));
            console.replayer()->seek(kAt);
            console.replayer()->play(600);
            QTest::qWait(1500);
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

    void theCommandLineSaysWhatIsWrong()
    {
        QProcessEnvironment env
            = test::isolatedProcessEnvironment(test::freshRuntimeDir(u"timemachine-cli"_s));
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        const QString png = m_dir + u"/cli.png"_s;
        test::ExecutableRun r
            = test::runExecutable(QStringLiteral(HUDWATCH_EXE), { u"--at"_s, u"03:10"_s }, env);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"--at needs --replay"_s), qPrintable(r.err));
        r = test::runExecutable(QStringLiteral(HUDWATCH_EXE),
            { u"--replay"_s, m_recording, u"--at"_s, u"2024-08-15T03:10:00Z"_s, u"--screenshot"_s, png },
            env);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"outside the recording, which covers"_s), qPrintable(r.err));
        QVERIFY(!QFile::exists(png));
        r = test::runExecutable(QStringLiteral(HUDWATCH_EXE), { u"--help"_s }, env);
        QVERIFY(r.out.contains(u"--at <TIME>"_s) && r.out.contains(u"--record <FILE>"_s));
        // --replay demo --record FILE: the bundled demo as a recording file.
        const QString demo = m_dir + u"/demo.hwrec"_s;
        r = test::runExecutable(
            QStringLiteral(HUDWATCH_EXE), { u"--record"_s, demo, u"--screenshot"_s, png }, env);
        QCOMPARE(r.exitCode, 0);
        const Result<Recording> read = RecordingFile::read(demo);
        QVERIFY2(read, qPrintable(read.error().message));
        QCOMPARE(read->header.source, u"demo"_s);
        QVERIFY(read->jobs.size() > 10000);
    }

    // Killed at any moment while writing, the process leaves the file whole or absent.
    void aKilledRecorderLeavesNoHalfFile()
    {
        QProcessEnvironment env
            = test::isolatedProcessEnvironment(test::freshRuntimeDir(u"timemachine-kill"_s));
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        const QString out = m_dir + u"/killed.hwrec"_s;
        int whole = 0;
        for (int round = 0; round < 8; ++round) {
            QFile::remove(out);
            QProcess p;
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(HUDWATCH_EXE),
                { u"--record"_s, out, u"--screenshot"_s, m_dir + u"/killed.png"_s });
            QVERIFY(p.waitForStarted());
            QTest::qWait(150 + round * 120);
            p.kill();
            p.waitForFinished();
            if (!QFile::exists(out))
                continue;
            const Result<Recording> r = RecordingFile::read(out);
            QVERIFY2(r, qPrintable(r.error().message));
            ++whole;
        }
        qInfo("%d of 8 runs finished the file before the kill; none left half of one", whole);
    }

    void theExportDialogOffersTheHeldRange()
    {
        ExportWindowDialog dialog(kAt - 86400 * 2, kAt);
        dialog.setWindow(kAt - 86400, kAt);
        QCOMPARE(dialog.from(), kAt - 86400);
        QCOMPARE(dialog.to(), kAt);
        auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QVERIFY(ok->isEnabled());
        dialog.setWindow(kAt, kAt - 3600);
        QVERIFY(!ok->isEnabled());
        dialog.setWindow(kAt - 3 * 86400, kAt); // before what is held: clamped to it
        QCOMPARE(dialog.from(), kAt - 86400 * 2);
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

QTEST_MAIN(tst_TimeMachine)
#include "tst_TimeMachine.moc"
