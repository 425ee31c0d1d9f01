#pragma once

#include <QtGlobal>

#include <optional>

namespace hw {

// One backend's figures over one window [end - days, end), computed by ClickHouse (or, for the
// demo and the tests' cross-check, by BackendStatsCalculator over the same rows).
// A "job" is a downstream job judged by its latest attempt: rows are first reduced to the latest
// state per dynamoKey (argMax by _inserted_at), then to the highest run_attempt per
// (downstream_repo, delivery_id, workflow_name, job_name). Only completed jobs count; a job
// belongs to the window by its completed_at.
struct WindowStats {
    int days = 0;
    qint64 jobs = 0;            // completed jobs
    qint64 succeeded = 0;       // success + pytorch/crcr-test's expected outcomes (xfail/xcancel/xtimeout)
    qint64 testFailures = 0;    // conclusion failure whose triage category is not "infra"
    qint64 infraFailures = 0;   // timed_out + cancelled + failure triaged "infra" (expected ones excluded)
    qint64 timedOut = 0;        // conclusion timed_out, expected ones excluded
    qint64 cancelled = 0;       // conclusion cancelled, expected ones excluded
    qint64 overruns = 0;        // among jobs not timed out: execution_time > 3 h
    qint64 notTimedOut = 0;     // denominator of the overrun rate
    std::optional<double> e2eP50Seconds;   // median of queue_time + execution_time (exact median)
    std::optional<double> avgQueueSeconds; // mean of queue_time over jobs that have one
    qint64 firstCompletedAt = 0;           // UTC seconds; 0 when jobs == 0
    qint64 lastCompletedAt = 0;

    std::optional<double> passRate() const
    {
        return jobs > 0 ? std::optional<double>(double(succeeded) / double(jobs)) : std::nullopt;
    }
    std::optional<double> timeoutRate() const
    {
        return jobs > 0 ? std::optional<double>(double(timedOut) / double(jobs)) : std::nullopt;
    }
    std::optional<double> overrunRate() const
    {
        return notTimedOut > 0 ? std::optional<double>(double(overruns) / double(notTimedOut))
                               : std::nullopt;
    }
    bool operator==(const WindowStats &) const = default;
};

} // namespace hw
