// BackendsSync against the relay test server (real HTTP on 127.0.0.1) and a real SQLite cache:
// cache first, parts merged, a failing part keeps its last good data, Retry-After honoured,
// allowlist level changes recorded, nothing shown that is not stored.
#include "MisbehavingHttpServer.h"
#include "RelayTestServer.h"
#include "ResultAssertions.h"
#include "SyncStatusWait.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "backends/BackendsSnapshotJson.h"
#include "backends/BackendsSync.h"
#include "backends/RelayClient.h"
#include "backends/RelayConfig.h"
#include "cache/JobCache.h"
#include "cache/SnapshotStore.h"

#include <QFile>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QThreadPool>

using namespace hw;
using namespace Qt::StringLiterals;
using hw::test::RelayTestServer;

namespace {

Allowlist allowlist(TrustLevel spyreLevel)
{
    Allowlist a;
    a.entries.append({u"Ascend/pytorch"_s, TrustLevel::L3, u"npu"_s, {u"oncall-npu"_s}, {}, 0});
    a.entries.append({u"torch-spyre/torch-spyre"_s, spyreLevel, QString(), {}, {}, 0});
    return a;
}

LevelStatus flagged()
{
    LevelStatus s;
    s.repo = u"Ascend/pytorch"_s;
    s.level = TrustLevel::L3;
    s.change = u"demote"_s;
    s.windowDays = 7;
    s.criteria.append({u"passRate"_s, 0.85, 0.9, false, {}, {}, true});
    return s;
}

} // namespace

class TestCrcrSync : public QObject
{
    Q_OBJECT

    RelayTestServer m_server;
    qint64 m_now = 1'790'000'000'000; // a fake clock: polls are driven by hand

    std::unique_ptr<RelayClient> client()
    {
        RelayConfig config;
        config.baseUrl = m_server.url();
        config.token = u"sync-test-token"_s;
        return std::make_unique<RelayClient>(config);
    }

