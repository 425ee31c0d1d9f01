// `hudwatch profile list|export|import|test` run as the real executable with an isolated HOME;
// `test` reads the ClickHouse password from the suite's private keyring and asks the fixture's
// real ClickHouse. No secret ever reaches a file or the output.
#include "ClickHouseTestRows.h"
#include "ClickHouseTestServer.h"
#include "ExecutableRun.h"
#include "SecretScan.h"
#include "SeedRows.h"
#include "TestEnvironment.h"
#include "TestKeychain.h"
#include "TestRegistry.h"
#include "cache/JobCache.h"
#include "credentials/CredentialStore.h"
#include "profiles/ConnectionTest.h"

#include <QDateTime>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QSettings>
#include <QTest>

#include <cmath>

using namespace hw;
using namespace hw::test;
using namespace Qt::StringLiterals;

class TestProfileCommand : public QObject
{
    Q_OBJECT

    ClickHouseTestServer m_server;
    QString m_home;
    QProcessEnvironment m_env;

    ExecutableRun run(const QStringList &args)
    {
        return runExecutable(
            QStringLiteral(HUDWATCH_EXE), QStringList { u"profile"_s } + args, m_env, {}, 60'000);
    }

    QString profilePath(const QString &name) const
    {
        return m_home + u"/config/hudwatch/profiles/%1.ini"_s.arg(name);
    }

    void writeProfile(const QString &name, const QUrl &url)
    {
        QDir().mkpath(m_home + u"/config/hudwatch/profiles"_s);
        QSettings ini(profilePath(name), QSettings::IniFormat);
        ini.setValue(u"clickhouse/url"_s, url.toString());
        ini.setValue(u"clickhouse/user"_s, m_server.config().user);
        ini.setValue(u"cache/path"_s, QString(m_home + u"/private/cache.sqlite"_s));
        ini.sync();
    }

private slots:
    void initTestCase()
    {
        QVERIFY2(m_server.isValid(), qPrintable(m_server.error()));
        m_home = freshRuntimeDir(u"profile-cli-home"_s);
        m_env = isolatedProcessEnvironment(m_home);
        m_env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
        QVERIFY2(m_env.contains(u"DBUS_SESSION_BUS_ADDRESS"_s),
            "run under tests/scripts/with-keyring.sh (a private keyring)");
        writeProfile(u"clilive"_s, m_server.config().baseUrl());
        writeProfile(u"aaa-closed"_s, QUrl(u"http://127.0.0.1:9"_s));
    }

    void listsTheProfilesSorted()
    {
        const ExecutableRun r = run({ u"list"_s });
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out, u"aaa-closed\nclilive\n"_s);
    }

