// The connection test against the real ClickHouse 18.16 of the fixture and an in-process relay:
// what it reads is the truth (the server's version, the tables' row counts), and a wrong
// password, a closed port or a silent server fail clearly within the time limit.
#include "ClickHouseTestServer.h"
#include "RelayTestServer.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "backends/RelayClient.h"
#include "clickhouse/ClickHouseClient.h"
#include "profiles/ConnectionTest.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QLocale>
#include <QPointer>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTest>
#include <QTimer>

#include <memory>

using namespace hw;
using namespace Qt::StringLiterals;
using hw::test::ClickHouseTestServer;
using hw::test::RelayTestServer;

namespace {

const ConnectionCheck *find(const QVector<ConnectionCheck> &checks, const QString &what)
{
    for (const ConnectionCheck &c : checks)
        if (c.what == what)
            return &c;
    return nullptr;
}

Allowlist allowlist()
{
    Allowlist list;
    const std::pair<const char *, TrustLevel> repos[]
        = { { "org/a", TrustLevel::L1 }, { "org/b", TrustLevel::L1 }, { "org/c", TrustLevel::L1 },
              { "org/d", TrustLevel::L2 }, { "org/e", TrustLevel::L3 } };
    for (const auto &[repo, level] : repos) {
        AllowlistEntry e;
        e.repo = QString::fromLatin1(repo);
        e.level = level;
        e.oncalls = { u"someone"_s };
        if (level == TrustLevel::L3)
            e.device = u"gpu"_s;
        list.entries << e;
    }
    return list;
}

// Runs the test and waits (at most `waitMs`); the checks, or an empty list when it never ended.
QVector<ConnectionCheck> runTest(ConnectionTest &test, const ProfileSettings &profile,
    const QString &password, const QString &token, int waitMs, qint64 *elapsedMs = nullptr)
{
    QSignalSpy spy(&test, &ConnectionTest::finished);
    QElapsedTimer timer;
    timer.start();
    test.start(profile, password, token);
    if (spy.isEmpty() && !spy.wait(waitMs))
        return {};
    if (elapsedMs)
        *elapsedMs = timer.elapsed();
    return spy[0][0].value<QVector<ConnectionCheck>>();
}

QString dump(const QVector<ConnectionCheck> &checks)
{
    QStringList lines;
    for (const ConnectionCheck &c : checks)
        lines << (c.ok ? u"ok "_s : u"FAIL "_s) + c.what + u": "_s + c.detail;
    return lines.join(u'\n');
}

} // namespace

class TestConnectionTest : public QObject
{
    Q_OBJECT

    ClickHouseTestServer m_server;
    ProfileSettings m_profile;

private slots:
    void initTestCase()
    {
        QVERIFY2(m_server.isValid(), qPrintable(m_server.error()));
        test::isolateUserDirs(u"connection-test"_s);
        const ClickHouseConfig c = m_server.config();
        m_profile.name = u"live"_s;
        m_profile.clickHouseUrl = c.baseUrl();
        m_profile.clickHouseUser = c.user;
        m_profile.clickHouseDatabase = c.database;
    }

