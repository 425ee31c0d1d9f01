#include "RelayConfig.h"

#include "net/UrlPolicy.h"

using namespace Qt::StringLiterals;

namespace hw {

QString RelayConfig::validate() const
{
    if (baseUrl.isEmpty())
        return u"no relay URL given — set relay/url in Profile ▸ Edit this profile…"_s;
    if (!baseUrl.isValid())
        return u"invalid relay URL: "_s + baseUrl.errorString() + u" — fix relay/url in Profile ▸ Edit this profile…"_s;
    const QString scheme = baseUrl.scheme().toLower();
    if (scheme != u"https"_s && scheme != u"http"_s)
        return u"relay URL must start with https:// (got '%1') — fix relay/url in Profile ▸ Edit this profile…"_s.arg(
            baseUrl.scheme());
    if (baseUrl.host().isEmpty())
        return u"relay URL has no host — fix relay/url in Profile ▸ Edit this profile…"_s;
    if (UrlPolicy::hasControlCharacters(token))
        return u"the relay token contains a control character (set it again)"_s;
    if (!allowInsecureHttp && UrlPolicy::isInsecure(baseUrl))
        return u"relay URL must use https:// unless the host is loopback (127.0.0.1, ::1, localhost) "
               u"or the profile sets relay/allowInsecureHttp=true"_s;
    if (!baseUrl.userInfo().isEmpty())
        return u"relay URL must not contain a user name or password (the token comes from the keychain)"_s;
    if (baseUrl.hasQuery() || baseUrl.hasFragment())
        return u"relay URL must not contain a query or fragment"_s;
    return {};
}

std::optional<RelayConfig> RelayConfig::fromUrl(const QString &text, QString *error, bool allowInsecureHttp)
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
    if (!problem.isEmpty()) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    if (error)
        error->clear();
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

QUrl RelayConfig::urlFor(const QString &apiPath) const
{
    QUrl url = baseUrl;
    QString path = url.path();
    while (path.endsWith(u'/'))
        path.chop(1);
    url.setPath(path + apiPath);
    return url;
}

} // namespace hw
