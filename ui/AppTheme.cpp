#include "AppTheme.h"

#include "palette/WindowPalette.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>

namespace hw {

AppTheme::AppTheme(int portalTimeoutMs)
    : m_systemStyle(QApplication::style()->name())
    , m_systemPalette(readableSystemPalette(QApplication::palette()))
    , m_portal(portalTimeoutMs)
{
    // Set only when the desktop's selection needed help: an application palette stops following
    // the desktop's later changes.
    if (m_systemPalette != QApplication::palette())
        QApplication::setPalette(m_systemPalette);
    // The portal answers later, and again whenever the desktop switches.
    QObject::connect(&m_portal, &SystemColorScheme::preferenceChanged, &m_portal, [this] {
        if (m_choice == ColorScheme::System)
            show(followed());
    });
}

void AppTheme::apply(ColorScheme scheme)
{
    if (scheme == m_choice)
        return;
    m_choice = scheme;
    show(scheme == ColorScheme::System ? followed() : scheme);
}

ColorScheme AppTheme::followed() const
{
    const ColorScheme preference = m_portal.preference();
    if (preference == ColorScheme::System || preference == schemeOf(m_systemPalette))
        return ColorScheme::System;
    return preference;
}

void AppTheme::show(ColorScheme looks)
{
    if (looks == m_shown)
        return;
    m_shown = looks;
    if (looks == ColorScheme::System) {
        QApplication::setStyle(QStyleFactory::create(m_systemStyle));
        QApplication::setPalette(m_systemPalette);
        return;
    }
    // Fusion draws every control from the palette; native styles may ignore a dark one.
    QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QApplication::setPalette(windowPalette(looks));
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
