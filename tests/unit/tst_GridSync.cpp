#include "grid/GridJobStore.h"
#include "TestEnvironment.h"
#include "cache/JobCache.h"
#include "ResultAssertions.h"
#include "grid/JobGridModel.h"
#include "grid/GridSync.h"
#include "grid/JobSource.h"

#include <QAbstractItemModelTester>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include "CommitBuilder.h"
#include "CacheWriteFaults.h"
#include "GridDump.h"
#include "JobBatchBuilder.h"
#include "JobRunBuilder.h"
#include "TestRegistry.h"


using namespace hw;
using namespace Qt::StringLiterals;

namespace {

// Our own JobSource: records fetch() calls; the test answers them by hand.
class ScriptedSource : public JobSource
{
    Q_OBJECT
public:
    using JobSource::JobSource;
    QString name() const override { return u"scripted"_s; }
    void fetch(qint64 since) override { fetchCalls.append(since); }
    void cancel() override { ++cancels; }
    void answer(const JobBatch &b) { emit fetched(b); }
    void fail(const QString &message, SourceError::Kind kind = SourceError::Kind::Server)
    {
        emit failed(SourceError::make(kind, u"scripted"_s, message));
    }

    QList<qint64> fetchCalls;
    int cancels = 0;
};

JobRun job(qint64 id, const QString &sha, const QString &name, const QString &status,
           const QString &conclusion, qint64 insertedAt)
{
    return hw::test::JobRunBuilder(id)
        .run(id / 10)
        .job(name)
        .sha(sha)
        .status(status)
        .conclusion(conclusion)
        .times(insertedAt - 60)
        .insertedAt(insertedAt);
}

Commit bareCommit(const QString &sha, qint64 time)
{
    return hw::test::CommitBuilder(sha, time);
}

// Makes every write to the cache file fail (a trigger per table, from a second connection).

} // namespace

class TestGridSync : public QObject
{
    Q_OBJECT

    qint64 m_nowMs = 1'723'650'000'000; // 2024-08-14 ~15:40 UTC
    qint64 nowS() const { return m_nowMs / 1000; }

    struct Rig {
        ScriptedSource source;
        JobCache cache;
        JobGridModel model;
        QAbstractItemModelTester tester{&model, QAbstractItemModelTester::FailureReportingMode::QtTest};
        GridSync sync{&source, &cache, &model};
        explicit Rig(const QString &path) : cache(path) {}
    };

    std::unique_ptr<Rig> makeRig(const QString &path)
    {
        auto rig = std::make_unique<Rig>(path);
        if (const Result<void> opened = rig->cache.open(); !opened)
            qFatal("cannot open cache: %s", qPrintable(opened.error().message));
        rig->sync.scheduler().setClock([this] { return m_nowMs; });
        rig->sync.scheduler().setRandom([] { return 0.5; });
        return rig;
    }

    // A cache file holding two commits x two jobs, stored "yesterday".
    QString seededCache(const QString &name, qint64 *fetchedAt = nullptr)
    {
        const QString path = hw::test::freshRuntimeDir(name) + u"/cache.sqlite"_s;
        JobCache cache(path);
        if (const Result<void> opened = cache.open(); !opened)
            qFatal("cannot open cache: %s", qPrintable(opened.error().message));
        const JobBatch b = hw::test::JobBatchBuilder(u"scripted"_s)
                               .commits({bareCommit(u"aaa1"_s, nowS() - 7200), bareCommit(u"bbb2"_s, nowS() - 3600)})
                               .jobs({job(11, u"aaa1"_s, u"build"_s, u"completed"_s, u"success"_s, nowS() - 7000),
                                      job(12, u"aaa1"_s, u"test"_s, u"completed"_s, u"failure"_s, nowS() - 6900),
                                      job(21, u"bbb2"_s, u"build"_s, u"completed"_s, u"success"_s, nowS() - 3500),
                                      job(22, u"bbb2"_s, u"test"_s, u"in_progress"_s, QString(), nowS() - 3400)})
                               .watermark(nowS() - 3400)
                               .fetchedAt(nowS() - 3000);
        if (const Result<void> stored = GridJobStore(cache).storeBatch(b); !stored)
            qFatal("cannot seed cache: %s", qPrintable(stored.error().message));
        if (fetchedAt)
            *fetchedAt = b.fetchedAt;
        return path;
    }

