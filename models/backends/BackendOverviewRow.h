#pragma once

#include "L3Assessment.h"
#include "LevelSpan.h"
#include "TrustLevel.h"
#include "WindowStats.h"

#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace hw {

// One backend as the overview shows it: level from the allowlist (or, for a repo only seen in
// ClickHouse, from its latest downstream_repo_level), both windows, marks and the L3 verdict.
struct BackendOverviewRow {
    // Where `level` comes from, in order of authority.
    enum class LevelSource { None, Allowlist, LevelStatus, ClickHouse };
    QString repo;
    TrustLevel level = TrustLevel::Unknown;
    LevelSource levelSource = LevelSource::None;
    QString device;                      // L3 device group; empty otherwise
    QStringList oncalls;
    WindowStats week;                    // last 7 days (demotion window)
    WindowStats fortnight;               // last 14 days (promotion window)
    QString lastConclusion;              // of the newest completed job; "" when none
    qint64 lastCompletedAt = 0;
    QString lastJobName;                 // job_name of that job
    bool lastExpectedOutcome = false;    // crcr-test xfail/xcancel/xtimeout: HUD counts it as a pass
    bool temporarilyDemoted = false;     // relay level-status change=="demote": the auto-demotion PR is open
    bool demotionPending = false;        // at L3 and our 7-day verdict is Demote but the relay has not flagged it
    bool inAllowlist = false;            // false: seen only in ClickHouse (or only in level-status)
    std::optional<double> tenureDays;    // days held at the current level (nullopt when unknown)
    L3Assessment assessment;             // with the targets given to BackendOverview::build
    QVector<LevelSpan> history;          // oldest first
    bool operator==(const BackendOverviewRow &) const = default;
};

} // namespace hw
