#pragma once

#include "BackendStats.h"
#include "L3Assessment.h"
#include "L3Targets.h"
#include "TrustLevel.h"

#include <optional>

namespace hw {

// The L3 readiness verdict (reference/crcr.md, "L3 criteria as implemented").
//   L2 backend: promotion judged on the 14-day window; Promote when every promotion criterion is
//     met (tenure >= 30 d, e2e P50 < 3 h, avg queue < 30 min, overrun rate < 1 %, timeout rate
//     < 1 %, pass rate >= 90 %), Hold otherwise; NotEnoughData with less than minDataDays of
//     data (asOf - firstSeenAt) or no completed job in the window.
//   L3 backend: demotion judged on the 7-day window with the SAME rule (HUD's
//     evaluateL3Threshold): Demote when pass rate < 90 %, or timeout rate >= 1 %, or e2e P50
//     >= 3 h; Hold otherwise; NotEnoughData with no completed PR job in the window, flagged as
//     HUD shows it (L3Assessment::temporaryDemotion, not levelStatusDemote).
//   L1 (results not stored) and L4 (decided by maintainers, no numeric rule): NotEnoughData / Hold
//     with a reason saying so; criteria are still measured and shown.
class L3ReadinessEvaluator
{
public:
    static L3Assessment evaluate(const BackendStats &stats, TrustLevel current,
                                 std::optional<double> tenureAtL2Days, qint64 asOf,
                                 const L3Targets &targets = {});

    // Display helpers shared by the readiness panel and the promotion report; same rules as the
    // reason lines (a value next to its target never rounds onto it).
    // "88.2 %", "2 h 59 min 59 s", "45 d"; "—" without data.
    // Tenure: HUD's crcr_repo_tenure rows expire after 100 days, so HUD's tenure floors there.
    static QString formatMeasured(const L3CriterionResult &criterion);
    // The target with the relation that must hold: "≥ 90 %", "< 3 h", "> 90 %".
    static QString formatTarget(const L3CriterionResult &criterion);
    // "Promote to L3", "Hold", "Demote to L2", "Not enough data" (translated).
    static QString verdictText(L3Assessment::Verdict verdict);
};

} // namespace hw
