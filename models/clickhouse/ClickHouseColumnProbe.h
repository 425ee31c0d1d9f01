#pragma once

#include "ClickHouseQueryGroup.h"

#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace hw {

// Which of a source's optional columns the server's tables have (HUD's schema grows columns that
// older or other deployments lack, e.g. conclusion_kg or triage_verdict_json): one streamed,
// capped system.columns query for every (table, column) pair, asked once and remembered.
// A probe that fails (an account that cannot read system.columns, a proxy, an outage) is not the
// source's failure: the source reads its plain columns, whose own queries report any real fault,
// and the next ensure() probes again.
class ClickHouseColumnProbe
{
public:
    struct Column {
        QString table;
        QString name;
        bool operator==(const Column &) const = default;
    };

    ClickHouseColumnProbe(QString database, QList<Column> columns);

    const QString &database() const { return m_database; }
    // Another database: the next ensure() probes again.
    void setDatabase(const QString &database);
    // The probe's SQL, values bound (for tests and diagnostics).
    QString sql() const;

    // Whether a probe has succeeded (since the last forget()).
    bool isKnown() const { return m_present.has_value(); }
    // Whether the server has the column; false until a probe has succeeded.
    bool has(const QString &table, const QString &name) const;
    // The columns found, as if probed (tests, and sources told by other means).
    void assume(const QList<Column> &present) { m_present = present; }
    void forget() { m_present.reset(); }

    // then() at once when the columns are known; else runs the probe on `queries` (which
    // supersedes what the group was running) and calls then() when it has answered, found or
    // failed. Nothing is called when the group is superseded or cancelled meanwhile.
    void ensure(ClickHouseQueryGroup &queries, std::function<void()> then);

private:
    QString m_database;
    QList<Column> m_columns;
    std::optional<QList<Column>> m_present;
};

} // namespace hw
