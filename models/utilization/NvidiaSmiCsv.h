#pragma once

#include "domain/Result.h"
#include "utilization/UtilizationSample.h"

#include <QStringList>

class QIODevice;

namespace hw {

// An nvidia-smi monitor log as CSV: a header naming at least timestamp, gpu_index and
// utilization_gpu_percent (temperature_C and power_W are read when present; other columns are
// listed as unknown), then one line per GPU and sample. ISO 8601 times. A line that cannot be
// read (among them one longer than MaxLineBytes or with more than MaxFields fields) is counted
// and its number kept (the first MaxReportedLines), never fatal; a file without the needed
// columns, larger than MaxBytes or with more than MaxGpus GPUs is refused. The file is read as a
// stream: the memory it takes is its samples' (32 bytes each) and one block.
class NvidiaSmiCsv
{
public:
    static constexpr qint64 MaxBytes = 512LL * 1024 * 1024;
    static constexpr qsizetype MaxLineBytes = 8 * 1024;
    static constexpr int MaxFields = 128;
    static constexpr int MaxGpus = 256;
    static constexpr int MaxReportedLines = 20;

    struct Log {
        QVector<GpuSeries> gpus; // by GPU index
        QStringList unknownColumns; // quoted visibly (QuotedText)
        int malformedLines = 0;
        QVector<int> malformedLineNumbers; // 1-based, the first MaxReportedLines
    };
    static Result<Log, QString> read(QIODevice *device);
    static Result<Log, QString> parse(const QByteArray &csv);
};

} // namespace hw
