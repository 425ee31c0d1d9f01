#include "UtilizationFleetSource.h"

#include "clickhouse/ClickHouseRowReader.h"
#include "clickhouse/ClickHouseSql.h"

#include <QDateTime>
#include <QRegularExpression>
#include <QTimeZone>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

// The GPU jobs that may belong to the range: one metadata row per job attempt, started up to a
// day before it (a job belongs to the day of its first time series row, as HUD's reports group
// it; JobsSql keeps those of the range).
const auto MetaSql = uR"sql(SELECT workflow_id, job_id, run_attempt, workflow_name, job_name, gpu_type, gpu_count,
        start_at, end_at,
        gpu_count * greatest(toInt64(toUInt32(end_at)) - toInt64(toUInt32(start_at)), toInt64(0)) / 3600 AS gpu_hours
    FROM {db}.oss_ci_utilization_metadata
    WHERE repo = {repo} AND gpu_count > 0 AND start_at >= {rowsFrom} AND start_at < {to} {jobFilter})sql"_s;

// Each time series row of those jobs with its per-GPU util_percent avg and max. extractAll returns
// the first capture group (checked on 18.16); spaces after ':' are allowed (monitor.py writes
// json.dumps' ", " and ": "). A row is valid when every "util_percent" key has a numeric avg and
// max in 0-100 and the JSON is not cut short; otherwise it counts as malformed.
const auto RowsSql = uR"sql(SELECT workflow_id, job_id, run_attempt, time_stamp,
        arrayMap(x -> toFloat64(x), extractAll(json_data, '"util_percent":\\s*\\{[^}]*"avg":\\s*(-?[0-9]+(?:\\.[0-9]+)?(?:[eE][-+]?[0-9]+)?)')) AS avgs,
        arrayMap(x -> toFloat64(x), extractAll(json_data, '"util_percent":\\s*\\{[^}]*"max":\\s*(-?[0-9]+(?:\\.[0-9]+)?(?:[eE][-+]?[0-9]+)?)')) AS maxs,
        length(extractAll(json_data, '"util_percent":')) AS gpus,
        gpus > 0 AND length(avgs) = gpus AND length(maxs) = gpus AND match(json_data, '(?s)^\\s*\\{.*\\}\\s*$')
            AND arrayReduce('min', arrayConcat(avgs, maxs)) >= 0 AND arrayReduce('max', arrayConcat(avgs, maxs)) <= 100 AS ok
    FROM {db}.oss_ci_time_series
    WHERE workflow_id IN (SELECT workflow_id FROM ({meta})) AND type = 'utilization' AND repo = {repo}
        AND time_stamp >= {rowsFrom} AND time_stamp < {rowsTo}
        AND (workflow_id, job_id, run_attempt) IN (SELECT workflow_id, job_id, run_attempt FROM ({meta})))sql"_s;

// Per job: the sums behind the console's mean (over every GPU of every valid row) and its peak;
// HUD's per-interval figures: the mean (hud_sum, over rows_ok rows) and the max of the GPUs'
// util_percent.max; its first row's time.
const auto UtilSql = uR"sql(SELECT workflow_id, job_id, run_attempt, sum(ok) AS rows_ok, sum(NOT ok) AS rows_bad,
        sum(if(ok, arraySum(avgs), 0)) AS util_sum, sum(if(ok, length(avgs), 0)) AS util_n,
        max(if(ok, arrayReduce('max', maxs), 0)) AS util_peak,
        sum(if(ok, arraySum(maxs) / length(maxs), 0)) AS hud_sum,
        groupArrayIf(arrayReduce('max', maxs), ok) AS interval_maxes, min(time_stamp) AS first_ts
    FROM ({rows}) GROUP BY workflow_id, job_id, run_attempt)sql"_s;

