#pragma once

#include "utilization/UtilizationMetric.h"

#include <QString>
#include <QVector>

namespace hw {

// One measured series of a job: a metric of one GPU (or of the runner, for CPU and memory), one
// value per log interval: its average and its maximum. Times in ms since the epoch (UTC),
// ascending; a value the log did not have is NaN, never 0.
struct UtilizationTrack {
    UtilizationMetric metric = UtilizationMetric::GpuUtilization;
    int gpu = -1;  // index into JobUtilization::gpuIds; -1 for CPU and memory
    QVector<qint64> times;
    QVector<double> average;
    QVector<double> peak;
};

} // namespace hw