    void readsVersionRowCountsAndAllowlist()
    {
        RelayTestServer relay;
        QVERIFY(relay.listen());
        relay.setAllowlist(allowlist());
        relay.setRequiredToken(u"relay-token"_s);
        ProfileSettings p = m_profile;
        p.relayUrl = relay.url();

        ClickHouseClient client(m_server.config());
        const ClickHouseResult version = ClickHouseTestServer::select(client, u"SELECT version() AS v"_s);
        QVERIFY(version.ok());
        const QString serverVersion = version.rows.first().value(u"v"_s).toString();
        // The fixture's tier: Debian's 18.16, or chDB's 26.x behind the modern front.
        QVERIFY2(serverVersion.startsWith(m_server.versionPrefix()), qPrintable(serverVersion));
        const ClickHouseResult jobs = ClickHouseTestServer::select(
            client, u"SELECT toString(count()) AS n FROM default.workflow_job"_s);
        QVERIFY(jobs.ok());
        const qint64 jobCount = jobs.rows.first().value(u"n"_s).toString().toLongLong();
        QVERIFY(jobCount > 0);

        ConnectionTest test;
        const QVector<ConnectionCheck> checks
            = runTest(test, p, m_server.config().password, u"relay-token"_s, 30'000);
        QVERIFY(!checks.isEmpty());
        for (const ConnectionCheck &c : checks)
            QVERIFY2(c.ok, qPrintable(dump(checks)));
        QCOMPARE(checks.size(), 1 + ConnectionTest::tables().size() + 1);
        QCOMPARE(checks.first().what, u"ClickHouse"_s);
        QCOMPARE(checks.first().detail,
            u"ClickHouse %1 at 127.0.0.1:%2"_s.arg(serverVersion).arg(m_server.config().port));
        const ConnectionCheck *jobCheck = find(checks, u"default.workflow_job"_s);
        QVERIFY(jobCheck);
        QCOMPARE(jobCheck->detail,
            u"default.workflow_job: %1 rows"_s.arg(
                QLocale(QLocale::English, QLocale::UnitedStates).toString(jobCount)));
        QVERIFY(find(checks, u"default.push"_s));
        QVERIFY(find(checks, u"misc.oss_ci_time_series"_s));
        const ConnectionCheck *list = find(checks, u"relay allowlist"_s);
        QVERIFY(list);
        QVERIFY2(list->detail.startsWith(u"allowlist: 3 L1, 1 L2, 1 L3, 0 L4"_s), qPrintable(list->detail));
        QCOMPARE(relay.lastAuthorization(), QByteArray("Bearer relay-token"));
        // Nothing the test says holds a secret.
        QVERIFY(!dump(checks).contains(m_server.config().password));
        QVERIFY(!dump(checks).contains(u"relay-token"_s));
    }

    void aWrongPasswordSaysSo()
    {
        ConnectionTest test;
        qint64 elapsed = 0;
        const QVector<ConnectionCheck> checks
            = runTest(test, m_profile, u"not-the-password"_s, {}, 30'000, &elapsed);
        QVERIFY(!checks.isEmpty());
        QVERIFY(!checks.first().ok);
        QVERIFY2(
            checks.first().detail.contains(u"password"_s, Qt::CaseInsensitive), qPrintable(dump(checks)));
        QVERIFY(!checks.first().detail.contains(u"not-the-password"_s));
        const ConnectionCheck *push = find(checks, u"default.push"_s);
        QVERIFY(push && !push->ok);
        QVERIFY(elapsed < ConnectionTest::DefaultTimeLimitMs);
    }

    void aClosedPortFailsClearlyWithinTheLimit()
    {
        QTcpServer probe; // a port that was free a moment ago and has nobody listening now
        QVERIFY(probe.listen(QHostAddress::LocalHost));
        const quint16 port = probe.serverPort();
        probe.close();
        ProfileSettings p = m_profile;
        p.clickHouseUrl = QUrl(u"http://127.0.0.1:%1"_s.arg(port));
        ConnectionTest test;
        qint64 elapsed = 0;
        const QVector<ConnectionCheck> checks = runTest(test, p, {}, {}, 30'000, &elapsed);
        QVERIFY(!checks.isEmpty());
        QVERIFY(!checks.first().ok);
        QVERIFY2(checks.first().detail.contains(u"refused"_s, Qt::CaseInsensitive), qPrintable(dump(checks)));
        QVERIFY2(checks.first().detail.contains(u"127.0.0.1:%1"_s.arg(port)), qPrintable(dump(checks)));
        // A test tries once: the next step without the sources' "retrying".
        QVERIFY2(checks.first().detail.endsWith(u" — check the URL and the network"_s), qPrintable(dump(checks)));
        QVERIFY(elapsed < ConnectionTest::DefaultTimeLimitMs);
    }

    void aSilentRelayEndsAtTheLimit()
    {
        RelayTestServer relay;
        QVERIFY(relay.listen());
        relay.setFault(RelayTestServer::AllowlistPath, RelayTestServer::Fault::Hang);
        ProfileSettings p = m_profile;
        p.relayUrl = relay.url();
        ConnectionTest test;
        test.setTimeLimitMs(2'000);
        qint64 elapsed = 0;
        const QVector<ConnectionCheck> checks
            = runTest(test, p, m_server.config().password, {}, 10'000, &elapsed);
        QVERIFY2(!checks.isEmpty(), "the test did not end at its limit");
        QVERIFY2(elapsed < 4'000, qPrintable(QString::number(elapsed)));
        const ConnectionCheck *list = find(checks, u"relay allowlist"_s);
        QVERIFY(list && !list->ok);
        QVERIFY2(list->detail.contains(u"2 s"_s) || list->detail.contains(u"timed out"_s, Qt::CaseInsensitive)
                || list->detail.contains(u"timeout"_s, Qt::CaseInsensitive),
            qPrintable(list->detail));
        QVERIFY2(checks.first().ok, qPrintable(dump(checks))); // ClickHouse still answered in time
    }

    void cancelReportsNothing()
    {
        ConnectionTest test;
        QSignalSpy spy(&test, &ConnectionTest::finished);
        test.start(m_profile, m_server.config().password, {});
        QVERIFY(test.isRunning());
        test.cancel();
        QVERIFY(!test.isRunning());
        QTest::qWait(1'000); // on purpose: the cancelled test would report by now
        QCOMPARE(spy.size(), 0);
    }

    // `hudwatch profile test` quits its loop on finished() and exits: a client the run left to
    // deleteLater() leaked (LeakSanitizer failed the command in CI) unless the test owns it.
    void itsClientsDieWithItWithoutAnotherEventLoopTurn()
    {
        auto test = std::make_unique<ConnectionTest>();
        ProfileSettings p = m_profile;
        RelayTestServer relay;
        QVERIFY(relay.listen());
        relay.setAllowlist(allowlist());
        p.relayUrl = relay.url();
        QEventLoop loop;
        QObject::connect(test.get(), &ConnectionTest::finished, &loop, &QEventLoop::quit);
        test->start(p, m_server.config().password, {});
        const QPointer<QObject> clickHouse = test->findChild<ClickHouseClient *>();
        const QPointer<QObject> relayClient = test->findChild<RelayClient *>();
        QVERIFY(clickHouse);
        QVERIFY(relayClient);
        QTimer::singleShot(30'000, &loop, &QEventLoop::quit);
        loop.exec();
        QVERIFY(!test->isRunning());
        test.reset(); // no event is processed between the loop's end and this
        QVERIFY(clickHouse.isNull());
        QVERIFY(relayClient.isNull());
    }
};

HW_TEST_GUILESS_MAIN(TestConnectionTest)
#include "tst_ConnectionTest.moc"
