#include "OAuthProviderPreset.h"

using namespace Qt::StringLiterals;

namespace hw {

OAuthProviderPreset OAuthProviderPreset::gitHub()
{
    // docs.github.com: "Authorizing OAuth apps" (web and device flows).
    OAuthProviderPreset p;
    p.name = u"GitHub"_s;
    p.endpoints.issuer = QUrl(u"https://github.com"_s);
    p.endpoints.authorization = QUrl(u"https://github.com/login/oauth/authorize"_s);
    p.endpoints.token = QUrl(u"https://github.com/login/oauth/access_token"_s);
    p.endpoints.deviceAuthorization = QUrl(u"https://github.com/login/device/code"_s);
    p.defaultScope = u"read:user"_s; // public data and job logs of public repositories need no more
    p.deviceFlowFirst = true;
    p.manageUrl = QUrl(u"https://github.com/settings/applications"_s);
    return p;
}

std::optional<OAuthProviderPreset> OAuthProviderPreset::forIssuer(const QUrl &issuer)
{
    const QUrl normalized = issuer.adjusted(QUrl::StripTrailingSlash | QUrl::NormalizePathSegments);
    if (normalized.scheme() == u"https"
        && normalized.host().compare(u"github.com"_s, Qt::CaseInsensitive) == 0
        && (normalized.path().isEmpty() || normalized.path() == u"/") && normalized.port(443) == 443)
        return gitHub();
    return std::nullopt;
}

} // namespace hw
