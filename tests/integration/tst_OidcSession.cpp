// The window's sign-in session (AuthSession) against the real provider of the oidc fixture (access
// tokens live 3 s), the real keyring of with-keyring.sh and the relay test server: stored sign-in
// read back, renewal ahead of expiry with the rotated refresh token written back, a 401 answered by
// one renewal and one retry, a refused renewal or a reused rotated token signing out, and sign-out
// revoking at the provider and deleting locally.
#include "OidcTestServer.h"
#include "RelayTestServer.h"
#include "TestBrowser.h"
#include "TestRegistry.h"
#include "auth/AuthSession.h"
#include "auth/AuthorizationCodeFlow.h"
#include "auth/StoredTokens.h"
#include "auth/TokenClient.h"
#include "backends/RelayClient.h"
#include "credentials/CredentialStore.h"

#include <QSignalSpy>
#include <QTest>

#include <memory>
#include <optional>

using namespace hw;
using namespace hw::test;
using namespace Qt::StringLiterals;

class tst_OidcSession : public QObject
{
    Q_OBJECT
private:
    OidcTestServer m_server;
    OidcProviderEndpoints m_endpoints;
    CredentialStore m_store;
    int m_keys = 0;

    std::optional<TokenSet> signIn() { return m_server.signInWithBrowser(m_endpoints); }

    AuthSession::Config config()
    {
        AuthSession::Config c;
        c.keychainKey = u"tst-session-%1-%2/oauth"_s.arg(QCoreApplication::applicationPid()).arg(++m_keys);
        c.issuer = m_server.issuer();
        c.client = m_server.clientSettings();
        return c;
    }

