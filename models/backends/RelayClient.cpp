#include "RelayClient.h"

#include "RelayJson.h"
#include "net/BearerTokenSource.h"
#include "net/GuardedReply.h"
#include "net/NetworkAccess.h"
#include "net/RedirectTarget.h"
#include "net/UrlPolicy.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSet>
#include <QTimer>
#include <QUrlQuery>

#include <utility>

using namespace Qt::StringLiterals;

namespace hw {

struct RelayClient::Operation {
    quint64 id = 0;
    LatestRequest *latest = nullptr; // the kind of fetch a newer one supersedes; null: never
    QString path; // for errors raised before any request exists
    QPointer<QObject> context;
    bool hasContext = false;
    Consume consume;
    Complete complete;
    QVector<quint64> requests;
    int remaining = 0; // requests not yet answered successfully
    bool failed = false; // failed before sending; the report is queued
};

struct RelayClient::Request {
    quint64 id = 0;
    quint64 opId = 0;
    QString path;
    QUrlQuery query;
    QString token; // the bearer it carried ("" for none)
    bool isRetry = false; // already the retry after a renewal: a second 401 is final
    QPointer<GuardedReply> guard;
};

namespace {

// HUD answers errors as {"error": "..."}; otherwise the first line of the body, bounded.
QString serverDetail(const QByteArray &body)
{
    const QJsonDocument doc = QJsonDocument::fromJson(body);
    if (doc.isObject() && doc.object().value(u"error"_s).isString())
        return doc.object().value(u"error"_s).toString().simplified().left(300);
    if (body.trimmed().startsWith('<'))
        return {}; // an HTML error page says nothing useful in one line
    QString line = QString::fromUtf8(body.left(400)).section(u'\n', 0, 0).simplified();
    if (line.size() > 200)
        line = line.left(199) + u'…';
    return line;
}

// Vercel's bot protection in front of HUD: a challenge page served as HTML with status 200 (or
// any status), or a response marked x-vercel-mitigated.
bool isBotChallenge(const GuardedReply::Outcome &out)
{
    if (!out.header("x-vercel-mitigated").trimmed().isEmpty())
        return true;
    if (out.header("Content-Type").trimmed().toLower().startsWith("text/html"))
        return true;
    return out.body.left(64).trimmed().toLower().startsWith("<!doctype html");
}

} // namespace

RelayClient::RelayClient(const RelayConfig &config, QNetworkAccessManager *network, QObject *parent)
    : QObject(parent)
    , m_config(config)
    , m_nam(network ? network : NetworkAccess::forCurrentThread())
{
}

RelayClient::~RelayClient()
{
    cancelAll();
}

void RelayClient::setConfig(const RelayConfig &config)
{
    m_config = config;
}

QByteArray RelayClient::userAgent()
{
    return QByteArrayLiteral("hudwatch/" HUDWATCH_VERSION);
}

QString RelayClient::redact(QString text) const
{
    for (const QString &token : { m_config.token, currentToken(), m_config.botKey })
        if (!token.isEmpty())
            text.replace(token, u"***"_s);
    return text;
}

QString RelayClient::currentToken() const
{
    return m_tokenSource ? m_tokenSource->bearerToken() : m_config.token;
}

RelayError RelayClient::errorFor(const QString &path) const
{
    RelayError e;
    e.endpoint = m_config.endpoint();
    e.path = m_config.pathFor(path); // as sent: /api/authed/... on the authed route
    return e;
}

RelayError RelayClient::botProtectionError(const QString &path, int status, const QByteArray &mitigated) const
{
    RelayError e = errorFor(path);
    e.kind = RelayError::Kind::BotProtection;
    e.httpStatus = status;
    const QString how = status == 200 ? RelayError::tr("a challenge page instead of JSON")
                                      : RelayError::tr("HTTP %1").arg(status);
    const QString marked = mitigated.isEmpty()
        ? QString()
        : u" (x-vercel-mitigated: "_s + QString::fromLatin1(mitigated.left(40)).simplified() + u')';
    e.message = m_config.isAuthed()
        ? RelayError::tr("HUD's bot protection refused this client: %1%2 — /api/authed should pass it; check the "
                         "sign-in or ask HUD's admins")
              .arg(how, marked)
        : RelayError::tr("HUD's bot protection refused this client: %1%2 — use /api/authed with a GitHub sign-in "
                         "(relay/apiPrefix=/api/authed)")
              .arg(how, marked);
    return e;
}

void RelayClient::fetchAllowlist(QObject *context, Callback<Allowlist> done)
{
    auto result = std::make_shared<std::optional<Allowlist>>();
    const quint64 op = startOperation(
        &m_allowlistFetch, AllowlistPath, context,
        [result](const QByteArray &body, RelayError &error) {
            *result = RelayJson::parseAllowlist(body, &error);
            return result->has_value();
        },
        [result, done = std::move(done)](const RelayError &error) {
            if (done)
                done(error.isError() ? std::nullopt : std::move(*result), error);
        });
    startRequest(op, AllowlistPath, {}, Target());
}

void RelayClient::fetchLevelStatus(QObject *context, Callback<QVector<LevelStatus>> done)
{
    auto result = std::make_shared<std::optional<QVector<LevelStatus>>>();
    const quint64 op = startOperation(
        &m_levelStatusFetch, LevelStatusPath, context,
        [result](const QByteArray &body, RelayError &error) {
            *result = RelayJson::parseLevelStatus(body, &error);
            return result->has_value();
        },
        [result, done = std::move(done)](const RelayError &error) {
            if (done)
                done(error.isError() ? std::nullopt : std::move(*result), error);
        });
    startRequest(op, LevelStatusPath, {}, Target());
}

void RelayClient::fetchPrInfo(const QString &repo, const QVector<qint64> &prs, QObject *context,
    Callback<QVector<PullRequestInfo>> done)
{
    QVector<qint64> wanted;
    QSet<qint64> seen;
    for (qint64 pr : prs) {
        if (pr > 0 && !seen.contains(pr)) {
            seen.insert(pr);
            wanted.append(pr);
        }
    }
    auto merged = std::make_shared<QHash<qint64, PullRequestInfo>>();
    const quint64 op = startOperation(
        nullptr, PrInfoPath, context,
        [merged, seen](const QByteArray &body, RelayError &error) {
            const auto parsed = RelayJson::parsePrInfo(body, &error);
            if (!parsed)
                return false;
            for (const PullRequestInfo &pr : *parsed)
                if (seen.contains(pr.number) && !merged->contains(pr.number))
                    merged->insert(pr.number, pr);
            return true;
        },
        [merged, wanted, done = std::move(done)](const RelayError &error) {
            if (!done)
                return;
            if (error.isError()) {
                done(std::nullopt, error);
                return;
            }
            QVector<PullRequestInfo> out;
            out.reserve(merged->size());
            for (qint64 pr : wanted)
                if (const auto it = merged->constFind(pr); it != merged->constEnd())
                    out.append(*it);
            done(std::move(out), error);
        });
    if (wanted.isEmpty()) {
        QTimer::singleShot(0, this, [this, op] { finishOperation(op, {}); });
        return;
    }
    for (qsizetype at = 0; at < wanted.size(); at += MaxPrsPerRequest) {
        QStringList numbers;
        for (qint64 pr : wanted.mid(at, MaxPrsPerRequest))
            numbers << QString::number(pr);
        QUrlQuery query;
        query.addQueryItem(u"repo"_s, repo);
        query.addQueryItem(u"prs"_s, numbers.join(u','));
        startRequest(op, PrInfoPath, query, Target());
        if (m_operations.value(op)->failed)
            break; // bad configuration: reported once
    }
}

quint64 RelayClient::startOperation(
    LatestRequest *latest, const QString &path, QObject *context, Consume consume, Complete complete)
{
    auto op = std::make_shared<Operation>();
    op->id = m_nextId++;
    op->latest = latest;
    op->path = path;
    op->context = context;
    op->hasContext = context != nullptr;
    op->consume = std::move(consume);
    op->complete = std::move(complete);
    m_operations.insert(op->id, op);
    if (latest) {
        latest->begin(); // the older fetch of this kind is dropped: it reports nothing
        latest->onSuperseded([this, id = op->id] { dropOperation(id); });
    }
    return op->id;
}

void RelayClient::fetchAllowlistFile(
    const QUrl &url, bool allowInsecureHttp, QObject *context, Callback<QByteArray> done)
{
    auto body = std::make_shared<QByteArray>();
    const QString where = url.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery);
    const quint64 op = startOperation(
        &m_allowlistFileFetch, where, context,
        [body](const QByteArray &received, RelayError &) {
            *body = received;
            return true;
        },
        [body, where, done = std::move(done)](RelayError error) {
            // Said as the file's problem, not the relay's: "allowlist https://host/file.yml: HTTP 404".
            error.service = u"allowlist"_s;
            error.endpoint = where;
            error.path.clear();
            if (done)
                done(error.isError() ? std::nullopt : std::optional<QByteArray>(std::move(*body)), error);
        });
    startRequest(op, where, {}, Target { url, allowInsecureHttp });
}

