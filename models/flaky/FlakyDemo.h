#pragma once

#include "FlakyResults.h"
#include "FlakyTestHistory.h"
#include "domain/Result.h"

namespace hw {

// The flaky-tests tab of the demo (no profile): the results FlakyClickHouseSource computes over
// the test server's seed (real test names, flake counts and disabled-test history, see
// resources/demo/PROVENANCE.md) for 2026-06-15 .. 07-15, bundled as FlakyResultsJson.
// tst_FlakyDemoClickHouse checks that the bundled file is what the source returns over the seed.
class FlakyDemo
{
public:
    static constexpr qint64 From = 1781481600; // 2026-06-15 00:00:00 UTC
    static constexpr qint64 To = 1784073600; // 2026-07-15 00:00:00 UTC
    static QString resourcePath() { return QStringLiteral(":/hudwatch/demo/flaky.json"); }

    static Result<FlakyResults, QString> load();
    // Every run of each of those tests over the same range (resources/demo/flaky_history.json,
    // FlakyTestHistorySource over the seed; tst_FlakyDemoClickHouse checks it).
    static QString historyPath() { return QStringLiteral(":/hudwatch/demo/flaky_history.json"); }
    static Result<QVector<FlakyTestHistory>, QString> loadHistories();
    // One test's history, or an error saying the demo has none for it.
    static Result<FlakyTestHistory, QString> history(const QString &file, const QString &classname, const QString &name);
};

} // namespace hw
