// Export and import of profiles: what leaves the machine never holds a secret or a local path,
// and what comes in is read as strictly as a saved profile.
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "profiles/ProfileSettings.h"
#include "profiles/ProfileTransfer.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

// Every field away from its default, so that a field lost on the way fails the comparison.
ProfileSettings fullProfile(const QString &name)
{
    ProfileSettings p;
    p.name = name;
    p.clickHouseUrl = QUrl(u"http://ch.internal.example:8123"_s);
    p.clickHouseAllowInsecureHttp = true;
    p.clickHouseUser = u"hud_reader"_s;
    p.clickHouseDatabase = u"ci"_s;
    p.connectTimeoutSeconds = 7;
    p.readTimeoutSeconds = 70;
    p.requestTimeoutSeconds = 700;
    p.maxResponseMB = 77;
    p.branch = u"release/2.9"_s;
    p.pollIntervalSeconds = 120;
    p.maxCommits = 123;
    p.groupingFile = u"/etc/hudwatch/grouping.json"_s;
    p.unstablePatterns = { u"^inductor"_s, u"rocm.*"_s };
    p.cachePath = u"/home/alice/private/ci.sqlite"_s;
    p.relayUrl = QUrl(u"https://hud.example.com"_s);
    p.allowlistFile = u"https://example.com/allowlist.yml"_s;
    p.relayAllowInsecureHttp = true;
    p.oauthIssuer = QUrl(u"https://login.example.com/realms/ci"_s);
    p.oauthClientId = u"hudwatch-ci"_s;
    p.oauthScope = u"openid"_s;
    p.oauthAllowInsecureHttp = true;
    return p;
}

QString writeFile(const QString &name, const QByteArray &text)
{
    const QString path = test::freshRuntimeDir(u"profile-transfer-files"_s.append(name)) + u'/' + name;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    file.write(text);
    return path;
}

const QByteArray kMinimal = "[clickhouse]\nurl=https://ch.example.com:8443\n";

} // namespace

