#include "LevelHistory.h"

#include <QDateTime>
#include <QTimeZone>

#include <algorithm>

namespace hw {

namespace {

qint64 startOfDayUtc(const QDate &date)
{
    return QDateTime(date, QTime(0, 0), QTimeZone::utc()).toSecsSinceEpoch();
}

QString utcDateText(qint64 seconds)
{
    return QDateTime::fromSecsSinceEpoch(seconds, QTimeZone::utc()).date().toString(Qt::ISODate);
}

// Observations of the repo, oldest first, consecutive ones of the same level merged.
QVector<LevelObservation> mergedObservations(const QVector<LevelObservation> &observations)
{
    QVector<LevelObservation> sorted = observations;
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const LevelObservation &a, const LevelObservation &b) { return a.firstSeen < b.firstSeen; });
    QVector<LevelObservation> merged;
    for (const LevelObservation &o : std::as_const(sorted)) {
        if (o.level == TrustLevel::Unknown)
            continue;
        if (!merged.isEmpty() && merged.last().level == o.level) {
            merged.last().lastSeen = std::max(merged.last().lastSeen, o.lastSeen);
            continue;
        }
        merged.append(o);
    }
    return merged;
}

// A point where a new level starts.
struct ChangePoint {
    qint64 at = 0;
    TrustLevel level = TrustLevel::Unknown;
    qint64 pr = 0;
    bool fromClickHouse = false;
};

} // namespace

QVector<LevelChangeEvent> LevelHistory::eventsFromObservations(QStringView repo,
                                                               const QVector<LevelObservation> &observations)
{
    const QVector<LevelObservation> merged = mergedObservations(observations);
    QVector<LevelChangeEvent> events;
    for (qsizetype i = 1; i < merged.size(); ++i) {
        const LevelObservation &prev = merged.at(i - 1);
        const LevelObservation &next = merged.at(i);
        LevelChangeEvent e;
        e.date = QDateTime::fromSecsSinceEpoch(next.firstSeen, QTimeZone::utc()).date();
        e.repo = repo.toString();
        e.from = prev.level;
        e.to = next.level;
        e.note = QStringLiteral("ClickHouse: first dispatch at %1 on %2 (last at %3 on %4)")
                     .arg(trustLevelName(next.level), utcDateText(next.firstSeen), trustLevelName(prev.level),
                          utcDateText(prev.lastSeen));
        e.source = LevelChangeEvent::Source::ClickHouse;
        events.append(e);
    }
    return events;
}

QVector<LevelSpan> LevelHistory::spans(QStringView repo, const QVector<LevelChangeEvent> &allowlistEvents,
                                       const QVector<LevelObservation> &observations, qint64 asOf)
{
    // Allowlist changes of this repo up to asOf, oldest first (same-day order kept).
    QVector<LevelChangeEvent> events;
    for (const LevelChangeEvent &e : allowlistEvents)
        if (e.repo.compare(repo, Qt::CaseInsensitive) == 0 && e.date.isValid() && startOfDayUtc(e.date) <= asOf)
            events.append(e);
    std::stable_sort(events.begin(), events.end(),
                     [](const LevelChangeEvent &a, const LevelChangeEvent &b) { return a.date < b.date; });

    QVector<LevelObservation> observed;
    for (const LevelObservation &o : mergedObservations(observations))
        if (o.firstSeen <= asOf)
            observed.append(o);

    QVector<ChangePoint> points;
    if (events.isEmpty()) {
        // No dated PR at all: ClickHouse's dispatch levels are the only evidence.
        for (const LevelObservation &o : std::as_const(observed))
            points.append({o.firstSeen, o.level, 0, true});
    } else {
        const qint64 firstEvent = startOfDayUtc(events.first().date);
        const qint64 lastEvent = startOfDayUtc(events.last().date);
        // Dispatches seen before the first dated change: the repo was listed earlier than the
        // timeline knows (e.g. an onboarding date that is only approximate).
        for (const LevelObservation &o : std::as_const(observed))
            if (o.firstSeen < firstEvent)
                points.append({o.firstSeen, o.level, 0, true});
        for (const LevelChangeEvent &e : std::as_const(events))
            points.append({startOfDayUtc(e.date), e.to, e.pr, false});
        // A level first dispatched after the newest dated change that is not the level that change
        // set: a later allowlist edit the timeline misses (e.g. an automated demotion).
        const TrustLevel lastLevel = events.last().to;
        for (const LevelObservation &o : std::as_const(observed))
            if (o.firstSeen > lastEvent && o.level != lastLevel)
                points.append({o.firstSeen, o.level, 0, true});
        std::stable_sort(points.begin(), points.end(),
                         [](const ChangePoint &a, const ChangePoint &b) { return a.at < b.at; });
    }

    QVector<LevelSpan> result;
    for (qsizetype i = 0; i < points.size(); ++i) {
        const ChangePoint &p = points.at(i);
        if (!result.isEmpty() && result.last().level == p.level)
            continue; // same level again: the earlier start stands
        if (!result.isEmpty() && result.last().from == p.at) {
            // Two changes at the same instant: the later one (in timeline order) wins.
            result.last() = LevelSpan{p.level, p.at, p.at, false, p.pr, p.fromClickHouse};
            if (result.size() >= 2 && result.at(result.size() - 2).level == p.level)
                result.removeLast();
            continue;
        }
        if (!result.isEmpty())
            result.last().to = p.at;
        result.append(LevelSpan{p.level, p.at, asOf, false, p.pr, p.fromClickHouse});
    }
    if (!result.isEmpty()) {
        result.last().to = asOf;
        result.last().current = true;
    }
    return result;
}

std::optional<double> LevelHistory::daysAtCurrentLevel(const QVector<LevelSpan> &spans, TrustLevel level,
                                                       qint64 asOf)
{
    if (spans.isEmpty() || level == TrustLevel::Unknown)
        return std::nullopt;
    const LevelSpan &last = spans.last();
    if (!last.current || last.level != level || last.from <= 0 || last.from > asOf)
        return std::nullopt;
    return double(asOf - last.from) / 86400.0;
}

std::optional<double> LevelHistory::tenureAtL2Days(const QVector<LevelSpan> &spans, qint64 asOf)
{
    if (const auto current = daysAtCurrentLevel(spans, TrustLevel::L2, asOf))
        return current;
    for (qsizetype i = spans.size() - 1; i >= 0; --i) {
        const LevelSpan &span = spans.at(i);
        if (span.level == TrustLevel::L2 && !span.current && span.from > 0 && span.to >= span.from)
            return double(span.to - span.from) / 86400.0;
    }
    return std::nullopt;
}

TrustLevel LevelHistory::levelAt(const QVector<LevelSpan> &spans, qint64 at)
{
    for (const LevelSpan &s : spans) {
        if (at < s.from)
            continue;
        if (at < s.to || (s.current && at >= s.from))
            return s.level;
    }
    return TrustLevel::Unknown;
}

} // namespace hw
