#pragma once

#include <QtGlobal>

#include <optional>

namespace hw {

// One backend's figures over one window (end - days, end], computed by ClickHouse (or, for the
// demo and the tests' cross-check, by BackendStatsCalculator over the same rows).
// The population is HUD's crcr_l3_summary's (reference/hud-definitions.md, "CRCR L3"): the latest
// whole row per dynamoKey (newest _inserted_at; a tie goes to the completed row), status
// completed, pr_number > 0 (nightly and periodic runs are out), upstream_repo = the profile's
// repository, started_at in the window; then the highest run_attempt per (downstream_repo,
// run_id, job_name). testFailures/infraFailures/cancelled are the console's own split (by the
// triage verdict); every other figure is HUD's.
struct WindowStats {
    int days = 0;
    qint64 jobs = 0;            // completed PR jobs (HUD's total_jobs)
    qint64 succeeded = 0;       // success + pytorch/crcr-test probes that ended as meant (xfail: failure, ...)
    qint64 testFailures = 0;    // (console) conclusion failure whose triage category is not "infra"
    qint64 infraFailures = 0;   // (console) timed_out + cancelled + failure triaged "infra" (probes excluded)
    qint64 timedOut = 0;        // conclusion timed_out, crcr-test's xtimeout probes excluded (HUD's timed_out)
    qint64 cancelled = 0;       // (console) conclusion cancelled, crcr-test's xcancel probes excluded
    qint64 overruns = 0;        // among jobs not concluded timed_out: execution_time > 3 h
    qint64 notTimedOut = 0;     // denominator of the overrun rate
    // HUD's e2e: per workflow run (repo, run_id) max(queue_time) + (max(completed_at) -
    // min(started_at)), runs with a queue time only; P50 = quantileExact(0.5), the upper middle.
    std::optional<double> e2eP50Seconds;
    qint64 e2eRuns = 0;                    // workflow runs behind e2eP50Seconds
    std::optional<double> avgQueueSeconds; // mean of queue_time over jobs that have one
    qint64 firstCompletedAt = 0;           // UTC seconds of the window's jobs; 0 when jobs == 0
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
