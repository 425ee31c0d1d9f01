// The whole console's backends tab against the real ClickHouse 18.16 of the ctest fixture, the
// relay API test server and the real keyring: profile -> keychain password and relay token ->
// figures computed by ClickHouse + relay allowlist and level-status -> the views -> a relay
// failure keeps the data -> restart offline from the cache with the same snapshot.
#include "backends/BackendsPage.h"
#include "backends/BackendDetailView.h"
#include "ClickHouseTestRows.h"
#include "ClickHouseTestServer.h"
#include "Console.h"
#include "MainWindow.h"
#include "profiles/ProfileSettings.h"
#include "RelayTestServer.h"
#include "TestEnvironment.h"
#include "TestKeychain.h"
#include "clickhouse/ClickHouseClient.h"
#include "credentials/CredentialStore.h"
#include "backends/BackendOverview.h"
#include "backends/BackendsSync.h"
#include "SyncStatusWait.h"
#include "TestRegistry.h"
#include "ResultAssertions.h"

#include <QDateTime>
#include <QTabWidget>
#include <QJsonObject>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;
using hw::test::ClickHouseTestServer;
using hw::test::RelayTestServer;

namespace {

const QString kHealthy = u"test-org/console-healthy"_s;
const QString kFailing = u"test-org/console-failing"_s;
const QString kToken = u"relay-token-for-console-test"_s;

// One completed job of a backend, `hoursAgo` before now, as the relay callback stores it.
QJsonObject crcrRow(const QString &repo, int n, qint64 completedAt, const QString &conclusion, const QString &level)
{
    const QString delivery = u"%1-delivery-%2"_s.arg(repo.section(u'/', 1), QString::number(n));
    const QString job = u"test (default, 1, 1)"_s;
    return QJsonObject{
        {u"dynamoKey"_s, u"%1/%2/CI/%3/%4"_s.arg(repo, delivery, job).arg(1000 + n)},
        {u"status"_s, u"completed"_s},
        {u"downstream_repo"_s, repo},
        {u"upstream_repo"_s, u"pytorch/pytorch"_s},
        {u"pr_number"_s, 170000 + n},
        {u"pytorch_head_sha"_s, u"%1"_s.arg(n, 40, 10, QLatin1Char('a'))},
        {u"delivery_id"_s, delivery},
        {u"workflow_run_url"_s, u"https://github.com/%1/actions/runs/%2"_s.arg(repo).arg(5000 + n)},
        {u"workflow_name"_s, u"CI"_s},
        {u"job_name"_s, job},
        {u"check_run_id"_s, QString::number(1000 + n)},
        {u"run_id"_s, QString::number(5000 + n)},
        {u"run_attempt"_s, 1},
        {u"conclusion"_s, conclusion},
        {u"queue_time"_s, 120.0},
        {u"execution_time"_s, 1800.0},
        {u"started_at"_s, test::utc(completedAt - 1800)},
        {u"completed_at"_s, test::utc(completedAt)},
        {u"total_tests"_s, 100},
        {u"passed_tests"_s, conclusion == u"success" ? 100 : 97},
        {u"failed_tests"_s, conclusion == u"success" ? 0 : 3},
        {u"skipped_tests"_s, 0},
        {u"failed_tests_json"_s, u"[]"_s},
        {u"artifact_url"_s, QString()},
        {u"environment"_s, u"{}"_s},
        {u"downstream_repo_level"_s, level},
        {u"event_type"_s, u"pull_request"_s},
        {u"triage_verdict_json"_s, QString()},
        {u"_inserted_at"_s, test::utc(completedAt)},
    };
}

} // namespace

class TestConsoleBackends : public QObject
{
    Q_OBJECT

    ClickHouseTestServer m_server;
    RelayTestServer m_relay;
    ProfileSettings m_profile;

private slots:
    void initTestCase()
    {
        QVERIFY2(m_server.isValid(), qPrintable(m_server.error()));
        QVERIFY(m_relay.listen());
        test::isolateUserDirs(QString::fromLatin1(metaObject()->className()));
        const QString dir = test::freshRuntimeDir(u"console-backends"_s);
        const ClickHouseConfig c = m_server.config();
        m_profile.name = u"backends"_s;
        m_profile.clickHouseUrl = c.baseUrl();
        m_profile.clickHouseUser = c.user;
        m_profile.clickHouseDatabase = c.database;
        m_profile.cachePath = dir + u"/backends.sqlite"_s;
        m_profile.pollIntervalSeconds = 10;
        m_profile.branch = u"backends-test"_s;
        m_profile.relayUrl = m_relay.url();
        QString error;
        if (const Result<void> saved = m_profile.save(); !saved)
            QFAIL(qPrintable(saved.error().message));
        QVERIFY2(test::storeSecret(CredentialStore::clickHouseKey(m_profile.name), c.password, &error), qPrintable(error));
        QVERIFY2(test::storeSecret(m_profile.relayKeychainKey(), kToken, &error), qPrintable(error));
        QVERIFY(!test::readFile(ProfileSettings::profilePath(m_profile.name)).contains(kToken.toUtf8()));

        m_relay.setRequiredToken(kToken);
        Allowlist allowlist;
        allowlist.entries.append({kHealthy, TrustLevel::L2, QString(), {u"healthy-oncall"_s}, {}, 0});
        allowlist.entries.append({kFailing, TrustLevel::L3, u"npu"_s, {u"npu-oncall"_s}, {}, 0});
        m_relay.setAllowlist(allowlist);
        LevelStatus flagged;
        flagged.repo = kFailing;
        flagged.level = TrustLevel::L3;
        flagged.change = u"demote"_s;
        flagged.windowDays = 7;
        m_relay.setLevelStatus({flagged});

        // Fresh rows (relative to now): healthy passes 20 of 20; failing passes 6 of 10 this week.
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        QVector<QJsonObject> rows;
        for (int i = 0; i < 20; ++i)
            rows << crcrRow(kHealthy, i, now - 3600 - i * 6 * 3600, u"success"_s, u"L2"_s);
        for (int i = 0; i < 10; ++i)
            rows << crcrRow(kFailing, 100 + i, now - 3600 - i * 12 * 3600, i < 6 ? u"success"_s : u"failure"_s, u"L3"_s);
        ClickHouseClient client(c);
        const auto r = ClickHouseTestServer::insertRows(client, u"default.crcr_workflow_job"_s, rows);
        QVERIFY2(r.ok(), qPrintable(r.error.message));
    }

