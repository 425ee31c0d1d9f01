#pragma once

#include "alerts/AlertDigest.h"

#include <QHash>
#include <QObject>
#include <QUrl>

namespace hw {

// Notifications through the desktop's notification service (org.freedesktop.Notifications on
// the session bus: GNOME, KDE, dunst, xfce4-notifyd, …), one per digest, with an "Open" action
// that brings the console to the right place. Without the service, unavailable() tells the owner
// to fall back to the tray's balloon.
class DesktopNotifier : public QObject
{
    Q_OBJECT
public:
    explicit DesktopNotifier(QObject *parent = nullptr);

    bool isAvailable() const;
    // Shows the digest; returns the service's notification id (0 when it could not).
    quint32 notify(const AlertDigest &digest);
    // A plain message (no action), e.g. a one-time explanation.
    quint32 notifyText(const QString &title, const QString &body);
    QString serverName() const; // "dunst", "gnome-shell", …; "" without a service

signals:
    void openRequested(const QUrl &target);

private slots:
    void onActionInvoked(quint32 id, const QString &action);
    void onClosed(quint32 id, quint32 reason);

private:
    quint32 send(const QString &title, const QString &body, uchar urgency, const QStringList &actions);

    QHash<quint32, QUrl> m_targets; // notification id → what "Open" shows
};

} // namespace hw
