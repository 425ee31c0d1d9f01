// The whole console against the real ClickHouse 18.16 of the ctest fixture and the real
// keyring of with-keyring.sh: profile -> keychain password -> first load -> incremental polls
// that change single cells -> restart offline from the cache with the same grid.
#include "ClickHouseTestRows.h"
#include "ClickHouseTestServer.h"
#include "Console.h"
#include "MainWindow.h"
#include "profiles/ProfileSettings.h"
#include "TestEnvironment.h"
#include "TestKeychain.h"
#include "clickhouse/ClickHouseClient.h"
#include "credentials/CredentialStore.h"
#include "grid/JobGridModel.h"
#include "timemachine/RecordingFile.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QSignalSpy>
#include <QTest>

#include "GridDump.h"
#include "TestRegistry.h"
#include "ResultAssertions.h"

using namespace hw;
using namespace Qt::StringLiterals;
using hw::test::ClickHouseTestServer;

namespace {

} // namespace

class TestConsoleLive : public QObject
{
    Q_OBJECT

    static constexpr int kSeedCommits = 3;
    inline static const QString kRef = QStringLiteral("refs/heads/live-test");
    ClickHouseTestServer m_server;
    ProfileSettings m_profile;
    QString m_record; // --record FILE of the live run

    void storePassword(const QString &password)
    {
        QString error;
        QVERIFY2(test::storeSecret(CredentialStore::clickHouseKey(m_profile.name), password, &error), qPrintable(error));
    }

    void insert(const QString &table, const QVector<QJsonObject> &rows)
    {
        ClickHouseClient client(m_server.config());
        const auto r = ClickHouseTestServer::insertRows(client, table, rows);
        QVERIFY2(r.ok(), qPrintable(r.error.message));
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_server.isValid(), qPrintable(m_server.error()));
        test::isolateUserDirs(QString::fromLatin1(metaObject()->className()));
        const QString dir = test::freshRuntimeDir(u"console-live"_s);
        m_record = dir + u"/live.hwrec"_s;
        const ClickHouseConfig c = m_server.config();
        m_profile.name = u"live"_s;
        m_profile.clickHouseUrl = c.baseUrl();
        m_profile.clickHouseUser = c.user;
        m_profile.clickHouseDatabase = c.database;
        m_profile.cachePath = dir + u"/live.sqlite"_s;
        m_profile.pollIntervalSeconds = 10;
        // A branch of its own, so the rows this test adds never show in other tests' queries.
        m_profile.branch = u"live-test"_s;
        if (const Result<void> saved = m_profile.save(); !saved)
            QFAIL(qPrintable(saved.error().message));
        // The profile file never holds the password; the keychain does.
        QVERIFY(!test::readFile(ProfileSettings::profilePath(m_profile.name)).contains(c.password.toUtf8()));
        storePassword(c.password);

