#include "net/BearerTokenSource.h"
#include "relay/RelayClient.h"
#include "relay/RelayConfig.h"
#include "relay/RelayError.h"
#include "relay/RelayJson.h"

#include "MisbehavingHttpServer.h"
#include "RelayTestServer.h"
#include "SelfSignedTlsServer.h"
#include "TestEnvironment.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QElapsedTimer>
#include <QLocale>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QStandardPaths>
#include <QTest>
#include <QTimer>
#include <QUrlQuery>

using namespace Qt::StringLiterals;
using namespace hw;
using hw::test::RelayTestServer;
using Kind = RelayError::Kind;
using Fault = RelayTestServer::Fault;

Q_DECLARE_METATYPE(hw::RelayError::Kind)
Q_DECLARE_METATYPE(hw::test::RelayTestServer::Fault)

namespace {

const QString Token = u"tok-5ecret-relay-9"_s;

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

template<typename T>
struct Outcome {
    std::optional<T> value;
    RelayError error;
    int calls = 0;
};

AllowlistEntry entry(const QString &repo, TrustLevel level, QStringList oncalls, const QString &device = {})
{
    AllowlistEntry e;
    e.repo = repo;
    e.level = level;
    e.oncalls = std::move(oncalls);
    e.device = device;
    return e;
}

LevelStatus status(const QString &repo, TrustLevel level, const QString &change, bool noData,
                   QVector<RelayCriterion> criteria)
{
    LevelStatus s;
    s.repo = repo;
    s.level = level;
    s.change = change;
    s.noData = noData;
    s.windowDays = 7;
    s.criteria = std::move(criteria);
    return s;
}

Allowlist sampleAllowlist()
{
    Allowlist a;
    a.entries = {entry(u"example-org/onboarding"_s, TrustLevel::L1, {}),
                 entry(u"example-org/observed-npu"_s, TrustLevel::L2, {u"alice"_s, u"bob"_s}),
                 entry(u"Example-Org/stable-xpu"_s, TrustLevel::L3, {u"carol"_s}, u"xpu"_s),
                 entry(u"example-org/stable-mps"_s, TrustLevel::L3, {}, u"mps"_s),
                 entry(u"example-org/mature-gpu"_s, TrustLevel::L4, {u"dave"_s})};
    return a;
}

RelayCriterion shown(const QString &label, const QString &measured, const QString &target, std::optional<bool> met)
{
    RelayCriterion c;
    c.criterion = label;
    c.measuredText = measured;
    c.targetText = target;
    c.met = met.value_or(false);
    c.judged = met.has_value();
    return c;
}

// level-status as HUD serves it: L3 repos only, display labels and strings, change "demote" or null.
QVector<LevelStatus> sampleLevelStatus()
{
    return {status(u"example-org/a"_s, TrustLevel::L3, u"demote"_s, false,
                   {shown(u"Job Pass Rate"_s, u"87.5%"_s, u"\u2265 90%"_s, false),
                    shown(u"Timeout Rate"_s, u"0.0%"_s, u"< 1%"_s, true)}),
            status(u"example-org/b"_s, TrustLevel::L3, {}, true,
                   {shown(u"Job Pass Rate"_s, {}, u"\u2265 90%"_s, std::nullopt)}),
            status(u"example-org/c"_s, TrustLevel::L3, {}, false,
                   {shown(u"E2E Time (P50)"_s, u"2h 5m"_s, u"< 3h"_s, true),
                    shown(u"Job Pass Rate"_s, u"\u2013"_s, u"\u2265 90%"_s, std::nullopt)})};
}

// The allowlist as HUD's API gives it back: L3's device dropped.
Allowlist withoutDevices(Allowlist a)
{
    for (AllowlistEntry &e : a.entries)
        e.device.clear();
    return a;
}

} // namespace

class tst_RelayClient : public QObject
{
    Q_OBJECT

