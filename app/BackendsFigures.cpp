#include "BackendsFigures.h"

#include "FigureSource.h"
#include "backends/BackendOverview.h"
#include "backends/BackendsDemoSnapshot.h"
#include "backends/BackendsSnapshotJson.h"
#include "backends/BackendsSync.h"
#include "backends/L3ReadinessEvaluator.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

QString levelSourceName(BackendOverviewRow::LevelSource source)
{
    switch (source) {
    case BackendOverviewRow::LevelSource::Allowlist:
        return u"allowlist"_s;
    case BackendOverviewRow::LevelSource::LevelStatus:
        return u"levelStatus"_s;
    case BackendOverviewRow::LevelSource::ClickHouse:
        return u"clickhouse"_s;
    case BackendOverviewRow::LevelSource::None:
        break;
    }
    return u"none"_s;
}

QString verdictName(L3Assessment::Verdict verdict)
{
    switch (verdict) {
    case L3Assessment::Verdict::Promote:
        return u"promote"_s;
    case L3Assessment::Verdict::Hold:
        return u"hold"_s;
    case L3Assessment::Verdict::Demote:
        return u"demote"_s;
    case L3Assessment::Verdict::NotEnoughData:
        break;
    }
    return u"notEnoughData"_s;
}

QJsonValue optionalNumber(const std::optional<double> &value)
{
    return value ? QJsonValue(*value) : QJsonValue(QJsonValue::Null);
}

// An object of the snapshot's JSON array name whose "repo" is repo (GitHub names: any case).
QJsonValue entryOf(const QJsonObject &snapshot, const QString &array, const QString &repo)
{
    for (const QJsonValue &v : snapshot.value(array).toArray())
        if (v.toObject().value(u"repo"_s).toString().compare(repo, Qt::CaseInsensitive) == 0)
            return v;
    return QJsonValue::Null;
}

} // namespace

QJsonObject BackendsFigures::criterionToJson(const L3CriterionResult &c)
{
    return QJsonObject { { u"key"_s, c.key }, { u"label"_s, c.label }, { u"windowDays"_s, c.windowDays },
        { u"measured"_s, optionalNumber(c.measured) }, { u"target"_s, c.target }, { u"comparison"_s, c.comparison },
        { u"met"_s, c.met ? QJsonValue(*c.met) : QJsonValue(QJsonValue::Null) },
        { u"countsForDemotion"_s, c.countsForDemotion },
        { u"measuredText"_s, L3ReadinessEvaluator::formatMeasured(c) },
        { u"targetText"_s, L3ReadinessEvaluator::formatTarget(c) } };
}

QJsonObject BackendsFigures::toJson(const BackendsSnapshot &snapshot)
{
    const QJsonObject stored = BackendsSnapshotJson::toJson(snapshot);
    QJsonArray backends;
    for (const BackendOverviewRow &row : BackendOverview::build(snapshot)) {
        QJsonArray promotion, demotion;
        for (const L3CriterionResult &c : row.assessment.promotion)
            promotion.append(criterionToJson(c));
        for (const L3CriterionResult &c : row.assessment.demotion)
            demotion.append(criterionToJson(c));
        backends.append(QJsonObject {
            { u"repo"_s, row.repo },
            { u"level"_s, trustLevelName(row.level) },
            { u"levelSource"_s, levelSourceName(row.levelSource) },
            { u"device"_s, row.device },
            { u"inAllowlist"_s, row.inAllowlist },
            { u"temporarilyDemoted"_s, row.temporarilyDemoted },
            { u"demotionPending"_s, row.demotionPending },
            { u"tenureDays"_s, optionalNumber(row.tenureDays) },
            { u"verdict"_s, verdictName(row.assessment.verdict) },
            { u"verdictText"_s, L3ReadinessEvaluator::verdictText(row.assessment.verdict) },
            { u"reasons"_s, QJsonArray::fromStringList(row.assessment.reasons) },
            { u"promotionCriteria"_s, promotion },
            { u"demotionCriteria"_s, demotion },
            { u"stats"_s, entryOf(stored, u"stats"_s, row.repo) },
            { u"hudLevelStatus"_s, entryOf(stored, u"levelStatus"_s, row.repo) },
        });
    }
    return QJsonObject { { u"backends"_s, backends } };
}

Result<QJsonObject> BackendsFigures::build(const FigureSource &source)
{
    BackendsSnapshot snapshot;
    qint64 fetchedAt = 0;
    if (source.isDemo()) {
        snapshot = BackendsDemoSnapshot::build(source.instant()); // as Console::showDemoBackendsAt
        fetchedAt = source.instant();
    } else {
        const Result<FigureSource::Stored> stored = source.stored(BackendsSync::sourceName(), tr("backend data"));
        if (!stored)
            return stored.error();
        Result<BackendsSnapshot, QString> read = BackendsSnapshotJson::fromBody(stored->body);
        if (!read)
            return FigureSource::unreadable(tr("the stored backends snapshot is unreadable: %1").arg(read.error()));
        snapshot = std::move(*read);
        fetchedAt = stored->fetchedAt;
    }
    QJsonObject o = source.envelope(u"backends"_s, snapshot.asOf, fetchedAt);
    const QJsonObject figures = toJson(snapshot);
    for (auto it = figures.constBegin(); it != figures.constEnd(); ++it)
        o.insert(it.key(), it.value());
    return o;
}

} // namespace hw
