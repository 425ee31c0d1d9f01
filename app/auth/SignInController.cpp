#include "SignInController.h"

#include "MainWindow.h"
#include "auth/AuthSession.h"
#include "auth/AuthorizationCodeFlow.h"
#include "auth/DeviceAuthorizationFlow.h"
#include "auth/OAuthProviderPreset.h"
#include "auth/SignInDialog.h"

#include <QDesktopServices>
#include <QMessageBox>
#include <QPointer>
#include <QStatusBar>

namespace hw {

SignInController::SignInController(const ProfileSettings &profile, CredentialStore *credentials,
    QNetworkAccessManager *network, MainWindow *window, QObject *parent)
    : QObject(parent)
    , m_profile(profile)
    , m_window(window)
    , m_network(network)
{
    AuthSession::Config config;
    config.keychainKey = m_profile.oauthKeychainKey();
    config.issuer = m_profile.oauthIssuer;
    config.client = m_profile.oauthClientSettings();
    m_auth = std::make_unique<AuthSession>(config, credentials, network);
    connect(m_auth.get(), &AuthSession::statusChanged, window, &MainWindow::setAccountStatus);
    connect(window, &MainWindow::signInRequested, this, &SignInController::signIn);
    connect(window, &MainWindow::signOutRequested, this, &SignInController::signOut);
    connect(m_auth.get(), &AuthSession::signOutFinished, this, [this](const QString &problem) {
        if (problem.isEmpty())
            m_window->statusBar()->showMessage(
                tr("Signed out: revoked at the provider and deleted from the keychain."), 8000);
        else
            QMessageBox::warning(m_window, tr("Sign out"), tr("Signed out here, but %1.").arg(problem));
    });
    window->setPreferDeviceSignIn(
        OAuthProviderPreset::forIssuer(config.issuer).value_or(OAuthProviderPreset {}).deviceFlowFirst);
    window->setAccountStatus(m_auth->status());
}

SignInController::~SignInController() = default; // m_attempt goes first: its flow uses the session

void SignInController::signOut()
{
    m_auth->signOut();
}

void SignInController::signIn(bool device)
{
    if (m_attempt.isInFlight())
        return;
    auto *dialog = new SignInDialog(m_profile.oauthIssuer.host(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    m_attempt.begin();
    QObject *attempt = m_attempt.scope();
    connect(dialog, &SignInDialog::cancelled, attempt, [this] { m_attempt.cancel(); });
    startFlow(device, attempt, dialog);
}

void SignInController::startFlow(bool device, QObject *attempt, SignInDialog *dialog)
{
    const QPointer<SignInDialog> shown(dialog);
    // Every answer goes through the attempt's guard: once it is cancelled (the dialog closed),
    // nothing of it reaches the session, even before the event loop deletes its flow.
    m_auth->endpoints(attempt, m_attempt.guard([this, device, attempt, shown](const Result<OidcProviderEndpoints> &endpoints) {
        auto fail = m_attempt.guard([this, shown](const SourceError &e) {
            if (shown)
                shown->showFailure(e.message);
            m_attempt.finish();
        });
        if (!endpoints) {
            fail(endpoints.error());
            return;
        }
        auto done = m_attempt.guard([this, shown](const TokenSet &tokens) {
            m_auth->adopt(tokens);
            if (shown)
                shown->accept();
            m_attempt.finish();
        });
        const OAuthClientSettings settings = m_profile.oauthClientSettings();
        if (device) {
            if (endpoints->deviceAuthorization.isEmpty()) {
                fail(SourceError::make(SourceError::Kind::Configuration, QStringLiteral("sign-in"),
                    tr("this provider offers no sign-in with a code; use the browser")));
                return;
            }
            auto *flow = new DeviceAuthorizationFlow(*endpoints, settings, m_network, attempt);
            connect(flow, &DeviceAuthorizationFlow::userCodeReady, attempt,
                [shown](const QString &code, const QUrl &uri, const QUrl &complete, const QDateTime &expiresAt) {
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
    }));
}

} // namespace hw
