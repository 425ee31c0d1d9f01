#include "UtilizationJobSource.h"

#include "clickhouse/ClickHouseRowReader.h"
#include "clickhouse/ClickHouseSql.h"
#include "clickhouse/ClickHouseValue.h"
#include "utilization/JobUtilizationBuilder.h"
#include "utilization/UtilizationRecordJson.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

// SELECT *: the segments column has no portable name. 18.16 stores Array(Tuple(…)) as nested
// columns segments.1 … segments.5, modern servers as one column `segments` (written as arrays or,
// for named tuples, objects); decode() reads all three shapes.
const auto MetadataSql = uR"sql(SELECT * FROM {db}.oss_ci_utilization_metadata WHERE {key}
    ORDER BY run_attempt DESC LIMIT 1)sql"_s;

const auto SeriesSql = uR"sql(SELECT toUInt32(time_stamp) AS ts, json_data
    FROM {db}.oss_ci_time_series WHERE {key} AND type = 'utilization'
    ORDER BY ts LIMIT {limit})sql"_s;

// The table's sort key first. A key with only the job id takes its run and attempt from
// workflow_job (sorted by id: one granule read).
const auto KnownKeySql
    = uR"sql(workflow_id = {workflow} AND job_id = {job} AND run_attempt = {attempt} AND repo = {repo})sql"_s;
const auto JobIdOnlySql = uR"sql((workflow_id, run_attempt) IN (SELECT toUInt64(run_id), toUInt32(run_attempt)
        FROM {jobsDb}.workflow_job WHERE id = {job}) AND job_id = {job} AND repo = {repo})sql"_s;

// The segments of a metadata row in any of the shapes servers write them: 18.16's nested columns
// ("segments.1": [levels], "segments.2": [names], …), a list of arrays, or a list of objects.
QVector<UtilizationSegment> segmentsOf(const QJsonObject &row, JobUtilization::ReadNotes *notes)
{
    QVector<UtilizationSegment> out;
    const auto add = [&](const QJsonValue &level, const QJsonValue &name, const QJsonValue &from, const QJsonValue &to) {
        const auto f = ClickHouseValue::toUtcSeconds(from);
        const auto t = ClickHouseValue::toUtcSeconds(to);
        if (!level.isString() || !name.isString() || !f || !t || *t < *f) {
            notes->errors << UtilizationJobSource::tr("segment %1 could not be read").arg(out.size() + 1);
            return;
        }
        out.append({level.toString(), name.toString(), *f * 1000, *t * 1000});
    };
    if (row.contains(u"segments.1"_s)) {
        const QJsonArray levels = row.value(u"segments.1"_s).toArray(), names = row.value(u"segments.2"_s).toArray(),
                         froms = row.value(u"segments.3"_s).toArray(), tos = row.value(u"segments.4"_s).toArray();
        for (qsizetype i = 0; i < levels.size(); ++i)
            add(levels[i], names.at(i), froms.at(i), tos.at(i));
    } else {
        for (const QJsonValue &v : row.value(u"segments"_s).toArray()) {
            if (v.isArray()) {
                const QJsonArray a = v.toArray();
                add(a.at(0), a.at(1), a.at(2), a.at(3));
            } else {
                const QJsonObject o = v.toObject();
                add(o.value(u"level"_s), o.value(u"name"_s), o.value(u"start_at"_s), o.value(u"end_at"_s));
            }
        }
    }
    std::sort(out.begin(), out.end(), [](const UtilizationSegment &a, const UtilizationSegment &b) {
        return std::pair(a.fromMs, a.toMs) < std::pair(b.fromMs, b.toMs);
    });
    return out;
}

} // namespace

UtilizationJobSource::UtilizationJobSource(ClickHouseClient *client, QObject *parent)
    : UtilizationJobSource(client, Options{}, parent)
{
}

