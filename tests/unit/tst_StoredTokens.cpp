// A sign-in as kept in the keychain: read back exactly, and refused (never half used) when the
// entry is damaged, from another version, or without an access token.
#include "TestRegistry.h"

#include "auth/StoredTokens.h"

#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace hw;

class tst_StoredTokens : public QObject
{
    Q_OBJECT
private slots:
    void roundTrip()
    {
        StoredTokens s;
        s.issuer = QUrl(u"http://127.0.0.1:4000"_s);
        s.tokens.accessToken = u"at-123"_s;
        s.tokens.tokenType = u"Bearer"_s;
        s.tokens.refreshToken = u"rt-456"_s;
        s.tokens.scope = u"openid offline_access"_s;
        s.tokens.expiresAt = QDateTime(QDate(2026, 11, 24), QTime(8, 0), QTimeZone::utc());
        const auto back = StoredTokens::fromJson(s.toJson());
        QVERIFY2(back, qPrintable(back.error()));
        QCOMPARE(back->issuer, s.issuer);
        QCOMPARE(back->tokens.accessToken, s.tokens.accessToken);
        QCOMPARE(back->tokens.refreshToken, s.tokens.refreshToken);
        QCOMPARE(back->tokens.scope, s.tokens.scope);
        QCOMPARE(back->tokens.expiresAt, s.tokens.expiresAt);
        QVERIFY(back->tokens.idToken.isEmpty());

        s.tokens.expiresAt = {}; // a provider that gave no expires_in
        QVERIFY(!StoredTokens::fromJson(s.toJson())->tokens.expiresAt.isValid());
    }

    void damagedEntriesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("says");
        const QByteArray good = "{\"version\":1,\"issuer\":\"https://idp.example\",\"access_token\":\"a\",\"token_type\":\"Bearer\","
                                "\"refresh_token\":\"r\",\"id_token\":\"\",\"scope\":\"\",\"expires_at\":0}";
        QTest::newRow("not json") << QByteArray("{\"version\":1,") << u"not a JSON object"_s;
        QTest::newRow("other version") << QByteArray(good).replace("\"version\":1", "\"version\":2") << u"version: 2"_s;
        QTest::newRow("no access token") << QByteArray(good).replace("\"access_token\":\"a\"", "\"access_token\":\"\"")
                                         << u"access_token: empty"_s;
        QTest::newRow("refresh token a number") << QByteArray(good).replace("\"refresh_token\":\"r\"", "\"refresh_token\":7")
                                                << u"refresh_token"_s;
        QTest::newRow("no issuer") << QByteArray(good).replace("\"issuer\":\"https://idp.example\",", "") << u"issuer"_s;
    }
    void damagedEntriesAreRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, says);
        const auto r = StoredTokens::fromJson(json);
        QVERIFY(!r);
        QVERIFY2(r.error().contains(says), qPrintable(r.error()));
    }
};

HW_TEST_GUILESS_MAIN(tst_StoredTokens)
#include "tst_StoredTokens.moc"
