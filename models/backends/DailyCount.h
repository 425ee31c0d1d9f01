#pragma once

#include <QtGlobal>

namespace hw {

// One UTC day of a backend's completed jobs (for the "jobs over time" chart).
struct DailyCount {
    qint64 day = 0;           // UTC seconds of 00:00 that day
    qint64 succeeded = 0;     // as WindowStats::succeeded
    qint64 testFailures = 0;
    qint64 infraFailures = 0;
    bool operator==(const DailyCount &) const = default;
};

} // namespace hw
