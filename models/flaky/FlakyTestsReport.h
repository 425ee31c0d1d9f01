#pragma once

#include "FlakyResults.h"
#include "FlakyTest.h"

#include <QJsonObject>

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
    // Header: file,classname,name,invoking_file,numGreen,numRed (HUD's), then the console's own
    // console_flaky_runs,console_total_runs,console_failed_runs,console_flake_rate,
    // console_wilson_lower_95, and platforms,jobs,disabled_issue,console_last_flake_utc. Lists inside
    // a field are joined with "; ".
    static QByteArray toCsv(const QVector<FlakyTest> &ranked);
    // `hudwatch flaky --json`: {repository, from, to (ISO UTC), numHours, fetchedAt, flakyTests:
    // [{name, suite, file, invoking_file, numGreen, numRed, jobIds, workflowIds (HUD's names),
    // disabledIssue, console: {flakyRuns, runs, failedRuns, flakeRate, wilsonLower95, platforms, jobs,
    // lastFlake}}], acrossFileReruns: [{name, suite, file, invoking_file, numGreen, numRed, jobIds}],
    // disabledTests (count), reenableCandidates: [{name, classname, filename, num_green, num_red,
    // flaky, disabledIssue}], errors: {part: message} of the parts that failed}.
    static QJsonObject toJson(const FlakyResults &results, const QVector<FlakyTest> &ranked);
    static QString toText(const QVector<FlakyTest> &ranked);
};

} // namespace hw
