#include "AlertTray.h"

#include "TrayIconPainter.h"

#include <QMenu>
#include <QSystemTrayIcon>

namespace hw {

AlertTray::AlertTray(QObject *parent) : QObject(parent), m_icon(new QSystemTrayIcon(this)), m_menu(new QMenu)
{
    m_menu->addAction(tr("Show / hide the window"), this, &AlertTray::toggleWindowRequested);
    m_menu->addAction(tr("Open the grid"), this, [this] { emit viewRequested(QStringLiteral("grid")); });
    m_menu->addAction(tr("Open backends"), this, [this] { emit viewRequested(QStringLiteral("backends")); });
    m_menu->addSeparator();
    m_menu->addAction(tr("Pause / resume refresh"), this, &AlertTray::pauseToggleRequested);
    m_menu->addAction(tr("Snooze notifications for 1 hour"), this, [this] { emit snoozeRequested(60); });
    m_menu->addSeparator();
    m_menu->addAction(tr("Quit HUD Watch"), this, &AlertTray::quitRequested);
    m_icon->setContextMenu(m_menu);
    connect(m_icon, &QSystemTrayIcon::messageClicked, this, &AlertTray::messageClicked);
    connect(m_icon, &QSystemTrayIcon::activated, this, [this](QSystemTrayIcon::ActivationReason reason) {
        if (reason == QSystemTrayIcon::Trigger)
            emit toggleWindowRequested();
    });
    setState(m_state);
}

AlertTray::~AlertTray()
{
    delete m_menu;
}

bool AlertTray::isAvailable()
{
    return QSystemTrayIcon::isSystemTrayAvailable();
}

void AlertTray::show()
{
    m_icon->show();
}

void AlertTray::setState(const TrayState &state)
{
    m_state = state;
    m_icon->setIcon(TrayIconPainter::icon(state));
    m_icon->setToolTip(state.tooltip.isEmpty() ? QStringLiteral("HUD Watch") : state.tooltip);
}

QRect AlertTray::geometry() const
{
    return m_icon->geometry();
}

void AlertTray::showMessage(const QString &title, const QString &body)
{
    m_icon->showMessage(title, body, TrayIconPainter::icon(m_state));
}

} // namespace hw
