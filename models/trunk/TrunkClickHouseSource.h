#pragma once

#include "clickhouse/ClickHouseQueryParts.h"
#include "domain/Result.h"
#include "trunk/TrunkHealth.h"
#include "trunk/TrunkJobKind.h"

#include <QJsonObject>
#include <QObject>

namespace hw {

// Trunk health from ClickHouse (TrunkHealth has the definitions), four queries per range, each
// of them small in what it returns: the commits' figures (push, and workflow_job read by SHA
// through materialized_views.workflow_job_by_head_sha with their workflow_run rows, reduced to one
// row per commit), time_to_signal (workflow_run), tts_percentile (workflow_run's push runs and
// their jobs by created_at) and the jobs queued now (workflow_job by created_at, with their runs).
// Every query is filtered by the repository. The SQL works on 18.16 and modern servers (no CTEs,
// FINAL for the latest row as HUD reads it, values bound by ClickHouseSql); the per-commit rows
// are turned into figures by TrunkHealthCalculator::aggregate, as in process. Each query is its own
// part (ClickHouseQueryParts): one that fails leaves its error in TrunkHealth::errors and the other
// figures still arrive; only when every part fails does the fetch fail.
class TrunkClickHouseSource : public QObject
{
    Q_OBJECT
public:
    struct Options {
        QString database = QStringLiteral("default");
        QString viewsDatabase = QStringLiteral("materialized_views");
        QString repository = QStringLiteral("pytorch/pytorch");
        QString ref = QStringLiteral("refs/heads/main");
        qint64 now = 0; // UTC seconds of "now" (stale jobs, the queue); 0: the clock
        QVector<TrunkJobKind::Platform> platforms = TrunkJobKind::defaultPlatforms();
    };

    // The client is not owned; it must outlive this source.
    explicit TrunkClickHouseSource(ClickHouseClient *client, QObject *parent = nullptr);
    TrunkClickHouseSource(ClickHouseClient *client, Options options, QObject *parent = nullptr);

    // Figures for [from, to) in UTC seconds, in buckets of TrunkHealth::bucketFor(from, to).
    // Emits fetched() or failed() once, unless a newer fetch() or cancel() supersedes it.
    void fetch(qint64 from, qint64 to);
    void cancel() { m_parts.cancel(); }
    bool isBusy() const { return m_parts.isRunning(); }

    // One query per part of the tab, in this order.
    enum Query { Commits, Signal, TtsPercentile, Queued, QueryCount };
    // The SQL of one query (for tests and diagnostics), or (a Configuration error) a bad option.
    static Result<QString> sql(Query query, const Options &options, qint64 from, qint64 to, qint64 now);
    // The rows of the queries in Query order (none for a part that failed), decoded; malformed rows
    // are counted in skippedRows.
    static TrunkHealth decode(const QVector<QVector<QJsonObject>> &rows, qint64 from, qint64 to, qint64 bucketSeconds,
                              qint64 now);

    // queued_jobs_by_label's window: created more than 5 minutes and less than a week ago; an ARC
    // job still setting up its containers counts while it is less than 10 minutes old.
    static constexpr qint64 QueuedAfterSeconds = 5 * 60;
    static constexpr qint64 QueuedWithinSeconds = 7 * 86'400;
    static constexpr qint64 ArcSetUpWithinSeconds = 10 * 60;

signals:
    void fetched(const hw::TrunkHealth &health);
    void failed(const hw::SourceError &error);

private:
    ClickHouseClient *m_client;
    Options m_options;
    ClickHouseQueryParts m_parts;
};

} // namespace hw
