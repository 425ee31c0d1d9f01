#include "TestRegistry.h"

#include "domain/BackgroundPriority.h"

#include <QTest>

#include <algorithm>
#include <thread>

#include <sys/resource.h>
#include <unistd.h>

using namespace hw;

class TestBackgroundPriority : public QObject
{
    Q_OBJECT

private slots:
    void aBackgroundThreadYieldsToTheProcess()
    {
        const int process = getpriority(PRIO_PROCESS, id_t(getpid()));
        const int mainBefore = BackgroundPriority::thisThreadNice();
        int before = 0, after = 0, again = 0;
        std::thread worker([&] {
            before = BackgroundPriority::thisThreadNice();
            BackgroundPriority::applyToThisThread();
            after = BackgroundPriority::thisThreadNice();
            BackgroundPriority::applyToThisThread(); // once per thread: not lowered again
            again = BackgroundPriority::thisThreadNice();
        });
        worker.join();
        QCOMPARE(before, process);
        QCOMPARE(after, std::min(19, process + BackgroundPriority::kNiceAbove));
        QCOMPARE(again, after);
        QCOMPARE(BackgroundPriority::thisThreadNice(), mainBefore); // the GUI thread keeps its own
    }
};

HW_TEST_GUILESS_MAIN(TestBackgroundPriority)
#include "tst_BackgroundPriority.moc"
