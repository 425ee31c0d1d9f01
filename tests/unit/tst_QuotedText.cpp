#include "TestRegistry.h"

#include "domain/QuotedText.h"

#include <QTest>

using namespace Qt::StringLiterals;
using hw::QuotedText;

class tst_QuotedText : public QObject
{
    Q_OBJECT
private slots:
    void visible_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("expected");
        QTest::newRow("plain") << u"L3: org/repo"_s << u"L3: org/repo"_s;
        QTest::newRow("tab kept") << u"a\tb"_s << u"a\tb"_s;
        QTest::newRow("erase line, green OK") << u"\x1b[2K\r\x1b[32mallowlist OK"_s
                                             << u"\\e[2K\\r\\e[32mallowlist OK"_s;
        QTest::newRow("newline backspace") << u"a\nb\bc"_s << u"a\\nb\\bc"_s;
        QTest::newRow("nul bell") << QString(QChar(0)) + u"\a"_s << u"\\0\\a"_s;
        QTest::newRow("other C0, DEL") << QString(QChar(0x01)) + QString(QChar(0x7f)) << u"\\x01\\x7f"_s;
        QTest::newRow("C1 CSI") << QString(QChar(0x9b)) + u"2J"_s << u"\\x9b2J"_s;
        QTest::newRow("bidi override") << u"abc\u202Etxt.exe"_s << u"abc\\u202etxt.exe"_s;
        QTest::newRow("bidi isolate") << u"\u2066x\u2069"_s << u"\\u2066x\\u2069"_s;
        QTest::newRow("unicode text kept") << u"é 中文 😀 — …"_s << u"é 中文 😀 — …"_s;
        QTest::newRow("backslash kept") << u"C:\\path"_s << u"C:\\path"_s;
    }
    void visible()
    {
        QFETCH(QString, input);
        QFETCH(QString, expected);
        QCOMPARE(QuotedText::visible(input), expected);
        QCOMPARE(QuotedText::hasControls(input), input != expected);
        QCOMPARE(QuotedText::elided(input), expected); // all short
    }

    void elidedCutsAt80()
    {
        const QString long_ = QString(200, u'x');
        const QString e = QuotedText::elided(long_);
        QCOMPARE(e.size(), QuotedText::maxChars + 1);
        QVERIFY(e.endsWith(u'…'));
        QCOMPARE(QuotedText::elided(QString(80, u'y')), QString(80, u'y'));
    }

    void elidedNeverSplitsASurrogatePair()
    {
        const QString text = QString(79, u'a') + u"😀😀😀"_s;
        const QString e = QuotedText::elided(text);
        QCOMPARE(e, QString(79, u'a') + u"…"_s);
    }

    void elidedEscapesWhatItKeeps()
    {
        const QString text = u"\x1b[31m"_s + QString(100, u'z');
        const QString e = QuotedText::elided(text);
        QVERIFY(e.startsWith(u"\\e[31m"_s));
        QVERIFY(!QuotedText::hasControls(e));
        QVERIFY(e.endsWith(u'…'));
    }

    void bytesAreDecodedFirst()
    {
        QCOMPARE(QuotedText::visible(QByteArrayView("ok\x1b]0;title\x07")), u"ok\\e]0;title\\a"_s);
    }
};

HW_TEST_GUILESS_MAIN(tst_QuotedText)
#include "tst_QuotedText.moc"
