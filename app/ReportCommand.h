#pragma once

#include <QStringList>
#include <QTextStream>

namespace hw {

// `hudwatch report OWNER/REPO FILE.md [--profile NAME] [--pass-rate PCT] ...`: writes a backend's
// promotion review report (Markdown, its two chart PNGs and a PDF beside it) from what the console
// has cached for the profile, or from the demo without one; no window, no network. What-if targets
// are marked as such in the report. args are the words after "report".
// Returns 0 on success, 1 when the report cannot be written (unknown backend, no cached data,
// unwritable path), 2 on bad usage.
int runReportCommand(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace hw
