#pragma once

#include "domain/SourceError.h"

#include <QJsonObject>
#include <QString>

namespace hw {

// One JSON answer of a provider's endpoint, as received: either a success body, or an OAuth error
// ({"error": code, "error_description": text}, RFC 6749 §5.2) whose code callers act on
// (authorization_pending, slow_down, invalid_grant, ...).
struct OAuthResponse {
    int httpStatus = 0;
    QJsonObject body; // the whole JSON object (empty for an empty 2xx body)
    QString error; // OAuth error code; empty on success
    QString errorDescription; // bounded, single line; never echoes a token we sent

    bool isError() const { return !error.isEmpty(); }
    // The OAuth error as the app's typed error: invalid_grant and invalid_token mean "sign in
    // again", access_denied means refused, expired_token a code that ran out, and so on.
    // `what` names the step ("token refresh", "sign-in").
    SourceError toSourceError(const QString &what) const;

    // The SourceError::source of every sign-in error.
    static QString source() { return QStringLiteral("sign-in"); }
};

} // namespace hw
