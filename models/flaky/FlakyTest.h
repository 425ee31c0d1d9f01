#pragma once

#include "FlakeRate.h"

#include <QMetaType>
#include <QString>
#include <QStringList>
#include <QVector>
#include <QtGlobal>

#include <optional>

namespace hw {

// One test HUD calls flaky in process over a time range (flaky_tests/in_subprocess: a row that
// passed on a rerun, `length(rerun) != 0 AND length(failure) = 0`, in a job of {repo}'s `main`
// workflow runs not named like %rerun_disabled_tests%), with HUD's figures under HUD's names
// (numGreen = such rows, numRed = their reruns) and the console's own per-job figures beside them:
// a run (console) is one job of that job set the test ran in (skipped-only jobs are no run); it is
// flaky (console) when the test failed and passed in that job (a passing rerun, or a failure row
// and a passing row), failed (console) when it failed without passing. Counted per job, not row.
struct FlakyTest {
    QString file;
    QString classname;
    QString name;
    QString invokingFile;
    // HUD's figures (in_subprocess).
    qint64 numGreen = 0;
    qint64 numRed = 0;
    QVector<qint64> jobIds; // HUD's jobIds, one per flaky row, sorted
    QVector<qint64> workflowIds; // HUD's workflowIds, one per flaky row, sorted
    // The console's own.
    int flakyRuns = 0;
    int totalRuns = 0;
    int failedRuns = 0;
    QStringList jobs; // "<workflow> / <job name>" of the jobs it flaked in, sorted
    std::optional<int> disabledIssue; // the open DISABLED issue, if any
    qint64 lastFlakeAt = 0; // UTC seconds of the newest flaky run

    // The console's flake rate (flakyRuns of totalRuns): not a HUD figure.
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
