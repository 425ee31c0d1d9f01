#pragma once

#include "sync/LatestWorkerRun.h"
#include "CommandLineOptions.h"
#include "LongOperation.h"
#include "domain/Result.h"
#include "profiles/ProfileSettings.h"
#include "timemachine/CacheRecording.h"
#include "timemachine/TimeWindowExport.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

class QNetworkAccessManager;

namespace hw {

class ConsoleInputs;
class JobGridModel;
class MainWindow;
class Replayer;
class CachePastLoad;
class Recording;
class JobCache;
class CacheWriter;
class JobSource;
class GridSync;
class CredentialStore;
class ClickHouseClient;
class BackendsClickHouseSource;
class BackendsSync;
class RelayClient;
class TrunkClickHouseSource;
class RangeSync;
class FlakyClickHouseSource;
class FlakyTestHistorySource;
class UtilizationFleetSource;
class UtilizationJobSource;
class AuthSession;
class SignInDialog;
class JobLogOpener;
class AlertMonitor;
class ReplayedViews;
class TimelineEventSearch;
class RecordingStream;

// The composition root: builds the grid model, the window and one data feed — the bundled demo
// or a recording (Replayer), or a server profile (ClickHouse source + SQLite cache + GridSync)
// — and wires them together. Nothing else knows how the parts are assembled.
class Console : public QObject
{
    Q_OBJECT
public:
    explicit Console(CommandLineOptions options, QObject *parent = nullptr);
    ~Console() override;

    // Builds everything and fills the grid from the cache or the recording (synchronously, so a
    // screenshot or the first paint shows data). Returns false with a clear *error otherwise.
    bool init(QString *error);
    // The same from what ConsoleInputs::read read (on a worker): only the window is built here.
    bool init(ConsoleInputs inputs, QString *error);
    // Starts the live feed: polling (unless offline/screenshot) or the replay clock.
    void start();

    MainWindow *window() const { return m_window.get(); }
    JobGridModel *model() const { return m_model.get(); }
    GridSync *sync() const { return m_sync.get(); }
    BackendsSync *backendsSync() const { return m_crcrSync.get(); }
    // The profile's sign-in once polling started (null without oauth/issuer or before start()).
    AuthSession *authSession() const { return m_auth.get(); }
    JobLogOpener *logOpener() const { return m_logs.get(); }
    AlertMonitor *alerts() const { return m_alerts.get(); }
    Replayer *replayer() const { return m_replayer.get(); }
    // The timeline's events are searched on a worker: waits until they are on the timeline
    // (--screenshot, tests). False on timeout.
    bool waitForTimelineEvents(int timeoutMs = 30000);
    // A profile's look-back reads the cache on a worker: waits until its past is on screen (or
    // it failed). False on timeout.
    bool waitForLookBack(int timeoutMs = 30000);
    // A replay's trunk figures are computed on a worker: waits until they are on the tab.
    bool waitForTrunk(int timeoutMs = 30000);

    // The time machine. What can be exported: the profile's cache or the recording replayed.
    CacheRecording::Range heldRange() const;
    // Writes [from, to] of it as a recording file (atomically; see RecordingFile), on this thread.
    Result<void> exportTimeWindow(qint64 from, qint64 to, const QString &path) const;
    // The same on a worker thread, with a progress dialog and Cancel; exportFinished at the end.
    void exportInBackground(qint64 from, qint64 to, const QString &path);
    bool isExporting() const { return bool(m_export); }

signals:
    void exportFinished(bool written);

private:
    TimeWindowExport::Source exportSource() const;
    bool initDemoOrRecording(ConsoleInputs inputs, QString *error);
    bool initProfile(ConsoleInputs inputs, QString *error);
    void startProfilePolling();
    void togglePause();
    // Settings ▸ Alert rules…: saved to the profile (the demo's last for this run), applied at once.
    void editAlertRules();
    void askForPassword();
    void askForRelayToken();
    bool initBackends(bool cacheOnly, QString *error);
    void readRelayToken();
    void readRelayBearer();
    // The profile's OpenID sign-in (oauth/issuer): the session, File ▸ Sign in / Sign out.
    void initSignIn();
    void signIn(bool device);
    void signOut();
    void restoreViewState();
    // The timeline under the grid over the replay: its range, events and the clock.
    void initTimeline(bool demo);
    // A profile's timeline: live at first; a seek opens the cache's past in a model of its own
    // (enterPast), Now goes back to the live grid, which polling kept up to date (leavePast).
    void initLiveTimeline();
    // then(past replayer) once the cache's past is loaded (at once when it is): a seek, a play.
    void lookBack(std::function<void(Replayer &)> then);
    void enterPast(const Recording &loaded, const QStringList &warnings);
    void searchTimelineEvents(const Recording &recording);
    // Looking back, the tab of this snapshot source shows the cache's past (not live figures).
    bool showsPastOf(const QString &source) const;
    // The newest flaky / GPU figures the cache holds, on their tab (start-up, back from the past).
    void showCachedFlaky();
    void showCachedUtilization();
    void leavePast();
    // The trunk tab follows a replayer's clock (recomputed from its recording, only while shown);
    // showNow: at once, else from the clock's next move.
    void followTrunk(Replayer *replayer, bool showNow);
    // The trunk tab as of t, from the rows visible then: at once (a start at --at, a screenshot),
    // or computed on a worker, the newest request winning (a seek while the tab is shown: a
    // week-long recording takes a second, which the GUI thread must not spend).
    void showTrunkAt(const Replayer &replayer, qint64 t, bool atOnce = false);
    // --at as an instant of the recording (0 without --at); an error when out of range.
    Result<qint64> replayInstant() const;
    // File ▸ Export time window…: the dialog, the file name, the write.
    void askToExportTimeWindow();
    // --record FILE with a profile: the file ConsoleInputs started with the cache's contents
    // gets each batch, snapshot and alert transition the writer commits.
    void followRecording(std::unique_ptr<RecordingStream> stream);
    // --record FILE of a replay: everything held, written when the console closes.
    void writeRecordOnExit();
    // A batch, snapshot or alert --record could not append: logged, and said once in the window.
    void sayRecordFailed(const QString &message);
    // The trunk tab: figures from ClickHouse (profile) or from the recording (demo, replay).
    void initTrunk(TrunkClickHouseSource *source, const TimeRange &defaultRange);
    // The flaky tab: results from ClickHouse (profile) or the bundled demo results.
    void initFlaky(FlakyClickHouseSource *source);
    // The GPU utilization tab: fleet and jobs from ClickHouse (profile) or the bundled demo.
    void initUtilization(UtilizationFleetSource *fleet, UtilizationJobSource *jobs);
    void initUtilizationDemo(bool demo);
    // The demo's backends as of the replay clock (their 7-day figures move with it).
    void showDemoBackendsAt(qint64 t);
    // The demo's flaky / GPU tabs: their figures are of [from, to], not of the demo's day.
    QString demoDatesNote(qint64 from, qint64 to) const;
    // Shows a tab's figures from the cache (show() returns why it cannot read them, or "").
    void showCachedFigures(
        const QString &source, RangeSync *sync, const std::function<QString(const QByteArray &)> &show);

