#pragma once

#include <QString>

#include <optional>

namespace hw {

// One run (job attempt) of a GPU job, for "runs over time". Utilization figures are empty when the
// run has no valid time series rows (a lost upload): unknown, not 0 %.
struct UtilizationRunRow {
    qint64 jobId = 0;
    qint64 workflowId = 0;
    int runAttempt = 0;
    QString workflowName;
    qint64 startAt = 0; // UTC seconds
    qint64 endAt = 0;
    QString gpuType;
    int gpuCount = 0;
    double gpuHours = 0;
    std::optional<double> averageUtil;
    std::optional<double> peakUtil;
    std::optional<double> idleGpuHours;
    // HUD's per-job stats (oss_ci_list_util_stats): gpu_avg, the mean over intervals of the GPUs'
    // mean util_percent.max; gpu_p90, quantile(0.9) of the intervals' highest util_percent.max.
    std::optional<double> hudGpuAvg;
    std::optional<double> hudGpuP90;

    bool operator==(const UtilizationRunRow &) const = default;
};

} // namespace hw
