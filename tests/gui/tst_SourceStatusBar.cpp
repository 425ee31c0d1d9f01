// The status bar and the stale banner of the main window: proper words in every state of a
// source, nothing cut off at 1280 px (the longest part is elided, the tooltip holds it all), and
// a banner that calls the data stale while a poll is still running.
#include "auth/AccountStatus.h"
#include "backends/BackendsPage.h"
#include "MainWindow.h"
#include "SourceStatusWidget.h"
#include "TestRegistry.h"
#include "grid/JobGridModel.h"
#include "sync/SourceStatusText.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

using State = SourceStatus::State;

// Every state a source can be in, with and without data, errors, a poll in flight, staleness.
QList<SourceStatus> everyStatus(const QString &source, qint64 now)
{
    QList<SourceStatus> all;
    for (State state : {State::Idle, State::Fetching, State::Ok, State::Failed, State::BackingOff, State::NeedsCredentials, State::Paused,
                        State::Offline, State::Replaying}) {
        for (qint64 asOf : {qint64(0), now - 420, now - 3 * 86400}) {
            for (bool stale : {false, true}) {
                for (const QString &error : {QString(), u"HTTP 503: service unavailable"_s}) {
                    for (qint64 started : {qint64(0), now - 125}) {
                        SourceStatus s;
                        s.source = source;
                        s.state = state;
                        s.asOf = asOf;
                        s.stale = stale;
                        s.error.message = error;
                        s.consecutiveFailures = error.isEmpty() ? 0 : 2;
                        s.pollStartedAt = started;
                        s.nextPollAt = state == State::Fetching ? 0 : now + 30;
                        s.replay = state == State::Replaying;
                        all << s;
                    }
                }
            }
        }
    }
    return all;
}

// A real ClickHouse 18.16 error as the client reports it: long enough to overflow any bar.
const QString LongError = u"ClickHouse clickhouse.example.invalid:8443: Code: 241, e.displayText() = "
                          u"DB::Exception: Memory limit (for query) exceeded: would use 9.32 GiB (attempt to allocate "
                          u"chunk of 4194304 bytes), maximum: 9.31 GiB: (while reading column job_name): (while reading "
                          u"from part /var/lib/clickhouse/data/default/workflow_job/20240814_1_2_1/ from mark 0 with "
                          u"max_rows_to_read = 8192) (HTTP 500, code 241)"_s;

} // namespace

