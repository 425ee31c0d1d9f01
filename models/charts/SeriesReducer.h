#pragma once

#include <QVector>

#include <cmath>
#include <span>

namespace hw {

// One sample of a time series; a missing sample has value NaN (drawn as a gap, never as zero).
struct SeriesPoint {
    double t = 0; // time (any unit; ascending within a series)
    double v = 0;
    bool isGap() const { return std::isnan(v); }
};

// Long series made screen-sized for drawing, keeping what a reader must see: peaks and gaps.
// Both methods take points in ascending time and never join the two sides of a missing sample:
// each gap-free run is reduced on its own and a NaN point stays between runs.
//  - minMax: per pixel column the first, lowest, highest and last sample (at most four, in time
//    order), so every spike and dip survives at any zoom and the line between columns is exact.
//  - lttb: Largest-Triangle-Three-Buckets down to about `target` points, which keeps the visual
//    shape with fewer points but may drop a one-sample spike that minMax would keep.
// Chosen by measurement (hudwatch-bench --only chart: downsample_minmax_ms, downsample_lttb_ms).
class SeriesReducer
{
public:
    // Columns split [t0, t1] evenly; points outside it fall into the first or last column.
    static QVector<SeriesPoint> minMax(std::span<const SeriesPoint> points, double t0, double t1, int columns);
    static QVector<SeriesPoint> lttb(std::span<const SeriesPoint> points, int target);
};

} // namespace hw
