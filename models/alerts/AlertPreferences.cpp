#include "AlertPreferences.h"

#include <QStringList>

namespace hw {

namespace {
QStringList sorted(const QSet<QString> &set)
{
    QStringList list(set.cbegin(), set.cend());
    list.sort();
    return list;
}
QSet<QString> setOf(const QVariant &v)
{
    const QStringList list = v.toStringList();
    return QSet<QString>(list.cbegin(), list.cend());
}
} // namespace

QVariantMap AlertPreferences::toMap() const
{
    return {{QStringLiteral("muted"), sorted(muted)}, {QStringLiteral("acknowledged"), sorted(acknowledged)},
        {QStringLiteral("snoozedUntil"), snoozedUntil}, {QStringLiteral("lastActive"), sorted(lastActive)}};
}

AlertPreferences AlertPreferences::fromMap(const QVariantMap &map)
{
    AlertPreferences p;
    p.muted = setOf(map.value(QStringLiteral("muted")));
    p.acknowledged = setOf(map.value(QStringLiteral("acknowledged")));
    p.snoozedUntil = map.value(QStringLiteral("snoozedUntil")).toLongLong();
    p.lastActive = setOf(map.value(QStringLiteral("lastActive")));
    return p;
}

} // namespace hw