// Every job of the range with its figures; a job without valid rows is "not measured" (18.16's
// LEFT JOIN fills 0, so measured is util_n > 0, never the average itself). A measured job
// belongs to the range by its first row (HUD's reports), another by its start.
const auto JobsSql = uR"sql(SELECT workflow_id, job_id, run_attempt, workflow_name, job_name, gpu_type, gpu_count,
        start_at, end_at, gpu_hours,
        util_n > 0 AS measured, if(measured, util_sum / util_n, 0) AS j_avg, util_peak AS j_peak,
        rows_ok, hud_sum, interval_maxes, if(measured, toUInt32(first_ts), toUInt32(start_at)) AS job_time
    FROM ({meta}) AS meta ANY LEFT JOIN ({util}) AS util USING (workflow_id, job_id, run_attempt)
    WHERE job_time >= toUInt32({from}) AND job_time < toUInt32({to}))sql"_s;

// Unknown averages and peaks are NULL, not 0.
const auto GroupSql = uR"sql(SELECT {keys}, count() AS runs, sum(measured) AS measured_runs,
        sum(gpu_hours) AS gpu_hours_total, sum(if(measured, gpu_hours, 0)) AS measured_gpu_hours,
        if(measured_gpu_hours > 0, sum(if(measured, gpu_hours * j_avg, 0)) / measured_gpu_hours, NULL) AS avg_util,
        if(measured_runs > 0, max(if(measured, j_peak, 0)), NULL) AS peak_util,
        sum(if(measured, gpu_hours * (1 - j_avg / 100), 0)) AS idle_gpu_hours,
        if(sum(rows_ok) > 0, sum(hud_sum) / sum(rows_ok), NULL) AS hud_gpu_avg,
        if(sum(rows_ok) > 0, quantileArray(0.9)(interval_maxes), NULL) AS hud_gpu_p90
    FROM ({jobs}) GROUP BY {keys} ORDER BY idle_gpu_hours DESC, runs DESC, {keys})sql"_s;

const auto RowCountsSql = uR"sql(SELECT sum(rows_ok) AS rows_ok, sum(rows_bad) AS rows_bad FROM ({util})
    WHERE (workflow_id, job_id, run_attempt) IN (SELECT workflow_id, job_id, run_attempt FROM ({jobs})))sql"_s;

const auto RunsSql = uR"sql(SELECT job_id, workflow_id, run_attempt, workflow_name, start_at, end_at, gpu_type, gpu_count,
        gpu_hours, if(measured, j_avg, NULL) AS avg_util, if(measured, j_peak, NULL) AS peak_util,
        if(measured, gpu_hours * (1 - j_avg / 100), NULL) AS idle_gpu_hours,
        if(rows_ok > 0, hud_sum / rows_ok, NULL) AS hud_gpu_avg,
        if(rows_ok > 0, arrayReduce('quantile(0.9)', interval_maxes), NULL) AS hud_gpu_p90
    FROM ({jobs}) ORDER BY start_at, job_id, run_attempt)sql"_s;

bool isIdentifier(const QString &name)
{
    static const QRegularExpression re(u"^[A-Za-z_][A-Za-z0-9_]*$"_s);
    return re.match(name).hasMatch();
}

// A nullable percentage: null is unknown; a number outside 0-100 (or anything else) is bad.
bool readPercent(const QJsonObject &row, const QString &column, std::optional<double> *out)
{
    const QJsonValue v = row.value(column);
    if (v.isNull()) {
        out->reset();
        return true;
    }
    if (!v.isDouble() || !(v.toDouble() >= 0 && v.toDouble() <= 100))
        return false;
    *out = v.toDouble();
    return true;
}

bool readHours(const ClickHouseRowReader &r, const QString &column, double *out)
{
    return r.readDouble(column, out) && *out >= 0;
}

} // namespace

UtilizationFleetSource::UtilizationFleetSource(ClickHouseClient *client, QObject *parent)
    : UtilizationFleetSource(client, Options{}, parent)
{
}

