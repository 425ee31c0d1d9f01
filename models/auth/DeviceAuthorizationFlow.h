#pragma once

#include "OAuthClientSettings.h"
#include "OidcProviderEndpoints.h"
#include "TokenClient.h"
#include "TokenSet.h"
#include "domain/SourceError.h"
#include "net/LatestRequest.h"

#include <QDateTime>
#include <QObject>
#include <QString>
#include <QTimer>
#include <QUrl>

class QNetworkAccessManager;

namespace hw {

// Sign-in on a machine without a usable browser redirect (RFC 8628), as `gh auth login` does: ask
// for a device code, show the user code and where to enter it, poll the token endpoint at the
// provider's interval. authorization_pending keeps polling, slow_down adds 5 s to the interval
// (§3.5), expired_token and access_denied end the attempt; a dropped connection or a timeout backs
// off (interval doubled) until the code's lifetime is over. Reports exactly one of succeeded() or
// failed() per start().
class DeviceAuthorizationFlow : public QObject
{
    Q_OBJECT
public:
    static constexpr int DefaultIntervalSeconds = 5; // §3.2, when the provider names none

    DeviceAuthorizationFlow(const OidcProviderEndpoints &endpoints, const OAuthClientSettings &settings,
        QNetworkAccessManager *nam = nullptr, QObject *parent = nullptr);
    ~DeviceAuthorizationFlow() override;

    void start();
    void cancel();
    bool isRunning() const { return m_running; }
    // The interval polls run at now (grows with slow_down).
    int intervalSeconds() const { return m_intervalSeconds; }
    int pollCount() const { return m_polls; }

signals:
    // Show these: the code to type (copyable) at verificationUri; verificationUriComplete (may be
    // empty) already carries the code. expiresAt is when the code stops working.
    void userCodeReady(const QString &userCode, const QUrl &verificationUri,
        const QUrl &verificationUriComplete, const QDateTime &expiresAt);
    void succeeded(const hw::TokenSet &tokens);
    void failed(const hw::SourceError &error);

private:
    void onDeviceCode(const QJsonObject &body);
    void poll();
    void scheduleNextPoll();
    void fail(const SourceError &error);

    TokenClient m_tokens;
    QTimer m_pollTimer;
    QString m_deviceCode;
    QDateTime m_expiresAt;
    int m_intervalSeconds = DefaultIntervalSeconds;
    int m_polls = 0;
    LatestRequest m_attempt { this }; // the attempt under way: its scope is the context of its calls
    bool m_running = false;
};

} // namespace hw
