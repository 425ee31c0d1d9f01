#pragma once

#include "trunk/TrunkCommitFigures.h"
#include "trunk/TrunkHealth.h"
#include "trunk/TrunkJob.h"
#include "trunk/TrunkJobKind.h"

namespace hw {

// Trunk health computed in process (TrunkHealth has the definitions): for the demo, a replayed
// recording and the cache, from commits and their jobs (each job id once, its newest row). The
// ClickHouse source reduces the jobs to TrunkCommitFigures on the server and shares aggregate().
class TrunkHealthCalculator
{
public:
    // Everything but time_to_signal (it needs workflow runs); `queued` as of `to`.
    static TrunkHealth compute(const QVector<TrunkCommit> &commits, const QVector<TrunkJob> &jobs, qint64 from,
                               qint64 to, qint64 bucketSeconds = 86'400,
                               const QVector<TrunkJobKind::Platform> &platforms = TrunkJobKind::defaultPlatforms());

    // Each commit pushed in [from, to) that has jobs of the viable/strict-blocking workflows,
    // reduced; `now` decides which unresolved jobs are stale (older than 36 h: failed).
    static QVector<TrunkCommitFigures> commitFigures(const QVector<TrunkCommit> &commits, const QVector<TrunkJob> &jobs,
                                                     qint64 from, qint64 to, qint64 now,
                                                     const QVector<TrunkJobKind::Platform> &platforms);
    // red, redAverage, consoleRed and platformOnly of those commits.
    static void aggregate(QVector<TrunkCommitFigures> commits, TrunkHealth *health);
    // queued_jobs_by_label as of `now`, most jobs first (machine type breaking ties).
    static QVector<TrunkQueuedMachine> queued(const QVector<TrunkJob> &jobs, qint64 now);

    // HUD's machine type: labels[2] when there are several, else labels[1], else the runner group
    // (unless it is empty, Default, GitHub Actions or linux.rocm.gpu.group), else "N/A".
    static QString machineType(const QStringList &labels, const QString &runnerGroupName = {});
    // The workflows whose jobs trunk red % counts (HUD's viable/strict-blocking list, lower case).
    static const QStringList &blockingWorkflows();
    // A job of those workflows that master_commit_red counts (HUD's name exclusions).
    static bool countsForRed(const QString &workflowName, const QString &jobName);
    // A job master_commit_red_avg leaves out besides those: mem_leak_check jobs.
    static bool isMemLeakCheck(const QString &jobName);
    // Shards merged: "linux-jammy / test (default, 1, 3, linux.4xlarge)" → "linux-jammy / test".
    static QString baseName(const QString &jobName);
    // Unresolved jobs older than this many hours (ClickHouse's dateDiff('hour'), which counts hour
    // boundaries) count as failed.
    static constexpr qint64 StaleHours = 36;
};

} // namespace hw
