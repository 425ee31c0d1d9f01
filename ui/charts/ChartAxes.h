#pragma once

#include "palette/StatusPalette.h"

#include <QString>

#include <optional>
#include <tuple>
#include <utility>

class QChart;
class QCategoryAxis;
class QValueAxis;

namespace hw {

// The time chart's two axes: time along the bottom with round instants as labels (TimeTicks, in
// UTC or local time), values on the left, fitted to the data shown or fixed. Every change of an
// axis makes Qt Charts lay out all series again: the time labels are rebuilt only when they change.
class ChartAxes
{
public:
    // Adds both axes to the chart.
    explicit ChartAxes(QChart *chart);

    QCategoryAxis *time() const { return m_time; }
    QValueAxis *value() const { return m_value; }

    // What the numbers are: the unit after each label ("%", " s", "") and decimals shown.
    void setValueFormat(const QString &unit, int decimals);
    // The window [from, to] (ms since the epoch) with at most maxTicks labels.
    void setTimeWindow(qint64 from, qint64 to, int maxTicks, bool utc);
    // The values shown span [lo, hi] (infinite when there are none), or the fixed range.
    void fitValues(double lo, double hi, const std::optional<std::pair<double, double>> &fixed, int decimals);
    void applyPalette(const StatusPalette &palette);

private:
    QCategoryAxis *m_time;
    QValueAxis *m_value;
    std::tuple<qint64, qint64, int, bool> m_ticksKey{-1, -1, 0, false}; // the time axis as built
};

} // namespace hw
