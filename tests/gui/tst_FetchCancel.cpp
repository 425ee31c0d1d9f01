// Every fetch the user waits on has Cancel beside its "Loading…": one test's runs, one job's GPU
// series, a range tab's refresh. A real loopback server holds the replies open, so the fetch is
// under way when Cancel (or Esc) is pressed: the server sees the connections closed, the view says
// what happened and what to do next, what was on screen stays, and releasing the held replies
// afterwards changes nothing. The wiring is the console's (app/Console.cpp): page signal -> the
// source's cancel(); a range tab through RangeSync.
#include "LoadingLine.h"
#include "clickhouse/ClickHouseClient.h"
#include "flaky/FlakyClickHouseSource.h"
#include "flaky/FlakyDemo.h"
#include "flaky/FlakyPage.h"
#include "flaky/FlakyTestHistorySource.h"
#include "flaky/FlakyTestView.h"
#include "sync/RangeSync.h"
#include "utilization/UtilizationJobSource.h"
#include "utilization/UtilizationJobView.h"
#include "utilization/UtilizationPage.h"

#include "HeldHttpResponder.h"
#include "TestRegistry.h"

#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;
using test::HeldHttpResponder;

namespace {

// A well-formed, empty answer: were it applied, the views would show "0 runs" or empty figures.
const QByteArray EmptyAnswer = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 0\r\n\r\n";

ClickHouseConfig config(quint16 port)
{
    ClickHouseConfig c;
    c.host = u"127.0.0.1"_s;
    c.port = port;
    c.user = u"hud"_s;
    c.password = u"s3cret-test-pw"_s;
    c.connectTimeoutMs = 5'000;
    c.readTimeoutMs = 20'000;
    return c;
}

} // namespace

