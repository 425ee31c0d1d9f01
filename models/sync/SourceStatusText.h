#pragma once

#include "domain/SourceStatus.h"

#include <QCoreApplication>

namespace hw {

// The one-line status-bar text of a source, so every view says the same thing:
//   "clickhouse: as of 14:05 (3 min ago), next poll in 42 s"
//   "clickhouse: failed 2x: HTTP 503: service unavailable; retry in 35 s; showing data as of 14:05 (1 h ago)"
//   "clickhouse: paused; showing data as of 14:05 (12 min ago)"
//   "clickhouse: updating for 2 min; stale data as of 14:05 (7 min ago)"
//   "clickhouse: updating; no data yet"
//   "demo: replaying 2024-08-14 21:10 UTC"
// Clock times are local (what "as of hh:mm" means to the user); now is UTC seconds.
class SourceStatusText
{
    Q_DECLARE_TR_FUNCTIONS(hw::SourceStatusText)

public:
    static QString describe(const SourceStatus &status, qint64 now);
    // The state's shape: ✔ ok, ↻ updating, ⚠ stale (ok or updating), ✖ failing, ❚❚ paused,
    // ⊘ offline, ▶ replaying, ○ no data.
    static QString symbol(const SourceStatus &status);
    // "just now", "45 s ago", "3 min ago", "2 h ago", "3 days ago".
    static QString age(qint64 seconds);
    // "in 42 s", "in 3 min", "now".
    static QString countdown(qint64 seconds);
    // "45 s", "3 min", "2 h", "3 days": how long something has been going on.
    static QString duration(qint64 seconds);
};

} // namespace hw
