#pragma once

#include "clickhouse/ClickHouseQueryGroup.h"
#include "domain/SourceError.h"
#include "trunk/TrunkHealth.h"
#include "trunk/TrunkJobKind.h"

#include <QJsonObject>
#include <QObject>

namespace hw {

// Trunk health aggregated by ClickHouse from push and workflow_job (TrunkHealth has the
// definitions): five small results per range, never the raw rows. The SQL works on 18.16 and
// modern servers (no CTEs, argMax for the newest row of a job, values bound by ClickHouseSql).
// TrunkHealthCalculator computes the same in process.
class TrunkClickHouseSource : public QObject
{
    Q_OBJECT
public:
    struct Options {
        QString database = QStringLiteral("default");
        QString ref = QStringLiteral("refs/heads/main");
        QVector<TrunkJobKind::Platform> platforms = TrunkJobKind::defaultPlatforms();
        int platformOnlyLimit = 50;
    };

    // The client is not owned; it must outlive this source.
    explicit TrunkClickHouseSource(ClickHouseClient *client, QObject *parent = nullptr);
    TrunkClickHouseSource(ClickHouseClient *client, Options options, QObject *parent = nullptr);

    // Figures for [from, to) in UTC seconds, in buckets of TrunkHealth::bucketFor(from, to).
    // Emits fetched() or failed() once, unless a newer fetch() or cancel() supersedes it.
    void fetch(qint64 from, qint64 to);
    void cancel() { m_queries.cancel(); }
    bool isBusy() const { return m_queries.isRunning(); }

    enum Query { Red, Signal, QueueByLabel, QueueByLabelDay, PlatformOnly, QueryCount };
    // The SQL of one query (for tests and diagnostics); nullopt with *error for a bad option.
    static std::optional<QString> sql(Query query, const Options &options, qint64 from, qint64 to, qint64 bucketSeconds,
                                      QString *error);
    // The rows of the queries in Query order, decoded; malformed rows are counted in skippedRows.
    static TrunkHealth decode(const QVector<QVector<QJsonObject>> &rows, qint64 from, qint64 to, qint64 bucketSeconds);

signals:
    void fetched(const hw::TrunkHealth &health);
    void failed(const hw::SourceError &error);

private:
    ClickHouseClient *m_client;
    Options m_options;
    ClickHouseQueryGroup m_queries;
};

} // namespace hw
