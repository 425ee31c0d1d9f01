// libFuzzer target: a local GPU monitor log as `hudwatch utilization FILE` reads it (nvidia-smi
// CSV, or monitor.py JSON lines in any of their shapes). Besides the sanitizers' findings it traps
// when a result breaks the contract: a refusal says why; an accepted log has samples, every track
// the same length in times, averages and peaks, times in order, at most MaxGpus GPUs, and its
// stats (all GPUs, each GPU, every segment window) within the samples' range.
#include "utilization/JobUtilizationBuilder.h"
#include "utilization/UtilizationLogFile.h"

#include <cmath>
#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray content(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto job = hw::UtilizationLogFile::parse(content);
    if (!job) {
        if (job.error().isEmpty())
            __builtin_trap();
        return 0;
    }
    if (job->sampleCount() == 0 || job->gpuIds.size() > hw::JobUtilizationBuilder::MaxGpus)
        __builtin_trap();
    for (const hw::UtilizationTrack &t : job->tracks) {
        const qsizetype n = t.times.size();
        if (t.average.size() != n || t.peak.size() != n || t.gpu >= job->gpuIds.size())
            __builtin_trap();
        for (qsizetype i = 1; i < n; ++i)
            if (t.times[i] < t.times[i - 1])
                __builtin_trap();
        (void)hw::JobUtilization::chartPoints(t);
    }
    for (int m = 0; m < hw::kUtilizationMetricCount; ++m) {
        const auto metric = hw::UtilizationMetric(m);
        const hw::UtilizationStats s = job->stats(metric, -1);
        if (s.samples > 0 && (s.p10 > s.p90 || s.average > s.max || s.spikeFrequency < 0 || s.spikeFrequency > 1))
            __builtin_trap();
        const auto [from, to] = job->timeSpan();
        if (job->stats(metric, -1, from + (to - from) / 2, to).samples > s.samples)
            __builtin_trap();
    }
    return 0;
}
