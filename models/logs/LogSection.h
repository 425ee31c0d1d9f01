#pragma once

#include <QtGlobal>

#include <vector>

namespace hw {

// A "##[group]" … "##[endgroup]" section: the header line stays visible when folded.
struct LogSection {
    qint64 header = 0;   // the ##[group] line
    qint64 last = 0;     // the ##[endgroup] line (or the line before the next group / the end)
    qint64 hiddenLines() const { return last - header; }
    bool contains(qint64 line) const { return line >= header && line <= last; }
    bool operator==(const LogSection &) const = default;
};

using LogSections = std::vector<LogSection>;

} // namespace hw
