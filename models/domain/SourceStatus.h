#pragma once

#include <QString>

namespace hw {

// What the status bar shows for one data source.
struct SourceStatus {
    enum class State { Idle, Fetching, Ok, Failed, BackingOff, Paused, Offline, Replaying };
    QString source;         // "clickhouse", "demo", ...
    State state = State::Idle;
    qint64 asOf = 0;        // UTC seconds of the newest complete data shown (0 = none)
    qint64 nextPollAt = 0;  // UTC seconds of the next scheduled poll (0 = none scheduled)
    QString lastError;      // human-readable, no secrets; empty when the last poll succeeded
    int consecutiveFailures = 0;
    bool replay = false;    // a recording on a replay clock: asOf is that clock, not "how fresh"
    bool operator==(const SourceStatus &) const = default;
};

} // namespace hw
