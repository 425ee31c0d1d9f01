#pragma once

#include <QString>

namespace hw {

// What a utilization series measures. The GPU metrics exist once per GPU; CPU and memory once per
// job (the runner's). Temperature and power come from nvidia-smi logs, not from monitor.py.
enum class UtilizationMetric : quint8 {
    GpuUtilization,
    GpuMemoryBandwidth, // monitor.py's mem_util_percent: the share of time the memory was busy
    GpuAllocatedPercent,
    GpuAllocatedGiB,
    GpuTemperature,
    GpuPower,
    Cpu,
    Memory,
};
inline constexpr int kUtilizationMetricCount = 8;

bool isGpuMetric(UtilizationMetric metric);
// "GPU utilization", "allocated GPU memory", … (translated).
QString utilizationMetricName(UtilizationMetric metric);
// The unit after a value: "%", " GiB", " °C", " W".
QString utilizationMetricUnit(UtilizationMetric metric);
// HUD's series name for a GPU metric (gpu_<uuid>_util, gpu_<uuid>_mem_bandwidth, …); "cpu" and
// "memory" for the job-wide ones.
QString hudSeriesName(UtilizationMetric metric, const QString &gpuId);

} // namespace hw
