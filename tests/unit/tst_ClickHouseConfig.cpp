#include "TestRegistry.h"

#include "clickhouse/ClickHouseConfig.h"

#include <QTest>

using namespace Qt::StringLiterals;
using hw::ClickHouseConfig;

class tst_ClickHouseConfig : public QObject
{
    Q_OBJECT
private slots:
    void fromUrl()
    {
        auto c = ClickHouseConfig::fromUrl(QUrl(u"https://abc.clickhouse.cloud"_s));
        QVERIFY(c.tls);
        QCOMPARE(c.host, u"abc.clickhouse.cloud"_s);
        QCOMPARE(c.port, 8443);
        QCOMPARE(c.user, u"default"_s);
        QCOMPARE(c.database, u"default"_s);
        QCOMPARE(c.endpoint(), u"abc.clickhouse.cloud:8443"_s);

        c = ClickHouseConfig::fromUrl(QUrl(u"http://hud:ignored-secret@127.0.0.1:9000/ci"_s));
        QVERIFY(!c.tls);
        QCOMPARE(c.port, 9000);
        QCOMPARE(c.user, u"hud"_s);
        QCOMPARE(c.database, u"ci"_s);
        QVERIFY(c.password.isEmpty()); // passwords come from the keychain only

        QCOMPARE(ClickHouseConfig::fromUrl(QUrl(u"http://127.0.0.1"_s)).port, 8123);
    }

    void baseUrlCarriesNoCredentials()
    {
        ClickHouseConfig c;
        c.user = u"hud"_s;
        c.password = u"pw"_s;
        c.tls = true;
        c.port = 8443;
        QCOMPARE(c.baseUrl().toString(), u"https://127.0.0.1:8443/"_s);
    }
};

HW_TEST_GUILESS_MAIN(tst_ClickHouseConfig)
#include "tst_ClickHouseConfig.moc"
