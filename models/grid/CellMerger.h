#pragma once

#include "domain/JobConclusion.h"
#include "domain/JobRun.h"
#include "palette/CellStatus.h"

namespace hw {

// What the merger needs of one run: its state and its job id (newer jobs have larger ids).
struct MergeRun {
    JobConclusion conclusion = JobConclusion::NoJob;
    qint64 jobId = 0;
};

// Merges every run of one job on one commit into the one status the HUD shows:
//  - no run -> NoJob; one run -> itself;
//  - cancelled runs are dropped unless every run was cancelled;
//  - a success and a failure/timed_out, in any order -> Flaky;
//  - otherwise the run with the best rank wins: success < failure = timed_out < queued = pending
//    < neutral < skipped < cancelled < any other conclusion ("U"); the newest job id breaks ties;
//  (HUD's lib/mergeCellRuns.ts)
//  - for a job marked unstable, a failing result (failure, timed out, cancelled) -> Warning.
// Pure and deterministic: the result does not depend on the order of the runs.
class CellMerger
{
public:
    struct Result {
        CellStatus status = CellStatus::NoJob;
        int chosen = -1; // index of the run whose result is shown (-1 when there is none)
    };

    static Result merge(const MergeRun *runs, int count, bool unstable);
    static Result merge(const QVector<MergeRun> &runs, bool unstable)
    {
        return merge(runs.constData(), int(runs.size()), unstable);
    }
    static CellStatus mergeRuns(const JobRuns &runs, bool unstable);

    // Grid status of a single run.
    static CellStatus statusOf(JobConclusion c);
    // Precedence rank (lower wins).
    static int rank(JobConclusion c);
};

} // namespace hw
