// The one background-work helper: a computation on a pool thread whose answer counts only while
// it is the newest. A later start or a cancel drops the earlier answer and tells its worker to
// stop; a stop request keeps the answer; progress reaches this thread; the work really runs off
// the caller's thread; the helper or its context may go while the work runs (labelled `threads`:
// also run under TSan). What crosses threads in these tests is atomic or a std::counting_semaphore's
// (QSemaphore's hand-off happens inside Qt, where ThreadSanitizer cannot see it).
#include "TestRegistry.h"

#include "domain/BackgroundPriority.h"
#include "sync/LatestWorkerRun.h"

#include <QTest>
#include <QThread>
#include <QThreadPool>

#include <atomic>
#include <chrono>
#include <memory>
#include <semaphore>

using namespace hw;

#if defined(__SANITIZE_THREAD__)
// Two pool threads move QThreadPool's queue under a lock ThreadSanitizer cannot see (Debian's Qt is
// not built with it), through memmove: for this test, calls made from Qt Core are ignored. What
// the helper hands over is ours, instrumented and still checked: without the atomic that
// publishes a LatestWorkerRun::Task, this test reports the race.
extern "C" const char *__tsan_default_suppressions()
{
    return "called_from_lib:libQt6Core.so.6\n";
}
#endif

namespace {

// QSemaphore's calls, over a semaphore whose hand-offs ThreadSanitizer sees.
class Semaphore
{
public:
    void acquire() { m_count.acquire(); }
    void release() { m_count.release(); }
    bool tryAcquire(int n, int timeoutMs)
    {
        for (int i = 0; i < n; ++i)
            if (!m_count.try_acquire_for(std::chrono::milliseconds(timeoutMs)))
                return false;
        return true;
    }

private:
    std::counting_semaphore<> m_count { 0 };
};

// Until release(): the worker waits here, polling cancel like a real one does between blocks.
bool waitForReleaseOrCancel(Semaphore &release, const OperationControl &control)
{
    while (!release.tryAcquire(1, 5)) {
        if (control.isCancelled())
            return false;
    }
    return true;
}

} // namespace

