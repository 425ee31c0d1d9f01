#pragma once

#include "DisabledCount.h"
#include "DisabledTest.h"
#include "FlakyTest.h"
#include "ReenableCandidate.h"

#include <QMetaType>
#include <QVector>

namespace hw {

// Everything the flaky-tests tab shows for one time range [from, to), as one fetch delivers it.
struct FlakyResults {
    qint64 from = 0;
    qint64 to = 0;
    qint64 fetchedAt = 0;
    QVector<FlakyTest> tests; // tests with at least one flaky run, by file, class, name
    QVector<DisabledCount> disabledByDay; // by day, then platform
    QVector<DisabledTest> disabledNow; // newest first (since), then by key
    QVector<ReenableCandidate> reenable; // by file, class, name
    int unnamedRows = 0; // test_run_s3 rows in the range without a test name: not counted
    int malformedRows = 0; // result rows that could not be read: skipped (the log says which)

    bool operator==(const FlakyResults &) const = default;
};

} // namespace hw

Q_DECLARE_METATYPE(hw::FlakyResults)