void RelayClient::startRequest(
    quint64 opId, const QString &path, const QUrlQuery &query, const Target &file, bool isRetry)
{
    const auto op = m_operations.value(opId);
    if (!op)
        return;
    if (op->failed)
        return;
    const bool relayApi = file.url.isEmpty();
    if (const QString problem
        = relayApi ? m_config.validate() : UrlPolicy::check(file.url, file.allowInsecureHttp);
        !problem.isEmpty()) {
        // Never send anything (least of all the token) to a URL that breaks the rules.
        RelayError e = errorFor(path);
        e.kind = RelayError::Kind::Configuration;
        e.message = problem;
        op->failed = true;
        QTimer::singleShot(0, this, [this, opId, e] { finishOperation(opId, e); });
        return;
    }

    QUrl url = relayApi ? m_config.urlFor(path) : file.url;
    if (!query.isEmpty())
        url.setQuery(query);
    QNetworkRequest request(url);
    request.setRawHeader(
        "Accept", relayApi ? QByteArrayLiteral("application/json") : QByteArrayLiteral("*/*"));
    request.setRawHeader("User-Agent", userAgent());
    // The token is for the relay only: an allowlist file may live anywhere.
    const QString token = relayApi ? currentToken() : QString();
    if (!token.isEmpty())
        request.setRawHeader("Authorization", "Bearer " + token.toUtf8());
    // HUD's internal-bot secret, for users who hold it (keychain only); never to a file URL.
    if (relayApi && !m_config.botKey.isEmpty())
        request.setRawHeader("x-hud-internal-bot", m_config.botKey.toUtf8());
    // A redirect must not carry the bearer token to another place.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    request.setAttribute(QNetworkRequest::CookieLoadControlAttribute, QNetworkRequest::Manual);
    request.setAttribute(QNetworkRequest::CookieSaveControlAttribute, QNetworkRequest::Manual);

    auto rq = std::make_shared<Request>();
    rq->id = m_nextId++;
    rq->opId = opId;
    rq->path = path;
    rq->query = query;
    rq->token = token;
    rq->isRetry = isRetry;
    const quint64 id = rq->id;
    m_requests.insert(id, rq);
    op->requests.append(id);
    ++op->remaining;

    auto *guard = new GuardedReply(m_nam->get(request),
        { .connectTimeoutMs = m_config.connectTimeoutMs,
            .readTimeoutMs = m_config.readTimeoutMs,
            .maxBytes = relayApi ? m_config.maxResponseBytes : MaxAllowlistFileBytes,
            .requestTimeoutMs = m_config.requestTimeoutMs },
        this);
    rq->guard = guard;
    connect(guard, &GuardedReply::done, this, [this, id, guard] { onFinished(id, *guard); });
}