        // Three commits on the branch, two jobs each, one of them failed.
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        for (int i = 0; i < kSeedCommits; ++i) {
            const QString sha = u"11111111111111111111111111111111111111%1"_s.arg(i, 2, 10, QLatin1Char('0'));
            insert(u"default.push"_s, {test::commitRow(sha, now - 3600 + i * 600, u"Seed %1"_s.arg(i), now - 100, kRef)});
            insert(u"default.workflow_job"_s,
                   {test::jobRow(9100000100 + i * 2, sha, u"linux-live / build"_s, u"completed"_s, u"success"_s, now - 100),
                    test::jobRow(9100000101 + i * 2, sha, u"linux-live / test (default, 1, 1)"_s, u"completed"_s,
                                 i == 1 ? u"failure"_s : u"success"_s, now - 100)});
        }
    }

    void liveThenOffline()
    {
        QStringList liveGrid;
        const QString sha = u"feedfacefeedfacefeedfacefeedfacefeedface"_s;
        const qint64 now = QDateTime::currentSecsSinceEpoch();
        const QString jobName = u"linux-live / test (default, 1, 1)"_s;
        {
            CommandLineOptions options;
            options.profile = m_profile.name;
            options.record = m_record;
            Console console(options);
            HW_VERIFY_OK(console.init());
            QAbstractItemModelTester tester(console.model(), QAbstractItemModelTester::FailureReportingMode::Fatal);
            QCOMPARE(console.model()->rowCount(), 0); // empty cache: nothing yet, and no crash
            console.start();

            // First load: every commit of the branch, from the real server, with the keychain password.
            QTRY_COMPARE_WITH_TIMEOUT(console.model()->rowCount(), kSeedCommits, 20000);
            QCOMPARE(console.model()->columnCount(), 2);
            const int seedTest = console.model()->columnOf(u"pull / linux-live / test (default, 1, 1)"_s);
            QCOMPARE(console.model()->cellStatus(console.model()->rowOfCommit(u"1111111111111111111111111111111111111101"_s), seedTest),
                     CellStatus::Failure);
            QTRY_VERIFY_WITH_TIMEOUT(console.window()->statusText().contains(u"as of"_s), 5000);
            QVERIFY2(console.window()->statusText().startsWith(u"✔"_s), qPrintable(console.window()->statusText()));

            // A new commit with a running job arrives; a refresh shows it.
            insert(u"default.push"_s, {test::commitRow(sha, now - 60, u"Live commit"_s, now, kRef)});
            insert(u"default.workflow_job"_s,
                   {test::jobRow(9100000001, sha, jobName, u"in_progress"_s, QString(), now)});
            emit console.window()->refreshRequested();
            QTRY_COMPARE_WITH_TIMEOUT(console.model()->rowCount(), kSeedCommits + 1, 20000);
            const int row = console.model()->rowOfCommit(sha);
            QCOMPARE(row, 0); // newest first
            const int column = console.model()->columnOf(u"pull / "_s + jobName);
            QVERIFY(column >= 0);
            QCOMPARE(console.model()->cellStatus(row, column), CellStatus::Pending);

            // The job fails: exactly that one cell changes, nothing else is touched.
            QSignalSpy changed(console.model(), &QAbstractItemModel::dataChanged);
            insert(u"default.workflow_job"_s,
                   {test::jobRow(9100000001, sha, jobName, u"completed"_s, u"failure"_s, now + 1)});
            emit console.window()->refreshRequested();
            QTRY_COMPARE_WITH_TIMEOUT(console.model()->cellStatus(row, column), CellStatus::Failure, 20000);
            QCOMPARE(changed.size(), 1);
            const QModelIndex topLeft = changed.first().at(0).value<QModelIndex>();
            const QModelIndex bottomRight = changed.first().at(1).value<QModelIndex>();
            QCOMPARE(topLeft, bottomRight);
            QCOMPARE(topLeft.row(), row);
            liveGrid = hw::test::gridDump(*console.model());

            // --record streamed every batch as it landed: the running and the failed row are in
            // the file already, while the console still runs.
            const Result<Recording> recorded = RecordingFile::read(m_record);
            QVERIFY2(recorded, qPrintable(recorded.error().message));
            QStringList states;
            for (const JobRun &j : recorded->jobs)
                if (j.id == 9100000001)
                    states << j.status + u'/' + j.conclusion;
            QCOMPARE(states, QStringList({ u"in_progress/"_s, u"completed/failure"_s }));
            QCOMPARE(recorded->commits.last().sha, sha);
        }
        {
            // Restart offline: the same grid, from the cache, before (and without) any network.
            CommandLineOptions options;
            options.profile = m_profile.name;
            options.offline = true;
            Console console(options);
            HW_VERIFY_OK(console.init());
            QSignalSpy loaded(console.model(), &QAbstractItemModel::modelReset);
            console.start();
            QTRY_COMPARE_WITH_TIMEOUT(console.model()->rowCount(), kSeedCommits + 1, 10000);
            QCOMPARE(hw::test::gridDump(*console.model()), liveGrid);
            QVERIFY2(console.window()->statusText().contains(u"offline"_s), qPrintable(console.window()->statusText()));
        }
    }

    void wrongPasswordSaysSoAndKeepsTheCache()
    {
        storePassword(u"definitely-wrong"_s);
        CommandLineOptions options;
        options.profile = m_profile.name;
        Console console(options);
        HW_VERIFY_OK(console.init());
        console.start();
        QTRY_VERIFY_WITH_TIMEOUT(console.window()->statusText().contains(u"authentication failed"_s), 20000);
        QVERIFY(!console.window()->statusText().contains(u"definitely-wrong"_s));
        QTRY_COMPARE_WITH_TIMEOUT(console.model()->rowCount(), kSeedCommits + 1, 10000);
        storePassword(m_server.config().password);
    }
};

HW_TEST_MAIN(TestConsoleLive)
#include "tst_ConsoleLive.moc"