    CredentialResult keychainRead(const QString &key)
    {
        std::optional<CredentialResult> result;
        QObject context;
        m_store.read(key, &context, [&](const CredentialResult &r) { result = r; });
        (void)QTest::qWaitFor([&] { return result.has_value(); }, 20'000);
        return result.value_or(CredentialResult {});
    }

    int active(const QString &token) { return m_server.tokenActive(m_endpoints, token); }

    // A session that adopted a fresh sign-in (kept in the keychain).
    std::unique_ptr<AuthSession> signedInSession(const AuthSession::Config &c)
    {
        const std::optional<TokenSet> tokens = signIn();
        if (!tokens)
            return nullptr;
        auto session = std::make_unique<AuthSession>(c, &m_store);
        QSignalSpy adopted(session.get(), &AuthSession::adoptFinished);
        session->adopt(*tokens);
        if (!adopted.wait(20'000) || !adopted.at(0).at(0).toString().isEmpty())
            return nullptr;
        return session;
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_server.isValid(), qPrintable(m_server.error()));
        QString error;
        m_endpoints = m_server.discover(&error);
        QVERIFY2(!m_endpoints.token.isEmpty(), qPrintable(error));
    }

    void storedSignInIsReadBackAndRenewedAheadOfExpiry()
    {
        const AuthSession::Config c = config();
        std::unique_ptr<AuthSession> first = signedInSession(c);
        QVERIFY(first);
        QCOMPARE(first->status().state, AccountStatus::State::SignedIn);
        QCOMPARE(first->status().account, u"hudwatch-test-user"_s); // the ID token's subject
        QVERIFY(first->status().renewable);
        const QString firstAccess = first->bearerToken();
        first.reset();

        // A new start: the sign-in comes from the keychain alone.
        AuthSession session(c, &m_store);
        QSignalSpy changes(&session, &AuthSession::statusChanged);
        session.load();
        QTRY_VERIFY_WITH_TIMEOUT(session.status().state != AccountStatus::State::Reading, 20'000);
        QCOMPARE(session.status().state, AccountStatus::State::SignedIn);
        QCOMPARE(session.bearerToken(), firstAccess);
        const QString stored = keychainRead(c.keychainKey).secret;
        const auto before = StoredTokens::fromJson(stored.toUtf8());
        QVERIFY2(before.ok(), qPrintable(before.error()));

        // Renewed before the 3 s token expires (half its remaining life), without any request
        // being refused first.
        const QDateTime expiry = session.status().expiresAt;
        QVERIFY(session.nextRenewalAt().isValid());
        QVERIFY(session.nextRenewalAt() < expiry);
        QTRY_VERIFY_WITH_TIMEOUT(session.bearerToken() != firstAccess, 10'000);
        QVERIFY2(
            QDateTime::currentDateTimeUtc() < expiry.addMSecs(500), "renewed ahead of expiry, not after it");
        QCOMPARE(active(session.bearerToken()), 1);

        // The rotated refresh token is what the keychain holds now.
        QTRY_VERIFY_WITH_TIMEOUT(keychainRead(c.keychainKey).secret != stored, 10'000);
        const auto after = StoredTokens::fromJson(keychainRead(c.keychainKey).secret.toUtf8());
        QVERIFY2(after.ok(), qPrintable(after.error()));
        QVERIFY(after->tokens.refreshToken != before->tokens.refreshToken);
        QCOMPARE(after->tokens.accessToken, session.bearerToken());
        session.signOut();
        QTRY_VERIFY_WITH_TIMEOUT(keychainRead(c.keychainKey).notFound, 20'000);
    }

    void rejectedTokenIsRenewedOnceAndRetriedOnce()
    {
        AuthSession::Config c = config();
        c.renewAheadSeconds = 0; // renewals only when asked, for this test: the timer fires at expiry
        std::unique_ptr<AuthSession> session = signedInSession(c);
        QVERIFY(session);
        RelayTestServer relay;
        QVERIFY(relay.listen());
        relay.setRequiredToken(u"a token nobody has"_s);
        RelayConfig rc;
        rc.baseUrl = relay.url();
        RelayClient client(rc);
        client.setTokenSource(session.get());
        const QString before = session->bearerToken();
        std::optional<RelayError> error;
        client.fetchAllowlist(this, [&](std::optional<Allowlist>, const RelayError &e) { error = e; });
        QTRY_VERIFY_WITH_TIMEOUT(error.has_value(), 20'000);
        QCOMPARE(error->kind, RelayError::Kind::Unauthorized);
        // One refused request, one renewal, one retry with the new token, refused too: final.
        QCOMPARE(relay.requestCount(RelayTestServer::AllowlistPath), 2);
        QVERIFY(session->bearerToken() != before);
        QCOMPARE(relay.lastAuthorization(), "Bearer " + session->bearerToken().toUtf8());
        QVERIFY(!error->describe().contains(session->bearerToken()));

        // The server now takes the current token: the next fetch passes at the first try.
        relay.setRequiredToken(session->bearerToken());
        std::optional<Allowlist> list;
        client.fetchAllowlist(this, [&](std::optional<Allowlist> l, const RelayError &) { list = l; });
        QTRY_VERIFY_WITH_TIMEOUT(list.has_value(), 20'000);
        QCOMPARE(relay.requestCount(RelayTestServer::AllowlistPath), 3);
        session->signOut();
    }

    void refusedRenewalSignsOutAndSaysSo()
    {
        const AuthSession::Config c = config();
        std::unique_ptr<AuthSession> session = signedInSession(c);
        QVERIFY(session);
        // The grant is revoked elsewhere (an admin, another device signing out).
        const auto stored = StoredTokens::fromJson(keychainRead(c.keychainKey).secret.toUtf8());
        QVERIFY(stored.ok());
        std::optional<Result<void>> revoked;
        TokenClient(m_endpoints, m_server.clientSettings())
            .revoke(stored->tokens.refreshToken, u"refresh_token"_s, this,
                [&](const Result<void> &r) { revoked = r; });
        QTRY_VERIFY_WITH_TIMEOUT(revoked.has_value(), 10'000);
        QVERIFY(revoked->ok());

        session->renewNow();
        QTRY_COMPARE_WITH_TIMEOUT(session->status().state, AccountStatus::State::SignedOut, 20'000);
        QVERIFY(session->status().endedByProvider);
        QVERIFY2(session->status().problem.startsWith(u"signed out — sign in again"_s),
            qPrintable(session->status().problem));
        QVERIFY(session->bearerToken().isEmpty());
        QTRY_VERIFY_WITH_TIMEOUT(keychainRead(c.keychainKey).notFound, 20'000);
    }

    void reusedRotatedRefreshTokenSignsOut()
    {
        const AuthSession::Config c = config();
        std::unique_ptr<AuthSession> first = signedInSession(c);
        QVERIFY(first);
        // A second copy of the same stored sign-in (another instance of the app).
        AuthSession second(c, &m_store);
        second.load();
        QTRY_COMPARE_WITH_TIMEOUT(second.status().state, AccountStatus::State::SignedIn, 20'000);
        const QString secondToken = second.bearerToken();

        const QString old = first->bearerToken();
        first->renewNow();
        QTRY_VERIFY_WITH_TIMEOUT(first->bearerToken() != old && !first->bearerToken().isEmpty(), 20'000);
        // The other copy renews with the rotated-out refresh token: the provider sees the reuse.
        second.renewNow();
        QTRY_COMPARE_WITH_TIMEOUT(second.status().state, AccountStatus::State::SignedOut, 20'000);
        QVERIFY(second.status().endedByProvider);
        QVERIFY(!second.status().problem.contains(secondToken));
        first->signOut();
    }

    void signOutRevokesAtTheProviderAndDeletesLocally()
    {
        const AuthSession::Config c = config();
        std::unique_ptr<AuthSession> session = signedInSession(c);
        QVERIFY(session);
        const auto stored = StoredTokens::fromJson(keychainRead(c.keychainKey).secret.toUtf8());
        QVERIFY(stored.ok());
        QCOMPARE(active(stored->tokens.refreshToken), 1);
        QSignalSpy finished(session.get(), &AuthSession::signOutFinished);
        session->signOut();
        QCOMPARE(session->status().state, AccountStatus::State::SignedOut);
        QVERIFY(!session->status().endedByProvider);
        QVERIFY(session->bearerToken().isEmpty());
        QVERIFY(finished.wait(20'000));
        QCOMPARE(finished.at(0).at(0).toString(), QString());
        QCOMPARE(active(stored->tokens.refreshToken), 0);
        QVERIFY(keychainRead(c.keychainKey).notFound);
    }

    void signInForAnotherProviderIsNotUsed()
    {
        AuthSession::Config c = config();
        std::unique_ptr<AuthSession> session = signedInSession(c);
        QVERIFY(session);
        c.issuer = QUrl(u"https://login.example.org"_s);
        AuthSession other(c, &m_store);
        other.load();
        QTRY_VERIFY_WITH_TIMEOUT(other.status().state != AccountStatus::State::Reading, 20'000);
        QCOMPARE(other.status().state, AccountStatus::State::SignedOut);
        QVERIFY(other.bearerToken().isEmpty());
        QVERIFY2(other.status().problem.contains(m_server.issuer().toDisplayString()),
            qPrintable(other.status().problem));
        // Waited for: a revocation still in flight when the test ends leaves Qt's HTTP thread
        // objects orphaned at exit (LeakSanitizer reported them).
        QSignalSpy signedOut(session.get(), &AuthSession::signOutFinished);
        session->signOut();
        QVERIFY(signedOut.size() == 1 || signedOut.wait(20'000));
    }
};

HW_TEST_GUILESS_MAIN(tst_OidcSession)
#include "tst_OidcSession.moc"
