#include "UtilizationFeature.h"

#include "MainWindow.h"
#include "cache/CacheWriter.h"
#include "features/ConsoleContext.h"
#include "utilization/UtilizationDemo.h"
#include "utilization/UtilizationFleetJson.h"
#include "utilization/UtilizationFleetSource.h"
#include "utilization/UtilizationFleetView.h"
#include "utilization/UtilizationJobSource.h"
#include "utilization/UtilizationPage.h"

#include <QDateTime>

namespace hw {

UtilizationFeature::UtilizationFeature(QObject *parent)
    : RangeFeature(parent)
{
}

UtilizationFeature::~UtilizationFeature() = default;

QString UtilizationFeature::snapshotSource() const
{
    return UtilizationFleetJson::source();
}

QString UtilizationFeature::tabName() const
{
    return tr("GPU utilization");
}

void UtilizationFeature::feedView(UtilizationFleetSource *fleet, const ConsoleContext &context)
{
    m_utilizationPage = context.window->utilizationPage();
    m_view = m_utilizationPage->fleetView();
    feed(QStringLiteral("utilization"), fleet, m_view, &UtilizationFleetView::setFleet, &UtilizationFleet::skippedRows,
        &UtilizationFleetJson::toJson);
    storeIn(context.cacheWriter);
    setTimeRange(context.range(TimeRange::lastDays(7)));
}

void UtilizationFeature::initReplay(const ConsoleContext &context)
{
    feedView(nullptr, context);
    UtilizationPage *page = m_utilizationPage;
    if (context.demo) {
        initDemo(context);
        return;
    }
    m_sync->fetchFailed(SourceError::make(
        SourceError::Kind::None, QStringLiteral("utilization"), tr("this recording has no GPU utilization")));
    connect(page, &UtilizationPage::jobRequested, page, [page](const UtilizationJobKey &key) {
        page->showJobProblem(key.jobId, tr("this recording has no GPU utilization"));
    });
}

void UtilizationFeature::initDemo(const ConsoleContext &context)
{
    // The demo's fleet: the seed's 14 days (a generated fleet around one real 8-GPU run).
    UtilizationPage *page = m_utilizationPage;
    UtilizationFleetView *view = m_view;
    view->setNow(UtilizationDemo::To * 1000);
    view->setTimeRange(context.range(TimeRange::lastDays(14)));
    const auto fleet = UtilizationDemo::fleet();
    connect(view, &UtilizationFleetView::runsRequested, view, [view, fleet](const QString &jobName) {
        if (fleet)
            for (const UtilizationJobRuns &runs : fleet->runs)
                if (runs.jobName == jobName) {
                    view->setRuns(runs);
                    return;
                }
        view->setRunsProblem(tr("the demo bundles the runs of its top 3 job names only"));
    });
    m_sync->setReplay(
        [view, fleet](qint64, qint64) {
            if (fleet)
                view->setFleet(*fleet);
        },
        UtilizationDemo::To, context.demoDatesNote(UtilizationDemo::From, UtilizationDemo::To));
    const auto [from, to] = view->window();
    m_sync->setRange(from, to);
    if (!fleet)
        m_sync->fetchFailed(SourceError::make(SourceError::Kind::BadData, QStringLiteral("utilization"), fleet.error()));
    connect(page, &UtilizationPage::jobRequested, page, [page](const UtilizationJobKey &key) {
        const auto job = UtilizationDemo::job(key.jobId);
        if (job)
            page->showJob(*job, tr("the demo (ClickHouse seed)"));
        else
            page->showJobProblem(key.jobId, job.error());
    });
}

Result<void> UtilizationFeature::initProfile(const ConsoleContext &context)
{
    m_cache = context.cache;
    const ProfileSettings &profile = *context.profile;
    UtilizationFleetSource::Options fleetOptions;
    fleetOptions.repo = profile.repository;
    m_fleet = std::make_unique<UtilizationFleetSource>(context.client, fleetOptions);
    UtilizationJobSource::Options jobOptions;
    jobOptions.repo = profile.repository;
    jobOptions.jobsDatabase
        = profile.clickHouseDatabase.isEmpty() ? QStringLiteral("default") : profile.clickHouseDatabase;
    m_jobs = std::make_unique<UtilizationJobSource>(context.client, jobOptions);
    feedView(m_fleet.get(), context);
    UtilizationFleetView *view = m_view;
    connect(view, &UtilizationFleetView::runsRequested, m_fleet.get(), &UtilizationFleetSource::fetchRuns);
    connect(m_fleet.get(), &UtilizationFleetSource::runsFetched, view, &UtilizationFleetView::setRuns);
    connect(m_fleet.get(), &UtilizationFleetSource::runsFailed, view,
        [view](const QString &, const SourceError &e) { view->setRunsProblem(e.message); });
    connectJobs(context);
    showCachedFleet();
    return {};
}

void UtilizationFeature::connectJobs(const ConsoleContext &context)
{
    UtilizationPage *page = m_utilizationPage;
    UtilizationJobSource *jobs = m_jobs.get();
    connect(page, &UtilizationPage::jobRequested, this, [page, jobs, onDemand = context.fetchesOnDemand()](
                                                            const UtilizationJobKey &key) {
        if (!onDemand) {
            page->showJobProblem(key.jobId,
                tr("offline: a job's GPU series is fetched from ClickHouse — start without --offline to see it"));
            return;
        }
        jobs->fetch(key);
    });
    connect(page, &UtilizationPage::jobCancelled, jobs, &UtilizationJobSource::cancel);
    connect(jobs, &UtilizationJobSource::fetched, page, [page](const JobUtilization &job) {
        if (job.sampleCount() == 0 && job.info.jobName.isEmpty())
            page->showJobProblem(job.info.jobId,
                tr("ClickHouse has no utilization for job %1 (jobs without GPUs or "
                   "the monitor have none; uploads can lag the job by minutes)")
                    .arg(job.info.jobId));
        else
            page->showJob(job, tr("ClickHouse"));
    });
    connect(jobs, &UtilizationJobSource::failed, page,
        [page](const SourceError &e) { page->showJobProblem(page->requestedJob(), e.message); });
}

void UtilizationFeature::showCachedFleet()
{
    showCached(m_cache, [this](const QByteArray &body) {
        const auto fleet = UtilizationFleetJson::fromJson(body);
        if (fleet)
            m_view->setFleet(*fleet);
        return fleet ? QString() : fleet.error();
    });
}

bool UtilizationFeature::followPast(Replayer &past, bool recordedOnly)
{
    return followRecorded(past, recordedOnly, [this](const RecordedSnapshot *s, qint64 t) {
        return showRecorded(s, t, m_view, &UtilizationFleetView::setFleet, UtilizationFleetJson::fromJson,
            tr("GPU utilization"));
    });
}

void UtilizationFeature::backToLive()
{
    if (!stopFollowing())
        return;
    m_view->setNow(std::nullopt);
    m_sync->clearReplay();
    showCachedFleet();
}

} // namespace hw
