#pragma once

#include "FlakyResults.h"
#include "FlakyTables.h"
#include "clickhouse/ClickHouseQueryParts.h"
#include "domain/Result.h"
#include "domain/SourceError.h"
#include "net/LatestRequest.h"

#include <QJsonObject>
#include <QObject>

namespace hw {

// The flaky-tests tab's data for a time range [from, to) and one repository, aggregated by
// ClickHouse (a row per flaky test, per day and platform, per disabled test: kilobytes, never the
// raw test runs), HUD's definitions under HUD's names, the console's own figures labelled so:
//  - HUD's in-process flaky tests (flaky_tests/in_subprocess) from default.test_run_s3, the rows
//    narrowed by the rerun filter and HUD's job set (main, the repository, no rerun_disabled_tests
//    job) before they are aggregated; beside them the console's per-job figures of those tests
//    over the window's jobs (FlakySql::windowJobs), with job names from default.workflow_job;
//  - HUD's across-file reruns (flaky_tests/across_file_reruns), the failed tests first;
//  - HUD's disabled tests (latest row per test of misc.disabled_tests_historical, open issue of
//    the repository in default.issues) and the console's per-day counts (the repository's issues);
//  - HUD's re-enable candidates from default.rerun_disabled_tests, its time from
//    default.workflow_run (the runs created in the 7 days before `to`).
// Each part is its own query group (ClickHouseQueryParts): a part that fails leaves its error in
// FlakyResults::errors and the others still arrive; only when every part fails does the fetch
// fail. The SQL works on 18.16 and modern servers (no CTEs, no server-side parameters, explicit
// ANY LEFT JOIN, values bound through ClickHouseSql; `failure.message` reads both the test
// schema's Nested and HUD's named tuples). A result row that cannot be read is skipped and counted
// (FlakyResults::malformedRows), never fatal.
class FlakyClickHouseSource : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 MaxRangeSeconds = 400 * 86400; // ranges the tab offers end at 90 days
    static constexpr int ReenableDays = 7;
    static constexpr qint64 ReenableGreenRuns = 150; // HUD's min_num_green
    static constexpr qint64 ReenableRedRuns = 0; // HUD's max_num_red

    using Tables = FlakyTables;

    // The client is not owned; it must outlive this source.
    explicit FlakyClickHouseSource(ClickHouseClient *client, QObject *parent = nullptr);
    FlakyClickHouseSource(ClickHouseClient *client, const Tables &tables, QObject *parent = nullptr);
    ~FlakyClickHouseSource() override;

    const Tables &tables() const { return m_tables; }
    // Applies to the next fetch().
    void setTables(const Tables &tables) { m_tables = tables; }
    // "owner/repo" every query filters by (a profile's grid/repository); applies to the next fetch().
    void setRepository(const QString &repository) { m_repository = repository; }
    const QString &repository() const { return m_repository; }

    // Emits fetched() or failed() exactly once, unless a newer fetch() or cancel() supersedes it.
    // An empty or over-long range, or an invalid table name, fails (Configuration), asynchronously
    // like every other outcome.
    void fetch(qint64 from, qint64 to);
    void cancel();
    bool isBusy() const;

    // The SQL one fetch() sends (for tests and diagnostics).
    static QString flakyTestsSql(const Tables &tables, const QString &repository, qint64 from, qint64 to);
    static QString unnamedRowsSql(const Tables &tables, const QString &repository, qint64 from, qint64 to);
    static QString acrossFileSql(const Tables &tables, const QString &repository, qint64 from, qint64 to);
    static QString disabledByDaySql(const Tables &tables, const QString &repository, qint64 from, qint64 to);
    static QString disabledNowSql(const Tables &tables, const QString &repository, qint64 to);
    static QString reenableSql(const Tables &tables, const QString &repository, qint64 to);

    // Row conversion, strict about types: the error names the column.
    static Result<FlakyTest, QString> testFromRow(const QJsonObject &row);
    static Result<AcrossFileRerun, QString> acrossFileFromRow(const QJsonObject &row);
    static Result<DisabledCount, QString> disabledCountFromRow(const QJsonObject &row);
    static Result<DisabledTest, QString> disabledTestFromRow(const QJsonObject &row);
    static Result<ReenableCandidate, QString> candidateFromRow(const QJsonObject &row);
    // Sets the tests' and candidates' disabledIssue from the disabled list.
    static void attachDisabledIssues(FlakyResults *results);

signals:
    void fetched(const hw::FlakyResults &results);
    void failed(const hw::SourceError &error);

private:
    enum Part { Tests, AcrossFile, ByDay, Now, Reenable, PartCount }; // in the order fetch() starts them
    void finish(const ClickHouseQueryParts::Outcomes &parts);
    void failLater(const QString &message);

    ClickHouseClient *m_client;
    Tables m_tables;
    QString m_repository = QStringLiteral("pytorch/pytorch");
    qint64 m_from = 0;
    qint64 m_to = 0;
    ClickHouseQueryParts m_parts;
    LatestRequest m_configCheck { this }; // a refused range or table, reported asynchronously
};

} // namespace hw
