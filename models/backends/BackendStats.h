#pragma once

#include "DailyCount.h"
#include "LevelObservation.h"
#include "WindowStats.h"

#include <QString>
#include <QVector>

namespace hw {

// Everything ClickHouse says about one backend, as of BackendsSnapshot::asOf.
struct BackendStats {
    QString repo;                       // downstream_repo
    WindowStats demotionWindow;         // last 7 days
    WindowStats promotionWindow;        // last 14 days
    QString lastConclusion;             // of the newest completed job ("" when none)
    qint64 lastCompletedAt = 0;
    QString lastJobName;                // job_name of that newest completed job ("" when none)
    // That job is crcr-test's xfail/xcancel/xtimeout: HUD counts it as a pass whatever its conclusion.
    bool lastExpectedOutcome = false;
    qint64 firstSeenAt = 0;             // oldest dispatch ever seen (data coverage)
    QVector<DailyCount> daily;          // oldest first, days with no jobs omitted
    QVector<LevelObservation> levels;   // oldest first
    bool operator==(const BackendStats &) const = default;
};

} // namespace hw
