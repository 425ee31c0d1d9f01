#pragma once

#include <QString>
#include <QVector>

namespace hw {

// Trunk health over a range, as ClickHouse (TrunkClickHouseSource) and the in-process
// calculator (TrunkHealthCalculator) both compute it, in buckets of an hour or a day: a bucket is
// the index floor(UTC seconds / bucketSeconds).
//  - A job cell is one "<workflow> / <job>" of a commit, its runs merged as the grid merges them:
//    failed when a run failed or timed out and none succeeded, flaky when both happened.
//  - A commit is broken when a cell failed and the same job also failed on the commit before or
//    after it (among the commits in the range it ran on: HUD's "sandwich" reading of broken
//    trunk); red but not broken (a one-off failure, or a failure that passed on rerun) is
//    flaky-only.
//  - Time to signal: push → the last job of the commit completed, for commits whose jobs have
//    all completed.
//  - Queue time: a job's started − created, by runner label (machine type: labels[2] when a job
//    has several labels, else labels[1]).
//  - Platform-only failure: for one commit and one kind of job ("test (default)"), red on exactly
//    one platform while green on at least one other.
// Percentiles are exact: the value at index floor(q × n) of the sorted values (ClickHouse's
// quantileExact).
struct TrunkRedDay {
    qint64 bucket = 0;
    int commits = 0;
    int broken = 0;
    int flakyOnly = 0;
    bool operator==(const TrunkRedDay &) const = default;
};

struct TrunkSignalDay {
    qint64 bucket = 0;
    int commits = 0;
    qint64 p50 = 0; // seconds
    qint64 p90 = 0;
    bool operator==(const TrunkSignalDay &) const = default;
};

struct TrunkQueueFigure {
    QString label;
    qint64 bucket = -1; // -1: the whole range
    int jobs = 0;
    qint64 p50 = 0; // seconds
    qint64 p90 = 0;
    bool operator==(const TrunkQueueFigure &) const = default;
};

struct TrunkPlatformFailure {
    QString platform;
    QString kind;
    int commits = 0;
    qint64 lastTime = 0; // the newest such commit's push time
    QString lastSha;
    bool operator==(const TrunkPlatformFailure &) const = default;
};

struct TrunkHealth {
    qint64 from = 0; // UTC seconds, [from, to)
    qint64 to = 0;
    qint64 bucketSeconds = 86'400;
    // Hours for ranges up to three days, days beyond: a chart of a day has 24 points, not one.
    static qint64 bucketFor(qint64 from, qint64 to) { return to - from <= 3 * 86'400 ? 3'600 : 86'400; }
    QVector<TrunkRedDay> red;                     // by bucket
    QVector<TrunkSignalDay> signal;               // by bucket
    QVector<TrunkQueueFigure> queueByLabel;       // whole range, most jobs first
    QVector<TrunkQueueFigure> queueByLabelDay;    // by label, then bucket
    QVector<TrunkPlatformFailure> platformOnly;   // most commits first, then newest
    int skippedRows = 0;                          // malformed rows left out
    bool operator==(const TrunkHealth &) const = default;
};

} // namespace hw
