// File ▸ Sign in with a code (SignInController, the window's side of sign-in) against the real
// provider of the oidc fixture (device-flow interval 1 s) and the real keyring of with-keyring.sh:
// the dialog shows the provider's code; Cancel ends that attempt, so the code approved afterwards
// signs nobody in; the next attempt, approved, signs in and closes its dialog.
#include "MainWindow.h"
#include "OidcTestServer.h"
#include "TestRegistry.h"
#include "auth/AuthSession.h"
#include "auth/SignInController.h"
#include "auth/SignInDialog.h"
#include "credentials/CredentialStore.h"
#include "grid/JobGridModel.h"

#include <QNetworkAccessManager>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>

using namespace hw;
using namespace hw::test;
using namespace Qt::StringLiterals;

namespace sign_in_controller {

// The sign-in dialog the controller opened over the window (the newest one still shown).
SignInDialog *shownDialog(const MainWindow &window)
{
    const QList<SignInDialog *> dialogs = window.findChildren<SignInDialog *>();
    for (auto it = dialogs.crbegin(); it != dialogs.crend(); ++it)
        if ((*it)->isVisible())
            return *it;
    return nullptr;
}

} // namespace sign_in_controller

using namespace sign_in_controller;

class tst_OidcSignInController : public QObject
{
    Q_OBJECT
private:
    OidcTestServer m_server;
    CredentialStore m_store;

    ProfileSettings profile() const
    {
        ProfileSettings p;
        p.name = u"tst-signin-controller-%1"_s.arg(QCoreApplication::applicationPid());
        p.oauthIssuer = m_server.issuer();
        p.oauthClientId = m_server.clientSettings().clientId;
        return p;
    }

private slots:
    void initTestCase() { QVERIFY2(m_server.isValid(), qPrintable(m_server.error())); }

    void cancelledAttemptSignsNobodyIn()
    {
        JobGridModel model;
        MainWindow window(&model);
        window.show();
        QNetworkAccessManager network;
        SignInController controller(profile(), &m_store, &network, &window);
        const auto signedIn = [&] { return controller.session()->status().state == AccountStatus::State::SignedIn; };

        controller.signIn(true);
        QPointer<SignInDialog> first = shownDialog(window);
        QVERIFY(first);
        QTRY_VERIFY_WITH_TIMEOUT(!first->userCode().isEmpty(), 15'000);
        const QString cancelledCode = first->userCode();
        first->reject(); // Cancel
        QCOMPARE(m_server.deviceAction(cancelledCode, u"approve"_s), 200);
        // On purpose: longer than two poll intervals of the fixture. An attempt still polling
        // would have been granted tokens by now.
        QTest::qWait(2'500);
        QVERIFY(!signedIn());

        // A new attempt starts at once (the cancelled one no longer blocks it) and, approved,
        // signs in and closes its dialog.
        controller.signIn(true);
        QPointer<SignInDialog> second = shownDialog(window);
        QVERIFY(second && second != first);
        QTRY_VERIFY_WITH_TIMEOUT(!second->userCode().isEmpty(), 15'000);
        QVERIFY(second->userCode() != cancelledCode);
        QCOMPARE(m_server.deviceAction(second->userCode(), u"approve"_s), 200);
        QTRY_VERIFY_WITH_TIMEOUT(signedIn(), 15'000);
        QTRY_VERIFY_WITH_TIMEOUT(!second || !second->isVisible(), 5'000);

        // Leave the keyring as it was: revoked at the provider and deleted locally.
        QSignalSpy signedOut(controller.session(), &AuthSession::signOutFinished);
        controller.signOut();
        QVERIFY(signedOut.wait(20'000));
        QCOMPARE(signedOut.at(0).at(0).toString(), QString());
    }
};

HW_TEST_MAIN(tst_OidcSignInController)
#include "tst_OidcSignInController.moc"
