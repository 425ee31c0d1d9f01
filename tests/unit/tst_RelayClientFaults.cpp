// RelayClient when the relay misbehaves (HTTP errors, bot protection, Retry-After, hangs, huge,
// truncated and dripping bodies, redirects, refused connections, TLS) and the request
// lifecycle (superseded, cancelled, destroyed). The happy paths: tst_RelayClient.
#include "backends/RelayClient.h"
#include "backends/RelayConfig.h"
#include "backends/RelayError.h"

#include "MisbehavingHttpServer.h"
#include "RelayClientFixture.h"
#include "RelayTestServer.h"
#include "SelfSignedTlsServer.h"
#include "TestRegistry.h"

#include <QElapsedTimer>
#include <QLocale>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;
using namespace hw::test;
using Kind = RelayError::Kind;
using Fault = RelayTestServer::Fault;

class tst_RelayClientFaults : public RelayClientFixture
{
    Q_OBJECT

private slots:
    void init() { QVERIFY(startServer()); }
    void cleanup() { stopServer(); }

    // --- faults --------------------------------------------------------------------------------

    void faults_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<Fault>("fault");
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("message"); // exact; "*" suffix = prefix match
        const QString a = RelayTestServer::AllowlistPath, l = RelayTestServer::LevelStatusPath,
                      p = RelayTestServer::PrInfoPath;
        for (const QString &path : {a, l, p}) {
            const QByteArray name = path.section(u'/', -1).toUtf8();
            QTest::newRow(QByteArray(name + " 429").constData()) << path << Fault::RateLimited << Kind::BotProtection << 429
                                         << u"HUD's bot protection refused this client: HTTP 429 — use /api/authed "
                                            "with a GitHub sign-in (relay/apiPrefix=/api/authed)"_s;
            QTest::newRow(QByteArray(name + " 500").constData()) << path << Fault::ServerError << Kind::Http << 500
                                         << u"HTTP 500 Internal Server Error: Failed to query ClickHouse"_s;
            QTest::newRow(QByteArray(name + " truncated").constData()) << path << Fault::Malformed << Kind::Malformed << 200
                                               << u"malformed JSON at offset *"_s;
        }
        QTest::newRow("allowlist missing repo")
            << a << Fault::MissingField << Kind::MissingField << 200 << u"missing field 'repo' in L1[0]"_s;
        QTest::newRow("level-status missing criteria") << l << Fault::MissingField << Kind::MissingField << 200
                                                       << u"missing field 'criteria' in repos[0]"_s;
        QTest::newRow("pr-info missing title")
            << p << Fault::MissingField << Kind::MissingField << 200 << u"missing field 'title' in [0]"_s;
        QTest::newRow("allowlist L5")
            << a << Fault::UnknownLevel << Kind::UnknownLevel << 200 << u"unknown level 'L5' at top level"_s;
        QTest::newRow("level-status L7")
            << l << Fault::UnknownLevel << Kind::UnknownLevel << 200 << u"repos[2].level: unknown level 'L7'"_s;
    }
    void faults()
    {
        QFETCH(QString, path);
        QFETCH(Fault, fault);
        QFETCH(Kind, kind);
        QFETCH(int, status);
        QFETCH(QString, message);
        m_server->setFault(path, fault, 30);
        RelayClient client(config(Token));
        const RelayError e = fetchError(client, path);
        QCOMPARE(e.kind, kind);
        QCOMPARE(e.httpStatus, status);
        QCOMPARE(e.retryAfterSeconds, fault == Fault::RateLimited ? 30 : 0);
        QCOMPARE(e.endpoint, u"127.0.0.1:%1"_s.arg(m_server->port()));
        QCOMPARE(e.path, path);
        const QString d = e.describe();
        if (message.endsWith(u'*'))
            QVERIFY2(d.startsWith(prefix(path) + message.chopped(1)), qPrintable(d));
        else
            QCOMPARE(d, prefix(path) + message);
        QCOMPARE(client.pendingCount(), 0);
    }

    void unknownLevelFaultDoesNotApplyToPrInfo()
    {
        m_server->setFault(RelayTestServer::PrInfoPath, Fault::UnknownLevel);
        RelayClient client(config());
        const auto r = prInfo(client, {170001});
        QVERIFY(!r.error.isError());
        QCOMPARE(r.value->size(), 1);
    }

    // HUD's read API has no rate limit of its own: a 429 is Vercel's bot protection (issue 29).
    void botProtection429WithoutRetryAfter()
    {
        m_server->setFault(RelayTestServer::AllowlistPath, Fault::RateLimited, -1);
        RelayClient client(config());
        const auto e = allowlist(client).error;
        QCOMPARE(e.kind, Kind::BotProtection);
        QCOMPARE(e.retryAfterSeconds, 0);
        QCOMPARE(e.describe(),
            prefix(RelayTestServer::AllowlistPath)
                + u"HUD's bot protection refused this client: HTTP 429 — use /api/authed with a GitHub sign-in "
                  "(relay/apiPrefix=/api/authed)"_s);
    }

    void rateLimitedWithHttpDate()
    {
        const QDateTime at = QDateTime::currentDateTimeUtc().addSecs(120);
        const QByteArray date = QLocale::c().toString(at, u"ddd, dd MMM yyyy HH:mm:ss 'GMT'"_s).toLatin1();
        m_server->setFault(RelayTestServer::LevelStatusPath, Fault::RateLimited);
        m_server->setResponseHeader(RelayTestServer::LevelStatusPath, "Retry-After", date);
        RelayClient client(config());
        const auto e = levelStatus(client).error;
        QCOMPARE(e.kind, Kind::BotProtection);
        // The poll still waits as asked before it asks again.
        QVERIFY2(e.retryAfterSeconds >= 110 && e.retryAfterSeconds <= 121, qPrintable(QString::number(e.retryAfterSeconds)));
    }

    void serviceUnavailableKeepsRetryAfter()
    {
        m_server->setRawBody(RelayTestServer::AllowlistPath, "<html><body>busy</body></html>", 503);
        m_server->setResponseHeader(RelayTestServer::AllowlistPath, "Retry-After", "12");
        RelayClient client(config());
        const auto e = allowlist(client).error;
        QCOMPARE(e.kind, Kind::Http);
        QCOMPARE(e.retryAfterSeconds, 12);
        QCOMPARE(e.describe(), prefix(RelayTestServer::AllowlistPath) + u"HTTP 503 Service Unavailable"_s);
    }

    void parseRetryAfter_data()
    {
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<int>("seconds");
        QTest::newRow("absent") << QByteArray() << 0;
        QTest::newRow("delta") << QByteArray("30") << 30;
        QTest::newRow("delta blanks") << QByteArray(" 7 ") << 7;
        QTest::newRow("zero") << QByteArray("0") << 0;
        QTest::newRow("negative") << QByteArray("-5") << 0;
        QTest::newRow("fraction") << QByteArray("1.5") << 0;
        QTest::newRow("garbage") << QByteArray("soon") << 0;
        QTest::newRow("week cap") << QByteArray("99999999") << 604800;
        QTest::newRow("overflow") << QByteArray("99999999999999999999999") << 604800;
        QTest::newRow("imf-fixdate") << QByteArray("Sun, 22 Nov 2026 12:01:30 GMT") << 90;
        QTest::newRow("rfc850") << QByteArray("Sunday, 22-Nov-26 12:02:00 GMT") << 120;
        QTest::newRow("asctime") << QByteArray("Sun Nov 22 12:00:01 2026") << 1;
        QTest::newRow("past date") << QByteArray("Sun, 22 Nov 2026 11:59:00 GMT") << 0;
        QTest::newRow("bad date") << QByteArray("Sun, 32 Nov 2026 11:59:00 GMT") << 0;
    }
    void parseRetryAfter()
    {
        QFETCH(QByteArray, value);
        QFETCH(int, seconds);
        const QDateTime now(QDate(2026, 11, 22), QTime(12, 0, 0), Qt::UTC);
        QCOMPARE(RelayError::parseRetryAfter(value, now), seconds);
    }

    void hangTimesOutWithinReadTimeout()
    {
        m_server->setFault(RelayTestServer::LevelStatusPath, Fault::Hang);
        RelayConfig c = config();
        c.readTimeoutMs = 800;
        RelayClient client(c);
        QElapsedTimer t;
        t.start();
        const auto r = levelStatus(client);
        const qint64 ms = t.elapsed();
        QCOMPARE(r.error.kind, Kind::Timeout);
        QCOMPARE(r.error.describe(), prefix(RelayTestServer::LevelStatusPath) + u"no response data for 0.8 s"_s);
        QVERIFY2(ms >= 700 && ms < 4'000, qPrintable(QString::number(ms)));
        QCOMPARE(m_server->requestCount(RelayTestServer::LevelStatusPath), 1);
    }

    void hugeIsTooLarge_data()
    {
        QTest::addColumn<QString>("path");
        QTest::newRow("allowlist") << RelayTestServer::AllowlistPath;
        QTest::newRow("level-status") << RelayTestServer::LevelStatusPath;
        QTest::newRow("pr-info") << RelayTestServer::PrInfoPath;
    }
    void hugeIsTooLarge()
    {
        QFETCH(QString, path);
        m_server->setFault(path, Fault::Huge);
        m_server->setHugeBytes(4ll * 1024 * 1024);
        RelayConfig c = config();
        c.maxResponseBytes = 1024 * 1024;
        RelayClient client(c);
        const RelayError e = fetchError(client, path);
        QCOMPARE(e.kind, Kind::TooLarge);
        QCOMPARE(e.describe(), prefix(path) + u"response larger than 1 MB"_s);
        // Under the cap, the same body is valid JSON of the right shape.
        c.maxResponseBytes = 8ll * 1024 * 1024;
        client.setConfig(c);
        const RelayError ok = fetchError(client, path);
        QVERIFY2(!ok.isError(), qPrintable(ok.describe()));
    }

    void defaultHugeExceedsDefaultCap()
    {
        RelayTestServer server;
        QVERIFY(server.hugeBytes() > RelayConfig().maxResponseBytes);
    }

    void streamedHugeBodyIsCut()
    {
        // No Content-Length: the cap must hold while the body streams in.
        MisbehavingHttpServer raw;
        QVERIFY(raw.listen());
        raw.setBehavior(MisbehavingHttpServer::Behavior::HugeBody);
        RelayConfig c = config();
        c.baseUrl = QUrl(u"http://127.0.0.1:%1"_s.arg(raw.port()));
        c.maxResponseBytes = 2 * 1024 * 1024;
        RelayClient client(c);
        const auto e = allowlist(client).error;
        QCOMPARE(e.kind, Kind::TooLarge);
        QCOMPARE(e.message, u"response larger than 2 MB"_s);
        QVERIFY2(raw.hugeBytesWritten() < MisbehavingHttpServer::HugeBodyBytes / 2,
                 qPrintable(QString::number(raw.hugeBytesWritten())));
    }

    void truncatedBodyIsANetworkError()
    {
        MisbehavingHttpServer raw;
        QVERIFY(raw.listen());
        raw.setBehavior(MisbehavingHttpServer::Behavior::TruncatedBody);
        RelayConfig c = config();
        c.baseUrl = QUrl(u"http://127.0.0.1:%1"_s.arg(raw.port()));
        RelayClient client(c);
        const auto e = allowlist(client).error;
        QCOMPARE(e.kind, Kind::Network);
        QVERIFY2(e.message.startsWith(u"connection closed before the whole response arrived"_s), qPrintable(e.message));
    }

    void drippingServerHitsTheRequestDeadline()
    {
        // A byte every 100 ms never trips the read timeout; the request deadline ends it.
        MisbehavingHttpServer raw;
        QVERIFY(raw.listen());
        raw.setBehavior(MisbehavingHttpServer::Behavior::Drip);
        raw.setDripIntervalMs(100);
        RelayConfig c = config();
        c.baseUrl = QUrl(u"http://127.0.0.1:%1"_s.arg(raw.port()));
        c.readTimeoutMs = 1'000;
        c.requestTimeoutMs = 1'500;
        RelayClient client(c);
        const auto e = levelStatus(client).error;
        QCOMPARE(e.kind, Kind::Timeout);
        QCOMPARE(e.message, u"no complete response within 1.5 s"_s);
        QVERIFY(raw.drippedBytes() > 0);
    }

    void redirectIsNotFollowed()
    {
        QUrl elsewhere = m_server->url();
        elsewhere.setPath(RelayTestServer::LevelStatusPath);
        m_server->setRawBody(RelayTestServer::AllowlistPath, {}, 302);
        m_server->setResponseHeader(RelayTestServer::AllowlistPath, "Location", elsewhere.toEncoded());
        RelayClient client(config(Token));
        const auto e = allowlist(client).error;
        QCOMPARE(e.kind, Kind::Http);
        QCOMPARE(e.httpStatus, 302);
        QCOMPARE(e.describe(), prefix(RelayTestServer::AllowlistPath)
                                   + u"HTTP 302 redirect to %1 not followed — if the relay moved, set relay/url to %1"_s.arg(
                                       elsewhere.toString()));
        QTest::qWait(100); // on purpose: a followed redirect would reach the server by now
        QCOMPARE(m_server->requestCount(RelayTestServer::LevelStatusPath), 0);
    }

    void notFound()
    {
        RelayConfig c = config();
        c.baseUrl.setPath(u"/prefix"_s);
        RelayClient client(c);
        const auto e = allowlist(client).error;
        QCOMPARE(e.kind, Kind::Http);
        QCOMPARE(e.httpStatus, 404);
        QVERIFY2(e.describe().startsWith(u"relay 127.0.0.1:%1: /api/crcr/allowlist: HTTP 404 Not Found"_s
                                             .arg(m_server->port())),
                 qPrintable(e.describe()));
        QVERIFY2(e.describe().endsWith(u" — check relay/url (Profile ▸ Edit this profile…)"_s), qPrintable(e.describe()));
        // What the status bar shows: the step once, none added after it.
        const SourceError shown = e.toSourceError();
        QCOMPARE(shown.kind, SourceError::Kind::BadData);
        QVERIFY2(shown.message.endsWith(u" — check relay/url (Profile ▸ Edit this profile…)"_s), qPrintable(shown.message));
        QCOMPARE(shown.message.count(u" — "_s), 1);
    }

    // A 5xx is the relay's own trouble: HUD Watch asks again, and the admins are who can fix it.
    // A 429 is HUD's bot protection: it says what to do (the authed route) itself.
    void serverErrorAndRateLimitSayWhatNext()
    {
        m_server->setFault(RelayTestServer::AllowlistPath, Fault::ServerError);
        RelayClient client(config(Token));
        const SourceError server = allowlist(client).error.toSourceError();
        QCOMPARE(server.kind, SourceError::Kind::Server);
        QVERIFY2(server.message.endsWith(u"Failed to query ClickHouse — HUD Watch retries; if it persists, tell the relay's "
                                         u"admins"_s),
                 qPrintable(server.message));
        m_server->setFault(RelayTestServer::AllowlistPath, Fault::RateLimited);
        const SourceError limited = allowlist(client).error.toSourceError();
        QCOMPARE(limited.kind, SourceError::Kind::Authorization);
        QVERIFY2(limited.message.endsWith(u"use /api/authed with a GitHub sign-in (relay/apiPrefix=/api/authed)"_s),
                 qPrintable(limited.message));
    }

    void connectionRefused()
    {
        const RelayConfig c = config(Token);
        delete m_server; // nothing listens on the port any more
        m_server = nullptr;
        RelayClient client(c);
        const auto e = allowlist(client).error;
        QCOMPARE(e.kind, Kind::Network);
        QVERIFY2(e.message.contains(u"refused"_s, Qt::CaseInsensitive), qPrintable(e.message));
        QVERIFY(!e.describe().contains(Token));
    }

    void tlsVerificationIsNotDisabled()
    {
        // A self-signed certificate for 127.0.0.1: the client must refuse it (no ignoreSslErrors).
        SelfSignedTlsServer server;
        QVERIFY2(server.start(u"relay-tls"_s), qPrintable(server.error()));
        RelayConfig c = config(Token);
        c.baseUrl = QUrl(u"https://127.0.0.1:%1"_s.arg(server.port()));
        RelayClient client(c);
        const auto e = allowlist(client).error;
        QCOMPARE(e.kind, Kind::Tls);
        QVERIFY2(e.message.startsWith(u"TLS certificate verification failed: "_s), qPrintable(e.message));
        QVERIFY2(e.message.contains(u"self-signed"_s, Qt::CaseInsensitive), qPrintable(e.message));
        QVERIFY(server.received().isEmpty()); // the request (and its token) never left the client
    }

    // --- request lifecycle ---------------------------------------------------------------------

    void newerFetchSupersedesOlder()
    {
        RelayClient client(config());
        int first = 0, second = 0;
        client.fetchAllowlist(nullptr, [&](auto, RelayError) { ++first; });
        client.fetchAllowlist(nullptr, [&](auto value, RelayError e) {
            QVERIFY(!e.isError());
            QVERIFY(value);
            ++second;
        });
        QCOMPARE(client.pendingCount(), 1);
        QTRY_COMPARE_WITH_TIMEOUT(second, 1, 10'000);
        QTest::qWait(100); // on purpose: the superseded answer would arrive by now
        QCOMPARE(first, 0);
        // Different endpoints and pr-info fetches do not supersede each other.
        int a = 0, b = 0, c = 0;
        client.fetchAllowlist(nullptr, [&](auto, RelayError) { ++a; });
        client.fetchPrInfo(u"pytorch/pytorch"_s, {170001}, nullptr, [&](auto, RelayError) { ++b; });
        client.fetchPrInfo(u"pytorch/pytorch"_s, {170002}, nullptr, [&](auto, RelayError) { ++c; });
        QCOMPARE(client.pendingCount(), 3);
        QTRY_VERIFY_WITH_TIMEOUT(a == 1 && b == 1 && c == 1, 10'000);
        QCOMPARE(client.pendingCount(), 0);
    }

    void cancelAllReportsNothing()
    {
        m_server->setFault(RelayTestServer::AllowlistPath, Fault::Hang);
        m_server->setFault(RelayTestServer::PrInfoPath, Fault::Hang);
        RelayConfig c = config();
        c.readTimeoutMs = 500;
        RelayClient client(c);
        int calls = 0;
        client.fetchAllowlist(nullptr, [&](auto, RelayError) { ++calls; });
        client.fetchPrInfo(u"pytorch/pytorch"_s, {1, 2, 3}, nullptr, [&](auto, RelayError) { ++calls; });
        QCOMPARE(client.pendingCount(), 2);
        QTRY_COMPARE(m_server->requestCount(RelayTestServer::PrInfoPath), 1);
        client.cancelAll();
        QCOMPARE(client.pendingCount(), 0);
        QCOMPARE(client.pendingRequestCount(), 0);
        QTest::qWait(1'000); // longer than the read timeout: no late timeout report either
        QCOMPARE(calls, 0);
    }

    void destroyedContextGetsNoCallback()
    {
        RelayClient client(config());
        int calls = 0;
        auto *context = new QObject;
        client.fetchLevelStatus(context, [&](auto, RelayError) { ++calls; });
        delete context;
        QTRY_COMPARE(client.pendingCount(), 0);
        QCOMPARE(m_server->requestCount(RelayTestServer::LevelStatusPath), 1);
        QCOMPARE(calls, 0);
    }

    void clientDestroyedWhilePending()
    {
        m_server->setFault(RelayTestServer::AllowlistPath, Fault::Hang);
        int calls = 0;
        {
            RelayClient client(config());
            client.fetchAllowlist(nullptr, [&](auto, RelayError) { ++calls; });
            QTRY_COMPARE(m_server->requestCount(RelayTestServer::AllowlistPath), 1);
        }
        QTest::qWait(100); // on purpose: a callback of the destroyed client would arrive by now
        QCOMPARE(calls, 0);
    }
};

HW_TEST_GUILESS_MAIN(tst_RelayClientFaults)
#include "tst_RelayClientFaults.moc"
