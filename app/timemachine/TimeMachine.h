#pragma once

#include "profiles/ProfileSettings.h"

#include <QObject>
#include <QStringList>

#include <functional>
#include <memory>
#include <vector>

namespace hw {

class CachePastLoad;
class ConsoleFeature;
class GridSync;
class JobGridModel;
class MainWindow;
class Recording;
class Replayer;
class TimelineEventSearch;

// The timeline under the grid and what it shows. A replay (the demo, a recording): the
// replayer's clock, seeks and plays. A profile: live at first; a seek opens the cache's past in
// a model of its own, and every feature shows its tab as of the past's clock (or stays live and
// the banner says so); Now goes back to the live grid, which polling kept up to date. It names
// no feature: each is asked to follow the past and to come back.
class TimeMachine : public QObject
{
    Q_OBJECT
public:
    TimeMachine(MainWindow *window, std::vector<ConsoleFeature *> features, QObject *parent = nullptr);
    ~TimeMachine() override;

    // A replay's timeline: its range, events and the clock (the demo loops; Now is its live end).
    void followReplay(Replayer *replayer, bool demo);
    // A profile's timeline over the cache (cachePath, the grid's source) and the live grid.
    void followLive(GridSync *sync, const JobGridModel *liveModel, QString cachePath, ProfileSettings profile);
    // Space while looking at the past plays or pauses it (polling goes on): true when it did.
    bool togglePauseOfPast();
    bool isInPast() const { return bool(m_pastReplayer); }

    // The timeline's events are searched on a worker: waits until they are on the timeline.
    bool waitForTimelineEvents(int timeoutMs);
    // The look-back reads the cache on a worker: waits until its past is on screen (or failed).
    bool waitForLookBack(int timeoutMs);

private:
    // then(past replayer) once the cache's past is loaded (at once when it is): a seek, a play.
    void lookBack(std::function<void(Replayer &)> then);
    void enterPast(const Recording &loaded, const QStringList &warnings);
    void leavePast();
    void searchTimelineEvents(const Recording &recording);
    void showLiveRange();

    MainWindow *m_window;
    std::vector<ConsoleFeature *> m_features;
    GridSync *m_sync = nullptr;
    const JobGridModel *m_liveModel = nullptr;
    QString m_cachePath;
    ProfileSettings m_profile;
    std::unique_ptr<JobGridModel> m_pastModel;  // the grid at an instant of the cache's past
    std::unique_ptr<Replayer> m_pastReplayer;   // over the cache's rows; null while live
    std::unique_ptr<CachePastLoad> m_pastLoad;  // reads the cache's past on a worker
    std::function<void(Replayer &)> m_pastThen; // the newest seek or play asked while it loads
    std::unique_ptr<TimelineEventSearch> m_eventSearch; // the timeline's events, off the GUI thread
};

} // namespace hw
