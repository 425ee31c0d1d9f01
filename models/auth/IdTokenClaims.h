#pragma once

#include "domain/Result.h"

#include <QDateTime>
#include <QString>

namespace hw {

// Who signed in, for display: the claims of an OpenID ID token received straight from the token
// endpoint over a verified connection (OpenID Connect Core §3.1.3.7 lets such a client rely on TLS
// instead of the signature). Never used to decide access: the servers check the access token.
struct IdTokenClaims {
    static constexpr int MaxIdTokenBytes = 16 * 1024;

    QString subject; // "sub"
    QString preferredUsername; // "preferred_username", may be empty
    QString name; // "name", may be empty
    QString email; // "email", may be empty

    // The best name to show: preferred_username, name, email, else the subject.
    QString displayName() const;

    // The payload of a compact JWS (header.payload.signature), bounded and strictly read: "sub"
    // must be a non-empty string, the other claims strings when present.
    static Result<IdTokenClaims, QString> fromIdToken(const QString &idToken);
};

} // namespace hw