    void liveThenRelayFailureThenOffline()
    {
        BackendsSnapshot live;
        {
            CommandLineOptions options;
            options.profile = m_profile.name;
            Console console(options);
            QString error;
            HW_VERIFY_OK(console.init());
            console.start();
            BackendsPage *page = console.window()->backendsPage();
            QTRY_VERIFY_WITH_TIMEOUT(page->snapshot().statsFor(kFailing) && page->snapshot().allowlist
                                         && !page->snapshot().levelStatus.isEmpty(),
                                     30000);
            const BackendsSnapshot &s = page->snapshot();
            // ClickHouse computed the windows over the rows inserted above.
            QCOMPARE(s.statsFor(kFailing)->demotionWindow.jobs, qint64(10));
            QCOMPARE(s.statsFor(kFailing)->demotionWindow.succeeded, qint64(6));
            QCOMPARE(s.statsFor(kHealthy)->demotionWindow.jobs, qint64(20));
            QCOMPARE(s.statsFor(kHealthy)->demotionWindow.succeeded, qint64(20));
            QCOMPARE(m_relay.lastAuthorization(), (u"Bearer "_s + kToken).toUtf8());

            // The overview's marks: the relay flagged kFailing (auto-demotion PR open).
            const QVector<BackendOverviewRow> rows = BackendOverview::build(s, {});
            const auto failing = std::find_if(rows.begin(), rows.end(), [](const BackendOverviewRow &r) {
                return r.repo == kFailing;
            });
            QVERIFY(failing != rows.end());
            QVERIFY(failing->temporarilyDemoted);
            QCOMPARE(failing->assessment.verdict, L3Assessment::Verdict::Demote);

            const auto shown = console.window()->showView(u"backend:"_s + kFailing);
            QVERIFY2(shown, qPrintable(shown.error().message));
            QCOMPARE(console.window()->currentView(), u"backend:"_s + kFailing);
            const auto refused = console.window()->showView(u"backend:nobody/none"_s);
            QCOMPARE(refused.error().kind, ViewError::Kind::NotFound);
            QVERIFY2(refused.error().message.contains(kHealthy), qPrintable(refused.error().message)); // names the known ones
            QTRY_VERIFY_WITH_TIMEOUT(console.window()->statusText().contains(u"backends"_s), 5000);

            // The relay is rate limited: the error is shown, the figures stay.
            m_relay.setFault(RelayTestServer::LevelStatusPath, RelayTestServer::Fault::RateLimited, 120);
            emit console.window()->refreshRequested();
            QVERIFY(test::waitForStatus(
                *console.backendsSync(),
                [](const SourceStatus &st) { return st.error.message.contains(u"429"_s); }, 20000));
            QVERIFY2(page->bannerText().contains(u"429"_s), qPrintable(page->bannerText()));
            QVERIFY(!page->bannerText().contains(kToken));
            QCOMPARE(page->snapshot().levelStatus.size(), 1);
            QVERIFY(page->snapshot().statsFor(kFailing));
            m_relay.setFault(RelayTestServer::LevelStatusPath, RelayTestServer::Fault::None);
            live = page->snapshot();
        }
        // No secret in the cache file.
        QVERIFY(!test::readFile(m_profile.effectiveCachePath()).contains(kToken.toUtf8()));

        // Offline: the same snapshot from the cache, no request to either server.
        const int requests = m_relay.requestCount(RelayTestServer::AllowlistPath);
        CommandLineOptions options;
        options.profile = m_profile.name;
        options.offline = true;
        options.view = u"backend:"_s + kHealthy + u"@readiness"_s;
        Console console(options);
        HW_VERIFY_OK(console.init());
        console.start();
        QCOMPARE(console.window()->backendsPage()->snapshot(), live);
        QCOMPARE(console.window()->currentView(), u"backend:"_s + kHealthy);
        QCOMPARE(console.window()->backendsPage()->detail()->tabs()->currentIndex(), int(BackendDetailView::ReadinessTab));
        QVERIFY2(console.window()->backendsPage()->bannerText().contains(u"Offline"_s),
                 qPrintable(console.window()->backendsPage()->bannerText()));
        QTest::qWait(200); // on purpose: an offline poll would reach the relay by now
        QCOMPARE(m_relay.requestCount(RelayTestServer::AllowlistPath), requests);
    }
};

HW_TEST_MAIN(TestConsoleBackends)
#include "tst_ConsoleBackends.moc"
