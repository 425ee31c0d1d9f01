#pragma once

#include "BackendOverviewRow.h"
#include "BackendsSnapshot.h"
#include "L3Targets.h"

#include <QVector>

namespace hw {

// Joins the allowlist, the relay's level-status, ClickHouse's stats and the level history of a
// snapshot into one row per backend (what the overview and the detail header show).
class BackendOverview
{
public:
    // Every repo of the allowlist (level from there), plus repos seen only in ClickHouse or only in
    // level-status (level from HUD's level-status, else the latest LevelObservation); sorted by
    // level (L4 first) then repo. The one rule for "which level is this backend at".
    static QVector<BackendOverviewRow> build(const BackendsSnapshot &snapshot, const L3Targets &targets = {});
    // The row for one repo (case-insensitive), computed the same way; nullopt when unknown.
    static std::optional<BackendOverviewRow> buildOne(const BackendsSnapshot &snapshot, QStringView repo,
                                                      const L3Targets &targets = {});
    // The repos build() has rows for, in snapshot order (allowlist first), as the snapshot spells them.
    static QStringList repos(const BackendsSnapshot &snapshot);
    // The snapshot's spelling of repo (GitHub names are case-insensitive); empty when unknown.
    static QString findRepo(const BackendsSnapshot &snapshot, QStringView repo);
    // As buildOne, but for any repo name: an unknown one gets a row from the dated history alone
    // (level Unknown when that says nothing either).
    static BackendOverviewRow rowFor(const BackendsSnapshot &snapshot, QStringView repo, const L3Targets &targets = {});
};

} // namespace hw
