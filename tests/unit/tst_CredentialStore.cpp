#include "TestRegistry.h"

#include "credentials/CredentialStore.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include <optional>

using namespace Qt::StringLiterals;
using hw::CredentialResult;
using hw::CredentialStore;

// Runs against the real Secret Service. ctest runs this under tests/scripts/with-keyring.sh
// (a throwaway gnome-keyring on a private bus); without a keyring it FAILS, by design.
class tst_CredentialStore : public QObject
{
    Q_OBJECT

    template<typename Op>
    static std::optional<CredentialResult> wait(Op op)
    {
        std::optional<CredentialResult> result;
        QObject context;
        op(&context, [&](const CredentialResult &r) { result = r; });
        (void)QTest::qWaitFor([&] { return result.has_value(); }, 20'000); // the caller checks
        return result;
    }

    CredentialStore m_store{u"hudwatch-test"_s};
    const QString m_key = CredentialStore::clickHouseKey(u"tst-profile-%1"_s.arg(QCoreApplication::applicationPid()));

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCOMPARE(CredentialStore::clickHouseKey(u"work"_s), u"work/clickhouse"_s);
        QCOMPARE(CredentialStore().service(), u"hudwatch"_s);
    }

    void writeReadOverwriteDelete()
    {
        const QString secret = u"pä$$wörd 中文 'quoted' \\ 😀"_s;
        auto r = wait([&](QObject *c, auto cb) { m_store.write(m_key, secret, c, cb); });
        QVERIFY2(r, "write: no answer from the keychain");
        QVERIFY2(r->ok, qPrintable(u"write failed (run under tests/scripts/with-keyring.sh): "_s + r->error));

        r = wait([&](QObject *c, auto cb) { m_store.read(m_key, c, cb); });
        QVERIFY(r);
        QVERIFY2(r->ok, qPrintable(r->error));
        QCOMPARE(r->secret, secret);

        r = wait([&](QObject *c, auto cb) { m_store.write(m_key, u"second"_s, c, cb); });
        QVERIFY(r && r->ok);
        r = wait([&](QObject *c, auto cb) { m_store.read(m_key, c, cb); });
        QVERIFY(r && r->ok);
        QCOMPARE(r->secret, u"second"_s);

        r = wait([&](QObject *c, auto cb) { m_store.remove(m_key, c, cb); });
        QVERIFY(r);
        QVERIFY2(r->ok, qPrintable(r->error));

        r = wait([&](QObject *c, auto cb) { m_store.read(m_key, c, cb); });
        QVERIFY(r);
        QVERIFY(!r->ok);
        QVERIFY(r->notFound);
        QVERIFY(r->secret.isEmpty());
        QVERIFY(!r->error.contains(secret));
    }

    void keysAreSeparate()
    {
        const QString other = CredentialStore::clickHouseKey(u"tst-other-%1"_s.arg(QCoreApplication::applicationPid()));
        auto r = wait([&](QObject *c, auto cb) { m_store.write(m_key, u"one"_s, c, cb); });
        QVERIFY(r && r->ok);
        r = wait([&](QObject *c, auto cb) { m_store.write(other, u"two"_s, c, cb); });
        QVERIFY(r && r->ok);
        r = wait([&](QObject *c, auto cb) { m_store.read(m_key, c, cb); });
        QVERIFY(r && r->ok);
        QCOMPARE(r->secret, u"one"_s);
        for (const QString &k : {m_key, other}) {
            r = wait([&](QObject *c, auto cb) { m_store.remove(k, c, cb); });
            QVERIFY(r && r->ok);
        }
    }
};

HW_TEST_GUILESS_MAIN(tst_CredentialStore)
#include "tst_CredentialStore.moc"
