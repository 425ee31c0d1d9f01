#pragma once

#include "AllowlistEntry.h"
#include "BackendStats.h"
#include "L3Assessment.h"
#include "LevelChangeEvent.h"
#include "LevelSpan.h"
#include "PromotionReport.h"
#include "TrustLevel.h"

#include <QString>
#include <QVector>

namespace hw {

// What a promotion review says about one backend, gathered once from the snapshot: its stats,
// allowlist entry, level (and where the level comes from), level spans and the dated changes
// the report lists, and the L3 verdict, as the views show them (BackendOverview::rowFor).
struct PromotionFacts {
    BackendStats stats;
    const AllowlistEntry *entry = nullptr; // into the input's snapshot; nullptr: not listed
    TrustLevel level = TrustLevel::Unknown;
    QString levelSource;
    QVector<LevelSpan> spans;
    QVector<LevelChangeEvent> events; // the dated PRs plus the changes only ClickHouse saw
    L3Assessment assessment;

    static PromotionFacts gather(const PromotionReport::Input &in);
};

} // namespace hw
