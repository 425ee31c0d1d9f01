#pragma once

#include "BackendOverviewRow.h"
#include "CrcrSnapshot.h"
#include "L3Targets.h"

#include <QVector>

namespace hw {

// Joins the allowlist, the relay's level-status, ClickHouse's stats and the level history of a
// snapshot into one row per backend (what the overview and the detail header show).
class BackendOverview
{
public:
    // Every repo of the allowlist (level from there), plus repos seen only in ClickHouse (level =
    // latest LevelObservation) or only in level-status; sorted by level (L4 first) then repo.
    static QVector<BackendOverviewRow> build(const CrcrSnapshot &snapshot, const L3Targets &targets = {});
    // The row for one repo (case-insensitive), computed the same way; nullopt when unknown.
    static std::optional<BackendOverviewRow> buildOne(const CrcrSnapshot &snapshot, QStringView repo,
                                                      const L3Targets &targets = {});
};

} // namespace hw
