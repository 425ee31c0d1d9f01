#pragma once

#include "clickhouse/ClickHouseQueryGroup.h"
#include "domain/Result.h"
#include "utilization/JobUtilization.h"
#include "utilization/UtilizationJobKey.h"

#include <QJsonObject>
#include <QObject>

namespace hw {

// One job's utilization from ClickHouse: its row of misc.oss_ci_utilization_metadata (runner,
// times, test segments) and its misc.oss_ci_time_series rows, whose json_data is read in process
// (UtilizationRecordJson; 18.16 has no JSONExtract, and the per-GPU lists are easier here).
// Both are read by (workflow_id, job_id, run_attempt, repo), as HUD reads them: never by job_id
// alone (the tables' sort key starts with workflow_id). Malformed json_data rows are skipped and
// counted (notes.malformed, by row number).
class UtilizationJobSource : public QObject
{
    Q_OBJECT
public:
    // The client parses at most ClickHouseClient::MaxJsonRows per SELECT: 13.9 h at a 1-second log
    // interval, more than any CI job runs; a longer series is cut there and says so.
    static constexpr int MaxRows = int(ClickHouseClient::MaxJsonRows);

    struct Options {
        QString database = QStringLiteral("misc");
        QString repo = QStringLiteral("pytorch/pytorch");
        // Where workflow_job is, to find the run and attempt of a key that has only the job id.
        QString jobsDatabase = QStringLiteral("default");
    };

    // The client is not owned; it must outlive this source.
    explicit UtilizationJobSource(ClickHouseClient *client, QObject *parent = nullptr);
    UtilizationJobSource(ClickHouseClient *client, Options options, QObject *parent = nullptr);

    // Emits fetched() or failed() once, unless a newer fetch() or cancel() supersedes it.
    void fetch(const UtilizationJobKey &key);
    void cancel() { m_queries.cancel(); }
    bool isBusy() const { return m_queries.isRunning(); }

    enum Query { Metadata, Series, QueryCount };
    // The query's text, or (a Configuration error) why the options make none.
    static Result<QString> sql(Query query, const Options &options, const UtilizationJobKey &key);
    // A job without a metadata row or time-series rows is not an error of decode(): the job comes
    // back with what there was (the view says which part is missing).
    static JobUtilization decode(const QVector<QVector<QJsonObject>> &rows, qint64 jobId);

signals:
    void fetched(const hw::JobUtilization &job);
    void failed(const hw::SourceError &error);

private:
    ClickHouseClient *m_client;
    Options m_options;
    ClickHouseQueryGroup m_queries;
};

} // namespace hw