    RelayTestServer *m_server = nullptr;

    RelayConfig config(const QString &token = {}) const
    {
        RelayConfig c;
        c.baseUrl = m_server->url();
        c.token = token;
        c.connectTimeoutMs = 5'000;
        c.readTimeoutMs = 5'000;
        return c;
    }

    QString prefix(const QString &path) const
    {
        return u"relay 127.0.0.1:%1: %2: "_s.arg(m_server->port()).arg(path);
    }

    template<typename T, typename Start>
    static Outcome<T> run(Start start, int timeoutMs = 20'000)
    {
        Outcome<T> out;
        start([&out](std::optional<T> value, RelayError error) {
            out.value = std::move(value);
            out.error = std::move(error);
            ++out.calls;
        });
        if (!QTest::qWaitFor([&out] { return out.calls > 0; }, timeoutMs)) {
            // No test accepts this: every caller checks the error or the value.
            out.error.kind = Kind::Malformed;
            out.error.message = u"TEST: no callback within %1 ms"_s.arg(timeoutMs);
        }
        return out;
    }
    Outcome<Allowlist> allowlist(RelayClient &client)
    {
        return run<Allowlist>([&](auto done) { client.fetchAllowlist(nullptr, done); });
    }
    Outcome<QVector<LevelStatus>> levelStatus(RelayClient &client)
    {
        return run<QVector<LevelStatus>>([&](auto done) { client.fetchLevelStatus(nullptr, done); });
    }
    Outcome<QVector<PullRequestInfo>> prInfo(RelayClient &client, const QVector<qint64> &prs)
    {
        return run<QVector<PullRequestInfo>>(
            [&](auto done) { client.fetchPrInfo(u"pytorch/pytorch"_s, prs, nullptr, done); });
    }
    RelayError fetchError(RelayClient &client, const QString &path)
    {
        if (path == RelayTestServer::AllowlistPath)
            return allowlist(client).error;
        if (path == RelayTestServer::LevelStatusPath)
            return levelStatus(client).error;
        return prInfo(client, {170001, 170002}).error;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
    }

    void init()
    {
        m_server = new RelayTestServer(this);
        QVERIFY(m_server->listen());
        m_server->setAllowlist(sampleAllowlist());
        m_server->setLevelStatus(sampleLevelStatus());
        m_server->setPrInfo({{170001, u"Fix a thing"_s, u"alice"_s}, {170002, u"Add a thing"_s, u"bob"_s}});
    }
    void cleanup()
    {
        delete m_server;
        m_server = nullptr;
    }

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
        QTest::qWait(50);
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
        QTest::qWait(200);
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
        hw::test::MisbehavingHttpServer raw;
        QVERIFY(raw.listen());
        raw.setBehavior(hw::test::MisbehavingHttpServer::Behavior::HugeBody);
        RelayConfig c = config();
        c.baseUrl = QUrl(u"http://127.0.0.1:%1"_s.arg(raw.port()));
        c.maxResponseBytes = 2 * 1024 * 1024;
        RelayClient client(c);
        const auto e = allowlist(client).error;
        QCOMPARE(e.kind, Kind::TooLarge);
        QCOMPARE(e.message, u"response larger than 2 MB"_s);
        QVERIFY2(raw.hugeBytesWritten() < hw::test::MisbehavingHttpServer::HugeBodyBytes / 2,
                 qPrintable(QString::number(raw.hugeBytesWritten())));
    }

    void truncatedBodyIsANetworkError()
    {
        hw::test::MisbehavingHttpServer raw;
        QVERIFY(raw.listen());
        raw.setBehavior(hw::test::MisbehavingHttpServer::Behavior::TruncatedBody);
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
        hw::test::MisbehavingHttpServer raw;
        QVERIFY(raw.listen());
        raw.setBehavior(hw::test::MisbehavingHttpServer::Behavior::Drip);
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
        QTest::qWait(100);
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
        hw::test::SelfSignedTlsServer server;
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
        QTest::qWait(100);
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
        QTest::qWait(100);
        QCOMPARE(calls, 0);
    }

