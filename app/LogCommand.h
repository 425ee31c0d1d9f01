#pragma once

#include <QStringList>

class QTextStream;

namespace hw {

// `hudwatch log FILE [--find PATTERN [--fixed] [--ignore-case] [--count]] [--classify] [--json]`:
// a CI log without a display. Prints the log's summary, the matching lines with their numbers
// (or only their count, which equals `grep -c`), and/or the failing line the classifier picks.
int runLogCommand(const QStringList &args, QTextStream &out, QTextStream &err);

} // namespace hw
