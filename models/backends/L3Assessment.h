#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace hw {

// One L3 criterion measured over one window against its target.
struct L3CriterionResult {
    QString key;                        // HUD's l3Thresholds keys: tenureAtL2Days, e2eTimeS, avgQueueTimeS, overrun_rate, timeoutRate, passRate
    QString label;                      // translated, e.g. "Job pass rate"
    int windowDays = 0;                 // 14 (promotion) or 7 (demotion); 0 for tenure
    std::optional<double> measured;     // seconds, days or a 0..1 rate; nullopt = no data
    double target = 0;
    // HUD's one rule (evaluateL3Threshold) for promotion and demotion alike: ">=" for "at least"
    // targets (pass rate, tenure), "<" for "below" ones. 90.0 % meets >= 90 %; 3 h fails < 3 h.
    QString comparison;
    std::optional<bool> met;            // nullopt = no data
    bool countsForDemotion = false;
    bool operator==(const L3CriterionResult &) const = default;
};

// The L3 readiness panel: every criterion for both windows plus a verdict.
struct L3Assessment {
    enum class Verdict { Promote, Hold, Demote, NotEnoughData };
    Verdict verdict = Verdict::NotEnoughData;
    QStringList reasons;                // translated, one line each ("pass rate 88.0 % <= 90 % over 7 days")
    QVector<L3CriterionResult> promotion;   // 14-day window (+ tenure)
    QVector<L3CriterionResult> demotion;    // 7-day window, demotion criteria only
    bool whatIf = false;                // evaluated with non-default targets
    // L3 only. HUD's /crcr view lists an L3 repo as on temporary demotion when a demotion
    // criterion fails OR it has no completed PR job in the demotion window ("no data");
    // /api/crcr/level-status reports change "demote" only when one fails with data. Both shown.
    bool noData = false;
    bool temporaryDemotion = false;     // HUD's /crcr view
    bool levelStatusDemote = false;     // HUD's level-status change: "demote"
    bool operator==(const L3Assessment &) const = default;
};

} // namespace hw
