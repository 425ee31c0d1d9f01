#include "Console.h"

#include "AlertMonitor.h"
#include "ConsoleInputs.h"
#include "JobLogOpener.h"
#include "MainWindow.h"
#include "ReplayedViews.h"
#include "UiLanguage.h"
#include "alerts/AlertRulesDialog.h"
#include "auth/AuthSession.h"
#include "auth/AuthorizationCodeFlow.h"
#include "auth/DeviceAuthorizationFlow.h"
#include "auth/OAuthProviderPreset.h"
#include "auth/SignInDialog.h"
#include "backends/BackendsClickHouseSource.h"
#include "backends/BackendsDemoSnapshot.h"
#include "backends/BackendsPage.h"
#include "backends/BackendsSync.h"
#include "backends/LevelChangeTimeline.h"
#include "cache/CacheWriter.h"
#include "cache/JobCache.h"
#include "charts/RangePage.h"
#include "clickhouse/ClickHouseClient.h"
#include "credentials/CredentialStore.h"
#include "domain/OperationControl.h"
#include "flaky/FlakyClickHouseSource.h"
#include "flaky/FlakyDemo.h"
#include "flaky/FlakyPage.h"
#include "flaky/FlakyResultsJson.h"
#include "flaky/FlakyTestHistorySource.h"
#include "grid/GridClickHouseSource.h"
#include "grid/UnstableIssuesSource.h"
#include "grid/GridFilterBar.h"
#include "grid/GridSync.h"
#include "grid/JobGridModel.h"
#include "net/NetworkAccess.h"
#include "relay/RelayClient.h"
#include "relay/RelayConfig.h"
#include "replay/Replayer.h"
#include "sync/RangeSync.h"
#include "timemachine/CachePastLoad.h"
#include "timemachine/ExportWindowDialog.h"
#include "timemachine/RecordingStream.h"
#include "timemachine/ReplayInstant.h"
#include "timemachine/TimeWindowExport.h"
#include "timemachine/TimelineEventFinder.h"
#include "timemachine/TimelineEventSearch.h"
#include "timemachine/TimelineScrubber.h"
#include "trunk/TrunkClickHouseSource.h"
#include "trunk/TrunkHealthCalculator.h"
#include "trunk/TrunkHealthJson.h"
#include "trunk/TrunkInput.h"
#include "trunk/TrunkPage.h"
#include "utilization/UtilizationDemo.h"
#include "utilization/UtilizationFleetJson.h"
#include "utilization/UtilizationFleetSource.h"
#include "utilization/UtilizationFleetView.h"
#include "utilization/UtilizationJobSource.h"
#include "utilization/UtilizationLogFile.h"
#include "utilization/UtilizationPage.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDeadlineTimer>
#include <QDesktopServices>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QInputDialog>
#include <QLineEdit>
#include <QLoggingCategory>
#include <QMessageBox>
#include <QPointer>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTextStream>
#include <QTimer>

#include <limits>

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
    delete m_export; // an export under way: stopped (no file is left) before its source goes
    writeRecordOnExit();
    m_replayedViews.reset();
    m_pastViews.reset();
    m_pastReplayer.reset();
    // The feed drives the model and the window shows it: stop the feed first.
    m_signInFlow.reset();
    m_alerts.reset();
    m_logs.reset();
    m_crcrSync.reset();
    m_sync.reset();
    m_replayer.reset();
    m_window.reset();
}

bool Console::init(QString *error)
{
    OperationControl control;
    ConsoleInputs inputs = ConsoleInputs::read(m_options, control);
    if (!inputs.ok()) {
        *error = inputs.error;
        return false;
    }
    return init(std::move(inputs), error);
}

bool Console::init(ConsoleInputs inputs, QString *error)
{
    if (!inputs.ok()) {
        *error = inputs.error;
        return false;
    }
    m_model = std::make_unique<JobGridModel>();
    m_window = std::make_unique<MainWindow>(m_model.get());
    connect(m_window.get(), &MainWindow::pauseToggleRequested, this, &Console::togglePause);
    connect(m_window.get(), &MainWindow::exportTimeWindowRequested, this, &Console::askToExportTimeWindow);
    connect(m_window.get(), &MainWindow::alertRulesRequested, this, &Console::editAlertRules);
    UiLanguage::addMenu(m_window->settingsMenu());
    std::optional<JobUtilization> utilizationFile = std::move(inputs.utilizationFile);
    const bool ok = m_options.profile.isEmpty() ? initDemoOrRecording(std::move(inputs), error)
                                                : initProfile(std::move(inputs), error);
    if (!ok)
        return false;
    if (utilizationFile) // --utilization FILE, read by ConsoleInputs
        m_window->utilizationPage()->showFile(*utilizationFile, QFileInfo(m_options.utilizationFile).fileName());
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
    if (m_sync)
        connect(m_sync.get(), &GridSync::statusChanged, m_alerts.get(), &AlertMonitor::setSourceStatus);
    if (m_replayer)
        connect(m_replayer.get(), &Replayer::statusChanged, m_alerts.get(), &AlertMonitor::setSourceStatus);
    connect(m_alerts.get(), &AlertMonitor::openRequested, m_window.get(), &MainWindow::openTarget);
    // A profile keeps its alerts' transitions in the cache: the timeline shows them when looking back.
    if (m_cacheWriter && m_sync)
        connect(m_alerts.get(), &AlertMonitor::transitionsHappened, m_cacheWriter.get(),
            [this](const AlertTransitions &transitions) {
                m_cacheWriter->storeAlerts(m_sync->sourceName(), transitions);
            });
    if (m_profile.cctrayPort > 0 && m_options.screenshotPath.isEmpty())
        if (auto served = m_alerts->serveCcTray(quint16(m_profile.cctrayPort)); !served)
            qCWarning(lcHudwatchApp, "%s", qUtf8Printable(served.error().message));
    restoreViewState();
    return m_window->showView(m_options.view, error);
}

void Console::editAlertRules()
{
    // A profile's rules come fresh from its file: a hand edit since the start is kept.
    ProfileSettings current = m_profile;
    if (!m_options.profile.isEmpty()) {
        Result<ProfileSettings> loaded = ProfileSettings::load(m_options.profile);
        if (!loaded) {
            QMessageBox::warning(m_window.get(), tr("Alert rules"), loaded.error().message);
            return;
        }
        current = std::move(*loaded);
    }
    auto *dialog = new AlertRulesDialog(current, m_window.get());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] {
        const ProfileSettings edited = dialog->profile();
        if (const Result<void> saved = m_options.profile.isEmpty() ? Result<void>() : edited.save(); !saved) {
            QMessageBox::warning(m_window.get(), tr("Alert rules"), saved.error().message);
            return;
        }
        m_window->statusBar()->showMessage(m_options.profile.isEmpty()
                ? tr("Alert rules changed for this run (the demo has no profile to keep them)")
                : tr("Alert rules saved in profile %1").arg(m_options.profile),
            6000);
        m_profile.alertRules = edited.alertRules;
        m_alerts->setRules(edited.alertRules); // from the next evaluation
        if (edited.cctrayPort != m_profile.cctrayPort) {
            m_profile.cctrayPort = edited.cctrayPort;
            m_alerts->stopCcTray();
            if (edited.cctrayPort > 0)
                if (auto served = m_alerts->serveCcTray(quint16(edited.cctrayPort)); !served)
                    QMessageBox::warning(m_window.get(), tr("Alert rules"), served.error().message);
        }
    });
    dialog->show();
}

