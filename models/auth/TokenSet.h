#pragma once

#include "domain/Result.h"

#include <QDateTime>
#include <QJsonObject>
#include <QMetaType>
#include <QString>

namespace hw {

// What a token endpoint granted (RFC 6749 §5.1), read strictly: a field of the wrong type is an
// error, not a default. The expiry is absolute (received time + expires_in) so that it survives
// being stored. Holds secrets: never log or print one (there is deliberately no QDebug operator).
struct TokenSet {
    QString accessToken;
    QString tokenType; // "Bearer" (the only type accepted)
    QString refreshToken; // empty when none was issued
    QString idToken; // empty when none was issued
    QString scope; // as granted; empty when the provider did not say
    QDateTime expiresAt; // UTC; invalid when the provider gave no expires_in

    // True when the access token has expired or will within `marginSeconds` (refresh ahead).
    bool expiresWithin(const QDateTime &now, int marginSeconds) const;

    static Result<TokenSet> fromTokenResponse(const QJsonObject &response, const QDateTime &receivedAt);
    // A refresh answer: the new refresh token replaces the old one when the provider rotated it;
    // otherwise the old one stays valid and is kept (RFC 6749 §6).
    static Result<TokenSet> fromRefreshResponse(
        const QJsonObject &response, const QDateTime &receivedAt, const TokenSet &previous);
};

} // namespace hw

Q_DECLARE_METATYPE(hw::TokenSet)
