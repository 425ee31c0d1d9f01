#include "OidcTestServer.h"
#include "TestBrowser.h"
#include "TestRegistry.h"
#include "auth/AuthorizationCodeFlow.h"
#include "auth/AuthorizationRequest.h"
#include "auth/OidcDiscovery.h"
#include "auth/PkceChallenge.h"
#include "auth/TokenClient.h"

#include <QHostAddress>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <QUrlQuery>

#include <optional>

using namespace hw;
using namespace hw::test;
using namespace Qt::StringLiterals;

// Authorization code + PKCE against the real provider (fixture "oidc"), the test playing the
// browser: it follows the provider's redirects itself, and may tamper with the last one.
class tst_OidcCodeFlow : public QObject
{
    Q_OBJECT
private:
    OidcTestServer m_server;
    OidcProviderEndpoints m_endpoints;

    static bool portOpen(quint16 port)
    {
        QTcpSocket s;
        s.connectToHost(QHostAddress::LocalHost, port);
        return s.waitForConnected(1'000);
    }
    // Starts the flow and returns the URL it asked the browser to open.
    static QUrl startFlow(AuthorizationCodeFlow &flow)
    {
        QUrl opened;
        QObject::connect(
            &flow, &AuthorizationCodeFlow::browserRequested, &flow, [&opened](const QUrl &u) { opened = u; });
        flow.start();
        return opened;
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_server.isValid(), qPrintable(m_server.error()));
        QString error;
        m_endpoints = m_server.discover(&error);
        QVERIFY2(!m_endpoints.token.isEmpty(), qPrintable(error));
        QCOMPARE(m_endpoints.issuer, m_server.issuer());
        QVERIFY(!m_endpoints.deviceAuthorization.isEmpty());
        QVERIFY(!m_endpoints.revocation.isEmpty());
        QVERIFY(!m_endpoints.introspection.isEmpty());
    }

    void discoveryRefusesAnotherIssuer()
    {
        // The provider's document names 127.0.0.1; asking for "localhost" must not be accepted.
        QUrl other = m_server.issuer();
        other.setHost(u"localhost"_s);
        QObject context;
        std::optional<Result<OidcProviderEndpoints>> result;
        OidcDiscovery::fetch(nullptr, other, m_server.clientSettings(), &context,
            [&](const Result<OidcProviderEndpoints> &r) { result = r; });
        QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 10'000);
        QVERIFY(!result->ok());
        QCOMPARE(result->error().kind, SourceError::Kind::BadData);
    }

