#pragma once

#include "charts/TimeSeries.h"
#include "trunk/TrunkHealth.h"

namespace hw {

// Trunk health as the chart kit's series. Every bucket of the range is a sample; a bucket
// without commits (or jobs) is a missing sample, drawn as a gap, never as 0 %.
class TrunkCharts
{
public:
    // Broken and flaky-only commits as a share of the bucket's commits, in percent.
    static QVector<TimeSeries> redShare(const TrunkHealth &health);
    // Time to signal, P50 and P90, in minutes.
    static QVector<TimeSeries> timeToSignal(const TrunkHealth &health);
    // Queue time P90 by runner label, in minutes: the `labels` labels with most jobs.
    static QVector<TimeSeries> queueP90(const TrunkHealth &health, int labels = 6);
};

} // namespace hw
