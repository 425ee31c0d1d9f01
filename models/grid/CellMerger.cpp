#include "CellMerger.h"

namespace hw {

CellStatus CellMerger::statusOf(JobConclusion c)
{
    switch (c) {
    case JobConclusion::NoJob: return CellStatus::NoJob;
    case JobConclusion::Success: return CellStatus::Success;
    case JobConclusion::Failure: return CellStatus::Failure;
    case JobConclusion::Cancelled: return CellStatus::Cancelled;
    case JobConclusion::TimedOut: return CellStatus::TimedOut;
    case JobConclusion::Neutral: return CellStatus::Neutral;
    case JobConclusion::Skipped: return CellStatus::Skipped;
    case JobConclusion::Queued: return CellStatus::Queued;
    case JobConclusion::Pending: return CellStatus::Pending;
    case JobConclusion::Other: return CellStatus::Other;
    }
    return CellStatus::NoJob;
}

int CellMerger::rank(JobConclusion c)
{
    switch (c) {
    case JobConclusion::Success: return 0;
    case JobConclusion::Failure:
    case JobConclusion::TimedOut: return 1;
    case JobConclusion::Queued:
    case JobConclusion::Pending: return 2;
    case JobConclusion::Neutral: return 3;
    case JobConclusion::Skipped: return 4;
    case JobConclusion::Cancelled: return 5;
    case JobConclusion::Other: return 6;
    case JobConclusion::NoJob: return 7;
    }
    return 7;
}

CellMerger::Result CellMerger::merge(const MergeRun *runs, int count, bool unstable)
{
    Result r;
    bool sawSuccess = false;
    bool sawFailure = false;
    bool sawNotCancelled = false;
    for (int i = 0; i < count; ++i) {
        const JobConclusion c = runs[i].conclusion;
        sawSuccess |= c == JobConclusion::Success;
        sawFailure |= c == JobConclusion::Failure || c == JobConclusion::TimedOut;
        sawNotCancelled |= c != JobConclusion::NoJob && c != JobConclusion::Cancelled;
    }
    for (int i = 0; i < count; ++i) {
        const MergeRun &run = runs[i];
        if (run.conclusion == JobConclusion::NoJob)
            continue;
        // HUD drops cancelled runs unless every run was cancelled: a cancellation says nothing
        // about whether the job passes (so it loses even to "U").
        if (run.conclusion == JobConclusion::Cancelled && sawNotCancelled)
            continue;
        if (r.chosen < 0) {
            r.chosen = i;
            continue;
        }
        const MergeRun &best = runs[r.chosen];
        const int rk = rank(run.conclusion);
        const int bestRank = rank(best.conclusion);
        // Total order (rank, then newer id, then enum value) keeps the result order-independent.
        if (rk < bestRank || (rk == bestRank && (run.jobId > best.jobId
                                                 || (run.jobId == best.jobId && run.conclusion < best.conclusion))))
            r.chosen = i;
    }
    if (r.chosen < 0)
        return r;
    // A success beside a real failure (not a cancellation) is flaky; the success is shown.
    r.status = (sawSuccess && sawFailure) ? CellStatus::Flaky : statusOf(runs[r.chosen].conclusion);
    if (unstable && isFailure(r.status))
        r.status = CellStatus::Warning;
    return r;
}

CellStatus CellMerger::mergeRuns(const JobRuns &runs, bool unstable)
{
    QVector<MergeRun> m;
    m.reserve(runs.size());
    for (const JobRun &j : runs)
        m.append({j.state(), j.id});
    return merge(m, unstable).status;
}

} // namespace hw
