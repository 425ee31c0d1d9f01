#include "FlakyResultsJson.h"

#include "cache/StrictJsonReader.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <limits>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

QJsonArray strings(const QStringList &list)
{
    return QJsonArray::fromStringList(list);
}

QJsonValue optional(const std::optional<int> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

} // namespace

QByteArray FlakyResultsJson::toJson(const FlakyResults &r)
{
    QJsonArray tests, byDay, now, reenable;
    for (const FlakyTest &t : r.tests)
        tests.append(QJsonObject { { u"file"_s, t.file }, { u"classname"_s, t.classname },
            { u"name"_s, t.name }, { u"flaky"_s, t.flakyRuns }, { u"runs"_s, t.totalRuns },
            { u"failed"_s, t.failedRuns }, { u"jobs"_s, strings(t.jobs) },
            { u"issue"_s, optional(t.disabledIssue) }, { u"lastFlake"_s, t.lastFlakeAt } });
    for (const DisabledCount &c : r.disabledByDay)
        byDay.append(
            QJsonObject { { u"day"_s, c.day }, { u"platform"_s, c.platform }, { u"tests"_s, c.tests } });
    for (const DisabledTest &d : r.disabledNow)
        now.append(QJsonObject { { u"key"_s, d.key }, { u"issue"_s, d.issue },
            { u"platforms"_s, strings(d.platforms) }, { u"since"_s, d.since },
            { u"snapshot"_s, d.snapshotAt } });
    for (const ReenableCandidate &c : r.reenable)
        reenable.append(QJsonObject { { u"file"_s, c.file }, { u"classname"_s, c.classname },
            { u"name"_s, c.name }, { u"green"_s, c.green }, { u"lastRun"_s, c.lastRunAt },
            { u"issue"_s, optional(c.disabledIssue) } });
    const QJsonObject root { { u"version"_s, Version }, { u"from"_s, r.from }, { u"to"_s, r.to },
        { u"fetchedAt"_s, r.fetchedAt }, { u"unnamedRows"_s, r.unnamedRows },
        { u"malformedRows"_s, r.malformedRows }, { u"tests"_s, tests }, { u"disabledByDay"_s, byDay },
        { u"disabledNow"_s, now }, { u"reenable"_s, reenable } };
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

Result<FlakyResults, QString> FlakyResultsJson::fromJson(const QByteArray &json)
{
    const auto parsed = StrictJsonReader::versionedRoot(json, Version);
    if (!parsed)
        return parsed.error();
    const QJsonObject &root = *parsed;
    QString error;
    StrictJsonReader in(&error);
    FlakyResults r;
    const bool ok = in.integer(root, u"root"_s, u"from"_s, &r.from)
        && in.integer(root, u"root"_s, u"to"_s, &r.to)
        && in.integer(root, u"root"_s, u"fetchedAt"_s, &r.fetchedAt)
        && in.integer(root, u"root"_s, u"unnamedRows"_s, &r.unnamedRows)
        && in.integer(root, u"root"_s, u"malformedRows"_s, &r.malformedRows)
        && in.array(root, u"tests"_s, &r.tests,
            [&in](const QJsonObject &o, const QString &p, FlakyTest *t) {
                return in.string(o, p, u"file"_s, &t->file) && in.string(o, p, u"classname"_s, &t->classname)
                    && in.string(o, p, u"name"_s, &t->name) && in.integer(o, p, u"flaky"_s, &t->flakyRuns)
                    && in.integer(o, p, u"runs"_s, &t->totalRuns)
                    && in.integer(o, p, u"failed"_s, &t->failedRuns)
                    && in.stringList(o, p, u"jobs"_s, &t->jobs)
                    && in.optionalInt(o, p, u"issue"_s, &t->disabledIssue)
                    && in.integer(o, p, u"lastFlake"_s, &t->lastFlakeAt);
            })
        && in.array(root, u"disabledByDay"_s, &r.disabledByDay,
            [&in](const QJsonObject &o, const QString &p, DisabledCount *c) {
                return in.integer(o, p, u"day"_s, &c->day) && in.string(o, p, u"platform"_s, &c->platform)
                    && in.integer(o, p, u"tests"_s, &c->tests);
            })
        && in.array(root, u"disabledNow"_s, &r.disabledNow,
            [&in](const QJsonObject &o, const QString &p, DisabledTest *d) {
                return in.string(o, p, u"key"_s, &d->key) && in.integer(o, p, u"issue"_s, &d->issue)
                    && in.stringList(o, p, u"platforms"_s, &d->platforms)
                    && in.integer(o, p, u"since"_s, &d->since)
                    && in.integer(o, p, u"snapshot"_s, &d->snapshotAt);
            })
        && in.array(root, u"reenable"_s, &r.reenable,
            [&in](const QJsonObject &o, const QString &p, ReenableCandidate *c) {
                return in.string(o, p, u"file"_s, &c->file) && in.string(o, p, u"classname"_s, &c->classname)
                    && in.string(o, p, u"name"_s, &c->name) && in.integer(o, p, u"green"_s, &c->green)
                    && in.integer(o, p, u"lastRun"_s, &c->lastRunAt)
                    && in.optionalInt(o, p, u"issue"_s, &c->disabledIssue);
            });
    if (!ok)
        return error;
    return r;
}

} // namespace hw
