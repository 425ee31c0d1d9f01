#pragma once

#include "clickhouse/ClickHouseConfig.h"
#include "domain/Result.h"
#include "profiles/ProfileSettings.h"

#include <QString>

namespace hw {

// How a headless command reaches a profile's ClickHouse, as the window does: the profile's
// settings with the password from the keychain (none stored: a password-less user). The
// keychain is reached over D-Bus, so no display is needed (e.g. over SSH with a session bus).
class ProfileClickHouse
{
public:
    // Runs a local event loop until the keychain answers (it has a time limit of its own).
    // A Configuration error when the keychain cannot be read.
    static Result<ClickHouseConfig> config(const ProfileSettings &profile);
};

} // namespace hw
