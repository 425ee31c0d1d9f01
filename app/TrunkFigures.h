#pragma once

#include "charts/TimeRange.h"
#include "domain/Result.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <optional>

namespace hw {

class FigureSource;

// `hudwatch trunk --json`: the trunk health figures the Trunk tab shows. A profile's are the
// ones its console fetched last (the cache's "trunk" snapshot, over the range fetched then); a
// recording's (and the demo's) are computed from its rows as of the instant, over the range
// ending there (default the last day, as the replayed tab opens), by the tab's own calculator.
// Serialized through TrunkHealthJson, whole, under "health" (HUD's figures under "hud", the
// console's own under "console"); "buckets" regroups every per-bucket figure of both by bucket,
// with the bucket's start time.
class TrunkFigures
{
    Q_DECLARE_TR_FUNCTIONS(hw::TrunkFigures)

public:
    static Result<QJsonObject> build(const FigureSource &source, const std::optional<TimeRange> &range);
    // health (TrunkHealthJson's object) regrouped by bucket: every array whose entries carry a
    // "bucket" >= 0 contributes, under its own name, its entry of that bucket (a list where it
    // has several per bucket, as queue figures by label do).
    static QJsonArray byBucket(const QJsonObject &health);
};

} // namespace hw
