#include "Console.h"

#include "AlertMonitor.h"
#include "ConsoleInputs.h"
#include "ConsoleViewState.h"
#include "JobLogOpener.h"
#include "MainWindow.h"
#include "UiLanguage.h"
#include "alerts/AlertHistoryWriter.h"
#include "alerts/AlertRulesEditor.h"
#include "auth/AuthSession.h"
#include "auth/SignInController.h"
#include "backends/BackendsFeature.h"
#include "cache/CacheWriter.h"
#include "cache/JobCache.h"
#include "clickhouse/ClickHouseClient.h"
#include "credentials/CredentialStore.h"
#include "domain/OperationControl.h"
#include "features/ConsoleFeatures.h"
#include "features/RecordedSnapshotView.h"
#include "grid/GridClickHouseSource.h"
#include "grid/GridSync.h"
#include "grid/JobGridModel.h"
#include "grid/UnstableIssuesSource.h"
#include "net/NetworkAccess.h"
#include "timemachine/Replayer.h"
#include "timemachine/RecordingOutput.h"
#include "timemachine/RecordingStream.h"
#include "timemachine/ReplayInstant.h"
#include "timemachine/TimeMachine.h"
#include "utilization/UtilizationPage.h"

#include <QFileInfo>
#include <QInputDialog>
#include <QLineEdit>
#include <QLoggingCategory>
#include <QMessageBox>
#include <QStatusBar>

Q_LOGGING_CATEGORY(lcHudwatchApp, "hudwatch.app")

