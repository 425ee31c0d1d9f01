#include "OidcDiscovery.h"

#include "OAuthProviderPreset.h"

#include <QTimer>

#include "OAuthEndpointCall.h"
#include "OAuthResponse.h"
#include "net/UrlPolicy.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace hw {

namespace {
struct OidcDiscoveryText {
    Q_DECLARE_TR_FUNCTIONS(OidcDiscoveryText)
};

SourceError badDocument(const QString &why)
{
    return SourceError::make(SourceError::Kind::BadData, OAuthResponse::source(),
        OidcDiscoveryText::tr("the provider's discovery document is unusable: %1 — check oauth/issuer (Profile ▸ Edit "
                             "this profile…)")
            .arg(why));
}

// Issuers compare as strings, but a trailing '/' on the configured one is forgiven.
QString canonicalIssuer(const QUrl &issuer)
{
    QString s = issuer.toString(QUrl::FullyEncoded);
    while (s.endsWith(u'/'))
        s.chop(1);
    return s;
}
} // namespace

QUrl OidcDiscovery::documentUrl(const QUrl &issuer)
{
    return QUrl(canonicalIssuer(issuer) + u"/.well-known/openid-configuration"_s);
}

Result<OidcProviderEndpoints> OidcDiscovery::parse(
    const QByteArray &document, const QUrl &issuer, bool allowInsecureHttp)
{
    const QJsonDocument doc = QJsonDocument::fromJson(document);
    if (!doc.isObject())
        return badDocument(OidcDiscoveryText::tr("not a JSON object"));
    const QJsonObject o = doc.object();
    if (!o.value(u"issuer"_s).isString())
        return badDocument(OidcDiscoveryText::tr("no issuer"));
    const QString named = o.value(u"issuer"_s).toString();
    if (named != canonicalIssuer(issuer) && named != canonicalIssuer(issuer) + u'/')
        return badDocument(OidcDiscoveryText::tr("it names issuer %1, not %2")
                               .arg(named.left(200), canonicalIssuer(issuer)));

    OidcProviderEndpoints e;
    e.issuer = QUrl(named);
    struct Field {
        const char16_t *name;
        QUrl *target;
        bool required;
    };
    const Field fields[] = {
        { u"authorization_endpoint", &e.authorization, true },
        { u"token_endpoint", &e.token, true },
        { u"device_authorization_endpoint", &e.deviceAuthorization, false },
        { u"revocation_endpoint", &e.revocation, false },
        { u"introspection_endpoint", &e.introspection, false },
        { u"userinfo_endpoint", &e.userinfo, false },
    };
    for (const Field &f : fields) {
        const QString name = QString::fromUtf16(f.name);
        const QJsonValue v = o.value(name);
        if (v.isUndefined() || v.isNull()) {
            if (f.required)
                return badDocument(OidcDiscoveryText::tr("no %1").arg(name));
            continue;
        }
        if (!v.isString())
            return badDocument(OidcDiscoveryText::tr("%1 is not a string").arg(name));
        const QUrl url(v.toString(), QUrl::StrictMode);
        if (const QString problem = UrlPolicy::check(url, allowInsecureHttp); !problem.isEmpty())
            return badDocument(OidcDiscoveryText::tr("%1 %2").arg(name, problem));
        *f.target = url;
    }
    if (const QString problem = UrlPolicy::check(e.issuer, allowInsecureHttp); !problem.isEmpty())
        return badDocument(OidcDiscoveryText::tr("issuer %1").arg(problem));
    return e;
}

void OidcDiscovery::fetch(QNetworkAccessManager *nam, const QUrl &issuer, const OAuthClientSettings &settings,
    QObject *context, Callback done)
{
    if (const auto preset = OAuthProviderPreset::forIssuer(issuer)) {
        // Known endpoints, no document to fetch (GitHub publishes none for its OAuth apps).
        QTimer::singleShot(0, context, [endpoints = preset->endpoints, done = std::move(done)] { done(endpoints); });
        return;
    }
    const bool insecure = settings.allowInsecureHttp;
    OAuthEndpointCall::getJson(nam, documentUrl(issuer), settings, context,
        [issuer, insecure, done = std::move(done)](const Result<OAuthResponse> &r) {
            if (!r)
                return done(r.error());
            if (r->isError())
                return done(r->toSourceError(OidcDiscoveryText::tr("provider discovery")));
            done(parse(QJsonDocument(r->body).toJson(QJsonDocument::Compact), issuer, insecure));
        });
}

} // namespace hw
