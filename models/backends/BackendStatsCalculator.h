#pragma once

#include "BackendJobResult.h"
#include "BackendStats.h"
#include "BackendJobRow.h"

#include <QVector>

namespace hw {

// The same figures BackendsClickHouseSource asks ClickHouse for, computed in C++ over raw rows:
// the demo (no server) uses it, and the integration test uses it as the independent check of
// the SQL. Semantics are those documented on WindowStats.
class BackendStatsCalculator
{
public:
    // One BackendStats per downstream_repo, sorted by repo; windows end at asOf (7 and 14 days),
    // daily counts cover the 30 days before asOf.
    static QVector<BackendStats> compute(const QVector<BackendJobRow> &rows, qint64 asOf);
    // Latest attempt of every job (in progress included), newest first, at most perRepoLimit
    // distinct deliveries per repo.
    // Only rows started in the JobHorizonDays before asOf are read; deliveries are ranked by the
    // newest started_at of their jobs (ties: greater delivery id first), jobs by started_at
    // descending, then repo, delivery, workflow, job.
    static QVector<BackendJobResult> latestJobs(const QVector<BackendJobRow> &rows, qint64 asOf,
                                                int perRepoLimit = 30);
    // pytorch/crcr-test jobs named %xfail%, %xcancel%, %xtimeout% (HUD counts them as passes).
    static bool isExpectedOutcome(QStringView repo, QStringView jobName);

    static constexpr int JobHorizonDays = 30;
};

} // namespace hw