    void exportsAndImportsWithoutSecretsOrCachePath()
    {
        const QString file = m_home + u"/shared.ini"_s;
        ExecutableRun r = run({ u"export"_s, u"clilive"_s, file });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        const QByteArray text = readFile(file);
        QVERIFY(text.contains("Secrets are not included"));
        QVERIFY(!text.contains("cache.sqlite"));
        QVERIFY(text.contains(m_server.config().baseUrl().toString().toUtf8()));

        r = run({ u"import"_s, file });
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QFile::exists(profilePath(u"shared"_s)));
        r = run({ u"import"_s, file, u"--name"_s, u"clilive"_s });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"already exists"_s), qPrintable(r.err));
        QVERIFY(readFile(profilePath(u"clilive"_s)).contains("cache.sqlite")); // untouched
        r = run({ u"import"_s, file, u"--name"_s, u"clilive"_s, u"--force"_s });
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        writeProfile(u"clilive"_s, m_server.config().baseUrl()); // back as it was for the other tests
    }

    void importRefusesASecret()
    {
        const QString file = m_home + u"/leaky.ini"_s;
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("[clickhouse]\nurl=https://ch.example.com:8443\npassword=hunter2\n");
        f.close();
        const ExecutableRun r = run({ u"import"_s, file });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"profiles never carry secrets: remove key clickhouse/password"_s),
            qPrintable(r.err));
        QVERIFY(!r.err.contains(u"hunter2"_s));
        QVERIFY(!QFile::exists(profilePath(u"leaky"_s)));
    }

    void usageErrorsExitTwo()
    {
        QCOMPARE(run({}).exitCode, 2);
        QCOMPARE(run({ u"frobnicate"_s }).exitCode, 2);
        QCOMPARE(run({ u"export"_s, u"clilive"_s }).exitCode, 2);
        QCOMPARE(run({ u"list"_s, u"--force"_s }).exitCode, 2);
    }

    void testPrintsOneLinePerCheckWithTheKeychainPassword()
    {
        const QString password = m_server.config().password;
        QVERIFY(!password.isEmpty());
        QString error;
        QVERIFY2(
            storeSecret(CredentialStore::clickHouseKey(u"clilive"_s), password, &error), qPrintable(error));
        const ExecutableRun r = run({ u"test"_s, u"clilive"_s });
        QVERIFY2(r.exitCode == 0, qPrintable(r.out + r.err));
        const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 1 + ConnectionTest::tables().size()); // ClickHouse and each table it reads
        for (const QString &line : lines)
            QVERIFY2(line.startsWith(u"ok    "_s), qPrintable(r.out));
        QVERIFY2(lines.first().startsWith(u"ok    ClickHouse: ClickHouse "_s + m_server.versionPrefix()),
            qPrintable(lines.first()));
        QVERIFY(!r.out.contains(password));
        QVERIFY(!r.err.contains(password));
        QVERIFY(filesHoldingSecrets({ m_home }, { password }).isEmpty());
    }

    // `hudwatch flaky --profile NAME` with nothing cached fetches from the profile's ClickHouse,
    // with the password from the keychain, and prints HUD's figures under the common envelope.
    void flakyFetchesWhenNothingIsCached()
    {
        writeProfile(u"flakyfetch"_s, m_server.config().baseUrl());
        {
            QSettings ini(profilePath(u"flakyfetch"_s), QSettings::IniFormat);
            ini.setValue(u"cache/path"_s, QString(m_home + u"/private/flakyfetch.sqlite"_s));
        }
        const QString password = m_server.config().password;
        QString error;
        QVERIFY2(storeSecret(CredentialStore::clickHouseKey(u"flakyfetch"_s), password, &error), qPrintable(error));
        QVERIFY(!QFile::exists(m_home + u"/private/flakyfetch.sqlite"_s));
        const ExecutableRun r = runExecutable(QStringLiteral(HUDWATCH_EXE),
            { u"flaky"_s, u"--profile"_s, u"flakyfetch"_s, u"--range"_s, u"2026-07-01..2026-07-15"_s, u"--json"_s,
                u"--min-runs"_s, u"1"_s },
            m_env, {}, 120'000);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QJsonParseError parseError;
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8(), &parseError).object();
        QVERIFY2(parseError.error == QJsonParseError::NoError, qPrintable(parseError.errorString()));
        QCOMPARE(o.value(u"view"_s).toString(), u"flaky"_s);
        QCOMPARE(o.value(u"profile"_s).toString(), u"flakyfetch"_s);
        QCOMPARE(o.value(u"repository"_s).toString(), u"pytorch/pytorch"_s);
        QVERIFY(!o.value(u"fetchedAt"_s).toString().isEmpty());
        QVERIFY2(!o.value(u"flakyTests"_s).toArray().isEmpty(), qPrintable(r.out.left(2000)));
        for (const QJsonValue &t : o.value(u"flakyTests"_s).toArray())
            QVERIFY(t.toObject().value(u"numGreen"_s).toInt() > 0); // HUD's in-process rows
        QVERIFY(!r.out.contains(password));
        QVERIFY(!r.err.contains(password));
    }

    // `hudwatch utilization --job ID --profile NAME` when the cache has no run of that job (no
    // cache at all, or a cache without the GPU fleet): the job's series is fetched from the
    // profile's ClickHouse (its run and attempt found through workflow_job, as from a grid cell)
    // and its stats printed. It used to stop at "no cache yet" / "no run in the GPU fleet".
    void utilizationJobIsFetchedWhenNotCached_data()
    {
        QTest::addColumn<bool>("withCache");
        QTest::newRow("no cache") << false;
        QTest::newRow("a cache without the fleet") << true;
    }
    void utilizationJobIsFetchedWhenNotCached()
    {
        QFETCH(bool, withCache);
        // A fleet job of the seed, a re-run (attempt 2), and its row in workflow_job (the seed's
        // utilization jobs have none); its head_sha is in no push, so no grid or trunk view sees it.
        constexpr qint64 JobId = 49000000103, WorkflowId = 17000000102;
        ClickHouseClient client(m_server.config());
        QJsonObject job = jobRow(JobId, u"5eed000000000000000000000000000049000103"_s,
            u"linux-jammy-cuda12.8-py3.10-gcc11-sm89 / test (default, 1, 2, linux.g6.4xlarge.experimental.nvidia.gpu)"_s,
            u"completed"_s, u"success"_s, QDateTime(QDate(2020, 1, 2), QTime(0, 0), Qt::UTC).toSecsSinceEpoch(), 2);
        job.insert(u"run_id"_s, WorkflowId);
        const auto inserted = ClickHouseTestServer::insertRows(client, u"default.workflow_job"_s, { job });
        QVERIFY2(inserted.ok(), qPrintable(client.describe(inserted.error)));

        // HUD's per-job figures, from the seed file with plain loops: per interval the mean of
        // the GPUs' util_percent.max, averaged over the intervals.
        QMap<QString, double> perInterval;
        for (const QJsonObject &row : seedRows(u"utilization_time_series.jsonl.gz"_s)) {
            if (row.value(u"job_id"_s).toInteger() != JobId || row.value(u"workflow_id"_s).toInteger() != WorkflowId
                || row.value(u"run_attempt"_s).toInt() != 2 || row.value(u"type"_s).toString() != u"utilization"_s)
                continue;
            const QJsonArray gpus = QJsonDocument::fromJson(row.value(u"json_data"_s).toString().toUtf8())
                                        .object().value(u"gpu_usage"_s).toArray();
            double sum = 0;
            int n = 0;
            for (const QJsonValue &g : gpus) {
                const QJsonValue max = g.toObject().value(u"util_percent"_s).toObject().value(u"max"_s);
                if (max.isDouble()) {
                    sum += max.toDouble();
                    ++n;
                }
            }
            if (n > 0)
                perInterval.insert(row.value(u"time_stamp"_s).toString(), sum / n);
        }
        QVERIFY(perInterval.size() > 10);
        double expectedAvg = 0;
        for (const double v : std::as_const(perInterval))
            expectedAvg += v / double(perInterval.size());

        const QString name = withCache ? u"utilcached"_s : u"utilfetch"_s;
        const QString cachePath = m_home + u"/private/"_s + name + u".sqlite"_s;
        writeProfile(name, m_server.config().baseUrl());
        {
            QSettings ini(profilePath(name), QSettings::IniFormat);
            ini.setValue(u"cache/path"_s, cachePath);
        }
        QFile::remove(cachePath);
        if (withCache) {
            QVERIFY(QDir().mkpath(m_home + u"/private"_s));
            JobCache cache(cachePath);
            const auto opened = cache.open();
            QVERIFY2(opened, qPrintable(opened ? QString() : opened.error().message));
        }
        const QString password = m_server.config().password;
        QString error;
        QVERIFY2(storeSecret(CredentialStore::clickHouseKey(name), password, &error), qPrintable(error));
        const ExecutableRun r = runExecutable(QStringLiteral(HUDWATCH_EXE),
            { u"utilization"_s, u"--profile"_s, name, u"--job"_s, QString::number(JobId), u"--json"_s }, m_env, {},
            120'000);
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QJsonParseError parseError;
        const QJsonObject o = QJsonDocument::fromJson(r.out.toUtf8(), &parseError).object();
        QVERIFY2(parseError.error == QJsonParseError::NoError, qPrintable(parseError.errorString()));
        QCOMPARE(o.value(u"view"_s).toString(), u"utilization"_s);
        QCOMPARE(o.value(u"profile"_s).toString(), name);
        QCOMPARE(o.value(u"repository"_s).toString(), u"pytorch/pytorch"_s);
        QCOMPARE(o.value(u"jobId"_s).toInteger(), JobId);
        QCOMPARE(o.value(u"workflowId"_s).toInteger(), WorkflowId);
        QCOMPARE(o.value(u"runAttempt"_s).toInt(), 2);
        QVERIFY(!o.value(u"fetchedAt"_s).toString().isEmpty());
        const QJsonObject hud = o.value(u"series"_s).toObject().value(u"hud"_s).toObject();
        QCOMPARE(hud.value(u"intervals"_s).toInt(), int(perInterval.size()));
        QVERIFY2(std::abs(hud.value(u"gpu_avg"_s).toDouble() - expectedAvg) < 1e-9, qPrintable(r.out.left(3000)));
        QCOMPARE(QFile::exists(cachePath), withCache); // a fetch for a headless command writes no cache
        QVERIFY(!r.out.contains(password));
        QVERIFY(!r.err.contains(password));

        // A job ClickHouse has nothing of: a clear message, exit 1.
        const ExecutableRun none = runExecutable(QStringLiteral(HUDWATCH_EXE),
            { u"utilization"_s, u"--profile"_s, name, u"--job"_s, u"42"_s, u"--json"_s }, m_env, {}, 120'000);
        QCOMPARE(none.exitCode, 1);
        QVERIFY2(none.err.contains(u"job 42 has no utilization data in ClickHouse for pytorch/pytorch"_s), qPrintable(none.err));
    }

    void testFailsOnAClosedPort()
    {
        const ExecutableRun r = run({ u"test"_s, u"aaa-closed"_s });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.out.startsWith(u"FAIL  ClickHouse: "_s), qPrintable(r.out));
        QVERIFY2(r.out.contains(u"refused"_s, Qt::CaseInsensitive), qPrintable(r.out));
    }

    void testOfAMissingProfileFails()
    {
        const ExecutableRun r = run({ u"test"_s, u"nope"_s });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"not found"_s), qPrintable(r.err));
    }
};

HW_TEST_GUILESS_MAIN(TestProfileCommand)
#include "tst_ProfileCommand.moc"
