#include "OidcTestServer.h"
#include "TestBrowser.h"
#include "TestRegistry.h"
#include "auth/AuthorizationCodeFlow.h"
#include "auth/TokenClient.h"

#include <QSignalSpy>
#include <QTest>

#include <optional>

using namespace hw;
using namespace hw::test;
using namespace Qt::StringLiterals;

// Refresh (with rotation), reuse of a rotated refresh token, revocation and introspection against
// the real provider, whose access tokens live 3 s in the fixture.
class tst_OidcTokens : public QObject
{
    Q_OBJECT
private:
    OidcTestServer m_server;
    OidcProviderEndpoints m_endpoints;

    std::optional<TokenSet> signIn() { return m_server.signInWithBrowser(m_endpoints); }
    TokenClient client() const { return TokenClient(m_endpoints, m_server.clientSettings()); }

    Result<TokenSet> refresh(const TokenSet &tokens)
    {
        QObject context;
        std::optional<Result<TokenSet>> result;
        client().refresh(tokens, &context, [&](const Result<TokenSet> &r) { result = r; });
        if (!QTest::qWaitFor([&] { return result.has_value(); }, 10'000))
            return SourceError::make(SourceError::Kind::Timeout, u"test"_s, u"no answer"_s);
        return *result;
    }
    int active(const QString &token) { return m_server.tokenActive(m_endpoints, token); }
    Result<void> revoke(const QString &token, const QString &hint)
    {
        QObject context;
        std::optional<Result<void>> result;
        client().revoke(token, hint, &context, [&](const Result<void> &r) { result = r; });
        if (!QTest::qWaitFor([&] { return result.has_value(); }, 10'000))
            return SourceError::make(SourceError::Kind::Timeout, u"test"_s, u"no answer"_s);
        return *result;
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_server.isValid(), qPrintable(m_server.error()));
        QString error;
        m_endpoints = m_server.discover(&error);
        QVERIFY2(!m_endpoints.token.isEmpty(), qPrintable(error));
    }

    void expiredAccessTokenIsRefreshedAndTheRefreshTokenRotated()
    {
        const std::optional<TokenSet> first = signIn();
        QVERIFY(first.has_value());
        QCOMPARE(active(first->accessToken), 1);
        // The fixture's access tokens live 3 s.
        QVERIFY(first->expiresAt <= QDateTime::currentDateTimeUtc().addSecs(5));
        QTRY_VERIFY_WITH_TIMEOUT(first->expiresWithin(QDateTime::currentDateTimeUtc(), 0), 6'000);
        QTRY_COMPARE_WITH_TIMEOUT(active(first->accessToken), 0, 5'000);

        const Result<TokenSet> second = refresh(*first);
        QVERIFY2(second.ok(), qPrintable(second.error().message));
        QVERIFY(second->accessToken != first->accessToken);
        QVERIFY(!second->refreshToken.isEmpty());
        QVERIFY2(second->refreshToken != first->refreshToken,
            "the provider rotates refresh tokens of public clients");
        QCOMPARE(active(second->accessToken), 1);

        // The rotated-out refresh token is refused; the provider then ends the whole grant
        // (reuse detection), so the app is signed out.
        const Result<TokenSet> replay = refresh(*first);
        QVERIFY(!replay.ok());
        QCOMPARE(replay.error().kind, SourceError::Kind::Authentication);
        QVERIFY2(replay.error().message.contains(u"invalid_grant"_s), qPrintable(replay.error().message));
        QVERIFY(!replay.error().message.contains(first->refreshToken));
        QCOMPARE(active(second->refreshToken), 0);
    }

    void revokedTokensAreInactive()
    {
        const std::optional<TokenSet> tokens = signIn();
        QVERIFY(tokens.has_value());
        QCOMPARE(active(tokens->accessToken), 1);
        QCOMPARE(active(tokens->refreshToken), 1);
        const Result<void> revokedAccess = revoke(tokens->accessToken, u"access_token"_s);
        QVERIFY2(revokedAccess.ok(), qPrintable(revokedAccess.error().message));
        QCOMPARE(active(tokens->accessToken), 0);
        const Result<void> revokedRefresh = revoke(tokens->refreshToken, u"refresh_token"_s);
        QVERIFY2(revokedRefresh.ok(), qPrintable(revokedRefresh.error().message));
        QCOMPARE(active(tokens->refreshToken), 0);
        const Result<TokenSet> afterwards = refresh(*tokens);
        QVERIFY(!afterwards.ok());
        QCOMPARE(afterwards.error().kind, SourceError::Kind::Authentication);
    }

    void refreshWithoutRefreshTokenSaysSignInAgain()
    {
        TokenSet none;
        none.accessToken = u"x"_s;
        const Result<TokenSet> r = refresh(none);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, SourceError::Kind::Authentication);
    }
};

HW_TEST_GUILESS_MAIN(tst_OidcTokens)
#include "tst_OidcTokens.moc"
