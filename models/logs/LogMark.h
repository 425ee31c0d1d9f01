#pragma once

#include <QtGlobal>

#include <vector>

namespace hw {

// A line that GitHub Actions' workflow commands make special ("##[group]Run tests", "##[error]…").
struct LogMark {
    enum class Kind : quint8 { GroupStart, GroupEnd, Error, Warning };
    qint64 line = 0; // 0-based
    Kind kind = Kind::GroupStart;
    bool operator==(const LogMark &) const = default;
};

using LogMarks = std::vector<LogMark>;

} // namespace hw
