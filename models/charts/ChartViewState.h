#pragma once

#include "charts/TimeRange.h"

#include <QString>
#include <QVector>

#include <optional>
#include <utility>

namespace hw {

// A time chart's state as kept per view and profile: its range, UTC or local time, and the
// window it is zoomed to, as one line of text ("7d;utc", "30d;local;zoom=1720000000000..1720086400000").
struct ChartViewState {
    TimeRange range;
    bool utc = true;
    // The zooms to push, in order (the chart writes at most one: the window on screen).
    QVector<std::pair<qint64, qint64>> zooms;

    QString toString() const;
    // Nullopt when the range does not read (the chart then keeps its state); a zoom that does
    // not read is left out.
    static std::optional<ChartViewState> parse(const QString &text);

    bool operator==(const ChartViewState &) const = default;
};

} // namespace hw
