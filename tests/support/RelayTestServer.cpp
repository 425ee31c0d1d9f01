#include "RelayTestServer.h"

#include <QDateTime>
#include <QHttpServer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QHttpServerResponse>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>
#include <QTcpSocket>
#include <QUrlQuery>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace hw::test {

namespace {

QByteArray compact(const QJsonObject &o)
{
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray compact(const QJsonArray &a)
{
    return QJsonDocument(a).toJson(QJsonDocument::Compact);
}

QByteArray errorBody(const QString &message)
{
    return compact(QJsonObject { { u"error"_s, message } });
}

const QString LevelKeys[] = { u"L1"_s, u"L2"_s, u"L3"_s, u"L4"_s };

// The token of an "Authorization: Bearer <token>" header (the scheme is case-insensitive,
// RFC 7235 §2.1); empty when there is none.
QByteArray bearerToken(const QByteArray &authorization)
{
    static const QByteArray scheme = "bearer "_ba;
    if (!authorization.left(scheme.size()).toLower().startsWith(scheme))
        return {};
    return authorization.mid(scheme.size()).trimmed();
}

// What a resource server checks in an introspection answer (RFC 7662 §2.2) besides "active".
bool plausible(const QJsonObject &answer)
{
    if (answer.value(u"active"_s) != QJsonValue(true))
        return false;
    const QJsonValue type = answer.value(u"token_type"_s);
    if (!type.isUndefined() && type.toString().compare(u"Bearer"_s, Qt::CaseInsensitive) != 0)
        return false;
    const QJsonValue client = answer.value(u"client_id"_s);
    if (!client.isUndefined() && client.toString().isEmpty())
        return false;
    const QJsonValue exp = answer.value(u"exp"_s);
    if (!exp.isUndefined() && (!exp.isDouble() || exp.toDouble() <= QDateTime::currentSecsSinceEpoch()))
        return false;
    return true;
}

} // namespace

RelayTestServer::RelayTestServer(QObject *parent)
    : QObject(parent)
    , m_server(new QHttpServer(this))
    , m_introspectionNetwork(new QNetworkAccessManager(this))
{
    for (const QString &path : { AllowlistPath, LevelStatusPath, PrInfoPath }) {
        m_server->route(
            path, [this, path](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
                handle(path, request, std::move(responder), false);
            });
        // HUD's /api/authed/<path> mirrors /api/<path> after checking the GitHub bearer.
        m_server->route(authedPath(path),
            [this, path](const QHttpServerRequest &request, QHttpServerResponder &&responder) {
                handle(path, request, std::move(responder), true);
            });
    }
}

RelayTestServer::~RelayTestServer()
{
    for (auto &[reply, check] : m_checks) {
        reply->disconnect(this);
        reply->abort();
        reply->deleteLater();
    }
    m_checks.clear();
    m_hanging.clear(); // never answered; they must go before the server and its sockets
    delete m_server;
}

bool RelayTestServer::listen()
{
    m_port = m_server->listen(QHostAddress::LocalHost, 0);
    return m_port != 0;
}

QUrl RelayTestServer::url() const
{
    QUrl u;
    u.setScheme(u"http"_s);
    u.setHost(u"127.0.0.1"_s);
    u.setPort(m_port);
    return u;
}

void RelayTestServer::setTokenIntrospection(
    const QUrl &introspectionEndpoint, const QString &clientId, const QString &clientSecret)
{
    m_introspectionEndpoint = introspectionEndpoint;
    m_introspectionClientId = clientId;
    m_introspectionClientSecret = clientSecret;
}

void RelayTestServer::setFault(const QString &path, Fault fault, int retryAfterSeconds)
{
    PathState &st = m_paths[path];
    st.fault = fault;
    st.retryAfterSeconds = retryAfterSeconds;
}

void RelayTestServer::setRawBody(const QString &path, const QByteArray &body, int status)
{
    PathState &st = m_paths[path];
    st.rawBody = body;
    st.rawStatus = status;
}

void RelayTestServer::setResponseHeader(const QString &path, const QByteArray &name, const QByteArray &value)
{
    auto &headers = m_paths[path].headers;
    headers.removeIf([&name](const auto &h) { return h.first.compare(name, Qt::CaseInsensitive) == 0; });
    if (!value.isEmpty())
        headers.append({ name, value });
}

int RelayTestServer::requestCount(const QString &path) const
{
    return int(m_paths.value(path).urls.size());
}

QList<QUrl> RelayTestServer::requestUrls(const QString &path) const
{
    return m_paths.value(path).urls;
}

QByteArray RelayTestServer::lastHeader(const QByteArray &name) const
{
    for (const auto &h : m_lastHeaders)
        if (h.first.compare(name, Qt::CaseInsensitive) == 0)
            return h.second;
    return {};
}

QByteArray RelayTestServer::allowlistJson() const
{
    QJsonArray levels[4];
    for (const AllowlistEntry &e : m_allowlist.entries) {
        if (e.level == TrustLevel::Unknown)
            continue;
        // HUD's allowlist.ts drops L3's device (and any events metadata).
        const QJsonObject item { { u"repo"_s, e.repo }, { u"oncalls"_s, QJsonArray::fromStringList(e.oncalls) } };
        levels[int(e.level) - 1].append(item);
    }
    QJsonObject top;
    for (int i = 0; i < 4; ++i)
        top.insert(LevelKeys[i], levels[i]); // HUD always sends all four
    return compact(top);
}

QByteArray RelayTestServer::levelStatusJson() const
{
    QJsonArray repos;
    for (const LevelStatus &s : m_levelStatus) {
        QJsonArray criteria;
        for (const RelayCriterion &c : s.criteria) {
            // HUD sends display strings ("92.3%", "≥ 90%"), null for no measurement.
            QJsonObject o { { u"criterion"_s, c.criterion } };
            if (!c.measuredText.isEmpty())
                o.insert(u"measured"_s, c.measuredText);
            else
                o.insert(u"measured"_s, c.measured ? QJsonValue(QString::number(*c.measured)) : QJsonValue(QJsonValue::Null));
            o.insert(u"target"_s, c.targetText.isEmpty() ? QString::number(c.target) : c.targetText);
            o.insert(u"met"_s, c.judged ? QJsonValue(c.met) : QJsonValue(QJsonValue::Null));
            criteria.append(o);
        }
        repos.append(QJsonObject {
            { u"repo"_s, s.repo },
            { u"level"_s, s.level == TrustLevel::Unknown ? u"L?"_s : u"L%1"_s.arg(int(s.level)) },
            { u"change"_s, s.change.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(s.change) },
            { u"noData"_s, s.noData },
            { u"windowDays"_s, s.windowDays },
            { u"criteria"_s, criteria },
        });
    }
    return compact(QJsonObject { { u"repos"_s, repos } });
}

QByteArray RelayTestServer::prInfoJson(const QVector<qint64> &prs) const
{
    QJsonArray out;
    for (qint64 number : prs) {
        QString title, author;
        for (const PullRequestInfo &pr : m_prInfo) {
            if (pr.number == number) {
                title = pr.title;
                author = pr.author;
                break;
            }
        }
        out.append(QJsonObject { { u"prNumber"_s, number }, { u"title"_s, title }, { u"author"_s, author } });
    }
    return compact(out);
}

QByteArray RelayTestServer::faultyBody(const QString &path, Fault fault, const QByteArray &normal) const
{
    if (fault == Fault::Malformed)
        return normal.size() < 2 ? QByteArray("{") : normal.left(normal.size() / 2);
    const QJsonDocument doc = QJsonDocument::fromJson(normal);
    if (path == AllowlistPath) {
        QJsonObject top = doc.object();
        if (fault == Fault::UnknownLevel) {
            top.insert(u"L5"_s, QJsonArray());
            return compact(top);
        }
        for (const QString &key : LevelKeys) {
            QJsonArray items = top.value(key).toArray();
            if (items.isEmpty())
                continue;
            QJsonObject first = items.at(0).toObject();
            first.remove(u"repo"_s);
            items[0] = first;
            top.insert(key, items);
            return compact(top);
        }
        top.insert(u"L1"_s, QJsonArray { QJsonObject { { u"oncalls"_s, QJsonArray() } } });
        return compact(top);
    }
    if (path == LevelStatusPath) {
        QJsonObject top = doc.object();
        QJsonArray repos = top.value(u"repos"_s).toArray();
        const QJsonObject synthetic { { u"repo"_s, u"synthetic/backend"_s }, { u"level"_s, u"L3"_s },
            { u"change"_s, QJsonValue::Null }, { u"noData"_s, true }, { u"windowDays"_s, 7 },
            { u"criteria"_s, QJsonArray() } };
        if (repos.isEmpty())
            repos.append(synthetic);
        const qsizetype at = fault == Fault::UnknownLevel ? repos.size() - 1 : 0;
        QJsonObject item = repos.at(at).toObject();
        if (fault == Fault::UnknownLevel)
            item.insert(u"level"_s, u"L7"_s);
        else
            item.remove(u"criteria"_s);
        repos[at] = item;
        top.insert(u"repos"_s, repos);
        return compact(top);
    }
    // pr-info
    if (fault == Fault::UnknownLevel)
        return normal;
    QJsonArray items = doc.array();
    if (items.isEmpty())
        items.append(QJsonObject {
            { u"prNumber"_s, 1 }, { u"title"_s, u"synthetic"_s }, { u"author"_s, u"someone"_s } });
    QJsonObject first = items.at(0).toObject();
    first.remove(u"title"_s);
    items[0] = first;
    return compact(items);
}

QByteArray RelayTestServer::hugeBody(const QString &path) const
{
    // Valid JSON of the right shape, made huge by one long string.
    QByteArray head, tail;
    if (path == AllowlistPath) {
        head = R"({"L1":[{"repo":"huge/backend","oncalls":[")";
        tail = R"("]}],"L2":[],"L3":[],"L4":[]})";
    } else if (path == LevelStatusPath) {
        head = R"({"repos":[{"repo":"huge/backend","level":"L3","change":null,"noData":false,"windowDays":7,)"
               R"("criteria":[{"criterion":")";
        tail = R"(","measured":null,"target":0.9,"met":false}]}]})";
    } else {
        head = R"([{"prNumber":1,"author":"someone","title":")";
        tail = R"("}])";
    }
    QByteArray body;
    body.reserve(m_hugeBytes + head.size() + tail.size());
    body += head;
    body.append(qMax<qint64>(0, m_hugeBytes - head.size() - tail.size()), 'x');
    body += tail;
    return body;
}

