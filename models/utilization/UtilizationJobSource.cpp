#include "UtilizationJobSource.h"

#include "clickhouse/ClickHouseRowReader.h"
#include "clickhouse/ClickHouseSql.h"
#include "utilization/JobUtilizationBuilder.h"
#include "utilization/UtilizationRecordJson.h"

#include <QRegularExpression>
#include <QTimer>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

const auto MetadataSql = uR"sql(SELECT repo, workflow_id, run_attempt, job_id, workflow_name, job_name,
        usage_collect_interval, data_model_version, gpu_count, cpu_count, gpu_type,
        toUInt32(start_at) AS start_s, toUInt32(end_at) AS end_s
    FROM {db}.oss_ci_utilization_metadata WHERE job_id = {job}
    ORDER BY run_attempt DESC LIMIT 1)sql"_s;

// Tuple elements by position: named access (s.name) does not exist on 18.16.
const auto SegmentsSql = uR"sql(SELECT tupleElement(s, 1) AS level, tupleElement(s, 2) AS name,
        toUInt32(tupleElement(s, 3)) AS from_s, toUInt32(tupleElement(s, 4)) AS to_s
    FROM (SELECT segments FROM {db}.oss_ci_utilization_metadata WHERE job_id = {job}
          ORDER BY run_attempt DESC LIMIT 1)
    ARRAY JOIN segments AS s ORDER BY from_s, to_s)sql"_s;

const auto SeriesSql = uR"sql(SELECT toUInt32(time_stamp) AS ts, json_data
    FROM {db}.oss_ci_time_series WHERE job_id = {job} AND type = 'utilization'
    ORDER BY ts LIMIT {limit})sql"_s;

} // namespace

UtilizationJobSource::UtilizationJobSource(ClickHouseClient *client, QString database, QObject *parent)
    : QObject(parent)
    , m_client(client)
    , m_database(std::move(database))
    , m_queries(client, this)
{
}

std::optional<QString> UtilizationJobSource::sql(Query query, const QString &database, qint64 jobId, QString *error)
{
    static const QRegularExpression identifier(u"^[A-Za-z_][A-Za-z0-9_]*$"_s);
    if (!identifier.match(database).hasMatch()) {
        *error = u"not a database name: %1"_s.arg(database);
        return std::nullopt;
    }
    QString text;
    switch (query) {
    case Metadata: text = MetadataSql; break;
    case Segments: text = SegmentsSql; break;
    case Series: text = SeriesSql; break;
    case QueryCount: return std::nullopt;
    }
    ClickHouseSql::Bindings bindings{{u"job"_s, jobId}};
    if (query == Series)
        bindings.append({u"limit"_s, MaxRows});
    return ClickHouseSql::bind(text.replace(u"{db}"_s, database), bindings, error);
}

JobUtilization UtilizationJobSource::decode(const QVector<QVector<QJsonObject>> &rows, qint64 jobId)
{
    JobUtilization job;
    job.notes.format = u"ClickHouse"_s;
    job.info.jobId = jobId;
    QString error;
    for (const QJsonObject &row : rows.value(Metadata)) {
        const ClickHouseRowReader r(row, &error);
        JobUtilization::Info &i = job.info;
        qint64 workflowId = 0, attempt = 0, start = 0, end = 0;
        int gpus = 0, cpus = 0;
        if (!r.readString(u"repo"_s, &i.repo) || !r.readInt(u"workflow_id"_s, &workflowId)
            || !r.readInt(u"run_attempt"_s, &attempt) || !r.readString(u"workflow_name"_s, &i.workflowName)
            || !r.readString(u"job_name"_s, &i.jobName) || !r.readDouble(u"usage_collect_interval"_s, &i.collectIntervalSeconds)
            || !r.readString(u"data_model_version"_s, &i.dataModelVersion) || !r.readCount(u"gpu_count"_s, &gpus)
            || !r.readCount(u"cpu_count"_s, &cpus) || !r.readString(u"gpu_type"_s, &i.gpuType)
            || !r.readInt(u"start_s"_s, &start) || !r.readInt(u"end_s"_s, &end)) {
            job.notes.errors << u"the job's metadata row could not be read: %1"_s.arg(error);
            continue;
        }
        i.workflowId = workflowId;
        i.runAttempt = int(attempt);
        i.gpuCount = gpus;
        i.cpuCount = cpus;
        i.startMs = start * 1000;
        i.endMs = end * 1000;
    }
    int segmentRow = 0;
    for (const QJsonObject &row : rows.value(Segments)) {
        ++segmentRow;
        const ClickHouseRowReader r(row, &error);
        UtilizationSegment s;
        qint64 from = 0, to = 0;
        if (!r.readString(u"level"_s, &s.level) || !r.readString(u"name"_s, &s.name) || !r.readInt(u"from_s"_s, &from)
            || !r.readInt(u"to_s"_s, &to) || to < from) {
            job.notes.errors << u"segment %1 could not be read"_s.arg(segmentRow);
            continue;
        }
        s.fromMs = from * 1000;
        s.toMs = to * 1000;
        job.segments << s;
    }
    JobUtilizationBuilder builder(&job);
    int rowNumber = 0;
    for (const QJsonObject &row : rows.value(Series)) {
        ++rowNumber;
        const ClickHouseRowReader r(row, &error);
        qint64 ts = 0;
        QString json;
        if (!r.readInt(u"ts"_s, &ts) || !r.readString(u"json_data"_s, &json)) {
            job.notes.addMalformed(rowNumber);
            continue;
        }
        QString why;
        builder.beginInterval(ts * 1000);
        const bool ok = UtilizationRecordJson::read(json.toUtf8(), builder, job.notes, &why);
        builder.endInterval();
        if (!ok)
            job.notes.addMalformed(rowNumber);
    }
    builder.finish();
    if (rows.value(Series).size() >= MaxRows)
        job.notes.errors << u"only the first %1 intervals were read"_s.arg(MaxRows);
    return job;
}

void UtilizationJobSource::fetch(qint64 jobId)
{
    QList<ClickHouseQueryGroup::Query> queries;
    QString error;
    for (int q = 0; q < QueryCount; ++q) {
        const auto text = sql(Query(q), m_database, jobId, &error);
        if (!text) {
            m_queries.cancel();
            QTimer::singleShot(0, this, [this, error] {
                emit failed(SourceError::make(SourceError::Kind::Configuration, u"clickhouse"_s, error));
            });
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
