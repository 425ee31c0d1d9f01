#pragma once

#include <QByteArray>
#include <QString>
#include <QUrl>

namespace hw {

// The authorization request a native app sends through the browser (RFC 6749 §4.1.1 with PKCE,
// RFC 7636 §4.3): code flow only, S256 only.
struct AuthorizationRequest {
    QString clientId;
    QUrl redirectUri;
    QString scope;
    QString state;
    QByteArray codeChallenge;
    QString loginHint; // optional

    QUrl toUrl(const QUrl &authorizationEndpoint) const;
    // 32 random bytes from the system CSPRNG, base64url: the state and similar one-time values.
    static QString randomToken();
};

} // namespace hw
