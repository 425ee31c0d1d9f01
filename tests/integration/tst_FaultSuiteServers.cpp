// Issue 14, the fault suite: faults injected systematically. This part: ClickHouse-like and
// relay-like servers on 127.0.0.1 that misbehave after one good poll (HTTP errors, slow, reset,
// truncated, wrongly typed, invalid, huge and deeply nested answers): each is said as what it is,
// the last good data stays, memory stays bounded and the next good poll heals. The suite's other
// faults: tst_FaultSuite. Every fault is counted; the part ends with one line,
//   faults injected N, survived N, batches lost 0, crashes 0
// and fails unless every fault was survived.
#include "grid/GridJobStore.h"
#include "ClickHouseGridRig.h"
#include "ClickHouseTestRows.h"
#include "FaultTally.h"
#include "MisbehavingHttpServer.h"
#include "RelayTestServer.h"
#include "ResultAssertions.h"
#include "SyncStatusWait.h"
#include "TestBytes.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "backends/BackendsSync.h"
#include "backends/RelayClient.h"
#include "cache/JobCache.h"
#include "cache/SnapshotStore.h"

#include <QDateTime>
#include <QRegularExpression>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;
using hw::test::ClickHouseGridRig;
using hw::test::FaultTally;
using hw::test::MisbehavingHttpServer;
using Behavior = MisbehavingHttpServer::Behavior;

namespace {

constexpr qint64 kPeakRssBoundKb = (96 + test::kSanitizerAllowanceMb) * 1024; // growth allowed while one bad answer is handled

// The deadlines of a fault's client: short, so that a silent or dripping server is a timeout within
// the test; the 200 MB body gets ten times more, since the size cap and not a deadline must end it
// (a loaded machine once took over 2 s for its first 16 MB under ASan).
int faultDeadlineMs(int behavior, int ms)
{
    return behavior == int(Behavior::HugeBody) ? 10 * ms : ms;
}

} // namespace

class tst_FaultSuiteServers : public QObject
{
    Q_OBJECT

    FaultTally m_tally;

private slots:
    void initTestCase()
    {
        test::isolateUserDirs(QString::fromLatin1(metaObject()->className()));
    }

