#include "TrunkHealthJson.h"

#include "domain/StrictJsonReader.h"

#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace hw {

// HUD's figures sit under "hud", each under the name of the HUD query that defines it; the
// console's own under "console". Field names inside follow HUD's columns where HUD has them.
QByteArray TrunkHealthJson::toJson(const TrunkHealth &h)
{
    QJsonArray red, signal, tts, queued, consoleRed, platforms;
    for (const TrunkRedBucket &b : h.red)
        red.append(QJsonObject{{u"bucket"_s, b.bucket}, {u"total"_s, b.total}, {u"red"_s, b.red},
                               {u"flaky"_s, b.flaky}, {u"pending"_s, b.pending}, {u"green"_s, b.green}});
    for (const TrunkSignalWeek &w : h.timeToSignal)
        signal.append(QJsonObject{{u"week_bucket"_s, w.weekStart}, {u"branch"_s, w.branch},
                                  {u"avg_tts"_s, w.avgHours}, {u"shas"_s, w.shas}});
    for (const TrunkTtsJob &j : h.ttsPercentile)
        tts.append(QJsonObject{{u"name"_s, j.name}, {u"p50_sec"_s, j.p50Seconds}, {u"p90_sec"_s, j.p90Seconds},
                               {u"count"_s, j.count}});
    for (const TrunkQueuedMachine &m : h.queued)
        queued.append(QJsonObject{{u"machine_type"_s, m.machineType}, {u"count"_s, m.count},
                                  {u"avg_queue_s"_s, m.maxQueueSeconds}});
    for (const TrunkRedDay &d : h.consoleRed)
        consoleRed.append(QJsonObject{{u"bucket"_s, d.bucket}, {u"commits"_s, d.commits}, {u"broken"_s, d.broken},
                                      {u"flakyOnly"_s, d.flakyOnly}});
    for (const TrunkPlatformFailure &f : h.platformOnly)
        platforms.append(QJsonObject{{u"platform"_s, f.platform}, {u"kind"_s, f.kind}, {u"commits"_s, f.commits},
                                     {u"lastTime"_s, f.lastTime}, {u"lastSha"_s, f.lastSha}});
    const TrunkRedAverage &a = h.redAverage;
    const QJsonObject average{{u"commits"_s, a.commits},
                              {u"brokenTrunkCommits"_s, a.brokenTrunk},
                              {u"anyRedCommits"_s, a.anyRed},
                              {u"broken_trunk_red"_s, a.brokenTrunkRed()},
                              {u"flaky_red"_s, a.flakyRed()}};
    const QJsonObject hud{{u"master_commit_red"_s, red},
                          {u"master_commit_red_avg"_s, average},
                          {u"time_to_signal"_s, h.timeToSignalKnown ? QJsonValue(signal) : QJsonValue()},
                          {u"tts_percentile"_s, h.timeToSignalKnown ? QJsonValue(tts) : QJsonValue()},
                          {u"queued_jobs_by_label"_s, queued},
                          {u"queuedAt"_s, h.queuedAt}};
    const QJsonObject console{{u"sandwichRed"_s, consoleRed}, {u"platformOnlyFailures"_s, platforms}};
    // Each part's error, "" when it was fetched (TrunkPartErrors).
    const QJsonObject errors{{u"commits"_s, h.errors.commits},
                             {u"timeToSignal"_s, h.errors.timeToSignal},
                             {u"ttsPercentile"_s, h.errors.ttsPercentile},
                             {u"queued"_s, h.errors.queued}};
    const QJsonObject root{{u"version"_s, Version},          {u"from"_s, h.from},
                           {u"to"_s, h.to},                  {u"bucketSeconds"_s, h.bucketSeconds},
                           {u"skippedRows"_s, h.skippedRows}, {u"hud"_s, hud},
                           {u"console"_s, console},          {u"errors"_s, errors}};
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

namespace {

// avg_tts is fractional hours; a wrong type has always been reported as "expected an integer".
bool readNumber(StrictJsonReader &in, const QJsonObject &o, const QString &path, const QString &key, double *out)
{
    if (!o.value(key).isDouble())
        return in.fail(path + u'.' + key, StrictJsonReader::expectedText(StrictJsonReader::Expected::Integer));
    *out = o.value(key).toDouble();
    return true;
}

// The range, the parts' errors and master_commit_red_avg; `hud` and `console` for the readers after.
bool readHeader(StrictJsonReader &in, const QJsonObject &root, TrunkHealth &h, QJsonObject &hud, QJsonObject &console)
{
    QJsonObject average, errors;
    return in.integer(root, u"$"_s, u"from"_s, &h.from) && in.integer(root, u"$"_s, u"to"_s, &h.to)
        && in.integer(root, u"$"_s, u"bucketSeconds"_s, &h.bucketSeconds)
        && in.integer(root, u"$"_s, u"skippedRows"_s, &h.skippedRows) && in.object(root, u"$"_s, u"hud"_s, &hud)
        && in.object(root, u"$"_s, u"console"_s, &console) && in.object(root, u"$"_s, u"errors"_s, &errors)
        && in.string(errors, u"$.errors"_s, u"commits"_s, &h.errors.commits)
        && in.string(errors, u"$.errors"_s, u"timeToSignal"_s, &h.errors.timeToSignal)
        && in.string(errors, u"$.errors"_s, u"ttsPercentile"_s, &h.errors.ttsPercentile)
        && in.string(errors, u"$.errors"_s, u"queued"_s, &h.errors.queued)
        && in.object(hud, u"$.hud"_s, u"master_commit_red_avg"_s, &average)
        && in.integer(hud, u"$.hud"_s, u"queuedAt"_s, &h.queuedAt)
        && in.integer(average, u"$.hud.master_commit_red_avg"_s, u"commits"_s, &h.redAverage.commits)
        && in.integer(average, u"$.hud.master_commit_red_avg"_s, u"brokenTrunkCommits"_s, &h.redAverage.brokenTrunk)
        && in.integer(average, u"$.hud.master_commit_red_avg"_s, u"anyRedCommits"_s, &h.redAverage.anyRed);
}

bool readRedAndQueued(StrictJsonReader &in, const QJsonObject &hud, TrunkHealth &h)
{
    return in.array(hud, u"master_commit_red"_s, &h.red,
                    [&](const QJsonObject &o, const QString &path, TrunkRedBucket *b) {
                        return in.integer(o, path, u"bucket"_s, &b->bucket) && in.integer(o, path, u"total"_s, &b->total)
                            && in.integer(o, path, u"red"_s, &b->red) && in.integer(o, path, u"flaky"_s, &b->flaky)
                            && in.integer(o, path, u"pending"_s, &b->pending)
                            && in.integer(o, path, u"green"_s, &b->green);
                    })
        && in.array(hud, u"queued_jobs_by_label"_s, &h.queued,
                    [&](const QJsonObject &o, const QString &path, TrunkQueuedMachine *m) {
                        return in.string(o, path, u"machine_type"_s, &m->machineType)
                            && in.integer(o, path, u"count"_s, &m->count)
                            && in.integer(o, path, u"avg_queue_s"_s, &m->maxQueueSeconds);
                    });
}

bool readConsole(StrictJsonReader &in, const QJsonObject &console, TrunkHealth &h)
{
    return in.array(console, u"sandwichRed"_s, &h.consoleRed,
                    [&](const QJsonObject &o, const QString &path, TrunkRedDay *d) {
                        return in.integer(o, path, u"bucket"_s, &d->bucket) && in.integer(o, path, u"commits"_s, &d->commits)
                            && in.integer(o, path, u"broken"_s, &d->broken)
                            && in.integer(o, path, u"flakyOnly"_s, &d->flakyOnly);
                    })
        && in.array(console, u"platformOnlyFailures"_s, &h.platformOnly,
                    [&](const QJsonObject &o, const QString &path, TrunkPlatformFailure *f) {
                        return in.string(o, path, u"platform"_s, &f->platform) && in.string(o, path, u"kind"_s, &f->kind)
                            && in.integer(o, path, u"commits"_s, &f->commits)
                            && in.integer(o, path, u"lastTime"_s, &f->lastTime)
                            && in.string(o, path, u"lastSha"_s, &f->lastSha);
                    });
}

bool readTimeToSignal(StrictJsonReader &in, const QJsonObject &hud, TrunkHealth &h)
{
    return in.array(hud, u"time_to_signal"_s, &h.timeToSignal,
                    [&](const QJsonObject &o, const QString &path, TrunkSignalWeek *w) {
                        return in.integer(o, path, u"week_bucket"_s, &w->weekStart)
                            && in.string(o, path, u"branch"_s, &w->branch)
                            && readNumber(in, o, path, u"avg_tts"_s, &w->avgHours)
                            && in.integer(o, path, u"shas"_s, &w->shas);
                    })
        && in.array(hud, u"tts_percentile"_s, &h.ttsPercentile,
                    [&](const QJsonObject &o, const QString &path, TrunkTtsJob *j) {
                        return in.string(o, path, u"name"_s, &j->name)
                            && in.integer(o, path, u"p50_sec"_s, &j->p50Seconds)
                            && in.integer(o, path, u"p90_sec"_s, &j->p90Seconds)
                            && in.integer(o, path, u"count"_s, &j->count);
                    });
}

} // namespace

Result<TrunkHealth, QString> TrunkHealthJson::fromJson(const QByteArray &json)
{
    const auto parsed = StrictJsonReader::versionedRoot(json, Version);
    if (!parsed)
        return parsed.error();
    const QJsonObject &root = *parsed;
    StrictJsonReader in;
    TrunkHealth h;
    QJsonObject hud, console;
    bool ok = readHeader(in, root, h, hud, console) && readRedAndQueued(in, hud, h) && readConsole(in, console, h);
    if (ok && !hud.value(u"time_to_signal"_s).isNull()) {
        h.timeToSignalKnown = true;
        ok = readTimeToSignal(in, hud, h);
    }
    if (!ok)
        return in.error();
    if (h.bucketSeconds <= 0 || h.to < h.from)
        return u"$: bucketSeconds %1 or range %2..%3 out of order"_s.arg(h.bucketSeconds).arg(h.from).arg(h.to);
    const TrunkRedAverage &a = h.redAverage;
    if (a.commits < 0 || a.brokenTrunk < 0 || a.brokenTrunk > a.anyRed || a.anyRed > a.commits)
        return u"$.hud.master_commit_red_avg: counts out of order"_s;
    return h;
}

} // namespace hw
