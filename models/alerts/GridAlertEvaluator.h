#pragma once

#include "Alert.h"
#include "AlertRules.h"
#include "GridAlertInput.h"

#include <optional>

namespace hw {

class GroupingRules;

// The alert rules over one sync's grid: which jobs are broken (their newest N finished runs
// failed: X or T; unstable jobs show W and flaky ones F, so neither counts), which groups are
// red, whether trunk has been red too long, and the user's own job-name rules. Cancelled,
// skipped, queued and running cells neither count nor break a streak. Pure: same input, same
// alerts.
class GridAlertEvaluator
{
public:
    static Alerts evaluate(const GridAlertInput &input, const AlertRules &rules, const GroupingRules *grouping,
        qint64 now);
    // A source that failed its last polls, or whose newest data is too old (0: unknown).
    static std::optional<Alert> sourceAlert(const QString &source, int failedPolls, qint64 newestDataAt,
        const AlertRules &rules, qint64 now);
    // hudwatch://grid?column=…&sha=…: what a notification's "Open" shows.
    static QUrl gridTarget(const QString &column, const QString &sha);
};

} // namespace hw
