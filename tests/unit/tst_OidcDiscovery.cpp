#include "TestRegistry.h"

#include "auth/OAuthEndpointCall.h"
#include "auth/OAuthResponse.h"
#include "auth/OidcDiscovery.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {
const QUrl issuer(u"https://id.example.org"_s);

QJsonObject document()
{
    return QJsonObject { { u"issuer"_s, u"https://id.example.org"_s },
        { u"authorization_endpoint"_s, u"https://id.example.org/auth"_s },
        { u"token_endpoint"_s, u"https://id.example.org/token"_s },
        { u"device_authorization_endpoint"_s, u"https://id.example.org/device/auth"_s },
        { u"revocation_endpoint"_s, u"https://id.example.org/token/revocation"_s } };
}
QByteArray bytes(const QJsonObject &o)
{
    return QJsonDocument(o).toJson();
}
} // namespace

// Discovery documents read strictly, and how OAuth error codes become typed errors.
class tst_OidcDiscovery : public QObject
{
    Q_OBJECT
private slots:
    void documentUrl()
    {
        QCOMPARE(OidcDiscovery::documentUrl(QUrl(u"https://id.example.org/"_s)),
            QUrl(u"https://id.example.org/.well-known/openid-configuration"_s));
        QCOMPARE(OidcDiscovery::documentUrl(QUrl(u"https://example.org/tenant"_s)),
            QUrl(u"https://example.org/tenant/.well-known/openid-configuration"_s));
    }
    void validDocument()
    {
        const Result<OidcProviderEndpoints> r = OidcDiscovery::parse(bytes(document()), issuer);
        QVERIFY2(r.ok(), qPrintable(r.error().message));
        QCOMPARE(r->token, QUrl(u"https://id.example.org/token"_s));
        QCOMPARE(r->deviceAuthorization, QUrl(u"https://id.example.org/device/auth"_s));
        QVERIFY(r->introspection.isEmpty());
    }
    void refusals_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value");
        QTest::newRow("another issuer") << u"issuer"_s << QJsonValue(u"https://evil.example.net"_s);
        QTest::newRow("no issuer") << u"issuer"_s << QJsonValue(QJsonValue::Undefined);
        QTest::newRow("no token endpoint") << u"token_endpoint"_s << QJsonValue(QJsonValue::Undefined);
        QTest::newRow("numeric token endpoint") << u"token_endpoint"_s << QJsonValue(3);
        QTest::newRow("plain http endpoint")
            << u"token_endpoint"_s << QJsonValue(u"http://id.example.org/token"_s);
        QTest::newRow("ftp endpoint") << u"revocation_endpoint"_s << QJsonValue(u"ftp://id.example.org/r"_s);
    }
    void refusals()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QJsonObject o = document();
        if (value.isUndefined())
            o.remove(field);
        else
            o.insert(field, value);
        const Result<OidcProviderEndpoints> r = OidcDiscovery::parse(bytes(o), issuer);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, SourceError::Kind::BadData);
        // Where the issuer is set: the sign-in shows this, not a raw parse error.
        QVERIFY2(r.error().message.endsWith(u" — check oauth/issuer (Profile ▸ Edit this profile…)"_s),
                 qPrintable(r.error().message));
    }
    void loopbackHttpIsAllowed()
    {
        const QJsonObject o { { u"issuer"_s, u"http://127.0.0.1:4000"_s },
            { u"authorization_endpoint"_s, u"http://127.0.0.1:4000/auth"_s },
            { u"token_endpoint"_s, u"http://127.0.0.1:4000/token"_s } };
        QVERIFY(OidcDiscovery::parse(bytes(o), QUrl(u"http://127.0.0.1:4000"_s)).ok());
        QVERIFY(!OidcDiscovery::parse("not json", QUrl(u"http://127.0.0.1:4000"_s)).ok());
    }
    void oauthErrorKinds_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<SourceError::Kind>("kind");
        QTest::newRow("invalid_grant") << u"invalid_grant"_s << SourceError::Kind::Authentication;
        QTest::newRow("access_denied") << u"access_denied"_s << SourceError::Kind::Authorization;
        QTest::newRow("expired_token") << u"expired_token"_s << SourceError::Kind::Timeout;
        QTest::newRow("invalid_request") << u"invalid_request"_s << SourceError::Kind::Configuration;
        QTest::newRow("server_error") << u"server_error"_s << SourceError::Kind::Server;
        QTest::newRow("unknown") << u"whatever"_s << SourceError::Kind::Server;
    }
    void oauthErrorKinds()
    {
        QFETCH(QString, code);
        QFETCH(SourceError::Kind, kind);
        OAuthResponse r;
        r.error = code;
        r.errorDescription = u"details"_s;
        r.httpStatus = 400;
        const SourceError e = r.toSourceError(u"token refresh"_s);
        QCOMPARE(e.kind, kind);
        QCOMPARE(e.httpStatus, 400);
        QVERIFY(e.message.contains(code));
        QVERIFY(e.message.contains(u"token refresh"_s));
    }
    void formEncodingEscapesPlus()
    {
        QCOMPARE(OAuthEndpointCall::encodeForm({ { u"a"_s, u"x+y z&="_s }, { u"b"_s, u"~._-"_s } }),
            QByteArray("a=x%2By%20z%26%3D&b=~._-"));
    }
};

HW_TEST_GUILESS_MAIN(tst_OidcDiscovery)
#include "tst_OidcDiscovery.moc"
