#include "AppTheme.h"

#include "palette/WindowPalette.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>

namespace hw {

AppTheme::AppTheme()
    : m_systemStyle(QApplication::style()->name())
    , m_systemPalette(readableSystemPalette(QApplication::palette()))
{
    // Set only when the desktop's selection needed help: an application palette stops following
    // the desktop's later changes.
    if (m_systemPalette != QApplication::palette())
        QApplication::setPalette(m_systemPalette);
}

void AppTheme::apply(ColorScheme scheme)
{
    if (scheme == m_choice)
        return;
    m_choice = scheme;
    if (scheme == ColorScheme::System) {
        QApplication::setStyle(QStyleFactory::create(m_systemStyle));
        QApplication::setPalette(m_systemPalette);
        return;
    }
    // Fusion draws every control from the palette; native styles may ignore a dark one.
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication::setPalette(windowPalette(scheme));
}

ColorScheme AppTheme::fromName(const QString &name, bool *ok)
{
    const QString n = name.trimmed().toLower();
    if (ok)
        *ok = true;
    if (n == u"light")
        return ColorScheme::Light;
    if (n == u"dark")
        return ColorScheme::Dark;
    if (ok)
        *ok = n == u"system";
    return ColorScheme::System;
}

QString AppTheme::name(ColorScheme scheme)
{
    switch (scheme) {
    case ColorScheme::Light:
        return QStringLiteral("light");
    case ColorScheme::Dark:
        return QStringLiteral("dark");
    case ColorScheme::System:
        break;
    }
    return QStringLiteral("system");
}

} // namespace hw
