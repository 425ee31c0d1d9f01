#pragma once

#include "palette/ColorScheme.h"

#include <QPalette>
#include <QString>

namespace hw {

// Switches the whole application between the desktop's theme (System) and a forced light or
// dark one (Fusion with windowPalette()). Every view follows by itself: they read the scheme from
// the application palette on QEvent::ApplicationPaletteChange. Construct it once, after the
// QApplication and before changing anything, so System can restore what the desktop gave.
class AppTheme
{
public:
    AppTheme();

    void apply(ColorScheme scheme);
    ColorScheme choice() const { return m_choice; }

    // "system", "light", "dark" (settings and --theme); System, with *ok false, for anything else.
    static ColorScheme fromName(const QString &name, bool *ok = nullptr);
    static QString name(ColorScheme scheme);

private:
    ColorScheme m_choice = ColorScheme::System;
    QString m_systemStyle;
    QPalette m_systemPalette;
};

} // namespace hw
