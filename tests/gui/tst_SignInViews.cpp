// What the window shows of a profile's sign-in (status bar, File menu, banner) and the sign-in
// dialog's two steps. The session behind it is tested against the real provider in
// integration/tst_OidcSession.
#include "MainWindow.h"
#include "TestRegistry.h"
#include "auth/AccountStatusText.h"
#include "auth/SignInDialog.h"
#include "grid/JobGridModel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

QAction *fileAction(MainWindow &w, const QString &textStart)
{
    for (QAction *menu : w.menuBar()->actions())
        if (menu->menu())
            for (QAction *a : menu->menu()->actions())
                if (a->text().remove(u'&').startsWith(textStart))
                    return a;
    return nullptr;
}

AccountStatus signedIn()
{
    AccountStatus s;
    s.state = AccountStatus::State::SignedIn;
    s.issuer = QUrl(u"https://login.example.org"_s);
    s.account = u"alice"_s;
    s.expiresAt = QDateTime(QDate(2026, 11, 24), QTime(14, 5)).toUTC();
    s.renewable = true;
    return s;
}

} // namespace

class tst_SignInViews : public QObject
{
    Q_OBJECT
private slots:
    void withoutProviderNothingIsShown()
    {
        JobGridModel model;
        MainWindow w(&model);
        w.setAccountStatus(AccountStatus {});
        QCOMPARE(w.accountText(), QString());
        QVERIFY(!fileAction(w, u"Sign in with the browser"_s)->isVisible());
        QVERIFY(!fileAction(w, u"Sign out"_s)->isVisible());
        QCOMPARE(w.accountBannerText(), QString());
    }

    void signedInShowsWhoAndUntilWhen()
    {
        JobGridModel model;
        MainWindow w(&model);
        w.show();
        w.setAccountStatus(signedIn());
        QCOMPARE(w.accountText(), u"✓ Signed in as alice, until 14:05"_s);
        QVERIFY(fileAction(w, u"Sign out"_s)->isEnabled());
        QVERIFY(!fileAction(w, u"Sign in with the browser"_s)->isEnabled());
        QVERIFY(AccountStatusText::details(signedIn()).contains(u"Renewed automatically"_s));
        QCOMPARE(w.accountBannerText(), QString());
        QSignalSpy out(&w, &MainWindow::signOutRequested);
        fileAction(w, u"Sign out"_s)->trigger();
        QCOMPARE(out.size(), 1);
    }

    void endedByTheProviderSaysSoWithTheFix()
    {
        JobGridModel model;
        MainWindow w(&model);
        w.show();
        AccountStatus s;
        s.state = AccountStatus::State::SignedOut;
        s.issuer = QUrl(u"https://login.example.org"_s);
        s.endedByProvider = true;
        s.problem = u"signed out — sign in again (invalid_grant)"_s;
        w.setAccountStatus(s);
        QCOMPARE(w.accountText(), u"⊘ Signed out by the provider"_s);
        if (const QString png = qEnvironmentVariable("HUDWATCH_SIGNIN_WINDOW_PNG"); !png.isEmpty()) {
            w.resize(1100, 400);
            QVERIFY(w.grab().save(png));
        }
        QCOMPARE(
            w.accountBannerText(), u"⚠ login.example.org: signed out — sign in again (invalid_grant)."_s);
        QVERIFY(fileAction(w, u"Sign in with a code"_s)->isEnabled());
        QVERIFY(!fileAction(w, u"Sign out"_s)->isEnabled());
        QSignalSpy signIn(&w, &MainWindow::signInRequested);
        w.triggerAccountBannerAction();
        QCOMPARE(signIn.size(), 1);
        QCOMPARE(signIn.at(0).at(0).toBool(), false);
        fileAction(w, u"Sign in with a code"_s)->trigger();
        QCOMPARE(signIn.at(1).at(0).toBool(), true);

        // Signed in again: the banner goes.
        w.setAccountStatus(signedIn());
        QCOMPARE(w.accountBannerText(), QString());
    }

    void noKeychainIsSaidPlainly()
    {
        JobGridModel model;
        MainWindow w(&model);
        w.show();
        AccountStatus s;
        s.state = AccountStatus::State::NoKeychain;
        s.issuer = QUrl(u"https://login.example.org"_s);
        s.problem = u"no keychain available (Secret Service not running?) — working signed out"_s;
        w.setAccountStatus(s);
        QCOMPARE(w.accountText(), u"⚠ No keychain: working signed out — start a keychain and restart HUD Watch to sign in"_s);
        QVERIFY(w.accountBannerText().contains(u"no keychain available"_s));
    }

    void deviceCodeIsLargeCopyableAndCancellable()
    {
        SignInDialog dialog(u"login.example.org"_s);
        dialog.show();
        const QDateTime until = QDateTime::currentDateTimeUtc().addSecs(600);
        dialog.showDeviceCode(u"WDJB-MJHT"_s, QUrl(u"https://login.example.org/device"_s),
            QUrl(u"https://login.example.org/device?user_code=WDJB-MJHT"_s), until);
        QCOMPARE(dialog.userCode(), u"WDJB-MJHT"_s);
        auto *code = dialog.findChild<QLineEdit *>();
        QVERIFY(code && code->isVisible() && code->isReadOnly());
        QVERIFY(code->font().pointSizeF() > dialog.font().pointSizeF());
        QVERIFY(dialog.statusText().contains(until.toLocalTime().toString(u"HH:mm"_s)));
        QPushButton *copy = nullptr;
        for (auto *b : dialog.findChildren<QPushButton *>())
            if (b->text().contains(u"Copy"_s))
                copy = b;
        QVERIFY(copy);
        QApplication::clipboard()->clear();
        copy->click();
        QCOMPARE(QApplication::clipboard()->text(), u"WDJB-MJHT"_s);
        // To look at it: HUDWATCH_SIGNIN_PNG=/tmp/signin.png tests/tst_SignInViews
        if (const QString png = qEnvironmentVariable("HUDWATCH_SIGNIN_PNG"); !png.isEmpty())
            QVERIFY(dialog.grab().save(png));

        QSignalSpy cancelled(&dialog, &SignInDialog::cancelled);
        dialog.reject();
        QCOMPARE(cancelled.size(), 1);
    }

    void failureStaysOnScreenAndClosingIsNotACancel()
    {
        SignInDialog dialog(u"login.example.org"_s);
        dialog.show();
        dialog.showBrowserStep(QUrl(u"https://login.example.org/auth?client_id=hudwatch"_s));
        QVERIFY(dialog.statusText().contains(u"browser"_s));
        dialog.showFailure(u"access_denied: the user refused"_s);
        QCOMPARE(dialog.statusText(), u"✗ access_denied: the user refused"_s);
        QSignalSpy cancelled(&dialog, &SignInDialog::cancelled);
        dialog.reject();
        QCOMPARE(cancelled.size(), 0);
    }
};

HW_TEST_MAIN(tst_SignInViews)
#include "tst_SignInViews.moc"
