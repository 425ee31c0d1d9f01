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
QVariantMap saidMap(const QHash<QString, qint64> &said)
{
    QVariantMap map;
    for (auto it = said.cbegin(); it != said.cend(); ++it)
        map.insert(it.key(), it.value());
    return map;
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
        {QStringLiteral("snoozedUntil"), snoozedUntil}, {QStringLiteral("lastActive"), sorted(lastActive)},
        {QStringLiteral("lastSaid"), saidMap(lastSaid)}};
}

AlertPreferences AlertPreferences::fromMap(const QVariantMap &map)
{
    AlertPreferences p;
    p.muted = setOf(map.value(QStringLiteral("muted")));
    p.acknowledged = setOf(map.value(QStringLiteral("acknowledged")));
    p.snoozedUntil = map.value(QStringLiteral("snoozedUntil")).toLongLong();
    p.lastActive = setOf(map.value(QStringLiteral("lastActive")));
    const QVariantMap said = map.value(QStringLiteral("lastSaid")).toMap();
    for (auto it = said.cbegin(); it != said.cend(); ++it)
        if (const qint64 t = it.value().toLongLong(); t > 0)
            p.lastSaid.insert(it.key(), t);
    return p;
}

} // namespace hw
