#pragma once

#include "auth/OAuthClientSettings.h"
#include "auth/OidcProviderEndpoints.h"
#include "auth/TokenSet.h"

#include <QString>
#include <QUrl>

#include <optional>

class QNetworkAccessManager;

namespace hw::test {

// The OpenID provider that tests/scripts/oidc-test-server.sh started for this ctest run
// (tests/oidc/provider.mjs), described by $HUDWATCH_OIDC_DIR/connection.env.
class OidcTestServer
{
public:
    // Reads connection.env; isValid() is false (and error() says why) if it cannot.
    OidcTestServer();

    bool isValid() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }
    QUrl issuer() const { return m_issuer; }
    // The registered public native client, http allowed (the provider is on loopback).
    OAuthClientSettings clientSettings() const;
    // The confidential client of the relay test server, a resource server that introspects the
    // app's access tokens with HTTP Basic client authentication (a fixed test secret).
    QString relayClientId() const { return m_relayClientId; }
    QString relayClientSecret() const { return m_relayClientSecret; }

    // Synchronous discovery (spins an event loop); empty endpoints and *error set on failure.
    OidcProviderEndpoints discover(QString *error = nullptr) const;
    // A sign-in through the browser flow (code + PKCE) with the test playing the browser: the
    // tokens, or nothing when any step failed.
    std::optional<TokenSet> signInWithBrowser(const OidcProviderEndpoints &endpoints) const;
    // Whether the provider still considers `token` active (introspection, waited for):
    // 1 active, 0 not, -1 no answer.
    int tokenActive(const OidcProviderEndpoints &endpoints, const QString &token) const;
    // The test-only device endpoint: "approve", "deny" or "slow_down" for a user code.
    // Returns the HTTP status (0 when the request failed).
    int deviceAction(const QString &userCode, const QString &action) const;

private:
    QUrl m_issuer;
    QString m_clientId;
    QString m_relayClientId;
    QString m_relayClientSecret;
    QString m_error;
};

} // namespace hw::test
