#pragma once

#include "alerts/AlertRules.h"
#include "alerts/AlertTracker.h"
#include "alerts/AlertTransition.h"
#include "alerts/TrayState.h"
#include "backends/BackendsSnapshot.h"
#include "domain/Result.h"
#include "domain/SourceStatus.h"

#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QUrl>

#include <functional>
#include <memory>

class QAbstractItemModel;

namespace hw {

class AlertTray;
class CcTrayServer;
class DesktopNotifier;
class MainWindow;
class ViewStateStore;

// On call, composed: after every change of the grid (debounced) the alert rules run, the tracker
// turns them into transitions, one notification goes out per sync (the desktop's service, else
// the tray's balloon), and the tray shows the worst state. Mute, acknowledge and snooze are kept
// per profile in the state file. The clock is injectable for tests.
class AlertMonitor : public QObject
{
    Q_OBJECT
public:
    AlertMonitor(QAbstractItemModel *grid, MainWindow *window, const AlertRules &rules, const QString &stateGroup,
        QObject *parent = nullptr);
    ~AlertMonitor() override;

    void setSourceStatus(const SourceStatus &status);
    // Every backends sync: the backend rules run with the grid's at the next evaluation.
    void setBackendsSnapshot(const BackendsSnapshot &snapshot);
    // From the next evaluation on (the alert rules dialog).
    void setRules(const AlertRules &rules);
    const AlertRules &rules() const { return m_rules; }
    void setClock(std::function<qint64()> clock) { m_clock = std::move(clock); }
    // Off: the tray follows, nothing is notified (a replay).
    void setNotify(bool on) { m_notify = on; }
    // The opt-in cctray.xml feed on 127.0.0.1:port, refreshed at every evaluation.
    Result<quint16> serveCcTray(quint16 port);
    CcTrayServer *ccTray() const { return m_ccTray.get(); }
    void stopCcTray();
    // Runs the rules now (the debounce does this after grid changes).
    void evaluate();

    AlertTracker &tracker() { return m_tracker; }
    const TrayState &trayState() const { return m_trayState; }
    AlertTray *tray() const { return m_tray.get(); } // null where the desktop has no tray
    DesktopNotifier *notifier() const { return m_notifier.get(); }
    void snoozeFor(int minutes);
    void setMuted(const QString &key, bool muted);
    void setAcknowledged(const QString &key, bool acknowledged);

signals:
    void digestShown(const hw::AlertDigest &digest);
    void openRequested(const QUrl &target);
    // Every transition the tracker found (snoozed or not; muted ones are never said) and every
    // acknowledgement, at the monitor's clock: what the time machine keeps for its timeline.
    void transitionsHappened(const hw::AlertTransitions &transitions);

private:
    void save();
    void updateTray();
    void scheduleStaleCheck();
    void explainNoTrayOnce();

    QPointer<QAbstractItemModel> m_grid;
    QPointer<MainWindow> m_window;
    AlertRules m_rules;
    QString m_stateGroup;
    AlertTracker m_tracker;
    SourceStatus m_source;
    BackendsSnapshot m_backends; // asOf 0: none yet
    TrayState m_trayState;
    std::unique_ptr<AlertTray> m_tray;
    std::unique_ptr<DesktopNotifier> m_notifier;
    std::unique_ptr<ViewStateStore> m_state; // state.ini: preferences and the notices said once
    std::unique_ptr<CcTrayServer> m_ccTray;
    QTimer m_debounce;
    // Once, when the data turns older than the stale rule's minutes with no sync to say so (a
    // paused or hung source): the rules run then too.
    QTimer m_staleCheck;
    QUrl m_balloonTarget; // where the tray balloon's click goes (no notification service)
    std::function<qint64()> m_clock;
    bool m_notify = true;
};

} // namespace hw
