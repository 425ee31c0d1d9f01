// Recordings as one SQLite file: every event survives the round trip, the header says what the
// file covers, a file never keeps a credential, writing is all or nothing, and --at names an
// instant inside the recording or says why not.
#include "JobRunBuilder.h"
#include "ResultAssertions.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "backends/BackendsSnapshotJson.h"
#include "cache/JobCache.h"
#include "alerts/AlertHistoryStore.h"
#include "cache/SnapshotStore.h"
#include "grid/GridJobStore.h"
#include "timemachine/DemoRecordingGenerator.h"
#include "timemachine/RecordingReader.h"
#include "timemachine/CacheRecording.h"
#include "timemachine/RecordingFile.h"
#include "timemachine/RecordingStream.h"
#include "timemachine/ReplayInstant.h"

#include <QDir>
#include <QFile>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <signal.h>
#include <sqlite3.h>
#include <sys/wait.h>
#include <unistd.h>

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
        const auto r = DemoRecordingGenerator::generateFrom(DemoRecordingGenerator::defaultJobsCsvPath(),
            DemoRecordingGenerator::defaultFailureLinesPath(), o);
        QVERIFY2(r, qPrintable(r.error().message));
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
        const auto read = RecordingReader::readFile(f.fileName());
        QVERIFY2(read, qPrintable(read.error().message));
    }

    void neverKeepsACredential()
    {
        Recording r;
        r.header.profile = u"prod"_s;
        r.commits.append(Commit { u"abc123"_s, 1000, u"title"_s, u"me"_s });
        r.jobs.append(test::JobRunBuilder(7).sha(u"abc123"_s).conclusion(u"failure"_s).insertedAt(1010).url(
            u"https://ci-user:hunter2@github.com/pytorch/pytorch/actions/runs/1/job/7?access_token=sekrit#x"_s));
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
        QVERIFY2(r.error().message.contains(u"update HUD Watch"_s), qPrintable(r.error().message));
        QVERIFY(!RecordingFile::read(path(u"nothing-here.hwrec"_s)));
    }

    // A recording is a file from someone else: only its plain tables are read, so it cannot
    // compute rows (a view, a generated column: a recursive view never ends) or name instants
    // that replay arithmetic overflows on. Each is refused with a message saying what is wrong.
    void aHostileFileIsRefused_data()
    {
        QTest::addColumn<QByteArray>("sql");
        QTest::addColumn<QString>("expected");
        QTest::newRow("job rows are a view")
            << QByteArray("ALTER TABLE job_rows RENAME TO stored; CREATE VIEW job_rows AS SELECT * FROM stored")
            << u"its job_rows is a view, not a table"_s;
        QTest::newRow("recursive view")
            << QByteArray("DROP TABLE commits; CREATE VIEW commits AS WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL "
                          "SELECT i + 1 FROM n) SELECT i AS seq, 1723622400 AS time, 'a' AS sha, '' AS title, "
                          "'' AS author FROM n")
            << u"its commits is a view, not a table"_s;
        QTest::newRow("computed column")
            << QByteArray("DROP TABLE commits; CREATE TABLE commits (seq INTEGER PRIMARY KEY, time INTEGER, sha "
                          "TEXT, author TEXT, title TEXT GENERATED ALWAYS AS (printf('%.*c', 100000, 'x')))")
            << u"its table commits has computed columns"_s;
        QTest::newRow("no such table") << QByteArray("DROP TABLE level_changes") << u"it has no table level_changes"_s;
        QTest::newRow("end beyond 9999") << QByteArray("UPDATE recording SET \"end\" = 9223372036854775807")
                                         << u"its range names 9223372036854775807, not a time from 1970 to 9999"_s;
        QTest::newRow("job time before 1970") << QByteArray("UPDATE job_rows SET started_at = -5 WHERE seq = 1")
                                              << u"has the time -5, not a time from 1970 to 9999"_s;
    }
    void aHostileFileIsRefused()
    {
        QFETCH(QByteArray, sql);
        QFETCH(QString, expected);
        const QString file = path(u"hostile.hwrec"_s);
        QFile::remove(file);
        HW_VERIFY_OK(RecordingFile::write(m_demo, file));
        sqlite3 *db = nullptr;
        QCOMPARE(sqlite3_open(QFile::encodeName(file).constData(), &db), SQLITE_OK);
        char *message = nullptr;
        const int rc = sqlite3_exec(db, sql.constData(), nullptr, nullptr, &message);
        const QString why = QString::fromUtf8(message);
        sqlite3_free(message);
        sqlite3_close(db);
        QVERIFY2(rc == SQLITE_OK, qPrintable(why));
        const Result<Recording> r = RecordingFile::read(file);
        QVERIFY(!r);
        QVERIFY2(r.error().message.contains(u"is not a HUD Watch recording: "_s), qPrintable(r.error().message));
        QVERIFY2(r.error().message.contains(expected), qPrintable(r.error().message));
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
            "2024-08-14 03:00 UTC — choose an instant in that span"_s);
    }

    void cacheExportRebuildsEarlierStates()
    {
        JobBatch cached;
        cached.source = u"clickhouse"_s;
        cached.commits = { Commit { u"old"_s, 100, {}, {} }, Commit { u"in"_s, 1000, {}, {} },
            Commit { u"late"_s, 5000, {}, {} } };
        const JobRun done = test::JobRunBuilder(1)
                                .sha(u"in"_s)
                                .job(u"test"_s)
                                .conclusion(u"failure"_s)
                                .failureLine(u"boom"_s)
                                .times(1005, 1100, 1900)
                                .insertedAt(1950);
        const JobRun other = test::JobRunBuilder(done).id(2).sha(u"old"_s);
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

    // Format v2 keeps the whole-batch views over time and the level changes, v3 the alerts'
    // transitions; a v2 file (without alerts) and a v1 file (without those tables either) still
    // open, with none of them.
    void version3KeepsAlertsAndOlderVersionsStillOpen()
    {
        Recording r = m_demo;
        r.snapshots = { RecordedSnapshot { u"backends"_s, r.header.start + 60, r.header.start, "{\"v\":1}" },
            RecordedSnapshot { u"flaky"_s, r.header.start + 120, r.header.start + 100, QByteArray("\0binary", 7) },
            RecordedSnapshot { u"backends"_s, r.header.start + 600, r.header.start + 500, "{\"v\":2}" } };
        LevelChangeEvent onboarded;
        onboarded.date = QDate(2024, 8, 14);
        onboarded.repo = u"org/npu"_s;
        onboarded.to = TrustLevel::L1;
        onboarded.pr = 42;
        onboarded.author = u"someone"_s;
        onboarded.note = u"first listed"_s;
        LevelChangeEvent promoted = onboarded;
        promoted.date = QDate(2024, 9, 1);
        promoted.from = TrustLevel::L1;
        promoted.to = TrustLevel::L2;
        promoted.author.clear();
        promoted.source = LevelChangeEvent::Source::ClickHouse;
        r.levelChanges = { onboarded, promoted };
        r.alerts = { { r.header.start + 30, AlertTransition::Kind::Broke, u"job:pull / a"_s, u"pull / a"_s,
                         u"failing on the last 2 commits, since abc1234"_s },
            { r.header.start + 90, AlertTransition::Kind::Acknowledged, u"job:pull / a"_s, u"pull / a"_s,
                {} },
            { r.header.start + 900, AlertTransition::Kind::Fixed, u"job:pull / a"_s, u"pull / a"_s, {} } };
        const QString file = path(u"v2.hwrec"_s);
        HW_VERIFY_OK(RecordingFile::write(r, file));
        HW_ASSIGN_OK(const Recording read, RecordingFile::read(file));
        QCOMPARE(read.snapshots, r.snapshots);
        QCOMPARE(read.levelChanges, r.levelChanges);
        QCOMPARE(read.alerts, r.alerts); // v3
        QCOMPARE(read.jobs, r.jobs);

        sqlite3 *db = nullptr;
        // A v2 file: the same without the alerts.
        QCOMPARE(sqlite3_open(QFile::encodeName(file).constData(), &db), SQLITE_OK);
        QCOMPARE(sqlite3_exec(db, "DROP TABLE alerts; PRAGMA user_version = 2", nullptr, nullptr, nullptr),
            SQLITE_OK);
        sqlite3_close(db);
        HW_ASSIGN_OK(const Recording v2, RecordingFile::read(file));
        QCOMPARE(v2.snapshots, r.snapshots);
        QCOMPARE(v2.levelChanges, r.levelChanges);
        QVERIFY(v2.alerts.isEmpty());

        QCOMPARE(sqlite3_open(QFile::encodeName(file).constData(), &db), SQLITE_OK);
        QCOMPARE(sqlite3_exec(db, "DROP TABLE snapshots; DROP TABLE level_changes; PRAGMA user_version = 1",
                     nullptr, nullptr, nullptr),
            SQLITE_OK);
        sqlite3_close(db);
        HW_ASSIGN_OK(const Recording v1, RecordingFile::read(file));
        QCOMPARE(v1.header, r.header);
        QCOMPARE(v1.jobs, r.jobs);
        QVERIFY(v1.snapshots.isEmpty());
        QVERIFY(v1.levelChanges.isEmpty());
    }

    // The state of a view at T is the snapshot fetched at or before T; a window keeps each
    // source's state at its start and every change inside it.
    void aViewAtTIsTheSnapshotAtOrBeforeT()
    {
        Recording r;
        r.snapshots = { RecordedSnapshot { u"backends"_s, 100, 90, "b1" },
            RecordedSnapshot { u"flaky"_s, 150, 150, "f1" }, RecordedSnapshot { u"backends"_s, 200, 190, "b2" },
            RecordedSnapshot { u"backends"_s, 300, 290, "b3" }, RecordedSnapshot { u"flaky"_s, 400, 400, "f2" } };
        QVERIFY(!r.snapshotOf(u"backends", 99));
        QCOMPARE(r.snapshotOf(u"backends", 100)->body, "b1");
        QCOMPARE(r.snapshotOf(u"backends", 199)->body, "b1"); // two snapshots either side of T
        QCOMPARE(r.snapshotOf(u"backends", 200)->body, "b2");
        QCOMPARE(r.snapshotOf(u"backends", 10000)->body, "b3");
        QCOMPARE(r.snapshotOf(u"flaky", 399)->body, "f1");
        QVERIFY(!r.snapshotOf(u"utilization_fleet", 10000));
        const RecordedSnapshots window = r.snapshotsIn(250, 350);
        QCOMPARE(window.size(), 3);
        QCOMPARE(window.at(0).body, "f1"); // flaky's state at 250, fetched at 150
        QCOMPARE(window.at(1).body, "b2"); // the backends' state at 250
        QCOMPARE(window.at(2).body, "b3");
        Recording cut;
        cut.snapshots = window;
        for (const qint64 t : { 250, 299, 300, 350 })
            for (const QString &source : { u"backends"_s, u"flaky"_s })
                QCOMPARE(cut.snapshotOf(source, t)->body, r.snapshotOf(source, t)->body);
    }

    // The cache keeps a bounded history of each whole-batch view: a row per stored snapshot
    // that changed, the oldest pruned; an export takes what its window needs, with the level
    // changes of the newest backends snapshot.
    void theCacheKeepsSnapshotHistoryForExport()
    {
        const QString file = path(u"history.sqlite"_s);
        JobCache cache(file);
        HW_VERIFY_OK(cache.open());
        BackendsSnapshot b;
        b.asOf = 1000;
        LevelChangeEvent change;
        change.date = QDate(2024, 8, 14);
        change.repo = u"org/npu"_s;
        change.from = TrustLevel::L1;
        change.to = TrustLevel::L2;
        b.levelHistory = { change };
        HW_VERIFY_OK(SnapshotStore(cache).store(u"backends"_s, 1000, 1010, BackendsSnapshotJson::toBody(b)));
        HW_VERIFY_OK(SnapshotStore(cache).store(u"backends"_s, 1000, 1070, BackendsSnapshotJson::toBody(b))); // same
        b.asOf = 2000;
        HW_VERIFY_OK(SnapshotStore(cache).store(u"backends"_s, 2000, 2010, BackendsSnapshotJson::toBody(b)));
        HW_VERIFY_OK(SnapshotStore(cache).store(u"flaky"_s, 1500, 1510, "{}"));
        HW_ASSIGN_OK(const QVector<SnapshotStore::Snapshot> history, SnapshotStore(cache).loadHistory(u"backends"_s));
        QCOMPARE(history.size(), 2); // the unchanged one added nothing
        QCOMPARE(history.at(0).fetchedAt, 1010);
        QCOMPARE(history.at(1).fetchedAt, 2010);
        HW_ASSIGN_OK(const SnapshotStore::Snapshot latest, SnapshotStore(cache).load(u"backends"_s));
        QCOMPARE(latest.fetchedAt, 2010);

        Recording r;
        HW_VERIFY_OK(CacheRecording::addSnapshots(r, cache, 1600, 3000));
        QCOMPARE(r.snapshots.size(), 3);
        QCOMPARE(r.snapshots.at(0).fetchedAt, 1010); // the backends at the window's start
        QCOMPARE(r.snapshots.at(1).source, u"flaky"_s);
        QCOMPARE(r.snapshots.at(2).fetchedAt, 2010);
        QCOMPARE(r.levelChanges, b.levelHistory);

        // Bounded: beyond historyLimit rows the oldest go, the newest always stays.
        for (int i = 0; i < SnapshotStore::historyLimit + 5; ++i)
            HW_VERIFY_OK(SnapshotStore(cache).store(u"flaky"_s, i, 10000 + i, QByteArray::number(i)));
        HW_ASSIGN_OK(const QVector<SnapshotStore::Snapshot> flaky, SnapshotStore(cache).loadHistory(u"flaky"_s));
        QCOMPARE(flaky.size(), SnapshotStore::historyLimit);
        QCOMPARE(flaky.last().body, QByteArray::number(SnapshotStore::historyLimit + 4));
        QCOMPARE(flaky.first().body, QByteArray::number(5));
        HW_VERIFY_OK(cache.checkIntegrity());
    }

    // A cache made before the history (schema 2) gets one seeded with its current snapshots.
    void anOlderCacheGetsItsHistorySeeded()
    {
        const QString file = path(u"v2cache.sqlite"_s);
        {
            JobCache cache(file);
            HW_VERIFY_OK(cache.open());
            HW_VERIFY_OK(SnapshotStore(cache).store(u"backends"_s, 5, 6, "{\"old\":true}"));
        }
        sqlite3 *db = nullptr;
        QCOMPARE(sqlite3_open(QFile::encodeName(file).constData(), &db), SQLITE_OK);
        QCOMPARE(
            sqlite3_exec(db, "DROP TABLE snapshot_history; DROP TABLE alert_history; ALTER TABLE commits DROP COLUMN pr_number; "
                "DROP TABLE meta; PRAGMA user_version = 2",
                nullptr, nullptr, nullptr),
            SQLITE_OK);
        sqlite3_close(db);
        JobCache cache(file);
        HW_VERIFY_OK(cache.open());
        QCOMPARE(cache.schemaVersion(), JobCache::currentSchemaVersion());
        HW_ASSIGN_OK(const QVector<SnapshotStore::Snapshot> history, SnapshotStore(cache).loadHistory(u"backends"_s));
        QCOMPARE(history.size(), 1);
        QCOMPARE(history.at(0).body, "{\"old\":true}");
        QCOMPARE(history.at(0).fetchedAt, 6);
    }

    // The cache keeps the alerts' transitions per grid source (bounded, the oldest go); a window
    // takes those inside it and ends no earlier than the newest of them.
    void theCacheKeepsAlertTransitionsForTheTimeline()
    {
        const QString file = path(u"alerts.sqlite"_s);
        JobCache cache(file);
        HW_VERIFY_OK(cache.open());
        using A = AlertTransition::Kind;
        const AlertTransitions said { { 1000, A::Broke, u"job:pull / a"_s, u"pull / a"_s, u"since abc"_s },
            { 1500, A::Acknowledged, u"job:pull / a"_s, u"pull / a"_s, {} },
            { 2500, A::Fixed, u"job:pull / a"_s, u"pull / a"_s, {} } };
        HW_VERIFY_OK(AlertHistoryStore(cache).store(u"clickhouse"_s, said));
        HW_VERIFY_OK(
            AlertHistoryStore(cache).store(u"demo"_s, { { 1200, A::Broke, u"trunk"_s, u"trunk"_s, {} } }));
        HW_ASSIGN_OK(const AlertTransitions all, AlertHistoryStore(cache).load(u"clickhouse"_s, 0, 10000));
        QCOMPARE(all, said);
        Recording r;
        r.header.end = 2000;
        HW_VERIFY_OK(CacheRecording::addAlerts(r, cache, u"clickhouse"_s, 1100, 3000));
        QCOMPARE(r.alerts, said.mid(1));
        QCOMPARE(r.header.end, 2500);
        AlertTransitions many;
        for (int i = 0; i < AlertHistoryStore::limit + 3; ++i)
            many.append({ 3000 + i, A::StillBroken, u"trunk"_s, u"trunk"_s, QString::number(i) });
        HW_VERIFY_OK(AlertHistoryStore(cache).store(u"clickhouse"_s, many));
        HW_ASSIGN_OK(const AlertTransitions bounded, AlertHistoryStore(cache).load(u"clickhouse"_s, 0, 1 << 30));
        QCOMPARE(bounded.size(), AlertHistoryStore::limit);
        QCOMPARE(bounded.last(), many.last());
        HW_ASSIGN_OK(const AlertTransitions other, AlertHistoryStore(cache).load(u"demo"_s, 0, 1 << 30));
        QCOMPARE(other.size(), 1); // another source's are its own
        HW_VERIFY_OK(cache.checkIntegrity());
    }

    // The range the export dialog offers, read from the tables' aggregates, is the range of
    // everything the cache would load; a commit known only from its jobs counts for neither.
    void theHeldRangeIsTheRangeOfWhatTheCacheHolds()
    {
        JobCache cache(path(u"held.sqlite"_s));
        HW_VERIFY_OK(cache.open());
        HW_ASSIGN_OK(const CacheRecording::Range none, CacheRecording::heldRange(cache, u"clickhouse"_s));
        QVERIFY(none.isEmpty());
        const qint64 mid = m_demo.firstEventTime() + (m_demo.lastEventTime() - m_demo.firstEventTime()) / 2;
        JobBatch batch = m_demo.snapshotAt(mid);
        batch.source = u"clickhouse"_s;
        JobRun orphan = batch.jobs.first(); // its commit has no time yet: held back
        orphan.id = 987654321;
        orphan.headSha = u"feedfacefeedfacefeedfacefeedfacefeedface"_s;
        orphan.insertedAt = mid + 100000;
        batch.jobs.append(orphan);
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch));
        JobBatch other = m_demo.snapshotAt(m_demo.lastEventTime());
        other.source = u"demo"_s; // another source's rows are not counted
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(other));
        HW_ASSIGN_OK(const JobBatch all, CacheRecording::loadAll(cache, u"clickhouse"_s));
        const CacheRecording::Range expected = CacheRecording::rangeOf(all);
        QVERIFY(!expected.isEmpty());
        HW_ASSIGN_OK(const CacheRecording::Range held, CacheRecording::heldRange(cache, u"clickhouse"_s));
        QCOMPARE(held.from, expected.from);
        QCOMPARE(held.to, expected.to);
        QVERIFY(held.to < mid + 100000);
    }

    // A cache made before the alert history (schema 3) opens, migrated, and keeps alerts from then on.
    void aCacheWithoutAlertHistoryOpens()
    {
        const QString file = path(u"v3cache.sqlite"_s);
        {
            JobCache cache(file);
            HW_VERIFY_OK(cache.open());
            HW_VERIFY_OK(SnapshotStore(cache).store(u"backends"_s, 5, 6, "{}"));
        }
        sqlite3 *db = nullptr;
        QCOMPARE(sqlite3_open(QFile::encodeName(file).constData(), &db), SQLITE_OK);
        QCOMPARE(
            sqlite3_exec(db, "DROP TABLE alert_history; ALTER TABLE commits DROP COLUMN pr_number; DROP TABLE meta; "
                         "PRAGMA user_version = 3", nullptr, nullptr, nullptr),
            SQLITE_OK);
        sqlite3_close(db);
        JobCache cache(file);
        HW_VERIFY_OK(cache.open());
        QCOMPARE(cache.schemaVersion(), JobCache::currentSchemaVersion());
        QCOMPARE(JobCache::currentSchemaVersion(), 5);
        HW_ASSIGN_OK(const AlertTransitions none, AlertHistoryStore(cache).load(u"clickhouse"_s, 0, 1 << 30));
        QVERIFY(none.isEmpty());
        HW_VERIFY_OK(AlertHistoryStore(cache).store(
            u"clickhouse"_s, { { 7, AlertTransition::Kind::Broke, u"trunk"_s, u"trunk"_s, {} } }));
        HW_ASSIGN_OK(const AlertTransitions one, AlertHistoryStore(cache).load(u"clickhouse"_s, 0, 1 << 30));
        QCOMPARE(one.size(), 1);
        HW_ASSIGN_OK(const QVector<SnapshotStore::Snapshot> history, SnapshotStore(cache).loadHistory(u"backends"_s));
        QCOMPARE(history.size(), 1);
    }

    // A streamed recording appends the alerts the cache committed, each in its own transaction.
    void aStreamAppendsAlerts()
    {
        const QString file = path(u"stream-alerts.hwrec"_s);
        Recording initial;
        initial.header = m_demo.header;
        RecordingStream stream;
        HW_VERIFY_OK(stream.open(file, initial));
        const AlertTransitions said { { m_demo.header.end + 60, AlertTransition::Kind::Broke, u"trunk"_s,
            u"trunk"_s, u"red for 30 min"_s } };
        HW_VERIFY_OK(stream.appendAlerts(said));
        stream.close();
        HW_ASSIGN_OK(const Recording read, RecordingFile::read(file));
        QCOMPARE(read.alerts, said);
        QCOMPARE(read.header.end, m_demo.header.end + 60);
    }

    // --record streams: the file starts whole, each batch is appended in a transaction of its
    // own. A recorder killed (SIGKILL) at a random moment while appending leaves a recording
    // that opens with everything up to the last batch it finished, never part of one.
    void aKilledStreamKeepsEveryBatchItFinished()
    {
        const qint64 mid = m_demo.firstEventTime() + (m_demo.lastEventTime() - m_demo.firstEventTime()) / 2;
        Recording initial;
        initial.header = m_demo.header;
        JobBatch first = m_demo.snapshotAt(mid);
        initial.commits = first.commits;
        initial.jobs = first.jobs;
        initial.sortEvents();
        const JobBatch batch = m_demo.between(mid, m_demo.lastEventTime()); // the first batch
        QVERIFY(!batch.commits.isEmpty() && !batch.jobs.isEmpty());
        JobBatch repeat; // then the same rows again and again: whole batches are counted
        repeat.jobs = m_demo.jobs.mid(0, 2000);
        for (int round = 0; round < 6; ++round) {
            const QString file = path(u"stream-%1.hwrec"_s.arg(round));
            int ready[2];
            QCOMPARE(::pipe(ready), 0);
            const pid_t child = ::fork();
            QVERIFY(child >= 0);
            if (child == 0) {
                ::close(ready[0]);
                RecordingStream stream;
                if (!stream.open(file, initial) || !stream.append(batch))
                    ::_exit(3);
                if (::write(ready[1], "1", 1) != 1)
                    ::_exit(4);
                for (;;)
                    if (!stream.append(repeat))
                        ::_exit(5);
            }
            ::close(ready[1]);
            char byte = 0;
            QCOMPARE(::read(ready[0], &byte, 1), ssize_t(1)); // the first batch is in
            ::close(ready[0]);
            QTest::qSleep(5 + 37 * round % 60);
            ::kill(child, SIGKILL);
            int status = 0;
            ::waitpid(child, &status, 0);
            QVERIFY(WIFSIGNALED(status));
            HW_ASSIGN_OK(const Recording r, RecordingFile::read(file));
            QCOMPARE(r.commits.size(), initial.commits.size() + batch.commits.size());
            const qsizetype extra = r.jobs.size() - initial.jobs.size() - batch.jobs.size();
            QVERIFY2(extra >= 0 && extra % repeat.jobs.size() == 0, qPrintable(QString::number(extra)));
            QVERIFY(r.header.end >= batch.jobs.last().insertedAt);
            qInfo("round %d: %lld whole batches after the first", round, qint64(extra / repeat.jobs.size()));
        }
    }
};

HW_TEST_GUILESS_MAIN(TestTimeMachineFile)
#include "tst_TimeMachineFile.moc"
