#include "JobUtilizationBuilder.h"

#include <algorithm>
#include <numeric>

namespace hw {

JobUtilizationBuilder::JobUtilizationBuilder(JobUtilization *job)
    : m_job(job)
{
}

void JobUtilizationBuilder::beginInterval(qint64 ms)
{
    m_at = ms;
    m_touched.fill(false);
    if (ms < m_last)
        m_ordered = false;
    m_last = std::max(m_last, ms);
}

int JobUtilizationBuilder::gpuIndex(const QString &gpuId)
{
    if (gpuId.isEmpty())
        return -1;
    const qsizetype i = m_job->gpuIds.indexOf(gpuId);
    if (i >= 0)
        return int(i);
    if (m_job->gpuIds.size() >= MaxGpus)
        return -2;
    m_job->gpuIds << gpuId;
    return int(m_job->gpuIds.size() - 1);
}

bool JobUtilizationBuilder::add(UtilizationMetric metric, const QString &gpuId, double average, double peak)
{
    const int gpu = gpuIndex(gpuId);
    if (gpu == -2)
        return false;
    const QPair<int, int> key{int(metric), gpu};
    auto it = m_trackOf.find(key);
    if (it == m_trackOf.end()) {
        UtilizationTrack t;
        t.metric = metric;
        t.gpu = gpu;
        m_job->tracks << t;
        m_touched << false;
        it = m_trackOf.insert(key, int(m_job->tracks.size() - 1));
    }
    UtilizationTrack &t = m_job->tracks[*it];
    if (m_touched[*it]) { // the same value twice in one record: the later one wins
        t.average.last() = average;
        t.peak.last() = peak;
        return true;
    }
    m_touched[*it] = true;
    t.times << m_at;
    t.average << average;
    t.peak << peak;
    return true;
}

void JobUtilizationBuilder::endInterval()
{
    constexpr double Nan = std::numeric_limits<double>::quiet_NaN();
    for (qsizetype i = 0; i < m_touched.size(); ++i) {
        if (m_touched[i])
            continue;
        UtilizationTrack &t = m_job->tracks[i];
        t.times << m_at;
        t.average << Nan;
        t.peak << Nan;
    }
}

void JobUtilizationBuilder::finish()
{
    if (m_ordered)
        return;
    for (UtilizationTrack &t : m_job->tracks) {
        std::vector<qsizetype> order(size_t(t.times.size()));
        std::iota(order.begin(), order.end(), 0);
        std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) { return t.times[a] < t.times[b]; });
        UtilizationTrack sorted;
        sorted.metric = t.metric;
        sorted.gpu = t.gpu;
        for (const qsizetype i : order) {
            sorted.times << t.times[i];
            sorted.average << t.average[i];
            sorted.peak << t.peak[i];
        }
        t = std::move(sorted);
    }
    m_ordered = true;
}

} // namespace hw
