// A profile's look-back into its cache: with a profile the timeline starts live, a seek shows the
// cache's past (grid, trunk, backends, flaky tests, GPU fleet and alerts) while the live models
// stay as they were, N goes back; a cache whose history cannot be read says so and what to do.
#include "grid/GridJobStore.h"
#include "alerts/AlertHistoryStore.h"
#include "cache/SnapshotStore.h"
#include "AlertMonitor.h"
#include "Console.h"
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
#include "cache/JobCache.h"
#include "flaky/FlakyDemo.h"
#include "flaky/FlakyPage.h"
#include "flaky/FlakyResultsJson.h"
#include "grid/GridColumnFilterProxy.h"
#include "grid/JobGridModel.h"
#include "grid/JobGridView.h"
#include "profiles/ProfileSettings.h"
#include "timemachine/Replayer.h"
#include "timemachine/CacheRecording.h"
#include "timemachine/ExportWindowDialog.h"
#include "timemachine/RecordingFile.h"
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
#include <QTest>
#include <QStatusBar>
#include <QThreadPool>

#include <sqlite3.h>

using namespace hw;
using namespace Qt::StringLiterals;

class tst_TimeMachineLookBack : public test::TimeMachineFixture
{
    Q_OBJECT

    // The profile saved and filled by recordWithAProfileWritesItsCacheWithoutSecrets, offline,
    // its window shown; null (and the test failed) when it does not start.
    static std::unique_ptr<Console> openIncidentProfile()
    {
        CommandLineOptions o;
        o.profile = u"incident-prof"_s;
        o.offline = true;
        auto console = std::make_unique<Console>(o);
        if (const Result<void> built = console->init(); !built) {
            QTest::qFail(qPrintable(u"the profile does not start: "_s + built.error().message), __FILE__, __LINE__);
            return nullptr;
        }
        console->start();
        console->window()->show();
        if (!QTest::qWaitForWindowExposed(console->window()))
            return nullptr;
        return console;
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
            QVERIFY2(GridJobStore(cache).storeBatch(batch), "store");
        }();
        return cachePath;
    }

private slots:
    void initTestCase()
    {
        writeIncident(u"timemachine-lookback"_s);
        // The incident profile: offline, its cache holding the incident as of kAt and an alert
        // said then acknowledged (as tst_TimeMachineExport's recording run leaves it).
        ProfileSettings p;
        p.name = u"incident-prof"_s;
        p.clickHouseUrl = QUrl(u"http://reader-account@127.0.0.1:9"_s);
        p.clickHouseUser = u"reader-account"_s;
        p.cachePath = m_dir + u"/incident-prof.sqlite"_s;
        HW_VERIFY_OK(p.save());
        HW_ASSIGN_OK(const Recording demo, RecordingFile::read(m_recording));
        JobCache cache(p.cachePath);
        HW_VERIFY_OK(cache.open());
        JobBatch batch = demo.snapshotAt(kAt);
        batch.source = u"clickhouse"_s;
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch));
        HW_VERIFY_OK(AlertHistoryStore(cache).store(u"clickhouse"_s,
            { { kAt - 600, AlertTransition::Kind::Broke, u"job:pull / a"_s, u"pull / a"_s, {} },
                { kAt + 60, AlertTransition::Kind::Acknowledged, u"job:pull / a"_s, u"pull / a"_s, {} } }));
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
            QVERIFY(SnapshotStore(cache).store(u"backends"_s, older.asOf, kAt - 7200, BackendsSnapshotJson::toBody(older)));
            QVERIFY(SnapshotStore(cache).store(u"backends"_s, newer.asOf, kAt - 1800, BackendsSnapshotJson::toBody(newer)));
            // The flaky tests' history too (one test fewer later); none of the GPU fleet.
            const auto flaky = FlakyDemo::load();
            QVERIFY(flaky);
            FlakyResults fewer = *flaky;
            QVERIFY(fewer.tests.size() > 1);
            fewer.tests.removeLast();
            QVERIFY(SnapshotStore(cache).store(u"flaky"_s, flaky->to, kAt - 7200, FlakyResultsJson::toJson(*flaky)));
            QVERIFY(SnapshotStore(cache).store(u"flaky"_s, fewer.to, kAt - 1800, FlakyResultsJson::toJson(fewer)));
            // An alert said while the grid was live, and one after its newest row.
            QVERIFY(AlertHistoryStore(cache).store(u"clickhouse"_s,
                { { kAt - 5000, AlertTransition::Kind::Broke, u"trunk"_s, u"trunk"_s, {} },
                    { kAt + 300, AlertTransition::Kind::Fixed, u"trunk"_s, u"trunk"_s, {} } }));
        }
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
        QVERIFY(w->showView(u"trunk"_s));
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

        QVERIFY(w->showView(u"grid"_s));
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
        sqlite3 *raw = nullptr;
        QCOMPARE(sqlite3_open(cachePath.toUtf8().constData(), &raw), SQLITE_OK);
        QCOMPARE(sqlite3_exec(raw, "DROP TABLE snapshot_history", nullptr, nullptr, nullptr), SQLITE_OK);
        sqlite3_close(raw);

        CommandLineOptions o;
        o.profile = u"damaged-prof"_s;
        o.offline = true;
        Console console(o);
        HW_VERIFY_OK(console.init());
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
        CommandLineOptions o;
        o.profile = u"unreadable-prof"_s;
        o.offline = true;
        Console console(o);
        HW_VERIFY_OK(console.init());
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
            QVERIFY(SnapshotStore(cache).store(UtilizationFleetJson::source(), fleet->to, kAt - 7200,
                UtilizationFleetJson::toJson(*fleet)));
            QVERIFY(SnapshotStore(cache).store(UtilizationFleetJson::source(), smaller.to, kAt - 1800,
                UtilizationFleetJson::toJson(smaller)));
        }
        const auto started = openIncidentProfile();
        QVERIFY(started);
        Console &console = *started;
        MainWindow *w = console.window();
        UtilizationFleetView *view = w->utilizationPage()->fleetView();
        // Offline, the live tab shows the newest fleet the cache kept.
        QCOMPARE(view->fleet(), smaller);
        QVERIFY(w->showView(u"utilization"_s));

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
};

HW_TEST_MAIN(tst_TimeMachineLookBack)
#include "tst_TimeMachineLookBack.moc"
