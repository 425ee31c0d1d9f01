#pragma once

#include <QString>

namespace hw {

// Disabled tests on one day for one platform ("all" for issues that name no platform; a test
// disabled on two platforms counts once for each).
struct DisabledCount {
    qint64 day = 0; // UTC midnight, seconds
    QString platform;
    int tests = 0;

    bool operator==(const DisabledCount &) const = default;
};

} // namespace hw
