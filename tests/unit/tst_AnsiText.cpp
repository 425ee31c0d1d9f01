// ANSI escapes as CI logs carry them: colours and attributes become styled runs, everything else
// disappears, control bytes and invalid UTF-8 stay visible and harmless, and the byte map lets a
// match found in raw bytes be highlighted in the drawn text. GitHub's timestamps parse too.
#include "TestRegistry.h"

#include "logs/AnsiText.h"
#include "logs/LogTimestamp.h"

#include <QDateTime>
#include <QRandomGenerator>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

class tst_AnsiText : public QObject
{
    Q_OBJECT
private slots:
    void colouredRuns()
    {
        const auto t = AnsiText::parse("\x1b[1m\x1b[31mFAILED\x1b[0m test_ops.py \x1b[32;1mok\x1b[m");
        QCOMPARE(t.text, u"FAILED test_ops.py ok"_s);
        QCOMPARE(t.spans.size(), 2);
        QCOMPARE(t.spans[0].start, 0);
        QCOMPARE(t.spans[0].length, 6);
        QVERIFY(t.spans[0].style.bold);
        QCOMPARE(t.spans[0].style.foreground, (AnsiColor {AnsiColor::Kind::Indexed, 1, 0}));
        QCOMPARE(t.spans[1].start, 19);
        QCOMPARE(t.spans[1].style.foreground.index, 2);
    }

    void extendedColours()
    {
        auto t = AnsiText::parse("\x1b[38;5;208mx\x1b[48;2;1;2;3my\x1b[93mz");
        QCOMPARE(t.text, u"xyz"_s);
        QCOMPARE(t.spans.size(), 3);
        QCOMPARE(t.spans[0].style.foreground, (AnsiColor {AnsiColor::Kind::Indexed, 208, 0}));
        QCOMPARE(t.spans[1].style.background, (AnsiColor {AnsiColor::Kind::Rgb, 0, 0x010203}));
        QCOMPARE(t.spans[2].style.foreground.index, 11); // bright yellow
        // Malformed extended colours are ignored, not crashed on.
        t = AnsiText::parse("\x1b[38;5ma\x1b[38;2;1mb\x1b[38mc");
        QCOMPARE(t.text, u"abc"_s);
    }

    void otherEscapesAreDropped()
    {
        const auto t = AnsiText::parse("a\x1b[2Kb\x1b]8;;https://x\x07link\x1b]8;;\x1b\\c\x1b(Bd\x1b");
        QCOMPARE(t.text, u"ablinkc(Bd"_s.replace(u"(B"_s, u"B"_s));
        QVERIFY(t.spans.isEmpty());
    }

    void controlBytesAndBadUtf8StayVisible()
    {
        const auto t = AnsiText::parse(QByteArrayView("a\tb\rc\0d\x7f\xff\xfe ✓", 14));
        QCOMPARE(t.text.left(8), u"a       "_s); // a tab to the next 8-column stop
        QVERIFY(t.text.contains(QChar(0x240D)));  // ␍
        QVERIFY(t.text.contains(QChar(0x2400)));  // ␀
        QVERIFY(t.text.contains(QChar(0x2421)));  // ␡
        QVERIFY(t.text.contains(QChar(0xFFFD)));
        QVERIFY(t.text.endsWith(u"✓"_s));
    }

    void byteMapPointsIntoTheText()
    {
        const QByteArray line = "\x1b[31m✓ FAILED\x1b[0m test";
        const auto t = AnsiText::parse(line, 20'000, true);
        QCOMPARE(t.text, u"✓ FAILED test"_s);
        QCOMPARE(t.byteToChar.size(), line.size() + 1);
        const qsizetype failed = line.indexOf("FAILED");
        QCOMPARE(t.byteToChar[failed], 2);
        QCOMPARE(t.byteToChar[failed + 6], 8);
        QCOMPARE(t.byteToChar[line.indexOf("test")], 9);
        QCOMPARE(t.byteToChar[line.size()], int(t.text.size()));
    }

    void boundedByMaxChars()
    {
        const auto t = AnsiText::parse(QByteArray(1'000'000, 'x'), 100);
        QCOMPARE(t.text.size(), 100);
    }

    void randomBytesNeverBreakTheInvariants()
    {
        QRandomGenerator rng(99);
        for (int round = 0; round < 2000; ++round) {
            QByteArray bytes(int(rng.bounded(200)), Qt::Uninitialized);
            for (char &c : bytes)
                c = rng.bounded(4) == 0 ? '\x1b' : rng.bounded(3) == 0 ? "[;m0123458]\x07"[rng.bounded(12)] : char(rng.bounded(256));
            const auto t = AnsiText::parse(bytes, 150, true);
            QVERIFY(t.text.size() <= 150);
            int end = 0;
            for (const auto &s : t.spans) {
                QVERIFY(s.start >= end && s.length > 0 && s.start + s.length <= t.text.size());
                end = s.start + s.length;
            }
            for (int i = 1; i < t.byteToChar.size(); ++i)
                QVERIFY(t.byteToChar[i] >= t.byteToChar[i - 1] && t.byteToChar[i] <= t.text.size());
        }
    }

    void githubTimestamps()
    {
        auto ts = LogTimestamp::parse("2024-07-08T16:48:09.3763139Z ##[group]x");
        QVERIFY(ts.isValid());
        QCOMPARE(ts.prefixLength, 29);
        QCOMPARE(ts.msecsSinceEpoch,
            QDateTime(QDate(2024, 7, 8), QTime(16, 48, 9, 376), Qt::UTC).toMSecsSinceEpoch());
        ts = LogTimestamp::parse("2024-07-08T16:48:09Z x");
        QCOMPARE(ts.prefixLength, 21);
        QVERIFY(!LogTimestamp::parse("2024-13-08T16:48:09Z x").isValid());
        QVERIFY(!LogTimestamp::parse("2024-07-08 16:48:09Z x").isValid());
        QVERIFY(!LogTimestamp::parse("2024-07-08T16:48:09.37 no zone").isValid());
        QVERIFY(!LogTimestamp::parse("short").isValid());
    }
};

HW_TEST_GUILESS_MAIN(tst_AnsiText)
#include "tst_AnsiText.moc"
