#include "TestRegistry.h"

#include "clickhouse/ClickHouseSql.h"

#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using hw::ClickHouseSql;

class tst_SqlLiteral : public QObject
{
    Q_OBJECT
private slots:
    void quote_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << u"abc"_s << u"'abc'"_s;
        QTest::newRow("empty") << QString() << u"''"_s;
        QTest::newRow("quote") << u"it's"_s << u"'it\\'s'"_s;
        QTest::newRow("backslash") << u"a\\b"_s << u"'a\\\\b'"_s;
        QTest::newRow("trailing backslash") << u"end\\"_s << u"'end\\\\'"_s;
        QTest::newRow("escaped quote attempt") << u"\\'"_s << u"'\\\\\\''"_s;
        QTest::newRow("newline tab cr") << u"a\nb\tc\rd"_s << u"'a\\nb\\tc\\rd'"_s;
        QTest::newRow("nul") << QString(QChar(0)) + u"x"_s << u"'\\0x'"_s;
        QTest::newRow("other control") << QString(QChar(0x01)) + QString(QChar(0x1f)) + QString(QChar(0x7f))
                                       << u"'\\x01\\x1f\\x7f'"_s;
        QTest::newRow("backspace formfeed") << u"\b\f"_s << u"'\\b\\f'"_s;
        QTest::newRow("utf8 passes through") << u"é 中文 😀"_s << u"'é 中文 😀'"_s;
        QTest::newRow("injection") << u"'); DROP TABLE x; --"_s << u"'\\'); DROP TABLE x; --'"_s;
        QTest::newRow("double quote and backtick") << u"\"`"_s << u"'\"`'"_s;
    }
    void quote()
    {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        QCOMPARE(ClickHouseSql::quote(input), expected);
    }

    void quotedLiteralHasNoUnescapedQuote()
    {
        // Property: between the outer quotes every ' is preceded by an odd run of backslashes.
        const QString hostile = u"a'b\\'c\\\\'d'''\\"_s;
        const QString q = ClickHouseSql::quote(hostile);
        const QStringView inner = QStringView(q).mid(1, q.size() - 2);
        for (qsizetype i = 0; i < inner.size(); ++i) {
            if (inner[i] != u'\'')
                continue;
            int slashes = 0;
            for (qsizetype j = i - 1; j >= 0 && inner[j] == u'\\'; --j)
                ++slashes;
            QVERIFY2(slashes % 2 == 1, qPrintable(q));
        }
    }

    void literals()
    {
        QCOMPARE(*ClickHouseSql::literal(QVariant(qint64(-42))), u"-42"_s);
        QCOMPARE(*ClickHouseSql::literal(QVariant(quint64(18446744073709551615ull))), u"18446744073709551615"_s);
        QCOMPARE(*ClickHouseSql::literal(QVariant(7)), u"7"_s);
        QCOMPARE(*ClickHouseSql::literal(QVariant(true)), u"1"_s);
        QCOMPARE(*ClickHouseSql::literal(QVariant(u"x'"_s)), u"'x\\''"_s);
        const QDateTime dt(QDate(2024, 8, 14), QTime(22, 38, 1), Qt::UTC);
        QCOMPARE(*ClickHouseSql::literal(QVariant(dt)), u"toDateTime('2024-08-14 22:38:01', 'UTC')"_s);
        // A local time is converted to UTC.
        const QDateTime plus2(QDate(2024, 8, 15), QTime(0, 38, 1), QTimeZone(7200));
        QCOMPARE(*ClickHouseSql::literal(QVariant(plus2)), u"toDateTime('2024-08-14 22:38:01', 'UTC')"_s);
        QVERIFY(!ClickHouseSql::literal(QVariant(1.5)));
        QVERIFY(!ClickHouseSql::literal(QVariant(QDateTime())));
        QVERIFY(!ClickHouseSql::literal(QVariant()));
    }

    void bindReplacesPlaceholders()
    {
        const auto sql = ClickHouseSql::bind(u"SELECT * FROM t WHERE name = {name} AND id > {id} LIMIT {n}"_s,
                                             {{u"name"_s, u"o'k"_s}, {u"id"_s, qint64(5)}, {u"n"_s, 10}});
        QVERIFY2(sql, qPrintable(sql.error().message));
        QCOMPARE(*sql, u"SELECT * FROM t WHERE name = 'o\\'k' AND id > 5 LIMIT 10"_s);
    }

    void bindIsSinglePass()
    {
        // A value that looks like a placeholder is not substituted again.
        const auto sql = ClickHouseSql::bind(u"SELECT {a}, {b}"_s, {{u"a"_s, u"{b}"_s}, {u"b"_s, 1}});
        QVERIFY(sql);
        QCOMPARE(*sql, u"SELECT '{b}', 1"_s);
    }

    void bindRepeatedPlaceholder()
    {
        const auto sql = ClickHouseSql::bind(u"{x} = {x}"_s, {{u"x"_s, u"v"_s}});
        QVERIFY(sql);
        QCOMPARE(*sql, u"'v' = 'v'"_s);
    }

    void bindLeavesOtherBracesAlone()
    {
        const auto sql = ClickHouseSql::bind(u"SELECT '{}', '{ x }', {v}"_s, {{u"v"_s, 1}});
        QVERIFY(sql);
        QCOMPARE(*sql, u"SELECT '{}', '{ x }', 1"_s);
    }

    void bindRefusesUnknownPlaceholder()
    {
        const auto refused = ClickHouseSql::bind(u"SELECT {missing}"_s, {});
        QVERIFY(!refused);
        const QString error = refused.error().message;
        QVERIFY2(error.contains(u"{missing}"_s), qPrintable(error));
    }

    void bindRefusesUnusedBinding()
    {
        const auto refused = ClickHouseSql::bind(u"SELECT 1"_s, {{u"extra"_s, 1}});
        QVERIFY(!refused);
        const QString error = refused.error().message;
        QVERIFY2(error.contains(u"extra"_s), qPrintable(error));
    }

    void bindRefusesUnbindableType()
    {
        const auto refused = ClickHouseSql::bind(u"SELECT {d}"_s, {{u"d"_s, 0.1}});
        QVERIFY(!refused);
        const QString error = refused.error().message;
        QVERIFY2(error.contains(u"{d}"_s), qPrintable(error));
    }
};

HW_TEST_GUILESS_MAIN(tst_SqlLiteral)
#include "tst_SqlLiteral.moc"
