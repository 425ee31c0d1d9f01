#include "JobRunBuilder.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "timemachine/Recording.h"
#include "timemachine/RecordingReader.h"
#include "timemachine/RecordingWriter.h"

#include <QStandardPaths>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

Recording sample()
{
    Recording r;
    r.header.source = u"sample"_s;
    r.header.description = u"unicode ✓ and \"quotes\"\nnewline"_s;
    r.header.start = 1000;
    r.header.end = 5000;
    r.header.liveAt = 3000;
    r.header.unstablePatterns = {u"^pull / a\\.b"_s};
    r.commits = {Commit{u"c1"_s, 1000, u"first"_s, u"alice"_s}, Commit{u"c2"_s, 2000, QString(), QString()}};
    // One job through its states, a row each.
    test::JobRunBuilder j(28789187194);
    j.run(10389200972, 2).job(u"linux-focal / test (default, 1, 3, linux.2xlarge)"_s).sha(u"c1"_s).queued();
    r.jobs.append(j.times(1000).insertedAt(1000)); // same second as the commit: the commit must come first in the file
    r.jobs.append(j.inProgress().times(1000, 1500).insertedAt(1500));
    r.jobs.append(j.status(u"completed"_s)
                      .conclusion(u"failure"_s)
                      .times(1000, 1500, 2500)
                      .failureLine(u"RuntimeError: test_cuda 1/1 failed!\ttab"_s)
                      .url(u"https://github.com/pytorch/pytorch/actions/runs/1/job/2"_s)
                      .insertedAt(2500));
    return r;
}

QByteArray header() { return RecordingWriter::headerLine(RecordingHeader{}) + '\n'; }

} // namespace

