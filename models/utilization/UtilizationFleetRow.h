#pragma once

#include <QString>

#include <optional>

namespace hw {

// One group of GPU jobs over a range (a job name, a workflow or a runner type): how many GPU-hours
// it took and how much of them the GPUs sat idle. Utilization is known only for the runs that have
// valid time series rows ("measured"); the others count in runs and GPU-hours, never as 0 %.
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

    int unmeasuredRuns() const { return runs - measuredRuns; }
    bool operator==(const UtilizationFleetRow &) const = default;
};

} // namespace hw
