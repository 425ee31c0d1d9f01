// JobCache's job store: every field round-trips, storage stays compact, the newest row wins, the
// newest commits come first and are cut, a large load (on two threads) matches, a failed batch
// leaves no trace, a busy file fails cleanly. The file itself (schema, migrations, permissions,
// files it refuses): tst_JobCacheFile.
#include "grid/GridJobStore.h"
#include "CacheTestRows.h"
#include "RawSqlite.h"
#include "ResultAssertions.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "cache/JobCache.h"

#include <QSet>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>

using namespace hw;
using namespace hw::test::cacherows;
using hw::test::RawSqlite;
using namespace Qt::StringLiterals;

class TestJobCache : public QObject
{
    Q_OBJECT

    QString m_dir;
    QString file(const QString &name) const { return m_dir + u'/' + name; }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_dir = test::freshRuntimeDir(u"JobCache"_s);
    }

    void roundTripsEveryField()
    {
        const QString path = file(u"roundtrip.sqlite"_s);
        const Commits commits = {commit(1, 1'723'600'000), commit(2, 1'723'600'600)};
        JobRuns jobs;
        for (int i = 0; i < 40; ++i)
            jobs.append(job(28'000'000'000 + i, commits.at(i % 2).sha, i % 7, 1'723'700'000 + i));
        // Edge cases of each stored encoding.
        jobs[0].htmlUrl = u"https://example.org/a/job/without/the/usual/tail"_s;  // kept verbatim
        jobs[1].htmlUrl.clear();                                                  // empty stays empty
        jobs[2].status = u"in_progress"_s;                                        // no conclusion yet
        jobs[2].conclusion.clear();
        jobs[2].completedAt = 0;
        jobs[3].failureLine = u"AssertionError: ü ≠ ✓ — 😀 \"quoted\" 'single'\ttab"_s;
        jobs[4].completedAt = 4'102'444'800;                                  // year 2100: > 32 bits
        jobs[5].runAttempt = 7;
        jobs[6].htmlUrl = u"https://github.com/pytorch/vision/actions/runs/%1/job/%2"_s.arg(jobs[6].runId).arg(jobs[6].id);
        jobs[7].status = u"queued"_s;                                          // a value not seen before
        jobs[7].conclusion.clear();
        jobs[7].startedAt = 0;
        jobs[7].completedAt = 0;
        jobs[8].htmlUrl = u"https://github.com/pytorch/pytorch/actions/runs/1/job/%1"_s.arg(jobs[8].id); // wrong run id
        jobs[9].workflowName = u"Lint / extra"_s;                               // " / " inside a name
        jobs[9].jobName = u"lintrunner-noclang / linux-job"_s;

        {
            JobCache cache(path);
            HW_VERIFY_OK(cache.open());
            HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"clickhouse"_s, commits, jobs, 1'723'700'039, 1'723'800'000)));
            HW_ASSIGN_OK(const JobBatch loaded, GridJobStore(cache).loadLatest(u"clickhouse"_s, 300));
            QCOMPARE(loaded.commits, (Commits{commits.at(1), commits.at(0)}));
            QCOMPARE(sortedById(loaded.jobs), sortedById(jobs));
        }
        // And from a fresh process's point of view: a new object on the same file.
        JobCache cache(path);
        HW_VERIFY_OK(cache.open());
        HW_ASSIGN_OK(const JobBatch loaded, GridJobStore(cache).loadLatest(u"clickhouse"_s, 300));
        QCOMPARE(loaded.source, u"clickhouse"_s);
        QCOMPARE(loaded.commits, (Commits{commits.at(1), commits.at(0)}));
        QCOMPARE(loaded.jobs.size(), jobs.size());
        for (const JobRun &j : loaded.jobs) {
            const auto it = std::find_if(jobs.cbegin(), jobs.cend(), [&](const JobRun &e) { return e.id == j.id; });
            QVERIFY(it != jobs.cend());
            QCOMPARE(j, *it);
        }
        QCOMPARE(loaded.watermark, 1'723'700'039);
        QCOMPARE(loaded.fetchedAt, 1'723'800'000);
        QCOMPARE(GridJobStore(cache).watermark(u"clickhouse"_s), 1'723'700'039);
        QCOMPARE(GridJobStore(cache).lastFetchedAt(u"clickhouse"_s), 1'723'800'000);
        // Jobs come grouped by commit, newest commit first.
        const qsizetype firstOfOlder = std::find_if(loaded.jobs.cbegin(), loaded.jobs.cend(),
                                                    [&](const JobRun &j) { return j.headSha == commits.at(0).sha; })
            - loaded.jobs.cbegin();
        QVERIFY(std::all_of(loaded.jobs.cbegin(), loaded.jobs.cbegin() + firstOfOlder,
                            [&](const JobRun &j) { return j.headSha == commits.at(1).sha; }));
        QVERIFY(std::all_of(loaded.jobs.cbegin() + firstOfOlder, loaded.jobs.cend(),
                            [&](const JobRun &j) { return j.headSha == commits.at(0).sha; }));
    }

    void compactStorage()
    {
        // The common case stores no URL text and no failure-line text, and names once.
        const QString path = file(u"compact.sqlite"_s);
        JobCache cache(path);
        HW_VERIFY_OK(cache.open());
        JobRuns jobs;
        for (int i = 1; i <= 100; ++i) {
            jobs.append(job(i, shaOf(1), i % 10, 5));
            jobs.last().failureLine.clear();
        }
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"s"_s, {commit(1, 10)}, jobs, 5, 6)));
        RawSqlite raw(path);
        QCOMPARE(raw.integer("SELECT count(*) FROM jobs WHERE html_url IS NULL AND failure_line IS NULL"), 100);
        QCOMPARE(raw.integer("SELECT count(*) FROM job_columns"), 10);
        QCOMPARE(raw.integer("SELECT count(*) FROM strings"), 4); // completed, success, failure, URL prefix
        QCOMPARE(raw.text("SELECT typeof(created_at) FROM jobs LIMIT 1"), u"integer"_s);
        QVERIFY(raw.text("EXPLAIN QUERY PLAN SELECT * FROM jobs WHERE commit_id = 1").contains(u"PRIMARY KEY"_s));
    }

    void upsertKeepsTheNewestRow()
    {
        JobCache cache(file(u"upsert.sqlite"_s));
        HW_VERIFY_OK(cache.open());
        const Commit c = commit(1, 100);
        JobRun running = job(42, c.sha, 1, 1000);
        running.status = u"in_progress"_s;
        running.conclusion.clear();
        running.completedAt = 0;
        JobRun done = running;
        done.status = u"completed"_s;
        done.conclusion = u"failure"_s;
        done.completedAt = running.startedAt + 60;
        done.failureLine = u"RuntimeError: boom"_s;
        done.insertedAt = 2000;
        JobRun stale = running; // an older row arriving late (e.g. an overlapping poll)
        stale.insertedAt = 1500;
        JobRun sameTime = done; // equal _inserted_at: the later write wins
        sameTime.conclusion = u"success"_s;
        sameTime.failureLine.clear();

        auto only = [&]() {
            const JobBatch b = GridJobStore(cache).loadLatest(u"s"_s, 10).valueOr({});
            return b.jobs.size() == 1 ? b.jobs.first() : JobRun{};
        };
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"s"_s, {c}, {running}, 1000, 1)));
        QCOMPARE(only(), running);
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"s"_s, {}, {done}, 2000, 2)));
        QCOMPARE(only(), done);
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"s"_s, {}, {stale}, 1500, 3)));
        QCOMPARE(only(), done);
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"s"_s, {}, {sameTime}, 2000, 4)));
        QCOMPARE(only(), sameTime);

        // Commits are keyed by sha; the newest description wins.
        Commit edited = c;
        edited.title = u"Reland: the same change"_s;
        edited.author = u"someone else"_s;
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"s"_s, {edited}, {}, 0, 5)));
        HW_ASSIGN_OK(const JobBatch b, GridJobStore(cache).loadLatest(u"s"_s, 10));
        QCOMPARE(b.commits, Commits{edited});
        QCOMPARE(b.jobs.size(), 1);
    }

    void newestCommitsFirstAndCut()
    {
        JobCache cache(file(u"cut.sqlite"_s));
        HW_VERIFY_OK(cache.open());
        // Ten commits stored out of time order, three jobs each, in two batches.
        const QList<qint64> times = {500, 100, 900, 300, 700, 200, 1000, 400, 800, 600};
        for (int half = 0; half < 2; ++half) {
            Commits commits;
            JobRuns jobs;
            for (int i = half * 5; i < half * 5 + 5; ++i) {
                commits.append(commit(i, times.at(i)));
                for (int k = 0; k < 3; ++k)
                    jobs.append(job(1 + i * 10 + k, commits.last().sha, k, 1));
            }
            HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"main"_s, commits, jobs, 1, 1)));
        }
        // Another source with newer commits must not leak into "main".
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"other"_s, {commit(99, 5000)}, {job(7, shaOf(99), 0, 1)}, 1, 1)));

        HW_ASSIGN_OK(const JobBatch four, GridJobStore(cache).loadLatest(u"main"_s, 4));
        QList<qint64> loadedTimes;
        for (const Commit &c : four.commits)
            loadedTimes.append(c.time);
        QCOMPARE(loadedTimes, (QList<qint64>{1000, 900, 800, 700}));
        QCOMPARE(four.jobs.size(), 12);
        QSet<QString> shas;
        for (const Commit &c : four.commits)
            shas.insert(c.sha);
        for (const JobRun &j : four.jobs)
            QVERIFY2(shas.contains(j.headSha), "a job of a commit outside the cut was returned");

        HW_ASSIGN_OK(const JobBatch all, GridJobStore(cache).loadLatest(u"main"_s, 300));
        QCOMPARE(all.commits.size(), 10);
        QCOMPARE(all.jobs.size(), 30);
        QCOMPARE(all.commits.first().time, 1000);
        QCOMPARE(all.commits.last().time, 100);

        HW_ASSIGN_OK(const JobBatch other, GridJobStore(cache).loadLatest(u"other"_s, 300));
        QCOMPARE(other.commits, Commits{commit(99, 5000)});
        QCOMPARE(other.jobs.size(), 1);
        HW_ASSIGN_OK(const JobBatch none, GridJobStore(cache).loadLatest(u"main"_s, 0));
        QCOMPARE(none.jobs.size(), 0);
    }

    void largeLoadMatchesWhatWasStored()
    {
        // Big enough for loadLatest() to split the work over two threads.
        JobCache cache(file(u"large.sqlite"_s));
        HW_VERIFY_OK(cache.open());
        constexpr int commits = 14;
        constexpr int columns = 2000;
        JobBatch all = batch(u"big"_s, {}, {}, 1, 1);
        for (int c = 0; c < commits; ++c) {
            JobBatch b = batch(u"big"_s, {commit(c, 1000 + c)}, {}, 1, 1);
            for (int k = 0; k < columns; ++k) {
                b.jobs.append(job(1 + c * columns + k, shaOf(c), k, 7));
                if (k % 97 == 0)
                    b.jobs.last().htmlUrl = u"https://ci.example.org/log/%1"_s.arg(k); // stored verbatim
            }
            HW_VERIFY_OK(GridJobStore(cache).storeBatch(b));
            all.commits.prepend(b.commits.first());
            all.jobs = b.jobs + all.jobs; // newest commit first, ids ascending within a commit
        }
        HW_ASSIGN_OK(const JobBatch loaded, GridJobStore(cache).loadLatest(u"big"_s, 300));
        QCOMPARE(loaded.commits, all.commits);
        QCOMPARE(loaded.jobs.size(), all.jobs.size());
        for (qsizetype i = 0; i < all.jobs.size(); ++i) {
            if (!(loaded.jobs.at(i) == all.jobs.at(i)))
                QFAIL(qPrintable(u"job %1 differs (id %2 vs %3)"_s.arg(i).arg(loaded.jobs.at(i).id).arg(all.jobs.at(i).id)));
        }
        HW_ASSIGN_OK(const JobBatch newest, GridJobStore(cache).loadLatest(u"big"_s, 11));
        QCOMPARE(newest.commits.size(), 11);
        QCOMPARE(newest.jobs.size(), 11 * columns);
        QCOMPARE(newest.jobs.constLast().headSha, shaOf(3));
    }

    void jobsBeforeTheirCommitAreHeldBack()
    {
        // A job may arrive before its commit: it is kept, but listed only with its commit.
        JobCache cache(file(u"early-jobs.sqlite"_s));
        HW_VERIFY_OK(cache.open());
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"s"_s, {commit(1, 100)}, {job(1, shaOf(1), 0, 1), job(2, shaOf(2), 0, 1)}, 1, 1)));
        HW_ASSIGN_OK(JobBatch b, GridJobStore(cache).loadLatest(u"s"_s, 10));
        QCOMPARE(b.commits.size(), 1);
        QCOMPARE(b.jobs.size(), 1);
        QCOMPARE(b.jobs.first().id, 1);
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"s"_s, {commit(2, 200)}, {}, 1, 2)));
        HW_ASSIGN_OK(b, GridJobStore(cache).loadLatest(u"s"_s, 10));
        QCOMPARE(b.commits.size(), 2);
        QCOMPARE(b.commits.first().sha, shaOf(2));
        QCOMPARE(b.jobs.size(), 2);
        QCOMPARE(b.jobs.first().id, 2);
        QCOMPARE(b.jobs.first().headSha, shaOf(2));
    }

    void watermarkOnlyMovesForward()
    {
        const QString path = file(u"watermark.sqlite"_s);
        {
            JobCache cache(path);
            HW_VERIFY_OK(cache.open());
            HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"ch"_s, {}, {}, 500, 10)));
            QCOMPARE(GridJobStore(cache).watermark(u"ch"_s), 500);
            QCOMPARE(GridJobStore(cache).lastFetchedAt(u"ch"_s), 10);
            HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"ch"_s, {}, {}, 300, 20)));
            QCOMPARE(GridJobStore(cache).watermark(u"ch"_s), 500);
            QCOMPARE(GridJobStore(cache).lastFetchedAt(u"ch"_s), 20);
            HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"ch"_s, {}, {}, 700, 30)));
            QCOMPARE(GridJobStore(cache).watermark(u"ch"_s), 700);
            HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"demo"_s, {}, {}, 5, 40)));
            QCOMPARE(GridJobStore(cache).watermark(u"demo"_s), 5);
            QCOMPARE(GridJobStore(cache).watermark(u"ch"_s), 700);
        }
        JobCache cache(path);
        HW_VERIFY_OK(cache.open());
        QCOMPARE(GridJobStore(cache).watermark(u"ch"_s), 700);
        QCOMPARE(GridJobStore(cache).lastFetchedAt(u"ch"_s), 30);
        HW_ASSIGN_OK(const JobBatch latest, GridJobStore(cache).loadLatest(u"ch"_s, 10));
        QCOMPARE(latest.watermark, 700);
        QCOMPARE(GridJobStore(cache).watermark(u"never"_s), 0);
    }

    void failedBatchLeavesNoTrace()
    {
        const QString path = file(u"rollback.sqlite"_s);
        JobCache cache(path);
        QString error;
        HW_VERIFY_OK(cache.open());
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"s"_s, {commit(1, 100)}, {job(1, shaOf(1), 0, 10)}, 10, 10)));
        const QString before = RawSqlite::dumpCache(path);
        HW_ASSIGN_OK(const JobBatch loadedBefore, GridJobStore(cache).loadLatest(u"s"_s, 10));

        // New commits, new column names, new strings, an update of job 1, a thousand good jobs,
        // and one impossible job (id 0 violates the schema's CHECK) at the very end.
        JobBatch bad = batch(u"s"_s, {commit(2, 200), commit(3, 300)}, {}, 999, 999);
        JobRun update = job(1, shaOf(1), 0, 50);
        update.conclusion = u"timed_out"_s;
        bad.jobs.append(update);
        for (int i = 0; i < 1000; ++i) {
            bad.jobs.append(job(100 + i, shaOf(2 + i % 2), 1000 + i, 20));
            bad.jobs.last().status = u"brand-new-status-%1"_s.arg(i % 3);
        }
        bad.jobs.append(job(0, shaOf(3), 5000, 20));
        error = GridJobStore(cache).storeBatch(bad).error().message;
        QVERIFY2(error.contains(path) && error.contains(u"job 0"_s) && error.contains(u"CHECK"_s), qPrintable(error));
        QCOMPARE(RawSqlite::dumpCache(path), before);
        QCOMPARE(GridJobStore(cache).watermark(u"s"_s), 10);
        HW_ASSIGN_OK(const JobBatch loadedAfter, GridJobStore(cache).loadLatest(u"s"_s, 10));
        QCOMPARE(loadedAfter.commits, loadedBefore.commits);
        QCOMPARE(loadedAfter.jobs, loadedBefore.jobs);

        // The same names again, minus the bad row: ids interned by the failed batch must not be
        // reused from memory.
        bad.jobs.removeLast();
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(bad));
        HW_ASSIGN_OK(const JobBatch good, GridJobStore(cache).loadLatest(u"s"_s, 10));
        QCOMPARE(good.commits.size(), 3);
        QCOMPARE(sortedById(good.jobs), sortedById(bad.jobs));
        QCOMPARE(GridJobStore(cache).watermark(u"s"_s), 999);
        HW_VERIFY_OK(cache.checkIntegrity());

        // An empty source name is refused the same way.
        error = GridJobStore(cache).storeBatch(batch(QString(), {commit(9, 9)}, {}, 1, 1)).error().message;
        QVERIFY2(error.contains(path), qPrintable(error));
    }

    void busyFileFailsCleanly()
    {
        const QString path = file(u"busy.sqlite"_s);
        JobCache cache(path);
        HW_VERIFY_OK(cache.open());
        cache.setBusyTimeout(50);
        RawSqlite other(path); // another process holding the write lock
        QVERIFY(other.exec("BEGIN IMMEDIATE"));
        const SourceError refused = GridJobStore(cache).storeBatch(batch(u"s"_s, {commit(1, 1)}, {job(1, shaOf(1), 0, 1)}, 5, 5)).error();
        QCOMPARE(refused.kind, SourceError::Kind::Storage);
        QVERIFY2(refused.message.contains(path) && refused.message.contains(u"locked"_s), qPrintable(refused.message));
        // Readers are not blocked by the writer (WAL).
        HW_ASSIGN_OK(const JobBatch read, GridJobStore(cache).loadLatest(u"s"_s, 10));
        QCOMPARE(read.jobs.size(), 0);
        QVERIFY(other.exec("ROLLBACK"));
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"s"_s, {commit(1, 1)}, {job(1, shaOf(1), 0, 1)}, 5, 5)));
        QCOMPARE(GridJobStore(cache).watermark(u"s"_s), 5);
    }

    void closeAndReopen()
    {
        const QString path = file(u"reopen.sqlite"_s);
        JobCache cache(path);
        HW_VERIFY_OK(cache.open());
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"s"_s, {commit(1, 1)}, {job(1, shaOf(1), 0, 1)}, 5, 5)));
        cache.close();
        QVERIFY(!cache.isOpen());
        QVERIFY(!GridJobStore(cache).storeBatch(batch(u"s"_s, {}, {}, 6, 6)));
        HW_VERIFY_OK(cache.open());
        QCOMPARE(GridJobStore(cache).watermark(u"s"_s), 5);
        HW_ASSIGN_OK(const JobBatch reopened, GridJobStore(cache).loadLatest(u"s"_s, 10));
        QCOMPARE(reopened.jobs.size(), 1);
    }
};

HW_TEST_GUILESS_MAIN(TestJobCache)
#include "tst_JobCache.moc"
