#include "ClickHouseColumnProbe.h"

#include "ClickHouseSql.h"
#include "ColumnProbeRows.h"
#include "sync/SyncLogging.h"

using namespace Qt::StringLiterals;

namespace hw {

ClickHouseColumnProbe::ClickHouseColumnProbe(QString database, QList<Column> columns)
    : m_database(std::move(database)), m_columns(std::move(columns))
{
}

void ClickHouseColumnProbe::setDatabase(const QString &database)
{
    if (database != m_database)
        forget();
    m_database = database;
}

QString ClickHouseColumnProbe::sql() const
{
    // One condition per table, its columns as a list, in the order first named.
    QStringList tables;
    for (const Column &c : m_columns)
        if (!tables.contains(c.table))
            tables << c.table;
    QStringList conditions;
    for (const QString &table : std::as_const(tables)) {
        QStringList names;
        for (const Column &c : m_columns)
            if (c.table == table)
                names << ClickHouseSql::quote(c.name);
        conditions << u"(table = "_s + ClickHouseSql::quote(table) + u" AND name IN ("_s + names.join(u", "_s)
                + u"))"_s;
    }
    return u"SELECT table, name\nFROM system.columns\nWHERE database = "_s + ClickHouseSql::quote(m_database)
        + u"\n    AND ("_s + (conditions.isEmpty() ? u"0"_s : conditions.join(u"\n         OR "_s)) + u')';
}

bool ClickHouseColumnProbe::has(const QString &table, const QString &name) const
{
    return m_present && m_present->contains(Column{table, name});
}

void ClickHouseColumnProbe::ensure(ClickHouseQueryGroup &queries, std::function<void()> then)
{
    if (m_present) {
        then();
        return;
    }
    // A table has each column once: more rows than pairs is not a reply to this query.
    auto rows = std::make_shared<ColumnProbeRows>(std::max<qint64>(1, m_columns.size()));
    queries.start({{sql(), rows}},
                  [this, rows, then = std::move(then)](Result<ClickHouseQueryGroup::Results, ClickHouseQueryGroup::Failure> r) {
                      if (r) {
                          QList<Column> present;
                          for (const auto &[table, name] : rows->found())
                              present.append(Column{table, name});
                          m_present = present;
                      } else {
                          qCInfo(lcHudwatchSync, "column probe of %s failed (%s): the plain columns are read, the "
                                                 "next fetch probes again",
                                 qUtf8Printable(m_database), qUtf8Printable(r.error().error.message));
                      }
                      then();
                  });
}

} // namespace hw
