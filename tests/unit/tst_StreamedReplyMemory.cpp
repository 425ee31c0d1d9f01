// A 300 MB reply against the 256 MB cap, through the grid's source: the jobs are decoded as the
// reply streams in, so the process holds at most a page of jobs, never the reply itself. (Before,
// the reply was buffered up to the cap and then parsed, and the process peaked near 1 GB.)
#include "TestBytes.h"
#include "clickhouse/ClickHouseClient.h"
#include "grid/GridClickHouseSource.h"

#include "MisbehavingHttpServer.h"
#include "TestValues.h"
#include "TestRegistry.h"

#include <QFile>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;
using hw::test::MisbehavingHttpServer;

namespace {



QByteArray commitRows(int count)
{
    QByteArray rows;
    for (int i = 0; i < count; ++i)
        rows += R"({"sha":"sha)" + QByteArray::number(i) + R"(","commit_time":)" + QByteArray::number(1700000000 - i)
            + R"(,"message":"commit )" + QByteArray::number(i) + R"(","author":"a"})" + '\n';
    return rows;
}

using hw::test::MB;

// The client of a test: the server on loopback, the 256 MB cap of the issue.
ClickHouseConfig configFor(const MisbehavingHttpServer &server)
{
    ClickHouseConfig config;
    config.host = u"127.0.0.1"_s;
    config.port = server.port();
    config.readTimeoutMs = 30'000;
    config.maxResponseBytes = 256 * MB;
    return config;
}

} // namespace

class tst_StreamedReplyMemory : public QObject
{
    Q_OBJECT
private slots:
    void gridSourceHoldsAPageNotTheReply_data()
    {
        QTest::addColumn<int>("failureLineBytes");
        QTest::addColumn<QString>("says");
        QTest::addColumn<qint64>("maxGrowthMb");
        // Rows of ~220 bytes: the first page (10 commits: GridClickHouseSource's first screen)
        // may hold 100,000 jobs; the reply stops there, after ~22 MB, holding that page's jobs.
        QTest::newRow("too many rows for the page") << 0 << u"reply with more than 100000 rows"_s << qint64(200);
        // Rows of ~32 kB (a long failure line each): the 256 MB cap trips first, after ~8,000
        // jobs, whose long (and repeated) failure lines are cut and shared.
        QTest::newRow("over the 256 MB cap") << 32'000 << u"response larger than 256 MB"_s << qint64(64);
    }
    void gridSourceHoldsAPageNotTheReply()
    {
        QFETCH(int, failureLineBytes);
        QFETCH(QString, says);
        QFETCH(qint64, maxGrowthMb);
        if (!hw::test::resetPeakRss())
            QFAIL("/proc/self/clear_refs is not writable: the peak memory cannot be measured here");

        MisbehavingHttpServer server;
        QVERIFY(server.listen());
        server.addRoute("AS commit_time", commitRows(25));
        server.setBehavior(MisbehavingHttpServer::Behavior::HugeDistinctRows);
        constexpr qint64 replyBytes = 300 * MB;
        server.setHugeDistinctRows(replyBytes, failureLineBytes);

        ClickHouseClient client(configFor(server));
        GridClickHouseSource::Options options;
        options.maxCommits = 300;
        options.pageCommits = 25;
        GridClickHouseSource source(&client, options);
        source.setServerColumns({}); // as if probed: the reply under test is the jobs query's
        QSignalSpy failed(&source, &JobSource::failed);
        QSignalSpy fetched(&source, &JobSource::fetched);

        const qint64 before = hw::test::procStatusKb("VmRSS:");
        QVERIFY(hw::test::resetPeakRss());
        source.fetch(0);
        QVERIFY(failed.wait(120'000));
        const qint64 peakGrowthMb = (hw::test::procStatusKb("VmHWM:") - before) / 1024;
        const SourceError error = failed.first().first().value<SourceError>();
        qInfo("reply stopped after %lld MB of %lld MB; peak memory grew by %lld MB",
              server.hugeBytesWritten() / MB, replyBytes / MB, peakGrowthMb);

        QCOMPARE(error.kind, SourceError::Kind::TooLarge);
        QVERIFY2(error.message.contains(says), qPrintable(error.message));
        QCOMPARE(fetched.size(), 0); // nothing half-read is handed on
        QVERIFY(server.hugeBytesWritten() < replyBytes);
        // About one page of decoded jobs, never the reply (buffering it peaked near 1 GB).
        QVERIFY2(peakGrowthMb < maxGrowthMb + hw::test::kSanitizerAllowanceMb, qPrintable(u"peak memory grew by %1 MB"_s.arg(peakGrowthMb)));
    }

    void jsonSelectHoldsItsRowsNotTheReply()
    {
        // Every other source reads JSONEachRow through ClickHouseClient::select(): the same
        // streaming, with a cap on rows (ClickHouseClient::MaxJsonRows).
        if (!hw::test::resetPeakRss())
            QFAIL("/proc/self/clear_refs is not writable: the peak memory cannot be measured here");
        MisbehavingHttpServer server;
        QVERIFY(server.listen());
        server.setBehavior(MisbehavingHttpServer::Behavior::HugeDistinctRows);
        constexpr qint64 replyBytes = 300 * MB;
        server.setHugeDistinctRows(replyBytes, 0);
        ClickHouseClient client(configFor(server));

        const qint64 before = hw::test::procStatusKb("VmRSS:");
        QVERIFY(hw::test::resetPeakRss());
        bool done = false;
        ClickHouseResult result;
        client.select(u"SELECT 1"_s, nullptr, [&](const ClickHouseResult &r) {
            result = r;
            done = true;
        });
        QTRY_VERIFY_WITH_TIMEOUT(done, 120'000);
        const qint64 peakGrowthMb = (hw::test::procStatusKb("VmHWM:") - before) / 1024;
        qInfo("reply stopped after %lld MB of %lld MB; peak memory grew by %lld MB",
              server.hugeBytesWritten() / MB, replyBytes / MB, peakGrowthMb);
        QCOMPARE(result.error.kind, ClickHouseError::Kind::TooLarge);
        QCOMPARE(result.error.message, u"reply with more than %1 rows — choose a shorter range (or lower grid/maxCommits)"_s.arg(ClickHouseClient::MaxJsonRows));
        QVERIFY(result.rows.isEmpty());
        QVERIFY(server.hugeBytesWritten() < replyBytes);
        QVERIFY2(peakGrowthMb < 120 + hw::test::kSanitizerAllowanceMb, qPrintable(u"peak memory grew by %1 MB"_s.arg(peakGrowthMb)));
    }
};

HW_TEST_GUILESS_MAIN(tst_StreamedReplyMemory)
#include "tst_StreamedReplyMemory.moc"
