#pragma once

#include "charts/ChartSpan.h"
#include "charts/TimeSeries.h"
#include "utilization/JobUtilization.h"

namespace hw {

// A job's utilization as the chart kit's series: one per GPU for a GPU metric ("GPU 0" …), CPU
// and memory together for the runner. Each GPU keeps one colour and dash pattern on every chart
// (colour i mod 6, and a pattern that differs from the GPU six places before it), so GPU 6 is
// never mistaken for GPU 0. Gaps in the log stay gaps (JobUtilization::chartPoints).
class UtilizationCharts
{
public:
    static QVector<TimeSeries> perGpu(const JobUtilization &job, UtilizationMetric metric);
    static QVector<TimeSeries> runner(const JobUtilization &job);
    static QVector<ChartSpan> segments(const JobUtilization &job);
    // "GPU 3": the legend stays short; the stats table names the uuid.
    static QString gpuLabel(const JobUtilization &job, int gpu);
    static ColorId gpuColor(int gpu);
    static SeriesStyle gpuStyle(int gpu);
};

} // namespace hw