void RelayClient::onFinished(quint64 requestId, const GuardedReply &guard)
{
    const auto rq = m_requests.value(requestId);
    if (!rq || rq->guard != &guard)
        return;
    const GuardedReply::Outcome &out = guard.outcome();
    const int status = out.httpStatus;
    RelayError err = errorFor(rq->path);
    err.httpStatus = status;
    const bool relayApi = rq->path.startsWith(u'/'); // else the allowlist file by its URL
    if (!out.ok()) {
        err.kind = out.isTimeout()                              ? RelayError::Kind::Timeout
            : out.kind == GuardedReply::Outcome::Kind::TooLarge ? RelayError::Kind::TooLarge
            : out.kind == GuardedReply::Outcome::Kind::TlsError ? RelayError::Kind::Tls
                                                                : RelayError::Kind::Network;
        err.message = out.message;
    } else if (relayApi && (status == 429 || (status == 200 && isBotChallenge(out)))) {
        // HUD answers non-browser clients with 429 or a challenge page (status 200, HTML).
        err = botProtectionError(rq->path, status, out.header("x-vercel-mitigated").trimmed());
        err.retryAfterSeconds = RelayError::parseRetryAfter(out.header("Retry-After"));
    } else if (relayApi && status == 404 && rq->path == LevelStatusPath) {
        // level-status came with newer HUDs (2ae935d4); an older one answers 404.
        err.kind = RelayError::Kind::NotOffered;
        err.message = RelayError::tr("HTTP 404: level-status is not offered by this HUD (an older HUD)");
    } else {
        m_lastCacheStatus = QString::fromLatin1(out.header("X-Cache").trimmed());
        if (status != 200) {
            err.retryAfterSeconds = RelayError::parseRetryAfter(out.header("Retry-After"));
            if (status == 401 && !rq->isRetry
                && retryWithRenewedToken(rq->opId, rq->path, rq->query, rq->token)) {
                dropRequest(requestId);
                return;
            }
            describeHttpError(*rq, guard, relayApi, err);
        }
    }
    const QByteArray body = out.body;
    const quint64 opId = rq->opId;
    dropRequest(requestId);
    settleRequest(opId, body, err);
}

