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
    QString notice;         // what the last successful poll got wrong but survived (e.g. invalid text)
    int consecutiveFailures = 0;
    bool replay = false;    // a recording on a replay clock: asOf is that clock, not "how fresh"
    // The data shown is older than the source's stale threshold, or the poll in flight has run
    // longer than it; set by the sync as time passes, not only when a poll ends.
    bool stale = false;
    qint64 pollStartedAt = 0; // UTC seconds the poll in flight started (0 = none in flight)
    bool operator==(const SourceStatus &) const = default;
};

} // namespace hw
