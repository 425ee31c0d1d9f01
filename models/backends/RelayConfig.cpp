#include "RelayConfig.h"

#include "RelayError.h"
#include "net/UrlPolicy.h"

using namespace Qt::StringLiterals;

namespace hw {

QString RelayConfig::validate() const
{
    if (baseUrl.isEmpty())
        return RelayError::tr("no relay URL given — set relay/url in Profile ▸ Edit this profile…");
    if (!baseUrl.isValid())
        return RelayError::tr("invalid relay URL: %1 — fix relay/url in Profile ▸ Edit this profile…")
            .arg(baseUrl.errorString());
    const QString scheme = baseUrl.scheme().toLower();
    if (scheme != u"https"_s && scheme != u"http"_s)
        return RelayError::tr("relay URL must start with https:// (got '%1') — fix relay/url in Profile ▸ Edit this "
                              "profile…")
            .arg(baseUrl.scheme());
    if (baseUrl.host().isEmpty())
        return RelayError::tr("relay URL has no host — fix relay/url in Profile ▸ Edit this profile…");
    if (UrlPolicy::hasControlCharacters(token))
        return RelayError::tr("the relay token contains a control character (set it again)");
    if (UrlPolicy::hasControlCharacters(botKey))
        return RelayError::tr("the HUD bot key contains a control character (set it again)");
    if (!isValidApiPrefix(apiPrefix))
        return RelayError::tr("relay API prefix must be /api or /api/authed — fix relay/apiPrefix in Profile ▸ Edit this profile…");
    if (!allowInsecureHttp && UrlPolicy::isInsecure(baseUrl))
        return RelayError::tr("relay URL must use https:// unless the host is loopback (127.0.0.1, ::1, localhost) "
                              "or the profile sets relay/allowInsecureHttp=true");
    if (!baseUrl.userInfo().isEmpty())
        return RelayError::tr("relay URL must not contain a user name or password (the token comes from the keychain)");
    if (baseUrl.hasQuery() || baseUrl.hasFragment())
        return RelayError::tr("relay URL must not contain a query or fragment — remove it from relay/url");
    return {};
}

Result<RelayConfig> RelayConfig::fromUrl(const QString &text, bool allowInsecureHttp)
{
    RelayConfig config;
    config.allowInsecureHttp = allowInsecureHttp;
    const QString trimmed = text.trimmed();
    if (!trimmed.isEmpty())
        config.baseUrl = QUrl(trimmed, QUrl::StrictMode);
    QString problem = config.validate();
    if (problem.isEmpty()) {
        QString path = config.baseUrl.path();
        while (path.endsWith(u'/'))
            path.chop(1);
        config.baseUrl.setPath(path);
        config.baseUrl.setScheme(config.baseUrl.scheme().toLower());
    }
    if (!problem.isEmpty())
        return SourceError::make(SourceError::Kind::Configuration, u"relay"_s, problem);
    return config;
}

QString RelayConfig::endpoint() const
{
    const int port = baseUrl.port(baseUrl.scheme().compare(u"http"_s, Qt::CaseInsensitive) == 0 ? 80 : 443);
    QString host = baseUrl.host();
    if (host.contains(u':'))
        host = u'[' + host + u']';
    return host + u':' + QString::number(port);
}

QString RelayConfig::pathFor(const QString &apiPath) const
{
    if (apiPath == PublicPrefix || apiPath.startsWith(PublicPrefix + u'/'))
        return apiPrefix + apiPath.mid(PublicPrefix.size());
    return apiPath;
}

QUrl RelayConfig::urlFor(const QString &apiPath) const
{
    QUrl url = baseUrl;
    QString path = url.path();
    while (path.endsWith(u'/'))
        path.chop(1);
    url.setPath(path + pathFor(apiPath));
    return url;
}

} // namespace hw
