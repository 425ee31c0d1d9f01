#include "UtilizationFleetJson.h"

#include "domain/StrictJsonReader.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

QJsonValue optional(const std::optional<double> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QJsonArray groupJson(const QVector<UtilizationFleetRow> &rows)
{
    QJsonArray out;
    for (const UtilizationFleetRow &r : rows)
        out.append(QJsonObject{{u"name"_s, r.name}, {u"gpuType"_s, r.gpuType}, {u"gpuCount"_s, r.gpuCount},
                               {u"runs"_s, r.runs}, {u"measuredRuns"_s, r.measuredRuns}, {u"gpuHours"_s, r.gpuHours},
                               {u"measuredGpuHours"_s, r.measuredGpuHours}, {u"avgUtil"_s, optional(r.averageUtil)},
                               {u"peakUtil"_s, optional(r.peakUtil)}, {u"idleGpuHours"_s, r.idleGpuHours},
                               {u"hud"_s, QJsonObject{{u"gpu_avg"_s, optional(r.hudGpuAvg)},
                                                      {u"gpu_p90"_s, optional(r.hudGpuP90)}}}});
    return out;
}

QJsonArray runsJson(const QVector<UtilizationRunRow> &runs)
{
    QJsonArray out;
    for (const UtilizationRunRow &r : runs)
        out.append(QJsonObject{{u"jobId"_s, r.jobId}, {u"workflowId"_s, r.workflowId}, {u"attempt"_s, r.runAttempt},
                               {u"workflow"_s, r.workflowName}, {u"start"_s, r.startAt}, {u"end"_s, r.endAt},
                               {u"gpuType"_s, r.gpuType}, {u"gpuCount"_s, r.gpuCount}, {u"gpuHours"_s, r.gpuHours},
                               {u"avgUtil"_s, optional(r.averageUtil)}, {u"peakUtil"_s, optional(r.peakUtil)},
                               {u"idleGpuHours"_s, optional(r.idleGpuHours)},
                               {u"hud"_s, QJsonObject{{u"gpu_avg"_s, optional(r.hudGpuAvg)},
                                                      {u"gpu_p90"_s, optional(r.hudGpuP90)}}}});
    return out;
}

// Strict reads of the numbers this file stores besides StrictJsonReader's integers and strings.
bool number(StrictJsonReader &in, const QJsonObject &o, const QString &path, const QString &key, double *out)
{
    const QJsonValue v = o.value(key);
    if (!v.isDouble())
        return in.fail(path + u'.' + key, QCoreApplication::translate("hw::UtilizationFleetJson", "expected a number"));
    *out = v.toDouble();
    return true;
}

bool optionalNumber(StrictJsonReader &in, const QJsonObject &o, const QString &path, const QString &key,
                    std::optional<double> *out)
{
    if (!o.contains(key))
        return in.fail(path + u'.' + key, u"missing"_s);
    if (o.value(key).isNull()) {
        out->reset();
        return true;
    }
    double v = 0;
    if (!number(in, o, path, key, &v))
        return false;
    *out = v;
    return true;
}

} // namespace