    // --- parsers -------------------------------------------------------------------------------

    void parseFixtures()
    {
        RelayError e;
        const auto list = RelayJson::parseAllowlist(hw::test::readFile(hw::test::dataPath(u"relay/allowlist.json"_s)), &e);
        QVERIFY2(list, qPrintable(e.describe()));
        Allowlist expected;
        expected.entries = {entry(u"example-org/onboarding-backend"_s, TrustLevel::L1, {}),
                            entry(u"example-org/observed-npu"_s, TrustLevel::L2, {u"alice"_s, u"bob"_s}),
                            entry(u"Example-Org/stable-xpu"_s, TrustLevel::L3, {u"carol"_s}, u"xpu"_s),
                            entry(u"example-org/mature-gpu"_s, TrustLevel::L4, {u"dave"_s, u"erin"_s})};
        QCOMPARE(*list, expected);

        const auto status = RelayJson::parseLevelStatus(
            hw::test::readFile(hw::test::dataPath(u"relay/level_status.json"_s)), &e);
        QVERIFY2(status, qPrintable(e.describe()));
        QCOMPARE(status->size(), 2);
        const LevelStatus &s0 = status->at(0);
        QCOMPARE(s0.repo, u"Example-Org/stable-xpu"_s);
        QCOMPARE(s0.level, TrustLevel::L3);
        QCOMPARE(s0.change, u"demote"_s);
        QCOMPARE(s0.noData, false);
        QCOMPARE(s0.windowDays, 7);
        QCOMPARE(s0.criteria.size(), 3);
        QCOMPARE(s0.criteria[0].criterion, u"Pass rate"_s);
        QCOMPARE(s0.criteria[0].measuredText, u"87.5%"_s);
        QCOMPARE(s0.criteria[0].measured, std::optional<double>());
        QCOMPARE(s0.criteria[0].targetText, u"\u2265 90%"_s);
        QCOMPARE(s0.criteria[0].met, false);
        QCOMPARE(s0.criteria[0].judged, true);
        QCOMPARE(s0.criteria[1].met, true);
        QCOMPARE(s0.criteria[2].measuredText, u"\u2013"_s);
        QCOMPARE(s0.criteria[2].judged, false);
        const LevelStatus &s1 = status->at(1);
        QCOMPARE(s1.change, QString());
        QCOMPARE(s1.noData, true);
        QCOMPARE(s1.criteria[0].measured, std::optional<double>());
        QCOMPARE(s1.criteria[0].measuredText, QString());
        QCOMPARE(s1.criteria[0].target, 0.9);
        QCOMPARE(s1.criteria[0].judged, false);
        QCOMPARE(s1.criteria[1].measured, std::optional<double>(0.004));
        QCOMPARE(s1.criteria[1].target, 0.01);
        QCOMPARE(s1.criteria[1].met, true);

        const auto arr = RelayJson::parsePrInfo(hw::test::readFile(hw::test::dataPath(u"relay/pr_info_array.json"_s)), &e);
        QVERIFY2(arr, qPrintable(e.describe()));
        QCOMPARE(*arr, (QVector<PullRequestInfo>{{170001, u"[inductor] Fix a synthetic test case"_s, u"alice"_s},
                                                 {170002, {}, {}}}));
        const auto obj = RelayJson::parsePrInfo(hw::test::readFile(hw::test::dataPath(u"relay/pr_info_object.json"_s)), &e);
        QVERIFY2(obj, qPrintable(e.describe()));
        QCOMPARE(*obj, (QVector<PullRequestInfo>{{170009, u"Synthetic PR nine"_s, u"carol"_s},
                                                 {170010, u"Synthetic PR ten"_s, u"bob"_s}}));
    }

