#pragma once

#include "AccountStatus.h"
#include "IdTokenClaims.h"
#include "OAuthClientSettings.h"
#include "OidcProviderEndpoints.h"
#include "TokenSet.h"
#include "domain/Result.h"
#include "net/BearerTokenSource.h"
#include "net/LatestRequest.h"

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QUrl>

#include <functional>
#include <optional>
#include <vector>

class QNetworkAccessManager;

namespace hw {

class CredentialStore;

// A profile's sign-in while the app runs: the tokens read from the keychain (and only kept there),
// the access token renewed ahead of its expiry (the rotated refresh token written back), a 401
// answered by one renewal (BearerTokenSource), and sign-out that revokes at the provider and
// deletes locally. A renewal the provider refuses (invalid_grant: revoked, reused after rotation,
// expired) ends the sign-in: "signed out — sign in again". A network failure keeps the sign-in and
// retries later. Without a keychain the session works signed out and says why; it never keeps a
// secret anywhere else.
class AuthSession : public QObject, public BearerTokenSource
{
    Q_OBJECT
public:
    struct Config {
        QString keychainKey; // "<profile>/oauth"
        QUrl issuer;
        OAuthClientSettings client;
        int renewAheadSeconds = 60; // renew at the latest this long before expiry
        int retryAfterFailureSeconds = 30; // after a renewal that failed for the network
    };
    using EndpointsCallback = std::function<void(const Result<OidcProviderEndpoints> &)>;

    AuthSession(Config config, CredentialStore *store, QNetworkAccessManager *nam = nullptr,
        QObject *parent = nullptr);
    ~AuthSession() override;

    const Config &config() const { return m_config; }
    AccountStatus status() const { return m_status; }
    // When the next renewal is due (invalid when none is planned), for tests and the tooltip.
    QDateTime nextRenewalAt() const;

    // Reads the stored sign-in from the keychain.
    void load();
    // The provider's endpoints: discovered once, then kept. done runs once on context's thread.
    void endpoints(QObject *context, EndpointsCallback done);
    // A sign-in flow succeeded: keep the tokens in the keychain and use them. When the keychain
    // cannot keep them the grant is revoked at once and the session stays signed out.
    void adopt(const TokenSet &tokens);
    // Revokes at the provider, deletes from the keychain, signed out at once; signOutFinished()
    // reports what could not be done ("" when everything was).
    void signOut();
    // Renews the access token now (also what the refresh timer does).
    void renewNow();

    QString bearerToken() const override;
    void renewRejectedToken(const QString &rejected, QObject *context, Renewed done) override;

signals:
    void statusChanged(const hw::AccountStatus &status);
    void signOutFinished(const QString &problem);
    // adopt() finished: kept (problem empty) or not (problem says why).
    void adoptFinished(const QString &problem);

private:
    struct Waiter {
        QPointer<QObject> context;
        bool hasContext = false;
        Renewed done;
    };

    void use(const TokenSet &tokens);
    void renew();
    void renewed(const TokenSet &tokens);
    void renewFailed(const SourceError &error);
    // The sign-in is over without the user asking (refused renewal, expiry): delete it and say so.
    void endSignIn(const QString &problem);
    void scheduleRenewal();
    void resetEpoch();
    void publish();
    void answerWaiters(const SourceError &failure);
    void writeToKeychain(const TokenSet &tokens, std::function<void(const QString &problem)> done);
    void revoke(const TokenSet &tokens, std::function<void(const QString &problem)> done);

    Config m_config;
    CredentialStore *m_store;
    QNetworkAccessManager *m_nam;
    AccountStatus m_status;
    std::optional<TokenSet> m_tokens;
    std::optional<IdTokenClaims> m_claims;
    std::optional<OidcProviderEndpoints> m_endpoints;
    std::vector<std::pair<QPointer<QObject>, EndpointsCallback>> m_endpointWaiters;
    bool m_discovering = false;
    std::vector<Waiter> m_waiters;
    bool m_renewing = false;
    QTimer m_renewTimer;
    // The current tokens' requests: superseded on sign-out and sign-in, which drops the answers
    // still on their way for tokens that are no longer used.
    LatestRequest m_epoch { this };
};

} // namespace hw
