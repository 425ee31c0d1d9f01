#include "clickhouse/ClickHouseClient.h"
#include "net/UrlPolicy.h"

#include "ClickHouseTestServer.h"
#include "MisbehavingHttpServer.h"
#include "TestRegistry.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;
using hw::test::MisbehavingHttpServer;

// What the ClickHouse client refuses to send, whatever the profile layer let through: the
// password over plain http to a remote host, and header values that would smuggle headers in.
class tst_ClickHouseTransportPolicy : public QObject
{
    Q_OBJECT

    static ClickHouseConfig remotePlainHttp()
    {
        ClickHouseConfig c;
        c.host = u"192.0.2.1"_s; // TEST-NET-1: never routed, so only our own refusal answers fast
        c.port = 18440;
        c.tls = false;
        c.password = u"s3cret-test-pw"_s;
        c.connectTimeoutMs = 500;
        c.readTimeoutMs = 500;
        return c;
    }

private slots:
    void plainHttpToARemoteHostIsRefusedBeforeConnecting()
    {
        ClickHouseClient client(remotePlainHttp());
        const ClickHouseResult r = test::ClickHouseTestServer::select(client, u"SELECT 1"_s, 10'000);
        QCOMPARE(r.error.kind, ClickHouseError::Kind::Configuration);
        QVERIFY2(r.error.message.startsWith(u"refusing to send credentials over plain http:// to 192.0.2.1"_s),
                 qPrintable(r.error.message));
        QVERIFY(!r.error.message.contains(u"s3cret"_s));
    }

    void plainHttpToARemoteHostWhenAllowedTriesTheServer()
    {
        ClickHouseConfig c = remotePlainHttp();
        c.allowInsecureHttp = true;
        ClickHouseClient client(c);
        const ClickHouseResult r = test::ClickHouseTestServer::select(client, u"SELECT 1"_s, 10'000);
        QVERIFY(r.error.isError()); // nobody answers at 192.0.2.1; what matters is that it tried
        QVERIFY2(!r.error.message.contains(u"refusing"_s), qPrintable(r.error.message));
    }

    void controlCharactersNeverReachTheServer_data()
    {
        QTest::addColumn<QString>("user");
        QTest::addColumn<QString>("password");
        QTest::addColumn<QString>("database");
        QTest::newRow("CRLF in user") << u"hud\r\nX-Injected: yes"_s << QString() << u"default"_s;
        QTest::newRow("LF in password") << u"hud"_s << u"pw\nX-Injected: yes"_s << u"default"_s;
        QTest::newRow("NUL in database") << u"hud"_s << QString() << QStringLiteral("db\u0000x");
    }
    void controlCharactersNeverReachTheServer()
    {
        QFETCH(QString, user);
        QFETCH(QString, password);
        QFETCH(QString, database);
        MisbehavingHttpServer server;
        QVERIFY(server.listen());
        server.setBody("{\"x\":1}\n");
        ClickHouseConfig c;
        c.port = server.port();
        c.user = user;
        c.password = password;
        c.database = database;
        ClickHouseClient client(c);
        const ClickHouseResult r = test::ClickHouseTestServer::select(client, u"SELECT 1"_s, 10'000);
        QCOMPARE(r.error.kind, ClickHouseError::Kind::Configuration);
        QVERIFY2(r.error.message.contains(u"control character"_s), qPrintable(r.error.message));
        QVERIFY(!r.error.message.contains(u"X-Injected"_s));
        QTest::qWait(50); // on purpose: a request that left would reach the server by now
        QCOMPARE(server.requests().size(), 0);
    }

    void loopbackPlainHttpStillWorks()
    {
        MisbehavingHttpServer server;
        QVERIFY(server.listen());
        server.setBody("{\"x\":1}\n");
        ClickHouseConfig c;
        c.port = server.port();
        ClickHouseClient client(c);
        const ClickHouseResult r = test::ClickHouseTestServer::select(client, u"SELECT 1"_s, 10'000);
        QVERIFY2(!r.error.isError(), qPrintable(r.error.message));
        QCOMPARE(server.requests().size(), 1);
    }

    void policy()
    {
        QVERIFY(UrlPolicy::isLoopbackHost(u"127.0.0.2"_s));
        QVERIFY(UrlPolicy::isLoopbackHost(u"::1"_s));
        QVERIFY(UrlPolicy::isLoopbackHost(u"LOCALHOST"_s));
        QVERIFY(!UrlPolicy::isLoopbackHost(u"localhost.evil.com"_s));
        QVERIFY(!UrlPolicy::isLoopbackHost(u"10.99.0.1"_s));
        QVERIFY(UrlPolicy::isInsecure(QUrl(u"http://10.99.0.1:18440"_s)));
        QVERIFY(!UrlPolicy::isInsecure(QUrl(u"https://10.99.0.1"_s)));
        QVERIFY(UrlPolicy::hasControlCharacters(u"a\tb"));
        QVERIFY(UrlPolicy::hasControlCharacters(QStringView(u"a\u0085b")));
        QVERIFY(!UrlPolicy::hasControlCharacters(u"ünïcödé ok"));
        QCOMPARE(UrlPolicy::check(QUrl(u"http:///x"_s), false), u"the URL has no host"_s);
        QVERIFY(UrlPolicy::check(QUrl(u"http://10.0.0.1"_s), true).isEmpty());
    }
};

HW_TEST_MAIN(tst_ClickHouseTransportPolicy)
#include "tst_ClickHouseTransportPolicy.moc"
