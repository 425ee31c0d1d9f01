#include "TestRegistry.h"

#include "domain/Result.h"

#include <QTest>

using namespace hw;

class tst_Result : public QObject
{
    Q_OBJECT
private slots:
    void valueAndError()
    {
        Result<int> good = 42;
        QVERIFY(good.ok());
        QCOMPARE(*good, 42);
        QCOMPARE(good.error().kind, SourceError::Kind::None);

        Result<int> bad = SourceError::make(SourceError::Kind::Timeout, QStringLiteral("clickhouse"),
                                            QStringLiteral("no answer for 30 s"));
        QVERIFY(!bad);
        QCOMPARE(bad.error().kind, SourceError::Kind::Timeout);
        QCOMPARE(bad.error().source, QStringLiteral("clickhouse"));
        QCOMPARE(bad.valueOr(7), 7);
    }
    void voidResult()
    {
        Result<void> good;
        QVERIFY(good.ok());
        Result<void> bad = SourceError::make(SourceError::Kind::Storage, QStringLiteral("cache"),
                                             QStringLiteral("disk full"));
        QVERIFY(!bad.ok());
        QCOMPARE(bad.error().message, QStringLiteral("disk full"));
    }
    void transientKinds()
    {
        QVERIFY(SourceError::make(SourceError::Kind::Network, {}, {}).isTransient());
        QVERIFY(SourceError::make(SourceError::Kind::RateLimited, {}, {}).isTransient());
        QVERIFY(!SourceError::make(SourceError::Kind::Authentication, {}, {}).isTransient());
        QVERIFY(SourceError::make(SourceError::Kind::Authentication, {}, {}).needsCredentials());
        QVERIFY(!SourceError::make(SourceError::Kind::Authorization, {}, {}).needsCredentials());
    }
};

HW_TEST_GUILESS_MAIN(tst_Result)
#include "tst_Result.moc"
