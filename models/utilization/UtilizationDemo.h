#pragma once

#include "domain/Result.h"
#include "utilization/JobUtilization.h"
#include "utilization/UtilizationFleet.h"

#include <QJsonObject>

namespace hw {

// The GPU utilization tab of the demo (no profile), as the ClickHouse sources return it over the
// test server's seed (tests/data/clickhouse/generate_utilization_seed.py):
//  - the fleet over 2026-11-06 .. 11-20 with the runs of its top 3 job names
//    (resources/demo/utilization_fleet.json, UtilizationFleetJson);
//  - one job's series: the real 8-GPU nvidia-smi run (job 49000000001), as the
//    result sets of UtilizationJobSource (resources/demo/utilization_job.json), decoded by the same code.
// tst_UtilizationFleetClickHouse and tst_UtilizationJobClickHouse check both files against the seed.
class UtilizationDemo
{
public:
    static constexpr qint64 From = 1793923200; // 2026-11-06 00:00:00 UTC
    static constexpr qint64 To = 1795132800;   // 2026-11-20 00:00:00 UTC
    static constexpr qint64 JobId = 49000000001;
    static QString fleetPath() { return QStringLiteral(":/hudwatch/demo/utilization_fleet.json"); }
    static QString jobPath() { return QStringLiteral(":/hudwatch/demo/utilization_job.json"); }

    static Result<UtilizationFleet, QString> fleet();
    // The bundled job, or why there is none for this id.
    static Result<JobUtilization, QString> job(qint64 jobId);

    // The job file's format: {"version": 1, "metadata": [rows], "series": [rows]}.
    static QByteArray jobFile(const QVector<QVector<QJsonObject>> &rows);
    static Result<QVector<QVector<QJsonObject>>, QString> readJobFile(const QByteArray &json);
};

} // namespace hw
