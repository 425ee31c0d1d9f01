#pragma once

#include "backends/Allowlist.h"
#include "backends/LevelStatus.h"
#include "backends/PullRequestInfo.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QVector>

#include <memory>
#include <vector>

class QHttpServer;
class QHttpServerRequest;
class QHttpServerResponder;
class QNetworkAccessManager;
class QNetworkReply;
class QTcpSocket;

namespace hw::test {

// A stand-in for HUD's CRCR read API on 127.0.0.1 (a real Qt HTTP server, free port), speaking
// what HUD serves (reference hud-api.md, test-infra pages/api/crcr/*):
//   GET /api/crcr/allowlist      {"L1":[{"repo","oncalls"}],"L2":[],"L3":[],"L4":[]}: L3's device
//                                dropped, as HUD does; X-Cache: MISS first, HIT afterwards
//   GET /api/crcr/level-status   {"repos":[{"repo","level","change","noData","windowDays","criteria":
//                                [{"criterion","measured","target","met"}]}]}: measured and target as
//                                display strings (measuredText/targetText, else the number as text),
//                                measured null without a measurement, met null when !judged.
//                                Fault::NotFound: an older HUD's 404 (HTML page)
//   GET /api/crcr/pr-info?repo=pytorch/pytorch&prs=1,2
//                                [{"prNumber","title","author"}] in request order; an unknown PR gets
//                                title "" and author ""; 400 without repo or prs; 403 for a repo
//                                other than pytorch/pytorch; beyond 50 PRs the rest is dropped
//                                silently (HUD's .slice(0, 50)).
//   /api/authed/crcr/...         the same after the bearer check; 401 without a bearer.
// setBotProtection(): the public /api answers as Vercel does for non-browser clients (429, or a
// challenge page with status 200 and x-vercel-mitigated) unless x-hud-internal-bot matches
// setBotKey(); /api/authed is let through (HUD's firewall bypass rule).
// Other paths: 404. Every response is JSON. The bearer token is checked first, either against
// a fixed string (setRequiredToken) or, as a real resource server, by asking the OpenID
// provider (setTokenIntrospection, RFC 7662). Usage:
//   RelayTestServer server; QVERIFY(server.listen());
//   server.setAllowlist(list); server.setRequiredToken(u"t"_s);
//   server.setTokenIntrospection(endpoints.introspection, oidc.relayClientId(), oidc.relayClientSecret());
//   server.setFault(RelayTestServer::LevelStatusPath, RelayTestServer::Fault::RateLimited, 30);
//   RelayConfig c; c.baseUrl = server.url(); ...
class RelayTestServer : public QObject
{
    Q_OBJECT
public:
    static inline const QString AllowlistPath = QStringLiteral("/api/crcr/allowlist");
    static inline const QString LevelStatusPath = QStringLiteral("/api/crcr/level-status");
    static inline const QString PrInfoPath = QStringLiteral("/api/crcr/pr-info");
    static constexpr int MaxPrs = 50;

    enum class Fault {
        None,
        RateLimited, // 429 {"error":...} + Retry-After: <retryAfterSeconds> (no header if < 0)
        ServerError, // 500 {"error":"Failed to fetch PR info"}-style body
        Malformed, // 200, the normal body cut in half (truncated JSON)
        MissingField, // 200, allowlist: first entry without "repo"; level-status: repos[0] without
                      // "criteria"; pr-info: [0] without "title" (a synthetic item if there is none)
        UnknownLevel, // 200, allowlist: an extra "L5":[] key; level-status: the last repo (or an
                      // added one) has level "L7"; pr-info: not applicable, answered normally
        Hang, // reads the request and never answers (connection kept open)
        Huge, // 200, a valid body of hugeBytes() bytes (default 40 MiB > the 32 MiB cap)
        BotChallenge, // 200, text/html "<!doctype html>…", x-vercel-mitigated: challenge
        NotFound, // 404 with Next.js's HTML page (level-status on an older HUD)
    };
    enum class BotProtection { Off, Challenge, TooManyRequests };
    static QString authedPath(const QString &path) { return QStringLiteral("/api/authed") + path.mid(4); }

    explicit RelayTestServer(QObject *parent = nullptr);
    ~RelayTestServer() override;

    bool listen(); // 127.0.0.1, a free port; false on failure
    quint16 port() const { return m_port; }
    QUrl url() const; // http://127.0.0.1:<port>

    void setAllowlist(const hw::Allowlist &allowlist) { m_allowlist = allowlist; }
    void setLevelStatus(const QVector<hw::LevelStatus> &repos) { m_levelStatus = repos; }
    void setPrInfo(const QVector<hw::PullRequestInfo> &prs) { m_prInfo = prs; }
    // Non-empty: every request must carry "Authorization: Bearer <token>", else 401.
    // Ignored while token introspection is set.
    void setRequiredToken(const QString &token) { m_requiredToken = token; }
    // Every request must carry "Authorization: Bearer <token>"; the server POSTs
    // token=<token>&token_type_hint=access_token to `introspectionEndpoint` with HTTP Basic
    // client authentication and answers the API request (faults and raw bodies included) only
    // when the provider says {"active":true} (token_type, if given, "Bearer"; client_id, if
    // given, a non-empty string; exp, if given, in the future). Otherwise:
    //   no bearer                 401, WWW-Authenticate: Bearer, {"error":"unauthorized"}
    //   inactive or implausible   401, WWW-Authenticate: Bearer error="invalid_token",
    //                             {"error":"invalid_token"}
    //   introspection failed      503 {"error":"introspection failed"} (network, non-200, not JSON)
    // An empty endpoint switches introspection off again.
    void setTokenIntrospection(
        const QUrl &introspectionEndpoint, const QString &clientId, const QString &clientSecret);

