#include "TrunkHealthJson.h"

#include "cache/StrictJsonReader.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace hw {

QByteArray TrunkHealthJson::toJson(const TrunkHealth &h)
{
    QJsonArray red, signal, queue, queueDays, platforms;
    for (const TrunkRedDay &d : h.red)
        red.append(QJsonObject{{u"bucket"_s, d.bucket}, {u"commits"_s, d.commits}, {u"broken"_s, d.broken},
                               {u"flakyOnly"_s, d.flakyOnly}});
    for (const TrunkSignalDay &d : h.signal)
        signal.append(QJsonObject{{u"bucket"_s, d.bucket}, {u"commits"_s, d.commits}, {u"p50"_s, d.p50}, {u"p90"_s, d.p90}});
    const auto figure = [](const TrunkQueueFigure &f) {
        return QJsonObject{{u"label"_s, f.label}, {u"bucket"_s, f.bucket}, {u"jobs"_s, f.jobs}, {u"p50"_s, f.p50},
                           {u"p90"_s, f.p90}};
    };
    for (const TrunkQueueFigure &f : h.queueByLabel)
        queue.append(figure(f));
    for (const TrunkQueueFigure &f : h.queueByLabelDay)
        queueDays.append(figure(f));
    for (const TrunkPlatformFailure &f : h.platformOnly)
        platforms.append(QJsonObject{{u"platform"_s, f.platform}, {u"kind"_s, f.kind}, {u"commits"_s, f.commits},
                                     {u"lastTime"_s, f.lastTime}, {u"lastSha"_s, f.lastSha}});
    const QJsonObject root{{u"version"_s, Version},       {u"from"_s, h.from},
                           {u"to"_s, h.to},               {u"bucketSeconds"_s, h.bucketSeconds},
                           {u"skippedRows"_s, h.skippedRows}, {u"red"_s, red},
                           {u"signal"_s, signal},         {u"queueByLabel"_s, queue},
                           {u"queueByLabelDay"_s, queueDays}, {u"platformOnly"_s, platforms}};
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

Result<TrunkHealth, QString> TrunkHealthJson::fromJson(const QByteArray &json)
{
    const auto parsed = StrictJsonReader::versionedRoot(json, Version);
    if (!parsed)
        return parsed.error();
    const QJsonObject &root = *parsed;
    QString error;
    StrictJsonReader in(&error);
    TrunkHealth h;
    const auto queueFigure = [&](const QJsonObject &o, const QString &path, TrunkQueueFigure *f) {
        return in.string(o, path, u"label"_s, &f->label) && in.integer(o, path, u"bucket"_s, &f->bucket)
            && in.integer(o, path, u"jobs"_s, &f->jobs) && in.integer(o, path, u"p50"_s, &f->p50)
            && in.integer(o, path, u"p90"_s, &f->p90);
    };
    const bool ok = in.integer(root, u"$"_s, u"from"_s, &h.from) && in.integer(root, u"$"_s, u"to"_s, &h.to)
        && in.integer(root, u"$"_s, u"bucketSeconds"_s, &h.bucketSeconds)
        && in.integer(root, u"$"_s, u"skippedRows"_s, &h.skippedRows)
        && in.array(root, u"red"_s, &h.red,
                    [&](const QJsonObject &o, const QString &path, TrunkRedDay *d) {
                        return in.integer(o, path, u"bucket"_s, &d->bucket) && in.integer(o, path, u"commits"_s, &d->commits)
                            && in.integer(o, path, u"broken"_s, &d->broken)
                            && in.integer(o, path, u"flakyOnly"_s, &d->flakyOnly);
                    })
        && in.array(root, u"signal"_s, &h.signal,
                    [&](const QJsonObject &o, const QString &path, TrunkSignalDay *d) {
                        return in.integer(o, path, u"bucket"_s, &d->bucket) && in.integer(o, path, u"commits"_s, &d->commits)
                            && in.integer(o, path, u"p50"_s, &d->p50) && in.integer(o, path, u"p90"_s, &d->p90);
                    })
        && in.array(root, u"queueByLabel"_s, &h.queueByLabel, queueFigure)
        && in.array(root, u"queueByLabelDay"_s, &h.queueByLabelDay, queueFigure)
        && in.array(root, u"platformOnly"_s, &h.platformOnly,
                    [&](const QJsonObject &o, const QString &path, TrunkPlatformFailure *f) {
                        return in.string(o, path, u"platform"_s, &f->platform) && in.string(o, path, u"kind"_s, &f->kind)
                            && in.integer(o, path, u"commits"_s, &f->commits)
                            && in.integer(o, path, u"lastTime"_s, &f->lastTime)
                            && in.string(o, path, u"lastSha"_s, &f->lastSha);
                    });
    if (!ok)
        return error;
    if (h.bucketSeconds <= 0 || h.to < h.from)
        return u"$: bucketSeconds %1 or range %2..%3 out of order"_s.arg(h.bucketSeconds).arg(h.from).arg(h.to);
    return h;
}

} // namespace hw
