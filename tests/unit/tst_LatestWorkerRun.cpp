// A computation on a pool thread whose answer counts only while it is the newest: a later start
// or a cancel drops the earlier answer, and the work really runs off the caller's thread.
#include "sync/LatestWorkerRun.h"

#include <QSemaphore>
#include <QTest>
#include <QThread>

using namespace hw;

class tst_LatestWorkerRun : public QObject
{
    Q_OBJECT

private slots:
    void theNewestAnswerWinsAndRunsOffThisThread()
    {
        QObject context;
        LatestWorkerRun run(&context);
        QSemaphore release;
        QList<int> answers;
        QThread *workerThread = nullptr;
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
        QTest::qWait(100); // the first one's late answer would have arrived by now
        QCOMPARE(answers, QList<int>{2});
        QVERIFY(workerThread && workerThread != QThread::currentThread());
    }

    void cancelledOrContextGoneSaysNothing()
    {
        QList<int> answers;
        {
            QObject context;
            LatestWorkerRun run(&context);
            QSemaphore release;
            run.start([&release] {
                release.acquire();
                return 1;
            }, [&](int v) { answers << v; });
            run.cancel();
            QVERIFY(!run.isRunning());
            release.release();
            QTest::qWait(200); // on purpose: the cancelled run's answer would arrive by now
        }
        auto *context = new QObject;
        auto run = std::make_unique<LatestWorkerRun>(context);
        QSemaphore release;
        run->start([&release] {
            release.acquire();
            return 3;
        }, [&](int v) { answers << v; });
        delete context; // the window closed meanwhile
        release.release();
        QTest::qWait(200); // on purpose: an answer to the deleted context would arrive by now
        QVERIFY(answers.isEmpty());
    }
};

QTEST_GUILESS_MAIN(tst_LatestWorkerRun)
#include "tst_LatestWorkerRun.moc"