class TestRecording : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void roundTripPlainAndCompressed_data()
    {
        QTest::addColumn<bool>("compress");
        QTest::newRow("plain") << false;
        QTest::newRow("qCompress") << true;
    }
    void roundTripPlainAndCompressed()
    {
        QFETCH(bool, compress);
        const Recording r = sample();
        const QByteArray bytes = RecordingWriter::toBytes(r, compress);
        QCOMPARE(bytes.startsWith('{'), !compress);
        const auto back = RecordingReader::fromBytes(bytes);
        QVERIFY2(back, qPrintable(back.error()));
        QCOMPARE(back->header, r.header);
        QCOMPARE(back->commits, r.commits);
        QCOMPARE(back->jobs, r.jobs);
    }

    void roundTripThroughAFile()
    {
        const QString path = hw::test::freshRuntimeDir(u"recording-file"_s) + u"/r.hwrec"_s;
        const Result<void> written = RecordingWriter::writeFile(sample(), path, true);
        QVERIFY2(written, qPrintable(written.error().message));
        const auto back = RecordingReader::readFile(path);
        QVERIFY2(back, qPrintable(back.error().message));
        QCOMPARE(back->jobs, sample().jobs);
    }

    void writerPutsCommitBeforeItsJobsAndKeepsTimeOrder()
    {
        const QList<QByteArray> lines = RecordingWriter::toBytes(sample()).split('\n');
        QVERIFY(lines.at(0).contains("\"format\":\"hudwatch-recording\""));
        QVERIFY(lines.at(1).contains("\"type\":\"commit\""));
        QVERIFY(lines.at(2).contains("\"type\":\"job\""));
        QVERIFY(lines.at(3).contains("\"in_progress\""));
        QVERIFY(lines.at(4).contains("\"c2\"")); // t=2000 before the job completed at 2500
        QVERIFY(lines.at(5).contains("\"completed\""));
    }

    void readsTheCheckedInFixture()
    {
        const auto r = RecordingReader::readFile(hw::test::dataPath(u"demo/tiny-recording.jsonl"_s));
        QVERIFY2(r, qPrintable(r.error().message));
        QCOMPARE(r->header.source, u"tiny"_s);
        QCOMPARE(r->header.liveAt, 1723624200);
        QCOMPARE(r->header.unstablePatterns, QStringList{u"^pull / flaky-shard"_s});
        QCOMPARE(r->commits.size(), 2);
        QCOMPARE(r->jobs.size(), 4);
        QCOMPARE(r->jobs.at(2).conclusion, u"failure"_s);
        QCOMPARE(r->jobs.at(2).failureLine.left(7), u"FAILED:"_s);
        QCOMPARE(r->jobs.at(3).runAttempt, 2);
        QCOMPARE(r->jobs.at(0).runAttempt, 1); // omitted -> 1
        QCOMPARE(r->jobs.at(0).startedAt, 0);  // omitted -> 0

        // Snapshot semantics: latest row per id up to t.
        const JobBatch at = r->snapshotAt(1723622600);
        QCOMPARE(at.commits.size(), 1);
        QCOMPARE(at.jobs.size(), 1);
        QCOMPARE(at.jobs.first().status, u"in_progress"_s);
        const JobBatch step = r->between(1723622600, 1723626000);
        QCOMPARE(step.commits.size(), 1);
        QCOMPARE(step.jobs.size(), 2);
    }

    void malformedFilesNameTheLine_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        const QByteArray h = header();
        QTest::newRow("empty") << QByteArray() << u"not a recording: the file is empty"_s;
        QTest::newRow("binary garbage") << QByteArray("\x01\x02\x03\x04\x05\x06\x07\x08", 8)
                                        << u"not a recording: expected JSON Lines"_s;
        QTest::newRow("truncated zlib") << qCompress(h + h).left(12)
                                        << u"compressed data is corrupt or truncated"_s;
        QTest::newRow("no header") << QByteArray("{\"t\":1,\"type\":\"commit\",\"sha\":\"a\"}\n")
                                   << u"line 1: not a recording header"_s;
        QTest::newRow("future version")
            << QByteArray("{\"format\":\"hudwatch-recording\",\"version\":2}\n")
            << u"line 1: unsupported recording version 2 (this build reads version 1) — update HUD Watch"_s;
        QTest::newRow("broken JSON on line 3")
            << h + "{\"t\":1,\"type\":\"commit\",\"sha\":\"a\"}\n{\"t\":2,\"type\":\"job\",\"id\":5,\"name\n"
            << u"line 3: invalid JSON ("_s;
        QTest::newRow("blank lines still count")
            << h + "\n\n[1,2]\n" << u"line 4: expected a JSON object"_s;
        QTest::newRow("missing t") << h + "{\"type\":\"commit\",\"sha\":\"a\"}\n"
                                   << u"line 2: missing \"t\""_s;
        QTest::newRow("t not integer") << h + "{\"t\":\"soon\",\"type\":\"commit\",\"sha\":\"a\"}\n"
                                       << u"line 2: \"t\" must be an integer"_s;
        QTest::newRow("fractional id")
            << h + "{\"t\":1,\"type\":\"job\",\"id\":1.5,\"name\":\"n\",\"sha\":\"a\",\"status\":\"queued\"}\n"
            << u"line 2: \"id\" must be an integer"_s;
        QTest::newRow("time goes backwards")
            << h + "{\"t\":5,\"type\":\"commit\",\"sha\":\"a\"}\n{\"t\":4,\"type\":\"commit\",\"sha\":\"b\"}\n"
            << u"line 3: time 4 is before the previous event's time 5"_s;
        QTest::newRow("unknown type") << h + "{\"t\":1,\"type\":\"deploy\"}\n"
                                      << u"line 2: unknown event type \"deploy\""_s;
        QTest::newRow("job without sha")
            << h + "{\"t\":1,\"type\":\"job\",\"id\":1,\"name\":\"n\",\"status\":\"queued\"}\n"
            << u"line 2: missing \"sha\""_s;
        QTest::newRow("bad status")
            << h + "{\"t\":1,\"type\":\"job\",\"id\":1,\"name\":\"n\",\"sha\":\"a\",\"status\":\"done\"}\n"
            << u"line 2: unknown job status \"done\""_s;
        QTest::newRow("name not a string")
            << h + "{\"t\":1,\"type\":\"job\",\"id\":1,\"name\":7,\"sha\":\"a\",\"status\":\"queued\"}\n"
            << u"line 2: \"name\" must be a string"_s;
        // A recording from someone else names only instants replay arithmetic can handle.
        QTest::newRow("ends before it starts")
            << QByteArray("{\"format\":\"hudwatch-recording\",\"version\":1,\"start\":100,\"end\":50}\n")
            << u"the recording ends (50) before it starts (100)"_s;
        QTest::newRow("events after the stated end")
            << QByteArray("{\"format\":\"hudwatch-recording\",\"version\":1,\"end\":50}\n")
                + "{\"t\":100,\"type\":\"commit\",\"sha\":\"a\"}\n"
            << u"the recording ends (50) before it starts (100)"_s;
        QTest::newRow("time before 1970") << h + "{\"t\":-1,\"type\":\"commit\",\"sha\":\"a\"}\n"
                                          << u"line 2: \"t\" is -1, not a time from 1970 to 9999"_s;
        QTest::newRow("time after 9999")
            << h + "{\"t\":1,\"type\":\"job\",\"id\":1,\"name\":\"n\",\"sha\":\"a\",\"status\":\"queued\",\"started_at\":9000000000000000}\n"
            << u"line 2: \"started_at\" is 9000000000000000, not a time from 1970 to 9999"_s;
        QTest::newRow("patterns not an array")
            << QByteArray("{\"format\":\"hudwatch-recording\",\"version\":1,\"unstable_patterns\":\"x\"}\n")
            << u"line 1: \"unstable_patterns\" must be an array"_s;
    }
    void malformedFilesNameTheLine()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        const auto r = RecordingReader::fromBytes(bytes);
        QVERIFY(!r);
        QVERIFY2(r.error().contains(expected), qPrintable(u"got: "_s + r.error()));
    }

    // qCompress()'s 4-byte length is not trusted (qUncompress would allocate what it says): a
    // file that claims 4 GB still reads, from its zlib stream alone.
    void theCompressedLengthIsNotTrusted()
    {
        QByteArray bytes = qCompress(RecordingWriter::toBytes(sample()));
        bytes.replace(0, 4, QByteArray("\xff\xff\xff\xf0", 4));
        const auto back = RecordingReader::fromBytes(bytes);
        QVERIFY2(back, qPrintable(back.error()));
        QCOMPARE(back->jobs, sample().jobs);
    }

    void toleratesBomAndCrlf()
    {
        QByteArray bytes = RecordingWriter::toBytes(sample());
        bytes.replace('\n', "\r\n");
        bytes.prepend("\xEF\xBB\xBF");
        const auto back = RecordingReader::fromBytes(bytes);
        QVERIFY2(back, qPrintable(back.error()));
        QCOMPARE(back->jobs, sample().jobs);
    }

    void missingFileSaysWhich()
    {
        const auto missing = RecordingReader::readFile(u"/nonexistent/dir/x.hwrec"_s);
        QVERIFY(!missing);
        QCOMPARE(missing.error().kind, SourceError::Kind::Storage);
        QVERIFY2(missing.error().message.contains(u"/nonexistent/dir/x.hwrec"_s), qPrintable(missing.error().message));
    }

    void fileErrorsArePrefixedWithThePath()
    {
        const QString path = hw::test::freshRuntimeDir(u"recording-bad"_s) + u"/bad.hwrec"_s;
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(header() + "{\"t\":1,\"type\":\"commit\"}\n");
        f.close();
        const auto damaged = RecordingReader::readFile(path);
        QVERIFY(!damaged);
        QCOMPARE(damaged.error().kind, SourceError::Kind::BadData);
        QCOMPARE(damaged.error().message,
            path + u": line 2: missing \"sha\" — open a file written by File ▸ Export time window… or --record"_s);
    }
};

HW_TEST_GUILESS_MAIN(TestRecording)
#include "tst_Recording.moc"
