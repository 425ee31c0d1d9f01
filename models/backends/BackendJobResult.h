#pragma once

#include <QString>

namespace hw {

// One downstream job at its latest attempt: a cell of a backend's PR x job matrix.
struct BackendJobResult {
    QString repo;             // downstream_repo
    qint64 prNumber = 0;      // 0 for nightly/periodic events
    QString headSha;          // pytorch_head_sha
    QString eventType;        // pull_request, nightly, periodic
    QString deliveryId;
    QString workflowName;
    QString jobName;
    int runAttempt = 1;
    QString status;           // in_progress, completed
    QString conclusion;       // success, failure, cancelled, timed_out; empty while running
    bool expectedOutcome = false; // pytorch/crcr-test xfail/xcancel/xtimeout: counts as success
    qint64 startedAt = 0;     // UTC seconds
    qint64 completedAt = 0;   // 0 while running
    double queueSeconds = -1;     // -1 when unknown
    double executionSeconds = -1; // -1 when unknown
    qint64 totalTests = 0, passedTests = 0, failedTests = 0, skippedTests = 0;
    QString triageCategory;   // upstream, backend, infra, flake, unknown; empty when not reported
    QString url;              // workflow_run_url
    QString level;            // downstream_repo_level at dispatch ("L2".."L4")
    bool operator==(const BackendJobResult &) const = default;
};

} // namespace hw
