#pragma once

#include "utilization/JobUtilization.h"
#include "utilization/UtilizationJobKey.h"

#include <QWidget>

class QStackedWidget;

namespace hw {

class UtilizationFleetView;
class UtilizationJobView;

// The GPU utilization tab: the fleet over a range, and one job's GPUs (opened from the fleet's
// runs, a grid cell, --view utilization:JOB_ID or --utilization FILE). Esc goes back to the fleet;
// while a job loads, Cancel (or Esc) stops its fetch and says so.
class UtilizationPage : public QWidget
{
    Q_OBJECT
public:
    explicit UtilizationPage(QWidget *parent = nullptr);

    UtilizationFleetView *fleetView() const { return m_fleet; }
    UtilizationJobView *jobView() const { return m_job; }

    // Shows the job view waiting for the job and asks for it (jobRequested). A job id alone (a
    // grid cell, --view utilization:JOB_ID) leaves its run and attempt to the source.
    void openJob(const UtilizationJobKey &key);
    void openJob(qint64 jobId) { openJob(UtilizationJobKey{0, jobId, 0}); }
    // What arrived for the job asked for last (a stale answer is dropped), or why it cannot be shown.
    void showJob(const JobUtilization &job, const QString &where);
    void showJobProblem(qint64 jobId, const QString &text);
    // A log file opened with --utilization: shown at once, not asked for.
    void showFile(const JobUtilization &job, const QString &fileName);
    void showFleet();
    bool isShowingJob() const;
    qint64 requestedJob() const { return m_requested; }

signals:
    void jobRequested(const hw::UtilizationJobKey &key);
    // The user stopped loading the job (Cancel or Esc while it loads).
    void jobCancelled(qint64 jobId);

private:
    QStackedWidget *m_stack;
    UtilizationFleetView *m_fleet;
    UtilizationJobView *m_job;
    qint64 m_requested = 0;
};

} // namespace hw
