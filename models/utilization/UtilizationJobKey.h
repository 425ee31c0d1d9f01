#pragma once

#include <QMetaType>

namespace hw {

// A job's utilization is keyed as the tables are sorted: (workflow_id, job_id, run_attempt,
// repo); a filter on job_id alone scans a year of rows. The repository is the source's. A key
// from a grid cell or --view utilization:JOB_ID knows only the job id (workflowId 0): the source
// finds its run and attempt through workflow_job, whose sort key starts with the id.
struct UtilizationJobKey {
    qint64 workflowId = 0;
    qint64 jobId = 0;
    int runAttempt = 0;

    bool isComplete() const { return workflowId > 0 && jobId > 0 && runAttempt > 0; }
    bool operator==(const UtilizationJobKey &) const = default;
};

} // namespace hw

Q_DECLARE_METATYPE(hw::UtilizationJobKey)
