#pragma once

#include "charts/TimeSeries.h"
#include "flaky/FlakyResults.h"

namespace hw {

// The flaky tab's results as the chart kit's series.
class FlakyCharts
{
public:
    // Open disabled-test issues per day, one series per platform (the `platforms` with most
    // tests on the newest day; "all" is the issues that name no platform). A day without a
    // snapshot is a missing sample, drawn as a gap.
    static QVector<TimeSeries> disabledByPlatform(const FlakyResults &results, int platforms = 6);
};

} // namespace hw
