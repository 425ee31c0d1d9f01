#include "HeaderAddingNetworkAccessManager.h"
#include "OidcTestServer.h"
#include "TestRegistry.h"
#include "auth/DeviceAuthorizationFlow.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

using namespace hw;
using namespace hw::test;
using namespace Qt::StringLiterals;

// The device authorization grant (RFC 8628) against the real provider: its interval is 1 s in
// the fixture; a test endpoint plays the user at the verification page.
class tst_OidcDeviceFlow : public QObject
{
    Q_OBJECT
private:
    OidcTestServer m_server;
    OidcProviderEndpoints m_endpoints;

    // Starts the flow and returns the user code it showed ("" when none came).
    static QString startAndGetUserCode(DeviceAuthorizationFlow &flow, QUrl *verificationUri = nullptr)
    {
        QSignalSpy ready(&flow, &DeviceAuthorizationFlow::userCodeReady);
        flow.start();
        if (!ready.wait(10'000))
            return {};
        if (verificationUri)
            *verificationUri = ready.at(0).at(1).toUrl();
        return ready.at(0).at(0).toString();
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_server.isValid(), qPrintable(m_server.error()));
        QString error;
        m_endpoints = m_server.discover(&error);
        QVERIFY2(!m_endpoints.deviceAuthorization.isEmpty(), qPrintable(error));
    }

    void approved()
    {
        DeviceAuthorizationFlow flow(m_endpoints, m_server.clientSettings());
        QSignalSpy succeeded(&flow, &DeviceAuthorizationFlow::succeeded);
        QSignalSpy failed(&flow, &DeviceAuthorizationFlow::failed);
        QUrl verification;
        const QString userCode = startAndGetUserCode(flow, &verification);
        QVERIFY(!userCode.isEmpty());
        QCOMPARE(verification.host(), m_server.issuer().host());
        QCOMPARE(flow.intervalSeconds(), 1);
        // A few polls are answered authorization_pending before the user approves.
        QTRY_VERIFY_WITH_TIMEOUT(flow.pollCount() >= 2, 10'000);
        QVERIFY(failed.isEmpty());
        QCOMPARE(m_server.deviceAction(userCode, u"approve"_s), 200);
        QTRY_COMPARE_WITH_TIMEOUT(succeeded.size() + failed.size(), 1, 10'000);
        QVERIFY2(failed.isEmpty(),
            failed.isEmpty() ? "" : qPrintable(failed.at(0).at(0).value<SourceError>().message));
        const auto tokens = succeeded.at(0).at(0).value<TokenSet>();
        QVERIFY(!tokens.accessToken.isEmpty());
        QVERIFY(!tokens.refreshToken.isEmpty());
        QVERIFY(!flow.isRunning());
        const int polls = flow.pollCount();
        QTest::qWait(1'500); // on purpose: longer than the poll interval: no poll comes
        QCOMPARE(flow.pollCount(), polls); // polling stopped
    }

    void denied()
    {
        DeviceAuthorizationFlow flow(m_endpoints, m_server.clientSettings());
        QSignalSpy succeeded(&flow, &DeviceAuthorizationFlow::succeeded);
        QSignalSpy failed(&flow, &DeviceAuthorizationFlow::failed);
        const QString userCode = startAndGetUserCode(flow);
        QVERIFY(!userCode.isEmpty());
        QCOMPARE(m_server.deviceAction(userCode, u"deny"_s), 200);
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 10'000);
        QCOMPARE(succeeded.size(), 0);
        const auto error = failed.at(0).at(0).value<SourceError>();
        QCOMPARE(error.kind, SourceError::Kind::Authorization);
        QVERIFY2(error.message.contains(u"access_denied"_s), qPrintable(error.message));
    }

    void expired()
    {
        // The provider makes this code live 2 s (a test-only header on the request).
        HeaderAddingNetworkAccessManager nam("X-Test-Device-Code-TTL", "2");
        DeviceAuthorizationFlow flow(m_endpoints, m_server.clientSettings(), &nam);
        QSignalSpy succeeded(&flow, &DeviceAuthorizationFlow::succeeded);
        QSignalSpy failed(&flow, &DeviceAuthorizationFlow::failed);
        QElapsedTimer t;
        t.start();
        QVERIFY(!startAndGetUserCode(flow).isEmpty());
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 15'000);
        QCOMPARE(succeeded.size(), 0);
        const auto error = failed.at(0).at(0).value<SourceError>();
        QCOMPARE(error.kind, SourceError::Kind::Timeout);
        QVERIFY2(error.message.contains(u"expired_token"_s), qPrintable(error.message));
        QVERIFY(t.elapsed() < 10'000);
    }

    void slowDownAddsFiveSeconds()
    {
        DeviceAuthorizationFlow flow(m_endpoints, m_server.clientSettings());
        QSignalSpy succeeded(&flow, &DeviceAuthorizationFlow::succeeded);
        QSignalSpy failed(&flow, &DeviceAuthorizationFlow::failed);
        const QString userCode = startAndGetUserCode(flow);
        QVERIFY(!userCode.isEmpty());
        QCOMPARE(m_server.deviceAction(userCode, u"slow_down"_s), 200);
        QTRY_COMPARE_WITH_TIMEOUT(flow.intervalSeconds(), 6, 5'000);
        // The provider now enforces 6 s between polls; the flow keeps to it and gets through.
        QCOMPARE(m_server.deviceAction(userCode, u"approve"_s), 200);
        // One or two 6 s intervals; a loaded machine (the sanitized suite beside two background
        // builds) once needed 15.2 s, so the wait allows twice that.
        QTRY_COMPARE_WITH_TIMEOUT(succeeded.size() + failed.size(), 1, 30'000);
        QVERIFY2(failed.isEmpty(),
            failed.isEmpty() ? "" : qPrintable(failed.at(0).at(0).value<SourceError>().message));
        QCOMPARE(flow.intervalSeconds(), 6);
    }

    void cancelStopsPolling()
    {
        DeviceAuthorizationFlow flow(m_endpoints, m_server.clientSettings());
        QSignalSpy succeeded(&flow, &DeviceAuthorizationFlow::succeeded);
        QSignalSpy failed(&flow, &DeviceAuthorizationFlow::failed);
        QVERIFY(!startAndGetUserCode(flow).isEmpty());
        flow.cancel();
        const int polls = flow.pollCount();
        QTest::qWait(2'500); // on purpose: longer than the poll interval: no poll comes
        QCOMPARE(flow.pollCount(), polls);
        QCOMPARE(succeeded.size() + failed.size(), 0);
    }
};

HW_TEST_GUILESS_MAIN(tst_OidcDeviceFlow)
#include "tst_OidcDeviceFlow.moc"
