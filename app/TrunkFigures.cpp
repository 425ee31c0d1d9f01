#include "TrunkFigures.h"

#include "FigureSource.h"
#include "timemachine/Recording.h"
#include "trunk/TrunkHealthCalculator.h"
#include "trunk/TrunkHealthJson.h"
#include "trunk/TrunkInput.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <map>

using namespace Qt::StringLiterals;

namespace hw {

QJsonArray TrunkFigures::byBucket(const QJsonObject &health)
{
    const qint64 bucketSeconds = health.value(u"bucketSeconds"_s).toInteger(86'400);
    std::map<qint64, QJsonObject> buckets;
    for (auto it = health.constBegin(); it != health.constEnd(); ++it) {
        if (!it->isArray())
            continue;
        std::map<qint64, QJsonArray> entries;
        for (const QJsonValue &v : it->toArray()) {
            const QJsonObject entry = v.toObject();
            if (!entry.contains(u"bucket"_s) || entry.value(u"bucket"_s).toInteger(-1) < 0)
                continue; // a whole-range figure (bucket -1) or no per-bucket figure at all
            QJsonObject figures = entry;
            figures.remove(u"bucket"_s);
            entries[entry.value(u"bucket"_s).toInteger()].append(figures);
        }
        bool several = false;
        for (const auto &[bucket, list] : entries)
            several = several || list.size() > 1;
        for (const auto &[bucket, list] : entries)
            buckets[bucket].insert(it.key(), several ? QJsonValue(list) : list.first());
    }
    QJsonArray out;
    for (auto &[bucket, figures] : buckets) {
        figures.insert(u"bucket"_s, bucket);
        figures.insert(u"start"_s, FigureSource::isoTime(bucket * bucketSeconds));
        out.append(figures);
    }
    return out;
}

Result<QJsonObject> TrunkFigures::build(const FigureSource &source, const std::optional<TimeRange> &range)
{
    TrunkHealth health;
    qint64 asOf = 0;
    qint64 fetchedAt = 0;
    if (const Recording *recording = source.recording()) {
        // What Console::showTrunkAt computes for a replay: the rows known at the instant.
        const auto [fromMs, toMs] = range.value_or(TimeRange::lastDays(1)).resolve(source.instant() * 1000);
        const qint64 from = fromMs / 1000;
        const qint64 to = toMs / 1000;
        const TrunkInput input = TrunkInput::fromBatch(recording->snapshotAt(source.instant()));
        health = TrunkHealthCalculator::compute(input.commits, input.jobs, from, to, TrunkHealth::bucketFor(from, to));
        asOf = to;
        fetchedAt = source.instant();
    } else {
        const Result<FigureSource::Stored> stored = source.stored(TrunkHealthJson::source(), tr("trunk health"));
        if (!stored)
            return stored.error();
        Result<TrunkHealth, QString> read = TrunkHealthJson::fromJson(stored->body);
        if (!read)
            return FigureSource::unreadable(
                tr("the cached trunk health is unreadable: %1 — open the Trunk tab with --profile %2 to fetch it "
                   "again")
                    .arg(read.error(), source.profile().name));
        health = std::move(*read);
        asOf = stored->asOf;
        fetchedAt = stored->fetchedAt;
    }
    const QJsonObject serialized = QJsonDocument::fromJson(TrunkHealthJson::toJson(health)).object();
    QJsonObject o = source.envelope(u"trunk"_s, asOf, fetchedAt);
    o.insert(u"from"_s, FigureSource::isoTime(health.from));
    o.insert(u"to"_s, FigureSource::isoTime(health.to));
    o.insert(u"bucketSeconds"_s, health.bucketSeconds);
    // HUD's figures ("hud") and the console's own ("console") regrouped by bucket together: their
    // names differ (master_commit_red, sandwichRed, …).
    QJsonObject figures = serialized.value(u"hud"_s).toObject();
    const QJsonObject console = serialized.value(u"console"_s).toObject();
    for (auto it = console.constBegin(); it != console.constEnd(); ++it)
        figures.insert(it.key(), it.value());
    figures.insert(u"bucketSeconds"_s, health.bucketSeconds);
    o.insert(u"buckets"_s, byBucket(figures));
    o.insert(u"health"_s, serialized);
    // The figures that could not be read, each under its own name with the server's why (one query
    // gives the red figures, HUD's and the console's, so they fail together).
    QJsonObject errors;
    for (const auto &[names, error] :
         {std::pair{QStringList{u"master_commit_red"_s, u"master_commit_red_avg"_s, u"sandwichRed"_s,
                                u"platformOnlyFailures"_s},
                    health.errors.commits},
          std::pair{QStringList{u"time_to_signal"_s}, health.errors.timeToSignal},
          std::pair{QStringList{u"tts_percentile"_s}, health.errors.ttsPercentile},
          std::pair{QStringList{u"queued_jobs_by_label"_s}, health.errors.queued}})
        if (!error.isEmpty())
            for (const QString &name : names)
                errors.insert(name, error);
    o.insert(u"errors"_s, errors);
    return o;
}

} // namespace hw
