#pragma once

#include "clickhouse/ClickHouseQueryGroup.h"
#include "domain/Result.h"
#include "utilization/UtilizationFleet.h"

#include <QJsonObject>
#include <QObject>

#include <optional>

namespace hw {

// GPU utilization of the CI fleet, aggregated by ClickHouse from misc.oss_ci_utilization_metadata
// (one row per job: GPU type and count, start and end) and misc.oss_ci_time_series (json_data per
// log interval), both filtered by the repository and read by (workflow_id, job_id, run_attempt).
// A job belongs to the range by its first time series row, as HUD's daily reports group it (by
// its start when it has none). HUD's figures: gpu_avg and gpu_p90 (UtilizationFleetRow). The
// console's own: GPU-hours from the metadata, a job's average as the mean of its per-GPU
// util_percent.avg over its valid rows, its peak the max of util_percent.max, idle GPU-hours.
// json_data is parsed with extractAll (capture groups) because 18.16 has no JSONExtract; the SQL
// also runs on modern servers. Only the grouped figures travel, never the rows.
class UtilizationFleetSource : public QObject
{
    Q_OBJECT
public:
    struct Options {
        QString database = QStringLiteral("misc");
        QString repo = QStringLiteral("pytorch/pytorch");
    };

    // The client is not owned; it must outlive this source.
    explicit UtilizationFleetSource(ClickHouseClient *client, QObject *parent = nullptr);
    UtilizationFleetSource(ClickHouseClient *client, Options options, QObject *parent = nullptr);

    // GPU jobs (gpu_count > 0) of [from, to), UTC seconds. Emits fetched() or
    // failed() once, unless a newer fetch() or cancel() supersedes it.
    void fetch(qint64 from, qint64 to);
    // One job name's runs that started in [from, to), oldest first. Independent of fetch():
    // emits runsFetched() or runsFailed() once, unless a newer fetchRuns() supersedes it (a
    // failure of the runs is not a failure of the fleet figures on screen).
    void fetchRuns(const QString &jobName, qint64 from, qint64 to);
    void cancel()
    {
        m_fleet.cancel();
        m_runs.cancel();
    }
    bool isBusy() const { return m_fleet.isRunning() || m_runs.isRunning(); }

    enum Query { ByJobName, ByWorkflow, ByRunner, RowCounts, Runs, QueryCount };
    // The SQL of one query (jobName only for Runs), or (a Configuration error) a bad option.
    static Result<QString> sql(Query query, const Options &options, qint64 from, qint64 to, const QString &jobName);
    // The rows of ByJobName..RowCounts in that order; rows that do not decode count in skippedRows.
    static UtilizationFleet decode(const QVector<QVector<QJsonObject>> &rows, qint64 from, qint64 to);
    // The rows of Runs; *skipped (if given) counts those that do not decode.
    static QVector<UtilizationRunRow> decodeRuns(const QVector<QJsonObject> &rows, int *skipped = nullptr);

    // Time series rows later than this after the range end are not read: CI jobs time out long
    // before, and the bound lets ClickHouse skip the newer partitions.
    static constexpr qint64 RowsAfterRangeSeconds = 86400;

signals:
    void fetched(const hw::UtilizationFleet &fleet);
    void runsFetched(const hw::UtilizationJobRuns &runs);
    void failed(const hw::SourceError &error);
    void runsFailed(const QString &jobName, const hw::SourceError &error);

private:
    void failLater(const SourceError &error, const std::optional<QString> &runsOf = std::nullopt);

    ClickHouseClient *m_client;
    Options m_options;
    ClickHouseQueryGroup m_fleet;
    ClickHouseQueryGroup m_runs;
};

} // namespace hw
