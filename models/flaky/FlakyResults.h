#pragma once

#include "AcrossFileRerun.h"
#include "DisabledCount.h"
#include "DisabledTest.h"
#include "FlakyTest.h"
#include "ReenableCandidate.h"

#include <QMetaType>
#include <QVector>

namespace hw {

// The parts of the tab, each from its own query: one failing shows its own error in its place
// while the others still show their figures. Empty: that part was fetched.
struct FlakyPartErrors {
    QString tests; // HUD's in-process flaky tests and the console's figures beside them
    QString acrossFile; // HUD's across-file reruns
    QString disabledByDay; // disabled tests per day and platform (console)
    QString disabledNow; // HUD's disabled tests (latest row per test, open issue)
    QString reenable; // HUD's re-enable candidates

    bool any() const
    {
        return !tests.isEmpty() || !acrossFile.isEmpty() || !disabledByDay.isEmpty() || !disabledNow.isEmpty()
            || !reenable.isEmpty();
    }
    bool operator==(const FlakyPartErrors &) const = default;
};

// Everything the flaky-tests tab shows for one time range [from, to), as one fetch delivers it.
struct FlakyResults {
    qint64 from = 0;
    qint64 to = 0;
    qint64 fetchedAt = 0;
    QString repository = QStringLiteral("pytorch/pytorch"); // the one repository the figures are of
    QVector<FlakyTest> tests; // HUD's in-process flaky tests, by file, class, name, invoking file
    QVector<AcrossFileRerun> acrossFile; // by file, class, name, invoking file
    QVector<DisabledCount> disabledByDay; // by day, then platform
    QVector<DisabledTest> disabledNow; // newest first (since), then by key
    QVector<ReenableCandidate> reenable; // by file, class, name
    FlakyPartErrors errors; // the parts that could not be fetched, with why
    int unnamedRows = 0; // test_run_s3 rows of the window's jobs without a test name: not counted
    int malformedRows = 0; // result rows that could not be read: skipped (the log says which)

    bool operator==(const FlakyResults &) const = default;
};

} // namespace hw

Q_DECLARE_METATYPE(hw::FlakyResults)
