#pragma once

#include "charts/SeriesReducer.h"
#include "palette/StatusPalette.h"

#include <QString>
#include <QVector>

namespace hw {

// How a series is told apart without its colour: each style has its own dash pattern and
// marker shape (legend, sparse points, the crosshair readout's symbol).
enum class SeriesStyle : quint8 { Solid, Dashed, Dotted, DashDot, LongDash, DashDotDot };
inline constexpr int kSeriesStyleCount = 6;

// One named series for the chart kit: samples at times in ms since the epoch (UTC), a missing
// sample as NaN. A band (a confidence interval) also has an upper edge, sample for sample.
struct TimeSeries {
    QString name;
    ColorId color = ColorId::ChartText;
    SeriesStyle style = SeriesStyle::Solid;
    QVector<SeriesPoint> points; // ascending t
    QVector<SeriesPoint> upper;  // empty for a line; else the band's upper edge (same t as points)
    bool isBand() const { return !upper.isEmpty(); }
};

// The symbol of a style in text (tooltips, CSV headers do without): ─ ╌ ┈ ·- — -··
QString seriesStyleSymbol(SeriesStyle style);

} // namespace hw
