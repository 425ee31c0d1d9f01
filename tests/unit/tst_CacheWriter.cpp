// The cache writer thread: writes in order, reports after COMMIT on the caller's thread, reports
// failures with their reason, and stops cleanly with work pending. With GridSync: a batch reaches
// the model only once it is in the file (stored before shown).
#include "grid/GridJobStore.h"
#include "grid/JobBatchWriter.h"
#include "cache/SnapshotStore.h"
#include "CommitBuilder.h"
#include "JobBatchBuilder.h"
#include "JobRunBuilder.h"
#include "RawSqlite.h"
#include "ResultAssertions.h"
#include "cache/CacheWriter.h"
#include "cache/JobCache.h"
#include "grid/GridSync.h"
#include "grid/JobGridModel.h"
#include "grid/JobSource.h"
#include "SyncStatusWait.h"
#include "TestRegistry.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <algorithm>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

const QString kSource = u"writer-test"_s;

QString shaOf(qint64 n)
{
    return u"%1"_s.arg(n, 40, 16, QLatin1Char('0'));
}

// Batch n: commit n with two jobs of its own, and job 1 (on commit 1) rewritten with the same
// insertedAt each time (the incoming row wins), so only writing in order leaves batch n's value.
JobBatch batch(qint64 n)
{
    test::JobBatchBuilder b(kSource);
    b.commit(test::CommitBuilder(shaOf(n), 1000 + n).title(u"commit %1"_s.arg(n)));
    for (int k = 0; k < 2; ++k)
        b.job(test::JobRunBuilder(100 * n + k).run(n).job(u"job %1"_s.arg(k)).sha(shaOf(n)).insertedAt(50));
    b.job(test::JobRunBuilder(1)
              .run(1)
              .job(u"rewritten"_s)
              .sha(shaOf(1))
              .conclusion(u"written by batch %1"_s.arg(n))
              .insertedAt(50));
    return b.watermark(n).fetchedAt(2000 + n);
}


class ScriptedSource : public JobSource
{
    Q_OBJECT
public:
    using JobSource::JobSource;
    QString name() const override { return kSource; }
    void fetch(qint64) override { ++fetches; }
    void cancel() override {}
    void answer(const JobBatch &b) { emit fetched(b); }
    int fetches = 0;
};

} // namespace

