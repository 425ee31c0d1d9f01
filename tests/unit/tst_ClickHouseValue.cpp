#include "TestRegistry.h"

#include "clickhouse/ClickHouseValue.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using hw::ClickHouseValue;

class tst_ClickHouseValue : public QObject
{
    Q_OBJECT
private slots:
    void dateTime_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("expected");
        QTest::newRow("18.16 DateTime") << u"2024-08-14 22:38:01"_s << qint64(1723675081);
        QTest::newRow("DateTime64(9)") << u"2024-08-14 22:38:01.000000000"_s << qint64(1723675081);
        QTest::newRow("fraction truncated") << u"2024-08-14 22:38:01.999999999"_s << qint64(1723675081);
        QTest::newRow("ISO Z") << u"2024-08-14T22:38:01Z"_s << qint64(1723675081);
        QTest::newRow("ISO fraction Z") << u"2024-08-14T22:38:01.123Z"_s << qint64(1723675081);
        QTest::newRow("unix seconds") << u"1723675081"_s << qint64(1723675081);
        QTest::newRow("zero string") << u"1970-01-01 00:00:00"_s << qint64(0);
        QTest::newRow("zero 64") << u"1970-01-01 00:00:00.000000000"_s << qint64(0);
        QTest::newRow("all zeros") << u"0000-00-00 00:00:00"_s << qint64(0);
        QTest::newRow("zero number text") << u"0"_s << qint64(0);
        QTest::newRow("leap day") << u"2024-02-29 12:00:00"_s << qint64(1709208000);
    }
    void dateTime()
    {
        QFETCH(QString, text);
        QFETCH(qint64, expected);
        const auto t = ClickHouseValue::parseDateTime(text);
        QVERIFY2(t, qPrintable(text));
        QCOMPARE(*t, expected);
        QCOMPARE(*ClickHouseValue::toUtcSeconds(QJsonValue(text)), expected);
    }

    void badDateTime_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("empty") << QString();
        QTest::newRow("garbage") << u"yesterday"_s;
        QTest::newRow("bad month") << u"2024-13-01 00:00:00"_s;
        QTest::newRow("bad day") << u"2023-02-29 00:00:00"_s;
        QTest::newRow("offset other than UTC") << u"2024-08-14T22:38:01+02:00"_s;
        QTest::newRow("dot without digits") << u"2024-08-14 22:38:01."_s;
        QTest::newRow("trailing junk") << u"2024-08-14 22:38:01 x"_s;
        QTest::newRow("negative") << u"-5"_s;
    }
    void badDateTime()
    {
        QFETCH(QString, text);
        QVERIFY(!ClickHouseValue::parseDateTime(text));
    }

    void dateTimeFromNumber()
    {
        QCOMPARE(*ClickHouseValue::toUtcSeconds(QJsonValue(1723675081.0)), qint64(1723675081));
        QCOMPARE(*ClickHouseValue::toUtcSeconds(QJsonValue(0)), qint64(0));
        QVERIFY(!ClickHouseValue::toUtcSeconds(QJsonValue(true)));
        QVERIFY(!ClickHouseValue::toUtcSeconds(QJsonValue()));
        // Numbers beyond qint64 are no time (converting them was undefined; fuzz_clickhouse_rows).
        QVERIFY(!ClickHouseValue::toUtcSeconds(QJsonValue(1e300)));
        QVERIFY(!ClickHouseValue::toUtcSeconds(QJsonValue(9.3e18)));
        QCOMPARE(*ClickHouseValue::toUtcSeconds(QJsonValue(9.1e18)), qint64(9.1e18));
    }

    void int64AsStringOrNumber()
    {
        // Parsed from real JSON so both wire forms go through QJsonDocument as they will in use.
        const QJsonObject o = QJsonDocument::fromJson(
            R"({"n":28789187194,"s":"28789187194","big":"9223372036854775807","neg":"-12","f":1.5,"t":"12a","e":""})")
            .object();
        QCOMPARE(*ClickHouseValue::toInt64(o.value(u"n"_s)), qint64(28789187194));
        QCOMPARE(*ClickHouseValue::toInt64(o.value(u"s"_s)), qint64(28789187194));
        QCOMPARE(*ClickHouseValue::toInt64(o.value(u"big"_s)), std::numeric_limits<qint64>::max());
        QCOMPARE(*ClickHouseValue::toInt64(o.value(u"neg"_s)), qint64(-12));
        QVERIFY(!ClickHouseValue::toInt64(o.value(u"f"_s)));
        QVERIFY(!ClickHouseValue::toInt64(o.value(u"t"_s)));
        QVERIFY(!ClickHouseValue::toInt64(o.value(u"e"_s)));
        QVERIFY(!ClickHouseValue::toInt64(o.value(u"missing"_s)));
        QCOMPARE(ClickHouseValue::typeName(o.value(u"missing"_s)), u"missing"_s);
        QCOMPARE(ClickHouseValue::typeName(o.value(u"s"_s)), u"string"_s);
    }
};

HW_TEST_GUILESS_MAIN(tst_ClickHouseValue)
#include "tst_ClickHouseValue.moc"
