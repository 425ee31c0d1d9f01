#pragma once

#include <QString>

#include <optional>

namespace hw {

// One group of GPU jobs over a range (a job name, a workflow or a runner type). HUD's figures, as
// its utilization reports compute them (oss_ci_utilization_summary_report_v1 over the jobs whose
// first row is in the range): gpu_avg, the mean over every log interval of the GPUs' mean
// util_percent.max, and gpu_p90, the 90th percentile of the intervals' highest util_percent.max
// (HUD: quantilesTDigest; here ClickHouse's quantile, interpolated, exact up to 8192 intervals).
// The console's own: GPU-hours, the GPU-hours-weighted mean of util_percent.avg, the peak, and
// idle GPU-hours. Utilization is known only for the runs that have valid time series rows
// ("measured"); the others count in runs and GPU-hours, never as 0 %.
struct UtilizationFleetRow {
    QString name;                 // job name, workflow name, or "<gpu type> × <count>"
    QString gpuType;              // runner grouping only
    int gpuCount = 0;             // runner grouping only
    int runs = 0;
    int measuredRuns = 0;         // runs with utilization rows
    double gpuHours = 0;          // gpu_count × (end_at − start_at) of every run
    double measuredGpuHours = 0;  // the same over the measured runs
    std::optional<double> averageUtil; // percent, measured runs weighted by GPU-hours
    std::optional<double> peakUtil;    // percent, max of the per-GPU util_percent.max
    double idleGpuHours = 0;      // Σ measured runs' GPU-hours × (1 − average / 100)
    std::optional<double> hudGpuAvg; // HUD's gpu_avg
    std::optional<double> hudGpuP90; // HUD's gpu_p90

    int unmeasuredRuns() const { return runs - measuredRuns; }
    bool operator==(const UtilizationFleetRow &) const = default;
};

} // namespace hw