    void parseAllowlistErrors_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty body") << QByteArray(" ") << Kind::Malformed << u"empty response body"_s;
        QTest::newRow("truncated") << QByteArray(R"({"L1":[)") << Kind::Malformed
                                   << u"malformed JSON at offset 7: unterminated array"_s;
        QTest::newRow("array top") << QByteArray("[]") << Kind::Malformed
                                   << u"top level: expected an object, got array"_s;
        QTest::newRow("L5") << QByteArray(R"({"L1":[],"L5":[]})") << Kind::UnknownLevel
                            << u"unknown level 'L5' at top level"_s;
        QTest::newRow("lower l1") << QByteArray(R"({"l1":[]})") << Kind::UnknownLevel
                                  << u"unknown level 'l1' at top level"_s;
        QTest::newRow("level not array") << QByteArray(R"({"L2":{}})") << Kind::Malformed
                                         << u"L2: expected an array, got object"_s;
        QTest::newRow("level null") << QByteArray(R"({"L2":null})") << Kind::Malformed
                                    << u"L2: expected an array, got null"_s;
        QTest::newRow("item string") << QByteArray(R"({"L1":["a/b"]})") << Kind::Malformed
                                     << u"L1[0]: expected an object, got string"_s;
        QTest::newRow("missing repo") << QByteArray(R"({"L1":[{"repo":"a/b","oncalls":[]},{"oncalls":[]}]})")
                                      << Kind::MissingField << u"missing field 'repo' in L1[1]"_s;
        QTest::newRow("missing oncalls") << QByteArray(R"({"L4":[{"repo":"a/b"}]})") << Kind::MissingField
                                         << u"missing field 'oncalls' in L4[0]"_s;
        QTest::newRow("repo number") << QByteArray(R"({"L1":[{"repo":5,"oncalls":[]}]})") << Kind::Malformed
                                     << u"L1[0].repo: expected a string, got number"_s;
        QTest::newRow("repo not owner/name") << QByteArray(R"({"L1":[{"repo":"pytorch","oncalls":[]}]})")
                                             << Kind::Malformed
                                             << u"L1[0].repo: 'pytorch' is not an owner/name repository"_s;
        QTest::newRow("oncalls string") << QByteArray(R"({"L1":[{"repo":"a/b","oncalls":"x, y"}]})")
                                        << Kind::Malformed << u"L1[0].oncalls: expected an array, got string"_s;
        QTest::newRow("oncall number") << QByteArray(R"({"L1":[{"repo":"a/b","oncalls":["x",3]}]})")
                                       << Kind::Malformed << u"L1[0].oncalls[1]: expected a string, got number"_s;
        QTest::newRow("device number") << QByteArray(R"({"L3":[{"repo":"a/b","oncalls":[],"device":1}]})")
                                       << Kind::Malformed << u"L3[0].device: expected a string, got number"_s;
        QTest::newRow("device on L2") << QByteArray(R"({"L2":[{"repo":"a/b","oncalls":[],"device":"npu"}]})")
                                      << Kind::Malformed << u"L2[0].device: only L3 entries have a device"_s;
        QTest::newRow("duplicate") << QByteArray(R"({"L1":[{"repo":"a/B","oncalls":[]}],"L2":[{"repo":"A/b","oncalls":[]}]})")
                                   << Kind::Malformed << u"L2[0].repo: 'A/b' is listed twice (also at L1[0])"_s;
        // Reply text quoted in a message is cut at 80 characters (found by fuzz_relay_json).
        QTest::newRow("huge repo quoted short")
            << "{\"L1\":[{\"repo\":\"" + QByteArray(100'000, 'x') + "\",\"oncalls\":[]}]}" << Kind::Malformed
            << u"L1[0].repo: '"_s + QString(80, u'x') + u"…' is not an owner/name repository"_s;
        QTest::newRow("huge level quoted short")
            << "{\"" + QByteArray(5'000, 'L') + "\":[]}" << Kind::UnknownLevel
            << u"unknown level '"_s + QString(80, u'L') + u"…' at top level"_s;
    }
    void parseAllowlistErrors()
    {
        QFETCH(QByteArray, body);
        QFETCH(Kind, kind);
        QFETCH(QString, message);
        RelayError e;
        QVERIFY(!RelayJson::parseAllowlist(body, &e));
        QCOMPARE(e.kind, kind);
        QCOMPARE(e.message, message);
        QCOMPARE(e.describe(), u"relay: "_s + message);
    }

    void parseAllowlistEdges()
    {
        RelayError e;
        const auto empty = RelayJson::parseAllowlist("{}", &e);
        QVERIFY(empty);
        QVERIFY(empty->entries.isEmpty());
        // Levels come out L1..L4 whatever the key order; unknown item keys are ignored.
        const auto list = RelayJson::parseAllowlist(
            R"({"L4":[{"repo":"d/d","oncalls":[],"since":"2026-01-01"}],"L1":[{"repo":"a/a","oncalls":["x"]}]})", &e);
        QVERIFY2(list, qPrintable(e.message));
        QCOMPARE(list->entries.size(), 2);
        QCOMPARE(list->entries[0].level, TrustLevel::L1);
        QCOMPARE(list->entries[1].level, TrustLevel::L4);
        QCOMPARE(list->entries[1].repo, u"d/d"_s);
        QVERIFY(RelayJson::parseAllowlist(R"({"L1":[]})", nullptr)); // no error object needed
    }

    void parseLevelStatusErrors_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<QString>("message");
        const QByteArray crit = R"({"criterion":"passRate","measured":0.95,"target":0.9,"met":true})";
        const auto repo = [&](const QByteArray &fields) -> QByteArray {
            return R"({"repos":[{"repo":"a/b","level":"L3","change":null,"noData":false,"windowDays":7,"criteria":[)"
                + crit + "]}," + fields + "]}";
        };
        const auto without = [&](const QByteArray &drop) -> QByteArray {
            QByteArray item = R"({"repo":"c/d","level":"L3","change":null,"noData":false,"windowDays":7,"criteria":[]})";
            const qsizetype at = item.indexOf(QByteArray("\"" + drop + "\""));
            const qsizetype end = item.indexOf(",\"", at + 1);
            item.remove(at, (end < 0 ? item.size() - 1 : end + 1) - at);
            if (item.endsWith(",}"))
                item.replace(",}", "}");
            return repo(item);
        };
        QTest::newRow("truncated") << QByteArray(R"({"repos":[{"repo")") << Kind::Malformed
                                   << u"malformed JSON at offset 17: unterminated string"_s;
        QTest::newRow("no repos") << QByteArray("{}") << Kind::MissingField << u"missing field 'repos' at top level"_s;
        QTest::newRow("repos object") << QByteArray(R"({"repos":{}})") << Kind::Malformed
                                      << u"repos: expected an array, got object"_s;
        for (const char *field : {"repo", "level", "change", "noData", "windowDays", "criteria"})
            QTest::newRow(QByteArray(QByteArray("missing ") + field).constData())
                << without(field) << Kind::MissingField << u"missing field '%1' in repos[1]"_s.arg(QLatin1String(field));
        const QByteArray good = R"("repo":"c/d","noData":false,"windowDays":7,"criteria":[])";
        QTest::newRow("L7") << repo(R"({"level":"L7","change":null,)" + good + "}") << Kind::UnknownLevel
                            << u"repos[1].level: unknown level 'L7'"_s;
        QTest::newRow("l3 lower") << repo(R"({"level":"l3","change":null,)" + good + "}") << Kind::UnknownLevel
                                  << u"repos[1].level: unknown level 'l3'"_s;
        QTest::newRow("level number") << repo(R"({"level":3,"change":null,)" + good + "}") << Kind::Malformed
                                      << u"repos[1].level: expected a string, got number"_s;
        QTest::newRow("change odd") << repo(R"({"level":"L3","change":"hold",)" + good + "}") << Kind::Malformed
                                    << u"repos[1].change: unexpected value 'hold' (expected \"demote\", \"promote\" or null)"_s;
        QTest::newRow("change bool") << repo(R"({"level":"L3","change":false,)" + good + "}") << Kind::Malformed
                                     << u"repos[1].change: expected a string or null, got boolean"_s;
        QTest::newRow("noData string")
            << repo(R"({"repo":"c/d","level":"L3","change":null,"noData":"no","windowDays":7,"criteria":[]})")
            << Kind::Malformed << u"repos[1].noData: expected a boolean, got string"_s;
        QTest::newRow("windowDays fraction")
            << repo(R"({"repo":"c/d","level":"L3","change":null,"noData":false,"windowDays":7.5,"criteria":[]})")
            << Kind::Malformed << u"repos[1].windowDays: expected an integer, got number"_s;
        QTest::newRow("windowDays string")
            << repo(R"({"repo":"c/d","level":"L3","change":null,"noData":false,"windowDays":"7","criteria":[]})")
            << Kind::Malformed << u"repos[1].windowDays: expected an integer, got string"_s;
        QTest::newRow("windowDays negative")
            << repo(R"({"repo":"c/d","level":"L3","change":null,"noData":false,"windowDays":-1,"criteria":[]})")
            << Kind::Malformed << u"repos[1].windowDays: -1 is below 0"_s;
        QTest::newRow("criteria null")
            << repo(R"({"repo":"c/d","level":"L3","change":null,"noData":false,"windowDays":7,"criteria":null})")
            << Kind::Malformed << u"repos[1].criteria: expected an array, got null"_s;
        const auto withCriterion = [&](const QByteArray &c) -> QByteArray {
            return repo(R"({"repo":"c/d","level":"L3","change":null,"noData":false,"windowDays":7,"criteria":[)" + crit
                        + "," + c + "]}");
        };
        for (const char *field : {"criterion", "measured", "target", "met"}) {
            QByteArray c = crit;
            c.replace(QByteArray(QByteArray("\"") + field + "\""), QByteArray(QByteArray("\"x") + field + "\""));
            QTest::newRow(QByteArray(QByteArray("criterion without ") + field).constData())
                << withCriterion(c) << Kind::MissingField
                << u"missing field '%1' in repos[1].criteria[1]"_s.arg(QLatin1String(field));
        }
        QTest::newRow("measured bool") << withCriterion(R"({"criterion":"x","measured":true,"target":1,"met":true})")
                                       << Kind::Malformed
                                       << u"repos[1].criteria[1].measured: expected a number, a string or null, got boolean"_s;
        QTest::newRow("target null") << withCriterion(R"({"criterion":"x","measured":1,"target":null,"met":true})")
                                     << Kind::Malformed
                                     << u"repos[1].criteria[1].target: expected a number or a string, got null"_s;
        QTest::newRow("met string") << withCriterion(R"({"criterion":"x","measured":1,"target":1,"met":"yes"})")
                                    << Kind::Malformed
                                    << u"repos[1].criteria[1].met: expected a boolean or null, got string"_s;
        QTest::newRow("criterion array") << withCriterion("[]") << Kind::Malformed
                                         << u"repos[1].criteria[1]: expected an object, got array"_s;
    }
    void parseLevelStatusErrors()
    {
        QFETCH(QByteArray, body);
        QFETCH(Kind, kind);
        QFETCH(QString, message);
        RelayError e;
        QVERIFY(!RelayJson::parseLevelStatus(body, &e));
        QCOMPARE(e.kind, kind);
        QCOMPARE(e.message, message);
    }

