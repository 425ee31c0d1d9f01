#pragma once

#include <QtGlobal>

#include <vector>

namespace hw {

// The lines a find query matched in a whole log: the exact count and every line, for the
// scrollbar marks and next/previous.
struct LogMatches {
    qint64 count = 0;           // matching lines (as grep -c counts)
    std::vector<quint32> lines; // 0-based, ascending; complete unless count > lines.size()
};

} // namespace hw
