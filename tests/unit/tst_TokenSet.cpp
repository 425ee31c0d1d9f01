#include "TestRegistry.h"

#include "auth/TokenSet.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>
#include <QTimeZone>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {
QJsonObject validResponse()
{
    return QJsonObject { { u"access_token"_s, u"at-1"_s }, { u"token_type"_s, u"Bearer"_s },
        { u"expires_in"_s, 3600 }, { u"refresh_token"_s, u"rt-1"_s }, { u"id_token"_s, u"a.b.c"_s },
        { u"scope"_s, u"openid offline_access"_s } };
}
const QDateTime received = QDateTime(QDate(2026, 1, 2), QTime(3, 4, 5), QTimeZone::utc());
} // namespace

class tst_TokenSet : public QObject
{
    Q_OBJECT
private slots:
    void validResponseIsRead()
    {
        const Result<TokenSet> r = TokenSet::fromTokenResponse(validResponse(), received);
        QVERIFY2(r.ok(), qPrintable(r.error().message));
        QCOMPARE(r->accessToken, u"at-1"_s);
        QCOMPARE(r->tokenType, u"Bearer"_s);
        QCOMPARE(r->refreshToken, u"rt-1"_s);
        QCOMPARE(r->idToken, u"a.b.c"_s);
        QCOMPARE(r->scope, u"openid offline_access"_s);
        QCOMPARE(r->expiresAt, received.addSecs(3600));
        QVERIFY(!r->expiresWithin(received, 60));
        QVERIFY(r->expiresWithin(received.addSecs(3550), 60));
    }
    void lowercaseBearerAndNoOptionalFields()
    {
        const QJsonObject o { { u"access_token"_s, u"at"_s }, { u"token_type"_s, u"bearer"_s } };
        const Result<TokenSet> r = TokenSet::fromTokenResponse(o, received);
        QVERIFY(r.ok());
        QCOMPARE(r->tokenType, u"Bearer"_s);
        QVERIFY(r->refreshToken.isEmpty());
        QVERIFY(!r->expiresAt.isValid());
        QVERIFY(!r->expiresWithin(received, 60));
    }
    void strictness_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QJsonValue>("value"); // Undefined: removed
        QTest::newRow("no access_token") << u"access_token"_s << QJsonValue(QJsonValue::Undefined);
        QTest::newRow("empty access_token") << u"access_token"_s << QJsonValue(u""_s);
        QTest::newRow("numeric access_token") << u"access_token"_s << QJsonValue(42);
        QTest::newRow("huge access_token") << u"access_token"_s << QJsonValue(QString(20000, u'x'));
        QTest::newRow("no token_type") << u"token_type"_s << QJsonValue(QJsonValue::Undefined);
        QTest::newRow("mac token_type") << u"token_type"_s << QJsonValue(u"mac"_s);
        QTest::newRow("DPoP token_type") << u"token_type"_s << QJsonValue(u"DPoP"_s);
        QTest::newRow("string expires_in") << u"expires_in"_s << QJsonValue(u"3600"_s);
        QTest::newRow("negative expires_in") << u"expires_in"_s << QJsonValue(-5);
        QTest::newRow("zero expires_in") << u"expires_in"_s << QJsonValue(0);
        QTest::newRow("fractional expires_in") << u"expires_in"_s << QJsonValue(1.5);
        QTest::newRow("object refresh_token") << u"refresh_token"_s << QJsonValue(QJsonObject {});
        QTest::newRow("numeric id_token") << u"id_token"_s << QJsonValue(1);
        QTest::newRow("array scope") << u"scope"_s << QJsonValue(QJsonArray { u"openid"_s });
    }
    void strictness()
    {
        QFETCH(QString, field);
        QFETCH(QJsonValue, value);
        QJsonObject o = validResponse();
        if (value.isUndefined())
            o.remove(field);
        else
            o.insert(field, value);
        const Result<TokenSet> r = TokenSet::fromTokenResponse(o, received);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, SourceError::Kind::BadData);
        QCOMPARE(r.error().source, u"sign-in"_s);
        // The message names the field and never quotes a token.
        QVERIFY2(r.error().message.contains(field) || field == u"token_type", qPrintable(r.error().message));
        QVERIFY(!r.error().message.contains(u"at-1"_s));
        QVERIFY(!r.error().message.contains(u"rt-1"_s));
    }
    void refreshKeepsOrRotatesTheRefreshToken()
    {
        const TokenSet before = *TokenSet::fromTokenResponse(validResponse(), received);
        QJsonObject noRotation { { u"access_token"_s, u"at-2"_s }, { u"token_type"_s, u"Bearer"_s },
            { u"expires_in"_s, 60 } };
        Result<TokenSet> kept = TokenSet::fromRefreshResponse(noRotation, received, before);
        QVERIFY(kept.ok());
        QCOMPARE(kept->accessToken, u"at-2"_s);
        QCOMPARE(kept->refreshToken, u"rt-1"_s);
        QCOMPARE(kept->scope, before.scope);
        noRotation.insert(u"refresh_token"_s, u"rt-2"_s);
        Result<TokenSet> rotated = TokenSet::fromRefreshResponse(noRotation, received, before);
        QVERIFY(rotated.ok());
        QCOMPARE(rotated->refreshToken, u"rt-2"_s);
    }
};

HW_TEST_GUILESS_MAIN(tst_TokenSet)
#include "tst_TokenSet.moc"
