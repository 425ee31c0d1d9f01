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
