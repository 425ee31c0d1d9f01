#include "TrunkJobKind.h"

#include "clickhouse/ClickHouseSql.h"

#include <QHash>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

const auto KindPattern = u"^([^ (]+)"_s;
const auto ConfigPattern = u"^[^ (]+ \\(([^,)]+)"_s;

} // namespace

const QVector<TrunkJobKind::Platform> &TrunkJobKind::defaultPlatforms()
{
    static const QVector<Platform> platforms = {
        {u"Windows"_s, u"(^|[^a-z])win-"_s},
        {u"macOS"_s, u"macos"_s},
        {u"ROCm"_s, u"rocm"_s},
        {u"XPU"_s, u"xpu"_s},
        {u"Linux"_s, u"linux"_s},
    };
    return platforms;
}

QString TrunkJobKind::platformOf(const QString &jobName, const QVector<Platform> &platforms)
{
    thread_local QHash<QString, QRegularExpression> compiled;
    for (const Platform &p : platforms) {
        auto it = compiled.find(p.pattern);
        if (it == compiled.end())
            it = compiled.insert(p.pattern, QRegularExpression(p.pattern));
        if (it->match(jobName).hasMatch())
            return p.name;
    }
    return {};
}

QString TrunkJobKind::kindOf(const QString &jobName)
{
    const qsizetype slash = jobName.indexOf(u" / "_s);
    const QString part = slash >= 0 ? jobName.mid(slash + 3) : jobName;
    static const QRegularExpression kind(KindPattern), config(ConfigPattern);
    const QString k = kind.match(part).captured(1);
    const QString c = config.match(part).captured(1);
    return c.isEmpty() ? k : k + u" ("_s + c + u')';
}

QString TrunkJobKind::platformSql(const QString &column, qsizetype platformCount)
{
    if (platformCount <= 0)
        return u"''"_s;
    QString sql = u"multiIf("_s;
    for (qsizetype i = 0; i < platformCount; ++i)
        sql += u"match(%1, {platform_pattern_%2}), {platform_name_%2}, "_s.arg(column).arg(i);
    return sql + u"'')"_s;
}

QList<QPair<QString, QVariant>> TrunkJobKind::platformBindings(const QVector<Platform> &platforms)
{
    QList<QPair<QString, QVariant>> bindings;
    for (qsizetype i = 0; i < platforms.size(); ++i) {
        bindings.append({u"platform_pattern_%1"_s.arg(i), platforms[i].pattern});
        bindings.append({u"platform_name_%1"_s.arg(i), platforms[i].name});
    }
    return bindings;
}

QString TrunkJobKind::kindSql(const QString &column)
{
    const QString part = u"if(position(%1, ' / ') > 0, substring(%1, position(%1, ' / ') + 3), %1)"_s.arg(column);
    const QString k = u"extract(%1, %2)"_s.arg(part, ClickHouseSql::quote(KindPattern));
    const QString c = u"extract(%1, %2)"_s.arg(part, ClickHouseSql::quote(ConfigPattern));
    return u"if(%2 = '', %1, concat(%1, ' (', %2, ')'))"_s.arg(k, c);
}

} // namespace hw
