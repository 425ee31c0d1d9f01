#pragma once

#include "backends/BackendsSnapshot.h"

#include <QtGlobal>

namespace hw::test {

// The constructed CRCR snapshot the backend model tests (unit) and view tests (gui) share, so
// both check the same figures without keeping two hand-written copies in step.

inline constexpr qint64 kSecondsPerDay = 86400;
// "Now" for the level history, readiness and promotion report tests: 2026-11-22 11:00 UTC.
inline constexpr qint64 kLevelsAsOf = 1'795'345'200;

// "Now" for the snapshot: 2026-11-20 12:00 UTC, in UTC seconds.
qint64 backendSnapshotAsOf();

// One statistics window ending at backendSnapshotAsOf(); timed-out jobs count as infra failures.
WindowStats backendWindowStats(int days, qint64 jobs, qint64 succeeded, qint64 timedOut, double e2eHours,
                               double queueMinutes);

// Several levels (L4 empty), a repo only in ClickHouse, a relay-flagged demotion and a
// pending one, case differences between allowlist and ClickHouse.
BackendsSnapshot makeBackendSnapshot();

} // namespace hw::test
