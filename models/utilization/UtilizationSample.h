#pragma once

#include <QString>
#include <QVector>

namespace hw {

// One GPU's samples from a monitor log: times in ms since the epoch (UTC), utilization in
// percent; temperature and power when the log has them (NaN where a line lacks them).
struct GpuSeries {
    int gpu = 0;
    QVector<qint64> times;
    QVector<double> utilization;
    QVector<double> temperatureC;
    QVector<double> powerW;
};

} // namespace hw
