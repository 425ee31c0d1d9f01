// The streamed decoding chain of ClickHouse replies: TsvReader (lines and escapes, fed in pieces
// of any size), GzipStream (inflate as it arrives), ClickHouseRowStream (both, into a sink) and
// the grid's sink, GridJobRows.
#include "TestBytes.h"
#include "clickhouse/ClickHouseRowStream.h"
#include "clickhouse/GzipDecoder.h"
#include "clickhouse/GzipStream.h"
#include "clickhouse/TsvReader.h"
#include "grid/GridJobRows.h"

#include "ClickHouseTestRows.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"

#include <QTest>


using namespace Qt::StringLiterals;
using namespace hw;

namespace {

using Rows = QList<QList<QByteArray>>;

// Feeds `text` in pieces of `piece` bytes and collects every row (NULL as "<NULL>").
Result<Rows, QString> readAll(QByteArrayView text, qsizetype piece, TsvReader::Limits limits = {})
{
    TsvReader reader(limits);
    Rows rows;
    const auto onRow = [&rows](const TsvReader::Row &row) -> Result<void, QString> {
        QList<QByteArray> fields;
        for (const QByteArrayView f : row.fields)
            fields << (TsvReader::Row::isNull(f) ? QByteArray("<NULL>") : f.toByteArray());
        rows << fields;
        return {};
    };
    for (qsizetype pos = 0; pos < text.size(); pos += piece)
        if (auto r = reader.feed(text.sliced(pos, std::min(piece, text.size() - pos)), onRow); !r)
            return r.error();
    if (auto r = reader.finish(onRow); !r)
        return r.error();
    return rows;
}


Result<QByteArray, QString> gunzipInPieces(QByteArrayView gz, qsizetype piece)
{
    GzipStream stream;
    QByteArray out;
    const auto collect = [&out](QByteArrayView b) -> Result<void, QString> {
        out += b;
        return {};
    };
    for (qsizetype pos = 0; pos < gz.size(); pos += piece)
        if (auto r = stream.feed(gz.sliced(pos, std::min(piece, gz.size() - pos)), collect); !r)
            return r.error();
    if (auto r = stream.finish(); !r)
        return r.error();
    return out;
}

QByteArray jobLine(qint64 id, QByteArrayView name, qint64 insertedAt, QByteArrayView failure = {})
{
    return QByteArray::number(id) + "\t7\t1\t" + name.toByteArray() + "\tpull\tabc\tcompleted\tsuccess\t10\t20\t30\t"
        + "https://github.com/pytorch/pytorch/actions/runs/7/job/" + QByteArray::number(id) + "\t"
        + failure.toByteArray() + "\t" + QByteArray::number(insertedAt) + "\n";
}

// A reply through ClickHouseRowStream into GridJobRows, in pieces.
struct Decoded {
    std::shared_ptr<GridJobRows> rows;
    Result<void, ClickHouseError> result;
};
Decoded decode(const QByteArray &reply, qsizetype piece, qint64 maxRows = -1, bool gzipped = false,
               qint64 maxBytes = -1)
{
    Decoded d{std::make_shared<GridJobRows>(maxRows), {}};
    ClickHouseRowStream stream(d.rows, gzipped, maxBytes);
    const QByteArray wire = gzipped ? hw::test::gzipBytes(reply) : reply;
    for (qsizetype pos = 0; pos < wire.size(); pos += piece) {
        d.result = stream.feed(QByteArrayView(wire).sliced(pos, std::min(piece, wire.size() - pos)));
        if (!d.result)
            return d;
    }
    d.result = stream.finish();
    return d;
}

} // namespace

class tst_StreamedRows : public QObject
{
    Q_OBJECT
private slots:
    void tsvSameRowsWhateverThePieces()
    {
        const QByteArray text = "a\tb\\tc\t\\N\n"
                                "x\\ny\t\\\\\t\\'q\\'\n"
                                "\\x41\\x4a\\xZ\t\\0end\t\n"
                                "last\tline\twithout newline";
        const Rows expected = {{"a", "b\tc", "<NULL>"},
                               {"x\ny", "\\", "'q'"},
                               {"AJxZ", QByteArray("\0end", 4), ""},
                               {"last", "line", "without newline"}};
        for (qsizetype piece = 1; piece <= text.size(); ++piece) {
            const auto rows = readAll(text, piece);
            QVERIFY2(rows.ok(), qPrintable(rows.error()));
            QCOMPARE(*rows, expected);
        }
    }

    void tsvEmptyInputAndEmptyLines()
    {
        const auto none = readAll("", 4);
        QVERIFY(none.ok());
        QVERIFY(none->isEmpty());
        // An empty line is one empty field (a one-column reply holding '').
        const auto blank = readAll("\n\nx\n", 1);
        QVERIFY(blank.ok());
        QCOMPARE(*blank, (Rows{{""}, {""}, {"x"}}));
    }