    static QString writeAllowlist(const QString &dirName, const QByteArray &yaml)
    {
        const QString path = test::freshRuntimeDir(dirName) + u"/allowlist.yml"_s;
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(yaml) != yaml.size())
            qFatal("cannot write %s", qPrintable(path));
        return path;
    }

    void useFakeClock(BackendsSync &sync)
    {
        sync.scheduler().setClock([this] { return m_now; });
        sync.scheduler().setRandom([] { return 0.0; });
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_server.listen());
        m_server.setRequiredToken(u"sync-test-token"_s);
    }

    void init()
    {
        m_server.setAllowlist(allowlist(TrustLevel::L2));
        m_server.setLevelStatus({flagged()});
        m_server.setFault(RelayTestServer::AllowlistPath, RelayTestServer::Fault::None);
        m_server.setFault(RelayTestServer::LevelStatusPath, RelayTestServer::Fault::None);
    }

    void pollStoresThenShows()
    {
        const QString path = test::freshRuntimeDir(u"crcr-sync-store"_s) + u"/cache.sqlite"_s;
        JobCache cache(path);
        HW_VERIFY_OK(cache.open());
        auto relay = client();
        BackendsSync sync(relay.get(), nullptr, &cache);
        useFakeClock(sync);
        QSignalSpy changed(&sync, &BackendsSync::snapshotChanged);
        sync.start();
        QCOMPARE(changed.size(), 1); // the (empty) cached snapshot, synchronously
        sync.scheduler().checkDue();
        QTRY_COMPARE_WITH_TIMEOUT(changed.size(), 2, 10000);
        const BackendsSnapshot shown = sync.snapshot();
        QVERIFY(shown.allowlist.has_value());
        // The relay's JSON lists levels L1..L4, so compare entries by repo.
        QCOMPARE(shown.allowlist->entries.size(), 2);
        for (const AllowlistEntry &e : allowlist(TrustLevel::L2).entries) {
            const AllowlistEntry *got = shown.allowlist->find(e.repo);
            QVERIFY(got);
            QCOMPARE(got->level, e.level);
            QCOMPARE(got->device, QString()); // HUD's allowlist endpoint drops L3's device
            QCOMPARE(got->oncalls, e.oncalls);
        }
        QCOMPARE(shown.levelStatus.size(), 1);
        QCOMPARE(shown.levelStatus.first().change, u"demote"_s);
        QCOMPARE(sync.status().state, SourceStatus::State::Ok);
        QCOMPARE(m_server.lastAuthorization(), QByteArray("Bearer sync-test-token"));

        // What is shown is what is stored.
        HW_ASSIGN_OK(const SnapshotStore::Snapshot snapshot, SnapshotStore(cache).load(BackendsSync::sourceName()));
        const QByteArray body = snapshot.body;
        QVERIFY(!body.isEmpty());
        const auto stored = BackendsSnapshotJson::fromJson(QJsonDocument::fromJson(body).object());
        QVERIFY2(stored, qPrintable(stored.error()));
        QCOMPARE(*stored, shown);
        QVERIFY(!body.contains("sync-test-token")); // no secret in SQLite
        QVERIFY(!test::readFile(path).contains("sync-test-token"));

        // A second process start shows the cached snapshot before any request.
        const int before = m_server.requestCount(RelayTestServer::AllowlistPath);
        BackendsSync offline(nullptr, nullptr, &cache);
        offline.setPollingEnabled(false);
        offline.start();
        QCOMPARE(offline.snapshot(), shown);
        QCOMPARE(offline.status().state, SourceStatus::State::Offline);
        QCOMPARE(m_server.requestCount(RelayTestServer::AllowlistPath), before);
    }

    void failingPartKeepsItsLastGoodDataAndHonoursRetryAfter()
    {
        auto relay = client();
        BackendsSync sync(relay.get(), nullptr, nullptr);
        useFakeClock(sync);
        QSignalSpy changed(&sync, &BackendsSync::snapshotChanged);
        sync.start();
        sync.scheduler().checkDue();
        QTRY_COMPARE_WITH_TIMEOUT(changed.size(), 2, 10000);
        QCOMPARE(sync.snapshot().levelStatus.size(), 1);

        // level-status is rate limited; the allowlist changes meanwhile (spyre promoted to L3).
        m_server.setFault(RelayTestServer::LevelStatusPath, RelayTestServer::Fault::RateLimited, 300);
        m_server.setAllowlist(allowlist(TrustLevel::L3));
        QSignalSpy status(&sync, &BackendsSync::statusChanged);
        sync.pollNow();
        QVERIFY(test::waitForState(sync, SourceStatus::State::BackingOff, 10000));
        QVERIFY2(sync.status().error.message.contains(u"429"_s), qPrintable(sync.status().error.message));
        QVERIFY(!sync.status().error.message.contains(u"sync-test-token"_s));
        // The answered part is applied, the failed one keeps what it had.
        QCOMPARE(sync.snapshot().allowlist->find(u"torch-spyre/torch-spyre")->level, TrustLevel::L3);
        QCOMPARE(sync.snapshot().levelStatus.size(), 1);
        // Retry-After: 300 s is a floor over the 10..20 s first backoff.
        QCOMPARE(sync.scheduler().nextPollAtMs() - m_now, 300'000);
        // The level change seen in the relay's allowlist is part of the history now.
        bool recorded = false;
        for (const LevelChangeEvent &e : sync.snapshot().levelHistory)
            recorded |= e.repo == u"torch-spyre/torch-spyre" && e.from == TrustLevel::L2 && e.to == TrustLevel::L3;
        QVERIFY(recorded);

        // Malformed JSON and a missing field: clear errors, data kept.
        m_server.setFault(RelayTestServer::LevelStatusPath, RelayTestServer::Fault::Malformed);
        m_server.setFault(RelayTestServer::AllowlistPath, RelayTestServer::Fault::MissingField);
        const BackendsSnapshot before = sync.snapshot();
        sync.pollNow();
        QVERIFY(test::waitForStatus(
            sync, [](const SourceStatus &s) { return s.consecutiveFailures == 2; }, 10000));
        QVERIFY2(sync.status().error.message.contains(u"repo"_s), qPrintable(sync.status().error.message));
        QCOMPARE(sync.snapshot(), before);

        // Recovery resets the backoff.
        m_server.setFault(RelayTestServer::LevelStatusPath, RelayTestServer::Fault::None);
        m_server.setFault(RelayTestServer::AllowlistPath, RelayTestServer::Fault::None);
        sync.pollNow();
        QVERIFY(test::waitForState(sync, SourceStatus::State::Ok, 10000));
        QCOMPARE(sync.status().consecutiveFailures, 0);
        QVERIFY(sync.status().error.message.isEmpty());
    }

    void hangingPartMakesTheStatusStaleWhileUpdating()
    {
        // level-status never answers: the poll stays in flight, and after three poll intervals
        // the status says stale without waiting for the relay's timeout.
        m_server.setFault(RelayTestServer::LevelStatusPath, RelayTestServer::Fault::Hang);
        auto relay = client();
        BackendsSync sync(relay.get(), nullptr, nullptr);
        useFakeClock(sync);
        sync.start();
        sync.scheduler().checkDue();
        QCOMPARE(sync.status().state, SourceStatus::State::Fetching);
        QVERIFY(!sync.status().stale);
        QCOMPARE(sync.status().pollStartedAt, m_now / 1000);
        QSignalSpy status(&sync, &BackendsSync::statusChanged);
        m_now += 3 * 60'000 + 1'000;
        sync.staleness().evaluate();
        QVERIFY(sync.status().stale);
        QCOMPARE(sync.status().state, SourceStatus::State::Fetching);
        QCOMPARE(status.size(), 1);
        sync.stop();
    }

    void wrongTokenSaysSo()
    {
        RelayConfig config;
        config.baseUrl = m_server.url();
        config.token = u"not-the-token"_s;
        RelayClient relay(config);
        BackendsSync sync(&relay, nullptr, nullptr);
        useFakeClock(sync);
        sync.start();
        sync.scheduler().checkDue();
        QVERIFY(test::waitForState(sync, SourceStatus::State::NeedsCredentials, 10000));
        QVERIFY2(sync.status().error.message.contains(u"401"_s), qPrintable(sync.status().error.message));
        QCOMPARE(sync.status().error.kind, SourceError::Kind::Authentication);
        QVERIFY2(sync.status().error.message.contains(u"set the relay token"_s), qPrintable(sync.status().error.message));
        QVERIFY(!sync.status().error.message.contains(u"not-the-token"_s));
        QVERIFY(!sync.snapshot().allowlist.has_value());

        // Asked once: polling waits for a new token instead of repeating the refused one.
        const int requests = m_server.requestCount(RelayTestServer::AllowlistPath);
        m_now += 10 * 60 * 1000;
        sync.scheduler().checkDue();
        QTest::qWait(200); // on purpose: a poll with the refused token would reach the relay by now
        QCOMPARE(m_server.requestCount(RelayTestServer::AllowlistPath), requests);
        QCOMPARE(sync.status().state, SourceStatus::State::NeedsCredentials);
        QCOMPARE(sync.status().nextPollAt, 0);

        // The new token arrives (Console: setConfig, resume, pollNow): polling goes on.
        config.token = u"sync-test-token"_s;
        relay.setConfig(config);
        sync.resume();
        sync.pollNow();
        QVERIFY(test::waitForState(sync, SourceStatus::State::Ok, 10000));
        QVERIFY(sync.snapshot().allowlist.has_value());
    }

    void allowlistFileReplacesTheRelays()
    {
        const QString dir = test::freshRuntimeDir(u"crcr-sync-file"_s);
        const QString file = dir + u"/allowlist.yml"_s;
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("L2:\n  - org/from-file\n");
        f.close();
        auto relay = client();
        BackendsSync sync(relay.get(), nullptr, nullptr);
        useFakeClock(sync);
        sync.setAllowlistFile(file);
        sync.start();
        sync.scheduler().checkDue();
        QVERIFY(test::waitForState(sync, SourceStatus::State::Ok, 10000));
        QCOMPARE(sync.snapshot().allowlist->entries.size(), 1);
        QCOMPARE(sync.snapshot().allowlist->entries.first().repo, u"org/from-file"_s);

        // An invalid file: the error names the file and line; the last good allowlist stays.
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write("L2:\n  - [unclosed\n");
        f.close();
        sync.pollNow();
        QVERIFY(test::waitForState(sync, SourceStatus::State::BackingOff, 10000));
        QVERIFY2(sync.status().error.message.contains(u"allowlist.yml:3:1: invalid YAML"_s), qPrintable(sync.status().error.message));
        QCOMPARE(sync.snapshot().allowlist->entries.first().repo, u"org/from-file"_s);
    }

    // The allowlist file is read and parsed on a worker thread: the poll is still running when
    // checkDue() returns (the GUI thread used to parse it there and then), and the result comes
    // back through the event loop.
    void allowlistFileIsParsedOffTheGuiThread()
    {
        const QString file = writeAllowlist(u"crcr-sync-worker"_s, "L2:\n  - org/from-worker\n");
        BackendsSync sync(nullptr, nullptr, nullptr);
        useFakeClock(sync);
        sync.setAllowlistFile(file);
        QSignalSpy changed(&sync, &BackendsSync::snapshotChanged);
        sync.start();
        QCOMPARE(changed.size(), 1);
        sync.scheduler().checkDue();
        QCOMPARE(sync.status().state, SourceStatus::State::Fetching);
        QCOMPARE(changed.size(), 1);
        QVERIFY(test::waitForState(sync, SourceStatus::State::Ok, 10000));
        QCOMPARE(changed.size(), 2);
        QCOMPARE(sync.snapshot().allowlist->entries.first().repo, u"org/from-worker"_s);
    }

    // A parse that finishes for a poll that was cancelled (pause) is dropped: the newer poll's
    // result wins even though the older one arrives first (small file, then a 3 MB one).
    void staleAllowlistParseIsDropped()
    {
        const QString older = writeAllowlist(u"crcr-sync-stale-a"_s, "L1:\n  - org/stale\n");
        const QString newer = writeAllowlist(u"crcr-sync-stale-b"_s,
                                             "L1:\n  - org/fresh\n" + QByteArray("# padding\n").repeated(300'000));
        BackendsSync sync(nullptr, nullptr, nullptr);
        useFakeClock(sync);
        sync.setAllowlistFile(older);
        QSignalSpy changed(&sync, &BackendsSync::snapshotChanged);
        sync.start();
        sync.scheduler().checkDue();
        QCOMPARE(sync.status().state, SourceStatus::State::Fetching);
        sync.pause(); // cancels the poll; its parse goes on and must not count
        sync.setAllowlistFile(newer);
        sync.resume();
        sync.pollNow();
        QCOMPARE(sync.status().state, SourceStatus::State::Fetching);
        QVERIFY(test::waitForState(sync, SourceStatus::State::Ok, 10000));
        // Let every worker finish and deliver (its answer is a posted event by then).
        QVERIFY(QThreadPool::globalInstance()->waitForDone(10000));
        QCoreApplication::sendPostedEvents();
        QCOMPARE(sync.snapshot().allowlist->entries.size(), 1);
        QCOMPARE(sync.snapshot().allowlist->entries.first().repo, u"org/fresh"_s);
        for (const QList<QVariant> &emitted : std::as_const(changed)) {
            const auto snapshot = emitted.at(0).value<BackendsSnapshot>();
            QVERIFY(!snapshot.allowlist || !snapshot.allowlist->find(u"org/stale"));
        }
        QCOMPARE(sync.status().consecutiveFailures, 0);
    }

    // The sync may be deleted while its parse runs: the worker holds only copies, the result
    // has nobody to go to.
    void deletedWhileParsing()
    {
        const QString file = writeAllowlist(u"crcr-sync-deleted"_s,
                                            "L1:\n  - org/x\n" + QByteArray("# padding\n").repeated(300'000));
        auto sync = std::make_unique<BackendsSync>(nullptr, nullptr, nullptr);
        useFakeClock(*sync);
        sync->setAllowlistFile(file);
        sync->start();
        sync->scheduler().checkDue();
        QCOMPARE(sync->status().state, SourceStatus::State::Fetching);
        sync.reset();
        QVERIFY(QThreadPool::globalInstance()->waitForDone(10000));
        QCoreApplication::sendPostedEvents(); // a delivery to the deleted object would crash here
    }

    // The allowlist straight from a URL (e.g. the raw file of a branch under review).
    void allowlistFromAUrl()
    {
        test::MisbehavingHttpServer web;
        QVERIFY(web.listen());
        web.setBody("L3:\n  npu:\n    org/npu-backend: [alice]\n");
        const QString url = u"http://127.0.0.1:%1/pytorch/pytorch/main/.github/allowlist.yml"_s.arg(web.port());
        RelayClient fileFetcher(RelayConfig{}); // no relay API: only the file by URL
        BackendsSync sync(&fileFetcher, nullptr, nullptr);
        useFakeClock(sync);
        sync.setAllowlistFile(url);
        sync.start();
        sync.scheduler().checkDue();
        QVERIFY(test::waitForState(sync, SourceStatus::State::Ok, 10000));
        QVERIFY(sync.snapshot().allowlist.has_value());
        const AllowlistEntry *e = sync.snapshot().allowlist->find(u"org/npu-backend");
        QVERIFY(e);
        QCOMPARE(e->level, TrustLevel::L3);
        QCOMPARE(e->device, u"npu"_s);

        // Invalid YAML behind the URL: the error names the URL and the line; the data stays.
        web.setBody("L3:\n  - [unclosed\n");
        sync.pollNow();
        QVERIFY(test::waitForState(sync, SourceStatus::State::BackingOff, 10000));
        QVERIFY2(sync.status().error.message.contains(u"allowlist.yml:3:1"_s), qPrintable(sync.status().error.message));
        QVERIFY(sync.snapshot().allowlist->find(u"org/npu-backend"));

        // A server error: said with its status.
        web.setBehavior(test::MisbehavingHttpServer::Behavior::ServerError500);
        sync.pollNow();
        QVERIFY(test::waitForStatus(
            sync, [](const SourceStatus &s) { return s.consecutiveFailures == 2; }, 10000));
        QVERIFY2(sync.status().error.message.contains(u"HTTP 500"_s), qPrintable(sync.status().error.message));

        // Issue 15, A1: the file goes out without credentials, so a refusal is the file's place or
        // its access, never "set the ClickHouse password"; and polling goes on.
        for (const auto refusal : { test::MisbehavingHttpServer::Behavior::Unauthorized401,
                 test::MisbehavingHttpServer::Behavior::Forbidden403 }) {
            web.setBehavior(refusal);
            const int failures = sync.status().consecutiveFailures;
            sync.pollNow();
            QVERIFY(test::waitForStatus(
                sync, [&](const SourceStatus &s) { return s.consecutiveFailures == failures + 1; }, 10000));
            const SourceError &error = sync.status().error;
            QCOMPARE(error.kind, SourceError::Kind::Authorization);
            QCOMPARE(sync.status().state, SourceStatus::State::BackingOff);
            QVERIFY2(error.message.endsWith(u" — check relay/allowlistFile, or make the file readable without a token"_s),
                     qPrintable(error.message));
        }
    }

    // Issue 7, item 3: an allowlist URL over plain http to a remote host is refused (what it
    // says decides which CI may block merges) unless the profile allows it explicitly.
    void allowlistOverPlainHttpToARemoteHostIsRefused()
    {
        RelayClient fileFetcher(RelayConfig{});
        BackendsSync sync(&fileFetcher, nullptr, nullptr);
        useFakeClock(sync);
        sync.setAllowlistFile(u"http://192.0.2.1/allowlist.yml"_s);
        sync.start();
        sync.scheduler().checkDue();
        QVERIFY(test::waitForState(sync, SourceStatus::State::BackingOff, 5000));
        QVERIFY2(sync.status().error.message.contains(u"allowlist http://192.0.2.1/allowlist.yml: plain http://"_s),
                 qPrintable(sync.status().error.message));
        QVERIFY(!sync.snapshot().allowlist.has_value());
    }
};

HW_TEST_GUILESS_MAIN(TestCrcrSync)
#include "tst_BackendsSync.moc"
