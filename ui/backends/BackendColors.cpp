#include "BackendColors.h"

#include <QPalette>
#include <QWidget>

namespace hw {

bool BackendColors::isDark(const QWidget *widget)
{
    return widget->palette().color(QPalette::Window).lightness() < 128;
}

QColor BackendColors::level(TrustLevel level, bool dark)
{
    switch (level) {
    case TrustLevel::L1: return dark ? QColor(0x54, 0x6e, 0x7a) : QColor(0xcf, 0xd8, 0xdc);
    case TrustLevel::L2: return dark ? QColor(0x15, 0x65, 0xc0) : QColor(0xbb, 0xde, 0xfb);
    case TrustLevel::L3: return dark ? QColor(0x2e, 0x7d, 0x32) : QColor(0xc8, 0xe6, 0xc9);
    case TrustLevel::L4: return dark ? QColor(0x6a, 0x1b, 0x9a) : QColor(0xe1, 0xbe, 0xe7);
    case TrustLevel::Unknown: break;
    }
    return dark ? QColor(0x42, 0x42, 0x42) : QColor(0xee, 0xee, 0xee);
}

QColor BackendColors::levelText(TrustLevel level, bool dark)
{
    if (dark)
        return level == TrustLevel::Unknown ? QColor(0xbd, 0xbd, 0xbd) : QColor(Qt::white);
    switch (level) {
    case TrustLevel::L2: return QColor(0x0d, 0x47, 0xa1);
    case TrustLevel::L3: return QColor(0x1b, 0x5e, 0x20);
    case TrustLevel::L4: return QColor(0x4a, 0x14, 0x8c);
    default: break;
    }
    return QColor(0x37, 0x47, 0x4f);
}

QColor BackendColors::demotedBadge(bool dark)
{
    return dark ? QColor(0xc6, 0x28, 0x28) : QColor(0xd3, 0x2f, 0x2f);
}

QColor BackendColors::pendingBadge(bool dark)
{
    return dark ? QColor(0xef, 0x6c, 0x00) : QColor(0xf5, 0x7c, 0x00);
}

QColor BackendColors::badgeText(bool orange)
{
    return orange ? QColor(0x21, 0x21, 0x21) : QColor(Qt::white);
}

QColor BackendColors::whatIfBanner(bool dark)
{
    return dark ? QColor(0x6d, 0x4c, 0x00) : QColor(0xff, 0xf3, 0xcd);
}

QColor BackendColors::whatIfText(bool dark)
{
    return dark ? QColor(0xff, 0xe0, 0x82) : QColor(0x5d, 0x40, 0x00);
}

} // namespace hw
