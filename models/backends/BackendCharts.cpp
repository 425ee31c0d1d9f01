#include "BackendCharts.h"

#include "domain/TimeUnits.h"

#include <QDateTime>
#include <QHash>
#include <QTimeZone>

#include <algorithm>

namespace hw {

namespace {

qint64 dayStart(qint64 seconds)
{
    return seconds - (((seconds % kDaySeconds) + kDaySeconds) % kDaySeconds);
}

QString utcDate(qint64 seconds, const QString &format)
{
    return QDateTime::fromSecsSinceEpoch(seconds, QTimeZone::utc()).toString(format);
}

} // namespace

qint64 BackendCharts::firstDay(qint64 asOf, int days)
{
    return dayStart(asOf) - qint64(std::max(1, days) - 1) * kDaySeconds;
}

ColorId BackendCharts::levelColor(TrustLevel level)
{
    switch (level) {
    case TrustLevel::L1: return ColorId::Level1;
    case TrustLevel::L2: return ColorId::Level2;
    case TrustLevel::L3: return ColorId::Level3;
    case TrustLevel::L4: return ColorId::Level4;
    case TrustLevel::Unknown: break;
    }
    return ColorId::LevelUnknown;
}

Qt::BrushStyle BackendCharts::levelPattern(TrustLevel level)
{
    switch (level) {
    case TrustLevel::L1: return Qt::Dense6Pattern;
    case TrustLevel::L2: return Qt::BDiagPattern;
    case TrustLevel::L3: return Qt::SolidPattern;
    case TrustLevel::L4: return Qt::CrossPattern;
    case TrustLevel::Unknown: break;
    }
    return Qt::FDiagPattern;
}

QString BackendCharts::levelChangeLabel(const LevelSpan &span)
{
    const QString level = trustLevelName(span.level);
    if (span.pr > 0)
        return QStringLiteral("→ %1 #%2").arg(level).arg(span.pr);
    return tr("→ %1 (CI data)").arg(level);
}

StackedBarPainter::Data BackendCharts::jobsPerDay(const QVector<DailyCount> &daily, qint64 asOf, int days,
                                                  const QVector<LevelSpan> &levelChanges)
{
    days = std::max(1, days);
    const qint64 first = firstDay(asOf, days);
    const qint64 last = dayStart(asOf);
    StackedBarPainter::Data d;
    d.title = tr("Completed jobs per day (UTC)");
    d.yTitle = tr("jobs");
    d.xTitle = tr("day (UTC), %1 to %2").arg(utcDate(first, QStringLiteral("yyyy-MM-dd")),
                                            utcDate(last, QStringLiteral("yyyy-MM-dd")));
    d.emptyText = tr("no completed jobs");
    d.series = {
        {QStringLiteral("P"), tr("passed"), ColorId::JobPassed, Qt::SolidPattern},
        // The test/infra split is the console's own (by the triage verdict); HUD has none.
        {QStringLiteral("T"), tr("test failures (console)"), ColorId::JobTestFailure, Qt::BDiagPattern},
        {QStringLiteral("I"), tr("infra failures (console)"), ColorId::JobInfraFailure, Qt::DiagCrossPattern},
    };
    QHash<qint64, DailyCount> byDay;
    for (const DailyCount &c : daily) {
        const qint64 day = dayStart(c.day);
        if (day < first || day > last)
            continue;
        DailyCount &sum = byDay[day];
        sum.succeeded += c.succeeded;
        sum.testFailures += c.testFailures;
        sum.infraFailures += c.infraFailures;
    }
    d.values.resize(days);
    for (int i = 0; i < days; ++i) {
        const qint64 day = first + i * kDaySeconds;
        d.slotLabels << utcDate(day, QStringLiteral("MM-dd"));
        const auto it = byDay.constFind(day);
        if (it != byDay.constEnd())
            d.values[i] = {it->succeeded, it->testFailures, it->infraFailures};
    }
    for (const LevelSpan &span : levelChanges) {
        if (span.from <= 0)
            continue; // start unknown
        const qint64 day = dayStart(span.from);
        if (day < first || day > last)
            continue;
        d.markers.append({int((day - first) / kDaySeconds), levelChangeLabel(span)});
    }
    return d;
}

TimelineBarPainter::Data BackendCharts::levelHistory(const QVector<LevelSpan> &spans, qint64 asOf)
{
    TimelineBarPainter::Data d;
    d.title = tr("Level history");
    d.emptyText = tr("no level history");
    qint64 start = 0;
    qint64 end = asOf;
    for (const LevelSpan &s : spans) {
        if (s.from > 0 && (start == 0 || s.from < start))
            start = s.from;
        end = std::max(end, s.to);
    }
    if (start == 0 || start >= end)
        start = end - 30 * kDaySeconds;
    d.start = start;
    d.end = end;
    for (const LevelSpan &s : spans) {
        TimelineBarPainter::Segment seg;
        seg.from = s.from > 0 ? s.from : start;
        seg.to = s.current ? end : s.to;
        seg.color = levelColor(s.level);
        seg.pattern = levelPattern(s.level);
        const QString name = s.level == TrustLevel::Unknown ? trustLevelTitle(s.level) : trustLevelName(s.level);
        const QString longer = s.level == TrustLevel::Unknown ? name : name + u' ' + trustLevelTitle(s.level);
        if (s.current)
            seg.labels << tr("%1 · since %2 (%3 d)")
                              .arg(longer, utcDate(s.from, QStringLiteral("yyyy-MM-dd")))
                              .arg((s.to - s.from) / kDaySeconds);
        seg.labels << longer << name;
        d.segments << seg;
        if (s.from > 0)
            d.changes.append({s.from,
                              s.pr > 0 ? QStringLiteral("#%1").arg(s.pr) : s.fromClickHouse ? tr("CI data") : QString(),
                              utcDate(s.from, QStringLiteral("yyyy-MM-dd"))});
    }
    QDate month = QDateTime::fromSecsSinceEpoch(start, QTimeZone::utc()).date();
    month = QDate(month.year(), month.month(), 1).addMonths(1);
    for (; QDateTime(month, QTime(0, 0), QTimeZone::utc()).toSecsSinceEpoch() < end; month = month.addMonths(1))
        d.gridLines << QDateTime(month, QTime(0, 0), QTimeZone::utc()).toSecsSinceEpoch();
    d.endTick = {end, QString(), tr("as of %1").arg(utcDate(asOf, QStringLiteral("yyyy-MM-dd")))};
    return d;
}

} // namespace hw