class TestSourceStatusBar : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void properWordsInEveryState()
    {
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        MainWindow window(&model);
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        const QList<SourceStatus> grid = everyStatus(u"clickhouse"_s, now);
        const QList<SourceStatus> backends = everyStatus(u"backends"_s, now);
        for (qsizetype i = 0; i < grid.size(); ++i) {
            window.setSourceStatus(grid[i]);
            window.setBackendsStatus(backends[backends.size() - 1 - i]); // every pairing shape
            const QString text = window.statusText();
            QVERIFY2(!text.contains(u"showing data no data yet"_s), qPrintable(text));
            QVERIFY2(!text.contains(u"data no data"_s), qPrintable(text));
            QVERIFY2(!text.contains(u"as of  "_s) && !text.contains(u"()"_s), qPrintable(text));
            const QString banner = window.bannerText();
            QVERIFY2(!banner.contains(u"as of  "_s) && !banner.contains(u"()"_s), qPrintable(banner));
        }
    }

    // Issue 15, B: a failing source's banner says when it retries; an empty offline cache says
    // how to get data.
    void bannerSaysWhenItRetries()
    {
        JobGridModel model;
        MainWindow window(&model);
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        SourceStatus s;
        s.source = u"clickhouse"_s;
        s.state = State::BackingOff;
        s.asOf = now - 600;
        s.nextPollAt = now + 30;
        s.error = SourceError::make(SourceError::Kind::Server, u"clickhouse"_s, u"HTTP 503"_s, 503);
        window.setSourceStatus(s);
        const QString at = QDateTime::fromSecsSinceEpoch(s.nextPollAt).toLocalTime().toString(u"HH:mm:ss"_s);
        QVERIFY2(window.bannerText().endsWith(u" Retrying at %1."_s.arg(at)), qPrintable(window.bannerText()));
        s.nextPollAt = 0; // not scheduled (paused): no promise
        window.setSourceStatus(s);
        QVERIFY2(!window.bannerText().contains(u"Retrying"_s), qPrintable(window.bannerText()));
        SourceStatus offline;
        offline.source = u"clickhouse"_s;
        offline.state = State::Offline;
        window.setSourceStatus(offline);
        QVERIFY2(window.bannerText().contains(u"start without --offline"_s), qPrintable(window.bannerText()));
    }

    void fitsAt1280WithTheWholeTextInTheTooltip()
    {
        JobGridModel model;
        MainWindow window(&model);
        window.resize(1280, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *status = window.findChild<SourceStatusWidget *>();
        QVERIFY(status);

        const qint64 now = QDateTime::currentSecsSinceEpoch();
        SourceStatus grid;
        grid.source = u"clickhouse"_s;
        grid.state = State::BackingOff;
        grid.asOf = now - 3600;
        grid.consecutiveFailures = 3;
        grid.error.message = LongError;
        grid.nextPollAt = now + 300;
        SourceStatus backends;
        backends.source = u"backends"_s;
        backends.state = State::Fetching;
        backends.asOf = now - 600;
        window.setSourceStatus(grid);
        window.setBackendsStatus(backends);
        QCoreApplication::processEvents(); // the status bar lays its new texts out

        QVERIFY2(window.minimumSizeHint().width() <= 1280, qPrintable(QString::number(window.minimumSizeHint().width())));
        QVERIFY2(status->minimumSizeHint().width() <= 1280, qPrintable(QString::number(status->minimumSizeHint().width())));
        QCOMPARE(window.width(), 1280);
        // Inside the window, and what it shows fits in what it has: elided, not cut off.
        QVERIFY(status->mapTo(&window, QPoint(status->width(), 0)).x() <= window.width());
        QVERIFY2(status->fontMetrics().horizontalAdvance(status->text()) <= status->contentsRect().width(),
                 qPrintable(status->text()));
        QVERIFY(status->text() != status->fullText());
        QVERIFY2(status->text().contains(u'…'), qPrintable(status->text()));
        // The short part stays whole; the long one was shortened; the tooltip has both in full.
        const QString backendsText = SourceStatusText::describe(backends, now);
        QVERIFY2(status->text().endsWith(backendsText), qPrintable(status->text()));
        QVERIFY2(status->text().startsWith(u"✖ clickhouse: failed 3 times: ClickHouse"_s), qPrintable(status->text()));
        QVERIFY(status->toolTip().contains(LongError));
        QVERIFY(status->toolTip().contains(backendsText));
        QVERIFY(window.statusText().contains(LongError)); // the whole text for whoever asks

        // Short texts are shown whole.
        grid.error.message = u"HTTP 503"_s;
        window.setSourceStatus(grid);
        QCOMPARE(status->text(), status->fullText());
    }

    void staleBannerWhileAPollIsRunning()
    {
        JobGridModel model;
        MainWindow window(&model);
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        SourceStatus s;
        s.source = u"clickhouse"_s;
        s.state = State::Fetching;
        s.asOf = now - 600;
        s.pollStartedAt = now - 200;
        window.setSourceStatus(s);
        QCOMPARE(window.bannerText(), QString()); // not stale yet: nothing to say
        s.stale = true;
        window.setSourceStatus(s);
        QVERIFY2(window.bannerText().startsWith(u"⚠ Data is stale: as of "_s), qPrintable(window.bannerText()));
        QVERIFY2(window.bannerText().endsWith(u"clickhouse has not answered for 3 min."_s), qPrintable(window.bannerText()));
        s.asOf = 0;
        window.setSourceStatus(s);
        QCOMPARE(window.bannerText(), u"⚠ No data yet. clickhouse has not answered for 3 min."_s);
        // Between polls: stale on age alone.
        s.state = State::Ok;
        s.asOf = now - 600;
        s.pollStartedAt = 0;
        window.setSourceStatus(s);
        QVERIFY2(window.bannerText().startsWith(u"⚠ Data is stale"_s), qPrintable(window.bannerText()));
        QVERIFY(!window.bannerText().contains(u"answered"_s));
    }

    // The backends tab follows the sync's stale flag too (it used a fixed 180 s of its own).
    void backendsBannerFollowsTheSyncsStaleFlag()
    {
        JobGridModel model;
        MainWindow window(&model);
        BackendsSnapshot snapshot;
        snapshot.asOf = QDateTime::currentSecsSinceEpoch() - 60;
        snapshot.allowlist = Allowlist{};
        window.setBackendsSnapshot(snapshot);
        SourceStatus s;
        s.source = u"backends"_s;
        s.state = State::Fetching;
        s.asOf = snapshot.asOf;
        window.setBackendsStatus(s);
        QCOMPARE(window.backendsPage()->bannerText(), QString());
        s.stale = true; // e.g. a 10 s interval and a poll that has hung for a minute
        window.setBackendsStatus(s);
        QVERIFY2(window.backendsPage()->bannerText().startsWith(u"Stale: backend figures are from "_s),
                 qPrintable(window.backendsPage()->bannerText()));
    }

    // Issue 15, A1: the relay refused the sign-in's token: the banner's button signs in, and only
    // without a sign-in does it ask for a relay token.
    void backendsBannerOffersSignInWhenTheRelayUsesOne()
    {
        JobGridModel model;
        MainWindow window(&model);
        SourceStatus s;
        s.source = u"backends"_s;
        s.state = State::NeedsCredentials;
        s.error = SourceError::make(SourceError::Kind::Authentication, u"relay"_s,
            u"relay 127.0.0.1: HTTP 401 unauthorized: the relay token was rejected — set the relay token"_s, 401);
        window.setBackendsStatus(s);
        QCOMPARE(window.backendsPage()->bannerAction(), u"Set relay token…"_s);
        AccountStatus account;
        account.state = AccountStatus::State::SignedOut;
        account.issuer = QUrl(u"https://login.example.com"_s);
        window.setAccountStatus(account);
        QCOMPARE(window.backendsPage()->bannerAction(), u"Sign in…"_s);
        QSignalSpy asked(window.backendsPage(), &BackendsPage::relayTokenRequested);
        window.backendsPage()->triggerBannerAction();
        QCOMPARE(asked.size(), 1); // Console answers it with a sign-in when there is a provider
    }
};

HW_TEST_MAIN(TestSourceStatusBar)
#include "tst_SourceStatusBar.moc"