class TestCacheWriter : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    int m_files = 0;

    // A new cache file, created and migrated (as the application's read connection does).
    QString newCache()
    {
        const QString path = m_dir.filePath(u"cache%1.sqlite"_s.arg(++m_files));
        JobCache cache(path);
        if (const Result<void> opened = cache.open(); !opened)
            qFatal("%s", qPrintable(opened.error().message));
        return path;
    }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        qRegisterMetaType<hw::SourceError>();
    }

    void writesInOrderAndReportsAfterCommit()
    {
        const QString path = newCache();
        JobCache reader(path);
        HW_VERIFY_OK(reader.open());
        CacheWriter writer(path);
        QSignalSpy failed(&writer, &CacheWriter::storeFailed);
        QList<quint64> storedTickets;
        QList<qint64> storedWatermarks;
        QList<qint64> visibleAtSignal;
        QList<Qt::HANDLE> signalThreads;
        connect(JobBatchWriter::of(&writer), &JobBatchWriter::batchStored, this, [&](quint64 ticket, const JobBatch &b) {
            storedTickets << ticket;
            storedWatermarks << b.watermark;
            visibleAtSignal << GridJobStore(reader).watermark(kSource); // committed before the signal
            signalThreads << QThread::currentThreadId();
        });
        QList<quint64> tickets;
        for (qint64 n = 1; n <= 30; ++n)
            tickets << JobBatchWriter::of(&writer)->store(batch(n));
        QVERIFY(storedTickets.isEmpty()); // never delivered from inside store()
        QTRY_COMPARE_WITH_TIMEOUT(storedTickets.size(), 30, 20000);
        QCOMPARE(failed.size(), 0);
        QCOMPARE(storedTickets, tickets);
        for (qint64 n = 1; n <= 30; ++n) {
            QCOMPARE(storedWatermarks.at(n - 1), n);
            QVERIFY2(visibleAtSignal.at(n - 1) >= n, "batchStored came before the batch was readable");
            QCOMPARE(signalThreads.at(n - 1), QThread::currentThreadId());
        }
        HW_ASSIGN_OK(const JobBatch all, GridJobStore(reader).loadLatest(kSource, 100));
        QCOMPARE(all.commits.size(), 30);
        QCOMPARE(all.watermark, 30);
        QCOMPARE(all.fetchedAt, 2030);
        bool found = false;
        for (const JobRun &j : all.jobs) {
            if (j.id == 1) {
                found = true;
                QCOMPARE(j.conclusion, u"written by batch 30"_s);
            }
        }
        QVERIFY(found);

        // Snapshots go through the same queue, in order with the batches.
        const quint64 first = writer.storeSnapshot(u"backends"_s, 11, 12, "{\"v\":1}");
        const quint64 second = writer.storeSnapshot(u"backends"_s, 21, 22, "{\"v\":2}");
        QSignalSpy snapshots(&writer, &CacheWriter::snapshotStored);
        QTRY_COMPARE(snapshots.size(), 2);
        QCOMPARE(snapshots.at(0).at(0).value<quint64>(), first);
        QCOMPARE(snapshots.at(1).at(0).value<quint64>(), second);
        HW_ASSIGN_OK(const SnapshotStore::Snapshot stored, SnapshotStore(reader).load(u"backends"_s));
        QCOMPARE(stored.body, QByteArray("{\"v\":2}"));
        QCOMPARE(stored.asOf, 21);
        QCOMPARE(stored.fetchedAt, 22);
        HW_VERIFY_OK(reader.checkIntegrity());
    }

    void fileFromANewerBuildIsReportedAndNotTouched()
    {
        const QString path = newCache();
        QVERIFY(test::RawSqlite(path).exec("PRAGMA user_version = 99"));
        CacheWriter writer(path);
        QSignalSpy stored(JobBatchWriter::of(&writer), &JobBatchWriter::batchStored);
        QSignalSpy failed(&writer, &CacheWriter::storeFailed);
        const quint64 ticket = JobBatchWriter::of(&writer)->store(batch(1));
        QTRY_COMPARE(failed.size(), 1);
        QCOMPARE(failed.first().at(0).value<quint64>(), ticket);
        const SourceError error = failed.first().at(1).value<SourceError>();
        QCOMPARE(error.kind, SourceError::Kind::Storage);
        QCOMPARE(error.source, u"cache"_s);
        QVERIFY2(error.message.contains(path) && error.message.contains(u"newer"_s), qPrintable(error.message));
        QCOMPARE(stored.size(), 0);
        // Every later write says the same; the file is never written.
        JobBatchWriter::of(&writer)->store(batch(2));
        QTRY_COMPARE(failed.size(), 2);
        QCOMPARE(stored.size(), 0);
        const QByteArray current = "PRAGMA user_version = " + QByteArray::number(JobCache::currentSchemaVersion());
        QVERIFY(test::RawSqlite(path).exec(current.constData()));
        JobCache reader(path);
        HW_VERIFY_OK(reader.open());
        QCOMPARE(GridJobStore(reader).watermark(kSource), 0);
    }

    // A cache the writer cannot open for writing. File modes do not stop root (CI runs as root),
    // so the path goes through a regular file, which fails for every user.
    void unwritableCacheIsReported()
    {
        const QString blocker = newCache() + u".blocker"_s;
        QFile file(blocker);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.close();
        const QString path = blocker + u"/cache.sqlite"_s;
        CacheWriter writer(path);
        QSignalSpy stored(JobBatchWriter::of(&writer), &JobBatchWriter::batchStored);
        QSignalSpy failed(&writer, &CacheWriter::storeFailed);
        JobBatchWriter::of(&writer)->store(batch(1));
        QTRY_COMPARE(failed.size(), 1);
        const SourceError error = failed.first().at(1).value<SourceError>();
        QCOMPARE(error.kind, SourceError::Kind::Storage);
        QCOMPARE(error.source, u"cache"_s);
        QVERIFY2(error.message.contains(path), qPrintable(error.message));
        QCOMPARE(stored.size(), 0);
    }

    void refusedWriteIsReportedAndRolledBack()
    {
        const QString path = newCache();
        CacheWriter writer(path);
        QSignalSpy stored(JobBatchWriter::of(&writer), &JobBatchWriter::batchStored);
        QSignalSpy failed(&writer, &CacheWriter::storeFailed);
        JobBatchWriter::of(&writer)->store(batch(1));
        QTRY_COMPARE(stored.size(), 1);
        QVERIFY(test::RawSqlite(path).exec("CREATE TRIGGER no_jobs BEFORE INSERT ON jobs BEGIN SELECT RAISE(ABORT, "
                                 "'injected write failure'); END;"));
        JobBatchWriter::of(&writer)->store(batch(2));
        QTRY_COMPARE(failed.size(), 1);
        const SourceError error = failed.first().at(1).value<SourceError>();
        QCOMPARE(error.kind, SourceError::Kind::Storage);
        QVERIFY2(error.message.contains(u"injected write failure"_s) && error.message.contains(u"nothing was written"_s),
                 qPrintable(error.message));
        JobCache reader(path);
        HW_VERIFY_OK(reader.open());
        QCOMPARE(GridJobStore(reader).watermark(kSource), 1); // batch 2 left no trace
        HW_ASSIGN_OK(const JobBatch all, GridJobStore(reader).loadLatest(kSource, 10));
        QCOMPARE(all.commits.size(), 1);
        // The writer goes on once the file accepts writes again.
        QVERIFY(test::RawSqlite(path).exec("DROP TRIGGER no_jobs"));
        JobBatchWriter::of(&writer)->store(batch(3));
        QTRY_COMPARE(stored.size(), 2);
        QCOMPARE(GridJobStore(reader).watermark(kSource), 3);
    }

    void stopAbandonsWhatHasNotBegun()
    {
        const QString path = newCache();
        test::RawSqlite other(path);
        QVERIFY(other.exec("BEGIN IMMEDIATE")); // the writer waits for this lock
        CacheWriter writer(path);
        writer.setBusyTimeout(20000);
        QSignalSpy stored(JobBatchWriter::of(&writer), &JobBatchWriter::batchStored);
        QSignalSpy failed(&writer, &CacheWriter::storeFailed);
        const quint64 inProgress = JobBatchWriter::of(&writer)->store(batch(1));
        QTRY_COMPARE(writer.pendingCount(), 0); // the thread took it and waits for the lock
        const quint64 queued2 = JobBatchWriter::of(&writer)->store(batch(2));
        const quint64 queued3 = JobBatchWriter::of(&writer)->store(batch(3));
        QCOMPARE(writer.pendingCount(), 2);
        writer.stop(CacheWriter::Pending::Abandon);
        QVERIFY(writer.isStopped());
        const quint64 late = JobBatchWriter::of(&writer)->store(batch(4));
        QVERIFY(!writer.wait(QDeadlineTimer(200))); // still waiting for the lock
        QVERIFY(other.exec("ROLLBACK"));
        QVERIFY(writer.wait(QDeadlineTimer(20000)));

        QTRY_COMPARE(stored.size() + failed.size(), 4);
        QCOMPARE(stored.size(), 1); // the write in progress was finished
        QCOMPARE(stored.first().at(0).value<quint64>(), inProgress);
        QList<quint64> cancelled;
        for (const QList<QVariant> &f : std::as_const(failed)) {
            QCOMPARE(f.at(1).value<SourceError>().kind, SourceError::Kind::Cancelled);
            cancelled << f.at(0).value<quint64>();
        }
        std::sort(cancelled.begin(), cancelled.end());
        QCOMPARE(cancelled, (QList<quint64>{queued2, queued3, late}));
        JobCache reader(path);
        HW_VERIFY_OK(reader.open());
        QCOMPARE(GridJobStore(reader).watermark(kSource), 1);
        HW_VERIFY_OK(reader.checkIntegrity());
    }

    void stopCanWriteWhatIsQueued()
    {
        const QString path = newCache();
        test::RawSqlite other(path);
        QVERIFY(other.exec("BEGIN IMMEDIATE"));
        CacheWriter writer(path);
        writer.setBusyTimeout(20000);
        QSignalSpy stored(JobBatchWriter::of(&writer), &JobBatchWriter::batchStored);
        for (qint64 n = 1; n <= 3; ++n)
            JobBatchWriter::of(&writer)->store(batch(n));
        writer.stop(CacheWriter::Pending::Write);
        QVERIFY(other.exec("ROLLBACK"));
        QVERIFY(writer.wait(QDeadlineTimer(20000)));
        QTRY_COMPARE(stored.size(), 3);
        JobCache reader(path);
        HW_VERIFY_OK(reader.open());
        QCOMPARE(GridJobStore(reader).watermark(kSource), 3);
    }

    void destructorJoinsWithWorkQueued()
    {
        const QString path = newCache();
        {
            CacheWriter writer(path);
            for (qint64 n = 1; n <= 20; ++n)
                JobBatchWriter::of(&writer)->store(batch(n));
        } // abandons what has not begun, finishes the write in progress, joins
        JobCache reader(path);
        HW_VERIFY_OK(reader.open());
        HW_VERIFY_OK(reader.checkIntegrity());
        HW_ASSIGN_OK(const JobBatch all, GridJobStore(reader).loadLatest(kSource, 100));
        const qint64 written = all.watermark;
        QCOMPARE(all.commits.size(), written); // whole batches 1..written, nothing else
        QCOMPARE(all.jobs.size(), written * 2 + (written > 0 ? 1 : 0));
    }

    // GridSync with the writer: the model changes only after the batch is in the file.
    void gridShowsABatchOnlyOnceItIsStored()
    {
        const QString path = newCache();
        JobCache cache(path);
        HW_VERIFY_OK(cache.open());
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(1)));
        CacheWriter writer(path);
        writer.setBusyTimeout(20000);
        ScriptedSource source;
        JobGridModel model;
        GridSync sync(&source, &cache, &model);
        sync.setCacheWriter(&writer);
        sync.start();
        QCOMPARE(model.rowCount(), 1);
        QTRY_COMPARE(source.fetches, 1);

        // Whenever the model grows, the rows it shows must already be in the file.
        JobCache probe(path);
        HW_VERIFY_OK(probe.open());
        QList<qint64> storedWhenShown;
        connect(&model, &QAbstractItemModel::rowsInserted, this,
                [&] { storedWhenShown << GridJobStore(probe).watermark(kSource); });

        test::RawSqlite other(path);
        QVERIFY(other.exec("BEGIN IMMEDIATE")); // a slow disk, or another process writing
        QSignalSpy applied(&sync, &GridSync::batchApplied);
        source.answer(batch(2));
        QCOMPARE(model.rowCount(), 1); // not from inside the answer
        QTRY_COMPARE(writer.pendingCount(), 0);
        QTest::qWait(300); // on purpose: the window stays live; the event loop runs, the model waits
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(applied.size(), 0);
        QVERIFY(sync.scheduler().isPollInFlight()); // the poll ends with the store
        QCOMPARE(sync.status().state, SourceStatus::State::Fetching);

        QVERIFY(other.exec("ROLLBACK"));
        QTRY_COMPARE(model.rowCount(), 2);
        QCOMPARE(applied.size(), 1);
        QCOMPARE(storedWhenShown, QList<qint64>{2});
        QCOMPARE(model.commitSha(0), shaOf(2));
        QCOMPARE(sync.status().state, SourceStatus::State::Ok);
        QVERIFY(!sync.scheduler().isPollInFlight());
    }

    void gridReportsAFailedStoreAndAppliesNothing()
    {
        const QString path = newCache();
        JobCache cache(path);
        HW_VERIFY_OK(cache.open());
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(1)));
        CacheWriter writer(path);
        ScriptedSource source;
        JobGridModel model;
        GridSync sync(&source, &cache, &model);
        sync.setCacheWriter(&writer);
        sync.start();
        QTRY_COMPARE(source.fetches, 1);
        QVERIFY(test::RawSqlite(path).exec("CREATE TRIGGER no_commits BEFORE INSERT ON commits BEGIN SELECT RAISE(ABORT, "
                                 "'disk says no'); END;"));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"cache write failed, batch of 3 jobs not applied"_s));
        source.answer(batch(2));
        QVERIFY(test::waitForState(sync, SourceStatus::State::Failed));
        const SourceStatus st = sync.status();
        QCOMPARE(st.error.kind, SourceError::Kind::Storage);
        QCOMPARE(st.error.source, u"cache"_s);
        QVERIFY2(st.error.message.startsWith(u"cache write failed"_s) && st.error.message.contains(u"disk says no"_s),
                 qPrintable(st.error.message));
        QCOMPARE(st.consecutiveFailures, 1);
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(GridJobStore(cache).watermark(kSource), 1);
    }

    // A page of a first sync refused by the cache (a full disk) while the pages after it, and the
    // closing one with the watermark, go through: the sync must not close, or the refused page's
    // commits would never be fetched again (the next poll would start after the watermark).
    void firstSyncDoesNotClosePastARefusedPage()
    {
        const QString path = newCache();
        JobCache cache(path);
        HW_VERIFY_OK(cache.open());
        CacheWriter writer(path);
        ScriptedSource source;
        JobGridModel model;
        GridSync sync(&source, &cache, &model);
        sync.setCacheWriter(&writer);
        sync.start();
        QTRY_COMPARE(source.fetches, 1);
        QVERIFY(test::RawSqlite(path).exec(qPrintable(u"CREATE TRIGGER refused BEFORE INSERT ON commits WHEN NEW.sha = '%1' BEGIN "
                                             u"SELECT RAISE(ABORT, 'database or disk is full'); END;"_s.arg(shaOf(2)))));
        const auto page = [](qint64 n, bool closing) {
            JobBatch b = batch(n);
            b.complete = closing;
            b.watermark = closing ? n : 0;
            b.syncDone = int(n) - 1;
            b.syncTotal = 3;
            return b;
        };
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"cache write failed, batch of 3 jobs not applied"_s));
        // All three are handed over before the writer can report the first one.
        source.answer(page(2, false));
        source.answer(page(3, false));
        source.answer(page(4, true));
        QVERIFY(test::waitForState(sync, SourceStatus::State::Failed));
        QCOMPARE(sync.status().error.kind, SourceError::Kind::Storage);
        QTRY_COMPARE(writer.pendingCount(), 0);
        QTest::qWait(100); // on purpose: a wrongly closed sync would have moved the watermark by now
        QCOMPARE(GridJobStore(cache).watermark(kSource), 0); // not closed: the next poll resumes the first sync
        QCOMPARE(sync.status().state, SourceStatus::State::Failed);
        HW_ASSIGN_OK(const JobBatch stored, GridJobStore(cache).loadLatest(kSource, 10));
        for (const Commit &c : stored.commits)
            QVERIFY2(c.sha != shaOf(2) && c.sha != shaOf(4), qPrintable(c.sha)); // refused; held back
        QCOMPARE(model.rowCount(), int(stored.commits.size())); // shown = stored
    }
};

HW_TEST_GUILESS_MAIN(TestCacheWriter)
#include "tst_CacheWriter.moc"
