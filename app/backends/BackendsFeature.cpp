#include "BackendsFeature.h"

#include "MainWindow.h"
#include "auth/AuthSession.h"
#include "auth/OAuthProviderPreset.h"
#include "backends/BackendsClickHouseSource.h"
#include "backends/BackendsDemoSnapshot.h"
#include "backends/BackendsPage.h"
#include "backends/BackendsSnapshotJson.h"
#include "backends/BackendsSync.h"
#include "backends/LevelChangeTimeline.h"
#include "backends/RelayClient.h"
#include "backends/RelayConfig.h"
#include "credentials/CredentialStore.h"
#include "features/ConsoleContext.h"
#include "timemachine/Recording.h"
#include "timemachine/ReplayInstant.h"
#include "timemachine/Replayer.h"

#include <QInputDialog>
#include <QLineEdit>
#include <QLoggingCategory>
#include <QMessageBox>

Q_DECLARE_LOGGING_CATEGORY(lcHudwatchApp)

namespace hw {

BackendsFeature::BackendsFeature(QObject *parent)
    : ConsoleFeature(parent)
{
}

BackendsFeature::~BackendsFeature() = default;

QString BackendsFeature::snapshotSource() const
{
    return BackendsSync::sourceName();
}

QString BackendsFeature::tabName() const
{
    return tr("backends");
}

void BackendsFeature::initReplay(const ConsoleContext &context)
{
    m_window = context.window;
    if (context.demo) {
        // As of the replay clock: the backends figures and the grid are of the same instant.
        showDemoAt(context.at);
        connect(context.replayer, &Replayer::clockChanged, this, &BackendsFeature::showDemoAt);
        return;
    }
    SourceStatus backends;
    backends.source = BackendsSync::sourceName();
    backends.state = SourceStatus::State::Offline;
    backends.error = SourceError::make(
        SourceError::Kind::None, BackendsSync::sourceName(), tr("this recording has no backend data"));
    m_window->setBackendsStatus(backends);
}

void BackendsFeature::showDemoAt(qint64 t)
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

Result<void> BackendsFeature::initProfile(const ConsoleContext &context)
{
    m_window = context.window;
    m_profile = *context.profile;
    m_credentials = context.credentials;
    BackendsClickHouseSource::Options options;
    options.repository = m_profile.repository; // L3 figures of this repository's PRs only
    m_source = std::make_unique<BackendsClickHouseSource>(context.client, options);
    if (!m_profile.relayUrl.isEmpty()) {
        const auto config = RelayConfig::fromUrl(m_profile.relayUrl.toString(), m_profile.relayAllowInsecureHttp);
        if (!config)
            return SourceError::make(SourceError::Kind::Configuration, QStringLiteral("relay"),
                tr("profile \"%1\": relay/url: %2").arg(m_profile.name, config.error().message));
        RelayConfig relayConfig = *config;
        relayConfig.apiPrefix = m_profile.relayApiPrefix; // "/api" or HUD's "/api/authed"
        m_relay = std::make_unique<RelayClient>(relayConfig, context.network);
    } else if (const QUrl file(m_profile.allowlistFile); file.scheme() == u"https" || file.scheme() == u"http") {
        // No relay API, but the allowlist file is fetched through the relay layer all the same.
        m_relay = std::make_unique<RelayClient>(RelayConfig {}, context.network);
    }
    m_sync = std::make_unique<BackendsSync>(m_relay.get(), m_source.get(), context.cache);
    if (context.cacheWriter)
        m_sync->setCacheWriter(context.cacheWriter);
    m_sync->setBaseLevelHistory(LevelChangeTimeline::bundled());
    m_sync->setAllowlistFile(m_profile.allowlistFile, m_profile.relayAllowInsecureHttp);
    m_sync->scheduler().setIntervalSeconds(m_profile.pollIntervalSeconds);
    m_sync->setPollingEnabled(!context.cacheOnly);
    // Live unless the time machine shows the backends' past (backToLive shows the live one again).
    connect(m_sync.get(), &BackendsSync::snapshotChanged, m_window, [this](const BackendsSnapshot &s) {
        if (!m_pastLink)
            m_window->setBackendsSnapshot(s);
    });
    connect(m_sync.get(), &BackendsSync::statusChanged, m_window, [this](const SourceStatus &s) {
        if (!m_pastLink)
            m_window->setBackendsStatus(s);
    });
    connect(m_window, &MainWindow::refreshRequested, m_sync.get(), &BackendsSync::pollNow);
    connect(m_window, &MainWindow::relayTokenChangeRequested, this, [this] {
        // With a provider the relay's token is the sign-in's: the fix for a refusal is signing in.
        if (m_auth)
            emit signInRequested(
                OAuthProviderPreset::forIssuer(m_profile.oauthIssuer).value_or(OAuthProviderPreset {}).deviceFlowFirst);
        else
            askForRelayToken();
    });
    m_window->setRelayTokenActionVisible(
        !context.cacheOnly && m_relay && !m_relay->config().baseUrl.isEmpty() && m_profile.oauthIssuer.isEmpty());
    if (!context.cacheOnly)
        m_sync->pause(); // until the secrets are read from the keychain
    m_sync->start();
    return {};
}

void BackendsFeature::goLive(AuthSession *auth)
{
    m_auth = auth;
    if (m_auth) {
        if (m_relay)
            m_relay->setTokenSource(m_auth);
        connect(m_auth, &AuthSession::statusChanged, this, [this, wasSignedIn = false](const AccountStatus &s) mutable {
            // A new sign-in: fetch what the token opens now rather than at the next poll.
            if (s.isSignedIn() && !wasSignedIn && !m_sync->isPaused())
                m_sync->pollNow();
            wasSignedIn = s.isSignedIn();
        });
    }
    if (!m_relay) {
        m_sync->resume();
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

void BackendsFeature::readRelayBearer()
{
    if (m_auth) {
        // The relay's bearer is the sign-in's: poll once the keychain has answered, signed in or not.
        disconnect(m_accountAnswered);
        m_accountAnswered = connect(m_auth, &AuthSession::statusChanged, this, [this](const AccountStatus &s) {
            if (s.state == AccountStatus::State::Reading)
                return;
            disconnect(m_accountAnswered); // once
            m_sync->resume();
        });
        m_auth->load();
        return;
    }
    m_credentials->read(m_profile.relayKeychainKey(), this, [this](const CredentialResult &result) {
        if (!result.ok && !result.notFound) {
            qCWarning(lcHudwatchApp, "keychain: %s", qUtf8Printable(result.error));
            SourceStatus status = m_sync->status();
            status.state = SourceStatus::State::Offline;
            status.error
                = SourceError::make(SourceError::Kind::Configuration, QStringLiteral("keychain"), result.error);
            m_window->setBackendsStatus(status);
            return;
        }
        RelayConfig config = m_relay->config();
        config.token = result.ok ? result.secret : QString(); // not found: an API without a token
        m_relay->setConfig(config);
        m_sync->resume();
    });
}

void BackendsFeature::askForRelayToken()
{
    bool ok = false;
    const QString token = QInputDialog::getText(m_window, tr("Relay API token"),
        tr("Bearer token for %1.\nIt is stored in your system keychain, never in a file.")
            .arg(m_relay->config().baseUrl.toDisplayString()),
        QLineEdit::Password, QString(), &ok);
    if (!ok)
        return;
    m_credentials->write(m_profile.relayKeychainKey(), token, this, [this, token](const CredentialResult &result) {
        if (!result.ok) {
            QMessageBox::warning(m_window, tr("Keychain"),
                tr("The token could not be stored: %1\nUnlock or start your keychain (GNOME Keyring, KWallet), then "
                   "set it again (File ▸ Set relay API token…).")
                    .arg(result.error));
            return;
        }
        RelayConfig config = m_relay->config();
        config.token = token;
        m_relay->setConfig(config);
        if (m_sync->isPaused())
            m_sync->resume();
        m_sync->pollNow();
    });
}

void BackendsFeature::setPaused(bool paused)
{
    if (!m_sync || paused == m_sync->isPaused())
        return;
    paused ? m_sync->pause() : m_sync->resume();
}

bool BackendsFeature::isPaused() const
{
    return m_sync && m_sync->isPaused();
}

bool BackendsFeature::followPast(Replayer &past, bool recordedOnly)
{
    if (recordedOnly && !RecordedSnapshotView::holds(past.recording(), snapshotSource()))
        return false;
    m_pastLink = std::make_unique<QObject>();
    m_pastView = std::make_unique<RecordedSnapshotView>(past.recording(), snapshotSource(),
        [this](const RecordedSnapshot *s, qint64 t) { return showRecorded(s, t); });
    connect(&past, &Replayer::clockChanged, m_pastLink.get(), [this](qint64 t) { m_pastView->showAt(t); });
    m_pastView->showAt(past.clock());
    return true;
}

QString BackendsFeature::showRecorded(const RecordedSnapshot *snapshot, qint64 t)
{
    SourceStatus status;
    status.source = BackendsSync::sourceName();
    Result<BackendsSnapshot, QString> backends = QString();
    if (snapshot)
        backends = BackendsSnapshotJson::fromBody(snapshot->body);
    if (backends) {
        status.state = SourceStatus::State::Replaying;
        status.replay = true;
        status.asOf = snapshot->fetchedAt;
        m_window->backendsPage()->setRecordedAt(snapshot->fetchedAt);
        m_window->setBackendsSnapshot(*backends);
    } else {
        status.state = SourceStatus::State::Offline;
        status.error = SourceError::make(SourceError::Kind::None, BackendsSync::sourceName(),
            snapshot ? tr("the backends snapshot recorded at %1 is unreadable: %2")
                           .arg(ReplayInstant::format(snapshot->fetchedAt), backends.error())
                     : tr("this recording has no %1 at or before %2").arg(tr("backend data"), ReplayInstant::format(t)));
        m_window->setBackendsSnapshot(BackendsSnapshot {});
    }
    m_window->setBackendsStatus(status);
    return {};
}

void BackendsFeature::backToLive()
{
    if (!m_pastLink)
        return;
    m_pastLink.reset();
    m_pastView.reset();
    m_window->backendsPage()->setRecordedAt(0);
    if (!m_sync)
        return; // a replay's tab has no live side: its clock shows it next

    m_window->setBackendsSnapshot(m_sync->snapshot());
    m_window->setBackendsStatus(m_sync->status());
}

} // namespace hw