void RelayTestServer::handle(
    const QString &path, const QHttpServerRequest &request, QHttpServerResponder &&responder, bool authed)
{
    m_paths[path].urls.append(request.url());
    (authed ? m_authedRequests : m_publicRequests)++;
    m_lastHeaders = request.headers();
    m_lastAuthorization = lastHeader("Authorization");
    const QByteArray token = bearerToken(m_lastAuthorization);
    if (!token.isEmpty() && !m_bearerTokensSeen.contains(QString::fromUtf8(token)))
        m_bearerTokensSeen.append(QString::fromUtf8(token));
    const bool internalBot = !m_botKey.isEmpty() && lastHeader("x-hud-internal-bot") == m_botKey.toUtf8();
    if (!authed && !internalBot && m_botProtection != BotProtection::Off) {
        // Vercel in front of HUD: the public /api answers non-browser clients like this.
        if (m_botProtection == BotProtection::TooManyRequests)
            send(path, std::move(responder), 429, errorBody(u"Too Many Requests"_s),
                { { "x-vercel-mitigated"_ba, "challenge"_ba } });
        else
            sendChallenge(path, std::move(responder));
        return;
    }
    if (authed && token.isEmpty()) {
        send(path, std::move(responder), 401,
            errorBody(u"Authentication required: Authorization: Bearer <token>"_s));
        return;
    }

    if (!m_introspectionEndpoint.isEmpty()) {
        if (token.isEmpty()) {
            send(path, std::move(responder), 401, errorBody(u"unauthorized"_s),
                { { "WWW-Authenticate"_ba, "Bearer"_ba } });
            return;
        }
        PendingCheck check { path, request.url(),
            std::make_unique<QHttpServerResponder>(std::move(responder)), {} };
        check.socket = check.responder->socket();
        introspect(QString::fromUtf8(token), std::move(check));
        return;
    }
    if (!m_requiredToken.isEmpty()) {
        if (m_lastAuthorization != "Bearer " + m_requiredToken.toUtf8()) {
            if (!token.isEmpty())
                ++m_rejectedTokens;
            send(path, std::move(responder), 401, errorBody(u"Unauthorized"_s),
                { { "WWW-Authenticate"_ba, "Bearer"_ba } });
            return;
        }
        ++m_acceptedTokens;
    }
    serve(path, request.url(), std::move(responder));
}

