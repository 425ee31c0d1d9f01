#include "TrunkCharts.h"

#include <QCoreApplication>
#include <QHash>

#include <limits>

namespace hw {

namespace {

constexpr double Nan = std::numeric_limits<double>::quiet_NaN();

// One sample per bucket of the range (at the bucket's start, in ms), NaN where value() has none.
template<typename ValueAt>
QVector<SeriesPoint> everyBucket(const TrunkHealth &h, ValueAt value)
{
    QVector<SeriesPoint> points;
    const qint64 b = h.bucketSeconds;
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
    QHash<qint64, TrunkRedDay> byBucket;
    for (const TrunkRedDay &d : health.red)
        byBucket.insert(d.bucket, d);
    const auto share = [&](auto count) {
        return everyBucket(health, [&](qint64 bucket) {
            const auto it = byBucket.constFind(bucket);
            return it == byBucket.cend() || it->commits == 0 ? Nan : 100.0 * count(*it) / it->commits;
        });
    };
    return {named("broken", ColorId::CellFailure, SeriesStyle::Solid, share([](const TrunkRedDay &d) { return d.broken; })),
            named("flaky only", ColorId::CellWarning, SeriesStyle::Dashed,
                  share([](const TrunkRedDay &d) { return d.flakyOnly; }))};
}

QVector<TimeSeries> TrunkCharts::timeToSignal(const TrunkHealth &health)
{
    QHash<qint64, TrunkSignalDay> byBucket;
    for (const TrunkSignalDay &d : health.signal)
        byBucket.insert(d.bucket, d);
    const auto minutes = [&](qint64 TrunkSignalDay::*field) {
        return everyBucket(health, [&](qint64 bucket) {
            const auto it = byBucket.constFind(bucket);
            return it == byBucket.cend() ? Nan : double((*it).*field) / 60.0;
        });
    };
    return {named("P50", ColorId::Series1, SeriesStyle::Solid, minutes(&TrunkSignalDay::p50)),
            named("P90", ColorId::Series2, SeriesStyle::Dashed, minutes(&TrunkSignalDay::p90))};
}

QVector<TimeSeries> TrunkCharts::queueP90(const TrunkHealth &health, int labels)
{
    QVector<TimeSeries> series;
    for (const TrunkQueueFigure &label : health.queueByLabel) { // most jobs first
        if (series.size() >= labels)
            break;
        QHash<qint64, qint64> p90;
        for (const TrunkQueueFigure &f : health.queueByLabelDay)
            if (f.label == label.label)
                p90.insert(f.bucket, f.p90);
        TimeSeries s;
        s.name = label.label.isEmpty() ? QCoreApplication::translate("TrunkCharts", "(no label)") : label.label;
        s.color = seriesColor(int(series.size()));
        s.style = SeriesStyle(series.size() % kSeriesStyleCount);
        s.points = everyBucket(health, [&](qint64 bucket) {
            const auto it = p90.constFind(bucket);
            return it == p90.cend() ? Nan : double(*it) / 60.0;
        });
        series.append(s);
    }
    return series;
}

} // namespace hw