    void parsePrInfoErrors_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<QString>("message");
        QTest::newRow("truncated") << QByteArray(R"([{"prNumber":1,)") << Kind::Malformed
                                   << u"malformed JSON at offset 15: unterminated object"_s;
        QTest::newRow("no number") << QByteArray(R"([{"title":"t","author":"a"}])") << Kind::MissingField
                                   << u"missing field 'prNumber' in [0]"_s;
        QTest::newRow("no title") << QByteArray(R"([{"prNumber":1,"title":"t","author":"a"},{"number":2,"author":"a"}])")
                                  << Kind::MissingField << u"missing field 'title' in [1]"_s;
        QTest::newRow("no author") << QByteArray(R"([{"prNumber":1,"title":"t"}])") << Kind::MissingField
                                   << u"missing field 'author' in [0]"_s;
        QTest::newRow("number string") << QByteArray(R"([{"prNumber":"1","title":"t","author":"a"}])")
                                       << Kind::Malformed << u"[0].prNumber: expected an integer, got string"_s;
        QTest::newRow("number zero") << QByteArray(R"([{"number":0,"title":"t","author":"a"}])") << Kind::Malformed
                                     << u"[0].number: 0 is below 1"_s;
        QTest::newRow("title null") << QByteArray(R"([{"prNumber":1,"title":null,"author":"a"}])") << Kind::Malformed
                                    << u"[0].title: expected a string, got null"_s;
        QTest::newRow("item number") << QByteArray("[1]") << Kind::Malformed << u"[0]: expected an object, got number"_s;
        QTest::newRow("key not a number") << QByteArray(R"({"abc":{"title":"t","author":"a"}})") << Kind::Malformed
                                          << u"'abc': expected a PR number as key"_s;
        QTest::newRow("key padded") << QByteArray(R"({"012":{"title":"t","author":"a"}})") << Kind::Malformed
                                    << u"'012': expected a PR number as key"_s;
        QTest::newRow("keyed no author") << QByteArray(R"({"12":{"title":"t"}})") << Kind::MissingField
                                         << u"missing field 'author' in '12'"_s;
        QTest::newRow("keyed value string") << QByteArray(R"({"12":"t"})") << Kind::Malformed
                                            << u"'12': expected an object, got string"_s;
    }
    void parsePrInfoErrors()
    {
        QFETCH(QByteArray, body);
        QFETCH(Kind, kind);
        QFETCH(QString, message);
        RelayError e;
        QVERIFY(!RelayJson::parsePrInfo(body, &e));
        QCOMPARE(e.kind, kind);
        QCOMPARE(e.message, message);
    }

    void describeFormats()
    {
        RelayError e;
        e.kind = Kind::RateLimited;
        e.httpStatus = 429;
        e.retryAfterSeconds = 30;
        e.endpoint = u"127.0.0.1:8080"_s;
        e.message = u"HTTP 429 rate limited, retry after 30 s"_s;
        QCOMPARE(e.describe(), u"relay 127.0.0.1:8080: HTTP 429 rate limited, retry after 30 s"_s);
        e.path = u"/api/crcr/level-status"_s;
        e.kind = Kind::UnknownLevel;
        e.message = u"repos[2].level: unknown level 'L7'"_s;
        QCOMPARE(e.describe(), u"relay 127.0.0.1:8080: /api/crcr/level-status: repos[2].level: unknown level 'L7'"_s);
        e.message.clear();
        QCOMPARE(e.describe(), u"relay 127.0.0.1:8080: /api/crcr/level-status: unknown level"_s);
        QVERIFY(!RelayError().isError());
        // Issue 15, B: data this version cannot read says to update; what the UI shows only.
        e.message = u"repos[2].level: unknown level 'L7'"_s;
        QCOMPARE(e.toSourceError().message,
            e.describe() + u" — the relay sent data this version does not read: update HUD Watch"_s);
    }
};

QTEST_GUILESS_MAIN(tst_RelayClient)
#include "tst_RelayClient.moc"