void RelayClient::describeHttpError(
    const Request &rq, const GuardedReply &guard, bool relayApi, RelayError &err) const
{
    const GuardedReply::Outcome &out = guard.outcome();
    const int status = out.httpStatus;
    if (status == 401 || status == 403) {
        describeRejectedToken(rq, status, err);
    } else if (status == 429) {
        err.kind = RelayError::Kind::RateLimited;
        // The poll waits as asked (or backs off) before it asks again.
        err.message = err.retryAfterSeconds > 0
            ? RelayError::tr("HTTP %1 rate limited, retry after %2 s").arg(status).arg(err.retryAfterSeconds)
            : RelayError::tr("HTTP %1 rate limited — wait a minute before trying again").arg(status);
    } else if (status >= 300 && status < 400) {
        err.kind = RelayError::Kind::Http;
        // Without a Location (never seen from a relay) the URL asked for is named, as before.
        const QByteArray location = out.header("Location");
        const QString shown = RedirectTarget::shown(out.url, location.trimmed().isEmpty() ? out.url.toEncoded() : location);
        err.message = (relayApi ? RelayError::tr("HTTP %1 redirect to %2 not followed — if the relay moved, set "
                                                 "relay/url to %2")
                                : RelayError::tr("HTTP %1 redirect to %2 not followed — if the file moved, set "
                                                 "relay/allowlistFile to %2"))
                          .arg(status)
                          .arg(shown);
    } else {
        err.kind = RelayError::Kind::Http;
        err.message = u"HTTP %1 %2"_s.arg(status).arg(out.reasonPhrase).trimmed();
        if (const QString detail = serverDetail(out.body); !detail.isEmpty())
            err.message += u": "_s + detail;
        if (status < 500)
            err.message += u" — "_s
                + (relayApi ? RelayError::tr("check relay/url (Profile ▸ Edit this profile…)")
                          : RelayError::tr("check relay/allowlistFile (Profile ▸ Edit this profile…)"));
    }
}

