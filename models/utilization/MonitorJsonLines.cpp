#include "MonitorJsonLines.h"

#include "domain/QuotedText.h"
#include "utilization/BoundedLineReader.h"
#include "utilization/JobUtilizationBuilder.h"
#include "utilization/UtilizationRecordJson.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimeZone>

#include <cmath>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

qint64 integer(const QJsonValue &v)
{
    if (v.isString())
        return v.toString().toLongLong();
    return v.isDouble() ? v.toInteger() : 0;
}

void readMetadata(const QJsonObject &o, JobUtilization::Info &info)
{
    if (o.contains(u"repo"_s))
        info.repo = o.value(u"repo"_s).toString();
    if (o.contains(u"workflow_id"_s))
        info.workflowId = integer(o.value(u"workflow_id"_s));
    if (o.contains(u"run_attempt"_s))
        info.runAttempt = int(integer(o.value(u"run_attempt"_s)));
    if (o.contains(u"job_id"_s))
        info.jobId = integer(o.value(u"job_id"_s));
    if (o.contains(u"workflow_name"_s))
        info.workflowName = o.value(u"workflow_name"_s).toString();
    if (o.contains(u"job_name"_s))
        info.jobName = o.value(u"job_name"_s).toString();
    if (o.contains(u"gpu_type"_s))
        info.gpuType = o.value(u"gpu_type"_s).toString();
    if (o.contains(u"gpu_count"_s))
        info.gpuCount = int(integer(o.value(u"gpu_count"_s)));
    if (o.contains(u"cpu_count"_s))
        info.cpuCount = int(integer(o.value(u"cpu_count"_s)));
    if (o.contains(u"usage_collect_interval"_s))
        info.collectIntervalSeconds = o.value(u"usage_collect_interval"_s).toDouble();
    if (o.contains(u"data_model_version"_s))
        info.dataModelVersion = o.value(u"data_model_version"_s).toVariant().toString();
    if (const auto start = MonitorJsonLines::timeMs(o.value(u"start_at"_s)))
        info.startMs = *start;
    if (const auto end = MonitorJsonLines::timeMs(o.value(u"end_at"_s)))
        info.endMs = *end;
}

// The old per-process format: the machine's CPU percent and the total GPU utilization.
bool readPerProcess(const QJsonObject &o, qint64 ms, JobUtilizationBuilder &builder)
{
    const double cpu = UtilizationRecordJson::figure(o.value(u"total_cpu_percent"_s));
    const double gpu = UtilizationRecordJson::figure(o.value(u"total_gpu_utilization"_s));
    if (std::isnan(cpu) && std::isnan(gpu))
        return false;
    builder.beginInterval(ms);
    builder.add(UtilizationMetric::Cpu, {}, cpu, cpu);
    if (o.contains(u"total_gpu_utilization"_s))
        builder.add(UtilizationMetric::GpuUtilization, u"total"_s, gpu, gpu);
    builder.endInterval();
    return true;
}

} // namespace

std::optional<qint64> MonitorJsonLines::timeMs(const QJsonValue &value)
{
    if (value.isDouble()) {
        const double s = value.toDouble();
        if (!std::isfinite(s) || s < 0 || s > 32503680000.0) // before year 3000
            return std::nullopt;
        return qint64(std::llround(s * 1000.0));
    }
    if (!value.isString())
        return std::nullopt;
    const QString text = value.toString().trimmed();
    bool isNumber = false;
    const double s = text.toDouble(&isNumber);
    if (isNumber)
        return timeMs(QJsonValue(s));
    QString iso = text;
    if (iso.size() >= 19 && iso[10] == u' ')
        iso[10] = u'T';
    QDateTime at = QDateTime::fromString(iso, Qt::ISODateWithMs);
    if (!at.isValid())
        return std::nullopt;
    if (at.timeSpec() == Qt::LocalTime) // no zone written: monitor.py and ClickHouse mean UTC
        at = QDateTime(at.date(), at.time(), QTimeZone::utc());
    return at.toMSecsSinceEpoch();
}

