#include "TrunkCharts.h"

#include <QCoreApplication>
#include <QHash>
#include <QMap>

#include <limits>

namespace hw {

namespace {

constexpr double Nan = std::numeric_limits<double>::quiet_NaN();

// One sample per bucket of the range (at the bucket's start, in ms), NaN where value() has none.
template<typename ValueAt>
QVector<SeriesPoint> everyBucket(const TrunkHealth &h, ValueAt value)
{
    QVector<SeriesPoint> points;
    const qint64 b = std::max<qint64>(1, h.bucketSeconds);
    for (qint64 bucket = h.from / b; bucket * b < h.to; ++bucket)
        points.append({double(bucket * b * 1000), value(bucket)});
    return points;
}

TimeSeries named(const char *name, ColorId color, SeriesStyle style, QVector<SeriesPoint> points)
{
    TimeSeries s;
    s.name = QCoreApplication::translate("TrunkCharts", name);
    s.color = color;
    s.style = style;
    s.points = std::move(points);
    return s;
}

} // namespace

QVector<TimeSeries> TrunkCharts::redShare(const TrunkHealth &health)
{
    QHash<qint64, TrunkRedBucket> byBucket;
    for (const TrunkRedBucket &b : health.red)
        byBucket.insert(b.bucket, b);
    const auto share = [&](int TrunkRedBucket::*count) {
        return everyBucket(health, [&](qint64 bucket) {
            const auto it = byBucket.constFind(bucket);
            return it == byBucket.cend() || it->total == 0 ? Nan : 100.0 * (*it).*count / it->total;
        });
    };
    // Series names travel into the legend and the chart's CSV: each says whose figure it is.
    return {named("red (HUD)", ColorId::CellFailure, SeriesStyle::Solid, share(&TrunkRedBucket::red)),
            named("flaky (HUD)", ColorId::CellWarning, SeriesStyle::Dashed, share(&TrunkRedBucket::flaky))};
}

QVector<TimeSeries> TrunkCharts::timeToSignal(const TrunkHealth &health)
{
    QMap<QString, QVector<SeriesPoint>> byBranch;
    for (const TrunkSignalWeek &w : health.timeToSignal)
        byBranch[w.branch].append({double(w.weekStart * 1000), w.avgHours});
    QVector<TimeSeries> series;
    for (auto it = byBranch.cbegin(); it != byBranch.cend(); ++it) {
        TimeSeries s;
        s.name = QCoreApplication::translate("TrunkCharts", "%1 (HUD)").arg(it.key());
        s.color = seriesColor(int(series.size()));
        s.style = SeriesStyle(series.size() % kSeriesStyleCount);
        s.points = *it;
        series.append(s);
    }
    return series;
}

QVector<TimeSeries> TrunkCharts::consoleRedShare(const TrunkHealth &health)
{
    QHash<qint64, TrunkRedDay> byBucket;
    for (const TrunkRedDay &d : health.consoleRed)
        byBucket.insert(d.bucket, d);
    const auto share = [&](int TrunkRedDay::*count) {
        return everyBucket(health, [&](qint64 bucket) {
            const auto it = byBucket.constFind(bucket);
            return it == byBucket.cend() || it->commits == 0 ? Nan : 100.0 * (*it).*count / it->commits;
        });
    };
    return {named("broken (console)", ColorId::CellFailure, SeriesStyle::Solid, share(&TrunkRedDay::broken)),
            named("flaky only (console)", ColorId::CellWarning, SeriesStyle::Dashed, share(&TrunkRedDay::flakyOnly))};
}

} // namespace hw
