// One access manager per thread, and a way to end the application thread's before exit: a
// command-line command deletes it while the application lives, so its HTTP thread ends then.
#include "TestRegistry.h"

#include "net/NetworkAccess.h"

#include <QNetworkAccessManager>
#include <QPointer>
#include <QTest>
#include <QThread>

using namespace hw;

class TestNetworkAccess : public QObject
{
    Q_OBJECT

private slots:
    void oneManagerPerThread()
    {
        QNetworkAccessManager *main = NetworkAccess::forCurrentThread();
        QVERIFY(main);
        QCOMPARE(NetworkAccess::forCurrentThread(), main);
        QCOMPARE(main->parent(), QCoreApplication::instance());
        QNetworkAccessManager *worker = nullptr;
        QThread *thread = QThread::create([&] { worker = NetworkAccess::forCurrentThread(); });
        thread->start();
        QVERIFY(thread->wait(10'000));
        delete thread;
        QVERIFY(worker);
        QVERIFY(worker != main);
    }

    void theApplicationThreadsManagerIsReleasedAndMadeAgain()
    {
        const QPointer<QNetworkAccessManager> before = NetworkAccess::forCurrentThread();
        QVERIFY(before);
        NetworkAccess::releaseForApplicationThread();
        QVERIFY(before.isNull()); // deleted now, not at the application's end
        QNetworkAccessManager *after = NetworkAccess::forCurrentThread();
        QVERIFY(after);
        QCOMPARE(after->parent(), QCoreApplication::instance());
        NetworkAccess::releaseForApplicationThread(); // and again: nothing left to release is fine
        NetworkAccess::releaseForApplicationThread();
    }
};

HW_TEST_GUILESS_MAIN(TestNetworkAccess)
#include "tst_NetworkAccess.moc"
