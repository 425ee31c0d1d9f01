#pragma once

#include "SystemColorScheme.h"
#include "palette/ColorScheme.h"

#include <QPalette>
#include <QString>

namespace hw {

// Switches the whole application between the desktop's theme (System) and a forced light or
// dark one (Fusion with windowPalette()). Every view follows by itself: they read the scheme from
// the application palette on QEvent::ApplicationPaletteChange. Construct it once, after the
// QApplication and before changing anything, so System can restore what the desktop gave.
// System follows the desktop portal's light/dark preference (SystemColorScheme), live: the
// desktop's own style and palette while they agree with it, Fusion with ours when they do not
// (Qt 6.4 keeps GNOME's light palette under a dark preference). Without a portal preference it is
// the desktop's start-up palette, as before. Light and Dark ignore the portal.
class AppTheme
{
public:
    // portalTimeoutMs bounds the first read of the portal's preference (it never blocks).
    explicit AppTheme(int portalTimeoutMs = 2000);

    void apply(ColorScheme scheme);
    ColorScheme choice() const { return m_choice; }
    SystemColorScheme *systemColorScheme() { return &m_portal; }

    // "system", "light", "dark" (settings and --theme); System, with *ok false, for anything else.
    static ColorScheme fromName(const QString &name, bool *ok = nullptr);
    static QString name(ColorScheme scheme);

private:
    // What System means now: System (the desktop's own look), Light or Dark (ours).
    ColorScheme followed() const;
    void show(ColorScheme looks);

    ColorScheme m_choice = ColorScheme::System;
    ColorScheme m_shown = ColorScheme::System;
    QString m_systemStyle;
    QPalette m_systemPalette;
    SystemColorScheme m_portal;
};

} // namespace hw
