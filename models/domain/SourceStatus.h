#pragma once

#include "SourceError.h"

#include <QString>

namespace hw {

// What the status bar shows for one data source.
struct SourceStatus {
    // NeedsCredentials: the source refused the password or token; polling waits for a new one
    // (asking again with the same secret every poll only locks accounts and floods logs).
    enum class State { Idle, Fetching, Ok, Failed, BackingOff, NeedsCredentials, Paused, Offline, Replaying };
    QString source;         // "clickhouse", "demo", ...
    State state = State::Idle;
    qint64 asOf = 0;        // UTC seconds of the newest complete data shown (0 = none)
    qint64 nextPollAt = 0;  // UTC seconds of the next scheduled poll (0 = none scheduled)
    SourceError error;      // why the last poll failed (its kind and text); kind None when it succeeded
    QString notice;         // what the last successful poll got wrong but survived (e.g. invalid text)
    int consecutiveFailures = 0;
    bool replay = false;    // a recording on a replay clock: asOf is that clock, not "how fresh"
    // The data shown is older than the source's stale threshold, or the poll in flight has run
    // longer than it; set by the sync as time passes, not only when a poll ends.
    bool stale = false;
    qint64 pollStartedAt = 0; // UTC seconds the poll in flight started (0 = none in flight)
    int syncDone = 0;         // a paged first sync in flight: commits stored so far
    int syncTotal = 0;        // ... of this many (0 = no first sync in flight)
    bool operator==(const SourceStatus &) const = default;
};

} // namespace hw
