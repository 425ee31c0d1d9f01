#pragma once

#include "domain/Result.h"

#include <QCoreApplication>
#include <QJsonObject>

namespace hw {

class FigureSource;
struct BackendsSnapshot;
struct L3CriterionResult;

// `hudwatch backends --json`: each backend as the Backends view shows it, built by the view's
// own join (BackendOverview, which asks L3ReadinessEvaluator for the verdict): level and where
// it comes from, every L3 criterion with its window, measured value, target and whether it is
// met, the verdict and its reasons; beside them the ClickHouse figures the criteria are
// measured from (BackendsSnapshotJson's stats, whole) and HUD's own level-status where the relay
// served it. A profile's snapshot is its cache's, a recording's the one at or before the
// instant, the demo's generated for the instant (as the demo view does).
class BackendsFigures
{
    Q_DECLARE_TR_FUNCTIONS(hw::BackendsFigures)

public:
    static Result<QJsonObject> build(const FigureSource &source);
    static QJsonObject toJson(const BackendsSnapshot &snapshot);
    static QJsonObject criterionToJson(const L3CriterionResult &criterion);
};

} // namespace hw
