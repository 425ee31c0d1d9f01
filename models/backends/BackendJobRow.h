#pragma once

#include <QString>

namespace hw {

// One raw row of default.crcr_workflow_job (every callback update is a new row).
struct BackendJobRow {
    QString dynamoKey;
    QString status;
    QString downstreamRepo;
    QString upstreamRepo = QStringLiteral("pytorch/pytorch");
    qint64 prNumber = 0;
    QString headSha;
    QString deliveryId;
    QString workflowRunUrl;
    QString workflowName;
    QString jobName;
    QString checkRunId;
    QString runId;
    int runAttempt = 1;
    QString conclusion;           // empty while in progress
    double queueSeconds = -1;     // -1 = NULL
    double executionSeconds = -1; // -1 = NULL
    qint64 startedAt = 0;         // UTC seconds
    qint64 completedAt = 0;       // 0 while in progress
    qint64 totalTests = 0, passedTests = 0, failedTests = 0, skippedTests = 0;
    QString triageCategory;       // from the callback's triage-verdict; empty when not reported
    QString level;                // downstream_repo_level
    QString eventType = QStringLiteral("pull_request");
    qint64 insertedAt = 0;        // _inserted_at, UTC seconds
    bool operator==(const BackendJobRow &) const = default;
};

} // namespace hw
