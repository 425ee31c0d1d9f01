#pragma once

#include "TrustLevel.h"

#include <QString>

namespace hw {

// A stretch of time a backend held one level (a bar of the level-history timeline).
struct LevelSpan {
    TrustLevel level = TrustLevel::Unknown;
    qint64 from = 0;          // UTC seconds
    qint64 to = 0;            // UTC seconds; the snapshot's asOf for the current span
    bool current = false;     // still held as of asOf
    qint64 pr = 0;            // allowlist PR that started it (0 when inferred from ClickHouse)
    bool fromClickHouse = false; // start inferred from downstream_repo_level, not a dated PR
    bool operator==(const LevelSpan &) const = default;
};

} // namespace hw
