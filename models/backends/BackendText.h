#pragma once

#include "backends/BackendJobResult.h"
#include "backends/L3Assessment.h"
#include "palette/CellStatus.h"

#include <QString>

#include <optional>

namespace hw {

// Short texts the backend views share (durations, ages, verdicts, conclusions), so the overview,
// the detail view and the report say the same thing the same way.
class BackendText
{
public:
    static QString duration(std::optional<double> seconds); // "42 s", "12 min", "2 h 05 min", "–"
    static QString age(qint64 seconds);                     // "5 min ago", "3 h ago", "2 d ago"
    static QString percent(std::optional<double> rate, int decimals = 1); // "97.0 %" or "–"
    // Grid status of a job: conclusion (and status) mapped onto the HUD letters.
    static CellStatus cellStatus(const QString &status, const QString &conclusion);
    static CellStatus cellStatus(const BackendJobResult &job);
    // "PROMOTE", "HOLD", "DEMOTE", "NOT ENOUGH DATA" and a shape for each (▲ ● ▼ ?).
    static QString verdictWord(L3Assessment::Verdict v);
    static QString verdictShape(L3Assessment::Verdict v);
    // Criterion value as its unit says: rates in %, times as durations, tenure in days.
    static QString criterionValue(const QString &key, std::optional<double> value);
    static QString comparisonSymbol(const QString &comparison); // ">=" -> "≥"
    static QString count(qint64 n);                          // "1,204" (grouped, locale-independent)
    // Test counts of a job: "3/1,204 failed" when tests failed, "1,204 tests" otherwise, "" when the
    // job reported none.
    static QString testCounts(const BackendJobResult &job);
    // crcr-test's expected outcomes in words: "expected failure (xfail)", "expected timeout
    // (xtimeout)", ...; the tag comes from the job name, the words from the conclusion.
    static QString expectedOutcome(const QString &jobName, const QString &conclusion);
};

} // namespace hw
