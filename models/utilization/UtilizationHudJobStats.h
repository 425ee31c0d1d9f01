#pragma once

#include "utilization/JobUtilization.h"

#include <optional>

namespace hw {

// HUD's GPU figures of one job (oss_ci_list_util_stats), from its log intervals: per interval the
// GPUs' util_percent.max; gpu_avg = the mean over intervals of their mean (arrayAvg), gpu_max =
// the highest, gpu_p90 = ClickHouse's quantile(0.9) of the intervals' highest (arrayMax): linear
// interpolation at 0.9 × (n − 1) of the sorted values, which is exact up to 8192 intervals where
// ClickHouse starts sampling. An interval without GPU values is missing, not 0 % (HUD's SQL would
// average NaN); no intervals: every figure unknown.
struct UtilizationHudJobStats {
    int intervals = 0;
    std::optional<double> gpuAvg;
    std::optional<double> gpuP90;
    std::optional<double> gpuMax;

    static UtilizationHudJobStats of(const JobUtilization &job, qint64 fromMs, qint64 toMs);
    static UtilizationHudJobStats of(const JobUtilization &job);
    // ClickHouse's quantile(level) (ReservoirSampler, below its 8192 samples): interpolated.
    static double interpolatedQuantile(std::vector<double> values, double level);
};

} // namespace hw