    // Starts the rig and lets the immediate first poll reach the source.
    void startAndReachFirstFetch(Rig &rig)
    {
        rig.sync.start();
        QTRY_COMPARE(rig.source.fetchCalls.size(), 1);
    }

    // Answers the poll in flight. The batch is stored on the cache writer's thread and applied
    // when committed; the poll ends then.
    void answerAndWaitForStore(Rig &rig, const JobBatch &b)
    {
        rig.source.answer(b);
        QTRY_VERIFY(!rig.sync.scheduler().isPollInFlight());
    }

    JobBatch newerBatch()
    {
        return hw::test::JobBatchBuilder()
            .commit(bareCommit(u"ccc3"_s, nowS() - 600))
            .jobs({job(22, u"bbb2"_s, u"test"_s, u"completed"_s, u"success"_s, nowS() - 100),
                   job(31, u"ccc3"_s, u"build"_s, u"queued"_s, QString(), nowS() - 90),
                   job(32, u"ccc3"_s, u"lint"_s, u"completed"_s, u"failure"_s, nowS() - 80)})
            .watermark(nowS() - 80)
            .fetchedAt(nowS());
    }

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }
    void init() { m_nowMs = 1'723'650'000'000; }

    void startFillsModelFromCacheBeforeAnyFetch()
    {
        qint64 fetchedAt = 0;
        const QString path = seededCache(u"gridsync-cachefirst"_s, &fetchedAt);
        auto rig = makeRig(path);
        QSignalSpy statuses(&rig->sync, &GridSync::statusChanged);
        rig->sync.start();
        // Synchronously after start(): the grid shows the cache, the network is untouched.
        QCOMPARE(rig->source.fetchCalls.size(), 0);
        QCOMPARE(rig->model.rowCount(), 2);
        QCOMPARE(rig->model.columnCount(), 2);
        QCOMPARE(rig->model.commitSha(0), u"bbb2"_s); // newest first
        QCOMPARE(rig->sync.status().asOf, fetchedAt);
        QVERIFY(!statuses.isEmpty());
        QCOMPARE(statuses.last().first().value<SourceStatus>().asOf, fetchedAt);
        // Then the first poll asks only for what changed since the cache's watermark.
        QTRY_COMPARE(rig->source.fetchCalls.size(), 1);
        QCOMPARE(rig->source.fetchCalls.first(), nowS() - 3400);
        QCOMPARE(rig->sync.status().state, SourceStatus::State::Fetching);
    }

    // A big cache: the first screenful is shown synchronously, the older commits are appended
    // from a worker thread, and only then does the first poll go out.
    void bigCacheLoadsFirstPageThenTheRestBeforePolling()
    {
        const QString path = hw::test::freshRuntimeDir(u"gridsync-twostage"_s) + u"/cache.sqlite"_s;
        {
            JobCache cache(path);
            HW_VERIFY_OK(cache.open());
            JobBatch b;
            b.source = u"scripted"_s;
            for (int c = 0; c < 40; ++c) {
                const QString sha = u"sha%1"_s.arg(c, 3, 10, QLatin1Char('0'));
                b.commits << bareCommit(sha, nowS() - 100000 + c * 600);
                b.jobs << job(1000 + c * 2, sha, u"build"_s, u"completed"_s, u"success"_s, nowS() - 99000 + c * 600)
                       << job(1001 + c * 2, sha, u"test"_s, u"completed"_s, c % 7 ? u"success"_s : u"failure"_s,
                              nowS() - 99000 + c * 600);
            }
            b.watermark = nowS() - 1000;
            b.fetchedAt = nowS() - 900;
            HW_VERIFY_OK(GridJobStore(cache).storeBatch(b));
        }
        auto rig = makeRig(path);
        rig->sync.setFirstPageCommits(10);
        QSignalSpy loaded(&rig->sync, &GridSync::cacheLoaded);
        rig->sync.start();
        QCOMPARE(rig->model.rowCount(), 10);
        QCOMPARE(rig->model.commitSha(0), u"sha039"_s);
        QVERIFY(!rig->sync.isCacheLoaded());
        QCOMPARE(rig->source.fetchCalls.size(), 0);
        QVERIFY(loaded.wait(10000));
        QCOMPARE(rig->model.rowCount(), 40);
        for (int r = 0; r < 40; ++r)
            QCOMPARE(rig->model.commitSha(r), u"sha%1"_s.arg(39 - r, 3, 10, QLatin1Char('0')));
        QCOMPARE(rig->model.cellStatus(rig->model.rowOfCommit(u"sha007"_s), rig->model.columnOf(u"pull / test"_s)),
                 CellStatus::Failure);
        QTRY_COMPARE(rig->source.fetchCalls.size(), 1);
    }

    void offlineShowsCacheAndNeverPolls()
    {
        const QString path = seededCache(u"gridsync-offline"_s);
        auto rig = makeRig(path);
        rig->sync.setPollingEnabled(false);
        rig->sync.start();
        QCOMPARE(rig->model.rowCount(), 2);
        QCOMPARE(rig->sync.status().state, SourceStatus::State::Offline);
        rig->sync.pollNow();
        QTest::qWait(100); // on purpose: an offline poll would reach the source by now
        QCOMPARE(rig->source.fetchCalls.size(), 0);
    }

    void successfulPollAppliesAndPersists()
    {
        const QString path = seededCache(u"gridsync-success"_s);
        auto rig = makeRig(path);
        startAndReachFirstFetch(*rig);
        const int testCol = rig->model.columnOf(u"pull / test"_s);
        QVERIFY(testCol >= 0);
        QCOMPARE(rig->model.cellStatus(rig->model.rowOfCommit(u"bbb2"_s), testCol), CellStatus::Pending);

        QSignalSpy reset(&rig->model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&rig->model, &QAbstractItemModel::dataChanged);
        QTest::ignoreMessage(QtInfoMsg, QRegularExpression(u"scripted: poll ok: 1 commits, 3 jobs, .* changed cells, \\d+ ms"_s));
        const JobBatch b = newerBatch();
        answerAndWaitForStore(*rig, b);

        QCOMPARE(reset.count(), 0); // incremental, not a reset
        QVERIFY(changed.count() >= 1);
        QCOMPARE(rig->model.rowCount(), 3);
        QCOMPARE(rig->model.commitSha(0), u"ccc3"_s);
        QCOMPARE(rig->model.columnCount(), 3); // "pull / lint" is new
        QCOMPARE(rig->model.cellStatus(rig->model.rowOfCommit(u"bbb2"_s),
                                       rig->model.columnOf(u"pull / test"_s)),
                 CellStatus::Success);
        const SourceStatus st = rig->sync.status();
        QCOMPARE(st.state, SourceStatus::State::Ok);
        QCOMPARE(st.asOf, b.fetchedAt);
        QCOMPARE(st.consecutiveFailures, 0);
        QVERIFY(st.error.message.isEmpty());
        QCOMPARE(st.nextPollAt, nowS() + 60);

        // Persisted: a fresh cache connection sees the batch and the new watermark.
        JobCache reopened(path);
        HW_VERIFY_OK(reopened.open());
        QCOMPARE(GridJobStore(reopened).watermark(u"scripted"_s), b.watermark);
        HW_ASSIGN_OK(const JobBatch latest, GridJobStore(reopened).loadLatest(u"scripted"_s, 10));
        QCOMPARE(latest.commits.size(), 3);
        QCOMPARE(latest.jobs.size(), 6);

        // The next poll uses the new watermark.
        m_nowMs += 60'000;
        rig->sync.scheduler().checkDue();
        QCOMPARE(rig->source.fetchCalls.size(), 2);
        QCOMPARE(rig->source.fetchCalls.last(), b.watermark);
    }

    void failureKeepsLastGoodDataAndBacksOff()
    {
        const QString path = seededCache(u"gridsync-failure"_s);
        auto rig = makeRig(path);
        startAndReachFirstFetch(*rig);
        const QStringList before = hw::test::gridDump(rig->model);
        const qint64 watermarkBefore = GridJobStore(rig->cache).watermark(u"scripted"_s);
        QSignalSpy reset(&rig->model, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&rig->model, &QAbstractItemModel::dataChanged);

        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"poll failed \\(1 in a row"_s));
        rig->source.fail(u"HTTP 503: service unavailable"_s);
        SourceStatus st = rig->sync.status();
        QCOMPARE(st.state, SourceStatus::State::BackingOff);
        QCOMPARE(st.error.message, u"HTTP 503: service unavailable"_s);
        QCOMPARE(st.consecutiveFailures, 1);
        QVERIFY(st.nextPollAt >= nowS() + 10 && st.nextPollAt <= nowS() + 20);
        QCOMPARE(hw::test::gridDump(rig->model), before);
        QCOMPARE(reset.count(), 0);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(GridJobStore(rig->cache).watermark(u"scripted"_s), watermarkBefore);

        // Second failure: the window grows to [20, 40] s.
        m_nowMs = rig->sync.scheduler().nextPollAtMs();
        rig->sync.scheduler().checkDue();
        QCOMPARE(rig->source.fetchCalls.size(), 2);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"poll failed \\(2 in a row"_s));
        rig->source.fail(u"connection refused"_s);
        st = rig->sync.status();
        QCOMPARE(st.consecutiveFailures, 2);
        QVERIFY(st.nextPollAt >= nowS() + 20 && st.nextPollAt <= nowS() + 40);
        QCOMPARE(hw::test::gridDump(rig->model), before);

        // Recovery: one success resets to the normal interval and clears the error.
        m_nowMs = rig->sync.scheduler().nextPollAtMs();
        rig->sync.scheduler().checkDue();
        QCOMPARE(rig->source.fetchCalls.size(), 3);
        answerAndWaitForStore(*rig, newerBatch());
        st = rig->sync.status();
        QCOMPARE(st.state, SourceStatus::State::Ok);
        QCOMPARE(st.consecutiveFailures, 0);
        QVERIFY(st.error.message.isEmpty());
        QCOMPARE(st.nextPollAt, nowS() + 60);
        QCOMPARE(rig->model.rowCount(), 3);
    }

    void pauseStopsPollsAndResumeRestarts()
    {
        const QString path = seededCache(u"gridsync-pause"_s);
        auto rig = makeRig(path);
        startAndReachFirstFetch(*rig);
        answerAndWaitForStore(*rig, newerBatch());

        rig->sync.pause();
        QCOMPARE(rig->sync.status().state, SourceStatus::State::Paused);
        QCOMPARE(rig->sync.status().nextPollAt, 0);
        QVERIFY(!rig->sync.scheduler().isTimerArmed());
        m_nowMs += 3600'000;
        rig->sync.scheduler().checkDue();
        QCOMPARE(rig->source.fetchCalls.size(), 1);

        rig->sync.resume();
        QVERIFY(rig->sync.status().state != SourceStatus::State::Paused);
        QTRY_COMPARE(rig->source.fetchCalls.size(), 2); // overdue: polls at once

        // Pausing with a poll in flight cancels it; a late answer is not applied.
        rig->sync.pause();
        QCOMPARE(rig->source.cancels, 1);
        const QStringList before = hw::test::gridDump(rig->model);
        rig->source.answer(hw::test::JobBatchBuilder().commit(bareCommit(u"ddd4"_s, nowS())).watermark(nowS()));
        QCOMPARE(hw::test::gridDump(rig->model), before);
        QCOMPARE(rig->sync.status().state, SourceStatus::State::Paused);
        rig->sync.resume();
        QTRY_COMPARE(rig->source.fetchCalls.size(), 3);
    }

    void batchWhoseCacheWriteFailsIsNotApplied()
    {
        const QString path = seededCache(u"gridsync-cachefail"_s);
        auto rig = makeRig(path);
        rig->cache.setBusyTimeout(100);
        startAndReachFirstFetch(*rig);
        const QStringList before = hw::test::gridDump(rig->model);
        const qint64 watermarkBefore = GridJobStore(rig->cache).watermark(u"scripted"_s);

        QCOMPARE(hw::test::breakCacheWrites(path, true), QString());
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"cache write failed, batch of 3 jobs not applied"_s));
        answerAndWaitForStore(*rig, newerBatch());
        QCOMPARE(hw::test::gridDump(rig->model), before);
        QCOMPARE(rig->model.rowCount(), 2);
        QCOMPARE(GridJobStore(rig->cache).watermark(u"scripted"_s), watermarkBefore);
        SourceStatus st = rig->sync.status();
        QCOMPARE(st.state, SourceStatus::State::Failed);
        QVERIFY2(st.error.message.startsWith(u"cache write failed"_s), qPrintable(st.error.message));
        QCOMPARE(st.consecutiveFailures, 1);
        QVERIFY(st.nextPollAt >= nowS() + 10 && st.nextPollAt <= nowS() + 20);
        HW_VERIFY_OK(rig->cache.checkIntegrity());

        // Once the cache accepts writes again, the same data arrives and is applied.
        QCOMPARE(hw::test::breakCacheWrites(path, false), QString());
        m_nowMs = rig->sync.scheduler().nextPollAtMs();
        rig->sync.scheduler().checkDue();
        answerAndWaitForStore(*rig, newerBatch());
        QCOMPARE(rig->model.rowCount(), 3);
        QCOMPARE(rig->sync.status().state, SourceStatus::State::Ok);
    }

    void startPausedShowsCacheAndPollsOnResume()
    {
        // The app starts paused (waiting for the keychain), then resumes.
        const QString path = seededCache(u"gridsync-startpaused"_s);
        auto rig = makeRig(path);
        rig->sync.pause();
        rig->sync.start();
        QCOMPARE(rig->model.rowCount(), 2);
        QCOMPARE(rig->sync.status().state, SourceStatus::State::Paused);
        QTest::qWait(20); // on purpose: a paused poll would reach the source by now
        QCOMPARE(rig->source.fetchCalls.size(), 0);
        rig->sync.resume();
        QTRY_COMPARE(rig->source.fetchCalls.size(), 1);
        answerAndWaitForStore(*rig, newerBatch());
        QCOMPARE(rig->sync.status().state, SourceStatus::State::Ok);
        QCOMPARE(rig->model.rowCount(), 3);
    }

    void hangingPollTurnsStaleWithoutAnAnswer()
    {
        // Nothing cached, and the first poll never answers: "updating" must not look healthy
        // forever. Staleness appears with time alone, while the poll is still in flight.
        const QString path = hw::test::freshRuntimeDir(u"gridsync-stale-hang"_s) + u"/cache.sqlite"_s;
        auto rig = makeRig(path);
        rig->sync.setStaleAfterSeconds(30);
        startAndReachFirstFetch(*rig);
        SourceStatus st = rig->sync.status();
        QCOMPARE(st.state, SourceStatus::State::Fetching);
        QCOMPARE(st.asOf, 0);
        QCOMPARE(st.pollStartedAt, nowS());
        QVERIFY(!st.stale);
        QVERIFY(rig->sync.staleness().isTimerArmed()); // the one timer that will say it

        QSignalSpy statuses(&rig->sync, &GridSync::statusChanged);
        m_nowMs += 29'000;
        rig->sync.staleness().evaluate();
        QVERIFY(!rig->sync.status().stale);
        QCOMPARE(statuses.size(), 0);
        m_nowMs += 2'000;
        rig->sync.staleness().evaluate();
        st = rig->sync.status();
        QVERIFY(st.stale);
        QCOMPARE(st.state, SourceStatus::State::Fetching); // still in flight
        QCOMPARE(statuses.size(), 1);
        QVERIFY(statuses.last().first().value<SourceStatus>().stale);
        QVERIFY(!rig->sync.staleness().isTimerArmed()); // nothing runs once stale

        // The answer arrives: fresh again, nothing in flight.
        answerAndWaitForStore(*rig, newerBatch());
        st = rig->sync.status();
        QCOMPARE(st.state, SourceStatus::State::Ok);
        QVERIFY(!st.stale);
        QCOMPARE(st.pollStartedAt, 0);
    }

    void oldDataTurnsStaleWhileUpdating()
    {
        // Default threshold: three poll intervals.
        const QString path = seededCache(u"gridsync-stale-age"_s);
        auto rig = makeRig(path);
        QCOMPARE(rig->sync.staleAfterMs(), 180'000);
        rig->sync.start();
        QVERIFY(rig->sync.status().stale); // the cache is 50 min old
        QTRY_COMPARE(rig->source.fetchCalls.size(), 1);
        answerAndWaitForStore(*rig, newerBatch());
        QVERIFY(!rig->sync.status().stale);

        // The next poll goes out on time and hangs; the data ages past 180 s meanwhile.
        m_nowMs += 60'000;
        rig->sync.scheduler().checkDue();
        QCOMPARE(rig->source.fetchCalls.size(), 2);
        QCOMPARE(rig->sync.status().state, SourceStatus::State::Fetching);
        QVERIFY(!rig->sync.status().stale);
        m_nowMs += 121'000;
        rig->sync.staleness().evaluate();
        QVERIFY(rig->sync.status().stale);
        QCOMPARE(rig->sync.status().state, SourceStatus::State::Fetching);

        rig->sync.scheduler().setIntervalSeconds(20);
        QCOMPARE(rig->sync.staleAfterMs(), 60'000);
    }

    void invalidTextRowsAreCountedInTheStatusAndLoggedOnce()
    {
        const QString path = seededCache(u"gridsync-invalid-text"_s);
        auto rig = makeRig(path);
        startAndReachFirstFetch(*rig);
        JobBatch b = newerBatch();
        b.invalidTextRows = 2;
        QTest::ignoreMessage(QtWarningMsg,
                             QRegularExpression(u"^scripted: 2 row\\(s\\) with invalid UTF-8 text, kept with U\\+FFFD"_s));
        answerAndWaitForStore(*rig, b);
        const SourceStatus st = rig->sync.status();
        QCOMPARE(st.state, SourceStatus::State::Ok);
        QVERIFY2(st.notice.contains(u"2"_s) && st.notice.contains(u"UTF-8"_s), qPrintable(st.notice));
        // The next clean poll clears it.
        m_nowMs += 60'000;
        rig->sync.scheduler().checkDue();
        answerAndWaitForStore(*rig, newerBatch());
        QVERIFY(rig->sync.status().notice.isEmpty());
    }

    void pollNowPollsImmediately()
    {
        const QString path = seededCache(u"gridsync-pollnow"_s);
        auto rig = makeRig(path);
        startAndReachFirstFetch(*rig);
        answerAndWaitForStore(*rig, newerBatch());
        QCOMPARE(rig->source.fetchCalls.size(), 1);
        rig->sync.pollNow();
        QCOMPARE(rig->source.fetchCalls.size(), 2);
    }

    // A big first-sync page is shown a few commits per event-loop turn, in order, and ends as the
    // same grid as one applied whole; the poll ends with the last page.
    void bigFirstSyncPageIsShownInSlices()
    {
        auto rig = makeRig(hw::test::freshRuntimeDir(u"gridsync-slices"_s) + u"/cache.sqlite"_s);
        QSignalSpy applied(&rig->sync, &GridSync::batchApplied);
        startAndReachFirstFetch(*rig);
        JobBatch page;
        qint64 id = 1;
        for (int c = 0; c < 12; ++c) {
            const QString sha = u"sha%1"_s.arg(c, 2, 10, QLatin1Char('0'));
            page.commits.append(bareCommit(sha, nowS() - 60 * c));
            for (int j = 0; j < 1000; ++j)
                page.jobs.append(job(id++, sha, u"job %1"_s.arg(j), u"completed"_s,
                                     j % 7 ? u"success"_s : u"failure"_s, nowS() - 10));
        }
        page.complete = false;
        page.syncDone = 12;
        page.syncTotal = 14;
        page.fetchedAt = nowS();
        rig->source.answer(page);
        const auto jobsShown = [&] {
            int shown = 0;
            for (const auto &args : applied)
                shown += args.at(1).toInt();
            return shown;
        };
        QTRY_COMPARE(jobsShown(), 12'000);
        QCOMPARE(rig->model.rowCount(), 12);
        QVERIFY2(applied.size() >= 2, qPrintable(QString::number(applied.size()))); // in slices
        QCOMPARE(applied.first().at(0).toInt(), 12); // the first slice brings every row
        QVERIFY(rig->sync.scheduler().isPollInFlight()); // more pages follow
        QCOMPARE(rig->sync.status().syncDone, 12);

        const JobBatch last = hw::test::JobBatchBuilder()
                                  .commits({bareCommit(u"sha12"_s, nowS() - 60 * 12), bareCommit(u"sha13"_s, nowS() - 60 * 13)})
                                  .job(job(id++, u"sha12"_s, u"job 1"_s, u"completed"_s, u"success"_s, nowS() - 5))
                                  .page(14, 14, true)
                                  .watermark(nowS() - 5)
                                  .fetchedAt(nowS());
        answerAndWaitForStore(*rig, last);
        QCOMPARE(rig->sync.status().state, SourceStatus::State::Ok);
        QCOMPARE(rig->sync.status().syncTotal, 0);

        // The same data applied in one go gives the same grid.
        JobGridModel whole;
        JobBatch all = page;
        all.commits += last.commits;
        all.jobs += last.jobs;
        whole.resetFrom(all);
        QCOMPARE(hw::test::gridDump(rig->model), hw::test::gridDump(whole));
    }
};

HW_TEST_GUILESS_MAIN(TestGridSync)
#include "tst_GridSync.moc"
