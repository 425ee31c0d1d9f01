#pragma once

#include "utilization/JobUtilization.h"

#include <QHash>

namespace hw {

// Collects a job's values interval by interval into tracks, one per metric and GPU. A track that
// gets no value in an interval gets a gap (NaN) there, so a GPU or a field missing from one
// record is drawn as missing, not as a line through it or as zero.
class JobUtilizationBuilder
{
public:
    static constexpr int MaxGpus = 256;

    explicit JobUtilizationBuilder(JobUtilization *job);

    void beginInterval(qint64 ms);
    // A value of the current interval; gpuId is empty for CPU and memory. NaN values are gaps.
    // False when the job would have more than MaxGpus GPUs (the value is dropped).
    bool add(UtilizationMetric metric, const QString &gpuId, double average, double peak);
    void endInterval();
    // Puts intervals that arrived out of order in time order.
    void finish();

private:
    int gpuIndex(const QString &gpuId);

    JobUtilization *m_job;
    QHash<QPair<int, int>, int> m_trackOf; // (metric, gpu) -> index into tracks
    QVector<bool> m_touched;
    qint64 m_at = 0;
    qint64 m_last = std::numeric_limits<qint64>::min();
    bool m_ordered = true;
};

} // namespace hw
