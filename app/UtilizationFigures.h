#pragma once

#include "domain/Result.h"
#include "utilization/UtilizationMetric.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace hw {

class FigureSource;
struct JobUtilization;

// `hudwatch utilization [--job ID] --json` (no FILE): the GPU utilization tab's figures. The
// fleet (a profile's cached "utilization_fleet" snapshot, a recording's at or before the
// instant, the demo's bundled fleet) is serialized through UtilizationFleetJson, whole, with
// the console's own figures (GPU-hours, idle GPU-hours, the peak: no HUD figures) moved into a
// "consoleOwn" object of each row, so no figure of ours passes for HUD's. --job ID: that job's
// series stats (the demo's bundled job) or, for a profile or a recording, its run in the fleet;
// a profile's job that is not in its cached fleet is fetched from the profile's ClickHouse and
// its series stats printed (as `hudwatch flaky` fetches what is not cached).
class UtilizationFigures
{
    Q_DECLARE_TR_FUNCTIONS(hw::UtilizationFigures)

public:
    static Result<QJsonObject> build(const FigureSource &source, std::optional<qint64> jobId);
    // The keys of UtilizationFleetJson's rows that are figures of the console's own.
    static QStringList consoleOwnKeys();
    // row with those keys moved into row["consoleOwn"].
    static QJsonObject labelled(QJsonObject row);
    // One job's series stats (what `hudwatch utilization FILE --json` prints, without "file").
    static QJsonObject jobStats(const JobUtilization &job);
    // The metrics a job's stats list beside GPU utilization, in the order they are printed.
    static constexpr UtilizationMetric otherMetrics[] = { UtilizationMetric::GpuMemoryBandwidth,
        UtilizationMetric::GpuAllocatedPercent, UtilizationMetric::GpuAllocatedGiB, UtilizationMetric::GpuTemperature,
        UtilizationMetric::GpuPower, UtilizationMetric::Cpu, UtilizationMetric::Memory };
    // The job's series fetched from the profile's ClickHouse: the envelope (asOf its last sample),
    // jobId, workflowId, runAttempt, jobName and "series" (jobStats); an error when ClickHouse
    // has no samples of it.
    static Result<QJsonObject> fetchedJob(const FigureSource &source, qint64 jobId);
};

} // namespace hw
