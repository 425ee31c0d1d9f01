// RelayClient against the RelayTestServer: the relay URL and its checks, what HUD serves (the
// happy paths, the authed route, bot protection) and the token. Faults and the request
// lifecycle: tst_RelayClientFaults; the JSON parsers: tst_RelayJson.
#include "net/BearerTokenSource.h"
#include "backends/RelayClient.h"
#include "backends/RelayConfig.h"
#include "backends/RelayError.h"

#include "RelayClientFixture.h"
#include "RelaySamples.h"
#include "RelayTestServer.h"
#include "TestRegistry.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTest>
#include <QTimer>
#include <QUrlQuery>

using namespace Qt::StringLiterals;
using namespace hw;
using namespace hw::test;
using Kind = RelayError::Kind;
using Fault = RelayTestServer::Fault;

namespace {

// A sign-in whose token the relay refuses; renewing it hands out the same token again, or fails.
class RefusedSignIn : public BearerTokenSource
{
public:
    QString failure; // empty: the renewal "succeeds" with the same token
    QString bearerToken() const override { return u"tok-signed-in-but-refused"_s; }
    void renewRejectedToken(const QString &, QObject *context, Renewed done) override
    {
        QTimer::singleShot(0, context, [done, failure = failure] {
            done(failure.isEmpty() ? SourceError()
                                   : SourceError::make(SourceError::Kind::Authentication, u"sign-in"_s, failure));
        });
    }
};

} // namespace

class tst_RelayClient : public RelayClientFixture
{
    Q_OBJECT

private slots:
    void init() { QVERIFY(startServer()); }
    void cleanup() { stopServer(); }

    // --- configuration -------------------------------------------------------------------------

