// The profile editor: a form over every field that validates as the file is read, warns about
// plain http, shows test results with marks, and never lets the password into the profile.
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "profiles/ProfileEditorDialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

ProfileSettings sample()
{
    ProfileSettings p;
    p.name = u"ci"_s;
    p.clickHouseUrl = QUrl(u"https://ch.example.com:8443"_s);
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
    p.cachePath = u"/var/cache/ci.sqlite"_s;
    p.relayUrl = QUrl(u"https://hud.example.com"_s);
    p.allowlistFile = u"/etc/hudwatch/allowlist.yml"_s;
    p.oauthIssuer = QUrl(u"https://login.example.com/realms/ci"_s);
    p.oauthClientId = u"hudwatch-ci"_s;
    p.oauthScope = u"openid"_s;
    return p;
}

QLineEdit *edit(QDialog &d, const QString &name)
{
    auto *e = d.findChild<QLineEdit *>(name);
    if (!e)
        qFatal("no line edit %s", qPrintable(name));
    return e;
}

QPushButton *okButton(QDialog &d)
{
    return d.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
}

QString reason(QDialog &d)
{
    return d.findChild<QLabel *>(u"validationReason"_s)->text();
}

QStringList resultLines(QDialog &d)
{
    QStringList lines;
    const auto *list = d.findChild<QListWidget *>(u"testResults"_s);
    for (int i = 0; i < list->count(); ++i)
        lines << list->item(i)->text();
    return lines;
}

} // namespace