class tst_FetchCancel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void oneTestsRunsCancelledWithEsc()
    {
        HeldHttpResponder server(EmptyAnswer, 2); // the runs and the days, in parallel
        QVERIFY(server.startListening());
        ClickHouseClient client(config(server.port()));
        FlakyTestHistorySource source(&client);
        const auto results = FlakyDemo::load();
        QVERIFY2(results, qPrintable(results.error()));
        FlakyPage page;
        page.setOpenJobsExternally(false);
        page.setNow(FlakyDemo::To * 1000);
        page.resize(1200, 900);
        page.show();
        page.setResults(*results);
        connect(&page, &FlakyPage::testRequested, &source,
            [&source](const FlakyTest &t, qint64 from, qint64 to) { source.fetch(t.file, t.classname, t.name, from, to); });
        connect(&page, &FlakyPage::testCancelled, &source, &FlakyTestHistorySource::cancel);
        connect(&source, &FlakyTestHistorySource::fetched, &page, &FlakyPage::setTestHistory);
        QSignalSpy fetched(&source, &FlakyTestHistorySource::fetched);
        QSignalSpy failed(&source, &FlakyTestHistorySource::failed);
        QSignalSpy back(page.testView(), &FlakyTestView::backRequested);

        QVERIFY(page.openTest(u"test_conv_backend_override"_s));
        FlakyTestView *view = page.testView();
        QCOMPARE(view->statusText(), u"Loading every run…"_s);
        QVERIFY(view->isLoading());
        QVERIFY(view->cancelButton()->isVisible());
        QVERIFY(view->cancelButton()->focusPolicy() & Qt::TabFocus); // keyboard reachable
        QTRY_COMPARE(server.requestsHeld(), 2);
        QVERIFY(source.isBusy());

        // Esc while loading cancels; it does not leave the test.
        QTest::keyClick(view, Qt::Key_Escape);
        QCOMPARE(back.size(), 0);
        QVERIFY(page.isShowingTest());
        QVERIFY(!view->isLoading());
        QVERIFY(!view->cancelButton()->isVisible());
        QVERIFY2(view->statusText().startsWith(u"Cancelled; the runs were not loaded."_s), qPrintable(view->statusText()));
        QVERIFY(view->statusText().contains(u"Enter on the test"_s));
        QCOMPARE(view->test().name, u"test_conv_backend_override"_s); // its summary stays
        QVERIFY(!source.isBusy());
        QTRY_COMPARE(server.closedByClient(), 2); // the queries were aborted, not left running

        server.release();
        QTest::qWait(300); // on purpose: the released answer of the cancelled fetch would arrive by now
        QCOMPARE(fetched.size(), 0);
        QCOMPARE(failed.size(), 0);
        QVERIFY(view->statusText().startsWith(u"Cancelled"_s));

        // Now Esc goes back, and Enter on the test loads it again (Loading, with Cancel).
        QTest::keyClick(view, Qt::Key_Escape);
        QCOMPARE(back.size(), 1);
        QVERIFY(!page.isShowingTest());
        QVERIFY(page.openTest(u"test_conv_backend_override"_s));
        QVERIFY(view->isLoading());
        source.cancel();
    }

    void oneJobsUtilizationCancelledWithTheButton()
    {
        HeldHttpResponder server(EmptyAnswer, UtilizationJobSource::QueryCount);
        QVERIFY(server.startListening());
        ClickHouseClient client(config(server.port()));
        UtilizationJobSource source(&client);
        UtilizationPage page;
        page.resize(1200, 900);
        page.show();
        connect(&page, &UtilizationPage::jobRequested, &source, [&source](const UtilizationJobKey &key) { source.fetch(key); });
        connect(&page, &UtilizationPage::jobCancelled, &source, &UtilizationJobSource::cancel);
        connect(&source, &UtilizationJobSource::fetched, &page,
            [&page](const JobUtilization &job) { page.showJob(job, u"ClickHouse"_s); });
        QSignalSpy fetched(&source, &UtilizationJobSource::fetched);
        QSignalSpy failed(&source, &UtilizationJobSource::failed);
        QSignalSpy cancelled(&page, &UtilizationPage::jobCancelled);

        page.openJob(4242);
        UtilizationJobView *view = page.jobView();
        QCOMPARE(view->infoText(), u"Loading its utilization…"_s);
        QVERIFY(view->cancelButton()->isVisible());
        QTRY_COMPARE(server.requestsHeld(), int(UtilizationJobSource::QueryCount));

        QTest::mouseClick(view->cancelButton(), Qt::LeftButton);
        QCOMPARE(cancelled.size(), 1);
        QCOMPARE(cancelled.first().at(0).toLongLong(), 4242);
        QVERIFY(page.isShowingJob());
        QCOMPARE(view->titleText(), u"Job 4242"_s);
        QVERIFY2(view->infoText().startsWith(u"Cancelled; its utilization was not loaded."_s), qPrintable(view->infoText()));
        QVERIFY(!view->cancelButton()->isVisible());
        QVERIFY(!source.isBusy());
        QTRY_COMPARE(server.closedByClient(), int(UtilizationJobSource::QueryCount));

        server.release();
        QTest::qWait(300); // on purpose: the released answer of the cancelled fetch would arrive by now
        QCOMPARE(fetched.size(), 0);
        QCOMPARE(failed.size(), 0);
        QVERIFY(view->infoText().startsWith(u"Cancelled"_s));
    }

    void rangeRefreshCancelledKeepsTheFigures()
    {
        HeldHttpResponder server(EmptyAnswer, 5); // FlakyClickHouseSource's five queries
        QVERIFY(server.startListening());
        ClickHouseClient client(config(server.port()));
        FlakyClickHouseSource source(&client);
        const auto results = FlakyDemo::load();
        QVERIFY2(results, qPrintable(results.error()));
        FlakyPage page;
        page.setNow(FlakyDemo::To * 1000);
        page.resize(1200, 900);
        page.setResults(*results); // the last good figures, as from the cache
        const int shownTests = page.testsTable()->model()->rowCount();
        QVERIFY(shownTests > 0);
        // As Console's feedRangePage wires every range tab.
        RangeSync sync(u"flaky"_s);
        sync.setFetcher([&source](qint64 from, qint64 to) { source.fetch(from, to); });
        sync.setCanceller([&source] { source.cancel(); });
        connect(&source, &FlakyClickHouseSource::fetched, &page, &FlakyPage::setResults);
        connect(&source, &FlakyClickHouseSource::fetched, &sync, [&sync] { sync.fetchSucceeded(); });
        connect(&source, &FlakyClickHouseSource::failed, &sync, &RangeSync::fetchFailed);
        connect(&sync, &RangeSync::statusChanged, &page, &FlakyPage::setStatus);
        connect(&page, &RangePage::refreshCancelled, &sync, &RangeSync::cancel);
        QSignalSpy fetched(&source, &FlakyClickHouseSource::fetched);
        QSignalSpy failed(&source, &FlakyClickHouseSource::failed);
        sync.showCached(FlakyDemo::To);
        sync.setLive(true);
        page.show();
        sync.setActive(true);
        const auto [from, to] = page.window();
        sync.setRange(from, to);

        QCOMPARE(sync.status().state, SourceStatus::State::Fetching);
        QVERIFY2(page.statusText().contains(u"updating"_s), qPrintable(page.statusText()));
        QVERIFY(page.statusLine()->isLoading());
        QPushButton *cancel = page.statusLine()->cancelButton();
        QVERIFY(cancel->isVisible());
        QTRY_COMPARE(server.requestsHeld(), 5);

        // Keyboard: Tab reaches the button; Space presses it.
        cancel->setFocus();
        QTest::keyClick(cancel, Qt::Key_Space);
        QVERIFY(!source.isBusy());
        QVERIFY(!cancel->isVisible());
        const SourceStatus status = sync.status();
        QCOMPARE(status.state, SourceStatus::State::Idle); // not an error: nothing failed
        QVERIFY(!status.error.isError());
        QCOMPARE(status.asOf, FlakyDemo::To); // the figures shown are still the old ones
        QVERIFY2(page.statusText().contains(u"refresh cancelled: these figures were not refreshed"_s),
            qPrintable(page.statusText()));
        QCOMPARE(page.testsTable()->model()->rowCount(), shownTests);
        QTRY_COMPARE(server.closedByClient(), 5);

        server.release();
        QTest::qWait(300); // on purpose: the released answer of the cancelled fetch would arrive by now
        QCOMPARE(fetched.size(), 0);
        QCOMPARE(failed.size(), 0);
        QCOMPARE(page.testsTable()->model()->rowCount(), shownTests);
        QVERIFY(page.statusText().contains(u"refresh cancelled"_s));
    }

    void pauseStopsTheRangeRefreshes()
    {
        HeldHttpResponder server(EmptyAnswer, 5);
        QVERIFY(server.startListening());
        ClickHouseClient client(config(server.port()));
        FlakyClickHouseSource source(&client);
        RangeSync sync(u"flaky"_s);
        int fetches = 0;
        sync.setFetcher([&source, &fetches](qint64 from, qint64 to) {
            ++fetches;
            source.fetch(from, to);
        });
        sync.setCanceller([&source] { source.cancel(); });
        sync.setLive(true);
        sync.setActive(true);
        sync.setRange(FlakyDemo::From, FlakyDemo::To);
        QCOMPARE(fetches, 1);
        QTRY_COMPARE(server.requestsHeld(), 5);

        // Space: the fetch in flight stops, nothing new starts, the status says paused.
        sync.setPaused(true);
        QCOMPARE(sync.status().state, SourceStatus::State::Paused);
        QVERIFY(!source.isBusy());
        QTRY_COMPARE(server.closedByClient(), 5);
        sync.setRange(FlakyDemo::From, FlakyDemo::To - 3600);
        sync.refresh();
        QCOMPARE(fetches, 1);
        QCOMPARE(sync.status().state, SourceStatus::State::Paused);

        // Space again: what is due is fetched at once.
        sync.setPaused(false);
        QCOMPARE(fetches, 2);
        QCOMPARE(sync.status().state, SourceStatus::State::Fetching);
        source.cancel();
    }
};

HW_TEST_MAIN(tst_FetchCancel)
#include "tst_FetchCancel.moc"
