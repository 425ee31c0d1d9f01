#pragma once

#include "domain/Result.h"
#include "flaky/FlakyResults.h"

#include <QCoreApplication>

namespace hw {

class FigureSource;

// The flaky-test results the Flaky tests tab shows for a FigureSource, for `hudwatch flaky`
// with --replay/--at: the demo's bundled month (FlakyDemo), a profile's cached "flaky"
// snapshot, or a recording's snapshot at or before the instant. fetchedAt: when they were
// fetched (0 for the demo's).
class FlakyFigures
{
    Q_DECLARE_TR_FUNCTIONS(hw::FlakyFigures)

public:
    struct Loaded {
        FlakyResults results;
        qint64 fetchedAt = 0;
    };
    static Result<Loaded> load(const FigureSource &source);
};

} // namespace hw