class TestProfileEditorDialog : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { test::isolateUserDirs(u"profile-editor"_s); }

    void fieldsFillFromAProfileAndBack()
    {
        ProfileEditorDialog d(ProfileEditorDialog::Mode::Edit, sample());
        QCOMPARE(edit(d, u"clickHouseUrl"_s)->text(), u"https://ch.example.com:8443"_s);
        QCOMPARE(edit(d, u"user"_s)->text(), u"hud_reader"_s);
        QCOMPARE(edit(d, u"relayUrl"_s)->text(), u"https://hud.example.com"_s);
        QVERIFY(d.profile() == sample());
        QVERIFY2(d.validationError().isEmpty(), qPrintable(d.validationError()));
        QVERIFY(okButton(d)->isEnabled());

        edit(d, u"user"_s)->setText(u"someone_else"_s);
        QCOMPARE(d.profile().clickHouseUser, u"someone_else"_s);
    }

    void keysWithoutAFieldSurviveAnEdit()
    {
        // The logs/* keys have no field: an edit elsewhere must not reset them to defaults.
        ProfileSettings p = sample();
        p.logsViaGitHubApi = true;
        p.logsGitHubApiUrl = QUrl(u"https://github.example.com/api/v3"_s);
        p.logsCacheBudgetMb = 512;
        p.logsRawLogBaseUrl = QUrl(u"https://logs.example.com/raw/"_s);
        ProfileEditorDialog d(ProfileEditorDialog::Mode::Edit, p);
        edit(d, u"user"_s)->setText(u"someone_else"_s);
        const ProfileSettings edited = d.profile();
        QCOMPARE(edited.clickHouseUser, u"someone_else"_s);
        QVERIFY(edited.logsViaGitHubApi);
        QCOMPARE(edited.logsGitHubApiUrl, p.logsGitHubApiUrl);
        QCOMPARE(edited.logsCacheBudgetMb, 512);
        QCOMPARE(edited.logsRawLogBaseUrl, p.logsRawLogBaseUrl);
    }

    void editModeKeepsTheName()
    {
        ProfileEditorDialog d(ProfileEditorDialog::Mode::Edit, sample(), { u"ci"_s });
        QVERIFY(edit(d, u"name"_s)->isReadOnly());
        QVERIFY(okButton(d)->isEnabled()); // its own name is no clash
    }

    void newModeReportsANameClash()
    {
        ProfileSettings p = sample();
        p.name.clear();
        ProfileEditorDialog d(ProfileEditorDialog::Mode::New, p, { u"prod"_s });
        QVERIFY(!edit(d, u"name"_s)->isReadOnly());
        QVERIFY(!okButton(d)->isEnabled());
        edit(d, u"name"_s)->setText(u"prod"_s);
        QVERIFY(!okButton(d)->isEnabled());
        QVERIFY2(reason(d).contains(u"exists already"_s), qPrintable(reason(d)));
        edit(d, u"name"_s)->setText(u"../prod"_s);
        QVERIFY(!okButton(d)->isEnabled());
        edit(d, u"name"_s)->setText(u"staging"_s);
        QVERIFY2(okButton(d)->isEnabled(), qPrintable(reason(d)));
        QVERIFY(reason(d).isEmpty());
    }

    void anInvalidUrlDisablesOkWithTheReason_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("key");
        QTest::newRow("plain http") << u"clickHouseUrl"_s << u"http://ch.example.com:8123"_s
                                    << u"clickhouse/url"_s;
        QTest::newRow("ftp") << u"clickHouseUrl"_s << u"ftp://ch.example.com"_s << u"clickhouse/url"_s;
        QTest::newRow("empty") << u"clickHouseUrl"_s << QString() << u"clickhouse/url"_s;
        QTest::newRow("unparsable relay") << u"relayUrl"_s << u"https://exa mple.com:x"_s << u"relay/url"_s;
        QTest::newRow("issuer with query")
            << u"oauthIssuer"_s << u"https://login.example.com/?a=b"_s << u"oauth/issuer"_s;
    }

    void anInvalidUrlDisablesOkWithTheReason()
    {
        QFETCH(QString, field);
        QFETCH(QString, text);
        QFETCH(QString, key);
        ProfileEditorDialog d(ProfileEditorDialog::Mode::Edit, sample());
        QVERIFY(okButton(d)->isEnabled());
        edit(d, field)->setText(text);
        QVERIFY(!okButton(d)->isEnabled());
        QVERIFY(!d.findChild<QPushButton *>(u"testConnection"_s)->isEnabled());
        QVERIFY2(reason(d).contains(key), qPrintable(reason(d)));
        QVERIFY2(reason(d).startsWith(u"✗"_s), qPrintable(reason(d)));
        // One Qt cannot parse at all says how one is written.
        if (QTest::currentDataTag() == QByteArrayLiteral("unparsable relay"))
            QVERIFY2(reason(d).contains(u"not a valid URL — write it as https://host"_s), qPrintable(reason(d)));
    }

    void tickingAllowHttpShowsTheWarning()
    {
        ProfileEditorDialog d(ProfileEditorDialog::Mode::Edit, sample());
        d.show();
        auto *box = d.findChild<QCheckBox *>(u"clickHouseAllowInsecureHttp"_s);
        auto *warning = d.findChild<QLabel *>(u"clickHouseInsecureWarning"_s);
        QVERIFY(!warning->isVisible());
        edit(d, u"clickHouseUrl"_s)->setText(u"http://ch.example.com:8123"_s);
        QVERIFY(!okButton(d)->isEnabled());
        box->setChecked(true);
        QVERIFY(warning->isVisible());
        QVERIFY(warning->text().contains(u"unencrypted"_s));
        QVERIFY2(okButton(d)->isEnabled(), qPrintable(reason(d)));
        QVERIFY(d.profile().clickHouseAllowInsecureHttp);
        box->setChecked(false);
        QVERIFY(!warning->isVisible());
        for (const QString &name : { u"relay"_s, u"oauth"_s }) {
            auto *other = d.findChild<QCheckBox *>(name + u"AllowInsecureHttp"_s);
            auto *otherWarning = d.findChild<QLabel *>(name + u"InsecureWarning"_s);
            QVERIFY(!otherWarning->isVisible());
            other->setChecked(true);
            QVERIFY(otherWarning->isVisible());
        }
    }

    void resultsRenderMarksAndDetails()
    {
        ProfileEditorDialog d(ProfileEditorDialog::Mode::Edit, sample());
        d.showTestResults({ { u"ClickHouse"_s, true, u"ClickHouse 18.16.1 at 127.0.0.1:8123"_s },
            { u"default.push"_s, false, u"default.push: table does not exist"_s } });
        const QStringList lines = resultLines(d);
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines[0].startsWith(u"✓ ClickHouse"_s), qPrintable(lines[0]));
        QVERIFY(lines[0].contains(u"18.16.1 at 127.0.0.1:8123"_s));
        QVERIFY2(lines[1].startsWith(u"✗ default.push"_s), qPrintable(lines[1]));
        QVERIFY(lines[1].contains(u"failed"_s));
        QVERIFY(lines[1].contains(u"table does not exist"_s));
        // To look at it: HUDWATCH_PROFILE_EDITOR_PNG=/tmp/editor.png tests/tst_ProfileEditorDialog
        if (const QString png = qEnvironmentVariable("HUDWATCH_PROFILE_EDITOR_PNG"); !png.isEmpty()) {
            d.show();
            QVERIFY(d.grab().save(png));
        }
    }

    void testButtonAsksWithProfileAndPassword()
    {
        ProfileEditorDialog d(ProfileEditorDialog::Mode::Edit, sample());
        QSignalSpy spy(&d, &ProfileEditorDialog::testRequested);
        edit(d, u"password"_s)->setText(u"pw-for-test"_s);
        QTest::mouseClick(d.findChild<QPushButton *>(u"testConnection"_s), Qt::LeftButton);
        QCOMPARE(spy.size(), 1);
        QVERIFY(spy[0][0].value<ProfileSettings>() == sample());
        QCOMPARE(spy[0][1].toString(), u"pw-for-test"_s);
    }

    void passwordNeverInTheProfileNorItsFile()
    {
        const QString secret = u"s3cr3t-Pa55word"_s;
        ProfileSettings p = sample();
        p.name = u"withPassword"_s;
        ProfileEditorDialog d(ProfileEditorDialog::Mode::Edit, p);
        QVERIFY(d.password().isEmpty()); // empty: the keychain's stays unchanged
        edit(d, u"password"_s)->setText(secret);
        QCOMPARE(d.password(), secret);
        QCOMPARE(edit(d, u"password"_s)->echoMode(), QLineEdit::Password);
        const ProfileSettings out = d.profile();
        QVERIFY(out == p);
        QVERIFY(!out.toIni().contains(secret.toUtf8()));
        if (const Result<void> saved = out.save(); !saved)
            QFAIL(qPrintable(saved.error().message));
        const QByteArray file = test::readFile(ProfileSettings::profilePath(out.name));
        QVERIFY(file.contains("hud_reader"));
        QVERIFY(!file.contains(secret.toUtf8()));
    }
};

HW_TEST_MAIN(TestProfileEditorDialog)
#include "tst_ProfileEditorDialog.moc"
