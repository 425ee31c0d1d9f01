#include "FlakyResultsJson.h"

#include "domain/StrictJsonReader.h"

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

QJsonArray ids(const QVector<qint64> &list)
{
    QJsonArray out;
    for (qint64 id : list)
        out.append(id);
    return out;
}

bool readIds(StrictJsonReader &in, const QJsonObject &o, const QString &path, const QString &key, QVector<qint64> *out)
{
    const QJsonValue v = o.value(key);
    if (!v.isArray())
        return in.fail(path + u'.' + key, StrictJsonReader::expectedText(StrictJsonReader::Expected::Array));
    out->clear();
    const QJsonArray a = v.toArray();
    for (qsizetype i = 0; i < a.size(); ++i) {
        const QJsonObject one { { u"id"_s, a.at(i) } };
        qint64 id = 0;
        if (!in.integer(one, u"%1.%2[%3]"_s.arg(path, key).arg(i), u"id"_s, &id))
            return false;
        out->append(id);
    }
    return true;
}

} // namespace

QByteArray FlakyResultsJson::toJson(const FlakyResults &r)
{
    QJsonArray tests, acrossFile, byDay, now, reenable;
    for (const FlakyTest &t : r.tests)
        tests.append(QJsonObject { { u"file"_s, t.file }, { u"classname"_s, t.classname },
            { u"name"_s, t.name }, { u"invokingFile"_s, t.invokingFile }, { u"numGreen"_s, t.numGreen },
            { u"numRed"_s, t.numRed }, { u"jobIds"_s, ids(t.jobIds) }, { u"workflowIds"_s, ids(t.workflowIds) },
            { u"flaky"_s, t.flakyRuns }, { u"runs"_s, t.totalRuns },
            { u"failed"_s, t.failedRuns }, { u"jobs"_s, strings(t.jobs) },
            { u"issue"_s, optional(t.disabledIssue) }, { u"lastFlake"_s, t.lastFlakeAt } });
    for (const AcrossFileRerun &a : r.acrossFile)
        acrossFile.append(QJsonObject { { u"file"_s, a.file }, { u"classname"_s, a.classname }, { u"name"_s, a.name },
            { u"invokingFile"_s, a.invokingFile }, { u"numGreen"_s, a.numGreen }, { u"numRed"_s, a.numRed },
            { u"jobIds"_s, ids(a.jobIds) } });
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
        { u"fetchedAt"_s, r.fetchedAt }, { u"repository"_s, r.repository }, { u"unnamedRows"_s, r.unnamedRows },
        { u"malformedRows"_s, r.malformedRows }, { u"tests"_s, tests }, { u"acrossFile"_s, acrossFile },
        { u"disabledByDay"_s, byDay }, { u"disabledNow"_s, now }, { u"reenable"_s, reenable },
        { u"errors"_s,
            QJsonObject { { u"tests"_s, r.errors.tests }, { u"acrossFile"_s, r.errors.acrossFile },
                { u"disabledByDay"_s, r.errors.disabledByDay }, { u"disabledNow"_s, r.errors.disabledNow },
                { u"reenable"_s, r.errors.reenable } } } };
    return QJsonDocument(root).toJson(QJsonDocument::Compact);
}

Result<FlakyResults, QString> FlakyResultsJson::fromJson(const QByteArray &json)
{
    const auto parsed = StrictJsonReader::versionedRoot(json, Version);
    if (!parsed)
        return parsed.error();
    const QJsonObject &root = *parsed;
    StrictJsonReader in;
    FlakyResults r;
    const bool ok = in.integer(root, u"root"_s, u"from"_s, &r.from)
        && in.integer(root, u"root"_s, u"to"_s, &r.to)
        && in.integer(root, u"root"_s, u"fetchedAt"_s, &r.fetchedAt)
        && in.string(root, u"root"_s, u"repository"_s, &r.repository)
        && in.integer(root, u"root"_s, u"unnamedRows"_s, &r.unnamedRows)
        && in.integer(root, u"root"_s, u"malformedRows"_s, &r.malformedRows)
        && in.array(root, u"tests"_s, &r.tests,
            [&in](const QJsonObject &o, const QString &p, FlakyTest *t) {
                return in.string(o, p, u"file"_s, &t->file) && in.string(o, p, u"classname"_s, &t->classname)
                    && in.string(o, p, u"name"_s, &t->name) && in.string(o, p, u"invokingFile"_s, &t->invokingFile)
                    && in.integer(o, p, u"numGreen"_s, &t->numGreen) && in.integer(o, p, u"numRed"_s, &t->numRed)
                    && readIds(in, o, p, u"jobIds"_s, &t->jobIds) && readIds(in, o, p, u"workflowIds"_s, &t->workflowIds)
                    && in.integer(o, p, u"flaky"_s, &t->flakyRuns)
                    && in.integer(o, p, u"runs"_s, &t->totalRuns)
                    && in.integer(o, p, u"failed"_s, &t->failedRuns)
                    && in.stringList(o, p, u"jobs"_s, &t->jobs)
                    && in.optionalInt(o, p, u"issue"_s, &t->disabledIssue)
                    && in.integer(o, p, u"lastFlake"_s, &t->lastFlakeAt);
            })
        && in.array(root, u"acrossFile"_s, &r.acrossFile,
            [&in](const QJsonObject &o, const QString &p, AcrossFileRerun *a) {
                return in.string(o, p, u"file"_s, &a->file) && in.string(o, p, u"classname"_s, &a->classname)
                    && in.string(o, p, u"name"_s, &a->name) && in.string(o, p, u"invokingFile"_s, &a->invokingFile)
                    && in.integer(o, p, u"numGreen"_s, &a->numGreen) && in.integer(o, p, u"numRed"_s, &a->numRed)
                    && readIds(in, o, p, u"jobIds"_s, &a->jobIds);
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
    const QJsonObject errors = root.value(u"errors"_s).toObject();
    const bool errorsOk = ok && root.value(u"errors"_s).isObject()
        && in.string(errors, u"errors"_s, u"tests"_s, &r.errors.tests)
        && in.string(errors, u"errors"_s, u"acrossFile"_s, &r.errors.acrossFile)
        && in.string(errors, u"errors"_s, u"disabledByDay"_s, &r.errors.disabledByDay)
        && in.string(errors, u"errors"_s, u"disabledNow"_s, &r.errors.disabledNow)
        && in.string(errors, u"errors"_s, u"reenable"_s, &r.errors.reenable);
    if (ok && !errorsOk && in.error().isEmpty())
        in.fail(u"errors"_s, StrictJsonReader::expectedText(StrictJsonReader::Expected::Object));
    if (!errorsOk)
        return in.error();
    return r;
}

} // namespace hw
