#include "ColorScheme.h"

#include <QGuiApplication>
#include <QPalette>

namespace hw {

ColorScheme schemeOf(const QPalette &palette)
{
    return palette.color(QPalette::Window).lightness() < 128 ? ColorScheme::Dark : ColorScheme::Light;
}

ColorScheme resolvedScheme(ColorScheme scheme)
{
    if (scheme != ColorScheme::System)
        return scheme;
    // The headless report runs on a QCoreApplication: no desktop palette, print colours.
    if (!qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        return ColorScheme::Light;
    return schemeOf(QGuiApplication::palette());
}

} // namespace hw
