#include "AlertTransition.h"

using namespace Qt::StringLiterals;

namespace hw {

QString AlertTransition::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Broke:
        return u"broke"_s;
    case Kind::StillBroken:
        return u"still_broken"_s;
    case Kind::Fixed:
        return u"fixed"_s;
    case Kind::Acknowledged:
        return u"acknowledged"_s;
    }
    return {};
}

std::optional<AlertTransition::Kind> AlertTransition::kindFromName(QStringView name)
{
    for (const Kind k : { Kind::Broke, Kind::StillBroken, Kind::Fixed, Kind::Acknowledged })
        if (name == kindName(k))
            return k;
    return std::nullopt;
}

QVector<AlertTransition> AlertTransition::fromDigest(const AlertDigest &digest, qint64 time)
{
    QVector<AlertTransition> out;
    const auto add = [&out, time](const Alerts &alerts, Kind kind) {
        for (const Alert &a : alerts)
            out.append({ time, kind, a.key, a.title.isEmpty() ? Alert::nameOf(a.key) : a.title, a.detail });
    };
    add(digest.broke, Kind::Broke);
    add(digest.stillBroken, Kind::StillBroken);
    add(digest.fixed, Kind::Fixed);
    return out;
}

} // namespace hw
