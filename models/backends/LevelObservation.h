#pragma once

#include "TrustLevel.h"

namespace hw {

// ClickHouse's view of a backend's level: the first and last dispatch seen with this
// downstream_repo_level. Consecutive observations of different levels mark a level change.
struct LevelObservation {
    TrustLevel level = TrustLevel::Unknown;
    qint64 firstSeen = 0;   // UTC seconds (min started_at)
    qint64 lastSeen = 0;    // UTC seconds (max started_at)
    bool operator==(const LevelObservation &) const = default;
};

} // namespace hw