void Console::restoreViewState()
{
    // The filter bar's settings are kept per profile ("demo" for the embedded default), in a
    // state file beside the profiles: never in the profile itself, which users edit.
    const QString group = m_options.profile.isEmpty() ? QStringLiteral("demo") : m_options.profile;
    auto settings
        = std::make_shared<QSettings>(QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation)
                + QStringLiteral("/hudwatch/state.ini"),
            QSettings::IniFormat);
    settings->beginGroup(group);
    GridFilterBar *bar = m_window->filterBar();
    bar->setFilterText(settings->value(QStringLiteral("filter")).toString());
    bar->setHideGreen(settings->value(QStringLiteral("hideGreen"), false).toBool());
    bar->setHideUnstable(settings->value(QStringLiteral("hideUnstable"), false).toBool());
    bar->setHideAlwaysSkipped(settings->value(QStringLiteral("hideSkipped"), false).toBool());
    bar->setGrouped(settings->value(QStringLiteral("grouped"), false).toBool());
    const auto save = [settings](const QString &key) {
        return [settings, key](const QVariant &value) { settings->setValue(key, value); };
    };
    connect(bar, &GridFilterBar::filterChanged, this, save(QStringLiteral("filter")));
    connect(bar, &GridFilterBar::hideGreenChanged, this, save(QStringLiteral("hideGreen")));
    connect(bar, &GridFilterBar::hideUnstableChanged, this, save(QStringLiteral("hideUnstable")));
    connect(bar, &GridFilterBar::hideAlwaysSkippedChanged, this, save(QStringLiteral("hideSkipped")));
    connect(bar, &GridFilterBar::groupedChanged, this, save(QStringLiteral("grouped")));

    // Each tab of charts keeps its range, time zone and zoom; --range wins for this run.
    const std::pair<QString, RangePage *> pages[]
        = { { QStringLiteral("flakyCharts"), m_window->flakyPage() },
              { QStringLiteral("trunkCharts"), m_window->trunkPage() },
              { QStringLiteral("utilizationCharts"), m_window->utilizationPage()->fleetView() } };
    for (const auto &[key, page] : pages) {
        if (!m_options.range)
            page->restoreViewState(settings->value(key).toString());
        connect(page, &RangePage::viewStateChanged, this,
            [settings, key, page] { settings->setValue(key, page->viewState()); });
    }
}

bool Console::initDemoOrRecording(ConsoleInputs inputs, QString *error)
{
    const bool demo = inputs.demo;
    m_replayer = std::make_unique<Replayer>(m_model.get());
    connect(m_replayer.get(), &Replayer::statusChanged, m_window.get(), &MainWindow::setSourceStatus);
    connect(m_replayer.get(), &Replayer::clockChanged, m_window.get(), &MainWindow::setReferenceTime);
    m_replayer->setRecording(std::move(*inputs.recording));
    if (demo) {
        m_replayer->setLoop(true);
        m_window->setContextTitle(tr("demo recording"));
    } else {
        const QString name = QFileInfo(m_options.replay).fileName();
        m_window->setContextTitle(name);
        // A recording is the past: say so, with the instant, for as long as it is shown.
        connect(m_replayer.get(), &Replayer::clockChanged, m_window.get(), [this, name](qint64 t) {
            m_window->setTimeMachineBanner(tr("◀◀ Replaying %1 — showing %2").arg(name, ReplayInstant::format(t)));
        });
    }
    // Show the live-looking state at once (seek is synchronous), so screenshots have data.
    qint64 at = m_replayer->recording().header.liveAt > 0 ? m_replayer->recording().header.liveAt
                                                          : m_replayer->startTime();
    // --at: that instant, for the grid and the trunk tab alike.
    if (const Result<qint64> chosen = replayInstant(); !chosen) {
        *error = chosen.error().message;
        return false;
    } else if (*chosen > 0) {
        at = *chosen;
        m_replayer->setLoop(false);
    }
    initTimeline(demo);
    m_replayer->seek(at);
    m_window->setReferenceTime(at);
    // Trunk health of the recording as of the replay clock; a demo of hours shows its last day.
    m_window->trunkPage()->setNow(at * 1000);
    initTrunk(nullptr, TimeRange::lastDays(1));
    showTrunkAt(*m_replayer, at, !m_options.screenshotPath.isEmpty()); // a screenshot wants the figures drawn
    initFlaky(nullptr);
    connect(m_window->flakyPage(), &FlakyPage::testRequested, this, [this, demo](const FlakyTest &t) {
        FlakyPage *page = m_window->flakyPage();
        if (!demo) {
            page->setTestProblem(tr("this recording has no test runs"));
            return;
        }
        if (const auto history = FlakyDemo::history(t.file, t.classname, t.name))
            page->setTestHistory(*history);
        else
            page->setTestProblem(history.error());
    });
    if (demo) {
        // The demo's flaky tab: real test names and flake counts, as of its own month.
        FlakyPage *flaky = m_window->flakyPage();
        flaky->setNow(FlakyDemo::To * 1000);
        flaky->setTimeRange(m_options.range.value_or(TimeRange::lastDays(30)));
        const auto results = FlakyDemo::load();
        const auto [from, to] = flaky->window();
        m_flakySync->setReplay(
            [flaky, results](qint64, qint64) {
                if (results)
                    flaky->setResults(*results);
            },
            FlakyDemo::To, demoDatesNote(FlakyDemo::From, FlakyDemo::To));
        m_flakySync->setRange(from, to);
        if (!results)
            m_flakySync->fetchFailed(
                SourceError::make(SourceError::Kind::BadData, QStringLiteral("flaky"), results.error()));
    }

    initUtilizationDemo(demo);

    if (demo) {
        // As of the replay clock: the backends figures and the grid are of the same instant.
        showDemoBackendsAt(at);
        connect(m_replayer.get(), &Replayer::clockChanged, this, &Console::showDemoBackendsAt);
    } else {
        SourceStatus backends;
        backends.source = BackendsSync::sourceName();
        backends.state = SourceStatus::State::Offline;
        backends.error = SourceError::make(
            SourceError::Kind::None, BackendsSync::sourceName(), tr("this recording has no backend data"));
        m_window->setBackendsStatus(backends);
    }
    // A recording that kept the backends, flaky and GPU views (format v2): each as of the clock.
    m_replayedViews = std::make_unique<ReplayedViews>(
        m_replayer->recording(), m_window.get(), m_flakySync.get(), m_utilizationSync.get());
    if (m_replayedViews->hasSnapshots()) {
        m_replayedViews->showAt(at);
        connect(m_replayer.get(), &Replayer::clockChanged, m_replayedViews.get(), &ReplayedViews::showAt);
    } else {
        m_replayedViews.reset();
    }
    return true;
}

void Console::showDemoBackendsAt(qint64 t)
{
    // A build costs ~3 ms (backends_demo_ms): at most one per replayed minute, so a 600x replay
    // on a 500 ms tick pays it once a tick and a 1x one once a minute.
    const qint64 shown = m_window->backendsPage()->snapshot().asOf;
    if (shown > 0 && t >= shown && t - shown < 60)
        return;
    const BackendsSnapshot snapshot = BackendsDemoSnapshot::build(t);
    m_window->setBackendsSnapshot(snapshot);
    SourceStatus status;
    status.source = BackendsSync::sourceName();
    status.state = SourceStatus::State::Replaying;
    status.replay = true;
    status.asOf = snapshot.asOf;
    m_window->setBackendsStatus(status);
}

