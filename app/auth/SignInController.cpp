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
#include <QTimer>

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

SignInController::~SignInController()
{
    m_flow.reset(); // the flow uses the session
}

void SignInController::signOut()
{
    m_auth->signOut();
}

void SignInController::signIn(bool device)
{
    if (m_flow)
        return;
    auto *dialog = new SignInDialog(m_profile.oauthIssuer.host(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
    m_flow = std::make_unique<QObject>();
    QObject *attempt = m_flow.get();
    connect(dialog, &SignInDialog::cancelled, attempt, [this] { m_flow.reset(); });
    startFlow(device, attempt, dialog);
}

void SignInController::startFlow(bool device, QObject *attempt, SignInDialog *dialog)
{
    const QPointer<SignInDialog> shown(dialog);
    m_auth->endpoints(attempt, [this, device, attempt, shown](const Result<OidcProviderEndpoints> &endpoints) {
        const auto fail = [this, shown](const SourceError &e) {
            if (shown)
                shown->showFailure(e.message);
            QTimer::singleShot(0, this, [this] { m_flow.reset(); });
        };
        if (!endpoints) {
            fail(endpoints.error());
            return;
        }
        const auto done = [this, shown](const TokenSet &tokens) {
            m_auth->adopt(tokens);
            if (shown)
                shown->accept();
            QTimer::singleShot(0, this, [this] { m_flow.reset(); });
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
    });
}

} // namespace hw
