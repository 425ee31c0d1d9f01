#include "TestRegistry.h"

#include "net/LatestRequest.h"

#include <QTest>
#include <QPointer>
#include <QTimer>

using namespace hw;

// The one latest-request-wins helper every client and source uses (ClickHouseQueryGroup,
// RelayClient, the grid and backends sources, BackendsSync).
class tst_LatestRequest : public QObject
{
    Q_OBJECT
private slots:
    void lateReplyAfterANewerRequestIsDropped()
    {
        QObject context;
        LatestRequest latest(&context);
        QStringList delivered;
        latest.begin();
        auto older = latest.guard([&](const QString &v) { delivered << v; });
        latest.begin();
        auto newer = latest.guard([&](const QString &v) { delivered << v; });
        // The older reply arrives last, after the newer one: it must not count.
        newer(QStringLiteral("new"));
        older(QStringLiteral("old"));
        QCOMPARE(delivered, QStringList{QStringLiteral("new")});
    }

    void lateReplyThroughTheEventLoopIsDropped()
    {
        QObject context;
        LatestRequest latest(&context);
        int oldCalls = 0, newCalls = 0;
        latest.begin();
        QTimer::singleShot(50, &context, latest.guard([&] { ++oldCalls; }));
        latest.begin();
        QTimer::singleShot(10, &context, latest.guard([&] { ++newCalls; }));
        QTRY_COMPARE(newCalls, 1);
        QTest::qWait(100); // on purpose: the superseded call would arrive by now
        QCOMPARE(oldCalls, 0);
    }

    void supersedingRunsTheCancelHooksOfTheOlderOnly()
    {
        QObject context;
        LatestRequest latest(&context);
        int aborted = 0;
        latest.begin();
        latest.onSuperseded([&] { ++aborted; });
        latest.begin();
        QCOMPARE(aborted, 1);
        latest.finish(); // finished: its hooks are forgotten, a later begin aborts nothing
        latest.begin();
        QCOMPARE(aborted, 1);
        latest.onSuperseded([&] { ++aborted; });
        latest.cancel();
        QCOMPARE(aborted, 2);
        QVERIFY(!latest.isInFlight());
    }

    void cancelAndFinishStopDelivery()
    {
        QObject context;
        LatestRequest latest(&context);
        int calls = 0;
        latest.begin();
        auto cb = latest.guard([&] { ++calls; });
        latest.cancel();
        cb();
        QCOMPARE(calls, 0);
        const quint64 id = latest.begin();
        QVERIFY(latest.isCurrent(id));
        auto cb2 = latest.guard([&] { ++calls; });
        cb2();
        QCOMPARE(calls, 1);
        latest.finish();
        QVERIFY(!latest.isCurrent(id));
        cb2(); // a second answer for a finished request is dropped too
        QCOMPARE(calls, 1);
    }

    void deadContextOrHelperGetsNothing()
    {
        int calls = 0;
        std::function<void()> cb;
        {
            auto *context = new QObject;
            LatestRequest latest(context);
            latest.begin();
            cb = latest.guard([&] { ++calls; });
            delete context;
            cb();
            QCOMPARE(calls, 0);
        }
        cb(); // the helper itself is gone
        QCOMPARE(calls, 0);
    }

    // scope(): one object per request, gone (with its children) once the request is superseded,
    // cancelled or finished; a guarded call queued on it never runs once it is superseded, even
    // when its turn comes before the event loop deletes the scope.
    void scopeLivesAsLongAsItsRequest()
    {
        QObject context;
        LatestRequest latest(&context);
        QCOMPARE(latest.scope(), nullptr); // nothing in flight
        latest.begin();
        QPointer<QObject> first = latest.scope();
        QVERIFY(first);
        QCOMPARE(latest.scope(), first.data()); // the same object for the whole request
        QPointer<QObject> child = new QObject(first);
        int fired = 0;
        QTimer::singleShot(0, first, latest.guard([&] { ++fired; }));
        latest.begin(); // supersedes the first request
        QPointer<QObject> second = latest.scope();
        QVERIFY(second && second != first);
        QTRY_VERIFY(first.isNull());
        QVERIFY(child.isNull());
        QCOMPARE(fired, 0);
        QVERIFY(second);

        latest.finish();
        QCOMPARE(latest.scope(), nullptr);
        QTRY_VERIFY(second.isNull());
        latest.begin();
        QPointer<QObject> third = latest.scope();
        latest.cancel();
        QTRY_VERIFY(third.isNull());
    }

    // A scope the event loop has not deleted yet goes with its helper, at once: what it owns may
    // use the helper's owner.
    void scopeGoesWithItsHelper()
    {
        QObject context;
        QPointer<QObject> retired, current;
        {
            LatestRequest latest(&context);
            latest.begin();
            retired = latest.scope();
            latest.begin();
            current = latest.scope();
            QVERIFY(retired && current);
        }
        QVERIFY(retired.isNull());
        QVERIFY(current.isNull());
    }
};

HW_TEST_GUILESS_MAIN(tst_LatestRequest)
#include "tst_LatestRequest.moc"