bool Console::initBackends(bool cacheOnly, QString *error)
{
    BackendsClickHouseSource::Options crcrOptions;
    crcrOptions.repository = m_profile.repository; // L3 figures of this repository's PRs only
    m_crcrSource = std::make_unique<BackendsClickHouseSource>(m_client.get(), crcrOptions);
    if (!m_profile.relayUrl.isEmpty()) {
        const auto config = RelayConfig::fromUrl(m_profile.relayUrl.toString(), m_profile.relayAllowInsecureHttp);
        if (!config) {
            *error = tr("profile \"%1\": relay/url: %2").arg(m_profile.name, config.error().message);
            return false;
        }
        RelayConfig relayConfig = *config;
        relayConfig.apiPrefix = m_profile.relayApiPrefix; // "/api" or HUD's "/api/authed"
        m_relay = std::make_unique<RelayClient>(relayConfig, m_network);
    } else if (const QUrl file(m_profile.allowlistFile);
               file.scheme() == u"https" || file.scheme() == u"http") {
        // No relay API, but the allowlist file is fetched through the relay layer all the same.
        m_relay = std::make_unique<RelayClient>(RelayConfig {}, m_network);
    }
    m_crcrSync = std::make_unique<BackendsSync>(m_relay.get(), m_crcrSource.get(), m_cache.get());
    if (m_cacheWriter)
        m_crcrSync->setCacheWriter(m_cacheWriter.get());
    m_crcrSync->setBaseLevelHistory(LevelChangeTimeline::bundled());
    m_crcrSync->setAllowlistFile(m_profile.allowlistFile, m_profile.relayAllowInsecureHttp);
    m_crcrSync->scheduler().setIntervalSeconds(m_profile.pollIntervalSeconds);
    m_crcrSync->setPollingEnabled(!cacheOnly);
    // Live unless the time machine shows the backends' past (leavePast shows the live one again).
    connect(
        m_crcrSync.get(), &BackendsSync::snapshotChanged, m_window.get(), [this](const BackendsSnapshot &s) {
            if (!showsPastOf(BackendsSync::sourceName()))
                m_window->setBackendsSnapshot(s);
        });
    connect(m_crcrSync.get(), &BackendsSync::statusChanged, m_window.get(), [this](const SourceStatus &s) {
        if (!showsPastOf(BackendsSync::sourceName()))
            m_window->setBackendsStatus(s);
    });
    connect(m_window.get(), &MainWindow::refreshRequested, m_crcrSync.get(), &BackendsSync::pollNow);
    connect(m_window.get(), &MainWindow::relayTokenChangeRequested, this, [this] {
        // With a provider the relay's token is the sign-in's: the fix for a refusal is signing in.
        if (m_auth)
            signIn(OAuthProviderPreset::forIssuer(m_profile.oauthIssuer).value_or(OAuthProviderPreset{}).deviceFlowFirst);
        else
            askForRelayToken();
    });
    m_window->setRelayTokenActionVisible(
        !cacheOnly && m_relay && !m_relay->config().baseUrl.isEmpty() && m_profile.oauthIssuer.isEmpty());
    if (!cacheOnly)
        m_crcrSync->pause(); // until the secrets are read from the keychain
    m_crcrSync->start();
    return true;
}

bool Console::initProfile(ConsoleInputs inputs, QString *error)
{
    m_profile = std::move(inputs.profile);
    // The repository and branch beside the profile's name: the one repository every query reads.
    m_window->setContextTitle(m_profile.name + QStringLiteral(" · ") + m_profile.repository + QStringLiteral(" @ ")
        + m_profile.branch);
    const QStringList insecure = m_profile.insecureTransportWarnings();
    for (const QString &warning : insecure)
        qCWarning(lcHudwatchApp, "%s", qUtf8Printable(warning));
    m_insecureWarnings = insecure;
    m_window->setSecurityWarnings(insecure);
    m_model->setMaxCommits(m_profile.maxCommits);
    m_model->setUnstablePatterns(m_profile.unstablePatterns);
    if (inputs.grouping)
        m_window->setGroupingRules(*inputs.grouping);

    m_cache = std::move(inputs.cache); // opened and migrated by ConsoleInputs::read
    const QString cachePath = m_cache->path();
    // A cache holds one repository's grid rows: another repository's (the profile changed) go.
    if (const Result<bool> cleared = m_cache->useRepository(m_profile.repository); !cleared) {
        qCWarning(lcHudwatchApp, "%s", qUtf8Printable(cleared.error().message));
    } else if (*cleared) {
        const QString note = tr("The cache held another repository's rows; they were cleared for %1.").arg(m_profile.repository);
        qCInfo(lcHudwatchApp, "%s (%s)", qUtf8Printable(note), qUtf8Printable(cachePath));
        m_window->statusBar()->showMessage(note, 15000);
    }
    m_cacheWriter = std::make_unique<CacheWriter>(cachePath);

    const ClickHouseConfig config = m_profile.clickHouseConfig();
    m_client = std::make_unique<ClickHouseClient>(config, m_network);
    GridClickHouseSource::Options sourceOptions;
    sourceOptions.repository = m_profile.repository;
    sourceOptions.ref = QStringLiteral("refs/heads/") + m_profile.branch;
    sourceOptions.maxCommits = m_profile.maxCommits;
    m_source = std::make_unique<GridClickHouseSource>(m_client.get(), sourceOptions);
    // Jobs HUD's open `unstable` issues name are unstable too; refreshed every 5 min as HUD does.
    m_unstableIssues = std::make_unique<UnstableIssuesSource>(m_client.get(), m_profile.repository);
    connect(m_unstableIssues.get(), &UnstableIssuesSource::titlesFetched, m_model.get(),
            &JobGridModel::setUnstableIssueTitles);
    connect(m_unstableIssues.get(), &UnstableIssuesSource::failed, this, [](const QString &message) {
        qCInfo(lcHudwatchApp, "unstable issues not read: %s", qUtf8Printable(message));
    });

    const bool cacheOnly
        = m_options.offline || !m_options.screenshotPath.isEmpty() || m_options.benchmarkFirstPaint;
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
    initLiveTimeline();
    TrunkClickHouseSource::Options trunkOptions;
    trunkOptions.database
        = m_profile.clickHouseDatabase.isEmpty() ? QStringLiteral("default") : m_profile.clickHouseDatabase;
    trunkOptions.ref = sourceOptions.ref;
    trunkOptions.repository = m_profile.repository;
    m_trunkSource = std::make_unique<TrunkClickHouseSource>(m_client.get(), trunkOptions);
    initTrunk(m_trunkSource.get(), TimeRange::lastDays(7));
    m_flakySource = std::make_unique<FlakyClickHouseSource>(m_client.get());
    m_flakySource->setRepository(m_profile.repository);
    initFlaky(m_flakySource.get());
    // One test's runs, asked for when its view opens.
    m_flakyHistory = std::make_unique<FlakyTestHistorySource>(m_client.get());
    m_flakyHistory->setRepository(m_profile.repository);
    FlakyPage *flakyPage = m_window->flakyPage();
    connect(flakyPage, &FlakyPage::testRequested, this, [this](const FlakyTest &t, qint64 from, qint64 to) {
        if (m_options.offline || !m_options.screenshotPath.isEmpty()) {
            m_window->flakyPage()->setTestProblem(
                tr("offline: the runs of a test are fetched from ClickHouse — start without --offline to see them"));
            return;
        }
        m_flakyHistory->fetch(t.file, t.classname, t.name, from, to);
    });
    connect(flakyPage, &FlakyPage::testCancelled, m_flakyHistory.get(), &FlakyTestHistorySource::cancel);
    connect(m_flakyHistory.get(), &FlakyTestHistorySource::fetched, flakyPage, &FlakyPage::setTestHistory);
    connect(m_flakyHistory.get(), &FlakyTestHistorySource::failed, flakyPage,
        [flakyPage](const SourceError &e) { flakyPage->setTestProblem(e.message); });
    // The last good figures of both tabs are kept in the cache: an offline start shows them with
    // their age.
    connect(m_flakySource.get(), &FlakyClickHouseSource::fetched, this, [this](const FlakyResults &results) {
        m_cacheWriter->storeSnapshot(FlakyResultsJson::source(), results.to,
            results.fetchedAt > 0 ? results.fetchedAt : QDateTime::currentSecsSinceEpoch(),
            FlakyResultsJson::toJson(results));
    });
    connect(m_trunkSource.get(), &TrunkClickHouseSource::fetched, this, [this](const TrunkHealth &health) {
        m_cacheWriter->storeSnapshot(TrunkHealthJson::source(), health.to, QDateTime::currentSecsSinceEpoch(),
            TrunkHealthJson::toJson(health));
    });
    showCachedFlaky();
    showCachedFigures(TrunkHealthJson::source(), m_trunkSync.get(), [this](const QByteArray &body) {
        const auto health = TrunkHealthJson::fromJson(body);
        if (health)
            m_window->trunkPage()->setHealth(*health);
        return health ? QString() : health.error();
    });
    m_window->flakyPage()->setTimeRange(m_options.range.value_or(TimeRange::lastDays(30)));
    {
        const auto [from, to] = m_window->flakyPage()->window();
        m_flakySync->setRange(from, to);
    }
    UtilizationFleetSource::Options utilizationOptions;
    utilizationOptions.repo = m_profile.repository;
    m_utilizationSource = std::make_unique<UtilizationFleetSource>(m_client.get(), utilizationOptions);
    UtilizationJobSource::Options utilizationJobOptions;
    utilizationJobOptions.repo = m_profile.repository;
    utilizationJobOptions.jobsDatabase = trunkOptions.database;
    m_utilizationJobs = std::make_unique<UtilizationJobSource>(m_client.get(), utilizationJobOptions);
    initUtilization(m_utilizationSource.get(), m_utilizationJobs.get());
    connect(m_utilizationSource.get(), &UtilizationFleetSource::fetched, this,
        [this](const UtilizationFleet &fleet) {
            m_cacheWriter->storeSnapshot(UtilizationFleetJson::source(), fleet.to,
                QDateTime::currentSecsSinceEpoch(), UtilizationFleetJson::toJson(fleet));
        });
    showCachedUtilization();
    if (!initBackends(cacheOnly, error))
        return false;
    followRecording(std::move(inputs.recordStream));
    return true;
}

