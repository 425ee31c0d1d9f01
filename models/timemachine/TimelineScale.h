#pragma once

#include <QtGlobal>

namespace hw {

// The timeline's coordinate mapping, as a plain value (hotspot's TimeLineData): the time range
// [start, end] spread over the pixels [left, left + width]. Times outside map outside; x outside
// the bar clamps to the range (a drag past the end means the end).
struct TimelineScale {
    qint64 start = 0;
    qint64 end = 0;
    double left = 0;
    double width = 0;

    bool isValid() const { return end > start && width > 0; }
    double mapTimeToX(qint64 t) const;
    qint64 mapXToTime(double x) const;
    // Seconds one pixel stands for (at least 1).
    qint64 secondsPerPixel() const;
};

} // namespace hw
