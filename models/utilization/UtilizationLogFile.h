#pragma once

#include "domain/Result.h"
#include "utilization/JobUtilization.h"

class QIODevice;

namespace hw {

// A local monitor log, whatever its format: JSON lines (MonitorJsonLines) when the first
// character is '{', else nvidia-smi CSV (NvidiaSmiCsv). Used by `hudwatch utilization FILE` and
// `hudwatch --utilization FILE`. Read as a stream, so the memory it takes is about the samples'
// own; only a regular file of at most MaxBytes is read (a FIFO or a device could block or never end).
class UtilizationLogFile
{
public:
    static constexpr qint64 MaxBytes = 512LL * 1024 * 1024;

    static Result<JobUtilization, QString> read(const QString &path);
    static Result<JobUtilization, QString> read(QIODevice *device);
    static Result<JobUtilization, QString> parse(const QByteArray &content);
};

} // namespace hw