void Console::followRecording(std::unique_ptr<RecordingStream> stream)
{
    m_recordStream = std::move(stream); // holds what the cache held (ConsoleInputs::startRecording)
    if (!m_recordStream)
        return;
    connect(m_cacheWriter.get(), &CacheWriter::batchStored, this, [this](quint64, const JobBatch &batch) {
        if (m_recordStream && batch.source == m_sync->sourceName())
            if (const Result<void> done = m_recordStream->append(batch); !done)
                sayRecordFailed(done.error().message);
    });
    connect(m_cacheWriter.get(), &CacheWriter::alertsStored, this,
        [this](quint64, const QString &source, const AlertTransitions &alerts) {
            if (m_recordStream && source == m_sync->sourceName())
                if (const Result<void> done = m_recordStream->appendAlerts(alerts); !done)
                    sayRecordFailed(done.error().message);
        });
    connect(m_cacheWriter.get(), &CacheWriter::snapshotStored, this,
        [this](quint64, const QString &source, qint64 asOf, qint64 fetchedAt) {
            if (!m_recordStream || !CacheRecording::snapshotSources().contains(source))
                return;
            const Result<JobCache::Snapshot> stored = m_cache->loadSnapshot(source);
            if (!stored || stored->fetchedAt != fetchedAt)
                return; // a newer one replaced it already: that one is appended in its turn
            if (const Result<void> done
                = m_recordStream->appendSnapshot(RecordedSnapshot { source, fetchedAt, asOf, stored->body });
                !done)
                sayRecordFailed(done.error().message);
        });
}

void Console::sayRecordFailed(const QString &message)
{
    qCWarning(lcHudwatchApp, "--record: %s", qUtf8Printable(message));
    if (m_recordFailureShown || !m_window)
        return;
    // Above every tab until the window closes: the recording misses what failed, and the user
    // who asked for it must know before relying on it (the first failure is enough to say so).
    m_recordFailureShown = true;
    m_window->setSecurityWarnings(QStringList(m_insecureWarnings)
        << tr("⚠ --record %1: a part could not be written: %2 — free disk space; the recording goes on "
              "but misses what failed")
               .arg(m_options.record, message));
}

namespace {

// A tab of figures over a range, fed by a ClickHouse source (or, without one, by replay), through
// one RangeSync: the source's figures go to the page, how the fetch went to the sync.
template<typename Source, typename Page, typename Figures>
std::unique_ptr<RangeSync> feedRangePage(const QString &name, Source *source, Page *page,
    void (Page::*show)(const Figures &), int Figures::*skippedRows)
{
    auto sync = std::make_unique<RangeSync>(name);
    RangeSync *s = sync.get();
    if (source) {
        s->setFetcher([source](qint64 from, qint64 to) { source->fetch(from, to); });
        s->setCanceller([source] { source->cancel(); });
        QObject::connect(page, &RangePage::refreshCancelled, s, &RangeSync::cancel);
        QObject::connect(source, &Source::fetched, page, show);
        QObject::connect(source, &Source::fetched, s,
            [s, skippedRows](const Figures &f) { s->fetchSucceeded(f.*skippedRows); });
        QObject::connect(source, &Source::failed, s, &RangeSync::fetchFailed);
    }
    QObject::connect(s, &RangeSync::statusChanged, page, &Page::setStatus);
    QObject::connect(page, &RangePage::rangeChanged, s, &RangeSync::setRange);
    QObject::connect(page, &RangePage::shownChanged, s, &RangeSync::setActive);
    s->setActive(page->isVisible());
    return sync;
}

} // namespace

void Console::showCachedFigures(
    const QString &source, RangeSync *sync, const std::function<QString(const QByteArray &)> &show)
{
    const Result<JobCache::Snapshot> cached = m_cache->loadSnapshot(source);
    if (!cached || cached->body.isEmpty())
        return;
    if (const QString error = show(cached->body); !error.isEmpty()) {
        qCWarning(lcHudwatchApp,
            "cache: the stored %s figures are unreadable (%s); the next fetch replaces them",
            qUtf8Printable(source), qUtf8Printable(error));
        return;
    }
    sync->showCached(cached->fetchedAt);
}

void Console::showCachedFlaky()
{
    showCachedFigures(FlakyResultsJson::source(), m_flakySync.get(), [this](const QByteArray &body) {
        const auto results = FlakyResultsJson::fromJson(body);
        if (results)
            m_window->flakyPage()->setResults(*results);
        return results ? QString() : results.error();
    });
}

void Console::showCachedUtilization()
{
    showCachedFigures(
        UtilizationFleetJson::source(), m_utilizationSync.get(), [this](const QByteArray &body) {
            const auto fleet = UtilizationFleetJson::fromJson(body);
            if (fleet)
                m_window->utilizationPage()->fleetView()->setFleet(*fleet);
            return fleet ? QString() : fleet.error();
        });
}

void Console::initFlaky(FlakyClickHouseSource *source)
{
    m_flakySync = feedRangePage(QStringLiteral("flaky"), source, m_window->flakyPage(),
        &FlakyPage::setResults, &FlakyResults::malformedRows);
}

