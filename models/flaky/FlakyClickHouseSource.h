#pragma once

#include "FlakyResults.h"
#include "FlakyTables.h"
#include "clickhouse/ClickHouseQueryGroup.h"
#include "domain/Result.h"
#include "domain/SourceError.h"
#include "net/LatestRequest.h"

#include <QJsonObject>
#include <QObject>

namespace hw {

// The flaky-tests tab's data for a time range [from, to), aggregated by ClickHouse (a row per
// flaky test, per day and platform, per disabled test: kilobytes, never the raw test runs):
//  - flaky tests from default.test_run_s3 (rows by time_inserted), joined on job_id with
//    default.workflow_job for the job names (a job workflow_job lacks contributes no name);
//  - disabled tests per day and platform, and what is disabled at the range end and since when,
//    from misc.disabled_tests_historical (snapshots by their timestamp);
//  - re-enable candidates from default.rerun_disabled_tests over the 7 days before `to`.
// The five queries run in parallel (ClickHouseQueryGroup); the SQL works on 18.16 and modern
// servers (no CTEs, no server-side parameters, explicit ANY LEFT JOIN, values bound through
// ClickHouseSql; `failure.message` reads both the test schema's Nested and HUD's named tuples).
// A result row that cannot be read is skipped and counted (FlakyResults::malformedRows), never
// fatal; a failed query fails the fetch.
class FlakyClickHouseSource : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 MaxRangeSeconds = 400 * 86400; // ranges the tab offers end at 90 days
    static constexpr int ReenableDays = 7;
    static constexpr qint64 ReenableGreenRuns = 150;

    using Tables = FlakyTables;

    // The client is not owned; it must outlive this source.
    explicit FlakyClickHouseSource(ClickHouseClient *client, QObject *parent = nullptr);
    FlakyClickHouseSource(ClickHouseClient *client, const Tables &tables, QObject *parent = nullptr);
    ~FlakyClickHouseSource() override;

    const Tables &tables() const { return m_tables; }
    // Applies to the next fetch().
    void setTables(const Tables &tables) { m_tables = tables; }

    // Emits fetched() or failed() exactly once, unless a newer fetch() or cancel() supersedes it.
    // An empty or over-long range, or an invalid table name, fails (Configuration), asynchronously
    // like every other outcome.
    void fetch(qint64 from, qint64 to);
    void cancel();
    bool isBusy() const { return m_queries.isRunning() || m_configCheck.isInFlight(); }

    // The SQL one fetch() sends (for tests and diagnostics).
    static QString flakyTestsSql(const Tables &tables, qint64 from, qint64 to);
    static QString unnamedRowsSql(const Tables &tables, qint64 from, qint64 to);
    static QString disabledByDaySql(const Tables &tables, qint64 from, qint64 to);
    static QString disabledNowSql(const Tables &tables, qint64 to);
    static QString reenableSql(const Tables &tables, qint64 to);

    // Row conversion, strict about types: the error names the column.
    static Result<FlakyTest, QString> testFromRow(const QJsonObject &row);
    static Result<DisabledCount, QString> disabledCountFromRow(const QJsonObject &row);
    static Result<DisabledTest, QString> disabledTestFromRow(const QJsonObject &row);
    static Result<ReenableCandidate, QString> candidateFromRow(const QJsonObject &row);
    // Sets the tests' and candidates' disabledIssue from the disabled list.
    static void attachDisabledIssues(FlakyResults *results);

signals:
    void fetched(const hw::FlakyResults &results);
    void failed(const hw::SourceError &error);

private:
    enum Query { Tests, Unnamed, ByDay, Now, Reenable, QueryCount };
    void finish(const QVector<ClickHouseResult> &results);
    void failLater(const QString &message);

    ClickHouseClient *m_client;
    Tables m_tables;
    qint64 m_from = 0;
    qint64 m_to = 0;
    ClickHouseQueryGroup m_queries;
    LatestRequest m_configCheck { this }; // a refused range or table, reported asynchronously
};

} // namespace hw
