#pragma once

namespace hw {

// HUD's l3Thresholds (reference/crcr.md). A maintainer may edit these for a what-if verdict;
// isDefault() tells the views to mark such a verdict clearly.
struct L3Targets {
    double tenureAtL2Days = 30;        // >= (promotion only)
    double e2eP50MaxSeconds = 3 * 3600; // <  (demotion: > fails)
    double avgQueueMaxSeconds = 30 * 60; // < (promotion only)
    double overrunRateMax = 0.01;      // <  (promotion only)
    double timeoutRateMax = 0.01;      // <  (demotion: >= fails)
    double passRateMin = 0.90;         // >= (demotion: <= fails)
    int promotionWindowDays = 14;
    int demotionWindowDays = 7;
    int minDataDays = 14;              // data needed before a promotion verdict
    bool operator==(const L3Targets &) const = default;
    bool isDefault() const { return *this == L3Targets{}; }
};

} // namespace hw