class tst_LatestWorkerRun : public QObject
{
    Q_OBJECT

private slots:
    void theNewestAnswerWinsAndRunsOffThisThread()
    {
        QObject context;
        LatestWorkerRun run(&context);
        Semaphore release;
        QList<int> answers;
        std::atomic<QThread *> workerThread = nullptr;
        run.start([&release] {
            release.acquire(); // held until the second one is under way
            return 1;
        }, [&](int v) { answers << v; });
        QVERIFY(run.isRunning());
        run.start([&workerThread] {
            workerThread = QThread::currentThread();
            return 2;
        }, [&](int v) { answers << v; });
        release.release();
        QVERIFY(run.waitWhileRunning(10'000));
        run.waitForWorkers(); // the first one's late answer would have arrived by now
        QCoreApplication::processEvents();
        QCOMPARE(answers, QList<int>{2});
        QVERIFY(workerThread && workerThread != QThread::currentThread());
    }

    void aSupersededWorkerSeesTheCancel()
    {
        QObject context;
        LatestWorkerRun run(&context);
        Semaphore started;
        Semaphore never;
        std::atomic_bool sawCancel = false;
        QList<int> answers;
        run.start([&](OperationControl &control) {
            started.release();
            sawCancel = !waitForReleaseOrCancel(never, control);
            return 1;
        }, [&](int v) { answers << v; });
        QVERIFY(started.tryAcquire(1, 10'000));
        run.start([] { return 2; }, [&](int v) { answers << v; }); // supersedes the first
        QVERIFY(run.waitWhileRunning(10'000));
        run.waitForWorkers();
        QVERIFY(sawCancel);
        QCoreApplication::processEvents();
        QCOMPARE(answers, QList<int>{2});
    }

    void cancelledOrContextGoneSaysNothing()
    {
        QList<int> answers;
        {
            QObject context;
            LatestWorkerRun run(&context);
            Semaphore release;
            std::atomic_bool sawCancel = false;
            run.start([&](OperationControl &control) {
                sawCancel = !waitForReleaseOrCancel(release, control);
                return 1;
            }, [&](int v) { answers << v; });
            run.cancel();
            QVERIFY(!run.isRunning());
            run.waitForWorkers();
            QVERIFY(sawCancel); // told to stop, without the release
            QTest::qWait(50);
        }
        auto *context = new QObject;
        auto run = std::make_unique<LatestWorkerRun>(context);
        Semaphore release;
        run->start([&release] {
            release.acquire();
            return 3;
        }, [&](int v) { answers << v; });
        delete context; // the window closed meanwhile
        release.release();
        run->waitForWorkers();
        QTest::qWait(50);
        QVERIFY(answers.isEmpty());
    }

    void aStopRequestKeepsTheAnswer()
    {
        // A Cancel button: the worker stops early and says so; its answer still arrives.
        QObject context;
        LatestWorkerRun run(&context);
        Semaphore started;
        Semaphore never;
        QList<QString> answers;
        run.start([&](OperationControl &control) {
            started.release();
            return waitForReleaseOrCancel(never, control) ? QStringLiteral("done") : QStringLiteral("stopped");
        }, [&](const QString &v) { answers << v; });
        QVERIFY(started.tryAcquire(1, 10'000));
        run.requestStop();
        QVERIFY(run.waitWhileRunning(10'000));
        QCOMPARE(answers, QList<QString>{QStringLiteral("stopped")});
    }

    void progressReachesThisThreadWhileTheRunIsWanted()
    {
        QObject context;
        LatestWorkerRun run(&context);
        Semaphore step;
        Semaphore reported;
        QList<std::pair<qint64, qint64>> seen;
        QThread *progressThread = nullptr;
        bool doneSeen = false;
        bool progressAfterDone = false;
        run.start(
            [&](OperationControl &control) {
                for (qint64 done = 1; done <= 3; ++done) {
                    step.acquire();
                    control.report(done * 100, 300);
                    reported.release();
                }
                return 0;
            },
            [&](int) { doneSeen = true; },
            [&](qint64 done, qint64 total) {
                progressThread = QThread::currentThread();
                progressAfterDone = progressAfterDone || doneSeen;
                seen << std::pair{done, total};
            });
        for (int i = 1; i <= 3; ++i) {
            step.release();
            QVERIFY(reported.tryAcquire(1, 10'000));
            // Reports at most 25 times a second: each one here waits for the last to arrive.
            QVERIFY(QTest::qWaitFor([&] { return !seen.isEmpty() && seen.last().first == i * 100; }, 10'000));
        }
        QVERIFY(run.waitWhileRunning(10'000));
        QVERIFY(doneSeen);
        QVERIFY(!progressAfterDone);
        QCOMPARE(progressThread, QThread::currentThread());
        QCOMPARE(seen.last(), (std::pair<qint64, qint64>{300, 300}));
        for (const auto &[done, total] : seen)
            QCOMPARE(total, 300);
    }

    void theHelperMayGoWhileItsWorkReports()
    {
        // The owner (a log window) closes while its search reports progress: nothing arrives,
        // nothing crashes, the worker ends on the cancel.
        QObject context;
        auto run = std::make_unique<LatestWorkerRun>(&context);
        Semaphore started;
        std::atomic_bool sawCancel = false;
        int calls = 0;
        run->start(
            [&](OperationControl &control) {
                started.release();
                for (qint64 i = 0; i < 1'000'000 && control.report(i, 1'000'000); ++i)
                    QThread::usleep(10);
                sawCancel = control.isCancelled();
                return 0;
            },
            [&](int) { ++calls; }, [&](qint64, qint64) { ++calls; });
        QVERIFY(started.tryAcquire(1, 10'000));
        QTest::qWait(60); // some progress on its way
        const int before = calls;
        run.reset();
        QTest::qWait(200);
        QCOMPARE(calls, before);
        QVERIFY(QTest::qWaitFor([&] { return sawCancel.load(); }, 10'000));
        QThreadPool::globalInstance()->waitForDone(10'000);
    }

    void finishNowDeliversWithoutAnEventLoop()
    {
        QObject context;
        LatestWorkerRun run(&context);
        Semaphore release;
        int answer = 0;
        qint64 lastProgress = 0;
        run.start([&release](OperationControl &control) {
            release.acquire();
            control.report(7, 7);
            return 42;
        }, [&](int v) { answer = v; }, [&](qint64 done, qint64) { lastProgress = done; });
        release.release();
        run.finishNow();
        QCOMPARE(answer, 42);
        QCOMPARE(lastProgress, 7);
        QVERIFY(!run.isRunning());
    }

    void voidAndMoveOnlyAnswers()
    {
        QObject context;
        LatestWorkerRun run(&context);
        std::atomic_bool ran = false;
        bool done = false;
        run.start([&ran] { ran = true; }, [&] { done = true; });
        QVERIFY(run.waitWhileRunning(10'000));
        QVERIFY(ran && done);
        std::unique_ptr<int> taken;
        run.start([] { return std::make_unique<int>(5); }, [&](std::unique_ptr<int> v) { taken = std::move(v); });
        QVERIFY(run.waitWhileRunning(10'000));
        QVERIFY(taken && *taken == 5);
    }

    void backgroundWorkYieldsToTheGuiThread()
    {
        // (Linux, as every test here: a thread's nice value is its own there.)
        // Fresh pools: a pool thread once lowered stays so.
        const auto niceOfARun = [](LatestWorkerRun::Priority priority) {
            QThreadPool pool;
            QObject context;
            LatestWorkerRun run(&context, &pool, priority);
            std::atomic<int> nice = -100;
            run.start([&nice] { nice = BackgroundPriority::thisThreadNice(); }, [] {});
            run.waitForWorkers();
            return nice.load();
        };
        const int base = BackgroundPriority::thisThreadNice();
        QCOMPARE(niceOfARun(LatestWorkerRun::Priority::Normal), base);
        QCOMPARE(niceOfARun(LatestWorkerRun::Priority::Background), std::min(19, base + BackgroundPriority::kNiceAbove));
    }

    void runsOnTheGivenPool()
    {
        QThreadPool pool;
        QObject context;
        LatestWorkerRun run(&context, &pool);
        std::atomic<QThreadPool *> on = nullptr;
        run.start([&on, &pool] {
            // The pool counts this run as active while it runs.
            on = pool.activeThreadCount() > 0 ? &pool : nullptr;
            return 0;
        }, [](int) {});
        QVERIFY(run.waitWhileRunning(10'000));
        QCOMPARE(on.load(), &pool);
    }
};

HW_TEST_GUILESS_MAIN(tst_LatestWorkerRun)
#include "tst_LatestWorkerRun.moc"
