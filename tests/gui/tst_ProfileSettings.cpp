#include "Console.h"
#include "MainWindow.h"
#include "profiles/ProfileSettings.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "ResultAssertions.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

// Writes a profile file by hand, as a user would, and loads it.
bool loadProfile(const QByteArray &ini, ProfileSettings *out, QString *error)
{
    // A new name each time: QSettings caches a file it has read within the same second.
    static int serial = 0;
    const QString name = u"p%1"_s.arg(++serial);
    const QString path = ProfileSettings::profilePath(name);
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        qFatal("cannot write %s", qPrintable(path));
    file.write(ini);
    file.close();
    const Result<ProfileSettings> loaded = ProfileSettings::load(name);
    if (loaded)
        *out = *loaded;
    else
        *error = loaded.error().message;
    return loaded.ok();
}

} // namespace

// What a hand-written profile may hold: every value is checked for type and range with a message
// that names the key; nothing out of range or mistyped silently becomes a default.
class TestProfileSettings : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { test::isolateUserDirs(u"profile-settings"_s); }

    void acceptsAGoodProfile()
    {
        ProfileSettings p;
        QString error;
        QVERIFY2(loadProfile("[clickhouse]\nurl=https://ch.example.com:8443\nuser=hud_reader\nreadTimeoutSeconds=3600\n"
                             "[poll]\nintervalSeconds=10\n[relay]\nurl=https://hud.pytorch.org\n",
                             &p, &error),
                 qPrintable(error));
        QCOMPARE(p.clickHouseUrl.host(), u"ch.example.com"_s);
        QCOMPARE(p.readTimeoutSeconds, 3600);
        QCOMPARE(p.pollIntervalSeconds, 10);
        QVERIFY(!p.clickHouseAllowInsecureHttp);
        QVERIFY(p.insecureTransportWarnings().isEmpty());
    }

    void rejectsBadValues_data()
    {
        QTest::addColumn<QByteArray>("ini");
        QTest::addColumn<QString>("error");
        const QByteArray ch = "[clickhouse]\nurl=https://ch.example.com\n";
        // Issue 7, item 7: each of these was accepted and silently changed behaviour.
        QTest::newRow("read timeout overflows ms") << ch + "readTimeoutSeconds=3000000\n"
                                                   << u"clickhouse/readTimeoutSeconds: must be a whole number from 1 to 3600, not \"3000000\""_s;
        QTest::newRow("connect timeout overflows ms") << ch + "connectTimeoutSeconds=3000000\n"
                                                      << u"clickhouse/connectTimeoutSeconds: must be a whole number from 1 to 300"_s;
        QTest::newRow("interval too big") << ch + "[poll]\nintervalSeconds=99999999999\n"
                                          << u"poll/intervalSeconds: must be a whole number from 10 to 86400, not \"99999999999\""_s;
        QTest::newRow("interval not a number") << ch + "[poll]\nintervalSeconds=abc\n"
                                               << u"poll/intervalSeconds: must be a whole number from 10 to 86400, not \"abc\""_s;
        QTest::newRow("interval too small") << ch + "[poll]\nintervalSeconds=5\n" << u"poll/intervalSeconds"_s;
        QTest::newRow("timeout zero") << ch + "readTimeoutSeconds=0\n" << u"clickhouse/readTimeoutSeconds"_s;
        QTest::newRow("max response") << ch + "maxResponseMB=100000\n" << u"clickhouse/maxResponseMB"_s;
        QTest::newRow("max commits") << ch + "[grid]\nmaxCommits=-1\n" << u"grid/maxCommits"_s;
        QTest::newRow("url without host") << QByteArray("[clickhouse]\nurl=http:///x\n")
                                          << u"clickhouse/url: the URL has no host"_s;
        QTest::newRow("url missing") << QByteArray("[clickhouse]\nuser=x\n") << u"clickhouse/url: missing"_s;
        QTest::newRow("url ftp") << QByteArray("[clickhouse]\nurl=ftp://ch.example.com\n")
                                 << u"clickhouse/url: must be an https:// URL (got 'ftp')"_s;
        QTest::newRow("url password") << QByteArray("[clickhouse]\nurl=https://u:hunter2@ch.example.com\n")
                                      << u"clickhouse/url: remove the password"_s;
        QTest::newRow("bool not bool") << ch + "allowInsecureHttp=yes please\n"
                                       << u"clickhouse/allowInsecureHttp: must be true or false"_s;
        QTest::newRow("empty branch") << ch + "[grid]\nbranch=\n" << u"grid/branch: must not be empty"_s;
        // Item 8: a CR/LF in a value that goes into a header became an extra HTTP header.
        QTest::newRow("user CRLF") << ch + "user=\"hud\\r\\nX-Injected: yes\"\n"
                                   << u"clickhouse/user: contains a control character"_s;
        QTest::newRow("database CR") << ch + "database=\"default\\rX\"\n" << u"clickhouse/database: contains a control character"_s;
        QTest::newRow("branch LF") << ch + "[grid]\nbranch=\"main\\nX\"\n" << u"grid/branch: contains a control character"_s;
        QTest::newRow("relay url CRLF") << ch + "[relay]\nurl=\"https://hud.example.com/\\r\\nX: y\"\n" << u"relay/url"_s;
        // HUD's API prefix: /api or /api/authed, nothing else.
        QTest::newRow("relay apiPrefix") << ch + "[relay]\napiPrefix=/api/v2\n"
                                         << u"relay/apiPrefix: must be /api or /api/authed"_s;
        // Item 3: plain http to a remote host sends the password in clear.
        QTest::newRow("clickhouse http remote") << QByteArray("[clickhouse]\nurl=http://10.99.0.1:18440\n")
                                                << u"clickhouse/url: plain http:// would send credentials and data unencrypted to 10.99.0.1"_s;
        QTest::newRow("relay http remote") << ch + "[relay]\nurl=http://hud.example.com\n" << u"relay/url: plain http://"_s;
        QTest::newRow("allowlist http remote") << ch + "[relay]\nallowlistFile=http://10.0.0.5/allowlist.yml\n"
                                               << u"relay/allowlistFile: plain http://"_s;
        QTest::newRow("clickhouse flag does not cover relay")
            << ch + "allowInsecureHttp=true\n[relay]\nurl=http://hud.example.com\n" << u"relay/url: plain http://"_s;
        // The OpenID provider signed in to: https (or loopback), no query, a client id.
        QTest::newRow("oauth issuer http remote") << ch + "[oauth]\nissuer=http://login.example.com\n"
                                                  << u"oauth/issuer: plain http://"_s;
        QTest::newRow("oauth issuer with query") << ch + "[oauth]\nissuer=https://login.example.com/?x=1\n"
                                                 << u"oauth/issuer: an issuer has no query"_s;
        QTest::newRow("oauth empty client") << ch + "[oauth]\nissuer=https://login.example.com\nclientId=\n"
                                            << u"oauth/clientId: must not be empty"_s;
    }
    void rejectsBadValues()
    {
        QFETCH(QByteArray, ini);
        QFETCH(QString, error);
        ProfileSettings p;
        QString why;
        QVERIFY2(!loadProfile(ini, &p, &why), "accepted");
        QVERIFY2(why.startsWith(u"profile \"p"_s), qPrintable(why));
        QVERIFY2(why.contains(error), qPrintable(why));
        QVERIFY2(!why.contains(u"hunter2"_s), qPrintable(why));
    }

    void plainHttpToLoopbackIsFine()
    {
        ProfileSettings p;
        QString error;
        QVERIFY2(loadProfile("[clickhouse]\nurl=http://127.0.0.1:8123\n[relay]\nurl=http://localhost:3000\n"
                             "allowlistFile=http://[::1]:8000/allowlist.yml\n",
                             &p, &error),
                 qPrintable(error));
        QVERIFY(p.insecureTransportWarnings().isEmpty());
    }

    void plainHttpToARemoteHostOnlyWhenAllowedAndThenWarned()
    {
        ProfileSettings p;
        QString error;
        QVERIFY2(loadProfile("[clickhouse]\nurl=http://10.99.0.1:18440\nallowInsecureHttp=true\n"
                             "[relay]\nurl=https://hud.example.com\nallowlistFile=http://10.0.0.5/a.yml\nallowInsecureHttp=true\n",
                             &p, &error),
                 qPrintable(error));
        QVERIFY(p.clickHouseAllowInsecureHttp);
        const QStringList warnings = p.insecureTransportWarnings();
        QCOMPARE(warnings.size(), 2);
        QVERIFY2(warnings.at(0).contains(u"clickhouse/url uses plain http:// to 10.99.0.1"_s), qPrintable(warnings.at(0)));
        QVERIFY2(warnings.at(1).contains(u"relay/allowlistFile uses plain http:// to 10.0.0.5"_s), qPrintable(warnings.at(1)));
    }

    // The console repeats the warning above both tabs on every start, and says nothing otherwise.
    void theWindowWarnsAboutPlainHttp_data()
    {
        QTest::addColumn<QByteArray>("ini");
        QTest::addColumn<QString>("warning");
        QTest::newRow("remote http allowed") << QByteArray("[clickhouse]\nurl=http://10.99.0.1:18440\nallowInsecureHttp=true\n")
                                             << u"clickhouse/url uses plain http:// to 10.99.0.1"_s;
        QTest::newRow("loopback http") << QByteArray("[clickhouse]\nurl=http://127.0.0.1:18440\nallowInsecureHttp=true\n")
                                       << QString();
        QTest::newRow("https") << QByteArray("[clickhouse]\nurl=https://ch.example.com\n") << QString();
    }
    void theWindowWarnsAboutPlainHttp()
    {
        QFETCH(QByteArray, ini);
        QFETCH(QString, warning);
        ProfileSettings p;
        QString error;
        QVERIFY2(loadProfile(ini + "[cache]\npath=" + test::freshRuntimeDir(u"profile-console"_s).toUtf8() + "/c.sqlite\n", &p, &error),
                 qPrintable(error));
        CommandLineOptions options;
        options.profile = p.name;
        options.offline = true;
        Console console(options);
        HW_VERIFY_OK(console.init());
        console.window()->show();
        if (warning.isEmpty())
            QCOMPARE(console.window()->securityWarningText(), QString());
        else
            QVERIFY2(console.window()->securityWarningText().contains(warning), qPrintable(console.window()->securityWarningText()));
    }

    void saveAndLoadRoundTrip()
    {
        ProfileSettings p;
        p.name = u"roundtrip"_s;
        p.clickHouseUrl = QUrl(u"http://10.1.2.3:8123"_s);
        p.clickHouseAllowInsecureHttp = true;
        p.pollIntervalSeconds = 120;
        if (const Result<void> saved = p.save(); !saved)
            QFAIL(qPrintable(saved.error().message));
        ProfileSettings back;
        if (const Result<ProfileSettings> loaded = ProfileSettings::load(u"roundtrip"_s); loaded)
            back = *loaded;
        else
            QFAIL(qPrintable(loaded.error().message));
        QCOMPARE(back.clickHouseUrl, p.clickHouseUrl);
        QVERIFY(back.clickHouseAllowInsecureHttp);
        QCOMPARE(back.pollIntervalSeconds, 120);
        QVERIFY(back.oauthIssuer.isEmpty()); // signing in is opt-in
        QCOMPARE(back.oauthClientId, u"hudwatch"_s);

        p.oauthIssuer = QUrl(u"https://login.example.com/realms/ci"_s);
        p.oauthScope = u"openid offline_access read:hud"_s;
        if (const Result<void> saved = p.save(); !saved)
            QFAIL(qPrintable(saved.error().message));
        if (const Result<ProfileSettings> loaded = ProfileSettings::load(u"roundtrip"_s); loaded)
            back = *loaded;
        else
            QFAIL(qPrintable(loaded.error().message));
        QCOMPARE(back.oauthIssuer, p.oauthIssuer);
        QCOMPARE(back.oauthScope, p.oauthScope);
        QCOMPARE(back.oauthKeychainKey(), u"roundtrip/oauth"_s);
        QCOMPARE(back.hudBotKeychainKey(), u"roundtrip/hud-bot"_s);

        QCOMPARE(back.relayApiPrefix, u"/api"_s);
        p.relayApiPrefix = u"/api/authed"_s;
        if (const Result<void> saved = p.save(); !saved)
            QFAIL(qPrintable(saved.error().message));
        if (const Result<ProfileSettings> loaded = ProfileSettings::load(u"roundtrip"_s); loaded)
            back = *loaded;
        else
            QFAIL(qPrintable(loaded.error().message));
        QCOMPARE(back.relayApiPrefix, u"/api/authed"_s);
        QVERIFY(ProfileSettings::knownKeys().contains(u"relay/apiPrefix"_s));
    }

    void gitHubPresetHasItsOwnScope()
    {
        ProfileSettings p;
        QString error;
        const QByteArray ch = "[clickhouse]\nurl=https://ch.example.com:8443\n";
        QVERIFY2(loadProfile(ch + "[oauth]\nissuer=https://github.com\nclientId=Iv1.abc\n", &p, &error), qPrintable(error));
        QCOMPARE(p.oauthScope, u"read:user"_s); // not the OpenID default, which GitHub does not know
        QVERIFY2(loadProfile(ch + "[oauth]\nissuer=https://github.com\nclientId=Iv1.abc\nscope=repo\n", &p, &error),
                 qPrintable(error));
        QCOMPARE(p.oauthScope, u"repo"_s); // what the profile says wins
        QVERIFY2(loadProfile(ch + "[oauth]\nissuer=https://login.example.com\n", &p, &error), qPrintable(error));
        QCOMPARE(p.oauthScope, u"openid offline_access"_s);
    }
};

HW_TEST_MAIN(TestProfileSettings)
#include "tst_ProfileSettings.moc"
