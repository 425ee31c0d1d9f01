#include "UtilizationPage.h"

#include "UtilizationFleetView.h"
#include "UtilizationJobView.h"

#include <QStackedWidget>
#include <QVBoxLayout>

namespace hw {

UtilizationPage::UtilizationPage(QWidget *parent)
    : QWidget(parent)
    , m_stack(new QStackedWidget(this))
    , m_fleet(new UtilizationFleetView(this))
    , m_job(new UtilizationJobView(this))
{
    m_stack->addWidget(m_fleet);
    m_stack->addWidget(m_job);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_stack);
    connect(m_fleet, &UtilizationFleetView::jobRequested, this,
            [this](const UtilizationJobKey &key) { openJob(key); });
    connect(m_job, &UtilizationJobView::backRequested, this, &UtilizationPage::showFleet);
    connect(m_job, &UtilizationJobView::cancelRequested, this, [this] {
        const qint64 jobId = m_requested;
        m_requested = 0; // a late answer is dropped
        m_job->setMessage(tr("Job %1").arg(jobId),
            tr("Cancelled; its utilization was not loaded. Open the job again to load it (Enter in the "
               "fleet's runs, U on its grid cell); Esc goes back to the fleet."));
        emit jobCancelled(jobId);
    });
}

void UtilizationPage::openJob(const UtilizationJobKey &key)
{
    m_requested = key.jobId;
    m_job->setLoading(tr("Job %1").arg(key.jobId), tr("Loading its utilization…"));
    m_stack->setCurrentWidget(m_job);
    emit jobRequested(key);
}

void UtilizationPage::showJob(const JobUtilization &job, const QString &where)
{
    if (job.info.jobId != m_requested)
        return;
    m_job->setJob(job, where);
    m_stack->setCurrentWidget(m_job);
}

void UtilizationPage::showJobProblem(qint64 jobId, const QString &text)
{
    if (jobId != m_requested)
        return;
    m_job->setMessage(tr("Job %1").arg(jobId), tr("⚠ %1").arg(text));
    m_stack->setCurrentWidget(m_job);
}

void UtilizationPage::showFile(const JobUtilization &job, const QString &fileName)
{
    m_requested = job.info.jobId;
    m_job->setJob(job, fileName);
    m_stack->setCurrentWidget(m_job);
}

void UtilizationPage::showFleet()
{
    m_stack->setCurrentWidget(m_fleet);
    m_fleet->setFocus();
}

bool UtilizationPage::isShowingJob() const
{
    return m_stack->currentWidget() == m_job;
}

} // namespace hw
