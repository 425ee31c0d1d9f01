#pragma once

#include "Alert.h"
#include "AlertRules.h"

namespace hw {

struct BackendsSnapshot;

// The backend rules over one backends sync, from the same rows the overview shows
// (BackendOverview): an L3 backend whose 7-day window crosses a demotion threshold (the
// L3ReadinessEvaluator's Demote), a backend the relay flagged for demotion (level-status
// change "demote": its auto-demotion PR is open), and an L4 backend whose newest job failed (its
// required check blocks merges). Keys are "backend:<repo>#…", so muting "backend:<repo>" covers
// all three. Pure: same snapshot, same alerts.
class BackendAlertEvaluator
{
public:
    static Alerts evaluate(const BackendsSnapshot &snapshot, const AlertRules &rules);
    // hudwatch://backends?repo=…: what a notification's "Open" shows.
    static QUrl backendTarget(const QString &repo);
    static QString subject(const QString &repo) { return QStringLiteral("backend:") + repo; }
};

} // namespace hw
