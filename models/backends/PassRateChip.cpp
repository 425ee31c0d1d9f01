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

QColor PassRateChip::fill(Class c, bool dark)
{
    switch (c) {
    case Class::Good: return dark ? QColor(0x2e, 0x7d, 0x32) : QColor(0xc8, 0xe6, 0xc9);
    case Class::Warn: return dark ? QColor(0xf9, 0xa8, 0x25) : QColor(0xff, 0xec, 0xb3);
    case Class::Bad: return dark ? QColor(0xc6, 0x28, 0x28) : QColor(0xff, 0xcd, 0xd2);
    case Class::None: break;
    }
    return dark ? QColor(0x42, 0x42, 0x42) : QColor(0xee, 0xee, 0xee);
}

QColor PassRateChip::text(Class c, bool dark)
{
    switch (c) {
    case Class::Good: return dark ? QColor(Qt::white) : QColor(0x1b, 0x5e, 0x20);
    case Class::Warn: return dark ? QColor(0x21, 0x21, 0x21) : QColor(0x6d, 0x4c, 0x00);
    case Class::Bad: return dark ? QColor(Qt::white) : QColor(0xb7, 0x1c, 0x1c);
    case Class::None: break;
    }
    return dark ? QColor(0xbd, 0xbd, 0xbd) : QColor(0x61, 0x61, 0x61);
}

} // namespace hw
