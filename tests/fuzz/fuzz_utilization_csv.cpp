// libFuzzer target: a local GPU monitor log (nvidia-smi CSV) as `hudwatch utilization FILE` reads
// it. Besides the sanitizers' findings it traps when a result breaks the contract: a refusal says
// why; an accepted log has samples, every series the same length in all its columns, at most
// MaxGpus GPUs and utilization within 0–100 %, and its stats are within the samples' range.
#include "utilization/NvidiaSmiCsv.h"
#include "utilization/UtilizationStats.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray csv(reinterpret_cast<const char *>(data), qsizetype(size));
    const auto log = hw::NvidiaSmiCsv::parse(csv);
    if (!log) {
        if (log.error().isEmpty())
            __builtin_trap();
        return 0;
    }
    if (log->gpus.isEmpty() || log->gpus.size() > hw::NvidiaSmiCsv::MaxGpus)
        __builtin_trap();
    for (const hw::GpuSeries &g : log->gpus) {
        const qsizetype n = g.times.size();
        if (n == 0 || g.utilization.size() != n || g.temperatureC.size() != n || g.powerW.size() != n)
            __builtin_trap();
        for (const double v : g.utilization)
            if (!(v >= 0 && v <= 100))
                __builtin_trap();
        const hw::UtilizationStats s = hw::UtilizationStats::of(g.times, g.utilization);
        if (s.samples != n || s.max > 100 || s.p10 > s.p90 || s.spikeFrequency < 0 || s.spikeFrequency > 1)
            __builtin_trap();
    }
    return 0;
}