void RelayTestServer::introspect(const QString &token, PendingCheck check)
{
    QNetworkRequest request(m_introspectionEndpoint);
    request.setHeader(QNetworkRequest::ContentTypeHeader, "application/x-www-form-urlencoded"_ba);
    // RFC 6749 §2.3.1: id and secret are form-encoded before they are joined for Basic.
    const QByteArray credentials = QUrl::toPercentEncoding(m_introspectionClientId) + ':'
        + QUrl::toPercentEncoding(m_introspectionClientSecret);
    request.setRawHeader("Authorization"_ba, "Basic " + credentials.toBase64());
    request.setRawHeader("Accept"_ba, "application/json"_ba);
    // The token and the client secret go to the configured endpoint and nowhere else.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setTransferTimeout(10'000);
    const QByteArray form = "token=" + QUrl::toPercentEncoding(token) + "&token_type_hint=access_token";
    QNetworkReply *reply = m_introspectionNetwork->post(request, form);
    m_checks.emplace_back(reply, std::move(check));
    connect(reply, &QNetworkReply::finished, this, [this, reply] { onIntrospected(reply); });
}

void RelayTestServer::onIntrospected(QNetworkReply *reply)
{
    reply->deleteLater();
    const auto it
        = std::find_if(m_checks.begin(), m_checks.end(), [reply](const auto &c) { return c.first == reply; });
    if (it == m_checks.end())
        return;
    PendingCheck check = std::move(it->second);
    m_checks.erase(it);
    // The client may have given up meanwhile; its socket is gone then and nobody is listening.
    if (!check.socket || check.socket->state() != QAbstractSocket::ConnectedState)
        return;

    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    QJsonParseError parseError;
    const QJsonDocument answer = QJsonDocument::fromJson(reply->readAll(), &parseError);
    if (reply->error() != QNetworkReply::NoError || status != 200
        || parseError.error != QJsonParseError::NoError || !answer.isObject()) {
        send(check.path, std::move(*check.responder), 503, errorBody(u"introspection failed"_s));
        return;
    }
    if (!plausible(answer.object())) {
        ++m_rejectedTokens;
        send(check.path, std::move(*check.responder), 401, errorBody(u"invalid_token"_s),
            { { "WWW-Authenticate"_ba, "Bearer error=\"invalid_token\""_ba } });
        return;
    }
    ++m_acceptedTokens;
    serve(check.path, check.url, std::move(*check.responder));
}

