#pragma once

#include "net/LatestRequest.h"
#include "profiles/ProfileSettings.h"

#include <QObject>

#include <memory>

class QNetworkAccessManager;

namespace hw {

class AuthSession;
class CredentialStore;
class MainWindow;

// A profile's OpenID sign-in (oauth/issuer): the session whose tokens the relay and the logs
// use, and File ▸ Sign in / Sign out with their dialog. One sign-in flow at a time; the dialog
// only shows it, and whichever ends first ends the other.
class SignInController : public QObject
{
    Q_OBJECT
public:
    SignInController(const ProfileSettings &profile, CredentialStore *credentials, QNetworkAccessManager *network,
        MainWindow *window, QObject *parent = nullptr);
    ~SignInController() override;

    AuthSession *session() const { return m_auth.get(); }
    void signIn(bool device);
    void signOut();

private:
    void startFlow(bool device, QObject *attempt, class SignInDialog *dialog);

    ProfileSettings m_profile;
    MainWindow *m_window;
    QNetworkAccessManager *m_network;
    std::unique_ptr<AuthSession> m_auth;
    LatestRequest m_attempt { this }; // the sign-in under way: its scope owns the flow
};

} // namespace hw
