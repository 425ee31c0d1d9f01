#include "PassRateChip.h"

#include <QCoreApplication>

namespace hw {

PassRateChip::Class PassRateChip::classify(std::optional<double> rate)
{
    if (!rate)
        return Class::None;
    if (*rate >= 0.95)
        return Class::Good;
    if (*rate >= 0.80)
        return Class::Warn;
    return Class::Bad;
}

QString PassRateChip::letter(Class c)
{
    switch (c) {
    case Class::Good: return QStringLiteral("\u2714");  // ✔
    case Class::Warn: return QStringLiteral("\u25B2");  // ▲
    case Class::Bad: return QStringLiteral("\u2716");   // ✖
    case Class::None: break;
    }
    return QStringLiteral("\u2013"); // –
}

QString PassRateChip::name(Class c)
{
    switch (c) {
    case Class::Good: return QCoreApplication::translate("hw::PassRateChip", "good (≥ 95 %)");
    case Class::Warn: return QCoreApplication::translate("hw::PassRateChip", "warning (80–95 %)");
    case Class::Bad: return QCoreApplication::translate("hw::PassRateChip", "bad (below 80 %)");
    case Class::None: break;
    }
    return QCoreApplication::translate("hw::PassRateChip", "no completed jobs");
}

QString PassRateChip::rateText(std::optional<double> rate)
{
    if (!rate)
        return QCoreApplication::translate("hw::PassRateChip", "no data");
    return QStringLiteral("%1 %").arg(*rate * 100.0, 0, 'f', 1);
}

ColorId PassRateChip::colorId(Class c)
{
    switch (c) {
    case Class::Good: return ColorId::VerdictOk;
    case Class::Warn: return ColorId::VerdictWarn;
    case Class::Bad: return ColorId::VerdictFail;
    case Class::None: break;
    }
    return ColorId::VerdictNone;
}

QColor PassRateChip::fill(Class c, bool dark)
{
    return StatusPalette(dark ? ColorScheme::Dark : ColorScheme::Light).color(colorId(c));
}

QColor PassRateChip::text(Class c, bool dark)
{
    return StatusPalette(dark ? ColorScheme::Dark : ColorScheme::Light).textOn(colorId(c));
}

} // namespace hw
