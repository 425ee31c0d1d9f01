#pragma once

#include "trunk/TrunkHealth.h"
#include "trunk/TrunkJob.h"

#include <QHash>
#include <QJsonObject>
#include <QVector>

#include <optional>
#include <utility>

namespace hw::test {

// The trunk seed (tests/data/clickhouse/generate_trunk_seed.py) read straight from its files, and
// HUD's trunk figures computed from it by hand with plain loops over the rows, following
// hud-definitions.md: master_commit_red (per bucket and on average), time_to_signal,
// tts_percentile and queued_jobs_by_label, as of Now. Each of HUD's rules can be switched off
// (Rules), so that a test shows the seed's traps bite.
struct TrunkSeed {
    static constexpr qint64 Now = 1783728000; // 2026-07-11 00:00 UTC: the end of the seed's ten days

    // What a test may switch off to show that a trap bites.
    struct Rules {
        bool oneRepository = true;
        bool blockingWorkflowsOnly = true;
        bool cancelledIsFailure = true;
        bool leaveOutSmallCommits = true;
        bool leaveOutWorkflowRunEvents = true; // red: runs a workflow_run event triggered
        bool completedRunResolves = true;      // red: a job without conclusion in a completed run
        bool queuedInOpenRunsOnly = true;      // queue: not a job of a completed run
        bool queuedWithoutSteps = true;        // queue: a job with steps has a runner
        bool arcSettingUpIsQueued = true;      // queue: ARC's phase 2
    };

    // HUD's master_commit_red per bucket, and master_commit_red_avg, by hand.
    struct HudRed {
        QVector<TrunkRedBucket> buckets;
        TrunkRedAverage average;
        QHash<QString, QString> stateOf; // sha → red / flaky / pending / green, for the commits counted
    };

    // The seed files as the test servers load them: every push, each job's and run's newest row.
    static TrunkSeed read();

    QVector<QJsonObject> pushes;
    QVector<QJsonObject> jobs; // newest rows
    QVector<QJsonObject> runs; // newest rows
    QHash<qint64, QJsonObject> runById() const;
};

// The run of a job, if the seed has it; whether HUD counts a job at all.
std::optional<QJsonObject> runOf(const QHash<qint64, QJsonObject> &runs, const QJsonObject &job);
bool countedJob(const QJsonObject &j, const TrunkSeed::Rules &rules);

// HUD's master_commit_red per bucket, and master_commit_red_avg, by hand.
TrunkSeed::HudRed hudRed(const TrunkSeed &seed, qint64 from, qint64 to, qint64 bucketSeconds,
                         const TrunkSeed::Rules &rules = {});

// HUD's time_to_signal by hand: weeks from Sunday, UTC.
QVector<TrunkSignalWeek> hudTimeToSignal(const TrunkSeed &seed, qint64 from, qint64 to,
                                         const TrunkSeed::Rules &rules = {});

// HUD's tts_percentile by hand: quantileExact is the value at floor(q × n) of the sorted values.
QVector<TrunkTtsJob> hudTtsPercentile(const TrunkSeed &seed, qint64 from, qint64 to,
                                      const TrunkSeed::Rules &rules = {});

// HUD's queued_jobs_by_label by hand, as of Now: a job created 5 min to a week ago, in a run of the
// repository that has not completed; of an ARC runner (a label with "l-"), without conclusion and
// queued without steps or in progress with 1 or 2 (container set-up) steps for less than 10 min;
// of another runner, queued without steps.
QVector<TrunkQueuedMachine> hudQueued(const TrunkSeed &seed, const TrunkSeed::Rules &rules = {});

// The calculator's input: the repository's main pushes and jobs (the grid's rows are one
// repository's already).
std::pair<QVector<TrunkCommit>, QVector<TrunkJob>> calculatorInput(const TrunkSeed &seed);

} // namespace hw::test