    void tsvLineLimitIsAnErrorNotAnAllocation()
    {
        TsvReader::Limits limits;
        limits.maxLineBytes = 100;
        const QByteArray longLine = "ok\n" + QByteArray(500, 'x') + "\nnever read\n";
        for (const qsizetype piece : {qsizetype(1), qsizetype(7), qsizetype(64), longLine.size()}) {
            const auto rows = readAll(longLine, piece, limits);
            QVERIFY(!rows.ok());
            QCOMPARE(rows.error(), u"line 2 is longer than 100 bytes"_s);
        }
        limits.maxFields = 3;
        const auto wide = readAll("a\tb\tc\td\n", 3, limits);
        QVERIFY(!wide.ok());
        QCOMPARE(wide.error(), u"line 1 has more than 3 fields"_s);
    }

    void tsvHandlerErrorStopsTheReader()
    {
        TsvReader reader;
        int calls = 0;
        const auto onRow = [&calls](const TsvReader::Row &row) -> Result<void, QString> {
            ++calls;
            if (row.number == 2)
                return u"no"_s;
            return {};
        };
        const auto r = reader.feed("1\n2\n3\n", onRow);
        QVERIFY(!r.ok());
        QCOMPARE(r.error(), u"no"_s);
        QCOMPARE(calls, 2);
        QVERIFY(!reader.feed("4\n", onRow).ok()); // refuses further input
        QCOMPARE(calls, 2);
    }