void RelayClient::describeRejectedToken(const Request &rq, int status, RelayError &err) const
{
    err.kind = RelayError::Kind::Unauthorized;
    const QString why = rq.token.isEmpty()
        ? (m_tokenSource ? RelayError::tr("not signed in — sign in (File ▸ Sign in)")
                         : RelayError::tr("no relay token is set"))
        : !m_tokenSource      ? RelayError::tr("the relay token was rejected")
        : status == 401       ? RelayError::tr("the sign-in was rejected — sign in again (File ▸ Sign in)")
                              : RelayError::tr("the sign-in was rejected"); // 403: access, not the sign-in
    err.noTokenSet = rq.token.isEmpty() && !m_tokenSource;
    err.message = (status == 401 ? RelayError::tr("HTTP %1 unauthorized: %2")
                                 : RelayError::tr("HTTP %1 forbidden: %2"))
                      .arg(QString::number(status), why);
}

void RelayClient::settleRequest(quint64 opId, const QByteArray &body, RelayError err)
{
    if (err.isError()) {
        finishOperation(opId, err);
        return;
    }
    const auto op = m_operations.value(opId);
    if (!op)
        return;
    if (!op->consume(body, err)) {
        finishOperation(opId, err);
        return;
    }
    if (--op->remaining == 0)
        finishOperation(opId, err);
}

bool RelayClient::retryWithRenewedToken(
    quint64 opId, const QString &path, const QUrlQuery &query, const QString &token)
{
    const auto op = m_operations.value(opId);
    if (!m_tokenSource || token.isEmpty() || !op)
        return false;
    m_tokenSource->renewRejectedToken(token, this, [this, opId, path, query](const SourceError &failure) {
        if (!m_operations.contains(opId))
            return; // cancelled or superseded meanwhile
        if (failure.isError()) {
            RelayError e = errorFor(path);
            e.kind = RelayError::Kind::Unauthorized;
            e.httpStatus = 401;
            e.message = RelayError::tr("HTTP %1 unauthorized: %2").arg(QString::number(401), failure.message);
            if (!e.message.contains(u" — "_s)) // else SourceError would say "set the relay token"
                e.message += u" — "_s + RelayError::tr("sign in again (File ▸ Sign in)");
            finishOperation(opId, e);
            return;
        }
        // The rejected request stays counted until its retry is on the wire, so that the other
        // requests of a batched fetch cannot complete the operation meanwhile.
        --m_operations.value(opId)->remaining;
        startRequest(opId, path, query, Target(), true);
    });
    return true;
}

void RelayClient::finishOperation(quint64 opId, RelayError error)
{
    const auto op = m_operations.value(opId);
    if (!op)
        return; // cancelled or superseded
    if (error.endpoint.isEmpty())
        error.endpoint = m_config.endpoint();
    if (error.path.isEmpty() && error.isError())
        error.path = op->path;
    error.message = redact(error.message);
    const Complete complete = op->complete;
    const bool contextGone = op->hasContext && !op->context;
    if (op->latest)
        op->latest->finish();
    dropOperation(opId);
    if (complete && !contextGone)
        complete(error);
}

void RelayClient::dropOperation(quint64 opId)
{
    const auto op = m_operations.take(opId);
    if (!op)
        return;
    for (quint64 id : std::as_const(op->requests))
        dropRequest(id);
}

void RelayClient::dropRequest(quint64 requestId)
{
    const auto rq = m_requests.take(requestId);
    if (!rq)
        return;
    if (rq->guard) {
        rq->guard->cancel();
        rq->guard->deleteLater();
    }
}

void RelayClient::cancelAll()
{
    for (LatestRequest *latest : { &m_allowlistFetch, &m_levelStatusFetch, &m_allowlistFileFetch })
        latest->finish(); // forget the hooks: every operation goes below
    const auto ids = m_operations.keys();
    for (quint64 id : ids)
        dropOperation(id);
}

} // namespace hw
