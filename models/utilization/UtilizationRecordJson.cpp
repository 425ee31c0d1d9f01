#include "UtilizationRecordJson.h"

#include "utilization/JobUtilizationBuilder.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

constexpr double Nan = std::numeric_limits<double>::quiet_NaN();

// {"avg": x, "max": y}; anything else (null, a string, absent) is a gap.
std::pair<double, double> stat(const QJsonValue &v, double scale = 1.0)
{
    if (!v.isObject())
        return {Nan, Nan};
    const QJsonObject o = v.toObject();
    return {UtilizationRecordJson::figure(o.value(u"avg"_s)) * scale, UtilizationRecordJson::figure(o.value(u"max"_s)) * scale};
}

struct GpuField {
    QLatin1StringView key;
    UtilizationMetric metric;
    double scale;
};
const GpuField GpuFields[] = {
    {"util_percent"_L1, UtilizationMetric::GpuUtilization, 1.0},
    {"mem_util_percent"_L1, UtilizationMetric::GpuMemoryBandwidth, 1.0},
    {"allocated_mem_percent"_L1, UtilizationMetric::GpuAllocatedPercent, 1.0},
    {"allocated_mem_value"_L1, UtilizationMetric::GpuAllocatedGiB, 1.0 / 1024.0}, // MiB
    {"temperature_c"_L1, UtilizationMetric::GpuTemperature, 1.0},
    {"power_w"_L1, UtilizationMetric::GpuPower, 1.0},
};

} // namespace

Result<void, QString> UtilizationRecordJson::read(const QJsonObject &data, JobUtilizationBuilder &builder,
                                                  JobUtilization::ReadNotes &notes)
{
    const QJsonValue gpus = data.value(u"gpu_usage"_s);
    if (!data.contains(u"cpu"_s) && !data.contains(u"memory"_s) && !data.contains(u"gpu_usage"_s))
        return QCoreApplication::translate("hw::UtilizationFiles", "no cpu, memory or gpu_usage in the record");
    if (!gpus.isUndefined() && !gpus.isNull() && !gpus.isArray())
        return u"gpu_usage is not a list"_s;
    for (auto it = data.begin(); it != data.end(); ++it)
        if (it.key() != "cpu"_L1 && it.key() != "memory"_L1 && it.key() != "gpu_usage"_L1)
            notes.addUnknown(it.key());
    if (data.contains(u"cpu"_s)) {
        const auto [avg, max] = stat(data.value(u"cpu"_s));
        builder.add(UtilizationMetric::Cpu, {}, avg, max);
    }
    if (data.contains(u"memory"_s)) {
        const auto [avg, max] = stat(data.value(u"memory"_s));
        builder.add(UtilizationMetric::Memory, {}, avg, max);
    }
    const QJsonArray list = gpus.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (!list[i].isObject())
            continue;
        const QJsonObject g = list[i].toObject();
        QString id = g.value(u"uuid"_s).toString();
        if (id.isEmpty())
            id = QString::number(i);
        for (const GpuField &f : GpuFields) {
            // A field the record does not have at all is left for the builder to mark as a gap,
            // so an old record (no allocated_*) does not invent a track of gaps.
            if (!g.contains(f.key))
                continue;
            const auto [avg, max] = stat(g.value(f.key), f.scale);
            if (!builder.add(f.metric, id, avg, max)) {
                const QString tooMany
                    = QCoreApplication::translate("hw::UtilizationFiles", "more than %1 GPUs: the rest left out")
                        .arg(JobUtilizationBuilder::MaxGpus);
                if (!notes.errors.contains(tooMany))
                    notes.errors << tooMany;
                return {}; // what fitted was kept
            }
        }
        for (auto it = g.begin(); it != g.end(); ++it) {
            const QString &key = it.key();
            if (key != "uuid"_L1 && key != "total_mem_value"_L1
                && std::none_of(std::begin(GpuFields), std::end(GpuFields), [&](const GpuField &f) { return key == f.key; }))
                notes.addUnknown(u"gpu_usage."_s + key);
        }
    }
    return {};
}

double UtilizationRecordJson::figure(const QJsonValue &value)
{
    return value.isDouble() && std::isfinite(value.toDouble()) ? value.toDouble() : Nan;
}

Result<void, QString> UtilizationRecordJson::read(QByteArrayView json, JobUtilizationBuilder &builder,
                                                  JobUtilization::ReadNotes &notes)
{
    if (json.size() > MaxBytes)
        return QCoreApplication::translate("hw::UtilizationFiles", "the record is larger than 1 MB");
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json.toByteArray(), &error);
    if (error.error != QJsonParseError::NoError)
        return QCoreApplication::translate("hw::UtilizationFiles", "not JSON (%1 at %2)")
            .arg(error.errorString()).arg(error.offset);
    if (!doc.isObject())
        return QCoreApplication::translate("hw::UtilizationFiles", "not a JSON object");
    return read(doc.object(), builder, notes);
}

} // namespace hw
