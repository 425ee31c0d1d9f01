#include "UtilizationDemo.h"

#include "domain/StrictJsonReader.h"
#include "utilization/UtilizationFleetJson.h"
#include "utilization/UtilizationJobSource.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

const char *const Keys[] = {"metadata", "series"}; // UtilizationJobSource::Query order

Result<QByteArray, QString> readResource(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return u"%1: %2"_s.arg(path, file.errorString());
    return file.readAll();
}

} // namespace

Result<UtilizationFleet, QString> UtilizationDemo::fleet()
{
    const auto body = readResource(fleetPath());
    if (!body)
        return body.error();
    return UtilizationFleetJson::fromJson(*body);
}

QByteArray UtilizationDemo::jobFile(const QVector<QVector<QJsonObject>> &rows)
{
    QJsonObject root{{u"version"_s, 1}};
    for (qsizetype q = 0; q < qsizetype(std::size(Keys)); ++q) {
        QJsonArray list;
        for (const QJsonObject &row : rows.value(q))
            list.append(row);
        root.insert(QLatin1String(Keys[q]), list);
    }
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

Result<QVector<QVector<QJsonObject>>, QString> UtilizationDemo::readJobFile(const QByteArray &json)
{
    const auto parsed = StrictJsonReader::versionedRoot(json, 1);
    if (!parsed)
        return parsed.error();
    const QJsonObject &root = *parsed;
    QVector<QVector<QJsonObject>> rows;
    for (const char *key : Keys) {
        const QJsonValue list = root.value(QLatin1String(key));
        if (!list.isArray())
            return u"%1: expected a list"_s.arg(QLatin1String(key));
        QVector<QJsonObject> out;
        for (const QJsonValue &v : list.toArray()) {
            if (!v.isObject())
                return u"%1: expected rows"_s.arg(QLatin1String(key));
            out << v.toObject();
        }
        rows << out;
    }
    return rows;
}

Result<JobUtilization, QString> UtilizationDemo::job(qint64 jobId)
{
    if (jobId != JobId)
        return QCoreApplication::translate("UtilizationDemo",
                                           "the demo bundles the GPU series of one job (%1, a real 8-GPU run); "
                                           "a server profile fetches any job's")
            .arg(JobId);
    const auto body = readResource(jobPath());
    if (!body)
        return body.error();
    const auto rows = readJobFile(*body);
    if (!rows)
        return rows.error();
    return UtilizationJobSource::decode(*rows, jobId);
}

} // namespace hw
