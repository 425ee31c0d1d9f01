#pragma once

#include "OAuthClientSettings.h"
#include "OidcProviderEndpoints.h"
#include "TokenSet.h"
#include "domain/Result.h"

#include <QByteArray>
#include <QObject>
#include <QString>
#include <QUrl>

#include <functional>

class QNetworkAccessManager;

namespace hw {

// The token endpoint calls of a public native client: code exchange (with the PKCE verifier),
// refresh (rotation-aware), revocation (RFC 7009) and introspection (RFC 7662). Each callback runs
// exactly once on context's thread unless context is deleted first. Errors are typed
// (invalid_grant → Authentication: sign in again) and never quote a token.
class TokenClient
{
public:
    using TokenCallback = std::function<void(const Result<TokenSet> &)>;
    using DoneCallback = std::function<void(const Result<void> &)>;
    using ActiveCallback = std::function<void(const Result<bool> &)>;

    TokenClient(
        OidcProviderEndpoints endpoints, OAuthClientSettings settings, QNetworkAccessManager *nam = nullptr);

    void exchangeCode(const QString &code, const QUrl &redirectUri, const QByteArray &verifier,
        QObject *context, TokenCallback done) const;
    // A new access token; the refresh token is the rotated one when the provider rotated it.
    void refresh(const TokenSet &current, QObject *context, TokenCallback done) const;
    // tokenTypeHint: "refresh_token" or "access_token". Revoking a refresh token ends the grant.
    void revoke(
        const QString &token, const QString &tokenTypeHint, QObject *context, DoneCallback done) const;
    // Whether the provider still considers the token active.
    void introspect(const QString &token, QObject *context, ActiveCallback done) const;

    const OidcProviderEndpoints &endpoints() const { return m_endpoints; }
    const OAuthClientSettings &settings() const { return m_settings; }
    QNetworkAccessManager *network() const { return m_nam; }

private:
    void requestTokens(const QList<std::pair<QString, QString>> &form, const QString &what,
        const TokenSet *previous, QObject *context, TokenCallback done) const;

    OidcProviderEndpoints m_endpoints;
    OAuthClientSettings m_settings;
    QNetworkAccessManager *m_nam;
};

} // namespace hw
