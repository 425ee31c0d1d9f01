#pragma once

#include "OAuthClientSettings.h"
#include "OidcProviderEndpoints.h"
#include "PkceChallenge.h"
#include "TokenClient.h"
#include "TokenSet.h"
#include "domain/SourceError.h"
#include "net/LatestRequest.h"

#include <QObject>
#include <QPointer>
#include <QString>
#include <QUrl>

class QNetworkAccessManager;

namespace hw {

class LoopbackRedirectReceiver;

// Sign-in through the system browser (RFC 8252): authorization code + PKCE S256, a fresh `state`,
// the answer taken by a LoopbackRedirectReceiver on 127.0.0.1, then the code exchanged with the
// verifier. The app opens browserRequested()'s URL; tests follow it themselves. Reports exactly
// one of succeeded() or failed() per start(), never hangs: the whole attempt has a deadline
// (timeoutMs, the user's time in the browser) and the exchange has the request deadline of the
// settings. Written for QtNetworkAuth's gaps in Qt 6.4: no PKCE, token-endpoint errors unseen.
class AuthorizationCodeFlow : public QObject
{
    Q_OBJECT
public:
    AuthorizationCodeFlow(const OidcProviderEndpoints &endpoints, const OAuthClientSettings &settings,
        QNetworkAccessManager *nam = nullptr, QObject *parent = nullptr);
    ~AuthorizationCodeFlow() override;

    void setLoginHint(const QString &hint) { m_loginHint = hint; }
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }
    // The redirect path registered with the provider (default /callback).
    void setRedirectPath(const QString &path) { m_redirectPath = path; }

    void start();
    // Ends the attempt without a report; the listener closes.
    void cancel();
    bool isRunning() const { return m_running; }
    // The receiver's redirect URI while running (empty otherwise).
    QUrl redirectUri() const;
    bool isListening() const;
    // Answers with a wrong state the listener ignored in the last attempt (a stale tab, or a
    // program trying its luck): the caller says so even when the sign-in succeeded.
    int wrongStatesIgnored() const { return m_wrongStatesIgnored; }

signals:
    void browserRequested(const QUrl &url);
    void succeeded(const hw::TokenSet &tokens);
    void failed(const hw::SourceError &error);

private:
    void onRedirect(const QUrlQuery &query);
    void fail(const SourceError &error);
    void closeReceiver();

    TokenClient m_tokens;
    QString m_loginHint;
    QString m_redirectPath = QStringLiteral("/callback");
    int m_timeoutMs = 5 * 60 * 1000;
    QPointer<LoopbackRedirectReceiver> m_receiver;
    PkceChallenge m_pkce;
    QUrl m_redirectUri;
    LatestRequest m_attempt { this }; // the attempt under way: its scope owns the receiver and the calls
    bool m_running = false;
    int m_wrongStatesIgnored = 0;
};

} // namespace hw
