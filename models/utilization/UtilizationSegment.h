#pragma once

#include <QString>

namespace hw {

// A test interval monitor.py's post-processing found in a job (oss_ci_utilization_metadata's
// segments): its level (CMD_PYTHON, …), the command line, and when it ran (ms, UTC).
struct UtilizationSegment {
    QString level;
    QString name;
    qint64 fromMs = 0;
    qint64 toMs = 0;
};

} // namespace hw
