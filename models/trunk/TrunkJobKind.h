#pragma once

#include <QPair>
#include <QString>
#include <QVariant>
#include <QVector>

namespace hw {

// Which platform a job runs on and what kind of job it is, from its name, so the same job can be
// compared across platforms: "win-vs2019-cpu-py3 / test (default, 1, 3, windows.4xlarge)" is
// Windows' "test (default)". The patterns are RE2 and PCRE alike (ClickHouse's match() uses
// them too); the first that matches wins; a job no pattern matches has no platform.
class TrunkJobKind
{
public:
    struct Platform {
        QString name;
        QString pattern;
    };
    static const QVector<Platform> &defaultPlatforms();
    static QString platformOf(const QString &jobName, const QVector<Platform> &platforms = defaultPlatforms());
    static QString kindOf(const QString &jobName);

    // The same, as ClickHouse expressions over a column holding the job name. platformSql has a
    // placeholder per pattern and name ({platform_pattern_0}, {platform_name_0}, …) for
    // ClickHouseSql::bind, so a pattern never becomes SQL text.
    static QString platformSql(const QString &column, qsizetype platformCount);
    static QList<QPair<QString, QVariant>> platformBindings(const QVector<Platform> &platforms);
    static QString kindSql(const QString &column);
};

} // namespace hw
