#pragma once

#include "FlakeRate.h"

#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QVector>

#include <optional>

namespace hw {

// One test's record over a time range, as FlakyClickHouseSource aggregates it. A run is one job
// the test ran in (skipped-only jobs are no run); it is flaky when the test failed and passed in
// that job (a passing rerun, or a failure row and a passing row), failed when it failed without
// passing. Counts are per job, never per row.
struct FlakyTest {
    QString file;
    QString classname;
    QString name;
    int flakyRuns = 0;
    int totalRuns = 0;
    int failedRuns = 0;
    QStringList jobs; // "<workflow> / <job name>" of the jobs it flaked in, sorted
    std::optional<int> disabledIssue; // the open DISABLED issue, if any
    qint64 lastFlakeAt = 0; // UTC seconds of the newest flaky run

    FlakeRate rate() const { return { flakyRuns, totalRuns }; }
    // "file · class · name", empty parts left out: what the list shows and the filter matches.
    QString fullName() const;
    // The build environments of jobs ("linux-jammy-py3.10-gcc11" of
    // "pull / linux-jammy-py3.10-gcc11 / test (default, 1, 5, ...)"), distinct, sorted.
    QStringList platforms() const;

    bool operator==(const FlakyTest &) const = default;
};

} // namespace hw

Q_DECLARE_METATYPE(hw::FlakyTest)
