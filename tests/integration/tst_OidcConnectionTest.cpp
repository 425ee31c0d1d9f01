// The connection test of a profile with a sign-in: the real OpenID provider of the fixture is
// discovered (endpoints, device flow) beside the real ClickHouse.
#include "ClickHouseTestServer.h"
#include "OidcTestServer.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "profiles/ConnectionTest.h"

#include <QSignalSpy>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

class TestOidcConnectionTest : public QObject
{
    Q_OBJECT

    test::ClickHouseTestServer m_clickHouse;
    test::OidcTestServer m_oidc;
    ProfileSettings m_profile;

    QVector<ConnectionCheck> run(const ProfileSettings &p)
    {
        ConnectionTest test;
        QSignalSpy spy(&test, &ConnectionTest::finished);
        test.start(p, m_clickHouse.config().password, {});
        if (spy.isEmpty() && !spy.wait(30'000))
            return {};
        return spy[0][0].value<QVector<ConnectionCheck>>();
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_clickHouse.isValid(), qPrintable(m_clickHouse.error()));
        QVERIFY2(m_oidc.isValid(), qPrintable(m_oidc.error()));
        test::isolateUserDirs(u"oidc-connection-test"_s);
        const ClickHouseConfig c = m_clickHouse.config();
        m_profile.name = u"signin"_s;
        m_profile.clickHouseUrl = c.baseUrl();
        m_profile.clickHouseUser = c.user;
        m_profile.oauthIssuer = m_oidc.issuer();
        m_profile.oauthClientId = m_oidc.clientSettings().clientId;
    }

    void discoversTheProviderBesideClickHouse()
    {
        const QVector<ConnectionCheck> checks = run(m_profile);
        QVERIFY(!checks.isEmpty());
        QCOMPARE(checks.last().what, u"OpenID provider"_s);
        for (const ConnectionCheck &c : checks)
            QVERIFY2(c.ok, qPrintable(c.what + u": "_s + c.detail));
        const QString detail = checks.last().detail;
        QVERIFY2(detail.startsWith(m_oidc.issuer().toString()), qPrintable(detail));
        QVERIFY2(detail.contains(u"authorization, token, device authorization"_s), qPrintable(detail));
        QVERIFY2(detail.endsWith(u"device flow: yes"_s), qPrintable(detail));
        QVERIFY2(checks.first().detail.startsWith(u"ClickHouse "_s + m_clickHouse.versionPrefix()), qPrintable(checks.first().detail));
    }

    void aWrongIssuerFailsClearly()
    {
        ProfileSettings p = m_profile;
        QUrl wrong = m_oidc.issuer();
        wrong.setPath(wrong.path() + u"/not-the-issuer"_s);
        p.oauthIssuer = wrong;
        const QVector<ConnectionCheck> checks = run(p);
        QVERIFY(!checks.isEmpty());
        QCOMPARE(checks.last().what, u"OpenID provider"_s);
        QVERIFY(!checks.last().ok);
        QVERIFY(!checks.last().detail.isEmpty());
        QVERIFY(checks.first().ok); // ClickHouse is not affected
    }
};

HW_TEST_GUILESS_MAIN(TestOidcConnectionTest)
#include "tst_OidcConnectionTest.moc"
