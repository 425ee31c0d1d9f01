#include "clickhouse/GzipDecoder.h"

#include "TestEnvironment.h"
#include "TestRegistry.h"

#include <QTest>

using namespace Qt::StringLiterals;
using hw::GzipDecoder;

class tst_ClickHouseGzip : public QObject
{
    Q_OBJECT
private slots:
    void decodesRealStreams_data()
    {
        QTest::addColumn<QString>("name");
        // Produced by the 18.16 server (enable_http_compression) and by gzip(1) at -9 and on
        // incompressible data (stored blocks): see tests/data/clickhouse/PROVENANCE.md.
        QTest::newRow("clickhouse server") << u"workflow_job.jsonl"_s;
        QTest::newRow("gzip -9") << u"small.txt"_s;
        QTest::newRow("random, stored blocks") << u"random.bin"_s;
        // Stored blocks after Huffman blocks, and 120 concatenated members (one empty): the
        // decoder must hand read-ahead bytes back at block and member boundaries.
        QTest::newRow("text and random mixed") << u"mixed.bin"_s;
        QTest::newRow("120 members") << u"members.bin"_s;
    }
    void decodesRealStreams()
    {
        QFETCH(QString, name);
        const QByteArray plain = hw::test::readFile(hw::test::dataPath(u"clickhouse/gzip/"_s + name));
        const QByteArray gz = hw::test::readFile(hw::test::dataPath(u"clickhouse/gzip/"_s + name + u".gz"_s));
        QVERIFY(GzipDecoder::looksLikeGzip(gz));
        const auto r = GzipDecoder::gunzip(gz);
        QCOMPARE(r.status, GzipDecoder::Status::Ok);
        QCOMPARE(r.data.size(), plain.size());
        QVERIFY(r.data == plain);
    }

    void concatenatedMembers()
    {
        const QByteArray gz = hw::test::readFile(hw::test::dataPath(u"clickhouse/gzip/small.txt.gz"_s));
        const QByteArray plain = hw::test::readFile(hw::test::dataPath(u"clickhouse/gzip/small.txt"_s));
        const auto r = GzipDecoder::gunzip(QByteArray(gz + gz));
        QCOMPARE(r.status, GzipDecoder::Status::Ok);
        QVERIFY(r.data == QByteArray(plain + plain));
    }

    void capStopsExpansion()
    {
        const QByteArray gz = hw::test::readFile(hw::test::dataPath(u"clickhouse/gzip/workflow_job.jsonl.gz"_s));
        const auto r = GzipDecoder::gunzip(gz, 50'000); // the stream expands to ~165 KB
        QCOMPARE(r.status, GzipDecoder::Status::TooLarge);
        QVERIFY(r.data.isEmpty());
        const auto exact = GzipDecoder::gunzip(gz, 168'686);
        QCOMPARE(exact.status, GzipDecoder::Status::Ok);
    }

    void corruptInputIsRejected()
    {
        QByteArray gz = hw::test::readFile(hw::test::dataPath(u"clickhouse/gzip/small.txt.gz"_s));
        QCOMPARE(GzipDecoder::gunzip(gz.left(gz.size() / 2)).status, GzipDecoder::Status::Corrupt);
        QByteArray flipped = gz;
        flipped[flipped.size() - 6] = char(flipped[flipped.size() - 6] ^ 0x55); // CRC byte
        const auto crc = GzipDecoder::gunzip(flipped);
        QCOMPARE(crc.status, GzipDecoder::Status::Corrupt);
        QVERIFY2(crc.error.contains(u"CRC"_s), qPrintable(crc.error));
        QCOMPARE(GzipDecoder::gunzip("not gzip at all").status, GzipDecoder::Status::Corrupt);
        QCOMPARE(GzipDecoder::gunzip({}).status, GzipDecoder::Status::Corrupt);
        // Garbage after a valid header must not crash or loop.
        const QByteArray garbage = QByteArray(gz.left(10) + QByteArray(64, char(0xff)));
        QCOMPARE(GzipDecoder::gunzip(garbage).status, GzipDecoder::Status::Corrupt);
    }

    // A qCompress()ed recording's zlib stream: decoded without trusting its 4-byte length, capped.
    void zlibStreamsDecodeWithACap()
    {
        const QByteArray plain = QByteArray("{\"t\":1}\n").repeated(20'000);
        const QByteArray z = qCompress(plain).sliced(4);
        const auto whole = GzipDecoder::unzlib(z);
        QCOMPARE(whole.status, GzipDecoder::Status::Ok);
        QCOMPARE(whole.data, plain);
        const auto capped = GzipDecoder::unzlib(z, 1000);
        QCOMPARE(capped.status, GzipDecoder::Status::TooLarge);
        QVERIFY2(capped.error.contains(u"larger than 1000 bytes"_s), qPrintable(capped.error));
        const auto cut = GzipDecoder::unzlib(z.left(z.size() / 2));
        QCOMPARE(cut.status, GzipDecoder::Status::Corrupt);
        QCOMPARE(cut.error, u"truncated zlib data"_s);
        QCOMPARE(GzipDecoder::unzlib(QByteArray(z).replace(0, 2, "ab")).status, GzipDecoder::Status::Corrupt);
    }

    void crc32KnownValue()
    {
        QCOMPARE(GzipDecoder::crc32("123456789"), 0xCBF43926u);
    }
};

HW_TEST_GUILESS_MAIN(tst_ClickHouseGzip)
#include "tst_ClickHouseGzip.moc"