    void fromUrl_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("base");     // expected baseUrl, empty when rejected
        QTest::addColumn<QString>("error");
        const QString httpsRequired =
            u"relay URL must use https:// unless the host is loopback (127.0.0.1, ::1, localhost) "
            u"or the profile sets relay/allowInsecureHttp=true"_s;
        QTest::newRow("https") << u"https://hud.pytorch.org"_s << u"https://hud.pytorch.org"_s << QString();
        QTest::newRow("https slash") << u" https://hud.pytorch.org/ "_s << u"https://hud.pytorch.org"_s << QString();
        QTest::newRow("https prefix") << u"https://example.com/hud/"_s << u"https://example.com/hud"_s << QString();
        QTest::newRow("HTTPS upper") << u"HTTPS://hud.pytorch.org"_s << u"https://hud.pytorch.org"_s << QString();
        QTest::newRow("http loopback") << u"http://127.0.0.1:8080"_s << u"http://127.0.0.1:8080"_s << QString();
        QTest::newRow("http 127/8") << u"http://127.0.0.2:8080"_s << u"http://127.0.0.2:8080"_s << QString();
        QTest::newRow("http localhost") << u"http://localhost:3000"_s << u"http://localhost:3000"_s << QString();
        QTest::newRow("http ::1") << u"http://[::1]:3000"_s << u"http://[::1]:3000"_s << QString();
        QTest::newRow("http remote") << u"http://hud.pytorch.org"_s << QString() << httpsRequired;
        QTest::newRow("http private ip") << u"http://10.0.0.1:3000"_s << QString() << httpsRequired;
        QTest::newRow("http localhost.evil") << u"http://localhost.evil.com"_s << QString() << httpsRequired;
        QTest::newRow("ftp") << u"ftp://hud.pytorch.org"_s << QString()
                             << u"relay URL must start with https:// (got 'ftp') — fix relay/url in Profile ▸ Edit this profile…"_s;
        QTest::newRow("no scheme") << u"hud.pytorch.org"_s << QString()
                                   << u"relay URL must start with https:// (got '') — fix relay/url in Profile ▸ Edit this profile…"_s;
        QTest::newRow("empty") << u"  "_s << QString() << u"no relay URL given — set relay/url in Profile ▸ Edit this profile…"_s;
        QTest::newRow("user info") << u"https://me:tok-5ecret-relay-9@hud.pytorch.org"_s << QString()
                                   << u"relay URL must not contain a user name or password (the token comes "
                                      "from the keychain)"_s;
        QTest::newRow("query") << u"https://hud.pytorch.org/?token=x"_s << QString()
                               << u"relay URL must not contain a query or fragment — remove it from relay/url"_s;
        QTest::newRow("no host") << u"https:///api"_s << QString() << u"relay URL has no host — fix relay/url in Profile ▸ Edit this profile…"_s;
    }
    void fromUrl()
    {
        QFETCH(QString, text);
        QFETCH(QString, base);
        QFETCH(QString, error);
        const auto c = RelayConfig::fromUrl(text);
        const QString why = c.error().message;
        if (base.isEmpty()) {
            QVERIFY(!c);
            QCOMPARE(why, error);
            QCOMPARE(c.error().kind, SourceError::Kind::Configuration);
            QVERIFY(!why.contains(Token));
        } else {
            QVERIFY2(c, qPrintable(why));
            QCOMPARE(c->baseUrl.toString(), base);
            QVERIFY(why.isEmpty());
            QCOMPARE(c->token, QString());
            QCOMPARE(c->maxResponseBytes, 32ll * 1024 * 1024);
        }
    }

    void endpointAndUrls()
    {
        const auto c = RelayConfig::fromUrl(u"https://example.com/hud"_s);
        QVERIFY(c);
        QCOMPARE(c->endpoint(), u"example.com:443"_s);
        QCOMPARE(c->urlFor(u"/api/crcr/allowlist"_s).toString(), u"https://example.com/hud/api/crcr/allowlist"_s);
        const auto v6 = RelayConfig::fromUrl(u"http://[::1]:3000"_s);
        QVERIFY(v6);
        QCOMPARE(v6->endpoint(), u"[::1]:3000"_s);
    }

    // --- happy paths against the server --------------------------------------------------------

    void allowlistHappyPath()
    {
        RelayClient client(config());
        const auto r = allowlist(client);
        QVERIFY2(!r.error.isError(), qPrintable(r.error.describe()));
        QCOMPARE(r.calls, 1);
        QVERIFY(r.value);
        // HUD's allowlist endpoint drops L3's device: it comes back empty (shown as unknown).
        QCOMPARE(*r.value, withoutDevices(sampleAllowlist()));
        QCOMPARE(r.value->find(u"example-org/STABLE-xpu"_s)->device, QString());
        QCOMPARE(client.lastCacheStatus(), u"MISS"_s);
        QCOMPARE(allowlist(client).error.kind, Kind::None);
        QCOMPARE(client.lastCacheStatus(), u"HIT"_s);
        QCOMPARE(m_server->requestCount(RelayTestServer::AllowlistPath), 2);
        QCOMPARE(client.pendingCount(), 0);
        // Request shape: JSON, our User-Agent, no Authorization without a token.
        QCOMPARE(m_server->lastHeader("accept"), QByteArray("application/json"));
        QCOMPARE(m_server->lastHeader("user-agent"), QByteArray("hudwatch/" HUDWATCH_VERSION));
        QCOMPARE(RelayClient::userAgent(), QByteArray("hudwatch/" HUDWATCH_VERSION));
        QCOMPARE(m_server->lastAuthorization(), QByteArray());
    }

    void levelStatusHappyPath()
    {
        RelayClient client(config());
        const auto r = levelStatus(client);
        QVERIFY2(!r.error.isError(), qPrintable(r.error.describe()));
        QVERIFY(r.value);
        QCOMPARE(r.value->size(), 3);
        QCOMPARE(*r.value, sampleLevelStatus());
        QCOMPARE(r.value->at(2).criteria.at(1).judged, false);
        // Display strings stay strings: nothing is parsed into numbers.
        QCOMPARE(r.value->at(0).criteria.at(0).measuredText, u"87.5%"_s);
        QCOMPARE(r.value->at(0).criteria.at(0).measured, std::nullopt);
        QCOMPARE(r.value->at(1).criteria.at(0).measuredText, QString()); // null: no measurement
        QCOMPARE(client.lastCacheStatus(), QString()); // level-status sends no X-Cache
    }

    void prInfoHappyPath()
    {
        RelayClient client(config());
        const auto r = prInfo(client, {170002, 170001, 170002, 170404, -3});
        QVERIFY2(!r.error.isError(), qPrintable(r.error.describe()));
        QVERIFY(r.value);
        // Request order, duplicates and non-positive numbers dropped; HUD's blank entry for an
        // unknown PR is passed on as it came.
        const QVector<PullRequestInfo> expected{{170002, u"Add a thing"_s, u"bob"_s},
                                                {170001, u"Fix a thing"_s, u"alice"_s},
                                                {170404, {}, {}}};
        QCOMPARE(*r.value, expected);
        QCOMPARE(m_server->requestCount(RelayTestServer::PrInfoPath), 1);
        const QUrlQuery q(m_server->requestUrls(RelayTestServer::PrInfoPath).first());
        QCOMPARE(q.queryItemValue(u"repo"_s), u"pytorch/pytorch"_s);
        QCOMPARE(q.queryItemValue(u"prs"_s), u"170002,170001,170404"_s);
    }

    void prInfoBatchesOf50()
    {
        QVector<PullRequestInfo> known;
        QVector<qint64> wanted;
        for (qint64 n = 1; n <= 120; ++n) {
            known.append({1000 + n, u"PR %1"_s.arg(n), u"user%1"_s.arg(n % 7)});
            wanted.prepend(1000 + n); // descending: the result must keep this order
        }
        m_server->setPrInfo(known);
        RelayClient client(config());
        Outcome<QVector<PullRequestInfo>> r;
        client.fetchPrInfo(u"pytorch/pytorch"_s, wanted, nullptr, [&](auto value, RelayError error) {
            r.value = std::move(value);
            r.error = error;
            ++r.calls;
        });
        QCOMPARE(client.pendingCount(), 1);
        QCOMPARE(client.pendingRequestCount(), 3);
        QTRY_COMPARE_WITH_TIMEOUT(r.calls, 1, 20'000);
        QVERIFY2(!r.error.isError(), qPrintable(r.error.describe()));
        QCOMPARE(m_server->requestCount(RelayTestServer::PrInfoPath), 3);
        QList<int> sizes;
        for (const QUrl &u : m_server->requestUrls(RelayTestServer::PrInfoPath))
            sizes << int(QUrlQuery(u).queryItemValue(u"prs"_s).split(u',').size());
        std::sort(sizes.begin(), sizes.end());
        QCOMPARE(sizes, (QList<int>{20, 50, 50}));
        QCOMPARE(r.value->size(), 120);
        for (qsizetype i = 0; i < 120; ++i) {
            QCOMPARE(r.value->at(i).number, wanted.at(i));
            QCOMPARE(r.value->at(i).title, u"PR %1"_s.arg(wanted.at(i) - 1000));
        }
        QTest::qWait(50); // on purpose: a second (wrong) callback would arrive by now
        QCOMPARE(r.calls, 1);
        QCOMPARE(client.pendingCount(), 0);
    }

    void prInfoBatchFailureReportsOnce()
    {
        m_server->setFault(RelayTestServer::PrInfoPath, Fault::ServerError);
        QVector<qint64> wanted;
        for (qint64 n = 1; n <= 120; ++n)
            wanted.append(n);
        RelayClient client(config());
        int calls = 0;
        RelayError error;
        client.fetchPrInfo(u"pytorch/pytorch"_s, wanted, nullptr, [&](auto value, RelayError e) {
            QVERIFY(!value);
            error = e;
            ++calls;
        });
        QTRY_COMPARE_WITH_TIMEOUT(calls, 1, 20'000);
        QTest::qWait(200); // on purpose: the other batches' failures would report again by now
        QCOMPARE(calls, 1);
        QCOMPARE(error.kind, Kind::Http);
        QCOMPARE(client.pendingRequestCount(), 0);
    }

    void prInfoWithoutPrsSendsNothing()
    {
        RelayClient client(config());
        const auto r = prInfo(client, {0, -1});
        QVERIFY(!r.error.isError());
        QVERIFY(r.value);
        QVERIFY(r.value->isEmpty());
        QCOMPARE(m_server->requestCount(RelayTestServer::PrInfoPath), 0);
    }

    void serverKeepsTheFirst50Prs()
    {
        // The client never asks for more; this pins HUD's behaviour (pr-info.ts: .slice(0, 50)).
        QNetworkAccessManager nam;
        QStringList prs;
        for (int n = 1; n <= 51; ++n)
            prs << QString::number(n);
        QUrl url = m_server->url();
        url.setPath(RelayTestServer::PrInfoPath);
        url.setQuery(u"repo=pytorch/pytorch&prs="_s + prs.join(u','));
        QNetworkReply *reply = nam.get(QNetworkRequest(url));
        QTRY_VERIFY_WITH_TIMEOUT(reply->isFinished(), 10'000);
        QCOMPARE(reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt(), 200);
        QCOMPARE(QJsonDocument::fromJson(reply->readAll()).array().size(), 50);
        delete reply;
    }

    // --- HUD as served (issue 29) --------------------------------------------------------------

    void authedPrefixReplacesApi()
    {
        RelayConfig c = config(Token);
        c.apiPrefix = RelayConfig::AuthedPrefix;
        QCOMPARE(c.urlFor(RelayClient::AllowlistPath).path(), u"/api/authed/crcr/allowlist"_s);
        m_server->setBotProtection(RelayTestServer::BotProtection::Challenge);
        RelayClient client(c);
        const auto r = allowlist(client);
        QVERIFY2(!r.error.isError(), qPrintable(r.error.describe()));
        QCOMPARE(m_server->authedRequestCount(), 1);
        QCOMPARE(m_server->publicRequestCount(), 0);
        QCOMPARE(m_server->lastAuthorization(), "Bearer " + Token.toUtf8());
        // Without a token HUD's authed route refuses (401), said as a missing token.
        RelayConfig bare = c;
        bare.token.clear();
        RelayClient anonymous(bare);
        const auto refused = allowlist(anonymous).error;
        QCOMPARE(refused.kind, Kind::Unauthorized);
        QCOMPARE(refused.path, u"/api/authed/crcr/allowlist"_s);
    }

    void apiPrefixIsValidated()
    {
        RelayConfig c = config();
        c.apiPrefix = u"/api/other"_s;
        RelayClient client(c);
        const auto e = allowlist(client).error;
        QCOMPARE(e.kind, Kind::Configuration);
        QVERIFY2(e.message.contains(u"relay/apiPrefix"_s), qPrintable(e.message));
        QCOMPARE(m_server->requestCount(RelayTestServer::AllowlistPath), 0);
    }

    void botChallengeIsSaidAsOne_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("status");
        QTest::newRow("challenge page, status 200") << int(RelayTestServer::BotProtection::Challenge) << 200;
        QTest::newRow("429") << int(RelayTestServer::BotProtection::TooManyRequests) << 429;
    }
    void botChallengeIsSaidAsOne()
    {
        QFETCH(int, mode);
        QFETCH(int, status);
        m_server->setBotProtection(RelayTestServer::BotProtection(mode));
        RelayClient client(config());
        for (const RelayError &e : {allowlist(client).error, levelStatus(client).error, prInfo(client, {170001}).error}) {
            QCOMPARE(e.kind, Kind::BotProtection);
            QCOMPARE(e.httpStatus, status);
            QVERIFY2(e.message.startsWith(u"HUD's bot protection refused this client: "_s), qPrintable(e.message));
            QVERIFY2(e.message.contains(u"use /api/authed with a GitHub sign-in"_s), qPrintable(e.message));
            QVERIFY2(!e.message.contains(u"malformed"_s, Qt::CaseInsensitive), qPrintable(e.message));
            QVERIFY2(e.message.contains(u"x-vercel-mitigated: challenge"_s), qPrintable(e.message));
        }
    }

    void htmlWithoutTheHeaderIsAChallengeToo()
    {
        // Any HTML where JSON was asked for (a body starting <!doctype html, or text/html).
        m_server->setRawBody(RelayTestServer::LevelStatusPath, "  <!DOCTYPE html><html><body>checking</body></html>");
        RelayClient client(config());
        const auto e = levelStatus(client).error;
        QCOMPARE(e.kind, Kind::BotProtection);
        QVERIFY2(e.message.contains(u"a challenge page instead of JSON"_s), qPrintable(e.message));
        m_server->setFault(RelayTestServer::AllowlistPath, Fault::BotChallenge);
        QCOMPARE(allowlist(client).error.kind, Kind::BotProtection);
    }

    void internalBotKeyPassesAndNeverShows()
    {
        const QString key = u"hud-bot-s3cret-77"_s;
        m_server->setBotProtection(RelayTestServer::BotProtection::Challenge);
        m_server->setBotKey(key);
        RelayConfig c = config();
        c.botKey = key;
        RelayClient client(c);
        const auto r = allowlist(client);
        QVERIFY2(!r.error.isError(), qPrintable(r.error.describe()));
        QCOMPARE(m_server->lastHeader("x-hud-internal-bot"), key.toUtf8());
        // A refusal never repeats the key.
        m_server->setFault(RelayTestServer::LevelStatusPath, Fault::ServerError);
        m_server->setRawBody(RelayTestServer::LevelStatusPath, (u"{\"error\":\"bad key "_s + key + u"\"}"_s).toUtf8(), 500);
        const auto e = levelStatus(client).error;
        QVERIFY(e.isError());
        QVERIFY2(!e.describe().contains(key), qPrintable(e.describe()));
        // Never to an allowlist file.
        QUrl file = m_server->url();
        file.setPath(RelayTestServer::AllowlistPath);
        bool done = false;
        client.fetchAllowlistFile(file, false, this, [&](std::optional<QByteArray>, RelayError) { done = true; });
        QTRY_VERIFY_WITH_TIMEOUT(done, 10'000);
        QCOMPARE(m_server->lastHeader("x-hud-internal-bot"), QByteArray());
    }

    void levelStatus404IsNotOffered()
    {
        m_server->setFault(RelayTestServer::LevelStatusPath, Fault::NotFound);
        RelayClient client(config());
        const auto r = levelStatus(client);
        QCOMPARE(r.error.kind, Kind::NotOffered);
        QVERIFY2(r.error.message.contains(u"not offered by this HUD"_s), qPrintable(r.error.message));
        QVERIFY(!r.value);
    }

    void prInfoAsServed()
    {
        RelayClient client(config());
        // An unknown PR: "" title and author, kept and marked unknown.
        const auto r = prInfo(client, {170001, 179999});
        QVERIFY2(!r.error.isError(), qPrintable(r.error.describe()));
        QCOMPARE(r.value->size(), 2);
        QVERIFY(r.value->at(0).isKnown());
        QVERIFY(!r.value->at(1).isKnown());
        // Another upstream repository: HUD refuses with 403.
        Outcome<QVector<PullRequestInfo>> other;
        client.fetchPrInfo(u"pytorch/vision"_s, {1}, this, [&other](auto v, RelayError e) {
            other.value = std::move(v);
            other.error = e;
            ++other.calls;
        });
        QTRY_COMPARE_WITH_TIMEOUT(other.calls, 1, 10'000);
        QCOMPARE(other.error.httpStatus, 403);
    }

    // --- token ---------------------------------------------------------------------------------

    void tokenIsSentAndRequired()
    {
        m_server->setRequiredToken(Token);
        {
            RelayClient client(config(Token));
            const auto r = allowlist(client);
            QVERIFY2(!r.error.isError(), qPrintable(r.error.describe()));
            QCOMPARE(m_server->lastAuthorization(), "Bearer " + Token.toUtf8());
        }
        {
            RelayClient client(config());
            const auto r = levelStatus(client);
            QCOMPARE(r.error.kind, Kind::Unauthorized);
            QCOMPARE(r.error.httpStatus, 401);
            QCOMPARE(r.error.describe(), prefix(RelayTestServer::LevelStatusPath)
                                             + u"HTTP 401 unauthorized: no relay token is set"_s);
            QCOMPARE(m_server->lastAuthorization(), QByteArray());
        }
        {
            const QString wrong = u"tok-wrong-0451"_s;
            RelayClient client(config(wrong));
            const auto r = allowlist(client);
            QCOMPARE(r.error.kind, Kind::Unauthorized);
            QVERIFY(!r.value);
            QCOMPARE(r.error.describe(), prefix(RelayTestServer::AllowlistPath)
                                             + u"HTTP 401 unauthorized: the relay token was rejected"_s);
            QVERIFY(!r.error.describe().contains(wrong));
            QVERIFY(!r.error.describe().contains(Token));
        }
    }

    // Issue 15, A1: with a sign-in the fix for a refusal is signing in again, never "set the relay
    // token" (there is no token to set).
    void refusedSignInSaysSignInAgain()
    {
        m_server->setRequiredToken(Token);
        RefusedSignIn signIn;
        for (const QString &failure : { QString(), u"the provider refused the renewal"_s }) {
            signIn.failure = failure;
            RelayClient client(config());
            client.setTokenSource(&signIn);
            const auto r = allowlist(client);
            QCOMPARE(r.error.kind, Kind::Unauthorized);
            const SourceError e = r.error.toSourceError();
            QCOMPARE(e.kind, SourceError::Kind::Authentication);
            QVERIFY2(e.message.endsWith(u" — sign in again (File ▸ Sign in)"_s), qPrintable(e.message));
            QVERIFY2(!e.message.contains(u"relay token"_s), qPrintable(e.message));
        }
    }

    void tokenEchoedByServerIsRedacted()
    {
        m_server->setRawBody(RelayTestServer::AllowlistPath,
                             R"({"error":"token tok-5ecret-relay-9 is not valid here"})", 500);
        RelayClient client(config(Token));
        const auto r = allowlist(client);
        QCOMPARE(r.error.kind, Kind::Http);
        QCOMPARE(r.error.describe(), prefix(RelayTestServer::AllowlistPath)
                                         + u"HTTP 500 Internal Server Error: token *** is not valid here"_s);
    }

    void plainHttpToRemoteHostIsRefused()
    {
        RelayConfig c = config(Token);
        c.baseUrl = QUrl(u"http://relay.example.invalid"_s);
        RelayClient client(c);
        const auto r = allowlist(client);
        QCOMPARE(r.error.kind, Kind::Configuration);
        QCOMPARE(r.error.describe(),
                 u"relay relay.example.invalid:80: /api/crcr/allowlist: relay URL must use https:// unless the "
                 "host is loopback (127.0.0.1, ::1, localhost) or the profile sets relay/allowInsecureHttp=true"_s);
        QCOMPARE(client.pendingCount(), 0);
    }

    void plainHttpIsAllowedOnlyWhenTheProfileSaysSo()
    {
        QVERIFY(!RelayConfig::fromUrl(u"http://10.0.0.1:3000"_s));
        const auto allowed = RelayConfig::fromUrl(u"http://10.0.0.1:3000"_s, true);
        QVERIFY2(allowed, qPrintable(allowed.error().message));
        QVERIFY(allowed->allowInsecureHttp);
        QVERIFY(allowed->validate().isEmpty());
    }

    void controlCharactersInTheTokenAreRefused()
    {
        RelayConfig c = config(u"tok\r\nX-Injected: yes"_s);
        QCOMPARE(c.validate(), u"the relay token contains a control character (set it again)"_s);
    }
};

HW_TEST_GUILESS_MAIN(tst_RelayClient)
#include "tst_RelayClient.moc"
