#pragma once

#include "RelayConfig.h"
#include "RelayError.h"
#include "backends/Allowlist.h"
#include "backends/LevelStatus.h"
#include "backends/PullRequestInfo.h"

#include <QHash>
#include <QObject>
#include <QPointer>
#include <QVector>

#include <functional>
#include <memory>
#include <optional>

class QNetworkAccessManager;
class QUrlQuery;

namespace hw {

class GuardedReply;

// Asynchronous client for HUD's CRCR read API (GET /api/crcr/allowlist, /level-status, /pr-info).
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
    template<typename T>
    using Callback = std::function<void(std::optional<T>, hw::RelayError)>;

    static constexpr int MaxPrsPerRequest = 50; // HUD's pr-info limit
    static inline const QString AllowlistPath = QStringLiteral("/api/crcr/allowlist");
    static inline const QString LevelStatusPath = QStringLiteral("/api/crcr/level-status");
    static inline const QString PrInfoPath = QStringLiteral("/api/crcr/pr-info");

    explicit RelayClient(const RelayConfig &config, QObject *parent = nullptr);
    ~RelayClient() override;

    const RelayConfig &config() const { return m_config; }
    // Applies to fetches started afterwards.
    void setConfig(const RelayConfig &config);

    void fetchAllowlist(QObject *context, Callback<Allowlist> done);
    void fetchLevelStatus(QObject *context, Callback<QVector<LevelStatus>> done);
    // Title and author of `prs` (duplicates and numbers <= 0 dropped) of the upstream `repo`.
    // Split into requests of at most MaxPrsPerRequest PRs that run in parallel; one callback
    // with the merged list in the order of `prs` (PRs HUD did not return are left out). The
    // first failing request fails the whole fetch and aborts the others. No PRs: an empty list.
    void fetchPrInfo(const QString &repo, const QVector<qint64> &prs, QObject *context,
                     Callback<QVector<PullRequestInfo>> done);

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

    quint64 startOperation(const QString &channel, const QString &path, QObject *context, Consume consume,
                           Complete complete);
    void startRequest(quint64 opId, const QString &path, const QUrlQuery &query);
    void onFinished(quint64 requestId, const GuardedReply &guard);
    void finishOperation(quint64 opId, RelayError error);
    void dropOperation(quint64 opId);
    void dropRequest(quint64 requestId);
    RelayError errorFor(const QString &path) const;
    QString redact(QString text) const;

    RelayConfig m_config;
    QNetworkAccessManager *m_nam;
    QHash<quint64, std::shared_ptr<Operation>> m_operations;
    QHash<quint64, std::shared_ptr<Request>> m_requests;
    QHash<QString, quint64> m_channels;
    quint64 m_nextId = 1;
    QString m_lastCacheStatus;
};

} // namespace hw
