#pragma once

#include "charts/TimeSeries.h"
#include "flaky/FlakyResults.h"
#include "flaky/FlakyTestHistory.h"

namespace hw {

// The flaky tab's results as the chart kit's series.
class FlakyCharts
{
public:
    // Open disabled-test issues per day, one series per platform (the `platforms` with most
    // tests on the newest day; "all" is the issues that name no platform). A day without a
    // snapshot is a missing sample, drawn as a gap.
    static QVector<TimeSeries> disabledByPlatform(const FlakyResults &results, int platforms = 6);
    // One test's flake rate per day in percent, and its Wilson 95 % interval as a band; a day
    // it did not run is a gap.
    static QVector<TimeSeries> rateByDay(const FlakyTestHistory &history);
};

} // namespace hw
