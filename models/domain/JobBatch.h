#pragma once

#include "Commit.h"
#include "JobRun.h"

namespace hw {

// What one poll (or one replay step, or one cache load) produced: the unit that is written to
// the cache in one transaction and applied to the grid as one change set.
struct JobBatch {
    QString source;          // e.g. "clickhouse", "demo"
    Commits commits;         // new or updated commits
    JobRuns jobs;            // new or updated job rows (latest row per job id)
    qint64 watermark = 0;    // largest _inserted_at seen in this batch (UTC seconds)
    qint64 fetchedAt = 0;    // when the batch was fetched (UTC seconds)
    int invalidTextRows = 0; // rows whose text was not valid UTF-8, kept with U+FFFD (not stored)
    // A page of a paged first sync: more pages follow unless complete; how far the sync is.
    bool complete = true;
    int syncDone = 0;        // commits stored so far (0 when not paging)
    int syncTotal = 0;       // commits the first sync fetches
    bool isEmpty() const { return commits.isEmpty() && jobs.isEmpty(); }
};

} // namespace hw