    void gzipStreamEqualsWholeDecoder_data()
    {
        QTest::addColumn<QString>("name");
        // The gzip test data of the whole-body decoder (see tests/data/clickhouse/PROVENANCE.md):
        // a reply of the 18.16 server, stored blocks, 120 concatenated members.
        QTest::newRow("clickhouse server") << u"workflow_job.jsonl"_s;
        QTest::newRow("random, stored blocks") << u"random.bin"_s;
        QTest::newRow("text and random mixed") << u"mixed.bin"_s;
        QTest::newRow("120 members") << u"members.bin"_s;
    }
    void gzipStreamEqualsWholeDecoder()
    {
        QFETCH(QString, name);
        const QByteArray plain = test::readFile(test::dataPath(u"clickhouse/gzip/"_s + name));
        const QByteArray gz = test::readFile(test::dataPath(u"clickhouse/gzip/"_s + name + u".gz"_s));
        for (const qsizetype piece : {qsizetype(1), qsizetype(13), qsizetype(4096), gz.size()}) {
            if (piece == 1 && gz.size() > 200'000)
                continue; // byte by byte is covered by the smaller files
            const auto out = gunzipInPieces(gz, piece);
            QVERIFY2(out.ok(), qPrintable(out.error()));
            QCOMPARE(out->size(), plain.size());
            QVERIFY(*out == plain);
        }
    }

    void gzipStreamTruncationAndCorruption()
    {
        const QByteArray plain = QByteArray("row\n").repeated(100'000);
        const QByteArray gz = hw::test::gzipBytes(plain);
        const auto truncated = gunzipInPieces(gz.first(gz.size() - 5), 1000);
        QVERIFY(!truncated.ok());
        QCOMPARE(truncated.error(), u"truncated gzip data"_s);
        QByteArray corrupt = gz;
        corrupt[corrupt.size() - 6] = char(corrupt[corrupt.size() - 6] ^ 0x55); // the CRC
        const auto bad = gunzipInPieces(corrupt, 1000);
        QVERIFY(!bad.ok());
        QVERIFY2(bad.error().startsWith(u"corrupt gzip data"_s), qPrintable(bad.error()));
    }

    void jobRowsDecodeWhateverThePieces()
    {
        const QByteArray reply = test::jobAnswerTsvHeader() + jobLine(1, "build", 100) + jobLine(2, "test", 200)
            + jobLine(1, "build", 300, "RuntimeError: boom") // a newer row of job 1
            + jobLine(3, "b\\xC3\\xA9tise", 150);
        for (const qsizetype piece : {qsizetype(1), qsizetype(5), qsizetype(64), reply.size()}) {
            Decoded d = decode(reply, piece);
            QVERIFY2(d.result.ok(), qPrintable(d.result.error().message));
            const JobRuns jobs = d.rows->takeJobs();
            QCOMPARE(jobs.size(), 3);
            QCOMPARE(jobs[0].id, 1);
            QCOMPARE(jobs[0].failureLine, u"RuntimeError: boom"_s);
            QCOMPARE(jobs[0].insertedAt, 300);
            QCOMPARE(jobs[1].jobName, u"test"_s);
            QCOMPARE(jobs[1].runId, 7);
            QCOMPARE(jobs[1].createdAt, 10);
            QCOMPARE(jobs[1].startedAt, 20);
            QCOMPARE(jobs[1].completedAt, 30);
            QCOMPARE(jobs[1].htmlUrl, u"https://github.com/pytorch/pytorch/actions/runs/7/job/2"_s);
            QCOMPARE(jobs[2].jobName, u"bétise"_s);
            QCOMPARE(d.rows->watermark(), 300);
            QCOMPARE(d.rows->invalidUtf8Rows(), 0);
        }
    }

    void jobRowsAreGzipDecodedToo()
    {
        QByteArray reply = test::jobAnswerTsvHeader();
        for (int i = 1; i <= 20'000; ++i)
            reply += jobLine(i, "linux-jammy-py3.10 / test (default, 1, 5)", i);
        const Decoded d = decode(reply, 1500, -1, true);
        QVERIFY2(d.result.ok(), qPrintable(d.result.error().message));
        QCOMPARE(d.rows->takeJobs().size(), 20'000);
    }

    void repeatedTextIsSharedNotCopied()
    {
        const QByteArray reply = test::jobAnswerTsvHeader() + jobLine(1, "same name", 1) + jobLine(2, "same name", 2);
        Decoded d = decode(reply, 7);
        QVERIFY(d.result.ok());
        const JobRuns jobs = d.rows->takeJobs();
        QVERIFY(jobs[0].jobName.isSharedWith(jobs[1].jobName));
        QVERIFY(jobs[0].headSha.isSharedWith(jobs[1].headSha));
        QVERIFY(!jobs[0].htmlUrl.isSharedWith(jobs[1].htmlUrl));
    }

    void badRowsNameTheColumnAndRow()
    {
        const QByteArray header = test::jobAnswerTsvHeader();
        QByteArray wrong = jobLine(2, "x", 5);
        wrong.replace(0, 1, "2x");
        Decoded d = decode(header + jobLine(1, "ok", 1) + wrong, 9);
        QVERIFY(!d.result.ok());
        QCOMPARE(d.result.error().kind, ClickHouseError::Kind::Parse);
        QCOMPARE(d.result.error().message, u"row 2: column 'id' holds '2x', expected an integer"_s);

        d = decode(header + "1\t2\n", 9);
        QCOMPARE(d.result.error().message, u"row 1: 2 fields, expected 14"_s);

        QByteArray noUrl = header;
        noUrl.replace("job_url", "job_uri");
        d = decode(noUrl + jobLine(1, "ok", 1), 9);
        QCOMPARE(d.result.error().message, u"column names: the reply has no column 'job_url'"_s);

        // A server that fails half way writes its exception as a line: reported as the server's.
        d = decode(header + jobLine(1, "ok", 1)
                       + "Code: 241, e.displayText() = DB::Exception: Memory limit (for query) exceeded, "
                         "e.what() = DB::Exception\n",
                   9);
        QCOMPARE(d.result.error().kind, ClickHouseError::Kind::Server);
        QCOMPARE(d.result.error().code, 241);
    }

    void invalidUtf8IsRepairedAndCounted()
    {
        const QByteArray reply = test::jobAnswerTsvHeader() + jobLine(1, "bad \xFF\xFE x", 1)
            + jobLine(2, "bad \xFF\xFE x", 2) + jobLine(3, "fine", 3);
        Decoded d = decode(reply, 11);
        QVERIFY(d.result.ok());
        const JobRuns jobs = d.rows->takeJobs();
        QCOMPARE(jobs[0].jobName, u"bad \uFFFD\uFFFD x"_s);
        QCOMPARE(d.rows->invalidUtf8Rows(), 2); // counted on every row, even when text repeats
    }

    void longTextIsCutAtACharacter()
    {
        const QByteArray longLine = QByteArray("é").repeated(GridJobRows::MaxTextBytes); // 2 bytes each
        Decoded d = decode(test::jobAnswerTsvHeader() + jobLine(1, "n", 1, longLine), 4096);
        QVERIFY(d.result.ok());
        const QString failure = d.rows->takeJobs()[0].failureLine;
        QCOMPARE(failure.size(), GridJobRows::MaxTextBytes / 2 + 1);
        QVERIFY(failure.endsWith(u'…'));
        QVERIFY(!failure.contains(QChar::ReplacementCharacter));
    }

    void rowCapAndByteCapAreTooLarge()
    {
        QByteArray reply = test::jobAnswerTsvHeader();
        for (int i = 1; i <= 11; ++i)
            reply += jobLine(i, "n", i);
        Decoded d = decode(reply, 100, 10);
        QCOMPARE(d.result.error().kind, ClickHouseError::Kind::TooLarge);
        QCOMPARE(d.result.error().message, u"reply with more than 10 rows — choose a shorter range (or lower grid/maxCommits)"_s);
        QVERIFY(decode(reply, 100, 11).result.ok());

        d = decode(reply, 100, -1, false, 1000);
        QCOMPARE(d.result.error().kind, ClickHouseError::Kind::TooLarge);
        d = decode(reply, 100, -1, true, 1000); // the cap counts decompressed bytes
        QCOMPARE(d.result.error().kind, ClickHouseError::Kind::TooLarge);
    }
};

HW_TEST_GUILESS_MAIN(tst_StreamedRows)
#include "tst_StreamedRows.moc"