    void happyPath()
    {
        AuthorizationCodeFlow flow(m_endpoints, m_server.clientSettings());
        QSignalSpy succeeded(&flow, &AuthorizationCodeFlow::succeeded);
        QSignalSpy failed(&flow, &AuthorizationCodeFlow::failed);
        const QUrl url = startFlow(flow);
        QVERIFY(url.isValid());
        const QUrlQuery q(url);
        QCOMPARE(q.queryItemValue(u"response_type"_s), u"code"_s);
        QCOMPARE(q.queryItemValue(u"code_challenge_method"_s), u"S256"_s);
        QCOMPARE(q.queryItemValue(u"code_challenge"_s).size(), 43);
        QVERIFY(q.queryItemValue(u"state"_s).size() >= 43);
        const QUrl redirect(q.queryItemValue(u"redirect_uri"_s, QUrl::FullyDecoded));
        QCOMPARE(redirect.host(), u"127.0.0.1"_s);
        QCOMPARE(redirect, flow.redirectUri());
        QVERIFY(flow.isListening());

        TestBrowser browser;
        const TestBrowser::Visit visit = browser.open(url);
        QCOMPARE(visit.status, 200);
        QCOMPARE(visit.url.port(), redirect.port());
        QVERIFY2(visit.body.contains("You can close this tab"), visit.body.constData());

        QTRY_COMPARE_WITH_TIMEOUT(succeeded.size() + failed.size(), 1, 15'000);
        QVERIFY2(failed.isEmpty(),
            failed.isEmpty() ? "" : qPrintable(failed.at(0).at(0).value<SourceError>().message));
        const auto tokens = succeeded.at(0).at(0).value<TokenSet>();
        QVERIFY(!tokens.accessToken.isEmpty());
        QVERIFY(!tokens.refreshToken.isEmpty());
        QVERIFY(!tokens.idToken.isEmpty());
        QCOMPARE(tokens.tokenType, u"Bearer"_s);
        QVERIFY(tokens.expiresAt > QDateTime::currentDateTimeUtc());
        // The listener is gone right after the redirect.
        QVERIFY(!flow.isListening());
        QVERIFY(!portOpen(redirect.port()));
        QVERIFY(!flow.isRunning());
    }

    void wrongStateIsIgnored()
    {
        // A forged answer is refused but does not end the sign-in: the real one still signs in.
        AuthorizationCodeFlow flow(m_endpoints, m_server.clientSettings());
        QSignalSpy succeeded(&flow, &AuthorizationCodeFlow::succeeded);
        QSignalSpy failed(&flow, &AuthorizationCodeFlow::failed);
        const QUrl url = startFlow(flow);
        const quint16 port = flow.redirectUri().port();
        QUrl real;
        TestBrowser browser;
        const TestBrowser::Visit visit = browser.open(url, [port, &real](const QUrl &next) {
            if (next.port() != port)
                return next;
            real = next;
            QUrlQuery q(next);
            q.removeAllQueryItems(u"state"_s);
            q.addQueryItem(u"state"_s, u"forged-by-someone-else"_s);
            QUrl forged = next;
            forged.setQuery(q);
            return forged;
        });
        QCOMPARE(visit.status, 400);
        QVERIFY2(visit.body.contains("ignored"), visit.body.constData());
        QTest::qWait(100); // a (wrong) failure would arrive here
        QCOMPARE(failed.size(), 0);
        QVERIFY(flow.isListening());
        QVERIFY(real.isValid());
        QCOMPARE(TestBrowser().open(real).status, 200);
        QTRY_COMPARE_WITH_TIMEOUT(succeeded.size(), 1, 10'000);
        QCOMPARE(failed.size(), 0);
        QVERIFY(!portOpen(port));
    }

    void wrongVerifierIsRefusedByTheProvider()
    {
        // The browser part by hand, so that the code can be exchanged with another verifier.
        const PkceChallenge sent = PkceChallenge::generate();
        const PkceChallenge other = PkceChallenge::generate();
        AuthorizationRequest request;
        request.clientId = m_server.clientSettings().clientId;
        request.redirectUri = QUrl(u"http://127.0.0.1:9/callback"_s);
        request.scope = m_server.clientSettings().scope;
        request.state = AuthorizationRequest::randomToken();
        request.codeChallenge = sent.challenge();
        TestBrowser browser;
        const TestBrowser::Visit visit = browser.open(
            request.toUrl(m_endpoints.authorization), TestBrowser::holdLoopbackCallback(m_server.issuer()));
        QVERIFY2(visit.heldRedirect.isValid(), qPrintable(visit.error + QString::fromUtf8(visit.body)));
        const QString code = QUrlQuery(visit.heldRedirect).queryItemValue(u"code"_s, QUrl::FullyDecoded);
        QVERIFY(!code.isEmpty());

        QObject context;
        std::optional<Result<TokenSet>> result;
        TokenClient(m_endpoints, m_server.clientSettings())
            .exchangeCode(code, request.redirectUri, other.verifier(), &context,
                [&](const Result<TokenSet> &r) { result = r; });
        QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 10'000);
        QVERIFY(!result->ok());
        QCOMPARE(result->error().kind, SourceError::Kind::Authentication);
        QVERIFY2(result->error().message.contains(u"invalid_grant"_s), qPrintable(result->error().message));
        QVERIFY(!result->error().message.contains(code));
        QVERIFY(!result->error().message.contains(QString::fromLatin1(other.verifier())));
    }

    void unregisteredRedirectUriIsRefused()
    {
        AuthorizationCodeFlow flow(m_endpoints, m_server.clientSettings());
        flow.setRedirectPath(u"/not-registered"_s);
        flow.setTimeoutMs(1'500);
        QSignalSpy succeeded(&flow, &AuthorizationCodeFlow::succeeded);
        QSignalSpy failed(&flow, &AuthorizationCodeFlow::failed);
        const QUrl url = startFlow(flow);
        const quint16 port = flow.redirectUri().port();
        TestBrowser browser;
        const TestBrowser::Visit visit = browser.open(url);
        // The provider does not redirect to a URI it does not know: it shows an error instead.
        QCOMPARE(visit.status, 400);
        QVERIFY2(visit.body.contains("redirect_uri"), visit.body.constData());
        QCOMPARE(visit.url.host(), m_server.issuer().host());
        QCOMPARE(visit.url.port(), m_server.issuer().port());
        // The app is not left waiting: its attempt ends when the time runs out.
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 5'000);
        QCOMPARE(succeeded.size(), 0);
        QCOMPARE(failed.at(0).at(0).value<SourceError>().kind, SourceError::Kind::Timeout);
        QVERIFY(!portOpen(port));
    }

    void refusalAtTheProviderIsReported()
    {
        AuthorizationCodeFlow flow(m_endpoints, m_server.clientSettings());
        flow.setLoginHint(u"deny"_s);
        QSignalSpy succeeded(&flow, &AuthorizationCodeFlow::succeeded);
        QSignalSpy failed(&flow, &AuthorizationCodeFlow::failed);
        const QUrl url = startFlow(flow);
        TestBrowser browser;
        const TestBrowser::Visit visit = browser.open(url);
        QCOMPARE(visit.status, 200);
        QVERIFY(visit.body.contains("not completed"));
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 5'000);
        QCOMPARE(succeeded.size(), 0);
        const auto error = failed.at(0).at(0).value<SourceError>();
        QCOMPARE(error.kind, SourceError::Kind::Authorization);
        QVERIFY2(error.message.contains(u"access_denied"_s), qPrintable(error.message));
        QVERIFY(!flow.isListening());
    }

    void unreachableTokenEndpointFailsInTime()
    {
        OidcProviderEndpoints broken = m_endpoints;
        QUrl token = m_endpoints.token;
        token.setPort(1); // nothing listens there
        broken.token = token;
        AuthorizationCodeFlow flow(broken, m_server.clientSettings());
        QSignalSpy failed(&flow, &AuthorizationCodeFlow::failed);
        const QUrl url = startFlow(flow);
        TestBrowser browser;
        QCOMPARE(browser.open(url).status, 200);
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 20'000);
        QCOMPARE(failed.at(0).at(0).value<SourceError>().kind, SourceError::Kind::Network);
    }
};

HW_TEST_GUILESS_MAIN(tst_OidcCodeFlow)
#include "tst_OidcCodeFlow.moc"
