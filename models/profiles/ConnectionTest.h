#pragma once

#include "ConnectionCheck.h"
#include "ProfileSettings.h"
#include "net/LatestRequest.h"

#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QTimer>
#include <QVector>

class QNetworkAccessManager;

namespace hw {

class ClickHouseClient;
class RelayClient;

// Tries a profile before it is saved or used: ClickHouse (version, then a row count of every
// table the console reads), the relay's allowlist and the OpenID provider's discovery, all at
// once, each bounded by timeLimitMs() so that a silent server cannot keep the dialog waiting.
// Reports once with one check per item, in a fixed order. Secrets are used, never reported.
class ConnectionTest : public QObject
{
    Q_OBJECT
public:
    static constexpr int DefaultTimeLimitMs = 15'000;

    // network: not owned (null: the current thread's access manager).
    explicit ConnectionTest(QNetworkAccessManager *network = nullptr, QObject *parent = nullptr);
    ~ConnectionTest() override;

    // The tables read by the grid, trunk, flaky and utilization sources.
    static QStringList tables();

    void setTimeLimitMs(int ms) { m_timeLimitMs = ms; }
    int timeLimitMs() const { return m_timeLimitMs; }
    bool isRunning() const { return m_running; }

    // Starts the checks (a running test is cancelled first); finished() follows, always.
    void start(
        const hw::ProfileSettings &profile, const QString &clickHousePassword, const QString &bearerToken);
    // Stops a running test; it reports nothing.
    void cancel();

signals:
    void finished(const QVector<hw::ConnectionCheck> &checks);

private:
    int add(const QString &what);
    void settle(int index, bool ok, const QString &detail);
    void finishIfDone();
    void onTimeLimit();
    void startClickHouse(const ProfileSettings &profile, const QString &password);
    void startRelay(const ProfileSettings &profile, const QString &token);
    void startOidc(const ProfileSettings &profile);
    void stopClients();

    QNetworkAccessManager *m_network;
    int m_timeLimitMs = DefaultTimeLimitMs;
    bool m_running = false;
    QVector<ConnectionCheck> m_checks;
    QVector<bool> m_done;
    // Children of this object, so that whatever a finished run left to deleteLater() dies with it
    // even when no event loop turns again (a command-line `profile test` exits right after).
    QPointer<ClickHouseClient> m_clickHouse;
    QPointer<RelayClient> m_relay;
    LatestRequest m_run{this}; // a cancelled or finished run's late answers reach nobody
    QTimer m_timer;
};

} // namespace hw
