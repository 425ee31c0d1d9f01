// The line index and the scanner that feeds it: offsets round-trip for every line whatever the
// block boundaries, the packing stays within the per-line budget, and GitHub's workflow commands
// are recognised with or without their timestamp.
#include "TestRegistry.h"

#include "logs/LogLineIndex.h"
#include "logs/LogLineScanner.h"

#include <QRandomGenerator>
#include <QTest>

using namespace hw;

namespace {

std::vector<quint32> randomLengths(size_t n, quint32 maxLength, quint32 seed)
{
    QRandomGenerator rng(seed);
    std::vector<quint32> lengths(n);
    for (auto &l : lengths)
        l = 1 + rng.bounded(maxLength);
    return lengths;
}

LogLineScanner::Batch scanInPieces(const QByteArray &text, qsizetype piece)
{
    LogLineScanner scanner;
    LogLineScanner::Batch out;
    for (qsizetype at = 0; at < text.size(); at += piece)
        scanner.feed(QByteArrayView(text).sliced(at, std::min(piece, text.size() - at)), out);
    scanner.finish(out);
    return out;
}

} // namespace

class tst_LogLineIndex : public QObject
{
    Q_OBJECT
private slots:
    void offsetsRoundTrip_data()
    {
        QTest::addColumn<int>("lines");
        QTest::addColumn<int>("maxLength");
        QTest::newRow("empty") << 0 << 10;
        QTest::newRow("one") << 1 << 10;
        QTest::newRow("one block exactly") << LogLineIndex::kBlockLines << 200;
        QTest::newRow("block plus one") << LogLineIndex::kBlockLines + 1 << 200;
        QTest::newRow("many short") << 10'000 << 120;
        QTest::newRow("long lines") << 3'000 << 5'000'000;
    }
    void offsetsRoundTrip()
    {
        QFETCH(int, lines);
        QFETCH(int, maxLength);
        const auto lengths = randomLengths(size_t(lines), quint32(maxLength), 7);
        LogLineIndex index;
        // Half appended one by one, half in bulk: both paths seal blocks the same way.
        const size_t half = lengths.size() / 2;
        for (size_t i = 0; i < half; ++i)
            index.append(lengths[i]);
        index.append(lengths.data() + half, lengths.size() - half);
        QCOMPARE(index.lineCount(), qint64(lines));
        qint64 offset = 0;
        LogLineIndex::Cursor cursor(index);
        for (qsizetype i = 0; i < lines; ++i) {
            const auto line = cursor.line(i);
            QCOMPARE(line.begin, offset);
            QCOMPARE(line.length, qint64(lengths[size_t(i)]));
            QCOMPARE(index.line(i).begin, offset);
            // Any byte of the line maps back to it, forwards (cursor) and at random (index).
            QCOMPARE(cursor.lineContaining(offset + line.length - 1), qint64(i));
            QCOMPARE(index.lineContaining(offset), qint64(i));
            offset += line.length;
        }
        QCOMPARE(index.byteCount(), offset);
        QCOMPARE(index.line(lines).length, 0); // past the end: empty
        QCOMPARE(index.lineContaining(offset + 100), qint64(lines) - 1);
    }

    void removeLastUnsealsABlock()
    {
        const auto lengths = randomLengths(LogLineIndex::kBlockLines * 2, 90, 3);
        LogLineIndex index;
        index.append(lengths.data(), lengths.size());
        const qint64 before = index.byteCount();
        QCOMPARE(index.removeLast(), lengths.back());
        QCOMPARE(index.lineCount(), qint64(lengths.size()) - 1);
        QCOMPARE(index.byteCount(), before - lengths.back());
        index.append(77);
        QCOMPARE(index.line(qint64(lengths.size()) - 1).length, 77);
        QCOMPARE(index.line(qint64(lengths.size()) - 2).length, qint64(lengths[lengths.size() - 2]));
    }

    void packsTypicalLinesInUnderTwoBytes()
    {
        // CI log lines: mostly 40–200 bytes, some long.
        QRandomGenerator rng(11);
        LogLineIndex index;
        const int n = 1'000'000;
        for (int i = 0; i < n; ++i)
            index.append(rng.bounded(100) < 95 ? 40 + rng.bounded(160) : 200 + rng.bounded(4000));
        index.squeeze();
        const double perLine = double(index.memoryBytes()) / n;
        QVERIFY2(perLine <= 2.0, qPrintable(QString::number(perLine)));
    }

    void scannerSplitsLinesAcrossAnyBlockSize_data()
    {
        QTest::addColumn<qsizetype>("piece");
        for (qsizetype p : {1, 2, 3, 7, 47, 48, 49, 4096, 1 << 20})
            QTest::addRow("piece %lld", qlonglong(p)) << p;
    }
    void scannerSplitsLinesAcrossAnyBlockSize()
    {
        QFETCH(qsizetype, piece);
        const QByteArray text = "2024-07-08T16:48:09.3763139Z ##[group]GITHUB_TOKEN Permissions\n"
                                "Actions: read\r\n"
                                "\n"
                                "2024-07-08T16:48:09.3765226Z ##[endgroup]\n"
                                "##[error]Process completed with exit code 1.\n"
                                + QByteArray(100'000, 'x') + "\n"
                                "2024-07-08T16:48:09Z ##[warning]no fraction digits\n"
                                "last line without newline ##[error] in the middle";
        const auto out = scanInPieces(text, piece);
        const std::vector<quint32> want {63, 15, 1, 42, 45, 100'001, 51, 49};
        QCOMPARE(out.lengths, want);
        const LogMarks marks {{0, LogMark::Kind::GroupStart}, {3, LogMark::Kind::GroupEnd},
            {4, LogMark::Kind::Error}, {6, LogMark::Kind::Warning}};
        QCOMPARE(out.marks, marks);
    }

    void markNeedsTheCommandAtLineStart()
    {
        LogMark::Kind kind {};
        QVERIFY(LogLineScanner::markOf("##[group]x", &kind));
        QCOMPARE(kind, LogMark::Kind::GroupStart);
        QVERIFY(!LogLineScanner::markOf(" ##[group]x", &kind));
        QVERIFY(!LogLineScanner::markOf("echo ##[error]", &kind));
        QVERIFY(!LogLineScanner::markOf("##[debug]x", &kind));
        QVERIFY(!LogLineScanner::markOf("2024-07-08T16:48:09.3763139 ##[group]no Z", &kind));
        QVERIFY(!LogLineScanner::markOf("", &kind));
    }
};

HW_TEST_GUILESS_MAIN(tst_LogLineIndex)
#include "tst_LogLineIndex.moc"
