#pragma once

#include "utilization/UtilizationMetric.h"
#include "utilization/UtilizationStats.h"

#include <QString>

namespace hw {

// One line of a job's stats table: a metric of one GPU, of all GPUs together (gpu = -1), or of
// the runner (CPU, memory).
struct UtilizationStatsRow {
    UtilizationMetric metric = UtilizationMetric::GpuUtilization;
    int gpu = -1;
    QString gpuId; // uuid, index, or empty for "all" and the runner
    UtilizationStats stats;
};

} // namespace hw
