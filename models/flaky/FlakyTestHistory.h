#pragma once

#include "FlakeRate.h"
#include "FlakyTestRun.h"

#include <QMetaType>
#include <QVector>

namespace hw {

// One test over a time range [from, to): its runs (newest first, at most the source's limit; the
// per-day counts always cover the whole range) for the "one test" view.
struct FlakyTestHistory {
    struct Day {
        qint64 day = 0; // UTC midnight, seconds
        int flaky = 0;
        int runs = 0; // jobs it ran in (skipped-only jobs are not runs)
        int failed = 0;
        int skipped = 0; // skipped-only jobs
        // The rate and its Wilson interval (the chart's confidence band).
        FlakeRate rate() const { return { flaky, runs }; }
        bool operator==(const Day &) const = default;
    };

    QString file;
    QString classname;
    QString name;
    qint64 from = 0;
    qint64 to = 0;
    QVector<FlakyTestRun> runs;
    bool truncated = false; // more runs than the limit: the oldest are not in runs
    QVector<Day> days; // days with at least one job, oldest first
    int malformedRows = 0; // result rows that could not be read: skipped

    bool operator==(const FlakyTestHistory &) const = default;
};

} // namespace hw

Q_DECLARE_METATYPE(hw::FlakyTestHistory)