    // 3a. A ClickHouse-like server that misbehaves after one good poll.
    void clickHouseLikeServerFaults_data()
    {
        QTest::addColumn<int>("behavior");
        QTest::addColumn<QByteArray>("commitsAnswer"); // non-empty: the commits query gets this
        QTest::addColumn<QByteArray>("jobsAnswer"); // non-empty: Behavior::Ok with this body
        QTest::addColumn<SourceError::Kind>("kind"); // None: survived with a notice, data kept
        QTest::addColumn<QString>("says");
        using K = SourceError::Kind;
        const QByteArray commit = test::commitAnswerRow();
        const QByteArray goodJobs = test::jobAnswerTsvHeader() + test::jobAnswerTsvRow();
        QTest::newRow("429 + Retry-After")
            << int(Behavior::RateLimited429) << commit << QByteArray() << K::RateLimited << u"HTTP 429"_s;
        QTest::newRow("500") << int(Behavior::ServerError500) << commit << QByteArray() << K::Server
                             << u"Memory limit"_s;
        QTest::newRow("502") << int(Behavior::HtmlLoginPage) << commit << QByteArray() << K::Server
                             << u"502"_s;
        QTest::newRow("slow drip body") << int(Behavior::Drip) << commit << QByteArray() << K::Timeout
                                        << u"no complete response within 2 s"_s;
        QTest::newRow("reset mid-body")
            << int(Behavior::ResetMidBody) << commit << QByteArray() << K::Network << u"network"_s;
        QTest::newRow("truncated body")
            << int(Behavior::TruncatedBody) << commit << QByteArray() << K::Network << u"network"_s;
        QTest::newRow("invalid TSV") << int(Behavior::MalformedJson) << commit << QByteArray() << K::BadData
                                     << u"row 2: 2 fields, expected 14"_s;
        QTest::newRow("invalid JSON") << int(Behavior::Ok)
                                      << QByteArray(R"({"sha":"abc","commit_time":)"
                                                    "\n")
                                      << goodJobs << K::BadData << u"JSON"_s;
        QTest::newRow("wrong content type: HTML") << int(Behavior::HtmlWithoutContentType) << commit
                                                  << QByteArray() << K::BadData << u"HTML page"_s;
        QTest::newRow("wrong content type: binary")
            << int(Behavior::BinaryBody) << commit << QByteArray() << K::BadData << u"no column 'id'"_s;
        QByteArray badUtf8 = test::jobAnswerTsvRow();
        badUtf8.replace("build", "bu\xff\xfeild");
        QTest::newRow("invalid UTF-8") << int(Behavior::Ok) << commit << test::jobAnswerTsvHeader() + badUtf8
                                       << K::None << u"invalid UTF-8"_s;
        QTest::newRow("200 MB body") << int(Behavior::HugeBody) << commit << QByteArray() << K::TooLarge
                                     << u"larger than 16 MB"_s;
        const QByteArray nested = R"({"sha":)" + QByteArray(200'000, '[') + QByteArray(200'000, ']') + "}\n";
        QTest::newRow("deeply nested JSON")
            << int(Behavior::Ok) << nested << goodJobs << K::BadData << u"JSON|nest|deep"_s;
    }

    void clickHouseLikeServerFaults()
    {
        QFETCH(int, behavior);
        QFETCH(QByteArray, commitsAnswer);
        QFETCH(QByteArray, jobsAnswer);
        QFETCH(SourceError::Kind, kind);
        QFETCH(QString, says);
        FaultTally::Injection fault(
            m_tally, "ClickHouse-like server: " + QByteArray(QTest::currentDataTag()));

        MisbehavingHttpServer server;
        QVERIFY(server.listen());
        server.setBehavior(Behavior::Ok);
        server.addRoute("AS commit_time", test::commitAnswerRow());
        server.setBody(test::jobAnswerTsvHeader() + test::jobAnswerTsvRow());
        server.setHtmlStatus(502);
        server.setHugeBodyBytes(200ll * 1024 * 1024);
        server.setDripIntervalMs(50);
        ClickHouseConfig config;
        config.host = u"127.0.0.1"_s;
        config.port = server.port();
        config.user = u"hud"_s;
        config.connectTimeoutMs = 2'000;
        config.readTimeoutMs = faultDeadlineMs(behavior, 1'000);
        config.requestTimeoutMs = faultDeadlineMs(behavior, 2'000);
        config.maxResponseBytes = 16ll * 1024 * 1024;
        const QString path = test::freshRuntimeDir(u"fault-clickhouse-like"_s) + u"/cache.sqlite"_s;
        ClickHouseGridRig rig(config, u"main"_s, path);
        rig.sync.start();
        QVERIFY(test::waitForState(rig.sync, SourceStatus::State::Ok, 10'000));
        QCOMPARE(rig.model.rowCount(), 1);
        const QString goodName = rig.model.headerData(0, Qt::Horizontal, Qt::DisplayRole).toString();
        const qint64 watermark = GridJobStore(rig.cache).watermark(u"clickhouse"_s);

        server.clearRoutes();
        server.addRoute("AS commit_time", commitsAnswer);
        server.setBehavior(Behavior(behavior));
        if (!jobsAnswer.isEmpty())
            server.setBody(jobsAnswer);
        const qint64 rssBefore = test::procStatusKb("VmRSS:");
        QVERIFY(test::resetPeakRss());
        const int failuresBefore = rig.sync.status().consecutiveFailures;
        rig.sync.pollNow();
        if (kind == SourceError::Kind::None) {
            QVERIFY(test::waitForStatus(
                rig.sync, [](const SourceStatus &s) { return !s.notice.isEmpty(); }, 20'000));
            QCOMPARE(rig.sync.status().state, SourceStatus::State::Ok);
            QVERIFY2(rig.sync.status().notice.contains(says), qPrintable(rig.sync.status().notice));
            QVERIFY2(rig.window.statusText().contains(says), qPrintable(rig.window.statusText()));
        } else {
            QVERIFY(test::waitForStatus(
                rig.sync, [&](const SourceStatus &s) { return s.consecutiveFailures > failuresBefore; },
                20'000));
            const SourceStatus st = rig.sync.status();
            QCOMPARE(st.state, SourceStatus::State::BackingOff);
            QCOMPARE(st.error.kind, kind);
            const QRegularExpression pattern(says, QRegularExpression::CaseInsensitiveOption);
            QVERIFY2(st.error.message.contains(pattern), qPrintable(st.error.message));
            QVERIFY2(rig.window.statusText().contains(pattern), qPrintable(rig.window.statusText()));
            QVERIFY2(rig.window.bannerText().contains(u"Showing the last good data"_s),
                qPrintable(rig.window.bannerText()));
            if (kind == SourceError::Kind::RateLimited)
                QVERIFY(rig.sync.scheduler().nextPollAtMs() - rig.clockMs >= 30'000);
            // The last good data stays, in the window and in the cache.
            QCOMPARE(rig.model.rowCount(), 1);
            QCOMPARE(rig.model.headerData(0, Qt::Horizontal, Qt::DisplayRole).toString(), goodName);
            QCOMPARE(GridJobStore(rig.cache).watermark(u"clickhouse"_s), watermark);
        }
        const qint64 peakGrowthKb = test::procStatusKb("VmHWM:") - rssBefore;
        QVERIFY2(peakGrowthKb < kPeakRssBoundKb, qPrintable(u"peak RSS grew by %1 kB"_s.arg(peakGrowthKb)));
        HW_VERIFY_OK(rig.cache.checkIntegrity());

        // The server heals: the next poll is good again.
        server.clearRoutes();
        server.addRoute("AS commit_time", test::commitAnswerRow());
        server.setBody(test::jobAnswerTsvHeader() + test::jobAnswerTsvRow());
        server.setBehavior(Behavior::Ok);
        rig.sync.pollNow();
        QVERIFY(test::waitForStatus(
            rig.sync,
            [](const SourceStatus &s) {
                return s.state == SourceStatus::State::Ok && s.notice.isEmpty() && s.consecutiveFailures == 0;
            },
            10'000));
        fault.survived();
    }

    // 3b. A relay-like server (HUD's CRCR read API) that misbehaves after one good poll.
    void relayLikeServerFaults_data()
    {
        QTest::addColumn<int>("behavior");
        QTest::addColumn<QByteArray>("allowlistAnswer"); // non-empty: Behavior::Ok with this body
        QTest::addColumn<SourceError::Kind>("kind");
        QTest::addColumn<QString>("says");
        using K = SourceError::Kind;
        // HUD's read API answers 429 only from its bot protection (issue 29): said as such.
        QTest::newRow("429 + Retry-After")
            << int(Behavior::RateLimited429) << QByteArray() << K::Authorization << u"bot protection refused this client: HTTP 429"_s;
        QTest::newRow("500") << int(Behavior::ServerError500) << QByteArray() << K::Server << u"500"_s;
        QTest::newRow("502") << int(Behavior::HtmlLoginPage) << QByteArray() << K::Server << u"502"_s;
        QTest::newRow("slow drip body")
            << int(Behavior::Drip) << QByteArray() << K::Timeout << u"no complete response within 2 s"_s;
        QTest::newRow("reset mid-body")
            << int(Behavior::ResetMidBody) << QByteArray() << K::Network << u"network"_s;
        QTest::newRow("truncated body")
            << int(Behavior::TruncatedBody) << QByteArray() << K::Network << u"network"_s;
        QTest::newRow("invalid JSON")
            << int(Behavior::Ok) << QByteArray(R"({"L1":[{"repo":"a/b",)") << K::BadData << u"JSON"_s;
        QTest::newRow("wrong content type: HTML")
            << int(Behavior::HtmlWithoutContentType) << QByteArray() << K::BadData << u"JSON|HTML"_s;
        QTest::newRow("wrong content type: binary")
            << int(Behavior::BinaryBody) << QByteArray() << K::BadData << u"JSON"_s;
        QTest::newRow("invalid UTF-8")
            << int(Behavior::Ok)
            << QByteArray(
                   "{\"L1\":[{\"repo\":\"a/b\xff\xfe\",\"oncalls\":[]}],\"L2\":[],\"L3\":[],\"L4\":[]}")
            << K::BadData << u"UTF-8|JSON"_s;
        QTest::newRow("200 MB body") << int(Behavior::HugeBody) << QByteArray() << K::TooLarge << u"large"_s;
        QTest::newRow("deeply nested JSON")
            << int(Behavior::Ok) << QByteArray(200'000, '[') + QByteArray(200'000, ']') << K::BadData
            << u"JSON|nest|deep"_s;
    }

    void relayLikeServerFaults()
    {
        QFETCH(int, behavior);
        QFETCH(QByteArray, allowlistAnswer);
        QFETCH(SourceError::Kind, kind);
        QFETCH(QString, says);
        FaultTally::Injection fault(m_tally, "relay-like server: " + QByteArray(QTest::currentDataTag()));

        // The good answers as the relay gives them.
        test::RelayTestServer bodies;
        Allowlist list;
        list.entries.append({ u"Ascend/pytorch"_s, TrustLevel::L3, u"npu"_s, { u"oncall-npu"_s }, {}, 0 });
        bodies.setAllowlist(list);
        MisbehavingHttpServer server;
        QVERIFY(server.listen());
        const auto good = [&] {
            server.clearRoutes();
            server.addPathRoute(RelayClient::AllowlistPath.toUtf8(), bodies.allowlistJson());
            server.addPathRoute(RelayClient::LevelStatusPath.toUtf8(), bodies.levelStatusJson());
            server.setBehavior(Behavior::Ok);
        };
        good();
        server.setHtmlStatus(502);
        server.setHugeBodyBytes(200ll * 1024 * 1024);
        server.setDripIntervalMs(50);
        RelayConfig config;
        config.baseUrl = QUrl(u"http://127.0.0.1:%1"_s.arg(server.port()));
        config.connectTimeoutMs = 2'000;
        config.readTimeoutMs = faultDeadlineMs(behavior, 1'000);
        config.requestTimeoutMs = faultDeadlineMs(behavior, 2'000);
        config.maxResponseBytes = 16ll * 1024 * 1024;
        RelayClient relay(config);
        const QString path = test::freshRuntimeDir(u"fault-relay-like"_s) + u"/cache.sqlite"_s;
        JobCache cache(path);
        HW_VERIFY_OK(cache.open());
        BackendsSync sync(&relay, nullptr, &cache);
        qint64 clockMs = QDateTime::currentMSecsSinceEpoch();
        sync.scheduler().setClock([&clockMs] { return clockMs; });
        sync.scheduler().setRandom([] { return 0.5; });
        sync.start();
        sync.scheduler().checkDue();
        QVERIFY(test::waitForState(sync, SourceStatus::State::Ok, 10'000));
        const BackendsSnapshot before = sync.snapshot();
        QVERIFY(before.allowlist.has_value());
        QTRY_VERIFY_WITH_TIMEOUT(!SnapshotStore(cache).load(BackendsSync::sourceName())->body.isEmpty(), 5'000);
        const QByteArray storedBefore = SnapshotStore(cache).load(BackendsSync::sourceName())->body;

        server.clearRoutes();
        if (!allowlistAnswer.isEmpty())
            server.addPathRoute(RelayClient::AllowlistPath.toUtf8(), allowlistAnswer);
        server.addPathRoute(RelayClient::LevelStatusPath.toUtf8(), bodies.levelStatusJson());
        server.setBehavior(Behavior(behavior));
        const qint64 rssBefore = test::procStatusKb("VmRSS:");
        QVERIFY(test::resetPeakRss());
        sync.pollNow();
        QVERIFY(test::waitForStatus(
            sync,
            [](const SourceStatus &s) { return s.error.isError() && s.state != SourceStatus::State::Fetching; },
            20'000));
        const SourceStatus st = sync.status();
        QCOMPARE(st.error.kind, kind);
        const QRegularExpression pattern(says, QRegularExpression::CaseInsensitiveOption);
        QVERIFY2(st.error.message.contains(pattern), qPrintable(st.error.message));
        QVERIFY2(st.error.message.contains(RelayClient::AllowlistPath), qPrintable(st.error.message));
        const qint64 peakGrowthKb = test::procStatusKb("VmHWM:") - rssBefore;
        QVERIFY2(peakGrowthKb < kPeakRssBoundKb, qPrintable(u"peak RSS grew by %1 kB"_s.arg(peakGrowthKb)));
        // The last good data stays, shown and stored.
        QVERIFY(sync.snapshot().allowlist == before.allowlist);
        QCOMPARE(SnapshotStore(cache).load(BackendsSync::sourceName())->body, storedBefore);
        HW_VERIFY_OK(cache.checkIntegrity());

        good();
        sync.pollNow();
        QVERIFY(test::waitForStatus(
            sync,
            [](const SourceStatus &s) { return s.state == SourceStatus::State::Ok && !s.error.isError(); },
            10'000));
        fault.survived();
    }

    void cleanupTestCase()
    {
        // The one summary line, from what happened above.
        std::printf("%s\n", qPrintable(m_tally.summary()));
        std::fflush(stdout);
        QVERIFY2(m_tally.allSurvived(), qPrintable(u"not survived:\n"_s + m_tally.casualties()));
    }
};

HW_TEST_MAIN(tst_FaultSuiteServers)
#include "tst_FaultSuiteServers.moc"
