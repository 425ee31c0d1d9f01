#pragma once

#include <QString>
#include <QVector>

namespace hw {

// Trunk health over a range, as ClickHouse (TrunkClickHouseSource) and the in-process calculator
// (TrunkHealthCalculator) both compute it. Commits are the repository's pushes to the branch in
// [from, to) (a SHA pushed twice counts once, at its latest push), in buckets of an hour or a day:
// a bucket is the index floor(UTC seconds / bucketSeconds).
//
// HUD's figures, under HUD's names (pytorch/test-infra torchci/clickhouse_queries/…):
//  - master_commit_red (red): jobs of the viable/strict-blocking workflows (Lint, pull, trunk,
//    linux-aarch64, docs-build) with their workflow run, minus the runs a workflow_run event
//    triggered, minus ciflow_should_run, generate-test-matrix and jobs named like
//    rerun_disabled_tests or unstable; shards merged into groups by base name ("linux-jammy /
//    test"). A job identity (run, attempt, exact name) failed when a job concluded failure,
//    timed_out or cancelled; resolved when a job has another conclusion or the run has completed;
//    else failed when older than 36 h, pending when younger.
//    A group is red when every attempt failed, flaky when one did; a commit is pending if a group
//    is, else red, else flaky, else green. Commits with ≤ 10 groups are left out.
//  - master_commit_red_avg (redAverage): the same jobs, also minus mem_leak_check jobs, each job
//    counted; commits with ≤ 10 jobs or a job without conclusion are left out. broken_trunk_red =
//    share of commits where a job's latest attempt failed (cancelled counts), flaky_red = share
//    with any failed job minus that.
//  - time_to_signal: per SHA, the max of updated_at − created_at over the repository's `pull` and
//    `trunk` workflow runs created in the range, only SHAs whose runs all succeeded on attempt 1;
//    averaged in hours per week (starting Sunday, UTC) and branch ("main" / "not main").
//  - tts_percentile (ttsPercentile): per "<workflow> / <job>", completed_at − the workflow run's
//    created_at of successful jobs created in the range, of first-attempt `push` runs of the
//    repository's branch; quantileExact 0.5 and 0.9 (the value at floor(q × n)) and the count.
//    The ranking is HUD's: p50 × count, largest first.
//  - queued_jobs_by_label (queued): jobs created 5 min to a week ago in a run of the repository
//    that has not completed, still waiting for a runner now: queued without steps; on an ARC runner
//    (a label like "l-"), without conclusion, also in progress with only its 1 or 2 container
//    set-up steps while less than 10 min old. By machine type (labels[2] when there are several
//    labels, else labels[1], else the runner group, else "N/A"); count and the longest queue
//    (HUD's `avg_queue_s`, which is a max).
//
// The console's own figures, labelled "(console)" wherever shown:
//  - consoleRed: a cell is one "<workflow> / <job>" of a commit, its runs merged (failed when a
//    run failed or timed out and none succeeded). A commit is broken when a cell failed and the
//    same cell also failed on the commit before or after it in the range (the "sandwich" reading
//    of broken trunk); red but not broken is flaky only. Over the same jobs as master_commit_red,
//    every commit with jobs.
//  - platformOnly: for one commit and one kind of job ("test (default)"), red on exactly one
//    platform while green on at least one other.
struct TrunkRedBucket {
    qint64 bucket = 0;
    int total = 0; // commits with more than 10 job groups
    int red = 0;
    int flaky = 0;
    int pending = 0;
    int green = 0;
    bool operator==(const TrunkRedBucket &) const = default;
};

struct TrunkRedAverage {
    int commits = 0;        // commits counted (> 10 jobs, none pending)
    int brokenTrunk = 0;    // … whose latest attempt of some job failed
    int anyRed = 0;         // … with any failed job
    double brokenTrunkRed() const { return commits ? double(brokenTrunk) / commits : 0; }
    double flakyRed() const { return commits ? double(anyRed - brokenTrunk) / commits : 0; }
    bool operator==(const TrunkRedAverage &) const = default;
};

struct TrunkSignalWeek {
    qint64 weekStart = 0; // UTC seconds of the week's Sunday 00:00
    QString branch;       // "main" | "not main"
    double avgHours = 0;
    int shas = 0;
    bool operator==(const TrunkSignalWeek &o) const
    {
        return weekStart == o.weekStart && branch == o.branch && shas == o.shas && qAbs(avgHours - o.avgHours) < 1e-9;
    }
};

struct TrunkTtsJob {
    QString name; // "<workflow> / <job>"
    qint64 p50Seconds = 0;
    qint64 p90Seconds = 0;
    int count = 0;
    bool operator==(const TrunkTtsJob &) const = default;
};

struct TrunkQueuedMachine {
    QString machineType;
    int count = 0;
    qint64 maxQueueSeconds = 0;
    bool operator==(const TrunkQueuedMachine &) const = default;
};

struct TrunkRedDay {
    qint64 bucket = 0;
    int commits = 0;
    int broken = 0;
    int flakyOnly = 0;
    bool operator==(const TrunkRedDay &) const = default;
};

struct TrunkPlatformFailure {
    QString platform;
    QString kind;
    int commits = 0;
    qint64 lastTime = 0; // the newest such commit's push time
    QString lastSha;
    bool operator==(const TrunkPlatformFailure &) const = default;
};

// The parts of the tab, each from its own query (TrunkClickHouseSource): one failing shows its own
// error where its figures would be while the others still show theirs. Empty: that part was
// fetched (or computed in process, which has no parts to fail).
struct TrunkPartErrors {
    QString commits;       // master_commit_red, master_commit_red_avg and the console's own figures
    QString timeToSignal;  // time_to_signal
    QString ttsPercentile; // tts_percentile
    QString queued;        // queued_jobs_by_label

    bool any() const
    {
        return !commits.isEmpty() || !timeToSignal.isEmpty() || !ttsPercentile.isEmpty() || !queued.isEmpty();
    }
    bool operator==(const TrunkPartErrors &) const = default;
};

struct TrunkHealth {
    qint64 from = 0; // UTC seconds, [from, to)
    qint64 to = 0;
    qint64 bucketSeconds = 86'400;
    qint64 queuedAt = 0; // the "now" of `queued`
    // Hours for ranges up to three days, days beyond: a chart of a day has 24 points, not one.
    static qint64 bucketFor(qint64 from, qint64 to) { return to - from <= 3 * 86'400 ? 3'600 : 86'400; }
    // HUD's
    QVector<TrunkRedBucket> red;         // master_commit_red, by bucket
    TrunkRedAverage redAverage;          // master_commit_red_avg over the range
    QVector<TrunkSignalWeek> timeToSignal; // time_to_signal, by week then branch
    QVector<TrunkTtsJob> ttsPercentile;  // tts_percentile, by p50 × count, largest first
    bool timeToSignalKnown = false;      // both: false when there are no workflow runs to read
                                         // (replayed grid data)
    QVector<TrunkQueuedMachine> queued;  // queued_jobs_by_label, most jobs first
    // The console's own
    QVector<TrunkRedDay> consoleRed;           // by bucket
    QVector<TrunkPlatformFailure> platformOnly; // most commits first, then newest
    int skippedRows = 0;                        // malformed rows left out
    TrunkPartErrors errors;                     // the parts that could not be fetched, with why
    bool operator==(const TrunkHealth &) const = default;
};

} // namespace hw
