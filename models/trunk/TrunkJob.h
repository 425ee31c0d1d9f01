#pragma once

#include <QString>
#include <QStringList>

namespace hw {

// One job of a trunk commit as trunk health needs it (the newest row of its id).
struct TrunkJob {
    qint64 id = 0;
    qint64 runId = 0;
    qint64 runAttempt = 1;
    QString sha;
    QString workflowName;
    QString name;
    QString status;     // queued | in_progress | completed
    QString conclusion; // success | failure | timed_out | cancelled | skipped | ...
    qint64 createdAt = 0; // UTC seconds; 0 when unset
    qint64 startedAt = 0;
    qint64 completedAt = 0;
    QStringList labels;
    QString runnerGroupName;
    // Its workflow run has completed: nothing under it can still be pending (HUD's master_commit_red
    // resolves a job left without a conclusion so). Unknown, false, in the grid's rows.
    bool runCompleted = false;
};

// A commit on the trunk branch: its SHA and push time (UTC seconds).
struct TrunkCommit {
    QString sha;
    qint64 time = 0;
};

} // namespace hw
