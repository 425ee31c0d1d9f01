#pragma once

#include <QString>

#include <optional>

namespace hw {

// A disabled test that could be re-enabled by HUD's rule: over the 7 days before the range end its
// re-runs (default.rerun_disabled_tests) were green at least 150 times, never red, never flaky.
struct ReenableCandidate {
    QString file;
    QString classname;
    QString name;
    qint64 green = 0;
    qint64 lastRunAt = 0;
    std::optional<int> disabledIssue; // the DISABLED issue to close, when the snapshot has it

    bool operator==(const ReenableCandidate &) const = default;
};

} // namespace hw
