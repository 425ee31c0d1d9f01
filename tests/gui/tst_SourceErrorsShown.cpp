#include "grid/GridJobStore.h"
#include "MainWindow.h"
#include "cache/JobCache.h"
#include "clickhouse/ClickHouseClient.h"
#include "grid/GridClickHouseSource.h"
#include "grid/GridSync.h"
#include "grid/JobGridModel.h"

#include "ClickHouseTestRows.h"
#include "MisbehavingHttpServer.h"
#include "SelfSignedTlsServer.h"
#include "CommitBuilder.h"
#include "JobBatchBuilder.h"
#include "JobRunBuilder.h"
#include "SyncStatusWait.h"
#include "TestRegistry.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

using namespace hw;
using namespace Qt::StringLiterals;
using test::MisbehavingHttpServer;

namespace {
const QString Password = u"s3cret-test-pw"_s;
const QByteArray CommitRow = test::commitAnswerRow();
// The jobs query is read as TabSeparatedWithNames.
const QByteArray JobRow = test::jobAnswerTsvHeader() + test::jobAnswerTsvRow();
} // namespace

// Issue 8: every kind of source error, from a real failing server on loopback, reaches the status
// bar and the banner with its own text, and the last good grid stays on screen. An authentication
// failure stops polling and offers the fix once.
class tst_SourceErrorsShown : public QObject
{
    Q_OBJECT

    struct Rig {
        QTemporaryDir dir;
        ClickHouseClient client;
        GridClickHouseSource source{&client};
        JobCache cache{dir.filePath(u"cache.sqlite"_s)};
        JobGridModel model;
        QAbstractItemModelTester tester{&model, QAbstractItemModelTester::FailureReportingMode::QtTest};
        GridSync sync{&source, &cache, &model};
        MainWindow window{&model};
        explicit Rig(const ClickHouseConfig &config) : client(config) {}
    };

    static ClickHouseConfig config(quint16 port, bool tls = false)
    {
        ClickHouseConfig c;
        c.host = u"127.0.0.1"_s;
        c.port = port;
        c.tls = tls;
        c.user = u"hud"_s;
        c.password = Password;
        c.connectTimeoutMs = 3'000;
        c.readTimeoutMs = 1'000;
        c.maxResponseBytes = 4 * 1024 * 1024;
        return c;
    }

    // A rig whose first poll succeeded: one commit, one job on screen.
    std::unique_ptr<Rig> goodRig(MisbehavingHttpServer &server)
    {
        server.setBehavior(MisbehavingHttpServer::Behavior::Ok);
        server.addRoute("AS commit_time", CommitRow);
        server.setBody(JobRow);
        auto rig = std::make_unique<Rig>(config(server.port()));
        if (const auto opened = rig->cache.open(); !opened)
            qFatal("cache: %s", qPrintable(opened.error().message));
        rig->window.setPasswordActionVisible(true);
        connect(&rig->sync, &GridSync::statusChanged, &rig->window, &MainWindow::setSourceStatus);
        rig->sync.start();
        return rig;
    }

