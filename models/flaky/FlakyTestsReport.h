#pragma once

#include "FlakyTest.h"

#include <QByteArray>
#include <QVector>

namespace hw {

// The ranked list without a display, for `hudwatch flaky --range 30d [--csv]` (a weekly report, a
// bot): the same order and minimum as FlakyTestsFilterProxy's defaults (FlakeRate::ranksAbove,
// ties kept in input order), as CSV (RFC 4180, ISO 8601 UTC times, rates as fractions) or as
// aligned plain text.
class FlakyTestsReport
{
public:
    static QVector<FlakyTest> ranked(QVector<FlakyTest> tests, int minimumRuns);
    // Header: file,classname,name,flaky_runs,total_runs,failed_runs,flake_rate,wilson_lower_95,
    // platforms,jobs,disabled_issue,last_flake_utc. Lists inside a field are joined with "; ".
    static QByteArray toCsv(const QVector<FlakyTest> &ranked);
    static QString toText(const QVector<FlakyTest> &ranked);
};

} // namespace hw
