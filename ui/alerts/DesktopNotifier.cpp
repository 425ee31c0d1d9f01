#include "DesktopNotifier.h"

#include <QDBusConnection>
#include <QDBusConnectionInterface>
#include <QDBusMessage>
#include <QDBusReply>

namespace hw {

namespace {
const QString kService = QStringLiteral("org.freedesktop.Notifications");
const QString kPath = QStringLiteral("/org/freedesktop/Notifications");
const QString kInterface = QStringLiteral("org.freedesktop.Notifications");
constexpr int kCallTimeoutMs = 3000; // a hung daemon must not hang the console
} // namespace

DesktopNotifier::DesktopNotifier(QObject *parent) : QObject(parent)
{
    QDBusConnection bus = QDBusConnection::sessionBus();
    bus.connect(kService, kPath, kInterface, QStringLiteral("ActionInvoked"), this, SLOT(onActionInvoked(quint32, QString)));
    bus.connect(kService, kPath, kInterface, QStringLiteral("NotificationClosed"), this, SLOT(onClosed(quint32, quint32)));
}

bool DesktopNotifier::isAvailable() const
{
    const QDBusConnection bus = QDBusConnection::sessionBus();
    return bus.isConnected() && bus.interface() && bus.interface()->isServiceRegistered(kService).value();
}

QString DesktopNotifier::serverName() const
{
    if (!isAvailable())
        return {};
    QDBusMessage call = QDBusMessage::createMethodCall(kService, kPath, kInterface, QStringLiteral("GetServerInformation"));
    const QDBusMessage reply = QDBusConnection::sessionBus().call(call, QDBus::Block, kCallTimeoutMs);
    return reply.type() == QDBusMessage::ReplyMessage && !reply.arguments().isEmpty() ? reply.arguments().first().toString()
                                                                                     : QString();
}

quint32 DesktopNotifier::notify(const AlertDigest &digest)
{
    if (digest.isEmpty())
        return 0;
    // Critical when something broke: daemons keep those on screen until seen.
    const quint32 id = send(digest.title(), digest.body(), digest.broke.isEmpty() ? 1 : 2,
                            {QStringLiteral("default"), tr("Open")});
    if (id != 0)
        m_targets.insert(id, digest.target());
    return id;
}

quint32 DesktopNotifier::notifyText(const QString &title, const QString &body)
{
    return send(title, body, 1, {});
}

quint32 DesktopNotifier::send(const QString &title, const QString &body, uchar urgency, const QStringList &actions)
{
    if (!isAvailable())
        return 0;
    QDBusMessage call = QDBusMessage::createMethodCall(kService, kPath, kInterface, QStringLiteral("Notify"));
    QVariantMap hints;
    hints.insert(QStringLiteral("urgency"), QVariant::fromValue(urgency));
    hints.insert(QStringLiteral("desktop-entry"), QStringLiteral("io.github.hudwatch.HudWatch"));
    call << QStringLiteral("HUD Watch") << quint32(0) << QStringLiteral("hudwatch") << title << body << actions << hints
         << qint32(-1);
    const QDBusReply<quint32> reply = QDBusConnection::sessionBus().call(call, QDBus::Block, kCallTimeoutMs);
    return reply.isValid() ? reply.value() : 0;
}

void DesktopNotifier::onActionInvoked(quint32 id, const QString &action)
{
    Q_UNUSED(action); // the only action is "Open" (and the default click)
    if (m_targets.contains(id))
        emit openRequested(m_targets.value(id));
}

void DesktopNotifier::onClosed(quint32 id, quint32 reason)
{
    Q_UNUSED(reason);
    m_targets.remove(id);
}

} // namespace hw