UtilizationJobSource::UtilizationJobSource(ClickHouseClient *client, Options options, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_options(std::move(options))
    , m_queries(client, this)
{
}

Result<QString> UtilizationJobSource::sql(Query query, const Options &options, const UtilizationJobKey &key)
{
    const auto fail = [](const QString &message) {
        return Result<QString>(SourceError::make(SourceError::Kind::Configuration, u"clickhouse"_s, message));
    };
    static const QRegularExpression identifier(u"^[A-Za-z_][A-Za-z0-9_]*$"_s);
    for (const QString &database : {options.database, options.jobsDatabase}) {
        if (!identifier.match(database).hasMatch())
            return fail(tr("not a database name: %1 — fix clickhouse/database in Profile ▸ Edit this profile…").arg(database));
    }
    QString text;
    switch (query) {
    case Metadata: text = MetadataSql; break;
    case Series: text = SeriesSql; break;
    case QueryCount: return fail(QString());
    }
    ClickHouseSql::Bindings bindings{{u"job"_s, key.jobId}, {u"repo"_s, options.repo}};
    if (key.isComplete())
        bindings += {{u"workflow"_s, key.workflowId}, {u"attempt"_s, key.runAttempt}};
    if (query == Series)
        bindings.append({u"limit"_s, MaxRows});
    text.replace(u"{key}"_s, key.isComplete() ? KnownKeySql : JobIdOnlySql)
        .replace(u"{db}"_s, options.database)
        .replace(u"{jobsDb}"_s, options.jobsDatabase);
    return ClickHouseSql::bind(text, bindings);
}

JobUtilization UtilizationJobSource::decode(const QVector<QVector<QJsonObject>> &rows, qint64 jobId)
{
    JobUtilization job;
    job.notes.format = u"ClickHouse"_s;
    job.info.jobId = jobId;
    for (const QJsonObject &row : rows.value(Metadata)) {
        const ClickHouseRowReader r(row);
        JobUtilization::Info &i = job.info;
        qint64 workflowId = 0, attempt = 0, start = 0, end = 0;
        int gpus = 0, cpus = 0;
        if (!r.readString(u"repo"_s, &i.repo) || !r.readInt(u"workflow_id"_s, &workflowId)
            || !r.readInt(u"run_attempt"_s, &attempt) || !r.readString(u"workflow_name"_s, &i.workflowName)
            || !r.readString(u"job_name"_s, &i.jobName) || !r.readDouble(u"usage_collect_interval"_s, &i.collectIntervalSeconds)
            || !r.readString(u"data_model_version"_s, &i.dataModelVersion) || !r.readCount(u"gpu_count"_s, &gpus)
            || !r.readCount(u"cpu_count"_s, &cpus) || !r.readString(u"gpu_type"_s, &i.gpuType)
            || !r.readTime(u"start_at"_s, &start) || !r.readTime(u"end_at"_s, &end)) {
            job.notes.errors << tr("the job's metadata row could not be read: %1").arg(r.error());
            continue;
        }
        i.workflowId = workflowId;
        i.runAttempt = int(attempt);
        i.gpuCount = gpus;
        i.cpuCount = cpus;
        i.startMs = start * 1000;
        i.endMs = end * 1000;
        job.segments = segmentsOf(row, &job.notes);
    }
    JobUtilizationBuilder builder(&job);
    int rowNumber = 0;
    for (const QJsonObject &row : rows.value(Series)) {
        ++rowNumber;
        const ClickHouseRowReader r(row);
        qint64 ts = 0;
        QString json;
        if (!r.readInt(u"ts"_s, &ts) || !r.readString(u"json_data"_s, &json)) {
            job.notes.addMalformed(rowNumber);
            continue;
        }
        builder.beginInterval(ts * 1000);
        const bool ok = bool(UtilizationRecordJson::read(json.toUtf8(), builder, job.notes));
        builder.endInterval();
        if (!ok)
            job.notes.addMalformed(rowNumber);
    }
    builder.finish();
    if (rows.value(Series).size() >= MaxRows)
        job.notes.errors << tr("only the first %1 intervals were read").arg(MaxRows);
    return job;
}

void UtilizationJobSource::fetch(const UtilizationJobKey &key)
{
    const qint64 jobId = key.jobId;
    QList<ClickHouseQueryGroup::Query> queries;
    for (int q = 0; q < QueryCount; ++q) {
        const auto text = sql(Query(q), m_options, key);
        if (!text) {
            m_queries.cancel();
            QTimer::singleShot(0, this, [this, error = text.error()] { emit failed(error); });
            return;
        }
        queries.append(*text);
    }
    m_queries.start(queries, [this, jobId](Result<ClickHouseQueryGroup::Results, ClickHouseQueryGroup::Failure> r) {
        if (!r) {
            emit failed(m_client->toSourceError(r.error().error));
            return;
        }
        QVector<QVector<QJsonObject>> rows;
        for (const ClickHouseResult &result : *r)
            rows.append(result.rows);
        emit fetched(decode(rows, jobId));
    });
}

} // namespace hw
