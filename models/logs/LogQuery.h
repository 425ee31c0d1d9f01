#pragma once

#include <QString>

namespace hw {

// What the find bar asks for.
struct LogQuery {
    QString pattern;
    bool regex = false;
    bool caseSensitive = false;
    bool isEmpty() const { return pattern.isEmpty(); }
    bool operator==(const LogQuery &) const = default;
};

} // namespace hw
