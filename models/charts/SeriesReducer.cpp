#include "SeriesReducer.h"

#include <algorithm>
#include <limits>

namespace hw {

namespace {

constexpr double Nan = std::numeric_limits<double>::quiet_NaN();

// Appends the reduction of each gap-free run of `points` (reduceRun), with one NaN point where
// a run of missing samples was.
template<typename ReduceRun>
QVector<SeriesPoint> byRuns(std::span<const SeriesPoint> points, ReduceRun reduceRun)
{
    QVector<SeriesPoint> out;
    size_t i = 0;
    while (i < points.size()) {
        if (points[i].isGap()) {
            if (!out.isEmpty() && !out.last().isGap())
                out.append({points[i].t, Nan});
            ++i;
            continue;
        }
        size_t end = i;
        while (end < points.size() && !points[end].isGap())
            ++end;
        reduceRun(points.subspan(i, end - i), out);
        i = end;
    }
    return out;
}

} // namespace

QVector<SeriesPoint> SeriesReducer::minMax(std::span<const SeriesPoint> points, double t0, double t1, int columns)
{
    if (columns <= 0 || points.size() <= size_t(columns) * 4 || !(t1 > t0))
        return QVector<SeriesPoint>(points.begin(), points.end());
    const double scale = columns / (t1 - t0);
    const auto columnOf = [&](double t) { return std::clamp(int((t - t0) * scale), 0, columns - 1); };
    return byRuns(points, [&](std::span<const SeriesPoint> run, QVector<SeriesPoint> &out) {
        size_t k = 0;
        while (k < run.size()) {
            const int column = columnOf(run[k].t);
            size_t first = k, low = k, high = k;
            size_t last = k;
            for (++k; k < run.size() && columnOf(run[k].t) == column; ++k) {
                if (run[k].v < run[low].v)
                    low = k;
                if (run[k].v > run[high].v)
                    high = k;
                last = k;
            }
            // In time order, each index once.
            size_t picks[4] = {first, std::min(low, high), std::max(low, high), last};
            size_t previous = std::numeric_limits<size_t>::max();
            for (const size_t p : picks) {
                if (p != previous)
                    out.append(run[p]);
                previous = p;
            }
        }
    });
}

QVector<SeriesPoint> SeriesReducer::lttb(std::span<const SeriesPoint> points, int target)
{
    if (target < 3 || points.size() <= size_t(target))
        return QVector<SeriesPoint>(points.begin(), points.end());
    size_t samples = 0;
    for (const SeriesPoint &p : points)
        samples += !p.isGap();
    return byRuns(points, [&](std::span<const SeriesPoint> run, QVector<SeriesPoint> &out) {
        // Each run gets its share of the points, at least its two ends.
        const size_t budget = std::max<size_t>(2, size_t(double(target) * double(run.size()) / double(samples)));
        if (run.size() <= budget) {
            out.append(QVector<SeriesPoint>(run.begin(), run.end()));
            return;
        }
        const double every = double(run.size() - 2) / double(budget - 2);
        size_t a = 0;
        out.append(run[0]);
        for (size_t b = 0; b < budget - 2; ++b) {
            // The next bucket's average is the third corner of the triangle.
            const size_t nextFrom = size_t(double(b + 1) * every) + 1;
            const size_t nextTo = std::min(size_t(double(b + 2) * every) + 1, run.size());
            double avgT = 0, avgV = 0;
            const size_t nextCount = nextTo > nextFrom ? nextTo - nextFrom : 1;
            for (size_t i = nextFrom; i < nextTo; ++i) {
                avgT += run[i].t;
                avgV += run[i].v;
            }
            if (nextTo > nextFrom) {
                avgT /= double(nextCount);
                avgV /= double(nextCount);
            } else {
                avgT = run.back().t;
                avgV = run.back().v;
            }
            const size_t from = size_t(double(b) * every) + 1;
            const size_t to = std::min(size_t(double(b + 1) * every) + 1, run.size() - 1);
            double bestArea = -1;
            size_t best = from;
            for (size_t i = from; i < to; ++i) {
                const double area = std::abs((run[a].t - avgT) * (run[i].v - run[a].v)
                                             - (run[a].t - run[i].t) * (avgV - run[a].v));
                if (area > bestArea) {
                    bestArea = area;
                    best = i;
                }
            }
            out.append(run[best]);
            a = best;
        }
        out.append(run.back());
    });
}

} // namespace hw
