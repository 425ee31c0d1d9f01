#pragma once

#include "CommandLineOptions.h"
#include "domain/Result.h"
#include "features/ConsoleContext.h"
#include "profiles/ProfileSettings.h"
#include "timemachine/CacheRecording.h"
#include "timemachine/RecordingOutput.h"
#include "timemachine/TimeMachine.h"

#include <QObject>

#include <memory>
#include <vector>

class QNetworkAccessManager;

namespace hw {

class AlertMonitor;
class AuthSession;
class BackendsSync;
class CacheWriter;
class ClickHouseClient;
class ConsoleFeature;
class ConsoleInputs;
class CredentialStore;
class GridSync;
class JobCache;
class JobGridModel;
class JobLogOpener;
class JobSource;
class MainWindow;
class Replayer;
class SignInController;
class UnstableIssuesSource;

// The composition root: builds the grid model, the window, the grid's feed — the bundled demo
// or a recording (Replayer), or a server profile (ClickHouse source + SQLite cache + GridSync)
// — and every feature of ConsoleFeatures the same way, then wires the shared parts (alerts,
// logs, the time machine, sign-in, recordings) to them. It names no feature.
class Console : public QObject
{
    Q_OBJECT
public:
    explicit Console(CommandLineOptions options, QObject *parent = nullptr);
    ~Console() override;

    // Builds everything and fills the grid from the cache or the recording (synchronously, so a
    // screenshot or the first paint shows data). Returns false with a clear *error otherwise.
    Result<void> init();
    // The same from what ConsoleInputs::read read (on a worker): only the window is built here.
    Result<void> init(ConsoleInputs inputs);
    // Starts the live feed: polling (unless offline/screenshot) or the replay clock.
    void start();

    MainWindow *window() const { return m_window.get(); }
    JobGridModel *model() const { return m_model.get(); }
    GridSync *sync() const { return m_sync.get(); }
    BackendsSync *backendsSync() const;
    // The profile's sign-in once polling started (null without oauth/issuer or before start()).
    AuthSession *authSession() const;
    JobLogOpener *logOpener() const { return m_logs.get(); }
    AlertMonitor *alerts() const { return m_alerts.get(); }
    Replayer *replayer() const { return m_replayer.get(); }
    const std::vector<std::unique_ptr<ConsoleFeature>> &features() const { return m_features; }
    // The timeline's events are searched on a worker: waits until they are on the timeline
    // (--screenshot, tests). False on timeout.
    bool waitForTimelineEvents(int timeoutMs = 30000) { return m_timeMachine->waitForTimelineEvents(timeoutMs); }
    // A profile's look-back reads the cache on a worker: waits until its past is on screen (or
    // it failed). False on timeout.
    bool waitForLookBack(int timeoutMs = 30000) { return m_timeMachine->waitForLookBack(timeoutMs); }
    // Figures computed on a worker (a replay's trunk tab) are on their tabs. False on timeout.
    bool waitForTrunk(int timeoutMs = 30000);

    // The time machine. What can be exported: the profile's cache or the recording replayed.
    CacheRecording::Range heldRange() const { return m_output->heldRange(); }
    // Writes [from, to] of it as a recording file (atomically; see RecordingFile), on this thread.
    Result<void> exportTimeWindow(qint64 from, qint64 to, const QString &path) const
    {
        return m_output->exportTimeWindow(from, to, path);
    }
    // The same on a worker thread, with a progress dialog and Cancel; exportFinished at the end.
    void exportInBackground(qint64 from, qint64 to, const QString &path) { m_output->exportInBackground(from, to, path); }
    bool isExporting() const { return m_output && m_output->isExporting(); }

signals:
    void exportFinished(bool written);

private:
    Result<void> initDemoOrRecording(ConsoleInputs inputs);
    Result<void> initProfile(ConsoleInputs inputs);
    // The demo's or the recording's name in the title (a recording's instant in the banner).
    void showReplayTitle(bool demo);
    // Every feature from the replay; a recording's kept snapshots as of its clock.
    void initReplayFeatures();
    // A cache holds one repository's rows: another's (the profile changed) are cleared.
    void keepOneRepository();
    // The grid of a profile: its ClickHouse source, HUD's unstable issues, the sync over the cache.
    void initProfileGrid();
    // "l" on a cell, the tray and notifications.
    void initLogsAndAlerts();
    // The keychain's ClickHouse password, then every feature goes live.
    void startProfilePolling();
    void askForPassword();
    void togglePause();
    // --at as an instant of the recording (0 without --at); an error when out of range.
    Result<qint64> replayInstant() const;

    CommandLineOptions m_options;
    ProfileSettings m_profile;
    ConsoleContext m_context; // what every feature is built from
    std::unique_ptr<JobGridModel> m_model;
    std::unique_ptr<MainWindow> m_window;
    std::unique_ptr<Replayer> m_replayer;
    std::unique_ptr<JobCache> m_cache; // reads on the GUI thread
    std::unique_ptr<CacheWriter> m_cacheWriter; // every write, on its thread; outlives the syncs
    // The GUI thread's one access manager, handed to every client.
    QNetworkAccessManager *m_network = nullptr;
    std::unique_ptr<ClickHouseClient> m_client;
    std::unique_ptr<JobSource> m_source;
    std::unique_ptr<UnstableIssuesSource> m_unstableIssues; // HUD's open `unstable` issues
    std::unique_ptr<GridSync> m_sync;
    std::unique_ptr<CredentialStore> m_credentials;
    std::unique_ptr<SignInController> m_signIn; // null when the profile names no provider
    std::vector<std::unique_ptr<ConsoleFeature>> m_features;
    std::unique_ptr<TimeMachine> m_timeMachine;
    std::unique_ptr<RecordingOutput> m_output; // export, --record
    std::unique_ptr<JobLogOpener> m_logs;  // "l" on a cell
    std::unique_ptr<AlertMonitor> m_alerts; // tray, notifications
};

} // namespace hw
