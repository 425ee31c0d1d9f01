// A keychain that never answers (a locked keyring waiting for a password prompt nobody sees): run
// under its own `dbus-run-session` (tests/CMakeLists.txt), this test owns the Secret Service name
// on that bus and swallows every call without a reply. Every keychain call must still end, within
// its time limit, with an error that says so, and the event loop must keep running meanwhile.
#include "TestRegistry.h"

#include "auth/AuthSession.h"
#include "credentials/CredentialStore.h"

#include <QDBusConnection>
#include <QDBusMessage>
#include <QDBusVirtualObject>
#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <optional>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

// Takes every message sent to it and never replies.
class SilentSecretService : public QDBusVirtualObject
{
public:
    int calls = 0;
    QString introspect(const QString &) const override { return {}; }
    bool handleMessage(const QDBusMessage &message, const QDBusConnection &) override
    {
        if (message.type() == QDBusMessage::MethodCallMessage)
            ++calls;
        return true; // handled: no reply, ever
    }
};

} // namespace

class tst_SilentKeychain : public QObject
{
    Q_OBJECT
    SilentSecretService m_service;

private slots:
    void initTestCase()
    {
        QDBusConnection bus = QDBusConnection::sessionBus();
        QVERIFY2(bus.isConnected(), "run under dbus-run-session (a private bus)");
        QVERIFY2(bus.registerService(u"org.freedesktop.secrets"_s),
            "the Secret Service name is taken: not a private bus?");
        QVERIFY(bus.registerVirtualObject(u"/"_s, &m_service, QDBusConnection::SubPath));
    }

    void everyCallEndsWithinItsLimit()
    {
        CredentialStore store(u"hudwatch-silent-test"_s);
        store.setTimeoutMs(1500);
        int ticks = 0;
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, this, [&ticks] { ++ticks; });
        ticker.start(100);
        for (const char *op : { "read", "write", "remove" }) {
            std::optional<CredentialResult> result;
            QElapsedTimer clock;
            clock.start();
            const auto done = [&result](const CredentialResult &r) { result = r; };
            if (qstrcmp(op, "read") == 0)
                store.read(u"p/oauth"_s, this, done);
            else if (qstrcmp(op, "write") == 0)
                store.write(u"p/oauth"_s, u"not-a-real-secret"_s, this, done);
            else
                store.remove(u"p/oauth"_s, this, done);
            QTRY_VERIFY_WITH_TIMEOUT(result.has_value(), 10'000);
            QVERIFY2(result->timedOut, op);
            QVERIFY(!result->ok);
            QVERIFY2(result->error.startsWith(u"the keychain did not answer within 2 s"_s),
                qPrintable(result->error));
            QVERIFY2(clock.elapsed() >= 1400 && clock.elapsed() < 5000,
                qPrintable(QString::number(clock.elapsed())));
        }
        QVERIFY2(m_service.calls > 0, "the keychain library did call the (silent) Secret Service");
        QVERIFY2(ticks >= 30, "the event loop kept running while the keychain was silent");
    }

    void signInWorksSignedOutAndSaysWhy()
    {
        CredentialStore store(u"hudwatch-silent-test"_s);
        store.setTimeoutMs(1000);
        AuthSession::Config config;
        config.keychainKey = u"p/oauth"_s;
        config.issuer = QUrl(u"https://login.example.org"_s);
        AuthSession session(config, &store);
        session.load();
        QCOMPARE(session.status().state, AccountStatus::State::Reading);
        QTRY_COMPARE_WITH_TIMEOUT(session.status().state, AccountStatus::State::NoKeychain, 10'000);
        QVERIFY2(
            session.status().problem.contains(u"did not answer"_s), qPrintable(session.status().problem));
        QVERIFY2(session.status().problem.endsWith(u"working signed out — start a keychain (GNOME Keyring, KWallet) and restart HUD Watch to sign in"_s), qPrintable(session.status().problem));
        QVERIFY(session.bearerToken().isEmpty());
    }
};

HW_TEST_GUILESS_MAIN(tst_SilentKeychain)
#include "tst_SilentKeychain.moc"
