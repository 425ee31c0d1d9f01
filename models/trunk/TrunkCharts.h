#pragma once

#include "charts/TimeSeries.h"
#include "trunk/TrunkHealth.h"

namespace hw {

// Trunk health as the chart kit's series. Every bucket of the range is a sample; a bucket
// without commits is a missing sample, drawn as a gap, never as 0 %.
class TrunkCharts
{
public:
    // HUD's master_commit_red: red and flaky commits as a share of the bucket's commits, percent.
    static QVector<TimeSeries> redShare(const TrunkHealth &health);
    // HUD's time_to_signal: the weekly average in hours, one series per branch.
    static QVector<TimeSeries> timeToSignal(const TrunkHealth &health);
    // The console's own: broken (sandwich rule) and flaky-only commits, percent.
    static QVector<TimeSeries> consoleRedShare(const TrunkHealth &health);
};

} // namespace hw
