#pragma once

#include <QUrl>

namespace hw {

// What OpenID discovery says about one provider. An endpoint the provider does not offer is an
// empty URL (e.g. no device flow, no revocation).
struct OidcProviderEndpoints {
    QUrl issuer;
    QUrl authorization;
    QUrl token;
    QUrl deviceAuthorization;
    QUrl revocation;
    QUrl introspection;
    QUrl userinfo;
};

} // namespace hw
