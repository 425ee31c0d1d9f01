#pragma once

#include <QtGlobal>

namespace hw {

// A chart's time axis as a plain value (hotspot's TimeLineData): the times [start, end] spread over
// the pixels [left, left + width]. Every chart maps time to x and back with it: the time series
// chart (its crosshair, spans and drag zoom), the time machine's timeline, the level timeline and
// the flaky test's run strip. Times are in the chart's unit (seconds or milliseconds).
struct ChartTimeScale {
    qint64 start = 0;
    qint64 end = 0;
    double left = 0;
    double width = 0;

    // A zero-length range or span maps every time to left and every x to start.
    bool isValid() const { return end > start && width > 0; }
    double right() const { return left + width; }
    // Times outside the range map outside the span.
    double mapTimeToX(qint64 t) const;
    // The same, kept on the span: what is before the range is drawn at its left edge.
    double mapTimeToXClamped(qint64 t) const;
    // x outside the span clamps to the range (a drag past the end means the end).
    qint64 mapXToTime(double x) const;
    // Time units one pixel stands for (at least 1).
    qint64 unitsPerPixel() const;
};

} // namespace hw
