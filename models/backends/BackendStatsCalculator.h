#pragma once

#include "BackendJobResult.h"
#include "BackendStats.h"
#include "BackendJobRow.h"

#include <QVector>

#include <optional>

namespace hw {

// The same figures BackendsClickHouseSource asks ClickHouse for, computed in C++ over raw rows:
// the demo (no server) uses it, and the integration test uses it as the independent check of
// the SQL. Semantics are those documented on WindowStats.
class BackendStatsCalculator
{
public:
    // One BackendStats per downstream_repo, sorted by repo; windows (asOf - days, asOf] of 7 and
    // 14 days over HUD's L3 population (WindowStats) of PRs of `upstreamRepo`; daily counts cover
    // the 30 days before asOf.
    static QVector<BackendStats> compute(const QVector<BackendJobRow> &rows, qint64 asOf,
                                         const QString &upstreamRepo = QStringLiteral("pytorch/pytorch"));
    // Latest attempt of every job (in progress included), newest first, at most perRepoLimit
    // distinct deliveries per repo.
    // Only rows started in the JobHorizonDays before asOf are read; deliveries are ranked by the
    // newest started_at of their jobs (ties: greater delivery id first), jobs by started_at
    // descending, then repo, delivery, workflow, job.
    static QVector<BackendJobResult> latestJobs(const QVector<BackendJobRow> &rows, qint64 asOf,
                                                int perRepoLimit = 30,
                                                const QString &upstreamRepo = QStringLiteral("pytorch/pytorch"));
    // pytorch/crcr-test's probe jobs, named %xfail%, %xcancel%, %xtimeout% (case-sensitive, as HUD).
    static bool isProbeJob(QStringView repo, QStringView jobName);
    // A probe that ended as meant (xfail: failure, xcancel: cancelled, xtimeout: timed_out): HUD
    // counts it as a success. A probe that ended otherwise counts by its conclusion.
    static bool isExpectedOutcome(QStringView repo, QStringView jobName, QStringView conclusion);
    // quantileExact(0.5): the upper middle value of an even count, no averaging.
    static std::optional<double> upperMedian(QVector<double> values);

    static constexpr int JobHorizonDays = 30;
};

} // namespace hw
