#pragma once

#include "domain/SourceStatus.h"

#include <functional>

namespace hw::test {

// The one wait for a sync (anything with a SourceStatus status()) to reach a state: the event
// loop runs until `reached` holds or the deadline passes; on a timeout it prints the last status
// it saw (state, error, notice, failures), so a failed wait says where the sync stood.
//   QVERIFY(waitForState(rig.sync, SourceStatus::State::Ok, 10'000));
//   QVERIFY(waitForStatus(sync, [](const SourceStatus &s) { return s.consecutiveFailures == 2; }, 20'000));
using StatusPredicate = std::function<bool(const SourceStatus &)>;

bool waitForStatusOf(const std::function<SourceStatus()> &status, const StatusPredicate &reached, int timeoutMs);

template <typename Sync>
bool waitForStatus(const Sync &sync, const StatusPredicate &reached, int timeoutMs = 5'000)
{
    return waitForStatusOf([&sync] { return SourceStatus(sync.status()); }, reached, timeoutMs);
}

template <typename Sync>
bool waitForState(const Sync &sync, SourceStatus::State state, int timeoutMs = 5'000)
{
    return waitForStatus(sync, [state](const SourceStatus &s) { return s.state == state; }, timeoutMs);
}

// "clickhouse: BackingOff, 2 failures, error …: connection refused, …": a status for a test's log.
QString statusLine(const SourceStatus &status);

} // namespace hw::test