QByteArray UtilizationFleetJson::toJson(const UtilizationFleet &f)
{
    QJsonArray runs;
    for (const UtilizationJobRuns &j : f.runs)
        runs.append(QJsonObject{{u"jobName"_s, j.jobName}, {u"runs"_s, runsJson(j.runs)}});
    const QJsonObject root{{u"version"_s, Version}, {u"from"_s, f.from}, {u"to"_s, f.to},
                           {u"validRows"_s, f.validRows}, {u"malformedRows"_s, f.malformedRows},
                           {u"skippedRows"_s, f.skippedRows}, {u"byJobName"_s, groupJson(f.byJobName)},
                           {u"byWorkflow"_s, groupJson(f.byWorkflow)}, {u"byRunner"_s, groupJson(f.byRunner)},
                           {u"runs"_s, runs}};
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

Result<UtilizationFleet, QString> UtilizationFleetJson::fromJson(const QByteArray &json)
{
    const auto parsed = StrictJsonReader::versionedRoot(json, Version);
    if (!parsed)
        return parsed.error();
    const QJsonObject &root = *parsed;
    StrictJsonReader in;
    UtilizationFleet f;
    // HUD's figures sit under "hud", by HUD's column names.
    const auto hud = [&in](const QJsonObject &o, const QString &p, std::optional<double> *avg, std::optional<double> *p90) {
        QJsonObject h;
        return in.object(o, p, u"hud"_s, &h) && optionalNumber(in, h, p + u".hud"_s, u"gpu_avg"_s, avg)
            && optionalNumber(in, h, p + u".hud"_s, u"gpu_p90"_s, p90);
    };
    const auto group = [&in, &hud](const QJsonObject &o, const QString &p, UtilizationFleetRow *r) {
        return in.string(o, p, u"name"_s, &r->name) && in.string(o, p, u"gpuType"_s, &r->gpuType)
            && in.integer(o, p, u"gpuCount"_s, &r->gpuCount) && in.integer(o, p, u"runs"_s, &r->runs)
            && in.integer(o, p, u"measuredRuns"_s, &r->measuredRuns) && number(in, o, p, u"gpuHours"_s, &r->gpuHours)
            && number(in, o, p, u"measuredGpuHours"_s, &r->measuredGpuHours)
            && optionalNumber(in, o, p, u"avgUtil"_s, &r->averageUtil)
            && optionalNumber(in, o, p, u"peakUtil"_s, &r->peakUtil)
            && number(in, o, p, u"idleGpuHours"_s, &r->idleGpuHours)
            && hud(o, p, &r->hudGpuAvg, &r->hudGpuP90);
    };
    const auto run = [&in, &hud](const QJsonObject &o, const QString &p, UtilizationRunRow *r) {
        return in.integer(o, p, u"jobId"_s, &r->jobId) && in.integer(o, p, u"workflowId"_s, &r->workflowId)
            && in.integer(o, p, u"attempt"_s, &r->runAttempt) && in.string(o, p, u"workflow"_s, &r->workflowName)
            && in.integer(o, p, u"start"_s, &r->startAt) && in.integer(o, p, u"end"_s, &r->endAt)
            && in.string(o, p, u"gpuType"_s, &r->gpuType) && in.integer(o, p, u"gpuCount"_s, &r->gpuCount)
            && number(in, o, p, u"gpuHours"_s, &r->gpuHours) && optionalNumber(in, o, p, u"avgUtil"_s, &r->averageUtil)
            && optionalNumber(in, o, p, u"peakUtil"_s, &r->peakUtil)
            && optionalNumber(in, o, p, u"idleGpuHours"_s, &r->idleGpuHours)
            && hud(o, p, &r->hudGpuAvg, &r->hudGpuP90);
    };
    const bool ok = in.integer(root, u"root"_s, u"from"_s, &f.from) && in.integer(root, u"root"_s, u"to"_s, &f.to)
        && in.integer(root, u"root"_s, u"validRows"_s, &f.validRows)
        && in.integer(root, u"root"_s, u"malformedRows"_s, &f.malformedRows)
        && in.integer(root, u"root"_s, u"skippedRows"_s, &f.skippedRows)
        && in.array(root, u"byJobName"_s, &f.byJobName, group) && in.array(root, u"byWorkflow"_s, &f.byWorkflow, group)
        && in.array(root, u"byRunner"_s, &f.byRunner, group)
        && in.array(root, u"runs"_s, &f.runs, [&in, &run](const QJsonObject &o, const QString &p, UtilizationJobRuns *j) {
               if (!in.string(o, p, u"jobName"_s, &j->jobName))
                   return false;
               // Nested arrays: StrictJsonReader::array names paths from the root, so read by hand.
               const QJsonValue v = o.value(u"runs"_s);
               if (!v.isArray())
                   return in.fail(p + u".runs"_s, StrictJsonReader::expectedText(StrictJsonReader::Expected::Array));
               const QJsonArray a = v.toArray();
               for (qsizetype i = 0; i < a.size(); ++i) {
                   const QString path = u"%1.runs[%2]"_s.arg(p).arg(i);
                   UtilizationRunRow r;
                   if (!a.at(i).isObject())
                       return in.fail(path, StrictJsonReader::expectedText(StrictJsonReader::Expected::Object));
                   if (!run(a.at(i).toObject(), path, &r))
                       return false;
                   j->runs.append(r);
               }
               return true;
           });
    if (!ok)
        return in.error();
    return f;
}

} // namespace hw
