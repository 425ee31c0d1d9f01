#include "TestRegistry.h"

#include "grid/HelpedLoop.h"

#include <QSemaphore>
#include <QTest>
#include <QThreadPool>

#include <algorithm>
#include <atomic>
#include <vector>

using namespace hw;

class TestHelpedLoop : public QObject
{
    Q_OBJECT

private slots:
    void everyItemOnceWithTwoWorkers()
    {
        for (const qsizetype count : {qsizetype(0), qsizetype(1), qsizetype(999), qsizetype(1000), qsizetype(100001)}) {
            std::vector<int> seen(size_t(count), 0);
            std::atomic<int> calls{0};
            std::atomic<int> badChunks{0}; // QVERIFY is for the test's own thread only
            HelpedLoop::run(count, 1000, [&](qsizetype from, qsizetype to, int worker) {
                if ((worker != 0 && worker != 1) || from >= to || to - from > 1000 || to > count)
                    badChunks.fetch_add(1);
                for (qsizetype i = from; i < to; ++i)
                    ++seen[size_t(i)]; // chunks are disjoint: no two threads touch one item
                calls.fetch_add(1);
            });
            QCOMPARE(badChunks.load(), 0);
            for (qsizetype i = 0; i < count; ++i)
                QCOMPARE(seen[size_t(i)], 1);
            QCOMPARE(calls.load(), int((count + 999) / 1000));
        }
    }

    void theCallerDoesEverythingWhenNoPoolThreadIsFree()
    {
        // Every pool thread blocked: the helper cannot start, and the loop must neither wait for
        // it nor leave it queued (it would run later on freed stack memory).
        QThreadPool *pool = QThreadPool::globalInstance();
        QSemaphore release;
        QSemaphore started;
        const int threads = pool->maxThreadCount();
        for (int t = 0; t < threads; ++t)
            pool->start([&] {
                started.release();
                release.acquire();
            });
        QVERIFY(started.tryAcquire(threads, 10000));
        std::vector<int> workers;
        HelpedLoop::run(10000, 100, [&](qsizetype, qsizetype, int worker) { workers.push_back(worker); });
        QCOMPARE(int(workers.size()), 100);
        QVERIFY(std::all_of(workers.begin(), workers.end(), [](int w) { return w == 0; }));
        release.release(threads);
        QVERIFY(pool->waitForDone(10000));
        QCOMPARE(pool->activeThreadCount(), 0);
    }
};

HW_TEST_GUILESS_MAIN(TestHelpedLoop)
#include "tst_HelpedLoop.moc"
