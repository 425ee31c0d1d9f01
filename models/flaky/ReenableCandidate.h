#pragma once

#include <QString>

#include <optional>

namespace hw {

// A disabled test that could be re-enabled, by HUD's rule (flaky_tests/disabled_non_flaky_tests,
// the flaky bot's 150 / 0): its default.rerun_disabled_tests rows of {repo}'s workflow runs created
// in the 7 days before the range end (workflow_run.created_at: the table has no time of its own),
// summed per test: num_green >= 150, num_red <= 0, no row flaky.
struct ReenableCandidate {
    QString file;
    QString classname;
    QString name;
    qint64 green = 0;
    qint64 lastRunAt = 0; // created_at of its newest workflow run in the window
    std::optional<int> disabledIssue; // the DISABLED issue to close, when the snapshot has it

    bool operator==(const ReenableCandidate &) const = default;
};

} // namespace hw
