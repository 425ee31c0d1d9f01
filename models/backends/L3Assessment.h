#pragma once

#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace hw {

// One L3 criterion measured over one window against its target.
struct L3CriterionResult {
    QString key;                        // tenureAtL2Days, e2eTimeS, avgQueueTimeS, overrunRate, timeoutRate, passRate
    QString label;                      // translated, e.g. "Job pass rate"
    int windowDays = 0;                 // 14 (promotion) or 7 (demotion); 0 for tenure
    std::optional<double> measured;     // seconds, days or a 0..1 rate; nullopt = no data
    double target = 0;
    QString comparison;                 // ">=", "<", "<=", ">": how measured must relate to target to be met
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
    bool operator==(const L3Assessment &) const = default;
};

} // namespace hw
