// Recordings as one SQLite file: every event survives the round trip, the header says what the
// file covers, a file never keeps a credential, writing is all or nothing, and --at names an
// instant inside the recording or says why not.
#include "ResultAssertions.h"
#include "TestEnvironment.h"
#include "cache/JobCache.h"
#include "replay/DemoRecordingGenerator.h"
#include "replay/RecordingReader.h"
#include "timemachine/CacheRecording.h"
#include "timemachine/RecordingFile.h"
#include "timemachine/ReplayInstant.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <sqlite3.h>

using namespace hw;
using namespace Qt::StringLiterals;

class TestTimeMachineFile : public QObject
{
    Q_OBJECT

    Recording m_demo;
    QTemporaryDir m_dir;

    QString path(const QString &name) const { return m_dir.filePath(name); }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        DemoRecordingGenerator::Options o;
        o.commits = 24;
        o.minRuns = 50;
        QString error;
        const auto r = DemoRecordingGenerator::generateFrom(DemoRecordingGenerator::defaultJobsCsvPath(),
            DemoRecordingGenerator::defaultFailureLinesPath(), &error, o);
        QVERIFY2(r, qPrintable(error));
        m_demo = *r;
        m_demo.header.profile = u"pytorch-hud"_s;
    }

    void roundTripKeepsEveryEvent()
    {
        const QString file = path(u"demo.hwrec"_s);
        const Result<void> written = RecordingFile::write(m_demo, file);
        QVERIFY2(written, qPrintable(written.error().message));
        QVERIFY(RecordingFile::isSqliteFile(file));
        const Result<Recording> read = RecordingFile::read(file);
        QVERIFY2(read, qPrintable(read.error().message));
        QCOMPARE(read->header, m_demo.header);
        QCOMPARE(read->commits, m_demo.commits);
        QCOMPARE(read->jobs.size(), m_demo.jobs.size());
        QCOMPARE(read->jobs, m_demo.jobs);
        // The format and its version are in the SQLite header, for any tool to see.
        sqlite3 *db = nullptr;
        QCOMPARE(sqlite3_open_v2(QFile::encodeName(file).constData(), &db, SQLITE_OPEN_READONLY, nullptr),
            SQLITE_OK);
        sqlite3_stmt *s = nullptr;
        sqlite3_prepare_v2(db, "PRAGMA user_version", -1, &s, nullptr);
        QCOMPARE(sqlite3_step(s), SQLITE_ROW);
        QCOMPARE(sqlite3_column_int(s, 0), RecordingFile::version);
        sqlite3_finalize(s);
        sqlite3_close(db);
    }

    void jsonLinesRecordingsStillOpen()
    {
        // --replay decides by the file's first bytes; a JSON-lines file is not SQLite.
        QFile f(path(u"old.jsonl"_s));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\":\"hudwatch-recording\",\"version\":1,\"source\":\"x\"}\n");
        f.close();
        QVERIFY(!RecordingFile::isSqliteFile(f.fileName()));
        QString error;
        QVERIFY2(RecordingReader::readFile(f.fileName(), &error), qPrintable(error));
    }

    void neverKeepsACredential()
    {
        Recording r;
        r.header.profile = u"prod"_s;
        r.commits.append(Commit { u"abc123"_s, 1000, u"title"_s, u"me"_s });
        JobRun j;
        j.id = 7;
        j.workflowName = u"pull"_s;
        j.jobName = u"build"_s;
        j.headSha = u"abc123"_s;
        j.status = u"completed"_s;
        j.conclusion = u"failure"_s;
        j.insertedAt = 1010;
        j.htmlUrl
            = u"https://ci-user:hunter2@github.com/pytorch/pytorch/actions/runs/1/job/7?access_token=sekrit#x"_s;
        r.jobs.append(j);
        const QString file = path(u"secret.hwrec"_s);
        QVERIFY(RecordingFile::write(r, file));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        QVERIFY(!bytes.contains("hunter2"));
        QVERIFY(!bytes.contains("ci-user"));
        QVERIFY(!bytes.contains("sekrit"));
        const Result<Recording> read = RecordingFile::read(file);
        QVERIFY(read);
        QCOMPARE(read->jobs.first().htmlUrl, u"https://github.com/pytorch/pytorch/actions/runs/1/job/7"_s);
        QCOMPARE(read->header.profile, u"prod"_s);
    }

    void aFailedWriteLeavesTheOldFileAndNoPart()
    {
        const QString file = path(u"atomic.hwrec"_s);
        QVERIFY(RecordingFile::write(m_demo, file));
        const QByteArray before = [&] {
            QFile f(file);
            f.open(QIODevice::ReadOnly);
            return f.readAll();
        }();
        Recording broken = m_demo;
        broken.commits.append(Commit { QString(), 1, {}, {} }); // the schema refuses an empty sha mid-write
        const Result<void> failed = RecordingFile::write(broken, file);
        QVERIFY(!failed);
        QVERIFY2(failed.error().message.contains(file), qPrintable(failed.error().message));
        QFile f(file);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), before);
        const QStringList left = QDir(m_dir.path()).entryList({ u"*.part"_s }, QDir::Files);
        QVERIFY2(left.isEmpty(), qPrintable(left.join(u", "_s)));
        // Into a directory that does not exist: an error, nothing written.
        QVERIFY(!RecordingFile::write(m_demo, path(u"missing/dir/x.hwrec"_s)));
    }

    void refusesForeignAndNewerFiles()
    {
        const QString foreign = path(u"foreign.sqlite"_s);
        JobCache cache(foreign);
        QVERIFY(cache.open());
        cache.close();
        Result<Recording> r = RecordingFile::read(foreign);
        QVERIFY(!r);
        QVERIFY2(r.error().message.contains(u"not a HUD Watch recording"_s), qPrintable(r.error().message));

        const QString newer = path(u"newer.hwrec"_s);
        QVERIFY(RecordingFile::write(m_demo, newer));
        sqlite3 *db = nullptr;
        sqlite3_open(QFile::encodeName(newer).constData(), &db);
        sqlite3_exec(db, "PRAGMA user_version = 99", nullptr, nullptr, nullptr);
        sqlite3_close(db);
        r = RecordingFile::read(newer);
        QVERIFY(!r);
        QVERIFY2(r.error().message.contains(u"update hudwatch"_s), qPrintable(r.error().message));
        QVERIFY(!RecordingFile::read(path(u"nothing-here.hwrec"_s)));
    }

    void atNamesAnInstant_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<qint64>("expected"); // -1: an error
        // The recording: 2024-08-14 02:00 to 2024-08-15 01:00 UTC.
        QTest::newRow("iso Z") << u"2024-08-14T03:10:00Z"_s << qint64(1723605000);
        QTest::newRow("iso minutes") << u"2024-08-14T03:10Z"_s << qint64(1723605000);
        QTest::newRow("space") << u"2024-08-14 03:10"_s << qint64(1723605000);
        QTest::newRow("+00:00") << u"2024-08-14T03:10:30+00:00"_s << qint64(1723605030);
        QTest::newRow("time of day") << u"03:10"_s << qint64(1723605000);
        QTest::newRow("time of day s") << u"3:10:05"_s << qint64(1723605005);
        QTest::newRow("second day") << u"2024-08-15T00:30:00Z"_s << qint64(1723681800);
        QTest::newRow("before") << u"01:59"_s << qint64(-1);
        QTest::newRow("after") << u"2024-08-15T01:00:01Z"_s << qint64(-1);
        QTest::newRow("nonsense") << u"yesterday"_s << qint64(-1);
        QTest::newRow("bad date") << u"2024-02-30T03:10Z"_s << qint64(-1);
        QTest::newRow("other zone") << u"2024-08-14T03:10:00+02:00"_s << qint64(-1);
    }
    void atNamesAnInstant()
    {
        QFETCH(QString, text);
        QFETCH(qint64, expected);
        const qint64 start = 1723600800; // 2024-08-14 02:00 UTC
        const qint64 end = start + 23 * 3600;
        const Result<qint64> at = ReplayInstant::parse(text, start, end);
        if (expected < 0) {
            QVERIFY(!at);
            QVERIFY2(at.error().message.contains(u"--at"_s), qPrintable(at.error().message));
            return;
        }
        QVERIFY2(at, qPrintable(at.error().message));
        QCOMPARE(*at, expected);
    }

    void outOfRangeSaysWhatTheRecordingCovers()
    {
        const Result<qint64> at = ReplayInstant::parse(u"01:00"_s, 1723600800, 1723600800 + 3600);
        QVERIFY(!at);
        QCOMPARE(at.error().message,
            u"--at 01:00: 2024-08-14 01:00 UTC is outside the recording, which covers 2024-08-14 02:00 UTC "
            u"to "
            "2024-08-14 03:00 UTC"_s);
    }

    void cacheExportRebuildsEarlierStates()
    {
        JobBatch cached;
        cached.source = u"clickhouse"_s;
        cached.commits = { Commit { u"old"_s, 100, {}, {} }, Commit { u"in"_s, 1000, {}, {} },
            Commit { u"late"_s, 5000, {}, {} } };
        JobRun done;
        done.id = 1;
        done.headSha = u"in"_s;
        done.workflowName = u"pull"_s;
        done.jobName = u"test"_s;
        done.status = u"completed"_s;
        done.conclusion = u"failure"_s;
        done.failureLine = u"boom"_s;
        done.createdAt = 1005;
        done.startedAt = 1100;
        done.completedAt = 1900;
        done.insertedAt = 1950;
        JobRun other = done;
        other.id = 2;
        other.headSha = u"old"_s;
        cached.jobs = { done, other };
        QCOMPARE(CacheRecording::rangeOf(cached).from, 100);
        QCOMPARE(CacheRecording::rangeOf(cached).to, 5000);
        QCOMPARE(CacheRecording::lastDay({ 100, 100000 }).from, 100000 - 86400);

        const Recording r = CacheRecording::fromBatch(cached, 500, 2000, u"prod"_s);
        QCOMPARE(r.header.start, 500);
        QCOMPARE(r.header.end, 2000);
        QCOMPARE(r.header.profile, u"prod"_s);
        QCOMPARE(r.header.source, u"clickhouse"_s);
        QCOMPARE(r.commits.size(), 1);
        QCOMPARE(r.jobs.size(), 3);
        QCOMPARE(r.jobs.at(0).status, u"queued"_s);
        QCOMPARE(r.jobs.at(0).insertedAt, 1005);
        QCOMPARE(r.jobs.at(1).status, u"in_progress"_s);
        QCOMPARE(r.jobs.at(1).insertedAt, 1100);
        QVERIFY(r.jobs.at(1).failureLine.isEmpty());
        QCOMPARE(r.jobs.at(2), done);
        // A window that ends before the job completed keeps only the states up to its end.
        QCOMPARE(CacheRecording::fromBatch(cached, 500, 1500, {}).jobs.size(), 2);
    }
};

QTEST_GUILESS_MAIN(TestTimeMachineFile)
#include "tst_TimeMachineFile.moc"
