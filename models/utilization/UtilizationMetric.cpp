#include "UtilizationMetric.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace hw {

bool isGpuMetric(UtilizationMetric metric)
{
    return metric != UtilizationMetric::Cpu && metric != UtilizationMetric::Memory;
}

QString utilizationMetricName(UtilizationMetric metric)
{
    const auto tr = [](const char *text) { return QCoreApplication::translate("hw", text); };
    switch (metric) {
    case UtilizationMetric::GpuUtilization:
        return tr("GPU utilization");
    case UtilizationMetric::GpuMemoryBandwidth:
        return tr("GPU memory bandwidth");
    case UtilizationMetric::GpuAllocatedPercent:
        return tr("allocated GPU memory (percent)");
    case UtilizationMetric::GpuAllocatedGiB:
        return tr("allocated GPU memory");
    case UtilizationMetric::GpuTemperature:
        return tr("GPU temperature");
    case UtilizationMetric::GpuPower:
        return tr("GPU power");
    case UtilizationMetric::Cpu:
        return tr("CPU");
    case UtilizationMetric::Memory:
        return tr("memory");
    }
    return {};
}

QString utilizationMetricUnit(UtilizationMetric metric)
{
    switch (metric) {
    case UtilizationMetric::GpuAllocatedGiB:
        return u" GiB"_s;
    case UtilizationMetric::GpuTemperature:
        return u" °C"_s;
    case UtilizationMetric::GpuPower:
        return u" W"_s;
    default:
        return u"%"_s;
    }
}

QString hudSeriesName(UtilizationMetric metric, const QString &gpuId)
{
    switch (metric) {
    case UtilizationMetric::GpuUtilization:
        return u"gpu_%1_util"_s.arg(gpuId);
    case UtilizationMetric::GpuMemoryBandwidth:
        return u"gpu_%1_mem_bandwidth"_s.arg(gpuId);
    case UtilizationMetric::GpuAllocatedPercent:
        return u"gpu_%1_allocated_mem_percent"_s.arg(gpuId);
    case UtilizationMetric::GpuAllocatedGiB:
        return u"gpu_%1_allocated_mem_gib"_s.arg(gpuId);
    case UtilizationMetric::GpuTemperature:
        return u"gpu_%1_temperature_c"_s.arg(gpuId);
    case UtilizationMetric::GpuPower:
        return u"gpu_%1_power_w"_s.arg(gpuId);
    case UtilizationMetric::Cpu:
        return u"cpu"_s;
    case UtilizationMetric::Memory:
        return u"memory"_s;
    }
    return {};
}

} // namespace hw
