#pragma once

#include "BackendJobResult.h"
#include "BackendStats.h"
#include "clickhouse/ClickHouseColumnProbe.h"
#include "clickhouse/ClickHouseQueryGroup.h"
#include "domain/Result.h"
#include "net/LatestRequest.h"

#include <QJsonObject>
#include <QMap>
#include <QObject>
#include <QVector>

#include <optional>

namespace hw {

// Backend figures from default.crcr_workflow_job, aggregated by ClickHouse (a few rows per
// backend come back, never the raw months). Semantics are those of WindowStats; the SQL works on
// 18.16 and modern servers (no CTEs, no server-side parameters, argMax instead of FINAL, every
// value bound through ClickHouseSql). BackendStatsCalculator computes the same figures in C++.
// The optional triage_verdict_json column (HUD reads it where it exists; no checked-in DDL has it)
// is detected once through system.columns (ClickHouseColumnProbe); without it, or while the probe
// cannot be answered, every triage category is empty.
class BackendsClickHouseSource : public QObject
{
    Q_OBJECT
public:
    struct Options {
        QString database = QStringLiteral("default");
        QString table = QStringLiteral("crcr_workflow_job");
        int deliveriesPerRepo = 30; // recent jobs: this many newest deliveries per backend
        // The upstream repository the profile watches (grid/repository): the L3 figures count
        // only its PRs' jobs (upstream_repo). HUD's queries do not filter (its relay serves
        // pytorch/pytorch alone); for pytorch/pytorch the figures are HUD's.
        QString repository = QStringLiteral("pytorch/pytorch");
    };

    // The client is not owned; it must outlive this source.
    explicit BackendsClickHouseSource(ClickHouseClient *client, QObject *parent = nullptr);
    BackendsClickHouseSource(ClickHouseClient *client, const Options &options, QObject *parent = nullptr);
    ~BackendsClickHouseSource() override;

    const Options &options() const { return m_options; }
    // Applies to the next fetch(); forgets the detected triage column.
    void setOptions(const Options &options);

    // Figures as of asOf (UTC seconds). Emits fetched() or failed() exactly once, unless a newer
    // fetch() or cancel() supersedes it.
    void fetch(qint64 asOf);
    void cancel();
    bool isBusy() const { return m_queries.isRunning() || m_configCheck.isInFlight(); }

    // The optional columns this source probes for (the triage verdict), and whether the last
    // successful probe found it (nullopt before one has succeeded).
    static ClickHouseColumnProbe columnProbe(const Options &options);
    std::optional<bool> hasTriageColumn() const;

    // The SQL one fetch() sends (for tests and diagnostics). `table` is "database.table".
    // HUD's L3 figures (WindowStats) of PRs of `upstreamRepo`, 7- and 14-day windows ending at asOf.
    static QString statsSql(const QString &table, qint64 asOf, bool withTriage,
                            const QString &upstreamRepo = QStringLiteral("pytorch/pytorch"));
    // Every query reads only rows whose upstream_repo is `upstreamRepo`.
    static QString dailySql(const QString &table, qint64 asOf, bool withTriage,
                            const QString &upstreamRepo = QStringLiteral("pytorch/pytorch"));
    static QString levelsSql(const QString &table, qint64 asOf,
                             const QString &upstreamRepo = QStringLiteral("pytorch/pytorch"));
    static QString lastResultSql(const QString &table, qint64 asOf,
                                 const QString &upstreamRepo = QStringLiteral("pytorch/pytorch"));
    static QString jobsSql(const QString &table, qint64 asOf, bool withTriage, int deliveriesPerRepo,
                           const QString &upstreamRepo = QStringLiteral("pytorch/pytorch"));
    // Plain identifiers only ([A-Za-z_][A-Za-z0-9_]*): they cannot be bound as literals.
    static bool isValidIdentifier(const QString &name);

    // Row conversion, strict about types: on a mismatch, a message naming the column (a parser's).
    // Rows of repos not in *stats are ignored, except by applyLevelRow, which adds them.
    static Result<void, QString> applyLevelRow(const QJsonObject &row, QMap<QString, BackendStats> *stats);
    static Result<void, QString> applyStatsRow(const QJsonObject &row, QMap<QString, BackendStats> *stats);
    static Result<void, QString> applyDailyRow(const QJsonObject &row, QMap<QString, BackendStats> *stats);
    static Result<void, QString> applyLastResultRow(const QJsonObject &row, QMap<QString, BackendStats> *stats);
    static Result<BackendJobResult, QString> jobFromRow(const QJsonObject &row);

signals:
    void fetched(const QVector<hw::BackendStats> &stats, const QVector<hw::BackendJobResult> &jobs);
    void failed(const hw::SourceError &error);

private:
    enum Query { Levels, Stats, Daily, Last, Jobs, QueryCount };
    void startQueries();
    void finish(const QVector<ClickHouseResult> &results);
    void fail(SourceError::Kind kind, const QString &message);
    QString qualifiedTable() const;

    ClickHouseClient *m_client;
    Options m_options;
    qint64 m_asOf = 0;
    ClickHouseColumnProbe m_probe;
    ClickHouseQueryGroup m_queries;
    LatestRequest m_configCheck{this}; // a refused table name, reported asynchronously
};

} // namespace hw
