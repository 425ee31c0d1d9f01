#include "TimeRange.h"

#include "domain/TimeUnits.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QRegularExpression>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

constexpr int MaxDays = 3650;

// One end of an absolute range; a bare date is that day's midnight, endOfDay the next midnight.
std::optional<QDateTime> parseInstant(const QString &text, bool utc, bool endOfDay)
{
    const QTimeZone zone = utc ? QTimeZone::utc() : QTimeZone::systemTimeZone();
    if (const QDate d = QDate::fromString(text, Qt::ISODate); d.isValid() && text.size() == 10) {
        QDateTime t(endOfDay ? d.addDays(1) : d, QTime(0, 0), zone);
        return t.isValid() ? std::optional(t) : std::nullopt;
    }
    QDateTime t = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!t.isValid())
        return std::nullopt;
    // No zone in the text: Qt reads it as local time; re-read it in the chosen zone.
    static const QRegularExpression zoned(u"(Z|[+-]\\d\\d(:?\\d\\d)?)$"_s);
    if (!zoned.match(text).hasMatch())
        t = QDateTime(t.date(), t.time(), zone);
    return t;
}

} // namespace

const QVector<int> &TimeRange::presetDays()
{
    static const QVector<int> days = {1, 3, 7, 14, 30, 90};
    return days;
}

TimeRange TimeRange::lastDays(int days)
{
    TimeRange r;
    r.m_days = std::clamp(days, 1, MaxDays);
    return r;
}

TimeRange TimeRange::absolute(qint64 fromMs, qint64 toMs)
{
    TimeRange r;
    r.m_days = 0;
    r.m_fromMs = std::min(fromMs, toMs);
    r.m_toMs = std::max(fromMs, toMs);
    return r;
}

Result<TimeRange, QString> TimeRange::parse(QStringView text, bool utc)
{
    const QString t = text.trimmed().toString();
    static const QRegularExpression relative(u"^(\\d{1,4})d$"_s);
    if (const auto m = relative.match(t); m.hasMatch()) {
        const int days = m.captured(1).toInt();
        if (days < 1 || days > MaxDays)
            return QCoreApplication::translate("TimeRange", "'%1': the number of days must be between 1 and %2").arg(t).arg(MaxDays);
        return lastDays(days);
    }
    const qsizetype dots = t.indexOf(u".."_s);
    if (dots < 0)
        return QCoreApplication::translate("TimeRange", "'%1' is not a range: use e.g. 7d or 2026-07-01..2026-07-14").arg(t);
    const auto from = parseInstant(t.left(dots), utc, false);
    const auto to = parseInstant(t.mid(dots + 2), utc, true);
    if (!from)
        return QCoreApplication::translate("TimeRange", "'%1' is not a date or time (use YYYY-MM-DD or YYYY-MM-DDTHH:MM)").arg(t.left(dots));
    if (!to)
        return QCoreApplication::translate("TimeRange", "'%1' is not a date or time (use YYYY-MM-DD or YYYY-MM-DDTHH:MM)").arg(t.mid(dots + 2));
    if (to->toMSecsSinceEpoch() <= from->toMSecsSinceEpoch())
        return QCoreApplication::translate("TimeRange", "'%1': the range ends before it starts").arg(t);
    return absolute(from->toMSecsSinceEpoch(), to->toMSecsSinceEpoch());
}

QString TimeRange::toString() const
{
    if (isRelative())
        return u"%1d"_s.arg(m_days);
    // Milliseconds only when there are some ("T00.2026" is a fraction of an hour), so the text
    // reads back to the same range.
    const auto iso = [](qint64 ms) {
        return QDateTime::fromMSecsSinceEpoch(ms, Qt::UTC).toString(ms % 1000 ? Qt::ISODateWithMs : Qt::ISODate);
    };
    return iso(m_fromMs) + u".."_s + iso(m_toMs);
}

std::pair<qint64, qint64> TimeRange::resolve(qint64 nowMs) const
{
    if (isRelative())
        return {nowMs - m_days * kDayMs, nowMs};
    return {m_fromMs, m_toMs};
}

QString TimeRange::label(bool utc) const
{
    if (isRelative())
        return m_days == 1 ? QCoreApplication::translate("TimeRange", "Last 24 hours")
                           : QCoreApplication::translate("TimeRange", "Last %1 days").arg(m_days);
    const QTimeZone zone = utc ? QTimeZone::utc() : QTimeZone::systemTimeZone();
    const auto text = [&](qint64 ms) {
        return QDateTime::fromMSecsSinceEpoch(ms, zone).toString(u"d MMM yyyy HH:mm"_s);
    };
    return text(m_fromMs) + u" – "_s + text(m_toMs) + (utc ? u" UTC"_s : QString());
}

} // namespace hw