    CommandLineOptions m_options;
    ProfileSettings m_profile;
    std::unique_ptr<JobGridModel> m_model;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<Replayer> m_replayer;
    std::unique_ptr<JobCache> m_cache; // reads on the GUI thread
    std::unique_ptr<CacheWriter> m_cacheWriter; // every write, on its thread; outlives the syncs
    // The GUI thread's one access manager, handed to every client.
    QNetworkAccessManager *m_network = nullptr;
    std::unique_ptr<ClickHouseClient> m_client;
    std::unique_ptr<JobSource> m_source;
    std::unique_ptr<class UnstableIssuesSource> m_unstableIssues; // HUD's open `unstable` issues
    std::unique_ptr<GridSync> m_sync;
    std::unique_ptr<BackendsClickHouseSource> m_crcrSource;
    std::unique_ptr<RelayClient> m_relay;
    std::unique_ptr<BackendsSync> m_crcrSync;
    std::unique_ptr<TrunkClickHouseSource> m_trunkSource;
    std::unique_ptr<RangeSync> m_trunkSync;
    std::unique_ptr<FlakyClickHouseSource> m_flakySource;
    std::unique_ptr<RangeSync> m_flakySync;
    std::unique_ptr<FlakyTestHistorySource> m_flakyHistory;
    std::unique_ptr<UtilizationFleetSource> m_utilizationSource;
    std::unique_ptr<UtilizationJobSource> m_utilizationJobs;
    std::unique_ptr<RangeSync> m_utilizationSync;
    std::unique_ptr<CredentialStore> m_credentials;
    std::unique_ptr<AuthSession> m_auth; // null when the profile names no provider
    std::unique_ptr<QObject> m_signInFlow; // the sign-in under way (one at a time)
    std::unique_ptr<JobLogOpener> m_logs;  // "l" on a cell
    std::unique_ptr<JobGridModel> m_pastModel;   // a profile's time machine: the grid at an instant
    std::unique_ptr<Replayer> m_pastReplayer;    // over the cache's rows; null while live
    std::unique_ptr<CachePastLoad> m_pastLoad;   // reads the cache's past on a worker
    LatestWorkerRun m_trunkAt { this };          // the trunk tab's rows at a past instant
    LatestWorkerRun m_trunkHealth { this };      // their figures over the tab's range
    std::function<void(Replayer &)> m_pastThen;  // the newest seek or play asked while it loads
    std::unique_ptr<TimelineEventSearch> m_eventSearch; // the timeline's events, off the GUI thread
    std::unique_ptr<ReplayedViews> m_pastViews;  // the backends as of the past's clock, if cached
    std::unique_ptr<AlertMonitor> m_alerts; // tray, notifications
    std::unique_ptr<ReplayedViews> m_replayedViews; // a v2 recording's backends, flaky, GPU views
    std::unique_ptr<RecordingStream> m_recordStream; // --record with a profile: appended per batch
    bool m_recordFailureShown = false;
    QStringList m_insecureWarnings; // the profile's, shown above the tabs with any --record failure
    QPointer<LongOperation> m_export; // the export under way
};

} // namespace hw
