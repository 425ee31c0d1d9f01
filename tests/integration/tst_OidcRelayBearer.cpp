#include "OidcTestServer.h"
#include "RelayTestServer.h"
#include "TestBrowser.h"
#include "TestRegistry.h"
#include "auth/AuthorizationCodeFlow.h"
#include "auth/TokenClient.h"
#include "backends/RelayClient.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSignalSpy>
#include <QTest>

#include <memory>
#include <optional>

using namespace hw;
using namespace hw::test;
using namespace Qt::StringLiterals;

// The relay test server as a real resource server: it asks the real provider (introspection,
// RFC 7662, as the confidential crcr-relay client) about every bearer token the real RelayClient
// sends. Tokens come from the real authorization code flow; the fixture's access tokens live 3 s.
class tst_OidcRelayBearer : public QObject
{
    Q_OBJECT
private:
    struct Fetched {
        std::optional<Allowlist> allowlist;
        RelayError error;
        bool answered = false;
    };
    // A raw answer of the relay test server, to see what a resource server says on the wire.
    struct Raw {
        int status = 0;
        QByteArray wwwAuthenticate;
        QByteArray body;
    };

    OidcTestServer m_oidc;
    OidcProviderEndpoints m_endpoints;
    std::unique_ptr<RelayTestServer> m_relay;
    Allowlist m_allowlist;

    std::optional<TokenSet> signIn() { return m_oidc.signInWithBrowser(m_endpoints); }
    TokenClient tokenClient() const { return TokenClient(m_endpoints, m_oidc.clientSettings()); }

