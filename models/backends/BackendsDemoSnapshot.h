#pragma once

#include "BackendsSnapshot.h"

namespace hw {

// The backends views' demo: the real allowlist history (bundled timeline) with generated job
// results for every backend at L2 or above, figured by BackendStatsCalculator as ClickHouse would.
class BackendsDemoSnapshot
{
public:
    // The demo's "now": the day after the last real allowlist change in the bundled timeline.
    static qint64 defaultAsOf();
    static BackendsSnapshot build(qint64 asOf = defaultAsOf());
    // The allowlist as the timeline has it at `at` (levels only; no devices or oncalls known).
    static Allowlist allowlistAt(const QVector<LevelChangeEvent> &timeline, qint64 at);
};

} // namespace hw
