#include "UtilizationHudJobStats.h"

#include <QMap>

#include <algorithm>
#include <cmath>
#include <limits>

namespace hw {

double UtilizationHudJobStats::interpolatedQuantile(std::vector<double> values, double level)
{
    if (values.empty())
        return std::numeric_limits<double>::quiet_NaN();
    std::sort(values.begin(), values.end());
    const double index = std::clamp(level * double(values.size() - 1), 0.0, double(values.size() - 1));
    const auto left = size_t(index);
    if (left + 1 >= values.size())
        return values[left];
    return values[left] * (double(left + 1) - index) + values[left + 1] * (index - double(left));
}

UtilizationHudJobStats UtilizationHudJobStats::of(const JobUtilization &job, qint64 fromMs, qint64 toMs)
{
    // interval time → the GPUs' util_percent.max
    QMap<qint64, std::vector<double>> intervals;
    for (const UtilizationTrack *t : job.tracksOf(UtilizationMetric::GpuUtilization))
        for (qsizetype i = 0; i < t->times.size(); ++i)
            if (t->times[i] >= fromMs && t->times[i] <= toMs && !std::isnan(t->peak.value(i, NAN)))
                intervals[t->times[i]].push_back(t->peak[i]);
    UtilizationHudJobStats s;
    double sum = 0;
    std::vector<double> highest;
    for (const std::vector<double> &gpus : std::as_const(intervals)) {
        double total = 0;
        for (const double v : gpus)
            total += v;
        sum += total / double(gpus.size());
        highest.push_back(*std::max_element(gpus.begin(), gpus.end()));
    }
    s.intervals = int(intervals.size());
    if (s.intervals == 0)
        return s;
    s.gpuAvg = sum / s.intervals;
    s.gpuMax = *std::max_element(highest.begin(), highest.end());
    s.gpuP90 = interpolatedQuantile(std::move(highest), 0.9);
    return s;
}

UtilizationHudJobStats UtilizationHudJobStats::of(const JobUtilization &job)
{
    return of(job, std::numeric_limits<qint64>::min(), std::numeric_limits<qint64>::max());
}

} // namespace hw