    // path is one of the *Path constants. Fault::None clears it.
    void setFault(const QString &path, Fault fault, int retryAfterSeconds = 30);
    // Answers `path` with exactly `body` and `status` (JSON content type), after the token check
    // and instead of the data and any fault. status 0 removes the override.
    void setRawBody(const QString &path, const QByteArray &body, int status = 200);
    // Adds (or, for an existing name, replaces) a header on every response on `path`, e.g.
    // Retry-After in HTTP-date form. An empty value removes it.
    void setResponseHeader(const QString &path, const QByteArray &name, const QByteArray &value);
    void setHugeBytes(qint64 bytes) { m_hugeBytes = bytes; }
    // The public /api routes refuse non-browser clients as HUD's deployment does.
    void setBotProtection(BotProtection mode) { m_botProtection = mode; }
    // A request with this x-hud-internal-bot value passes the bot protection.
    void setBotKey(const QString &key) { m_botKey = key; }
    // Requests that arrived on /api/... and on /api/authed/... (any path).
    int publicRequestCount() const { return m_publicRequests; }
    int authedRequestCount() const { return m_authedRequests; }
    qint64 hugeBytes() const { return m_hugeBytes; }

    // Requests received on `path` (all of them, answered or not).
    int requestCount(const QString &path) const;
    // The URLs (with query) of those requests, in arrival order.
    QList<QUrl> requestUrls(const QString &path) const;
    // Authorization header of the last request on any path ("" if it had none).
    QByteArray lastAuthorization() const { return m_lastAuthorization; }
    // Any header of the last request (name case-insensitive).
    QByteArray lastHeader(const QByteArray &name) const;
    // Bearer tokens the check let through / turned away (by the fixed token or by introspection;
    // requests without a bearer and failed introspections count in neither).
    int acceptedTokenCount() const { return m_acceptedTokens; }
    int rejectedTokenCount() const { return m_rejectedTokens; }
    // Every distinct bearer token received, in order of first arrival (for tests that look for
    // secrets the app may have leaked elsewhere).
    QStringList bearerTokensSeen() const { return m_bearerTokensSeen; }

    // The JSON bodies served for the current data (also handy for fixtures).
    QByteArray allowlistJson() const;
    QByteArray levelStatusJson() const;
    QByteArray prInfoJson(const QVector<qint64> &prs) const;

private:
    struct PathState {
        Fault fault = Fault::None;
        int retryAfterSeconds = 30;
        QByteArray rawBody;
        int rawStatus = 0;
        QList<QPair<QByteArray, QByteArray>> headers;
        QList<QUrl> urls;
    };
    // A request waiting for the provider's introspection answer.
    struct PendingCheck {
        QString path;
        QUrl url;
        std::unique_ptr<QHttpServerResponder> responder;
        QPointer<QTcpSocket> socket; // gone when the client gave up meanwhile
    };
    void handle(const QString &path, const QHttpServerRequest &request, QHttpServerResponder &&responder, bool authed);
    void sendChallenge(const QString &path, QHttpServerResponder &&responder);
    void introspect(const QString &token, PendingCheck check);
    void onIntrospected(QNetworkReply *reply);
    // The API answer proper, once the token has been accepted.
    void serve(const QString &path, const QUrl &url, QHttpServerResponder &&responder);
    void send(const QString &path, QHttpServerResponder &&responder, int status, const QByteArray &body,
        QList<QPair<QByteArray, QByteArray>> headers = {});
    QByteArray faultyBody(const QString &path, Fault fault, const QByteArray &normal) const;
    QByteArray hugeBody(const QString &path) const;

    QHttpServer *m_server;
    quint16 m_port = 0;
    hw::Allowlist m_allowlist;
    QVector<hw::LevelStatus> m_levelStatus;
    QVector<hw::PullRequestInfo> m_prInfo;
    QString m_requiredToken;
    QUrl m_introspectionEndpoint;
    QString m_introspectionClientId;
    QString m_introspectionClientSecret;
    QNetworkAccessManager *m_introspectionNetwork;
    std::vector<std::pair<QNetworkReply *, PendingCheck>> m_checks;
    int m_acceptedTokens = 0;
    int m_rejectedTokens = 0;
    QStringList m_bearerTokensSeen;
    QHash<QString, PathState> m_paths;
    QByteArray m_lastAuthorization;
    QList<QPair<QByteArray, QByteArray>> m_lastHeaders;
    qint64 m_hugeBytes = 40ll * 1024 * 1024;
    BotProtection m_botProtection = BotProtection::Off;
    QString m_botKey;
    int m_publicRequests = 0;
    int m_authedRequests = 0;
    int m_allowlistServed = 0;
    // Hang: the responders of requests never answered, destroyed before the server.
    std::vector<std::unique_ptr<QHttpServerResponder>> m_hanging;
};

} // namespace hw::test
