#include "TimeMachine.h"

#include "MainWindow.h"
#include "features/ConsoleFeature.h"
#include "grid/GridSync.h"
#include "grid/JobGridModel.h"
#include "timemachine/Replayer.h"
#include "timemachine/CachePastLoad.h"
#include "timemachine/ReplayInstant.h"
#include "timemachine/TimelineEventSearch.h"
#include "timemachine/TimelineScrubber.h"

#include <QDateTime>
#include <QLoggingCategory>
#include <QStatusBar>

Q_DECLARE_LOGGING_CATEGORY(lcHudwatchApp)

namespace hw {

TimeMachine::TimeMachine(MainWindow *window, std::vector<ConsoleFeature *> features, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_features(std::move(features))
{
}

TimeMachine::~TimeMachine() = default;

void TimeMachine::followReplay(Replayer *replayer, bool demo)
{
    TimelineScrubber *timeline = m_window->timeline();
    timeline->setRange(replayer->startTime(), replayer->endTime());
    searchTimelineEvents(replayer->recording());
    timeline->setNowName(demo ? tr("the end of the demo") : tr("the end of the recording"));
    timeline->setClock(replayer->clock());
    timeline->show();
    if (!demo)
        replayer->setTickIntervalMs(500); // smooth enough at 600×, cheap at 1×
    replayer->setSpeed(timeline->speed());
    connect(replayer, &Replayer::clockChanged, timeline, &TimelineScrubber::setClock);
    connect(replayer, &Replayer::statusChanged, timeline,
        [timeline](const SourceStatus &s) { timeline->setPlaying(s.state == SourceStatus::State::Replaying); });
    connect(timeline, &TimelineScrubber::seekRequested, replayer, &Replayer::seek);
    connect(timeline, &TimelineScrubber::pauseRequested, replayer, &Replayer::pause);
    connect(timeline, &TimelineScrubber::speedChanged, replayer, &Replayer::setSpeed);
    connect(timeline, &TimelineScrubber::playRequested, replayer, [replayer, demo](double speed) {
        replayer->setLoop(demo);
        if (replayer->clock() >= replayer->endTime())
            replayer->seek(replayer->startTime()); // played to the end: again from the start
        replayer->play(speed);
    });
    connect(timeline, &TimelineScrubber::nowRequested, replayer, [replayer, demo] {
        if (demo) {
            replayer->startLive();
            return;
        }
        replayer->pause();
        replayer->seek(replayer->endTime());
    });
}

void TimeMachine::followLive(GridSync *sync, const JobGridModel *liveModel, QString cachePath, ProfileSettings profile)
{
    m_sync = sync;
    m_liveModel = liveModel;
    m_cachePath = std::move(cachePath);
    m_profile = std::move(profile);
    TimelineScrubber *timeline = m_window->timeline();
    timeline->setNowName(tr("live"));
    showLiveRange();
    timeline->show();
    connect(timeline, &TimelineScrubber::seekRequested, this,
        [this](qint64 t) { lookBack([t](Replayer &past) { past.seek(t); }); });
    connect(timeline, &TimelineScrubber::playRequested, this,
        [this](double speed) { lookBack([speed](Replayer &past) { past.play(speed); }); });
    connect(timeline, &TimelineScrubber::pauseRequested, this, [this] {
        if (m_pastReplayer)
            m_pastReplayer->pause();
        else if (m_pastLoad && m_pastLoad->isLoading())
            m_pastThen = [asked = std::move(m_pastThen)](Replayer &past) { // paused where it was asked to go
                if (asked)
                    asked(past);
                past.pause();
            };
    });
    connect(timeline, &TimelineScrubber::speedChanged, this, [this](double speed) {
        if (m_pastReplayer)
            m_pastReplayer->setSpeed(speed);
    });
    connect(timeline, &TimelineScrubber::nowRequested, this, &TimeMachine::leavePast);
    // Live, "now" moves on: with every status of the sync (each poll).
    connect(m_sync, &GridSync::statusChanged, timeline, [this] {
        if (!m_pastReplayer)
            showLiveRange();
    });
}

void TimeMachine::showLiveRange()
{
    // Live, the bar spans the last day up to now; the cache's whole range once in the past.
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    m_window->timeline()->setRange(now - 24 * 3600, now);
    m_window->timeline()->setClock(now);
}

bool TimeMachine::togglePauseOfPast()
{
    if (!m_pastReplayer)
        return false;
    m_pastReplayer->togglePause();
    return true;
}

void TimeMachine::lookBack(std::function<void(Replayer &)> then)
{
    if (m_pastReplayer) {
        then(*m_pastReplayer);
        return;
    }
    // The newest request wins: a seek made while the cache loads replaces the one before.
    m_pastThen = std::move(then);
    if (m_pastLoad && m_pastLoad->isLoading())
        return;
    if (!m_pastLoad) {
        m_pastLoad = std::make_unique<CachePastLoad>();
        connect(m_pastLoad.get(), &CachePastLoad::loaded, this, &TimeMachine::enterPast);
        connect(m_pastLoad.get(), &CachePastLoad::failed, this, [this](const QString &message) {
            m_window->setTimeMachineBanner(QString());
            m_window->statusBar()->showMessage(
                tr("Cannot look back: %1 — if this persists, move the cache file aside (HUD Watch fetches the "
                   "data again)")
                    .arg(message),
                8000);
            leavePast();
        });
    }
    // Read on a worker (a big cache takes seconds); the window stays live and says so meanwhile.
    m_window->setTimeMachineBanner(
        tr("◀◀ Loading the cache's past… the live grid below keeps updating (N goes back to it)"));
    m_window->statusBar()->showMessage(tr("Loading the cache's past…"));
    m_pastLoad->start(m_cachePath, m_sync->sourceName(), m_profile.name, QDateTime::currentSecsSinceEpoch());
}

bool TimeMachine::waitForLookBack(int timeoutMs)
{
    return !m_pastLoad || m_pastLoad->waitForLoaded(timeoutMs);
}

void TimeMachine::enterPast(const Recording &loaded, const QStringList &warnings)
{
    TimelineScrubber *timeline = m_window->timeline();
    m_window->statusBar()->clearMessage();
    for (const QString &warning : warnings)
        qCWarning(lcHudwatchApp, "time machine: %s", qUtf8Printable(warning));
    // Part of the history that could not be read: those tabs stay live, and the banner says why.
    const QString unreadNote = warnings.isEmpty()
        ? QString()
        : tr(" · part of the cache's history cannot be read (%1) — if this persists, move the cache file "
             "aside (HUD Watch fetches the data again)")
              .arg(warnings.join(QStringLiteral("; ")));
    if (loaded.header.end <= 0) {
        m_window->setTimeMachineBanner(QString());
        m_window->statusBar()->showMessage(
            tr("The cache holds nothing to look back at yet — wait for the first sync to store commits."), 8000);
        leavePast();
        return;
    }
    m_pastModel = std::make_unique<JobGridModel>();
    m_pastModel->setMaxCommits(m_liveModel->maxCommits());
    m_pastModel->setUnstablePatterns(m_profile.unstablePatterns);
    m_pastReplayer = std::make_unique<Replayer>(m_pastModel.get());
    m_pastReplayer->setRecording(loaded);
    m_pastReplayer->setTickIntervalMs(500);
    m_pastReplayer->setSpeed(timeline->speed());
    timeline->setRange(m_pastReplayer->startTime(), m_pastReplayer->endTime());
    searchTimelineEvents(m_pastReplayer->recording());
    timeline->setNowName(tr("the newest data in the cache (N: back to live)"));
    connect(m_pastReplayer.get(), &Replayer::statusChanged, timeline,
        [timeline](const SourceStatus &s) { timeline->setPlaying(s.state == SourceStatus::State::Replaying); });
    m_window->showPastGrid(m_pastModel.get());
    // Where the timeline was asked to go while the cache loaded (the newest request).
    if (auto then = std::exchange(m_pastThen, nullptr))
        then(*m_pastReplayer);
    // Every tab as of the clock too: from the cache's history of its snapshots (a tab the cache
    // has no history of stays live, and the banner says so), or from the cache's rows (trunk).
    QStringList live;
    for (ConsoleFeature *feature : m_features)
        if (!feature->followPast(*m_pastReplayer, true))
            live << feature->tabName();
    const QString liveNote
        = live.isEmpty() ? QString() : tr(" · live, the cache has no history of them: %1").arg(live.join(QStringLiteral(", ")));
    const auto showClock = [this, timeline, liveNote, unreadNote](qint64 t) {
        timeline->setClock(t);
        m_window->setReferenceTime(t);
        m_window->setTimeMachineBanner(tr("◀◀ Looking at the past — showing %1 from the cache; the live grid keeps "
                                          "updating (N goes back to it)")
                                           .arg(ReplayInstant::format(t))
            + liveNote + unreadNote);
    };
    connect(m_pastReplayer.get(), &Replayer::clockChanged, this, showClock);
    showClock(m_pastReplayer->clock());
}

void TimeMachine::leavePast()
{
    TimelineScrubber *timeline = m_window->timeline();
    m_window->showPastGrid(nullptr);
    m_window->setTimeMachineBanner(QString());
    // The tabs that showed the past show the live figures again (then fetch when they may).
    for (ConsoleFeature *feature : m_features)
        feature->backToLive();
    if (m_pastLoad && m_pastLoad->isLoading()) {
        m_pastLoad->cancel(); // a load still under way answers nobody
        m_window->statusBar()->clearMessage();
    }
    m_pastThen = nullptr;
    m_pastReplayer.reset();
    m_pastModel.reset();
    m_window->setReferenceTime(0); // live: relative times from the wall clock again
    if (m_eventSearch)
        m_eventSearch->cancel(); // a search still under way answers nobody
    timeline->setEvents({});
    timeline->setNowName(tr("live"));
    showLiveRange();
    timeline->setPlaying(false);
}

void TimeMachine::searchTimelineEvents(const Recording &recording)
{
    if (!m_eventSearch) {
        m_eventSearch = std::make_unique<TimelineEventSearch>();
        connect(m_eventSearch.get(), &TimelineEventSearch::found, m_window->timeline(), &TimelineScrubber::setEvents);
    }
    m_window->timeline()->setEvents({}); // until the search answers: none rather than stale ones
    m_eventSearch->start(recording);
}

bool TimeMachine::waitForTimelineEvents(int timeoutMs)
{
    return !m_eventSearch || m_eventSearch->waitForFound(timeoutMs);
}

} // namespace hw
