#pragma once

#include <QStringList>
#include <QTextStream>

namespace hw {

// `hudwatch utilization FILE [--json]`: per-GPU and overall utilization stats of a local monitor
// log (the nvidia-smi CSV), with no display; unknown columns and malformed lines are reported
// with their line numbers. Returns 0, 1 (unreadable or invalid file) or 2 (usage).
int runUtilizationCommand(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace hw