    Fetched fetchAllowlist(const QString &token, const QString &apiPrefix = RelayConfig::PublicPrefix)
    {
        RelayConfig config;
        config.baseUrl = m_relay->url();
        config.apiPrefix = apiPrefix;
        config.token = token;
        config.connectTimeoutMs = 5'000;
        config.readTimeoutMs = 15'000;
        RelayClient client(config);
        Fetched out;
        client.fetchAllowlist(nullptr, [&out](std::optional<Allowlist> value, RelayError error) {
            out.allowlist = std::move(value);
            out.error = std::move(error);
            out.answered = true;
        });
        if (!QTest::qWaitFor([&out] { return out.answered; }, 20'000))
            out.error.message
                = u"TEST: no answer from the relay client"_s; // kind stays None: fails both ways
        return out;
    }
    Raw rawGet(const QString &token)
    {
        QUrl url = m_relay->url();
        url.setPath(RelayTestServer::AllowlistPath);
        QNetworkRequest request(url);
        if (!token.isEmpty())
            request.setRawHeader("Authorization"_ba, "Bearer " + token.toUtf8());
        QNetworkAccessManager nam;
        std::unique_ptr<QNetworkReply> reply(nam.get(request));
        Raw raw;
        if (!QTest::qWaitFor([&reply] { return reply->isFinished(); }, 20'000))
            return raw;
        raw.status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
        raw.wwwAuthenticate = reply->rawHeader("WWW-Authenticate"_ba);
        raw.body = reply->readAll();
        return raw;
    }
    Result<TokenSet> refresh(const TokenSet &tokens)
    {
        QObject context;
        std::optional<Result<TokenSet>> result;
        tokenClient().refresh(tokens, &context, [&](const Result<TokenSet> &r) { result = r; });
        if (!QTest::qWaitFor([&] { return result.has_value(); }, 10'000))
            return SourceError::make(SourceError::Kind::Timeout, u"test"_s, u"no answer"_s);
        return *result;
    }
    Result<void> revoke(const QString &token, const QString &hint)
    {
        QObject context;
        std::optional<Result<void>> result;
        tokenClient().revoke(token, hint, &context, [&](const Result<void> &r) { result = r; });
        if (!QTest::qWaitFor([&] { return result.has_value(); }, 10'000))
            return SourceError::make(SourceError::Kind::Timeout, u"test"_s, u"no answer"_s);
        return *result;
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_oidc.isValid(), qPrintable(m_oidc.error()));
        QString error;
        m_endpoints = m_oidc.discover(&error);
        QVERIFY2(!m_endpoints.introspection.isEmpty(), qPrintable(error));
        AllowlistEntry entry;
        entry.repo = u"pytorch/pytorch"_s;
        entry.level = TrustLevel::L2;
        entry.oncalls = { u"pt2-oncall"_s };
        m_allowlist.entries = { entry };
    }

    void init()
    {
        m_relay = std::make_unique<RelayTestServer>();
        QVERIFY(m_relay->listen());
        m_relay->setAllowlist(m_allowlist);
        m_relay->setTokenIntrospection(
            m_endpoints.introspection, m_oidc.relayClientId(), m_oidc.relayClientSecret());
    }

    void cleanup() { m_relay.reset(); }

    void validAccessTokenIsAccepted()
    {
        const std::optional<TokenSet> tokens = signIn();
        QVERIFY(tokens.has_value());
        const Fetched fetched = fetchAllowlist(tokens->accessToken);
        QVERIFY2(!fetched.error.isError() && fetched.answered, qPrintable(fetched.error.describe()));
        QVERIFY(fetched.allowlist.has_value());
        QCOMPARE(fetched.allowlist->entries.size(), qsizetype(1));
        QCOMPARE(fetched.allowlist->entries.at(0).repo, u"pytorch/pytorch"_s);
        QCOMPARE(m_relay->acceptedTokenCount(), 1);
        QCOMPARE(m_relay->rejectedTokenCount(), 0);
        QCOMPARE(m_relay->bearerTokensSeen(), QStringList { tokens->accessToken });
    }

    // HUD as served: the public /api refuses non-browser clients; /api/authed takes the
    // sign-in's token as bearer (the prefix replaces /api).
    void signedInTokenOnTheAuthedRoute()
    {
        m_relay->setBotProtection(RelayTestServer::BotProtection::Challenge);
        const std::optional<TokenSet> tokens = signIn();
        QVERIFY(tokens.has_value());
        const Fetched refused = fetchAllowlist(tokens->accessToken);
        QCOMPARE(refused.error.kind, RelayError::Kind::BotProtection);
        QVERIFY2(refused.error.message.contains(u"use /api/authed with a GitHub sign-in"_s),
                 qPrintable(refused.error.message));
        const Fetched fetched = fetchAllowlist(tokens->accessToken, RelayConfig::AuthedPrefix);
        QVERIFY2(!fetched.error.isError() && fetched.answered, qPrintable(fetched.error.describe()));
        QCOMPARE(fetched.allowlist->entries.size(), qsizetype(1));
        QCOMPARE(m_relay->authedRequestCount(), 1);
        QCOMPARE(m_relay->lastAuthorization(), "Bearer " + tokens->accessToken.toUtf8());
        QCOMPARE(m_relay->acceptedTokenCount(), 1);
        // Without the sign-in the authed route answers 401.
        const Fetched anonymous = fetchAllowlist({}, RelayConfig::AuthedPrefix);
        QCOMPARE(anonymous.error.kind, RelayError::Kind::Unauthorized);
        QCOMPARE(anonymous.error.path, u"/api/authed/crcr/allowlist"_s);
    }

    void noTokenIsUnauthorized()
    {
        const Fetched fetched = fetchAllowlist({});
        QCOMPARE(fetched.error.kind, RelayError::Kind::Unauthorized);
        QCOMPARE(fetched.error.httpStatus, 401);
        QVERIFY(!fetched.allowlist.has_value());
        QCOMPARE(m_relay->requestCount(RelayTestServer::AllowlistPath), 1);
        QVERIFY(m_relay->lastAuthorization().isEmpty());

        const Raw raw = rawGet({});
        QCOMPARE(raw.status, 401);
        QCOMPARE(raw.wwwAuthenticate, "Bearer"_ba);
        QCOMPARE(raw.body, "{\"error\":\"unauthorized\"}"_ba);
        // Nothing to introspect, so nothing was counted either way.
        QCOMPARE(m_relay->acceptedTokenCount(), 0);
        QCOMPARE(m_relay->rejectedTokenCount(), 0);
        QVERIFY(m_relay->bearerTokensSeen().isEmpty());
    }

    void madeUpTokenIsUnauthorized()
    {
        const QString madeUp = u"made-up-access-token-0123456789abcdefghijklmnop"_s;
        const Fetched fetched = fetchAllowlist(madeUp);
        QCOMPARE(fetched.error.kind, RelayError::Kind::Unauthorized);
        QCOMPARE(fetched.error.httpStatus, 401);
        QCOMPARE(m_relay->rejectedTokenCount(), 1);
        QCOMPARE(m_relay->acceptedTokenCount(), 0);

        const Raw raw = rawGet(madeUp);
        QCOMPARE(raw.status, 401);
        QCOMPARE(raw.wwwAuthenticate, "Bearer error=\"invalid_token\""_ba);
        QCOMPARE(raw.body, "{\"error\":\"invalid_token\"}"_ba);
        QCOMPARE(m_relay->rejectedTokenCount(), 2);
        QCOMPARE(m_relay->bearerTokensSeen(), QStringList { madeUp }); // distinct tokens only
    }

    void revokedTokenIsUnauthorized()
    {
        const std::optional<TokenSet> tokens = signIn();
        QVERIFY(tokens.has_value());
        const Fetched before = fetchAllowlist(tokens->accessToken);
        QVERIFY2(!before.error.isError() && before.allowlist, qPrintable(before.error.describe()));
        QCOMPARE(m_relay->acceptedTokenCount(), 1);

        const Result<void> revoked = revoke(tokens->accessToken, u"access_token"_s);
        QVERIFY2(revoked.ok(), qPrintable(revoked.error().message));
        const Fetched after = fetchAllowlist(tokens->accessToken);
        QCOMPARE(after.error.kind, RelayError::Kind::Unauthorized);
        QCOMPARE(after.error.httpStatus, 401);
        QCOMPARE(m_relay->acceptedTokenCount(), 1);
        QCOMPARE(m_relay->rejectedTokenCount(), 1);
    }

    void expiredTokenIsUnauthorizedUntilRefreshed()
    {
        const std::optional<TokenSet> tokens = signIn();
        QVERIFY(tokens.has_value());
        const Fetched fresh = fetchAllowlist(tokens->accessToken);
        QVERIFY2(!fresh.error.isError() && fresh.allowlist, qPrintable(fresh.error.describe()));

        // The fixture's access tokens live 3 s (OIDC_ACCESS_TOKEN_TTL).
        QVERIFY(tokens->expiresAt <= QDateTime::currentDateTimeUtc().addSecs(5));
        QTRY_VERIFY_WITH_TIMEOUT(tokens->expiresWithin(QDateTime::currentDateTimeUtc(), 0), 6'000);
        // exp has a resolution of whole seconds: past it on the provider's clock too.
        const qint64 exp = tokens->expiresAt.toSecsSinceEpoch();
        QTRY_VERIFY_WITH_TIMEOUT(QDateTime::currentSecsSinceEpoch() > exp + 1, 5'000);
        const Fetched expired = fetchAllowlist(tokens->accessToken);
        QCOMPARE(expired.error.kind, RelayError::Kind::Unauthorized);
        QCOMPARE(m_relay->rejectedTokenCount(), 1);

        const Result<TokenSet> refreshed = refresh(*tokens);
        QVERIFY2(refreshed.ok(), qPrintable(refreshed.error().message));
        QVERIFY(refreshed->accessToken != tokens->accessToken);
        const Fetched again = fetchAllowlist(refreshed->accessToken);
        QVERIFY2(!again.error.isError() && again.allowlist, qPrintable(again.error.describe()));
        QCOMPARE(m_relay->acceptedTokenCount(), 2);
        QCOMPARE(m_relay->bearerTokensSeen(), (QStringList { tokens->accessToken, refreshed->accessToken }));
    }

    void faultsApplyOnlyAfterTheTokenCheck()
    {
        m_relay->setFault(RelayTestServer::AllowlistPath, RelayTestServer::Fault::RateLimited, 7);
        const Fetched madeUp = fetchAllowlist(u"made-up-access-token"_s);
        QCOMPARE(madeUp.error.kind, RelayError::Kind::Unauthorized);

        const std::optional<TokenSet> tokens = signIn();
        QVERIFY(tokens.has_value());
        const Fetched limited = fetchAllowlist(tokens->accessToken);
        QCOMPARE(limited.error.kind, RelayError::Kind::BotProtection); // a 429 from HUD is its bot protection
        QCOMPARE(limited.error.httpStatus, 429);
        QCOMPARE(limited.error.retryAfterSeconds, 7);
        QCOMPARE(m_relay->acceptedTokenCount(), 1);
    }

    void failedIntrospectionIsServiceUnavailable()
    {
        // A wrong client secret: the provider refuses the introspection call itself (invalid_client).
        m_relay->setTokenIntrospection(m_endpoints.introspection, m_oidc.relayClientId(), u"wrong-secret"_s);
        const std::optional<TokenSet> tokens = signIn();
        QVERIFY(tokens.has_value());
        const Fetched fetched = fetchAllowlist(tokens->accessToken);
        QCOMPARE(fetched.error.kind, RelayError::Kind::Http);
        QCOMPARE(fetched.error.httpStatus, 503);
        const Raw raw = rawGet(tokens->accessToken);
        QCOMPARE(raw.status, 503);
        QCOMPARE(raw.body, "{\"error\":\"introspection failed\"}"_ba);
        QCOMPARE(m_relay->acceptedTokenCount(), 0);
        QCOMPARE(m_relay->rejectedTokenCount(), 0);
    }
};

HW_TEST_GUILESS_MAIN(tst_OidcRelayBearer)
#include "tst_OidcRelayBearer.moc"