void Console::initTrunk(TrunkClickHouseSource *source, const TimeRange &defaultRange)
{
    TrunkPage *page = m_window->trunkPage();
    m_trunkSync = feedRangePage(
        QStringLiteral("trunk"), source, page, &TrunkPage::setHealth, &TrunkHealth::skippedRows);
    page->setTimeRange(m_options.range.value_or(defaultRange));
    const auto [from, to] = page->window();
    m_trunkSync->setRange(from, to);
}

void Console::initUtilization(UtilizationFleetSource *fleet, UtilizationJobSource *jobs)
{
    UtilizationPage *page = m_window->utilizationPage();
    UtilizationFleetView *view = page->fleetView();
    m_utilizationSync = feedRangePage(QStringLiteral("utilization"), fleet, view,
        &UtilizationFleetView::setFleet, &UtilizationFleet::skippedRows);
    view->setTimeRange(m_options.range.value_or(TimeRange::lastDays(7)));
    const auto [from, to] = view->window();
    m_utilizationSync->setRange(from, to);
    if (!fleet)
        return;
    connect(view, &UtilizationFleetView::runsRequested, fleet, &UtilizationFleetSource::fetchRuns);
    connect(fleet, &UtilizationFleetSource::runsFetched, view, &UtilizationFleetView::setRuns);
    connect(fleet, &UtilizationFleetSource::runsFailed, view,
        [view](const QString &, const SourceError &e) { view->setRunsProblem(e.message); });
    connect(page, &UtilizationPage::jobRequested, this, [this, jobs](const UtilizationJobKey &key) {
        if (m_options.offline || !m_options.screenshotPath.isEmpty()) {
            m_window->utilizationPage()->showJobProblem(
                key.jobId, tr("offline: a job's GPU series is fetched from ClickHouse — start without --offline to see it"));
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

QString Console::demoDatesNote(qint64 from, qint64 to) const
{
    // The demo's flaky and GPU figures are real data of their own weeks (resources/demo/
    // PROVENANCE.md), kept with their dates: say so, since the demo's grid is another day.
    const auto day = [](qint64 t) {
        return QDateTime::fromSecsSinceEpoch(t, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd"));
    };
    return tr("demo figures of their own dates, %1 – %2, not of the demo's day (%3)")
        .arg(day(from), day(to), day(m_replayer ? m_replayer->startTime() : to));
}

void Console::initUtilizationDemo(bool demo)
{
    initUtilization(nullptr, nullptr);
    UtilizationPage *page = m_window->utilizationPage();
    UtilizationFleetView *view = page->fleetView();
    if (!demo) {
        m_utilizationSync->fetchFailed(SourceError::make(SourceError::Kind::None,
            QStringLiteral("utilization"), tr("this recording has no GPU utilization")));
        connect(page, &UtilizationPage::jobRequested, page, [page](const UtilizationJobKey &key) {
            page->showJobProblem(key.jobId, tr("this recording has no GPU utilization"));
        });
        return;
    }
    // The demo's fleet: the seed's 14 days (a generated fleet around one real 8-GPU run).
    view->setNow(UtilizationDemo::To * 1000);
    view->setTimeRange(m_options.range.value_or(TimeRange::lastDays(14)));
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
    m_utilizationSync->setReplay(
        [view, fleet](qint64, qint64) {
            if (fleet)
                view->setFleet(*fleet);
        },
        UtilizationDemo::To, demo ? demoDatesNote(UtilizationDemo::From, UtilizationDemo::To) : QString());
    const auto [from, to] = view->window();
    m_utilizationSync->setRange(from, to);
    if (!fleet)
        m_utilizationSync->fetchFailed(
            SourceError::make(SourceError::Kind::BadData, QStringLiteral("utilization"), fleet.error()));
    connect(page, &UtilizationPage::jobRequested, page, [page](const UtilizationJobKey &key) {
        const auto job = UtilizationDemo::job(key.jobId);
        if (job)
            page->showJob(*job, tr("the demo (ClickHouse seed)"));
        else
            page->showJobProblem(key.jobId, job.error());
    });
}

void Console::startProfilePolling()
{
    if (!m_credentials)
        m_credentials = std::make_unique<CredentialStore>();
    initSignIn();
    m_credentials->read(
        CredentialStore::clickHouseKey(m_profile.name), this, [this](const CredentialResult &result) {
            if (!result.ok && !result.notFound) {
                // No keychain: say so and stay on the cache; never fall back to a plaintext secret.
                qCWarning(lcHudwatchApp, "keychain: %s", qUtf8Printable(result.error));
                SourceStatus status = m_sync->status();
                status.state = SourceStatus::State::Offline;
                status.error = SourceError::make(
                    SourceError::Kind::Configuration, QStringLiteral("keychain"), result.error);
                m_window->setSourceStatus(status);
                return;
            }
            ClickHouseConfig config = m_client->config();
            config.password = result.ok ? result.secret : QString(); // not found: a password-less user
            m_client->setConfig(config);
            m_sync->resume();
            m_unstableIssues->start();
            m_trunkSync->setLive(true);
            m_flakySync->setLive(true);
            m_utilizationSync->setLive(true);
            readRelayToken();
        });
}

void Console::readRelayToken()
{
    if (!m_relay) {
        m_crcrSync->resume();
        return;
    }
    // HUD's optional x-hud-internal-bot key first (keychain only; absent is the usual case).
    m_credentials->read(m_profile.hudBotKeychainKey(), this, [this](const CredentialResult &result) {
        if (!result.ok && !result.notFound)
            qCWarning(lcHudwatchApp, "keychain: %s", qUtf8Printable(result.error));
        RelayConfig config = m_relay->config();
        config.botKey = result.ok ? result.secret : QString();
        m_relay->setConfig(config);
        readRelayBearer();
    });
}

void Console::readRelayBearer()
{
    if (m_auth) {
        // The relay's bearer is the sign-in's: poll once the keychain has answered, signed in or not.
        auto resumed = std::make_shared<bool>(false);
        const auto resumeOnce = [this, resumed](const AccountStatus &s) {
            if (*resumed || s.state == AccountStatus::State::Reading)
                return;
            *resumed = true;
            m_crcrSync->resume();
        };
        connect(m_auth.get(), &AuthSession::statusChanged, this, resumeOnce);
        m_auth->load();
        return;
    }
    m_credentials->read(m_profile.relayKeychainKey(), this, [this](const CredentialResult &result) {
        if (!result.ok && !result.notFound) {
            qCWarning(lcHudwatchApp, "keychain: %s", qUtf8Printable(result.error));
            SourceStatus status = m_crcrSync->status();
            status.state = SourceStatus::State::Offline;
            status.error = SourceError::make(
                SourceError::Kind::Configuration, QStringLiteral("keychain"), result.error);
            m_window->setBackendsStatus(status);
            return;
        }
        RelayConfig config = m_relay->config();
        config.token = result.ok ? result.secret : QString(); // not found: an API without a token
        m_relay->setConfig(config);
        m_crcrSync->resume();
    });
}

void Console::initSignIn()
{
    if (m_profile.oauthIssuer.isEmpty() || m_auth)
        return;
    AuthSession::Config config;
    config.keychainKey = m_profile.oauthKeychainKey();
    config.issuer = m_profile.oauthIssuer;
    config.client = m_profile.oauthClientSettings();
    m_auth = std::make_unique<AuthSession>(config, m_credentials.get(), m_network);
    if (m_relay)
        m_relay->setTokenSource(m_auth.get());
    if (m_logs)
        m_logs->setTokenSource(m_auth.get());
    connect(m_auth.get(), &AuthSession::statusChanged, m_window.get(), &MainWindow::setAccountStatus);
    connect(m_auth.get(), &AuthSession::statusChanged, this,
        [this, wasSignedIn = false](const AccountStatus &s) mutable {
            // A new sign-in: fetch what the token opens now rather than at the next poll.
            if (s.isSignedIn() && !wasSignedIn && m_crcrSync && !m_crcrSync->isPaused())
                m_crcrSync->pollNow();
            wasSignedIn = s.isSignedIn();
        });
    connect(m_window.get(), &MainWindow::signInRequested, this, &Console::signIn);
    connect(m_window.get(), &MainWindow::signOutRequested, this, &Console::signOut);
    connect(m_auth.get(), &AuthSession::signOutFinished, this, [this](const QString &problem) {
        if (problem.isEmpty())
            m_window->statusBar()->showMessage(
                tr("Signed out: revoked at the provider and deleted from the keychain."), 8000);
        else
            QMessageBox::warning(m_window.get(), tr("Sign out"), tr("Signed out here, but %1.").arg(problem));
    });
    m_window->setPreferDeviceSignIn(OAuthProviderPreset::forIssuer(config.issuer).value_or(OAuthProviderPreset{}).deviceFlowFirst);
    m_window->setAccountStatus(m_auth->status());
}

void Console::signIn(bool device)
{
    if (!m_auth || m_signInFlow)
        return;
    auto *dialog = new SignInDialog(m_profile.oauthIssuer.host(), m_window.get());
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    // The flow lives in m_signInFlow; the dialog only shows it. Whichever ends first ends the other.
    m_signInFlow = std::make_unique<QObject>();
    QObject *attempt = m_signInFlow.get();
    const QPointer<SignInDialog> shown(dialog);
    connect(dialog, &SignInDialog::cancelled, attempt, [this] { m_signInFlow.reset(); });
    m_auth->endpoints(
        attempt, [this, device, attempt, shown](const Result<OidcProviderEndpoints> &endpoints) {
            const auto fail = [this, shown](const SourceError &e) {
                if (shown)
                    shown->showFailure(e.message);
                QTimer::singleShot(0, this, [this] { m_signInFlow.reset(); });
            };
            if (!endpoints) {
                fail(endpoints.error());
                return;
            }
            const auto done = [this, shown](const TokenSet &tokens) {
                m_auth->adopt(tokens);
                if (shown)
                    shown->accept();
                QTimer::singleShot(0, this, [this] { m_signInFlow.reset(); });
            };
            const OAuthClientSettings settings = m_profile.oauthClientSettings();
            if (device) {
                if (endpoints->deviceAuthorization.isEmpty()) {
                    fail(SourceError::make(SourceError::Kind::Configuration, QStringLiteral("sign-in"),
                        tr("this provider offers no sign-in with a code; use the browser")));
                    return;
                }
                auto *flow = new DeviceAuthorizationFlow(*endpoints, settings, m_network, attempt);
                connect(flow, &DeviceAuthorizationFlow::userCodeReady, attempt,
                    [shown](const QString &code, const QUrl &uri, const QUrl &complete,
                        const QDateTime &expiresAt) {
                        if (shown)
                            shown->showDeviceCode(code, uri, complete, expiresAt);
                    });
                connect(flow, &DeviceAuthorizationFlow::succeeded, attempt, done);
                connect(flow, &DeviceAuthorizationFlow::failed, attempt, fail);
                flow->start();
                return;
            }
            auto *flow = new AuthorizationCodeFlow(*endpoints, settings, m_network, attempt);
            connect(flow, &AuthorizationCodeFlow::browserRequested, attempt, [shown](const QUrl &url) {
                if (shown)
                    shown->showBrowserStep(url);
                QDesktopServices::openUrl(url);
            });
            connect(flow, &AuthorizationCodeFlow::succeeded, attempt, done);
            connect(flow, &AuthorizationCodeFlow::failed, attempt, fail);
            flow->start();
        });
}

void Console::signOut()
{
    if (m_auth)
        m_auth->signOut();
}

void Console::askForRelayToken()
{
    bool ok = false;
    const QString token = QInputDialog::getText(m_window.get(), tr("Relay API token"),
        tr("Bearer token for %1.\nIt is stored in your system keychain, never in a file.")
            .arg(m_relay->config().baseUrl.toDisplayString()),
        QLineEdit::Password, QString(), &ok);
    if (!ok)
        return;
    if (!m_credentials)
        m_credentials = std::make_unique<CredentialStore>();
    m_credentials->write(
        m_profile.relayKeychainKey(), token, this, [this, token](const CredentialResult &result) {
            if (!result.ok) {
                QMessageBox::warning(m_window.get(), tr("Keychain"),
                    tr("The token could not be stored: %1\nUnlock or start your keychain (GNOME Keyring, KWallet), then "
                       "set it again (File ▸ Set relay API token…).")
                        .arg(result.error));
                return;
            }
            RelayConfig config = m_relay->config();
            config.token = token;
            m_relay->setConfig(config);
            if (m_crcrSync->isPaused())
                m_crcrSync->resume();
            m_crcrSync->pollNow();
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
    if (!m_credentials)
        m_credentials = std::make_unique<CredentialStore>();
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

void Console::initTimeline(bool demo)
{
    TimelineScrubber *timeline = m_window->timeline();
    const Recording &r = m_replayer->recording();
    timeline->setRange(m_replayer->startTime(), m_replayer->endTime());
    searchTimelineEvents(r);
    timeline->setNowName(demo ? tr("the end of the demo") : tr("the end of the recording"));
    timeline->setClock(m_replayer->clock());
    timeline->show();
    if (!demo)
        m_replayer->setTickIntervalMs(500); // smooth enough at 600×, cheap at 1×
    m_replayer->setSpeed(timeline->speed());
    connect(m_replayer.get(), &Replayer::clockChanged, timeline, &TimelineScrubber::setClock);
    connect(m_replayer.get(), &Replayer::statusChanged, timeline,
        [timeline](const SourceStatus &s) { timeline->setPlaying(s.state == SourceStatus::State::Replaying); });
    connect(timeline, &TimelineScrubber::seekRequested, m_replayer.get(), &Replayer::seek);
    followTrunk(m_replayer.get(), false); // initDemoOrRecording shows the first instant
    connect(timeline, &TimelineScrubber::pauseRequested, m_replayer.get(), &Replayer::pause);
    connect(timeline, &TimelineScrubber::speedChanged, m_replayer.get(), &Replayer::setSpeed);
    connect(timeline, &TimelineScrubber::playRequested, m_replayer.get(), [this, demo](double speed) {
        m_replayer->setLoop(demo);
        if (m_replayer->clock() >= m_replayer->endTime())
            m_replayer->seek(m_replayer->startTime()); // played to the end: again from the start
        m_replayer->play(speed);
    });
    connect(timeline, &TimelineScrubber::nowRequested, m_replayer.get(), [this, demo] {
        if (demo) {
            m_replayer->startLive();
            return;
        }
        m_replayer->pause();
        m_replayer->seek(m_replayer->endTime());
    });
}

void Console::initLiveTimeline()
{
    TimelineScrubber *timeline = m_window->timeline();
    timeline->setNowName(tr("live"));
    // Live, the bar spans the last day up to now; the cache's whole range once in the past.
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    timeline->setRange(now - 24 * 3600, now);
    timeline->setClock(now);
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
    connect(timeline, &TimelineScrubber::nowRequested, this, &Console::leavePast);
    // Live, "now" moves on: with every status of the sync (each poll).
    connect(m_sync.get(), &GridSync::statusChanged, timeline, [this, timeline] {
        if (m_pastReplayer)
            return;
        const qint64 t = QDateTime::currentSecsSinceEpoch();
        timeline->setRange(t - 24 * 3600, t);
        timeline->setClock(t);
    });
}

void Console::lookBack(std::function<void(Replayer &)> then)
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
        connect(m_pastLoad.get(), &CachePastLoad::loaded, this, &Console::enterPast);
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
    m_pastLoad->start(
        m_cache->path(), m_sync->sourceName(), m_profile.name, QDateTime::currentSecsSinceEpoch());
}

bool Console::waitForLookBack(int timeoutMs)
{
    return !m_pastLoad || m_pastLoad->waitForLoaded(timeoutMs);
}

void Console::enterPast(const Recording &loaded, const QStringList &warnings)
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
    m_pastModel->setMaxCommits(m_model->maxCommits());
    m_pastModel->setUnstablePatterns(m_profile.unstablePatterns);
    m_pastReplayer = std::make_unique<Replayer>(m_pastModel.get());
    m_pastReplayer->setRecording(loaded);
    m_pastReplayer->setTickIntervalMs(500);
    m_pastReplayer->setSpeed(timeline->speed());
    timeline->setRange(m_pastReplayer->startTime(), m_pastReplayer->endTime());
    searchTimelineEvents(m_pastReplayer->recording());
    timeline->setNowName(tr("the newest data in the cache (N: back to live)"));
    // The backends, flaky and GPU tabs as of the clock too, from the cache's history of their
    // snapshots; a tab the cache has no history of stays live, and the banner says so. The trunk
    // tab is computed from the cache's rows, like a replay's.
    m_pastViews = std::make_unique<ReplayedViews>(
        m_pastReplayer->recording(), m_window.get(), m_flakySync.get(), m_utilizationSync.get(), true);
    const QStringList followed = m_pastViews->sources();
    if (followed.isEmpty())
        m_pastViews.reset();
    QStringList live;
    for (const auto &[source, tab] : { std::pair { BackendsSync::sourceName(), tr("backends") },
             std::pair { FlakyResultsJson::source(), tr("flaky tests") },
             std::pair { UtilizationFleetJson::source(), tr("GPU utilization") } })
        if (!followed.contains(source))
            live << tab;
    const QString liveNote = live.isEmpty()
        ? QString()
        : tr(" · live, the cache has no history of them: %1").arg(live.join(QStringLiteral(", ")));
    const auto showClock = [this, timeline, liveNote, unreadNote](qint64 t) {
        timeline->setClock(t);
        m_window->setReferenceTime(t);
        m_window->setTimeMachineBanner(
            tr("◀◀ Looking at the past — showing %1 from the cache; the live grid keeps "
               "updating (N goes back to it)")
                .arg(ReplayInstant::format(t))
            + liveNote + unreadNote);
    };
    connect(m_pastReplayer.get(), &Replayer::clockChanged, this, showClock);
    connect(m_pastReplayer.get(), &Replayer::statusChanged, timeline,
        [timeline](const SourceStatus &s) { timeline->setPlaying(s.state == SourceStatus::State::Replaying); });
    m_window->showPastGrid(m_pastModel.get());
    if (m_pastViews)
        connect(m_pastReplayer.get(), &Replayer::clockChanged, m_pastViews.get(), &ReplayedViews::showAt);
    // Where the timeline was asked to go while the cache loaded (the newest request).
    if (auto then = std::exchange(m_pastThen, nullptr))
        then(*m_pastReplayer);
    followTrunk(m_pastReplayer.get(), true);
    showClock(m_pastReplayer->clock());
    if (m_pastViews)
        m_pastViews->showAt(m_pastReplayer->clock());
}

bool Console::showsPastOf(const QString &source) const
{
    return m_pastViews && m_pastViews->sources().contains(source);
}

void Console::leavePast()
{
    TimelineScrubber *timeline = m_window->timeline();
    m_window->showPastGrid(nullptr);
    m_window->setTimeMachineBanner(QString());
    const QStringList followed = m_pastViews ? m_pastViews->sources() : QStringList();
    m_pastViews.reset();
    // The tabs that showed the past show the live figures again (then fetch when they may).
    if (followed.contains(BackendsSync::sourceName())) {
        m_window->backendsPage()->setRecordedAt(0);
        m_window->setBackendsSnapshot(m_crcrSync->snapshot());
        m_window->setBackendsStatus(m_crcrSync->status());
    }
    if (followed.contains(FlakyResultsJson::source())) {
        m_window->flakyPage()->setNow(std::nullopt);
        m_flakySync->clearReplay();
        showCachedFlaky();
    }
    if (followed.contains(UtilizationFleetJson::source())) {
        m_window->utilizationPage()->fleetView()->setNow(std::nullopt);
        m_utilizationSync->clearReplay();
        showCachedUtilization();
    }
    if (m_pastLoad && m_pastLoad->isLoading()) {
        m_pastLoad->cancel(); // a load still under way answers nobody
        m_window->statusBar()->clearMessage();
    }
    m_pastThen = nullptr;
    if (m_pastReplayer) {
        // The trunk tab showed the past's figures: none until the live ones are fetched again.
        m_window->trunkPage()->setNow(std::nullopt);
        m_window->trunkPage()->setHealth(TrunkHealth {});
        m_trunkSync->clearReplay();
    }
    m_pastReplayer.reset();
    m_pastModel.reset();
    const qint64 now = QDateTime::currentSecsSinceEpoch();
    m_window->setReferenceTime(0); // live: relative times from the wall clock again
    if (m_eventSearch)
        m_eventSearch->cancel(); // a search still under way answers nobody
    timeline->setEvents({});
    timeline->setNowName(tr("live"));
    timeline->setRange(now - 24 * 3600, now);
    timeline->setClock(now);
    timeline->setPlaying(false);
}

void Console::searchTimelineEvents(const Recording &recording)
{
    if (!m_eventSearch) {
        m_eventSearch = std::make_unique<TimelineEventSearch>();
        connect(m_eventSearch.get(), &TimelineEventSearch::found, m_window->timeline(),
            &TimelineScrubber::setEvents);
    }
    m_window->timeline()->setEvents({}); // until the search answers: none rather than stale ones
    m_eventSearch->start(recording);
}

bool Console::waitForTimelineEvents(int timeoutMs)
{
    return !m_eventSearch || m_eventSearch->waitForFound(timeoutMs);
}

bool Console::waitForTrunk(int timeoutMs)
{
    QDeadlineTimer deadline(timeoutMs);
    // The rows first; their answer starts the figures' run.
    return m_trunkAt.waitWhileRunning(int(deadline.remainingTime()))
        && m_trunkHealth.waitWhileRunning(int(deadline.remainingTime()));
}

void Console::showTrunkAt(const Replayer &replayer, qint64 t, bool atOnce)
{
    TrunkPage *page = m_window->trunkPage();
    page->setNow(t * 1000);
    const auto show = [this, page, t, atOnce](TrunkInput input) {
        m_trunkSync->setReplay(
            [this, page, once = std::make_shared<bool>(atOnce), input = std::move(input)](qint64 from, qint64 to) {
                const auto compute = [input, from, to] {
                    return TrunkHealthCalculator::compute(
                        input.commits, input.jobs, from, to, TrunkHealth::bucketFor(from, to));
                };
                // A week of rows takes up to a second: on a worker, the newest range winning,
                // except where the figures are wanted at once (a start-up screenshot).
                if (std::exchange(*once, false)) {
                    m_trunkHealth.cancel();
                    page->setHealth(compute());
                } else {
                    m_trunkHealth.start(compute, [page](const TrunkHealth &health) { page->setHealth(health); });
                }
            },
            t);
        const auto [from, to] = page->window();
        m_trunkSync->setRange(from, to);
    };
    if (atOnce) {
        m_trunkAt.cancel();
        show(TrunkInput::fromBatch(replayer.recording().snapshotAt(t)));
        return;
    }
    // The recording is copied: its rows are implicitly shared, and the worker never reads an
    // object the replayer may replace meanwhile.
    m_trunkAt.start([recording = replayer.recording(), t] { return TrunkInput::fromBatch(recording.snapshotAt(t)); },
                    show);
}

void Console::followTrunk(Replayer *replayer, bool showNow)
{
    TrunkPage *page = m_window->trunkPage();
    auto *timer = new QTimer(replayer); // coalesces a drag or a fast play into one update
    timer->setSingleShot(true);
    timer->setInterval(300);
    auto shownAt = std::make_shared<qint64>(showNow ? std::numeric_limits<qint64>::min() : replayer->clock());
    const auto update = [this, replayer, shownAt] {
        const qint64 t = replayer->clock();
        if (t == *shownAt)
            return;
        *shownAt = t;
        showTrunkAt(*replayer, t);
    };
    connect(timer, &QTimer::timeout, timer, update);
    connect(replayer, &Replayer::clockChanged, timer, [timer, page] {
        if (page->isVisible())
            timer->start();
    });
    connect(page, &RangePage::shownChanged, timer, [timer](bool shown) {
        if (shown)
            timer->start();
    });
    if (showNow && page->isVisible())
        update();
}

Result<qint64> Console::replayInstant() const
{
    if (m_options.at.isEmpty() || !m_replayer)
        return qint64(0);
    return ReplayInstant::parse(m_options.at, m_replayer->startTime(), m_replayer->endTime());
}

CacheRecording::Range Console::heldRange() const
{
    if (m_replayer)
        return {m_replayer->startTime(), m_replayer->endTime()};
    if (!m_cache || !m_sync)
        return {};
    const Result<CacheRecording::Range> held = CacheRecording::heldRange(*m_cache, m_sync->sourceName());
    return held ? *held : CacheRecording::Range {};
}

TimeWindowExport::Source Console::exportSource() const
{
    TimeWindowExport::Source source;
    if (m_replayer) {
        source.replayed = &m_replayer->recording();
    } else if (m_cache && m_sync) {
        source.cachePath = m_cache->path();
        source.cacheSource = m_sync->sourceName();
        source.profile = m_profile.name;
    }
    return source;
}

Result<void> Console::exportTimeWindow(qint64 from, qint64 to, const QString &path) const
{
    return TimeWindowExport::run(exportSource(), from, to, path);
}

void Console::askToExportTimeWindow()
{
    const CacheRecording::Range held = heldRange();
    if (held.isEmpty()) {
        QMessageBox::information(m_window.get(), tr("Export time window"), 
            tr("There is nothing to export yet — wait for the first sync to store commits."));
        return;
    }
    ExportWindowDialog dialog(held.from, held.to, m_window.get());
    const CacheRecording::Range initial = CacheRecording::lastDay(held);
    dialog.setWindow(initial.from, initial.to);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const QString suggested = QDir::home().filePath(QStringLiteral("hudwatch-%1.hwrec")
            .arg(QDateTime::fromSecsSinceEpoch(dialog.from(), Qt::UTC).toString(QStringLiteral("yyyyMMdd-HHmm"))));
    const QString path = QFileDialog::getSaveFileName(m_window.get(), tr("Export time window"), suggested,
        tr("HUD Watch recordings (*.hwrec);;All files (*)"));
    if (path.isEmpty())
        return;
    exportInBackground(dialog.from(), dialog.to(), path);
}

void Console::exportInBackground(qint64 from, qint64 to, const QString &path)
{
    if (m_export) {
        m_window->statusBar()->showMessage(tr("An export is already under way."), 5000);
        return;
    }
    // On a worker: a big cache takes seconds to read and write, and the window stays live.
    // The worker reads the replayed recording (never changed once set) or the cache through a
    // connection of its own.
    m_export = new LongOperation(m_window.get(), tr("Export time window"),
        tr("Exporting %1 – %2 to %3…")
            .arg(ReplayInstant::format(from), ReplayInstant::format(to), QFileInfo(path).fileName()));
    m_export->start(
        [source = exportSource(), from, to, path](OperationControl &control) {
            return TimeWindowExport::run(source, from, to, path, &control);
        },
        [this, from, to, path](const Result<void> &done) {
            if (!done) {
                if (TimeWindowExport::isCancelled(done.error()))
                    m_window->statusBar()->showMessage(tr("Export cancelled; nothing was written."), 8000);
                else
                    QMessageBox::warning(m_window.get(), tr("Export time window"), done.error().message);
                emit exportFinished(false);
                return;
            }
            m_window->statusBar()->showMessage(tr("Exported %1 to %2 (open it with hudwatch --replay %2)")
                                                   .arg(tr("%1 – %2").arg(ReplayInstant::format(from),
                                                            ReplayInstant::format(to)),
                                                       path),
                10000);
            emit exportFinished(true);
        });
}

void Console::writeRecordOnExit()
{
    if (m_options.record.isEmpty() || !m_window)
        return;
    // What the syncs fetched is in the cache once the writer's queue is written.
    if (m_sync)
        m_sync->pause();
    if (m_cacheWriter) {
        m_cacheWriter->stop(CacheWriter::Pending::Write);
        m_cacheWriter->wait(QDeadlineTimer(10000));
    }
    if (m_recordStream) {
        // A profile's recording grew batch by batch: append the last ones written, and close.
        QCoreApplication::sendPostedEvents(m_cacheWriter.get(), QEvent::MetaCall);
        qCInfo(lcHudwatchApp, "recorded to %s", qUtf8Printable(m_recordStream->path()));
        m_recordStream.reset();
        return;
    }
    const CacheRecording::Range held = heldRange();
    const qint64 to = held.to;
    // The window is gone: what went wrong is said on stderr, where --record was typed.
    QTextStream err(stderr);
    if (held.isEmpty()) {
        err << "hudwatch: "
            << tr("--record %1: nothing recorded: the cache is empty — wait for the first sync to store commits")
                   .arg(m_options.record)
            << Qt::endl;
        return;
    }
    if (const Result<void> done = exportTimeWindow(held.from, to, m_options.record); !done)
        err << "hudwatch: " << tr("--record %1: %2").arg(m_options.record, done.error().message) << Qt::endl;
    else
        qCInfo(lcHudwatchApp, "recorded %s to %s in %s", qUtf8Printable(ReplayInstant::format(held.from)),
            qUtf8Printable(ReplayInstant::format(to)), qUtf8Printable(m_options.record));
}

void Console::togglePause()
{
    if (m_pastReplayer) { // looking at the past: Space plays it, polling goes on
        m_pastReplayer->togglePause();
        return;
    }
    if (m_replayer)
        m_replayer->togglePause();
    if (m_sync)
        m_sync->togglePause();
    if (m_crcrSync)
        m_crcrSync->isPaused() ? m_crcrSync->resume() : m_crcrSync->pause();
    // The range tabs' own refreshes pause with the rest (a replay's tabs follow its clock).
    const bool paused = m_sync ? m_sync->isPaused() : !(m_flakySync && m_flakySync->isPaused());
    for (RangeSync *range : {m_flakySync.get(), m_trunkSync.get(), m_utilizationSync.get()})
        if (range)
            range->setPaused(paused);
}

} // namespace hw
