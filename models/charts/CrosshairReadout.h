#pragma once

#include "charts/TimeSeries.h"

#include <QString>
#include <QVector>

#include <limits>

namespace hw {

// What the hover crosshair lists at one instant: every shown series' sample nearest to it
// (within maxDistanceMs; farther, or a missing sample, reads "no data"), sorted by value, the
// highest first, series without data last.
class CrosshairReadout
{
public:
    struct Entry {
        QString name;
        SeriesStyle style = SeriesStyle::Solid;
        ColorId color = ColorId::ChartText;
        double value = 0; // NaN: no data
        double upper = std::numeric_limits<double>::quiet_NaN(); // bands only
        qint64 sampleMs = 0;
        bool hasValue() const { return !std::isnan(value); }
    };
    static QVector<Entry> at(const QVector<TimeSeries> &series, const QVector<bool> &shown, qint64 ms,
                             qint64 maxDistanceMs);
};

} // namespace hw
