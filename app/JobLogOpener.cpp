#include "JobLogOpener.h"

#include "logs/JobLogLocation.h"
#include "logs/LogDocument.h"
#include "logs/LogFetcher.h"
#include "logs/LogStore.h"
#include "logs/LogViewer.h"
#include "logs/LogWindow.h"
#include "net/LatestRequest.h"
#include "profiles/ProfileSettings.h"

#include <QFileInfo>
#include <QTimer>

namespace hw {

namespace {

QString titleOf(const JobRun &job)
{
    QString title = job.jobName.isEmpty() ? QStringLiteral("job %1").arg(job.id) : job.jobName;
    if (!job.headSha.isEmpty())
        title += QStringLiteral(" @ ") + job.headSha.left(7);
    return title;
}

} // namespace

JobLogOpener::JobLogOpener(bool demo, QObject *parent)
    : QObject(parent), m_demo(demo), m_demoLogs(demo ? DemoJobLogs::bundled() : DemoJobLogs {})
{
}

JobLogOpener::JobLogOpener(const ProfileSettings &profile, QNetworkAccessManager *network, QObject *parent)
    : QObject(parent)
    , m_profile(std::make_unique<ProfileSettings>(profile))
    , m_network(network)
    , m_store(std::make_unique<LogStore>(
          LogStore::directoryBeside(profile.effectiveCachePath()), qint64(profile.logsCacheBudgetMb) << 20))
{
}

JobLogOpener::~JobLogOpener() = default;

LogFetcher *JobLogOpener::fetcher()
{
    if (!m_fetcher && m_profile)
        m_fetcher = std::make_unique<LogFetcher>(m_profile->logFetchConfig(), m_store.get(), m_network, m_tokens);
    return m_fetcher.get();
}

bool JobLogOpener::openFromStore(LogWindow *window, const JobRun &job, const QString &path, bool refresh)
{
    LogViewer *viewer = window->viewer();
    viewer->endFetchProgress();
    if (!viewer->openFile(path))
        return false; // the viewer says why
    window->setWindowTitle(tr("%1 — HUD Watch log").arg(titleOf(job)));
    viewer->setFailureHint(job.failureLine, QString());
    if (!refresh)
        viewer->jumpToFailure(); // a refresh while following stays at the end
    return true;
}

void JobLogOpener::failed(const QString &key, LogWindow *window, const QString &message)
{
    m_failed.insert(key);
    if (!message.isEmpty())
        window->viewer()->showMessage(QStringLiteral("⚠ ") + message);
}

void JobLogOpener::follow(LogWindow *window, const JobRun &job, const JobLogLocation &where)
{
    auto *timer = new QTimer(window);
    timer->setInterval(m_followIntervalMs);
    LogViewer *viewer = window->viewer();
    const auto sync = [timer](bool on) {
        if (on)
            timer->start();
        else
            timer->stop();
    };
    connect(viewer, &LogViewer::followChanged, timer, sync);
    // The fetch this follow started: a fetch of the same log asked for otherwise is not its answer.
    auto mine = std::make_shared<LatestRequest>(timer);
    connect(timer, &QTimer::timeout, this, [this, where, mine] {
        if (LogFetcher *f = fetcher(); f && !f->isFetching(where.storeKey())) {
            mine->begin();
            f->fetch(where, false);
        }
    });
    connect(fetcher(), &LogFetcher::finished, timer,
        [this, window, job, mine, key = where.storeKey()](const QString &k, const Result<LogStoreEntry> &log) {
            if (k != key || !mine->isInFlight())
                return;
            mine->finish();
            if (!window->viewer()->isFollowing())
                return;
            if (!log) {
                if (log.error().kind != SourceError::Kind::Cancelled)
                    window->viewer()->showMessage(QStringLiteral("⚠ ") + log.error().message + tr(" — following: trying again every %n s", nullptr, m_followIntervalMs / 1000));
                return;
            }
            openFromStore(window, job, log->path, true);
            window->viewer()->setFollow(true);
        });
    viewer->setFollow(true); // a running job: follow it until the user says otherwise
}

LogWindow *JobLogOpener::open(const JobRun &job, QWidget *parent)
{
    const auto location = JobLogLocation::fromJob(job, m_profile ? QUrl(m_profile->logsRawLogBaseUrl) : JobLogLocation::defaultRawLogBase());
    const QString key = location ? location->storeKey() : QStringLiteral("job-%1").arg(job.id);
    if (QPointer<LogWindow> existing = m_windows.value(key)) {
        if (m_profile && location && m_failed.remove(key))
            load(existing, job, *location); // its log failed: "l" again is the way to try again
        existing->raise();
        existing->activateWindow();
        return existing;
    }
    auto *window = new LogWindow(parent);
    window->setWindowFlag(Qt::Window);
    m_windows.insert(key, window);
    connect(window, &QObject::destroyed, this, [this, key] { m_failed.remove(key); });
    window->setWindowTitle(tr("%1 — HUD Watch log").arg(titleOf(job)));
    LogViewer *viewer = window->viewer();
    if (location)
        viewer->setLink(location->rawLogUrl);
    window->show();

    if (!m_profile) {
        const QString path = m_demoLogs.pathFor(job);
        if (path.isEmpty()) {
            viewer->showMessage(m_demo ? tr("The demo has a log only for failed jobs whose failure line came from one of its "
                                            "bundled real logs. Connect a profile to read any job's log.")
                                       : tr("A replayed recording holds no logs, and replay opens no connection. Open the "
                                            "profile the recording came from to read this job's log."));
            return window;
        }
        openFromStore(window, job, path);
        return window;
    }
    if (!location) {
        viewer->showMessage(QStringLiteral("⚠ ") + location.error().message);
        return window;
    }
    // Once per window; each attempt (load) connects only to its own outcome.
    LogFetcher *f = fetcher();
    QPointer<LogWindow> target(window);
    const QString what = titleOf(job);
    connect(f, &LogFetcher::progress, window, [target, key, what](const QString &k, qint64 received, qint64 total) {
        if (k == key && target)
            target->viewer()->showFetchProgress(what, received, total);
    });
    connect(viewer, &LogViewer::fetchCancelRequested, f, [f, key] { f->cancel(key); });
    // A stored log that cannot be read (damaged gzip, cut off) is dropped, so that the next "l"
    // fetches it instead of reopening the same broken file.
    connect(viewer, &LogViewer::documentFailed, this, [this, key, target](const SourceError &e) {
        if (const std::optional<LogStoreEntry> stored = m_store->find(key); stored && target
            && e.kind == SourceError::Kind::BadData
            && QFileInfo(stored->path) == QFileInfo(target->viewer()->document()->path()))
            (void)m_store->remove(key); // if it will not go, the next "l" reads it again
        if (target)
            failed(key, target, {});
    });
    if (job.status != u"completed" && !m_offline)
        follow(window, job, *location);
    connect(window, &QObject::destroyed, f, [f, key] { f->cancel(key); });
    load(window, job, *location);
    return window;
}

void JobLogOpener::load(LogWindow *window, const JobRun &job, const JobLogLocation &where)
{
    const QString key = where.storeKey();
    if (auto opened = m_store->open(); !opened) {
        failed(key, window, opened.error().message);
        return;
    }
    const bool complete = job.status == u"completed";
    const std::optional<LogStoreEntry> cached = m_store->find(key);
    if (cached && (cached->complete || !complete)) {
        m_store->markUsed(key);
        if (openFromStore(window, job, cached->path) && cached->complete)
            return;
    }
    if (m_offline) {
        if (!cached)
            window->viewer()->showMessage(tr("⚠ Offline: this job's log is not in the log cache — start without "
                                             "--offline to fetch it."));
        return;
    }
    // Not cached (or only a running job's partial log, or a stored file that cannot be opened):
    // fetch it into the store.
    m_failed.remove(key);
    LogFetcher *f = fetcher();
    QPointer<LogWindow> target(window);
    auto attempt = std::make_shared<QMetaObject::Connection>(); // later fetches of this key are follow's
    *attempt = connect(f, &LogFetcher::finished, window,
        [this, target, key, job, attempt](const QString &k, const Result<LogStoreEntry> &log) {
            if (k != key || !target)
                return;
            disconnect(*attempt);
            target->viewer()->endFetchProgress();
            if (!log) {
                // Cancelled: the window stays empty, says so, and "l" fetches again just the same.
                const bool cancelled = log.error().kind == SourceError::Kind::Cancelled;
                failed(key, target, cancelled ? QString() : log.error().message);
                if (cancelled)
                    target->viewer()->showMessage(tr("Fetching the log was cancelled — press L on the cell again to fetch it anew."));
                return;
            }
            openFromStore(target, job, log->path);
        });
    window->viewer()->showFetchProgress(titleOf(job), 0, -1);
    f->fetch(where, complete);
}

} // namespace hw
