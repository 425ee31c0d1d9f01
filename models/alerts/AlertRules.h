#pragma once

#include <QStringList>

namespace hw {

// A profile's alert rules ([alerts] in the profile). Defaults are the on-call's usual wishes:
// a job broken on two commits in a row, trunk red for half an hour, data older than 15 minutes.
struct AlertRules {
    int consecutiveFailures = 2;  // a job is broken when its newest N finished runs failed
    bool groupRule = false;       // also one alert per job group with a broken job
    int trunkRedMinutes = 30;     // 0: off
    int staleMinutes = 15;        // 0: off
    int stillBrokenHours = 4;     // "still broken" again every so often; 0: never
    QStringList jobPatterns;      // the user's own rules: any failure of a matching job (regex)
    bool backendRules = true;     // backends: demotion threshold crossed, demotion PR, L4 blocking

    bool operator==(const AlertRules &) const = default;
};

} // namespace hw
