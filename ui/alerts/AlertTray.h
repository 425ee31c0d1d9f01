#pragma once

#include "TrayState.h"

#include <QObject>

class QMenu;
class QSystemTrayIcon;

namespace hw {

// The console in the tray: the worst state as a shaped icon with a count, a tooltip that says
// what and as of when; left click shows or hides the window; the menu pauses refresh, snoozes
// notifications for an hour, opens the grid or the backends, quits. Where the desktop has no
// tray (GNOME without the extension, many Wayland sessions) isAvailable() is false and the
// owner works with the window and notifications.
class AlertTray : public QObject
{
    Q_OBJECT
public:
    explicit AlertTray(QObject *parent = nullptr);
    ~AlertTray() override;

    static bool isAvailable();
    void show();
    void setState(const TrayState &state);
    const TrayState &state() const { return m_state; }
    // The tray's own balloon: notifications when no notification service runs.
    void showMessage(const QString &title, const QString &body);
    QMenu *menu() const { return m_menu; }
    // Where the tray host shows the icon (screen coordinates); empty until it is embedded.
    QRect geometry() const;

signals:
    void toggleWindowRequested();
    void pauseToggleRequested();
    void snoozeRequested(int minutes);
    void viewRequested(const QString &view); // "grid", "backends"
    void quitRequested();
    // The user clicked the balloon of showMessage().
    void messageClicked();

private:
    QSystemTrayIcon *m_icon;
    QMenu *m_menu;
    TrayState m_state;
};

} // namespace hw
