#pragma once

#include "JobConclusion.h"

#include <QString>
#include <QVector>

namespace hw {

// One row of default.workflow_job as the console needs it. Times are UTC seconds since the
// epoch; 0 means "not set" (ClickHouse stores 0 for unset DateTime64 values).
struct JobRun {
    qint64 id = 0;
    qint64 runId = 0;
    qint64 runAttempt = 1;
    QString workflowName;
    QString jobName;
    QString headSha;
    QString status;     // queued | in_progress | completed
    QString conclusion; // success | failure | ... | '' while running
    qint64 createdAt = 0;
    qint64 startedAt = 0;
    qint64 completedAt = 0;
    QString htmlUrl;
    QString failureLine;  // torchci_classification.line: the log classifier's pick
    qint64 insertedAt = 0; // _inserted_at: the incremental-sync watermark column

    JobConclusion state() const { return conclusionFromGitHub(status, conclusion); }
    // The grid column this run belongs to: "<workflow> / <job>".
    QString columnName() const { return workflowName + QStringLiteral(" / ") + jobName; }
    bool operator==(const JobRun &) const = default;
};

using JobRuns = QVector<JobRun>;

} // namespace hw