namespace hw {

Console::Console(CommandLineOptions options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
    , m_network(NetworkAccess::forCurrentThread())
{
}

Console::~Console()
{
    // An export under way stops (no file is left) before its source goes; --record is written.
    m_output.reset();
    m_timeMachine.reset();
    // The feeds drive the model and the window shows it: stop them first.
    m_signIn.reset();
    m_alerts.reset();
    m_logs.reset();
    m_features.clear();
    m_sync.reset();
    m_replayer.reset();
    m_window.reset();
}

Result<void> Console::init()
{
    OperationControl control;
    return init(ConsoleInputs::read(m_options, control));
}

Result<void> Console::init(ConsoleInputs inputs)
{
    if (inputs.cancelled)
        return SourceError::make(SourceError::Kind::Cancelled, QStringLiteral("console"), QString());
    if (inputs.error.isError())
        return inputs.error;
    m_model = std::make_unique<JobGridModel>();
    m_window = std::make_unique<MainWindow>(m_model.get());
    m_features = ConsoleFeatures::create();
    std::vector<ConsoleFeature *> features;
    for (const auto &feature : m_features)
        features.push_back(feature.get());
    m_timeMachine = std::make_unique<TimeMachine>(m_window.get(), std::move(features));
    m_output = std::make_unique<RecordingOutput>(m_window.get(), m_options.record);
    connect(m_output.get(), &RecordingOutput::exportFinished, this, &Console::exportFinished);
    connect(m_window.get(), &MainWindow::pauseToggleRequested, this, &Console::togglePause);
    connect(m_window.get(), &MainWindow::exportTimeWindowRequested, m_output.get(), &RecordingOutput::askToExport);
    UiLanguage::addMenu(m_window->settingsMenu());
    m_context.window = m_window.get();
    m_context.options = &m_options;
    m_context.network = m_network;
    std::optional<JobUtilization> utilizationFile = std::move(inputs.utilizationFile);
    if (Result<void> built = m_options.profile.isEmpty() ? initDemoOrRecording(std::move(inputs))
                                                         : initProfile(std::move(inputs));
        !built)
        return built;
    if (utilizationFile) // --utilization FILE, read by ConsoleInputs
        m_window->utilizationPage()->showFile(*utilizationFile, QFileInfo(m_options.utilizationFile).fileName());
    initLogsAndAlerts();
    ConsoleViewState::restoreAndFollow(m_window.get(), m_features, m_options.profile, m_options.range.has_value());
    if (const Result<void, ViewError> shown = m_window->showView(m_options.view); !shown)
        return SourceError::make(SourceError::Kind::Configuration, QStringLiteral("console"), shown.error().message);
    return {};
}

void Console::initLogsAndAlerts()
{
    // "l" on a cell: the job's log. A replay never connects: logs from the demo's bundle only.
    m_logs = m_options.profile.isEmpty()
        ? std::make_unique<JobLogOpener>(m_options.replay.isEmpty() || m_options.replay == u"demo")
        : std::make_unique<JobLogOpener>(m_profile, m_network);
    m_logs->setOffline(m_options.offline);
    connect(m_window.get(), &MainWindow::jobLogRequested, this,
        [this](const JobRun &job) { m_logs->open(job, m_window.get()); });
    // On call: the tray and notifications. A replay shows the tray's state but notifies nothing:
    // its breaks happened long ago.
    m_alerts = std::make_unique<AlertMonitor>(m_model.get(), m_window.get(), m_profile.alertRules,
        m_options.profile.isEmpty() ? QStringLiteral("demo") : m_options.profile);
    m_alerts->setNotify(!m_options.profile.isEmpty());
    new AlertRulesEditor(m_profile, m_options.profile, m_alerts.get(), m_window.get(), m_alerts.get());
    if (m_sync)
        connect(m_sync.get(), &GridSync::statusChanged, m_alerts.get(), &AlertMonitor::setSourceStatus);
    if (m_replayer)
        connect(m_replayer.get(), &Replayer::statusChanged, m_alerts.get(), &AlertMonitor::setSourceStatus);
    connect(m_alerts.get(), &AlertMonitor::openRequested, m_window.get(), &MainWindow::openTarget);
    // A profile keeps its alerts' transitions in the cache: the timeline shows them when looking back.
    if (m_cacheWriter && m_sync)
        connect(m_alerts.get(), &AlertMonitor::transitionsHappened, m_cacheWriter.get(),
            [this](const AlertTransitions &transitions) { AlertHistoryWriter::of(m_cacheWriter.get())->store(m_sync->sourceName(), transitions); });
    if (m_profile.cctrayPort > 0 && m_options.screenshotPath.isEmpty())
        if (auto served = m_alerts->serveCcTray(quint16(m_profile.cctrayPort)); !served)
            qCWarning(lcHudwatchApp, "%s", qUtf8Printable(served.error().message));
}

void Console::showReplayTitle(bool demo)
{
    if (demo) {
        m_replayer->setLoop(true);
        m_window->setContextTitle(tr("demo recording"));
        return;
    }
    const QString name = QFileInfo(m_options.replay).fileName();
    m_window->setContextTitle(name);
    // A recording is the past: say so, with the instant, for as long as it is shown.
    connect(m_replayer.get(), &Replayer::clockChanged, m_window.get(), [this, name](qint64 t) {
        m_window->setTimeMachineBanner(tr("◀◀ Replaying %1 — showing %2").arg(name, ReplayInstant::format(t)));
    });
}

Result<void> Console::initDemoOrRecording(ConsoleInputs inputs)
{
    const bool demo = inputs.demo;
    m_replayer = std::make_unique<Replayer>(m_model.get());
    connect(m_replayer.get(), &Replayer::statusChanged, m_window.get(), &MainWindow::setSourceStatus);
    connect(m_replayer.get(), &Replayer::clockChanged, m_window.get(), &MainWindow::setReferenceTime);
    m_replayer->setRecording(std::move(*inputs.recording));
    m_output->setReplayed(m_replayer.get());
    showReplayTitle(demo);
    // Show the live-looking state at once (seek is synchronous), so screenshots have data.
    const Recording &recording = m_replayer->recording();
    qint64 at = recording.header.liveAt > 0 ? recording.header.liveAt : m_replayer->startTime();
    // --at: that instant, for the grid and every tab alike.
    if (const Result<qint64> chosen = replayInstant(); !chosen) {
        return chosen.error();
    } else if (*chosen > 0) {
        at = *chosen;
        m_replayer->setLoop(false);
    }
    m_timeMachine->followReplay(m_replayer.get(), demo);
    m_replayer->seek(at);
    m_window->setReferenceTime(at);
    m_context.replayer = m_replayer.get();
    m_context.demo = demo;
    m_context.at = at;
    initReplayFeatures();
    return {};
}

void Console::initReplayFeatures()
{
    const Recording &recording = m_replayer->recording();
    bool recorded = false; // a recording that kept its tabs' snapshots (format v2)
    for (const auto &feature : m_features) {
        feature->initReplay(m_context);
        recorded = recorded || RecordedSnapshotView::holds(recording, feature->snapshotSource());
    }
    // Each tab as of the clock, from the recording's snapshots (saying so where it has none).
    if (recorded)
        for (const auto &feature : m_features)
            if (!feature->pastFromRows())
                feature->followPast(*m_replayer, false);
}

Result<void> Console::initProfile(ConsoleInputs inputs)
{
    m_profile = std::move(inputs.profile);
    // The repository and branch beside the profile's name: the one repository every query reads.
    m_window->setContextTitle(
        m_profile.name + QStringLiteral(" · ") + m_profile.repository + QStringLiteral(" @ ") + m_profile.branch);
    const QStringList insecure = m_profile.insecureTransportWarnings();
    for (const QString &warning : insecure)
        qCWarning(lcHudwatchApp, "%s", qUtf8Printable(warning));
    m_window->setSecurityWarnings(insecure);
    m_output->setWarnings(insecure);
    m_model->setMaxCommits(m_profile.maxCommits);
    m_model->setUnstablePatterns(m_profile.unstablePatterns);
    if (inputs.grouping)
        m_window->setGroupingRules(*inputs.grouping);

    m_cache = std::move(inputs.cache); // opened and migrated by ConsoleInputs::read
    keepOneRepository();
    m_cacheWriter = std::make_unique<CacheWriter>(m_cache->path());
    m_client = std::make_unique<ClickHouseClient>(m_profile.clickHouseConfig(), m_network);
    m_credentials = std::make_unique<CredentialStore>();
    initProfileGrid();
    m_timeMachine->followLive(m_sync.get(), m_model.get(), m_cache->path(), m_profile);
    m_output->setCache(m_cache.get(), m_sync.get(), m_cacheWriter.get(), m_profile.name);
    m_context.profile = &m_profile;
    m_context.client = m_client.get();
    m_context.cache = m_cache.get();
    m_context.cacheWriter = m_cacheWriter.get();
    m_context.credentials = m_credentials.get();
    m_context.cacheOnly = !m_sync->isPollingEnabled();
    for (const auto &feature : m_features)
        if (Result<void> built = feature->initProfile(m_context); !built)
            return built;
    m_output->follow(std::move(inputs.recordStream));
    return {};
}

void Console::keepOneRepository()
{
    // A cache holds one repository's grid rows: another repository's (the profile changed) go.
    if (const Result<bool> cleared = m_cache->useRepository(m_profile.repository); !cleared) {
        qCWarning(lcHudwatchApp, "%s", qUtf8Printable(cleared.error().message));
    } else if (*cleared) {
        const QString note = tr("The cache held another repository's rows; they were cleared for %1.").arg(m_profile.repository);
        qCInfo(lcHudwatchApp, "%s (%s)", qUtf8Printable(note), qUtf8Printable(m_cache->path()));
        m_window->statusBar()->showMessage(note, 15000);
    }
}

void Console::initProfileGrid()
{
    GridClickHouseSource::Options sourceOptions;
    sourceOptions.repository = m_profile.repository;
    sourceOptions.ref = QStringLiteral("refs/heads/") + m_profile.branch;
    sourceOptions.maxCommits = m_profile.maxCommits;
    m_source = std::make_unique<GridClickHouseSource>(m_client.get(), sourceOptions);
    // Jobs HUD's open `unstable` issues name are unstable too; refreshed every 5 min as HUD does.
    m_unstableIssues = std::make_unique<UnstableIssuesSource>(m_client.get(), m_profile.repository);
    connect(m_unstableIssues.get(), &UnstableIssuesSource::titlesFetched, m_model.get(),
        &JobGridModel::setUnstableIssueTitles);
    connect(m_unstableIssues.get(), &UnstableIssuesSource::failed, this,
        [](const QString &message) { qCInfo(lcHudwatchApp, "unstable issues not read: %s", qUtf8Printable(message)); });
    const bool cacheOnly = m_options.offline || !m_options.screenshotPath.isEmpty() || m_options.benchmarkFirstPaint;
    m_sync = std::make_unique<GridSync>(m_source.get(), m_cache.get(), m_model.get());
    m_sync->setCacheWriter(m_cacheWriter.get());
    m_sync->scheduler().setIntervalSeconds(m_profile.pollIntervalSeconds);
    m_sync->setPollingEnabled(!cacheOnly);
    if (!m_options.screenshotPath.isEmpty())
        m_sync->setFirstPageCommits(0); // a screenshot shows the whole cache, not a first page
    connect(m_sync.get(), &GridSync::statusChanged, m_window.get(), &MainWindow::setSourceStatus);
    connect(m_window.get(), &MainWindow::refreshRequested, m_sync.get(), &GridSync::pollNow);
    connect(m_window.get(), &MainWindow::passwordChangeRequested, this, &Console::askForPassword);
    m_window->setPasswordActionVisible(!cacheOnly);
    // Fill the window from the cache now; polling waits for the password from the keychain.
    if (!cacheOnly)
        m_sync->pause();
    m_sync->start();
}

void Console::startProfilePolling()
{
    if (!m_profile.oauthIssuer.isEmpty() && !m_signIn) {
        m_signIn = std::make_unique<SignInController>(m_profile, m_credentials.get(), m_network, m_window.get());
        m_logs->setTokenSource(m_signIn->session());
        for (const auto &feature : m_features)
            if (auto *backends = qobject_cast<BackendsFeature *>(feature.get()))
                connect(backends, &BackendsFeature::signInRequested, m_signIn.get(), &SignInController::signIn);
    }
    m_credentials->read(CredentialStore::clickHouseKey(m_profile.name), this, [this](const CredentialResult &result) {
        if (!result.ok && !result.notFound) {
            // No keychain: say so and stay on the cache; never fall back to a plaintext secret.
            qCWarning(lcHudwatchApp, "keychain: %s", qUtf8Printable(result.error));
            SourceStatus status = m_sync->status();
            status.state = SourceStatus::State::Offline;
            status.error = SourceError::make(SourceError::Kind::Configuration, QStringLiteral("keychain"), result.error);
            m_window->setSourceStatus(status);
            return;
        }
        ClickHouseConfig config = m_client->config();
        config.password = result.ok ? result.secret : QString(); // not found: a password-less user
        m_client->setConfig(config);
        m_sync->resume();
        m_unstableIssues->start();
        for (const auto &feature : m_features)
            feature->goLive(authSession());
    });
}

void Console::askForPassword()
{
    // The secret goes straight from the dialog to the keychain and the client's memory.
    bool ok = false;
    const QString password = QInputDialog::getText(m_window.get(), tr("ClickHouse password"),
        tr("Password for %1 at %2.\nIt is stored in your system keychain, never in a file.")
            .arg(m_profile.clickHouseUser, m_client->config().endpoint()),
        QLineEdit::Password, QString(), &ok);
    if (!ok)
        return;
    m_credentials->write(CredentialStore::clickHouseKey(m_profile.name), password, this,
        [this, password](const CredentialResult &result) {
            if (!result.ok) {
                QMessageBox::warning(m_window.get(), tr("Keychain"),
                    tr("The password could not be stored: %1\nUnlock or start your keychain (GNOME Keyring, KWallet), then "
                       "set it again (File ▸ Set ClickHouse password…).")
                        .arg(result.error));
                return;
            }
            ClickHouseConfig config = m_client->config();
            config.password = password;
            m_client->setConfig(config);
            if (m_sync->isPaused())
                m_sync->resume();
            m_sync->pollNow();
        });
}

void Console::start()
{
    if (m_replayer && !m_options.at.isEmpty()) {
        m_replayer->pause(); // --at: that instant, until the user plays on
    } else if (m_replayer) {
        if (m_options.replay.isEmpty() || m_options.replay == u"demo")
            m_replayer->startLive();
        else
            m_replayer->play(Replayer::liveSpeed());
    }
    if (m_sync && m_sync->isPollingEnabled())
        startProfilePolling();
}

void Console::togglePause()
{
    if (m_timeMachine->togglePauseOfPast()) // looking at the past: Space plays it, polling goes on
        return;
    if (m_replayer)
        m_replayer->togglePause();
    if (m_sync)
        m_sync->togglePause();
    // Every tab's own refreshes pause with the grid (a replay's tabs follow its clock).
    bool paused = m_sync && m_sync->isPaused();
    if (!m_sync)
        paused = std::none_of(m_features.cbegin(), m_features.cend(), [](const auto &f) { return f->isPaused(); });
    for (const auto &feature : m_features)
        feature->setPaused(paused);
}

Result<qint64> Console::replayInstant() const
{
    if (m_options.at.isEmpty() || !m_replayer)
        return qint64(0);
    return ReplayInstant::parse(m_options.at, m_replayer->startTime(), m_replayer->endTime());
}

BackendsSync *Console::backendsSync() const
{
    for (const auto &feature : m_features)
        if (auto *backends = qobject_cast<BackendsFeature *>(feature.get()))
            return backends->sync();
    return nullptr;
}

AuthSession *Console::authSession() const
{
    return m_signIn ? m_signIn->session() : nullptr;
}

bool Console::waitForTrunk(int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    return std::all_of(m_features.cbegin(), m_features.cend(),
        [&deadline](const auto &f) { return f->waitForFigures(int(deadline.remainingTime())); });
}

} // namespace hw
