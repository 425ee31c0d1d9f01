#pragma once

#include <QtGlobal>

#include <vector>

namespace hw {

// The lines a find query matched in a whole log: the exact count, and the first matching lines
// (up to LogSearch's bound) for the scrollbar marks and next/previous.
struct LogMatches {
    qint64 count = 0;           // matching lines (as grep -c counts)
    std::vector<quint32> lines; // 0-based, ascending; the first ones only when count > lines.size()
    qint64 lastLine = -1;       // the last matching line, kept or not
    bool isComplete() const { return qint64(lines.size()) == count; }
};

} // namespace hw