namespace {

// One monitor.py record or oss_ci_time_series row into the builder; a bad one counts as malformed.
void readRecord(const QJsonObject &o, int lineNumber, JobUtilization &job, JobUtilizationBuilder &builder,
                bool &sawMetadata)
{
    const bool row = o.contains(u"time_stamp"_s); // an oss_ci_time_series row
    const auto at = MonitorJsonLines::timeMs(o.value(row ? u"time_stamp"_s : u"timestamp"_s));
    if (!at) {
        job.notes.addMalformed(lineNumber);
        return;
    }
    if (row && !sawMetadata) {
        readMetadata(o, job.info);
        sawMetadata = true;
    }
    const QJsonValue data = o.value(row ? u"json_data"_s : u"data"_s);
    if (data.isUndefined() || data.isNull()) {
        // monitor.py writes a record without data when collecting failed
        const QString what = o.value(u"error"_s).toString();
        if (what.isEmpty())
            job.notes.addMalformed(lineNumber);
        else if (job.notes.errors.size() < JobUtilization::ReadNotes::MaxReported)
            job.notes.errors << QCoreApplication::translate("hw::UtilizationFiles", "line %1: %2")
                .arg(QString::number(lineNumber), QuotedText::visible(what.left(300)));
        return;
    }
    builder.beginInterval(*at);
    const bool ok = data.isString() ? bool(UtilizationRecordJson::read(data.toString().toUtf8(), builder, job.notes))
                                    : bool(UtilizationRecordJson::read(data.toObject(), builder, job.notes));
    builder.endInterval();
    if (!ok)
        job.notes.addMalformed(lineNumber);
}

// One line of any of the formats; false when it is none of them.
bool readLine(const QJsonObject &o, int lineNumber, JobUtilization &job, JobUtilizationBuilder &builder,
              bool &sawMetadata)
{
    const QString level = o.value(u"level"_s).toString();
    if (level == "metadata"_L1) {
        readMetadata(o, job.info);
        sawMetadata = true;
        return true;
    }
    if (level == "record"_L1 || o.contains(u"time_stamp"_s)) {
        readRecord(o, lineNumber, job, builder, sawMetadata);
        return true;
    }
    if (o.contains(u"time"_s)) {
        const auto at = MonitorJsonLines::timeMs(o.value(u"time"_s));
        if (!at || !readPerProcess(o, *at, builder))
            job.notes.addMalformed(lineNumber);
        else
            job.notes.format = u"monitor.py JSON lines, old per-process format"_s;
        return true;
    }
    return false;
}

} // namespace

Result<JobUtilization, QString> MonitorJsonLines::read(QIODevice *device)
{
    BoundedLineReader lines(device, MaxLineBytes, MaxBytes);
    BoundedLineReader::Line line;
    JobUtilization job;
    job.notes.format = u"monitor.py JSON lines"_s;
    JobUtilizationBuilder builder(&job);
    bool sawMetadata = false;
    while (lines.next(&line)) {
        const int lineNumber = line.number;
        if (line.tooLong) {
            job.notes.addMalformed(lineNumber);
            continue;
        }
        const QByteArrayView text = line.text.trimmed();
        if (text.isEmpty())
            continue;
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(text.toByteArray(), &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject()
            || !readLine(doc.object(), lineNumber, job, builder, sawMetadata))
            job.notes.addMalformed(lineNumber);
    }
    if (!lines.error().isEmpty())
        return lines.error();
    builder.finish();
    if (job.sampleCount() == 0)
        return QCoreApplication::translate("hw::UtilizationFiles", "no readable samples (%1 lines could not be read)")
            .arg(job.notes.malformed);
    return job;
}

Result<JobUtilization, QString> MonitorJsonLines::parse(const QByteArray &text)
{
    return BoundedLineReader::overBytes(text, [](QIODevice *device) { return read(device); });
}

} // namespace hw
