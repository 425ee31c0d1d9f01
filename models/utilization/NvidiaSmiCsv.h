#pragma once

#include "domain/Result.h"
#include "utilization/UtilizationSample.h"

#include <QStringList>

namespace hw {

// An nvidia-smi monitor log as CSV: a header naming at least timestamp, gpu_index and
// utilization_gpu_percent (temperature_C and power_W are read when present; other columns are
// listed as unknown), then one line per GPU and sample. ISO 8601 times. A line that cannot be
// read is counted and its number kept (the first MaxReportedLines), never fatal; a file without
// the needed columns, larger than MaxBytes or with more than MaxGpus GPUs is refused.
class NvidiaSmiCsv
{
public:
    static constexpr qint64 MaxBytes = 512LL * 1024 * 1024;
    static constexpr int MaxGpus = 256;
    static constexpr int MaxReportedLines = 20;

    struct Log {
        QVector<GpuSeries> gpus; // by GPU index
        QStringList unknownColumns;
        int malformedLines = 0;
        QVector<int> malformedLineNumbers; // 1-based, the first MaxReportedLines
    };
    static Result<Log, QString> parse(const QByteArray &csv);
};

} // namespace hw
