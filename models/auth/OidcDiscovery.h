#pragma once

#include "OAuthClientSettings.h"
#include "OidcProviderEndpoints.h"
#include "domain/Result.h"

#include <QByteArray>
#include <QObject>
#include <QUrl>

#include <functional>

class QNetworkAccessManager;

namespace hw {

// OpenID Connect Discovery 1.0: a provider described by its issuer URL alone. The document must
// name exactly the issuer that was asked for (§4.3: otherwise a look-alike could hand out its own
// endpoints), and every endpoint must pass the same https-or-loopback rule as the issuer.
class OidcDiscovery
{
public:
    using Callback = std::function<void(const Result<OidcProviderEndpoints> &)>;

    // <issuer>/.well-known/openid-configuration (a path in the issuer is kept, §4.1).
    static QUrl documentUrl(const QUrl &issuer);
    // Strict reading of a discovery document: issuer, authorization and token endpoints required.
    static Result<OidcProviderEndpoints> parse(
        const QByteArray &document, const QUrl &issuer, bool allowInsecureHttp = false);
    // Fetches and parses; the callback runs once on context's thread unless context dies first.
    // A provider with a preset (OAuthProviderPreset: GitHub) is answered from it, without a request.
    static void fetch(QNetworkAccessManager *nam, const QUrl &issuer, const OAuthClientSettings &settings,
        QObject *context, Callback done);
};

} // namespace hw
