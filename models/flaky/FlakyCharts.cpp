#include "FlakyCharts.h"

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

} // namespace hw
