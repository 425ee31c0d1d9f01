#include "FlakyHistoryJson.h"

#include "domain/StrictJsonReader.h"

#include <QCoreApplication>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace hw {

QByteArray FlakyHistoryJson::toJson(const QVector<FlakyTestHistory> &histories)
{
    QJsonArray all;
    for (const FlakyTestHistory &h : histories) {
        QJsonArray runs, days;
        for (const FlakyTestRun &r : h.runs)
            runs.append(QJsonObject{{u"job"_s, r.job}, {u"jobId"_s, r.jobId}, {u"url"_s, r.jobUrl}, {u"at"_s, r.at},
                                    {u"outcome"_s, int(r.outcome)}});
        for (const FlakyTestHistory::Day &d : h.days)
            days.append(QJsonObject{{u"day"_s, d.day}, {u"flaky"_s, d.flaky}, {u"runs"_s, d.runs}, {u"failed"_s, d.failed},
                                    {u"skipped"_s, d.skipped}});
        all.append(QJsonObject{{u"file"_s, h.file}, {u"classname"_s, h.classname}, {u"name"_s, h.name},
                               {u"from"_s, h.from}, {u"to"_s, h.to}, {u"truncated"_s, h.truncated},
                               {u"malformedRows"_s, h.malformedRows}, {u"runs"_s, runs}, {u"days"_s, days}});
    }
    return QJsonDocument(QJsonObject{{u"version"_s, Version}, {u"histories"_s, all}}).toJson(QJsonDocument::Compact);
}

Result<QVector<FlakyTestHistory>, QString> FlakyHistoryJson::fromJson(const QByteArray &json)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (!doc.isObject())
        return QCoreApplication::translate("hw::FlakyHistoryJson", "not a JSON object (%1)")
            .arg(parseError.errorString());
    StrictJsonReader in;
    qint64 version = 0;
    if (!in.integer(doc.object(), u"$"_s, u"version"_s, &version))
        return in.error();
    if (version != Version)
        return QCoreApplication::translate("hw::FlakyHistoryJson", "version %1, this build reads version %2")
            .arg(version).arg(Version);
    QVector<FlakyTestHistory> histories;
    const bool ok = in.array(doc.object(), u"histories"_s, &histories,
                             [&](const QJsonObject &o, const QString &path, FlakyTestHistory *h) {
        const QJsonValue truncated = o.value(u"truncated"_s);
        if (!truncated.isBool())
            return in.fail(path + u".truncated"_s, QCoreApplication::translate("hw::FlakyHistoryJson", "expected true or false"));
        h->truncated = truncated.toBool();
        const auto run = [&](const QJsonObject &r, const QString &runPath, FlakyTestRun *out) {
            int outcome = 0;
            if (!in.string(r, runPath, u"job"_s, &out->job) || !in.integer(r, runPath, u"jobId"_s, &out->jobId)
                || !in.string(r, runPath, u"url"_s, &out->jobUrl) || !in.integer(r, runPath, u"at"_s, &out->at)
                || !in.integer(r, runPath, u"outcome"_s, &outcome))
                return false;
            if (outcome < int(FlakyTestRun::Outcome::Pass) || outcome > int(FlakyTestRun::Outcome::Skipped))
                return in.fail(runPath + u".outcome"_s, QCoreApplication::translate("hw::FlakyHistoryJson", "not an outcome"));
            out->outcome = FlakyTestRun::Outcome(outcome);
            return true;
        };
        const auto day = [&](const QJsonObject &d, const QString &dayPath, FlakyTestHistory::Day *out) {
            return in.integer(d, dayPath, u"day"_s, &out->day) && in.integer(d, dayPath, u"flaky"_s, &out->flaky)
                && in.integer(d, dayPath, u"runs"_s, &out->runs) && in.integer(d, dayPath, u"failed"_s, &out->failed)
                && in.integer(d, dayPath, u"skipped"_s, &out->skipped);
        };
        const QJsonObject runsHolder{{u"runs"_s, o.value(u"runs"_s)}};
        const QJsonObject daysHolder{{u"days"_s, o.value(u"days"_s)}};
        return in.string(o, path, u"file"_s, &h->file) && in.string(o, path, u"classname"_s, &h->classname)
            && in.string(o, path, u"name"_s, &h->name) && in.integer(o, path, u"from"_s, &h->from)
            && in.integer(o, path, u"to"_s, &h->to) && in.integer(o, path, u"malformedRows"_s, &h->malformedRows)
            && in.array(runsHolder, u"runs"_s, &h->runs, run) && in.array(daysHolder, u"days"_s, &h->days, day);
    });
    if (!ok)
        return in.error();
    return histories;
}

} // namespace hw
