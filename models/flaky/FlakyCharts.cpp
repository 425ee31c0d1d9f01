#include "FlakyCharts.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>
#include <QSet>

#include <algorithm>
#include <limits>

namespace hw {

QVector<TimeSeries> FlakyCharts::disabledByPlatform(const FlakyResults &results, int platforms)
{
    constexpr qint64 Day = 86'400;
    QMap<qint64, QHash<QString, int>> byDay;
    for (const DisabledCount &c : results.disabledByDay)
        byDay[c.day][c.platform] += c.tests;
    if (byDay.isEmpty())
        return {};
    // The platforms with most disabled tests on the newest day, then by name.
    const QHash<QString, int> &newest = byDay.last();
    QSet<QString> all;
    for (const auto &day : std::as_const(byDay))
        for (auto it = day.cbegin(); it != day.cend(); ++it)
            all.insert(it.key());
    QStringList names(all.cbegin(), all.cend());
    std::sort(names.begin(), names.end(), [&](const QString &a, const QString &b) {
        const int na = newest.value(a), nb = newest.value(b);
        return na != nb ? na > nb : a < b;
    });
    names = names.mid(0, platforms);

    QVector<TimeSeries> series;
    const qint64 first = byDay.firstKey(), last = byDay.lastKey();
    for (const QString &platform : std::as_const(names)) {
        TimeSeries s;
        s.name = platform;
        s.color = seriesColor(int(series.size()));
        s.style = SeriesStyle(series.size() % kSeriesStyleCount);
        for (qint64 day = first; day <= last; day += Day) {
            const auto it = byDay.constFind(day);
            const double v = it == byDay.cend() ? std::numeric_limits<double>::quiet_NaN() : double(it->value(platform));
            s.points.append({double(day * 1000), v});
        }
        series.append(s);
    }
    return series;
}

QVector<TimeSeries> FlakyCharts::rateByDay(const FlakyTestHistory &history)
{
    constexpr qint64 Day = 86'400;
    constexpr double Nan = std::numeric_limits<double>::quiet_NaN();
    QHash<qint64, FlakyTestHistory::Day> byDay;
    for (const FlakyTestHistory::Day &d : history.days)
        byDay.insert(d.day, d);
    TimeSeries rate, band;
    rate.name = QCoreApplication::translate("FlakyCharts", "flake rate");
    rate.color = ColorId::CellFlaky;
    band.name = QCoreApplication::translate("FlakyCharts", "95 % interval");
    band.color = ColorId::CellFlaky;
    band.style = SeriesStyle::Dotted;
    for (qint64 day = history.from / Day * Day; day < history.to; day += Day) {
        const double t = double(day * 1000);
        const auto it = byDay.constFind(day);
        if (it == byDay.cend() || it->runs == 0) {
            rate.points.append({t, Nan});
            band.points.append({t, Nan});
            band.upper.append({t, Nan});
            continue;
        }
        const FlakeRate r = it->rate();
        rate.points.append({t, 100.0 * r.rate()});
        band.points.append({t, 100.0 * r.wilsonLowerBound()});
        band.upper.append({t, 100.0 * r.wilsonUpperBound()});
    }
    return {band, rate};
}

} // namespace hw
