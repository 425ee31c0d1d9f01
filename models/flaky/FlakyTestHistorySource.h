#pragma once

#include "FlakyTables.h"
#include "FlakyTestHistory.h"
#include "clickhouse/ClickHouseQueryGroup.h"
#include "domain/Result.h"
#include "domain/SourceError.h"
#include "net/LatestRequest.h"

#include <QJsonObject>
#include <QObject>

namespace hw {

// The "one test" view's data: every job of the repository's main runs (FlakySql::windowJobs: the
// scan is bounded by the window's jobs) one test (file, classname, name) ran in over [from, to)
// with its outcome (pass, flaky, fail, skipped; the rules of FlakyTest), newest first and at most
// MaxRuns of them, and per-day counts over the whole range, both computed by ClickHouse from
// test_run_s3 joined with workflow_job (job name and page). Same dialect rules, tables and error
// handling as FlakyClickHouseSource: two queries in parallel, a malformed row skipped and counted.
class FlakyTestHistorySource : public QObject
{
    Q_OBJECT
public:
    static constexpr int MaxRuns = 5000;

    // The client is not owned; it must outlive this source.
    explicit FlakyTestHistorySource(
        ClickHouseClient *client, const FlakyTables &tables = {}, QObject *parent = nullptr);
    ~FlakyTestHistorySource() override;

    // Emits fetched() or failed() exactly once, unless a newer fetch() or cancel() supersedes it.
    // An empty name, an empty or over-long range or an invalid table fails (Configuration).
    void fetch(const QString &file, const QString &classname, const QString &name, qint64 from, qint64 to);
    // "owner/repo" of the jobs the runs are read from; applies to the next fetch().
    void setRepository(const QString &repository) { m_repository = repository; }
    void cancel();
    bool isBusy() const { return m_queries.isRunning() || m_configCheck.isInFlight(); }

    // The SQL (for tests and diagnostics); runs asks for limit + 1 rows to detect truncation.
    static QString runsSql(const FlakyTables &tables, const QString &repository, const QString &file,
        const QString &classname, const QString &name, qint64 from, qint64 to, int limit);
    static QString daysSql(const FlakyTables &tables, const QString &repository, const QString &file,
        const QString &classname, const QString &name, qint64 from, qint64 to);
    static Result<FlakyTestRun, QString> runFromRow(const QJsonObject &row);
    static Result<FlakyTestHistory::Day, QString> dayFromRow(const QJsonObject &row);

signals:
    void fetched(const hw::FlakyTestHistory &history);
    void failed(const hw::SourceError &error);

private:
    void finish(const QVector<ClickHouseResult> &results);
    void failLater(const QString &message);

    ClickHouseClient *m_client;
    FlakyTables m_tables;
    QString m_repository = QStringLiteral("pytorch/pytorch");
    FlakyTestHistory m_pending; // the test and range of the fetch in flight
    ClickHouseQueryGroup m_queries;
    LatestRequest m_configCheck { this };
};

} // namespace hw
