// The grid's whole polling path (GridSync -> GridClickHouseSource -> ClickHouseClient) against a
// server that sends its headers and then one byte every 200 ms: the read timeout never fires.
// The status must call the data stale while the poll is still "updating", and the request
// deadline must end the poll with a clear error.
#include "cache/JobCache.h"
#include "ResultAssertions.h"
#include "clickhouse/ClickHouseClient.h"
#include "grid/JobGridModel.h"
#include "grid/GridClickHouseSource.h"
#include "grid/GridSync.h"
#include "sync/SourceStatusText.h"

#include "MisbehavingHttpServer.h"
#include "TestEnvironment.h"
#include "SyncStatusWait.h"
#include "TestRegistry.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QStandardPaths>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;
using hw::test::MisbehavingHttpServer;

class TestGridSyncSlowServer : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void drippingServerIsStaleThenTimesOut()
    {
        MisbehavingHttpServer server;
        QVERIFY(server.listen());
        server.setBehavior(MisbehavingHttpServer::Behavior::Drip);
        server.setDripIntervalMs(200);

        ClickHouseConfig config;
        config.host = u"127.0.0.1"_s;
        config.port = server.port();
        config.readTimeoutMs = 1'000;    // never reached: a byte comes every 200 ms
        config.requestTimeoutMs = 4'000;
        ClickHouseClient client(config);
        GridClickHouseSource source(&client);
        JobCache cache(hw::test::freshRuntimeDir(u"gridsync-slow-server"_s) + u"/cache.sqlite"_s);
        QString error;
        HW_VERIFY_OK(cache.open());
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        GridSync sync(&source, &cache, &model);
        sync.setStaleAfterSeconds(1);
        sync.start();

        // Stale while still in flight: no answer, no error, yet the status says so.
        QVERIFY(test::waitForStatus(sync, [](const SourceStatus &s) { return s.stale; }, 10'000));
        SourceStatus st = sync.status();
        QCOMPARE(st.state, SourceStatus::State::Fetching);
        QVERIFY(st.error.message.isEmpty());
        QVERIFY(server.drippedBytes() > 0);
        const QString text = SourceStatusText::describe(st, QDateTime::currentSecsSinceEpoch());
        QVERIFY2(text.startsWith(u"⚠ clickhouse: updating"_s) && text.endsWith(u"; no data yet"_s), qPrintable(text));

        // Then the deadline ends the poll; the sync backs off with the reason.
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"poll failed .*no complete response within 4 s"_s));
        QVERIFY(test::waitForState(sync, SourceStatus::State::BackingOff, 20'000));
        st = sync.status();
        QVERIFY2(st.error.message.contains(u": no complete response within 4 s — "_s), qPrintable(st.error.message));
        QCOMPARE(st.error.kind, SourceError::Kind::Timeout);
        QCOMPARE(st.pollStartedAt, 0);
        QCOMPARE(client.pendingCount(), 0);
        sync.stop();
    }
};

HW_TEST_GUILESS_MAIN(TestGridSyncSlowServer)
#include "tst_GridSyncSlowServer.moc"
