// The profile's logs/* keys: defaults, validation with a message naming the key, the insecure
// http warning, the round trip through toIni() and import, and what LogFetcher takes from them.
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "logs/LogFetcher.h"
#include "logs/LogStore.h"
#include "profiles/ProfileSettings.h"
#include "profiles/ProfileTransfer.h"

#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {
const QByteArray Ch = "[clickhouse]\nurl=https://ch.example.com\n";
}

class tst_ProfileLogSettings : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { test::isolateUserDirs(u"profile-log-settings"_s); }

    void defaults()
    {
        const auto p = ProfileSettings::fromIni(Ch, u"ci"_s);
        QVERIFY2(p.ok(), qPrintable(p.error()));
        QCOMPARE(p->logsRawLogBaseUrl, QUrl(u"https://ossci-raw-job-status.s3.amazonaws.com/log/"_s));
        QCOMPARE(p->logsRawLogBaseUrl, JobLogLocation::defaultRawLogBase());
        QVERIFY(!p->logsViaGitHubApi);
        QCOMPARE(p->logsCacheBudgetMb, 2048);
        QVERIFY(!p->logsAllowInsecureHttp);
        QVERIFY(p->insecureTransportWarnings().isEmpty());
        QCOMPARE(p->logsGitHubApiUrl, QUrl(u"https://api.github.com"_s));
        for (const QString &key : { u"logs/rawLogBaseUrl"_s, u"logs/viaGitHubApi"_s, u"logs/cacheBudgetMb"_s,
                 u"logs/allowInsecureHttp"_s, u"logs/gitHubApiUrl"_s })
            QVERIFY2(ProfileSettings::knownKeys().contains(key), qPrintable(key));
    }

    void readsAndRoundTrips()
    {
        const auto p = ProfileSettings::fromIni(
            Ch + "[logs]\nrawLogBaseUrl=http://127.0.0.1:9000/raw/\nviaGitHubApi=true\ncacheBudgetMb=512\n"
                 "gitHubApiUrl=https://github.example.com/api/v3\n",
            u"ci"_s);
        QVERIFY2(p.ok(), qPrintable(p.error()));
        QCOMPARE(p->logsRawLogBaseUrl, QUrl(u"http://127.0.0.1:9000/raw/"_s));
        QVERIFY(p->logsViaGitHubApi);
        QCOMPARE(p->logsCacheBudgetMb, 512);
        const auto back = ProfileSettings::fromIni(p->toIni(), u"ci"_s);
        QVERIFY2(back.ok(), qPrintable(back.error()));
        QCOMPARE(*back, *p);
        const auto imported = ProfileTransfer::parse(ProfileTransfer::exportIni(*p), u"ci"_s);
        QVERIFY2(imported.ok(), qPrintable(imported.error()));
        QCOMPARE(imported->logsCacheBudgetMb, 512);

        const LogFetcher::Config c = p->logFetchConfig();
        QCOMPARE(c.rawLogBase, p->logsRawLogBaseUrl);
        QVERIFY(c.viaGitHubApi);
        QCOMPARE(c.connectTimeoutMs, p->connectTimeoutSeconds * 1000);
        QCOMPARE(c.gitHubApiBase, QUrl(u"https://github.example.com/api/v3"_s));
    }

    void rejectsBadValues_data()
    {
        QTest::addColumn<QByteArray>("ini");
        QTest::addColumn<QString>("error");
        QTest::newRow("budget too small")
            << Ch + "[logs]\ncacheBudgetMb=1\n"
            << u"logs/cacheBudgetMb: must be a whole number from 16 to 1048576, not \"1\""_s;
        QTest::newRow("budget not a number") << Ch + "[logs]\ncacheBudgetMb=lots\n"
                                             << u"logs/cacheBudgetMb"_s;
        QTest::newRow("via api not a boolean") << Ch + "[logs]\nviaGitHubApi=yes\n"
                                               << u"logs/viaGitHubApi: must be true or false"_s;
        QTest::newRow("plain http to a remote bucket")
            << Ch + "[logs]\nrawLogBaseUrl=http://logs.example.com/log/\n"
            << u"logs/rawLogBaseUrl: plain http://"_s;
        QTest::newRow("plain http to a remote GitHub")
            << Ch + "[logs]\ngitHubApiUrl=http://github.example.com/api/v3\n"
            << u"logs/gitHubApiUrl: plain http://"_s;
        QTest::newRow("not http") << Ch + "[logs]\nrawLogBaseUrl=ftp://logs.example.com/log/\n"
                                  << u"logs/rawLogBaseUrl: must be an https:// URL"_s;
        QTest::newRow("query") << Ch + "[logs]\nrawLogBaseUrl=\"https://logs.example.com/log/?x=1\"\n"
                               << u"logs/rawLogBaseUrl: remove the query"_s;
        QTest::newRow("line break") << Ch + "[logs]\nrawLogBaseUrl=\"https://logs.example.com/\\r\\nX: y\"\n"
                                    << u"logs/rawLogBaseUrl"_s;
    }
    void rejectsBadValues()
    {
        QFETCH(QByteArray, ini);
        QFETCH(QString, error);
        const auto p = ProfileSettings::fromIni(ini, u"ci"_s);
        QVERIFY(!p.ok());
        QVERIFY2(p.error().contains(error), qPrintable(p.error()));
    }

    void insecureHttpIsAllowedOnlyExplicitlyAndWarned()
    {
        const auto p = ProfileSettings::fromIni(
            Ch + "[logs]\nrawLogBaseUrl=http://logs.example.com/log/\nallowInsecureHttp=true\n", u"ci"_s);
        QVERIFY2(p.ok(), qPrintable(p.error()));
        QCOMPARE(p->insecureTransportWarnings().size(), 1);
        QVERIFY(p->insecureTransportWarnings().first().contains(u"logs/rawLogBaseUrl"_s));
        QVERIFY(p->logFetchConfig().allowInsecureHttp);
    }

    void logDirectoryIsBesideTheCache()
    {
        ProfileSettings p;
        p.name = u"ci"_s;
        p.cachePath = u"/var/cache/hud/ci.sqlite"_s;
        QCOMPARE(LogStore::directoryBeside(p.effectiveCachePath()), u"/var/cache/hud/ci.logs"_s);
    }
};

HW_TEST_GUILESS_MAIN(tst_ProfileLogSettings)
#include "tst_ProfileLogSettings.moc"