void RelayTestServer::serve(const QString &path, const QUrl &url, QHttpServerResponder &&responder)
{
    PathState &st = m_paths[path];
    int status = 200;
    QByteArray body;
    QList<QPair<QByteArray, QByteArray>> headers;
    if (st.rawStatus != 0) {
        status = st.rawStatus;
        body = st.rawBody;
    } else if (st.fault == Fault::Hang) {
        m_hanging.push_back(std::make_unique<QHttpServerResponder>(std::move(responder)));
        return;
    } else if (st.fault == Fault::BotChallenge) {
        sendChallenge(path, std::move(responder));
        return;
    } else if (st.fault == Fault::NotFound) {
        // An older HUD: Next.js's own 404 page for a route it does not have.
        QHttpServerResponse response("text/html; charset=utf-8"_ba,
            "<!DOCTYPE html><html><head><title>404: This page could not be found</title></head>"
            "<body>404</body></html>"_ba,
            QHttpServerResponse::StatusCode::NotFound);
        response.write(std::move(responder));
        return;
    } else if (st.fault == Fault::RateLimited) {
        status = 429;
        body = errorBody(u"Too many requests"_s);
        if (st.retryAfterSeconds >= 0)
            headers.emplaceBack("Retry-After"_ba, QByteArray::number(st.retryAfterSeconds));
    } else if (st.fault == Fault::ServerError) {
        status = 500;
        body = errorBody(u"Failed to query ClickHouse"_s);
    } else if (st.fault == Fault::Huge) {
        body = hugeBody(path);
    } else {
        if (path == AllowlistPath) {
            body = allowlistJson();
            headers.emplaceBack("X-Cache"_ba, m_allowlistServed++ == 0 ? "MISS"_ba : "HIT"_ba);
        } else if (path == LevelStatusPath) {
            body = levelStatusJson();
        } else {
            const QUrlQuery query(url);
            const QString repo = query.queryItemValue(u"repo"_s);
            const QString prs = query.queryItemValue(u"prs"_s);
            QVector<qint64> numbers;
            for (const QString &part : prs.split(u',', Qt::SkipEmptyParts)) {
                bool ok = false;
                const qint64 n = part.trimmed().toLongLong(&ok);
                if (ok && n > 0)
                    numbers.append(n);
            }
            if (repo.isEmpty() || prs.isEmpty()) {
                status = 400;
                body = errorBody(u"Missing required params: repo, prs"_s);
            } else if (repo != u"pytorch/pytorch"_s) {
                status = 403; // HUD's ALLOWED_UPSTREAM_REPOS
                body = errorBody(u"Repository not allowed"_s);
            } else {
                // HUD's pr-info.ts keeps the first 50 and drops the rest without a word.
                body = prInfoJson(numbers.mid(0, MaxPrs));
            }
        }
        if (status == 200 && st.fault != Fault::None)
            body = faultyBody(path, st.fault, body);
    }
    send(path, std::move(responder), status, body, headers);
}