class TestProfileTransfer : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { test::isolateUserDirs(u"profile-transfer"_s); }

    void exportThenImportGivesTheSameProfile()
    {
        const ProfileSettings original = fullProfile(u"roundtrip"_s);
        const QByteArray text = ProfileTransfer::exportIni(original);
        const Result<ProfileSettings, QString> back = ProfileTransfer::parse(text, u"roundtrip"_s);
        QVERIFY2(back.ok(), qPrintable(back.error()));
        ProfileSettings expected = original;
        expected.cachePath.clear(); // machine-local: never exported
        QCOMPARE(back->name, expected.name);
        QCOMPARE(back->unstablePatterns, expected.unstablePatterns);
        QCOMPARE(back->oauthIssuer, expected.oauthIssuer);
        QVERIFY(*back == expected);
    }

    void exportHasNoCachePathNorSecret()
    {
        const QByteArray text = ProfileTransfer::exportIni(fullProfile(u"shared"_s));
        QVERIFY(!text.contains("/home/alice/private/ci.sqlite"));
        QVERIFY(!text.contains("path="));
        QVERIFY(!text.contains("[cache]"));
        static const QRegularExpression secretKey(u"^\\s*[^;#=]*(pass|token|secret|key)[^=]*="_s,
            QRegularExpression::CaseInsensitiveOption | QRegularExpression::MultilineOption);
        QVERIFY2(!secretKey.match(QString::fromUtf8(text)).hasMatch(), text.constData());
        QVERIFY(text.startsWith("; "));
        QVERIFY(text.left(text.indexOf('\n')).contains("Secrets are not included"));
    }

    void exportToFileWritesTheSavedProfile()
    {
        ProfileSettings p = fullProfile(u"onDisk"_s);
        if (const Result<void> saved = p.save(); !saved)
            QFAIL(qPrintable(saved.error().message));
        const QString target = test::freshRuntimeDir(u"profile-export"_s) + u"/onDisk.ini"_s;
        const Result<void> done = ProfileTransfer::exportToFile(u"onDisk"_s, target);
        QVERIFY2(done.ok(), qPrintable(done.error().message));
        QCOMPARE(test::readFile(target), ProfileTransfer::exportIni(p));
        QVERIFY(!ProfileTransfer::exportToFile(u"noSuchProfile"_s, target).ok());
    }

    void importRefusesSecretKeys_data()
    {
        QTest::addColumn<QByteArray>("extra");
        QTest::addColumn<QString>("key");
        QTest::newRow("clickhouse password") << QByteArray("password=hunter2\n") << u"clickhouse/password"_s;
        QTest::newRow("relay token") << QByteArray("[relay]\ntoken=abc\n") << u"relay/token"_s;
        QTest::newRow("client secret")
            << QByteArray("[oauth]\nclientSecret=abc\n") << u"oauth/clientSecret"_s;
        QTest::newRow("api key") << QByteArray("[relay]\napiKey=abc\n") << u"relay/apiKey"_s;
    }

    void importRefusesSecretKeys()
    {
        QFETCH(QByteArray, extra);
        QFETCH(QString, key);
        const Result<ProfileSettings, QString> r = ProfileTransfer::parse(kMinimal + extra, u"withSecret"_s);
        QVERIFY(!r.ok());
        QVERIFY2(
            r.error().contains(u"profiles never carry secrets: remove key "_s + key), qPrintable(r.error()));
        QVERIFY2(r.error().contains(u"set the password after import"_s), qPrintable(r.error()));
        QVERIFY(!r.error().contains(u"hunter2"_s));
    }

    void importRefusesUnknownKeys()
    {
        const Result<ProfileSettings, QString> r
            = ProfileTransfer::parse(kMinimal + "colour=blue\n[grid]\nbrnach=main\n", u"typo"_s);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().contains(u"unknown key"_s), qPrintable(r.error()));
        QVERIFY2(r.error().contains(u"brnach"_s) || r.error().contains(u"clickhouse/colour"_s),
            qPrintable(r.error()));
        QVERIFY(ProfileTransfer::parse(kMinimal, u"typo"_s).ok());
    }

    void importReadsValuesStrictly()
    {
        const Result<ProfileSettings, QString> r
            = ProfileTransfer::parse(kMinimal + "[poll]\nintervalSeconds=1\n", u"strict"_s);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().contains(u"poll/intervalSeconds"_s), qPrintable(r.error()));
    }

    void importRefusesQtVariantValues_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("key");
        // A bad @Variant makes QSettings print its own warnings, then read as nothing ("missing").
        QTest::newRow("@Variant") << QByteArray("[clickhouse]\nurl=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x3junk)\n")
                                  << u"clickhouse/url"_s;
        QTest::newRow("@ByteArray") << kMinimal + "[grid]\nbranch=@ByteArray(main)\n" << u"grid/branch"_s;
        QTest::newRow("in a list") << kMinimal + "[alerts]\njobPatterns=linux, @Rect(1 2 3 4)\n" << u"alerts/jobPatterns"_s;
        QTest::newRow("quoted") << kMinimal + "[grid]\nbranch=\"@Variant(x)\"\n" << u"grid/branch"_s;
        QTest::newRow("continued") << kMinimal + "[grid]\nbranch=\\\n@Size(1 2)\n" << u"grid/branch"_s;
        QTest::newRow("[General]") << kMinimal + "[General]\nx=@Point(1 2)\n" << u"x"_s;
    }
    void importRefusesQtVariantValues()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, key);
        QTest::failOnWarning(QRegularExpression(u".*"_s)); // Qt's QVariant/QDataStream warnings
        const Result<ProfileSettings, QString> r = ProfileTransfer::parse(text, u"typed"_s);
        QVERIFY(!r.ok());
        QCOMPARE(r.error(), key + u": a Qt variant value is not allowed here: write plain text"_s);
        // Saved by hand into the profiles folder, it is refused the same way.
        const QString path = ProfileSettings::profilePath(u"typed"_s);
        QDir().mkpath(QFileInfo(path).absolutePath());
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(text);
        file.close();
        const Result<ProfileSettings> loaded = ProfileSettings::load(u"typed"_s);
        QVERIFY(!loaded);
        const QString error = loaded.error().message;
        QVERIFY2(error.contains(key + u": a Qt variant value is not allowed here"_s), qPrintable(error));
        QFile::remove(path);
    }
    void plainAtSignsAreText()
    {
        // "@@" is how QSettings writes a leading "@"; an @ inside a value is no type either.
        const auto r = ProfileTransfer::parse(kMinimal + "[grid]\nbranch=@@Variant(x)\n[clickhouse]\nuser=a@b(c)\n",
                                              u"plain"_s);
        QVERIFY2(r.ok(), r.ok() ? "" : qPrintable(r.error()));
        QCOMPARE(r->branch, u"@Variant(x)"_s);
    }
    void longValuesAreQuotedCut()
    {
        const QByteArray huge(60'000, '7');
        const auto r = ProfileTransfer::parse(kMinimal + "[poll]\nintervalSeconds=" + huge + "\n", u"long"_s);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().size() < 300, qPrintable(r.error().left(400)));
        QVERIFY2(r.error().contains(u"…"_s), qPrintable(r.error()));
        const auto name = ProfileTransfer::parse(kMinimal, QString(60'000, u'x'));
        QVERIFY(!name.ok());
        QVERIFY2(name.error().size() < 300, qPrintable(name.error().left(400)));
    }

    void importRefusesOversizeFiles()
    {
        QByteArray text = kMinimal;
        text += "; " + QByteArray(ProfileSettings::maxIniBytes, 'x') + '\n';
        QVERIFY(!ProfileSettings::fromIni(text, u"big"_s).ok());
        const Result<ProfileSettings, QString> r = ProfileTransfer::parse(text, u"big"_s);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().contains(u"64 KB"_s), qPrintable(r.error()));
        QVERIFY2(r.error().contains(u" — import a file written by Export this profile"_s), qPrintable(r.error()));
        const QString path = writeFile(u"big.ini"_s, text);
        QVERIFY(!ProfileTransfer::importFile(path, QString(), false).ok());
        // A file that is not there says to check the path, not only the system's reason.
        const auto missing = ProfileTransfer::importFile(path + u".gone"_s, QString(), false);
        QVERIFY(!missing.ok());
        QCOMPARE(missing.error().kind, SourceError::Kind::Storage);
        QVERIFY2(missing.error().message.endsWith(u" — check the path and that you may read the file"_s), qPrintable(missing.error().message));
        QVERIFY(!QFileInfo::exists(ProfileSettings::profilePath(u"big"_s)));
    }

    void importRefusesBadNames_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("path") << u"../evil"_s;
        QTest::newRow("hidden") << u".hidden"_s;
        QTest::newRow("space") << u"a b"_s;
        QTest::newRow("slash") << u"a/b"_s;
        QTest::newRow("too long") << QString(65, u'a');
    }

    void importRefusesBadNames()
    {
        QFETCH(QString, name);
        const QString path = writeFile(u"good.ini"_s, kMinimal);
        const Result<ProfileSettings> r = ProfileTransfer::importFile(path, name, true);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.contains(u"invalid profile name"_s), qPrintable(r.error().message));
        QVERIFY2(r.error().message.contains(u"use --name"_s), qPrintable(r.error().message));
        // Issue 15, A3: the window has no --name: its fix is renaming the file.
        const auto fromWindow = ProfileTransfer::importFile(path, name, true, ProfileTransfer::Asker::Window);
        QVERIFY(!fromWindow.ok());
        QVERIFY2(fromWindow.error().message.contains(u"rename the file"_s), qPrintable(fromWindow.error().message));
        QVERIFY2(!fromWindow.error().message.contains(u"--"_s), qPrintable(fromWindow.error().message));
    }

    void importKeepsAnExistingProfileUnlessForced()
    {
        const QString path = writeFile(u"team.ini"_s, ProfileTransfer::exportIni(fullProfile(u"team"_s)));
        const Result<ProfileSettings> first = ProfileTransfer::importFile(path, QString(), false);
        QVERIFY2(first.ok(), qPrintable(first.error().message));
        QCOMPARE(first->name, u"team"_s);
        QVERIFY(QFileInfo::exists(ProfileSettings::profilePath(u"team"_s)));
        ProfileSettings local = *first;
        local.cachePath = u"/home/alice/private/ci.sqlite"_s; // set on this machine after import
        if (const Result<void> saved = local.save(); !saved)
            QFAIL(qPrintable(saved.error().message));

        const QString other = writeFile(u"other.ini"_s, kMinimal);
        const Result<ProfileSettings> clash = ProfileTransfer::importFile(other, u"team"_s, false);
        QVERIFY(!clash.ok());
        QVERIFY2(clash.error().message.contains(u"already exists"_s), qPrintable(clash.error().message));
        QVERIFY2(clash.error().message.contains(u"--force"_s), qPrintable(clash.error().message));
        // Issue 15, A3: from the window (no --name, no --force): rename the file and import again.
        const auto clashInWindow = ProfileTransfer::importFile(other, u"team"_s, false, ProfileTransfer::Asker::Window);
        QVERIFY(!clashInWindow.ok());
        QCOMPARE(clashInWindow.error().message,
            u"a profile \"team\" exists already: rename the file (its name becomes the profile's) and import again"_s);
        ProfileSettings kept;
        if (const Result<ProfileSettings> loaded = ProfileSettings::load(u"team"_s); loaded)
            kept = *loaded;
        else
            QFAIL(qPrintable(loaded.error().message));
        QCOMPARE(kept.clickHouseUser, u"hud_reader"_s);

        const Result<ProfileSettings> forced = ProfileTransfer::importFile(other, u"team"_s, true);
        QVERIFY2(forced.ok(), qPrintable(forced.error().message));
        QCOMPARE(forced->clickHouseUrl, QUrl(u"https://ch.example.com:8443"_s));
        QCOMPARE(forced->cachePath, u"/home/alice/private/ci.sqlite"_s); // this machine's, kept
        if (const Result<ProfileSettings> loaded = ProfileSettings::load(u"team"_s); loaded)
            kept = *loaded;
        else
            QFAIL(qPrintable(loaded.error().message));
        QCOMPARE(kept.clickHouseUser, u"default"_s);
        QCOMPARE(kept.cachePath, u"/home/alice/private/ci.sqlite"_s);
    }

    void namesAreTheSavedProfilesSorted()
    {
        const QString dir = QFileInfo(ProfileSettings::profilePath(u"x"_s)).absolutePath();
        QDir(dir).removeRecursively();
        QDir().mkpath(dir);
        for (const QString &name : { u"zeta"_s, u"alpha"_s, u"mid.1"_s }) {
            ProfileSettings p = fullProfile(name);
            if (const Result<void> saved = p.save(); !saved)
                QFAIL(qPrintable(saved.error().message));
        }
        QFile stray(dir + u"/not a profile.ini"_s);
        QVERIFY(stray.open(QIODevice::WriteOnly));
        stray.close();
        QCOMPARE(ProfileSettings::names(), (QStringList { u"alpha"_s, u"mid.1"_s, u"zeta"_s }));
    }
};

HW_TEST_GUILESS_MAIN(TestProfileTransfer)
#include "tst_ProfileTransfer.moc"
