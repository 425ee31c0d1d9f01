#include "TrustLevel.h"

#include <QCoreApplication>

namespace hw {

std::optional<TrustLevel> trustLevelFromString(QStringView text)
{
    const QStringView t = text.trimmed();
    if (t.size() != 2 || (t[0] != u'L' && t[0] != u'l'))
        return std::nullopt;
    switch (t[1].unicode()) {
    case u'1': return TrustLevel::L1;
    case u'2': return TrustLevel::L2;
    case u'3': return TrustLevel::L3;
    case u'4': return TrustLevel::L4;
    default: return std::nullopt;
    }
}

QString trustLevelName(TrustLevel level)
{
    if (level == TrustLevel::Unknown)
        return QStringLiteral("\u2014");
    return QStringLiteral("L%1").arg(int(level));
}

QString trustLevelTitle(TrustLevel level)
{
    switch (level) {
    case TrustLevel::L1: return QCoreApplication::translate("hw::TrustLevel", "Onboarding");
    case TrustLevel::L2: return QCoreApplication::translate("hw::TrustLevel", "Observation");
    case TrustLevel::L3: return QCoreApplication::translate("hw::TrustLevel", "Stable");
    case TrustLevel::L4: return QCoreApplication::translate("hw::TrustLevel", "Mature");
    case TrustLevel::Unknown: break;
    }
    return QCoreApplication::translate("hw::TrustLevel", "not listed");
}

} // namespace hw
