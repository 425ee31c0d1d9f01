// GitHub as a sign-in provider: no discovery document, so its endpoints come from a preset, and
// discovery answers from it without touching the network.
#include "TestRegistry.h"

#include "auth/OAuthProviderPreset.h"
#include "auth/OidcDiscovery.h"

#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QTest>

#include <optional>

using namespace hw;
using namespace Qt::StringLiterals;

class tst_OAuthProviderPreset : public QObject
{
    Q_OBJECT
private slots:
    void gitHubIsKnownByItsIssuer_data()
    {
        QTest::addColumn<QString>("issuer");
        QTest::addColumn<bool>("preset");
        QTest::newRow("plain") << u"https://github.com"_s << true;
        QTest::newRow("trailing slash") << u"https://github.com/"_s << true;
        QTest::newRow("upper case host") << u"https://GitHub.com"_s << true;
        QTest::newRow("http") << u"http://github.com"_s << false;
        QTest::newRow("a path") << u"https://github.com/login"_s << false;
        QTest::newRow("another port") << u"https://github.com:8443"_s << false;
        QTest::newRow("enterprise host") << u"https://github.example.com"_s << false;
        QTest::newRow("look-alike") << u"https://github.com.example.org"_s << false;
        QTest::newRow("an OpenID provider") << u"https://accounts.google.com"_s << false;
    }
    void gitHubIsKnownByItsIssuer()
    {
        QFETCH(QString, issuer);
        QFETCH(bool, preset);
        QCOMPARE(OAuthProviderPreset::forIssuer(QUrl(issuer)).has_value(), preset);
    }

    void gitHubEndpointsAndBehaviour()
    {
        const OAuthProviderPreset p = OAuthProviderPreset::gitHub();
        QCOMPARE(p.endpoints.authorization, QUrl(u"https://github.com/login/oauth/authorize"_s));
        QCOMPARE(p.endpoints.token, QUrl(u"https://github.com/login/oauth/access_token"_s));
        QCOMPARE(p.endpoints.deviceAuthorization, QUrl(u"https://github.com/login/device/code"_s));
        QVERIFY(p.endpoints.revocation.isEmpty()); // needs the app's secret: not for a native app
        QVERIFY(p.deviceFlowFirst);
        QVERIFY(!p.defaultScope.contains(u"openid"_s));
    }

    void discoveryAnswersFromThePresetWithoutANetworkRequest()
    {
        QNetworkAccessManager nam;
        // Every request would go to a proxy that is not there, and fail.
        nam.setProxy(QNetworkProxy(QNetworkProxy::HttpProxy, u"127.0.0.1"_s, 9));
        OAuthClientSettings settings;
        settings.clientId = u"Iv1.0000000000000000"_s;
        std::optional<Result<OidcProviderEndpoints>> result;
        OidcDiscovery::fetch(&nam, QUrl(u"https://github.com"_s), settings, this,
            [&](const Result<OidcProviderEndpoints> &r) { result = r; });
        QTRY_VERIFY(result.has_value());
        QVERIFY2(result->ok(), qPrintable(result->error().message));
        QCOMPARE((*result)->deviceAuthorization, OAuthProviderPreset::gitHub().endpoints.deviceAuthorization);

        // The same manager does fail for a provider that needs discovery (so the test above
        // would have failed, had it asked the network).
        std::optional<Result<OidcProviderEndpoints>> other;
        OidcDiscovery::fetch(&nam, QUrl(u"https://login.example.org"_s), settings, this,
            [&](const Result<OidcProviderEndpoints> &r) { other = r; });
        QTRY_VERIFY_WITH_TIMEOUT(other.has_value(), 30'000);
        QVERIFY(!other->ok());
    }
};

HW_TEST_GUILESS_MAIN(tst_OAuthProviderPreset)
#include "tst_OAuthProviderPreset.moc"
