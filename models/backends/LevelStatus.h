#pragma once

#include "TrustLevel.h"

#include <QString>
#include <QVector>

#include <optional>

namespace hw {

// One criterion as HUD's /api/crcr/level-status reports it.
struct RelayCriterion {
    QString criterion;                 // e.g. "passRate", "timeoutRate", "e2eTimeS"
    std::optional<double> measured;    // null when HUD had no data
    double target = 0;
    bool met = false;
    // HUD's level-status.ts sends display strings ("92.3%", "2h 10m", "–") for measured and
    // target labels ("≥ 90%"), and null for met when it could not judge: kept verbatim here
    // (measured/target stay unset/0 then). Empty when HUD sent numbers.
    QString measuredText;
    QString targetText;
    bool judged = true;                // false when HUD sent "met": null
    bool operator==(const RelayCriterion &) const = default;
};

// One repo of GET /api/crcr/level-status.
struct LevelStatus {
    QString repo;
    TrustLevel level = TrustLevel::Unknown;
    QString change;                    // "demote", "promote" or empty (JSON null)
    bool noData = false;
    int windowDays = 0;
    QVector<RelayCriterion> criteria;
    bool operator==(const LevelStatus &) const = default;
};

} // namespace hw
