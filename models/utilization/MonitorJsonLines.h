#pragma once

#include "domain/Result.h"
#include "utilization/JobUtilization.h"

class QIODevice;

namespace hw {

// A monitor log as JSON lines, in any of the shapes tools/stats/monitor.py has written:
//  - data model 1.x: a {"level": "metadata", …} line, then {"level": "record", "timestamp": s,
//    "data": {…json_data…}} lines (an "error" record is kept as a note);
//  - the old per-process format (2022): {"time": ISO, "total_cpu_percent", "total_gpu_utilization",
//    "per_process_cpu_info", "per_process_gpu_info"};
//  - rows of misc.oss_ci_time_series exported as JSONEachRow ({"time_stamp", "json_data", …}).
// A line that cannot be read is counted with its number, never fatal; a file larger than
// MaxBytes is refused and a line longer than MaxLineBytes skipped, so a hostile file cannot
// exhaust memory. The file is read as a stream: one block and one line at a time.
class MonitorJsonLines
{
public:
    static constexpr qint64 MaxBytes = 512LL * 1024 * 1024;
    static constexpr qsizetype MaxLineBytes = 1024 * 1024;

    static Result<JobUtilization, QString> read(QIODevice *device);
    static Result<JobUtilization, QString> parse(const QByteArray &text);
    // A time as monitor.py and ClickHouse write it: seconds since the epoch (a number or a
    // numeric string), ISO 8601, or "YYYY-MM-DD hh:mm:ss[.fff]" — UTC unless it says otherwise.
    static std::optional<qint64> timeMs(const QJsonValue &value);
};

} // namespace hw
