#include "SystemColorScheme.h"

#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusPendingCallWatcher>
#include <QDBusPendingReply>
#include <QDBusVariant>
#include <QEventLoop>

namespace hw {

namespace {

const QString kService = QStringLiteral("org.freedesktop.portal.Desktop");
const QString kPath = QStringLiteral("/org/freedesktop/portal/desktop");
const QString kInterface = QStringLiteral("org.freedesktop.portal.Settings");
const QString kNamespace = QStringLiteral("org.freedesktop.appearance");
const QString kKey = QStringLiteral("color-scheme");

// Read answers the value wrapped in one more variant than ReadOne and SettingChanged do; peel
// every level so both shapes (and a portal that got it wrong) give the number.
QVariant unwrapped(QVariant value)
{
    while (value.userType() == qMetaTypeId<QDBusVariant>())
        value = qvariant_cast<QDBusVariant>(value).variant();
    return value;
}

} // namespace

SystemColorScheme::SystemColorScheme(int timeoutMs, QObject *parent)
    : QObject(parent)
{
    QDBusConnection bus = QDBusConnection::sessionBus();
    if (!bus.isConnected()) {
        m_settled = true;
        return;
    }
    // Subscribed before reading, so a change between the two is not lost.
    // The whole message, not (QString, QString, QDBusVariant): QtDBus refuses a slot whose
    // parameter type it has not registered yet, as QDBusVariant may not be at start-up.
    bus.connect(kService, kPath, kInterface, QStringLiteral("SettingChanged"), this,
        SLOT(onSettingChanged(QDBusMessage)));
    // Read (version 1, what Debian 12's xdg-desktop-portal 1.16 has) rather than ReadOne
    // (version 2 only); Read is kept, deprecated, in version 2. ReadOne only if Read is gone.
    read(QStringLiteral("Read"), timeoutMs);
}

void SystemColorScheme::read(const QString &method, int timeoutMs)
{
    QDBusMessage call = QDBusMessage::createMethodCall(kService, kPath, kInterface, method);
    call << kNamespace << kKey;
    auto *watcher = new QDBusPendingCallWatcher(QDBusConnection::sessionBus().asyncCall(call, timeoutMs), this);
    connect(watcher, &QDBusPendingCallWatcher::finished, this, [this, method, timeoutMs](QDBusPendingCallWatcher *pending) {
        pending->deleteLater();
        const QDBusPendingReply<QDBusVariant> reply = *pending;
        if (reply.isError() && reply.error().type() == QDBusError::UnknownMethod && method == u"Read") {
            read(QStringLiteral("ReadOne"), timeoutMs);
            return;
        }
        // A SettingChanged heard meanwhile is newer than this answer.
        if (!reply.isError() && !m_heardChange)
            setPreference(reply.argumentAt(0));
        m_settled = true;
        emit settled();
    });
}

void SystemColorScheme::waitUntilSettled()
{
    if (m_settled)
        return;
    QEventLoop loop;
    connect(this, &SystemColorScheme::settled, &loop, &QEventLoop::quit);
    loop.exec();
}

void SystemColorScheme::onSettingChanged(const QDBusMessage &message)
{
    // (namespace s, key s, value v)
    const QVariantList args = message.arguments();
    if (args.size() != 3 || args.at(0).toString() != kNamespace || args.at(1).toString() != kKey)
        return;
    m_heardChange = true;
    setPreference(args.at(2));
}

void SystemColorScheme::setPreference(const QVariant &portalValue)
{
    bool ok = false;
    const uint number = unwrapped(portalValue).toUInt(&ok);
    // 1 prefer dark, 2 prefer light; 0 and anything unknown mean no preference.
    const ColorScheme preference = !ok ? ColorScheme::System
        : number == 1                  ? ColorScheme::Dark
        : number == 2                  ? ColorScheme::Light
                                       : ColorScheme::System;
    if (preference == m_preference)
        return;
    m_preference = preference;
    emit preferenceChanged(preference);
}

} // namespace hw