void RelayTestServer::sendChallenge(const QString &path, QHttpServerResponder &&responder)
{
    // Vercel's challenge: status 200, an HTML page, marked x-vercel-mitigated.
    QHttpServerResponse response("text/html; charset=utf-8"_ba,
        "<!doctype html><html><head><title>Vercel Security Checkpoint</title></head>"
        "<body>We're verifying your browser</body></html>"_ba);
    response.setHeader("x-vercel-mitigated"_ba, "challenge"_ba);
    for (const auto &h : std::as_const(m_paths[path].headers))
        response.setHeader(h.first, h.second);
    response.write(std::move(responder));
}

void RelayTestServer::send(const QString &path, QHttpServerResponder &&responder, int status,
    const QByteArray &body, QList<QPair<QByteArray, QByteArray>> headers)
{
    for (const auto &h : std::as_const(m_paths[path].headers)) {
        headers.removeIf([&h](const auto &x) { return x.first.compare(h.first, Qt::CaseInsensitive) == 0; });
        headers.append(h);
    }
    QHttpServerResponse response("application/json"_ba, body, QHttpServerResponse::StatusCode(status));
    for (const auto &h : std::as_const(headers))
        response.setHeader(h.first, h.second);
    response.write(std::move(responder));
}

} // namespace hw::test