    static bool settled(const GridSync &sync)
    {
        const auto state = sync.status().state;
        return state != SourceStatus::State::Fetching && state != SourceStatus::State::Idle;
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void everyKindHasItsOwnText_data()
    {
        QTest::addColumn<MisbehavingHttpServer::Behavior>("behavior");
        QTest::addColumn<SourceError::Kind>("kind");
        QTest::addColumn<QString>("says"); // in the status bar and the banner
        using B = MisbehavingHttpServer::Behavior;
        using K = SourceError::Kind;
        QTest::newRow("timeout") << B::NeverAnswer << K::Timeout << u"no response data for 1 s — the server is slow"_s;
        QTest::newRow("server") << B::ServerError500 << K::Server << u"Memory limit (for query) exceeded"_s;
        QTest::newRow("bad data") << B::MalformedJson << K::BadData << u"row 2: 2 fields, expected 14"_s; // jobs: TSV
        QTest::newRow("html page") << B::HtmlLoginPage << K::BadData
                                   << u"the server answered with an HTML page, not ClickHouse — check the URL"_s;
        QTest::newRow("too large") << B::HugeBody << K::TooLarge
                                   << u"response larger than 4 MB — raise the response limit"_s;
        QTest::newRow("truncated") << B::TruncatedBody << K::Network << u"check the URL and the network"_s;
        QTest::newRow("authorization") << B::AccessDenied403 << K::Authorization
                                       << u"Not enough privileges"_s;
        QTest::newRow("rate limited") << B::RateLimited429 << K::RateLimited << u"HTTP 429"_s;
    }
    void everyKindHasItsOwnText()
    {
        QFETCH(MisbehavingHttpServer::Behavior, behavior);
        QFETCH(SourceError::Kind, kind);
        QFETCH(QString, says);
        MisbehavingHttpServer server;
        QVERIFY(server.listen());
        auto rig = goodRig(server);
        QVERIFY(test::waitForState(rig->sync, SourceStatus::State::Ok, 10'000));
        QCOMPARE(rig->model.rowCount(), 1);
        QVERIFY(rig->window.bannerText().isEmpty());

        server.setBehavior(behavior);
        server.setHtmlStatus(200);
        rig->sync.pollNow();
        QVERIFY(test::waitForState(rig->sync, SourceStatus::State::BackingOff, 20'000));
        const SourceStatus st = rig->sync.status();
        QCOMPARE(st.error.kind, kind);
        QCOMPARE(st.error.source, u"clickhouse"_s);
        QVERIFY2(st.error.message.contains(says), qPrintable(st.error.message));
        QVERIFY2(rig->window.statusText().contains(says), qPrintable(rig->window.statusText()));
        QVERIFY2(rig->window.bannerText().contains(says), qPrintable(rig->window.bannerText()));
        QVERIFY2(rig->window.bannerText().contains(u"Showing the last good data"_s), qPrintable(rig->window.bannerText()));
        QVERIFY(rig->window.bannerAction().isEmpty()); // no credentials to offer for these
        QVERIFY(!st.error.message.contains(Password));
        if (kind == SourceError::Kind::RateLimited)
            QVERIFY2(rig->sync.scheduler().nextPollAtMs() - rig->sync.scheduler().nowMs() >= 29'000,
                     "the next poll waits for Retry-After");
        // The last good data stays.
        QCOMPARE(rig->model.rowCount(), 1);
        QCOMPARE(rig->model.columnCount(), 1);
    }

    void refusedConnectionIsANetworkError()
    {
        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost));
        const quint16 port = closed.serverPort();
        closed.close(); // nothing listens there now
        Rig rig(config(port));
        QVERIFY(rig.cache.open().ok());
        connect(&rig.sync, &GridSync::statusChanged, &rig.window, &MainWindow::setSourceStatus);
        rig.sync.start();
        QTRY_VERIFY_WITH_TIMEOUT(settled(rig.sync), 10'000);
        QCOMPARE(rig.sync.status().error.kind, SourceError::Kind::Network);
        QVERIFY2(rig.window.statusText().contains(u"check the URL and the network"_s), qPrintable(rig.window.statusText()));
        QVERIFY2(rig.window.bannerText().contains(u"No data yet"_s), qPrintable(rig.window.bannerText()));
    }

    void untrustedCertificateIsATlsError()
    {
        test::SelfSignedTlsServer server;
        QVERIFY2(server.start(u"source-errors-tls"_s), qPrintable(server.error()));
        Rig rig(config(server.port(), true));
        QVERIFY(rig.cache.open().ok());
        connect(&rig.sync, &GridSync::statusChanged, &rig.window, &MainWindow::setSourceStatus);
        rig.sync.start();
        QTRY_VERIFY_WITH_TIMEOUT(settled(rig.sync), 10'000);
        QCOMPARE(rig.sync.status().error.kind, SourceError::Kind::Tls);
        QVERIFY2(rig.window.statusText().contains(u"the certificate is not trusted"_s), qPrintable(rig.window.statusText()));
        QVERIFY2(rig.window.bannerText().contains(u"the certificate is not trusted"_s), qPrintable(rig.window.bannerText()));
    }

    void wrongPasswordStopsPollingAndOffersTheFixOnce()
    {
        MisbehavingHttpServer server;
        QVERIFY(server.listen());
        auto rig = goodRig(server);
        QVERIFY(test::waitForState(rig->sync, SourceStatus::State::Ok, 10'000));
        QSignalSpy asked(&rig->window, &MainWindow::passwordChangeRequested);

        server.setBehavior(MisbehavingHttpServer::Behavior::Unauthorized401);
        rig->sync.pollNow();
        QVERIFY(test::waitForState(rig->sync, SourceStatus::State::NeedsCredentials, 10'000));
        const SourceStatus st = rig->sync.status();
        QCOMPARE(st.error.kind, SourceError::Kind::Authentication);
        QVERIFY2(rig->window.statusText().contains(u"set the ClickHouse password"_s), qPrintable(rig->window.statusText()));
        QVERIFY2(rig->window.bannerText().contains(u"polling waits for a new password"_s), qPrintable(rig->window.bannerText()));
        QCOMPARE(rig->window.bannerAction(), u"Set password…"_s);
        QCOMPARE(rig->model.rowCount(), 1); // the last good data stays
        rig->window.resize(1100, 420);
        rig->window.show();
        QVERIFY(rig->window.grab().save(QStringLiteral(HUDWATCH_TEST_RUNTIME_DIR "/needs-credentials.png")));

        // Once: no more polls with the refused password, however long we wait.
        const qsizetype requests = server.requests().size();
        QCOMPARE(st.nextPollAt, 0);
        rig->sync.scheduler().checkDue();
        QTest::qWait(300); // on purpose: a poll with the refused password would reach the server by now
        QCOMPARE(server.requests().size(), requests);
        QCOMPARE(asked.size(), 0); // nothing pops up by itself

        // The fix in place: the banner's button asks for the password.
        rig->window.triggerBannerAction();
        QCOMPARE(asked.size(), 1);
        // Console's answer to a new password: set it, resume, poll now.
        server.setBehavior(MisbehavingHttpServer::Behavior::Ok);
        rig->sync.resume();
        rig->sync.pollNow();
        QVERIFY(test::waitForState(rig->sync, SourceStatus::State::Ok, 10'000));
        QVERIFY(rig->window.bannerText().isEmpty());
    }

    // A big cache shows its first screenful at once and the older commits from a worker after
    // it: when those cannot be read, the status bar says so and what to do about it.
    void olderCommitsThatCannotBeReadAreSaid()
    {
        Rig rig(config(9));
        if (const auto opened = rig.cache.open(); !opened)
            QFAIL(qPrintable(opened.error().message));
        test::JobBatchBuilder batch(rig.sync.sourceName());
        for (int c = 0; c < 30; ++c) {
            const QString sha = u"%1"_s.arg(c, 40, 10, QLatin1Char('a'));
            batch.commit(test::CommitBuilder(sha, 1723600000 + c * 600).title(u"Commit %1"_s.arg(c)).author(u"someone"_s));
            batch.job(test::JobRunBuilder(5000 + c).run(77).job(u"linux / test"_s).sha(sha).insertedAt(1723600000 + c * 600 + 60));
        }
        batch.watermark(1723620000).fetchedAt(1723620000);
        if (const auto stored = GridJobStore(rig.cache).storeBatch(batch); !stored)
            QFAIL(qPrintable(stored.error().message));
        // The oldest commit's job names a column the cache does not hold: only the worker that
        // reads past the first screenful meets it.
        sqlite3 *raw = nullptr;
        QCOMPARE(sqlite3_open(rig.cache.path().toUtf8().constData(), &raw), SQLITE_OK);
        QCOMPARE(sqlite3_exec(raw, "UPDATE jobs SET column_id = 999999 WHERE id = 5000", nullptr, nullptr, nullptr),
            SQLITE_OK);
        QCOMPARE(sqlite3_changes(raw), 1);
        sqlite3_close(raw);

        connect(&rig.sync, &GridSync::statusChanged, &rig.window, &MainWindow::setSourceStatus);
        rig.sync.setPollingEnabled(false);
        rig.sync.setFirstPageCommits(10);
        QSignalSpy loaded(&rig.sync, &GridSync::cacheLoaded);
        rig.sync.start();
        QCOMPARE(rig.model.rowCount(), 10);
        QVERIFY(loaded.wait(10'000));
        const QString status = rig.window.statusText();
        QVERIFY2(status.contains(u"cache: the older commits cannot be read: "_s), qPrintable(status));
        QVERIFY2(status.contains(u"— if this persists, move the cache file aside (HUD Watch fetches the data again)"_s),
            qPrintable(status));
        QCOMPARE(rig.model.rowCount(), 10); // the first screenful stays
    }
};

HW_TEST_MAIN(tst_SourceErrorsShown)
#include "tst_SourceErrorsShown.moc"
