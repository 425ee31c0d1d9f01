#pragma once

#include "domain/JobBatch.h"
#include "trunk/TrunkJob.h"

namespace hw {

// The calculator's input from what the grid already holds (the demo, a replayed recording, the
// cache): commits and the newest row of each job. Grid rows carry no runner labels; the runner
// is read from the job name where PyTorch puts it ("test (default, 1, 3, linux.4xlarge)").
struct TrunkInput {
    QVector<TrunkCommit> commits;
    QVector<TrunkJob> jobs;

    static TrunkInput fromBatch(const JobBatch &batch);
    // "linux.4xlarge" from "… / test (default, 1, 3, linux.4xlarge)"; "" when the name has none.
    static QString runnerOf(const QString &jobName);
};

} // namespace hw
