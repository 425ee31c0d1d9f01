#pragma once

#include "RelayConfig.h"
#include "RelayError.h"
#include "backends/Allowlist.h"
#include "backends/LevelStatus.h"
#include "backends/PullRequestInfo.h"
#include "net/LatestRequest.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QUrl>
#include <QVector>

#include <functional>
#include <memory>
#include <optional>

class QNetworkAccessManager;
class QUrlQuery;

namespace hw {

class BearerTokenSource;
class GuardedReply;

// Asynchronous client for HUD's CRCR read API (GET /api/crcr/allowlist, /level-status, /pr-info),
// under RelayConfig::apiPrefix ("/api" or HUD's "/api/authed", which replaces "/api"). HUD's bot
// protection (429, or an HTML challenge with status 200, or x-vercel-mitigated) is reported as
// RelayError::Kind::BotProtection with what to do, never as malformed JSON; a 404 on
// level-status (older HUDs) as Kind::NotOffered. An optional x-hud-internal-bot key
// (RelayConfig::botKey) is sent on the API, never to an allowlist file.
// Transport rules as ClickHouseClient (both via net/GuardedReply): TLS always verified (never
// ignored), redirects never followed (the token must not travel elsewhere), connect and read
// (inactivity) timeouts, a response size cap, and the token never in a message. Sends
// "Authorization: Bearer <token>" only when a token is set, "Accept: application/json" and
// "User-Agent: hudwatch/<version>".
//
// Callbacks run on the client's thread, exactly once per fetch, unless the fetch was superseded
// or cancelled, or its context object (if given) was destroyed. On success the optional holds
// the value and the error has kind None; on failure the optional is empty.
// A newer fetchAllowlist() supersedes an older pending one (likewise fetchLevelStatus()): the
// older one reports nothing. fetchPrInfo() calls never supersede each other.
class RelayClient : public QObject
{
    Q_OBJECT
public:
    template<typename T> using Callback = std::function<void(std::optional<T>, hw::RelayError)>;

    static constexpr int MaxPrsPerRequest = 50; // HUD's pr-info limit
    static inline const QString AllowlistPath = QStringLiteral("/api/crcr/allowlist");
    static inline const QString LevelStatusPath = QStringLiteral("/api/crcr/level-status");
    static inline const QString PrInfoPath = QStringLiteral("/api/crcr/pr-info");

    // network: the thread's access manager, handed in by the composition root (null: the
    // current thread's, see net/NetworkAccess). Not owned.
    explicit RelayClient(
        const RelayConfig &config, QNetworkAccessManager *network = nullptr, QObject *parent = nullptr);
    ~RelayClient() override;

    const RelayConfig &config() const { return m_config; }
    // Applies to fetches started afterwards.
    void setConfig(const RelayConfig &config);
    // The signed-in session's tokens instead of config().token (null: config().token). A 401 on
    // a request that carried a token asks the source for a renewed one and retries that request
    // once; when it cannot renew, the fetch fails with its reason ("signed out — sign in again").
    // Not owned; must outlive the client or be reset first.
    void setTokenSource(BearerTokenSource *source) { m_tokenSource = source; }

    void fetchAllowlist(QObject *context, Callback<Allowlist> done);
    void fetchLevelStatus(QObject *context, Callback<QVector<LevelStatus>> done);
    // Title and author of `prs` (duplicates and numbers <= 0 dropped) of the upstream `repo`
    // (HUD serves pytorch/pytorch only: others answer 403). A PR HUD does not know comes back
    // with an empty title and author (PullRequestInfo::isKnown() false): shown as unknown.
    // Split into requests of at most MaxPrsPerRequest PRs that run in parallel; one callback
    // with the merged list in the order of `prs` (PRs HUD did not return are left out). The
    // first failing request fails the whole fetch and aborts the others. No PRs: an empty list.
    void fetchPrInfo(const QString &repo, const QVector<qint64> &prs, QObject *context,
        Callback<QVector<PullRequestInfo>> done);

    // The allowlist as a file at any URL (relay/allowlistFile in a profile): the raw bytes, for the
    // allowlist parser. Same transport rules, but never the token (the file may live anywhere),
    // http only to loopback unless allowInsecureHttp, at most MaxAllowlistFileBytes. A newer call
    // supersedes an older pending one.
    void fetchAllowlistFile(
        const QUrl &url, bool allowInsecureHttp, QObject *context, Callback<QByteArray> done);
    static constexpr qint64 MaxAllowlistFileBytes = 4 * 1024 * 1024; // the real file is about 1 KB

    // Aborts every fetch (none of them reports).
    void cancelAll();
    // Fetches started and not yet reported or cancelled (a batched fetchPrInfo counts once).
    int pendingCount() const { return int(m_operations.size()); }
    // HTTP requests on the wire (a batched fetchPrInfo counts once per batch).
    int pendingRequestCount() const { return int(m_requests.size()); }

    // X-Cache of the last response that arrived ("HIT", "MISS", "STALE"), empty if it had none.
    QString lastCacheStatus() const { return m_lastCacheStatus; }
    // "hudwatch/<version>"
    static QByteArray userAgent();

private:
    struct Operation;
    struct Request;
    using Consume = std::function<bool(const QByteArray &body, RelayError &error)>;
    using Complete = std::function<void(const RelayError &error)>;

    // A URL outside the relay API (the allowlist file); empty: the relay's path.
    struct Target {
        QUrl url;
        bool allowInsecureHttp = false;
    };
    quint64 startOperation(
        LatestRequest *latest, const QString &path, QObject *context, Consume consume, Complete complete);
    void startRequest(
        quint64 opId, const QString &path, const QUrlQuery &query, const Target &file, bool isRetry = false);
    // The token to send on the relay API now ("" for none).
    QString currentToken() const;
    // A 401 to a request with `token`: one renewal, then the request again; true when handled.
    bool retryWithRenewedToken(
        quint64 opId, const QString &path, const QUrlQuery &query, const QString &token);
    void onFinished(quint64 requestId, const GuardedReply &guard);
    // The error a relay or file answer with an HTTP status other than 200 stands for.
    void describeHttpError(
        const Request &rq, const GuardedReply &guard, bool relayApi, RelayError &err) const;
    void describeRejectedToken(const Request &rq, int status, RelayError &err) const;
    // A finished request's body to its operation, which ends on an error or its last request.
    void settleRequest(quint64 opId, const QByteArray &body, RelayError err);
    void finishOperation(quint64 opId, RelayError error);
    void dropOperation(quint64 opId);
    void dropRequest(quint64 requestId);
    RelayError errorFor(const QString &path) const;
    RelayError botProtectionError(const QString &path, int status, const QByteArray &mitigated) const;
    QString redact(QString text) const;

    RelayConfig m_config;
    BearerTokenSource *m_tokenSource = nullptr;
    QNetworkAccessManager *m_nam;
    QHash<quint64, std::shared_ptr<Operation>> m_operations;
    QHash<quint64, std::shared_ptr<Request>> m_requests;
    LatestRequest m_allowlistFetch { this };
    LatestRequest m_levelStatusFetch { this };
    LatestRequest m_allowlistFileFetch { this };
    quint64 m_nextId = 1;
    QString m_lastCacheStatus;
};

} // namespace hw
