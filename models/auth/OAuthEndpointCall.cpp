#include "OAuthEndpointCall.h"

#include "net/GuardedReply.h"
#include "net/NetworkAccess.h"
#include "net/UrlPolicy.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkRequest>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace hw {

namespace {
struct OAuthEndpointText {
    Q_DECLARE_TR_FUNCTIONS(OAuthEndpointText)
};

// A provider's text, reduced to one bounded line without control characters.
QString oneLine(const QString &text)
{
    QString out;
    for (const QChar c : text.left(300))
        out += UrlPolicy::hasControlCharacters(QStringView(&c, 1)) ? u' ' : c;
    out = out.simplified();
    return out.size() > 200 ? out.left(199) + u'…' : out;
}

SourceError transportError(const GuardedReply::Outcome &o, const QUrl &url)
{
    using Kind = SourceError::Kind;
    using OK = GuardedReply::Outcome::Kind;
    Kind kind = Kind::Network;
    switch (o.kind) {
    case OK::ConnectTimeout:
    case OK::ReadTimeout:
    case OK::RequestTimeout:
        kind = Kind::Timeout;
        break;
    case OK::TooLarge:
        kind = Kind::TooLarge;
        break;
    case OK::TlsError:
        kind = Kind::Tls;
        break;
    default:
        kind = Kind::Network;
        break;
    }
    // The URL without its query: discovery and endpoints carry no secret in the path.
    const QString where
        = url.adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment | QUrl::RemoveUserInfo).toString();
    return SourceError::make(
        kind, OAuthResponse::source(), OAuthEndpointText::tr("%1: %2 — check the network and oauth/issuer, then sign in again").arg(where, o.message), o.httpStatus);
}

Result<OAuthResponse> interpret(const GuardedReply::Outcome &o, const QUrl &url)
{
    using Kind = SourceError::Kind;
    if (!o.ok())
        return transportError(o, url);
    const QString where
        = url.adjusted(QUrl::RemoveQuery | QUrl::RemoveFragment | QUrl::RemoveUserInfo).toString();
    OAuthResponse r;
    r.httpStatus = o.httpStatus;
    const bool success = o.httpStatus >= 200 && o.httpStatus < 300;
    QJsonParseError parseError {};
    const QJsonDocument doc = QJsonDocument::fromJson(o.body, &parseError);
    if (doc.isObject()) {
        r.body = doc.object();
        const QJsonValue error = r.body.value(u"error"_s);
        if (error.isString() && !error.toString().isEmpty()) {
            r.error = oneLine(error.toString());
            r.errorDescription = oneLine(r.body.value(u"error_description"_s).toString());
            return r;
        }
        if (success)
            return r;
    } else if (success && o.body.trimmed().isEmpty()) {
        return r; // revocation answers 200 with no body
    }
    if (success)
        return SourceError::make(Kind::BadData, OAuthResponse::source(),
            OAuthEndpointText::tr("%1 answered something that is not a JSON object — check oauth/issuer in the profile")
                .arg(where),
            o.httpStatus);
    Kind kind = Kind::Server;
    if (o.httpStatus == 401)
        kind = Kind::Authentication;
    else if (o.httpStatus == 403)
        kind = Kind::Authorization;
    else if (o.httpStatus == 429)
        kind = Kind::RateLimited;
    else if (o.httpStatus < 500)
        kind = Kind::BadData;
    return SourceError::make(kind, OAuthResponse::source(),
        OAuthEndpointText::tr("%1 answered HTTP %2 — check oauth/issuer in the profile").arg(where).arg(o.httpStatus), o.httpStatus);
}

} // namespace

QByteArray OAuthEndpointCall::encodeForm(const Form &form)
{
    QByteArray out;
    for (const auto &[key, value] : form) {
        if (!out.isEmpty())
            out += '&';
        out += QUrl::toPercentEncoding(key) + '=' + QUrl::toPercentEncoding(value);
    }
    return out;
}

void OAuthEndpointCall::postForm(QNetworkAccessManager *nam, const QUrl &url, const Form &form,
    const OAuthClientSettings &settings, QObject *context, Callback done)
{
    const QByteArray body = encodeForm(form);
    send(nam, url, &body, settings, context, std::move(done));
}

void OAuthEndpointCall::getJson(QNetworkAccessManager *nam, const QUrl &url,
    const OAuthClientSettings &settings, QObject *context, Callback done)
{
    send(nam, url, nullptr, settings, context, std::move(done));
}

void OAuthEndpointCall::send(QNetworkAccessManager *nam, const QUrl &url, const QByteArray *body,
    const OAuthClientSettings &settings, QObject *context, Callback done)
{
    Q_ASSERT(context);
    if (const QString problem = UrlPolicy::check(url, settings.allowInsecureHttp); !problem.isEmpty()) {
        // Nothing is sent to a URL that breaks the rules; still report asynchronously, like a reply.
        const SourceError e = SourceError::make(SourceError::Kind::Configuration, OAuthResponse::source(),
            OAuthEndpointText::tr("provider endpoint %1").arg(problem));
        QTimer::singleShot(0, context, [done = std::move(done), e] { done(e); });
        return;
    }
    if (!nam)
        nam = NetworkAccess::forCurrentThread();
    QNetworkRequest request(url);
    request.setRawHeader("Accept", "application/json");
    request.setRawHeader("User-Agent", QByteArrayLiteral("hudwatch/" HUDWATCH_VERSION));
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    request.setAttribute(QNetworkRequest::CacheSaveControlAttribute, false);
    request.setAttribute(QNetworkRequest::CookieLoadControlAttribute, QNetworkRequest::Manual);
    request.setAttribute(QNetworkRequest::CookieSaveControlAttribute, QNetworkRequest::Manual);
    QNetworkReply *reply = nullptr;
    if (body) {
        request.setHeader(
            QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/x-www-form-urlencoded"));
        reply = nam->post(request, *body);
    } else {
        reply = nam->get(request);
    }
    auto *guard = new GuardedReply(reply,
        { .connectTimeoutMs = settings.connectTimeoutMs,
            .readTimeoutMs = settings.readTimeoutMs,
            .maxBytes = settings.maxResponseBytes,
            .requestTimeoutMs = settings.requestTimeoutMs },
        context);
    QObject::connect(guard, &GuardedReply::done, context,
        [guard, url, done = std::move(done)](const GuardedReply::Outcome &outcome) {
            guard->deleteLater();
            done(interpret(outcome, url));
        });
}

} // namespace hw
