#pragma once

#include "palette/ColorScheme.h"

#include <QDBusMessage>
#include <QObject>

namespace hw {

// The desktop's light/dark preference as the XDG desktop portal publishes it (the Settings
// interface's org.freedesktop.appearance color-scheme), kept current from its SettingChanged
// signal. Qt 6.4 reads none of it (QStyleHints::colorScheme is 6.5+), so GNOME's dark style would
// never reach us otherwise. preference() is System until the portal says light or dark: no
// session bus, no portal, an error, no answer within the timeout, or "no preference".
// Never blocks: the first answer arrives later on the event loop. GUI thread only.
class SystemColorScheme : public QObject
{
    Q_OBJECT
public:
    explicit SystemColorScheme(int timeoutMs = 2000, QObject *parent = nullptr);

    ColorScheme preference() const { return m_preference; }
    // True once the first Read has been answered, has failed or has timed out.
    bool isSettled() const { return m_settled; }
    // Runs the event loop until settled (bounded by the timeout): for a screenshot, which is
    // taken before the first answer would otherwise arrive.
    void waitUntilSettled();

signals:
    void preferenceChanged(hw::ColorScheme preference);
    void settled();

private slots:
    void onSettingChanged(const QDBusMessage &message);

private:
    void read(const QString &method, int timeoutMs);
    void setPreference(const QVariant &portalValue);

    ColorScheme m_preference = ColorScheme::System;
    bool m_settled = false;
    bool m_heardChange = false;
};

} // namespace hw
