#pragma once

#include "domain/SourceStatus.h"

namespace hw {

// The one-line status-bar text of a source, so every view says the same thing:
//   "clickhouse: as of 14:05 (3 min ago), next poll in 42 s"
//   "clickhouse: failed 2x: HTTP 503: service unavailable; retry in 35 s; showing data as of 14:05 (1 h ago)"
//   "clickhouse: paused; showing data as of 14:05 (12 min ago)"
//   "demo: replaying 2024-08-14 21:10 UTC"
// Clock times are local (what "as of hh:mm" means to the user); now is UTC seconds.
class SourceStatusText
{
public:
    static QString describe(const SourceStatus &status, qint64 now);
    // The state's shape: ✔ ok, ↻ updating, ✖ failing, ❚❚ paused, ⊘ offline, ▶ replaying, ○ no data.
    static QString symbol(const SourceStatus &status);
    // "just now", "45 s ago", "3 min ago", "2 h ago", "3 days ago".
    static QString age(qint64 seconds);
    // "in 42 s", "in 3 min", "now".
    static QString countdown(qint64 seconds);
};

} // namespace hw