UtilizationFleetSource::UtilizationFleetSource(ClickHouseClient *client, Options options, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_options(std::move(options))
    , m_fleet(client, this)
    , m_runs(client, this)
{
}

Result<QString> UtilizationFleetSource::sql(Query query, const Options &options, qint64 from, qint64 to,
                                            const QString &jobName)
{
    const auto fail = [](const QString &message) {
        return Result<QString>(SourceError::make(SourceError::Kind::Configuration, u"clickhouse"_s, message));
    };
    if (!isIdentifier(options.database))
        return fail(tr("invalid ClickHouse database name '%1' — fix clickhouse/database in Profile ▸ Edit this profile…")
                        .arg(options.database));
    // The structure first, then the values through ClickHouseSql::bind: a value never becomes SQL.
    const QString meta = QString(MetaSql)
                             .replace(u"{db}"_s, options.database)
                             .replace(u"{jobFilter}"_s, query == Runs ? u"AND job_name = {job}"_s : QString());
    const QString rows = QString(RowsSql).replace(u"{db}"_s, options.database).replace(u"{meta}"_s, meta);
    const QString util = QString(UtilSql).replace(u"{rows}"_s, rows);
    const QString jobs = QString(JobsSql).replace(u"{meta}"_s, meta).replace(u"{util}"_s, util);
    QString text;
    switch (query) {
    case ByJobName: text = QString(GroupSql).replace(u"{keys}"_s, u"job_name"_s); break;
    case ByWorkflow: text = QString(GroupSql).replace(u"{keys}"_s, u"workflow_name"_s); break;
    case ByRunner: text = QString(GroupSql).replace(u"{keys}"_s, u"gpu_type, gpu_count"_s); break;
    case RowCounts: text = QString(RowCountsSql); break;
    case Runs: text = QString(RunsSql); break;
    case QueryCount: return fail(QString());
    }
    text.replace(u"{jobs}"_s, jobs).replace(u"{util}"_s, util).replace(u"{meta}"_s, meta);
    ClickHouseSql::Bindings bindings = {
        {u"repo"_s, options.repo},
        {u"from"_s, QDateTime::fromSecsSinceEpoch(from, QTimeZone::utc())},
        {u"to"_s, QDateTime::fromSecsSinceEpoch(to, QTimeZone::utc())},
        {u"rowsFrom"_s, QDateTime::fromSecsSinceEpoch(from - RowsAfterRangeSeconds, QTimeZone::utc())},
        {u"rowsTo"_s, QDateTime::fromSecsSinceEpoch(to + RowsAfterRangeSeconds, QTimeZone::utc())},
    };
    if (query == Runs)
        bindings.append({u"job"_s, jobName});
    return ClickHouseSql::bind(text, bindings);
}

UtilizationFleet UtilizationFleetSource::decode(const QVector<QVector<QJsonObject>> &rows, qint64 from, qint64 to)
{
    UtilizationFleet f;
    f.from = from;
    f.to = to;
    const auto group = [&](Query q, QVector<UtilizationFleetRow> &into) {
        for (const QJsonObject &row : rows.value(q)) {
            const ClickHouseRowReader r(row);
            UtilizationFleetRow g;
            qint64 gpuCount = 0;
            bool ok = q == ByRunner ? r.readString(u"gpu_type"_s, &g.gpuType) && r.readInt(u"gpu_count"_s, &gpuCount)
                                          && gpuCount > 0 && gpuCount <= 1024
                                    : r.readString(q == ByJobName ? u"job_name"_s : u"workflow_name"_s, &g.name);
            ok = ok && r.readCount(u"runs"_s, &g.runs) && r.readCount(u"measured_runs"_s, &g.measuredRuns)
                && g.measuredRuns <= g.runs && readHours(r, u"gpu_hours_total"_s, &g.gpuHours)
                && readHours(r, u"measured_gpu_hours"_s, &g.measuredGpuHours)
                && readPercent(row, u"avg_util"_s, &g.averageUtil) && readPercent(row, u"peak_util"_s, &g.peakUtil)
                && readHours(r, u"idle_gpu_hours"_s, &g.idleGpuHours)
                && readPercent(row, u"hud_gpu_avg"_s, &g.hudGpuAvg) && readPercent(row, u"hud_gpu_p90"_s, &g.hudGpuP90);
            if (!ok) {
                ++f.skippedRows;
                continue;
            }
            if (q == ByRunner) {
                g.gpuCount = int(gpuCount);
                g.name = u"%1 × %2"_s.arg(g.gpuType).arg(g.gpuCount);
            }
            into.append(g);
        }
    };
    group(ByJobName, f.byJobName);
    group(ByWorkflow, f.byWorkflow);
    group(ByRunner, f.byRunner);
    for (const QJsonObject &row : rows.value(RowCounts)) {
        const ClickHouseRowReader r(row);
        if (!r.readInt(u"rows_ok"_s, &f.validRows) || !r.readInt(u"rows_bad"_s, &f.malformedRows))
            ++f.skippedRows;
    }
    return f;
}

QVector<UtilizationRunRow> UtilizationFleetSource::decodeRuns(const QVector<QJsonObject> &rows, int *skipped)
{
    QVector<UtilizationRunRow> out;
    for (const QJsonObject &row : rows) {
        const ClickHouseRowReader r(row);
        UtilizationRunRow run;
        qint64 attempt = 0, gpuCount = 0;
        double idle = 0;
        bool ok = r.readInt(u"job_id"_s, &run.jobId) && r.readInt(u"workflow_id"_s, &run.workflowId)
            && r.readInt(u"run_attempt"_s, &attempt) && attempt >= 0 && attempt < 1000
            && r.readString(u"workflow_name"_s, &run.workflowName) && r.readTime(u"start_at"_s, &run.startAt)
            && r.readTime(u"end_at"_s, &run.endAt) && r.readString(u"gpu_type"_s, &run.gpuType)
            && r.readInt(u"gpu_count"_s, &gpuCount) && gpuCount > 0 && gpuCount <= 1024
            && readHours(r, u"gpu_hours"_s, &run.gpuHours) && readPercent(row, u"avg_util"_s, &run.averageUtil)
            && readPercent(row, u"peak_util"_s, &run.peakUtil) && readPercent(row, u"hud_gpu_avg"_s, &run.hudGpuAvg)
            && readPercent(row, u"hud_gpu_p90"_s, &run.hudGpuP90);
        if (ok && !row.value(u"idle_gpu_hours"_s).isNull()) {
            ok = readHours(r, u"idle_gpu_hours"_s, &idle);
            run.idleGpuHours = idle;
        }
        // Known utilization comes with its idle hours, unknown without.
        ok = ok && run.averageUtil.has_value() == run.idleGpuHours.has_value();
        if (!ok) {
            if (skipped)
                ++*skipped;
            continue;
        }
        run.runAttempt = int(attempt);
        run.gpuCount = int(gpuCount);
        out.append(run);
    }
    return out;
}

void UtilizationFleetSource::failLater(const SourceError &error, const std::optional<QString> &runsOf)
{
    QTimer::singleShot(0, this, [this, error, runsOf] {
        if (runsOf)
            emit runsFailed(*runsOf, error);
        else
            emit failed(error);
    });
}

void UtilizationFleetSource::fetch(qint64 from, qint64 to)
{
    QList<ClickHouseQueryGroup::Query> queries;
    for (int q = ByJobName; q <= RowCounts; ++q) {
        const auto text = sql(Query(q), m_options, from, to, {});
        if (!text) {
            m_fleet.cancel();
            failLater(text.error());
            return;
        }
        queries.append(*text);
    }
    m_fleet.start(queries, [this, from, to](Result<ClickHouseQueryGroup::Results, ClickHouseQueryGroup::Failure> r) {
        if (!r) {
            emit failed(m_client->toSourceError(r.error().error));
            return;
        }
        QVector<QVector<QJsonObject>> rows;
        for (const ClickHouseResult &result : *r)
            rows.append(result.rows);
        emit fetched(decode(rows, from, to));
    });
}

void UtilizationFleetSource::fetchRuns(const QString &jobName, qint64 from, qint64 to)
{
    const auto text = sql(Runs, m_options, from, to, jobName);
    if (!text) {
        m_runs.cancel();
        failLater(text.error(), jobName);
        return;
    }
    m_runs.start({*text}, [this, jobName](Result<ClickHouseQueryGroup::Results, ClickHouseQueryGroup::Failure> r) {
        if (!r) {
            emit runsFailed(jobName, m_client->toSourceError(r.error().error));
            return;
        }
        emit runsFetched(UtilizationJobRuns{jobName, decodeRuns(r->value(0).rows)});
    });
}

} // namespace hw
