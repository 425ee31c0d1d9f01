#include "TimeTicks.h"

#include "domain/TimeUnits.h"

#include <QDateTime>
#include <QTimeZone>

#include <array>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

struct Step {
    qint64 ms;   // nominal length (months: 30 days) to count how many fit
    int months;  // calendar months per step, 0 for fixed steps
};

// Seconds too: a job's GPU log or a zoom into one lasts minutes, not days.
constexpr std::array<Step, 24> Steps = {{
    {1000, 0}, {2000, 0}, {5000, 0}, {10'000, 0}, {15'000, 0}, {30'000, 0},
    {kMinuteMs, 0}, {5 * kMinuteMs, 0}, {15 * kMinuteMs, 0}, {30 * kMinuteMs, 0},
    {kHourMs, 0}, {2 * kHourMs, 0}, {3 * kHourMs, 0}, {6 * kHourMs, 0}, {12 * kHourMs, 0},
    {kDayMs, 0}, {2 * kDayMs, 0}, {7 * kDayMs, 0}, {14 * kDayMs, 0},
    {30 * kDayMs, 1}, {91 * kDayMs, 3}, {182 * kDayMs, 6}, {365 * kDayMs, 12}, {730 * kDayMs, 24},
}};

} // namespace

QVector<TimeTicks::Tick> TimeTicks::compute(qint64 fromMs, qint64 toMs, int maxTicks, bool utc)
{
    QVector<Tick> ticks;
    if (toMs <= fromMs || maxTicks < 1)
        return ticks;
    const QTimeZone zone = utc ? QTimeZone::utc() : QTimeZone::systemTimeZone();
    const qint64 span = toMs - fromMs;
    Step step = Steps.back();
    for (const Step &s : Steps) {
        if (span / s.ms + 1 <= maxTicks) {
            step = s;
            break;
        }
    }

    const QDateTime from = QDateTime::fromMSecsSinceEpoch(fromMs, zone);
    QDateTime t;
    if (step.months > 0) {
        const int month0 = (from.date().month() - 1) / step.months * step.months + 1;
        t = QDateTime(QDate(from.date().year(), month0, 1), QTime(0, 0), zone);
    } else if (step.ms >= kDayMs) {
        t = QDateTime(from.date(), QTime(0, 0), zone);
        if (step.ms == 7 * kDayMs || step.ms == 14 * kDayMs) // weeks start on Monday
            t = t.addDays(-(from.date().dayOfWeek() - 1));
    } else {
        // Round down within the day in the chosen zone, so local ticks fall on local hours.
        const QDateTime midnight(from.date(), QTime(0, 0), zone);
        const qint64 into = midnight.msecsTo(from);
        t = midnight.addMSecs(into / step.ms * step.ms);
    }

    int previousDay = -1;
    for (int guard = 0; guard < 10'000 && t.toMSecsSinceEpoch() <= toMs; ++guard) {
        const qint64 ms = t.toMSecsSinceEpoch();
        if (ms >= fromMs) {
            QString label;
            const int day = int(t.date().toJulianDay());
            if (step.months >= 12)
                label = t.toString(u"yyyy"_s);
            else if (step.months > 0)
                label = t.toString(u"MMM yyyy"_s);
            else if (step.ms >= kDayMs)
                label = t.toString(u"ddd d MMM"_s);
            else if (day != previousDay)
                label = t.toString(step.ms < kMinuteMs ? u"d MMM HH:mm:ss"_s : u"d MMM HH:mm"_s);
            else
                label = t.toString(step.ms < kMinuteMs ? u"HH:mm:ss"_s : u"HH:mm"_s);
            previousDay = day;
            ticks.append({ms, label});
        }
        if (step.months > 0)
            t = t.addMonths(step.months);
        else if (step.ms >= kDayMs)
            t = t.addDays(step.ms / kDayMs); // calendar days: DST days are 23 or 25 hours
        else
            t = t.addMSecs(step.ms);
    }
    return ticks;
}

} // namespace hw
