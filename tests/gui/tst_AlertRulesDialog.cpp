// Settings ▸ Alert rules…: the profile's [alerts] keys as a form, validated by the profile
// reader (a bad job pattern is named with the reason, OK stays off), saved to the profile file,
// and applied by the running console from the next evaluation; the demo keeps them for the run.
#include "AlertMonitor.h"
#include "Console.h"
#include "MainWindow.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "ResultAssertions.h"
#include "alerts/AlertRulesDialog.h"
#include "profiles/ProfileSettings.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QLabel>
#include <QMenuBar>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

QAction *menuAction(QMenuBar *bar, const QString &menu, const QString &entry)
{
    for (QAction *top : bar->actions())
        if (top->text() == menu && top->menu())
            for (QAction *a : top->menu()->actions())
                if (a->text() == entry)
                    return a;
    return nullptr;
}

} // namespace

class tst_AlertRulesDialog : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { test::isolateUserDirs(QString::fromLatin1(metaObject()->className())); }

    void formValidatesLikeTheProfileFile()
    {
        ProfileSettings p;
        p.name = u"form"_s;
        p.clickHouseUrl = QUrl(u"https://ch.example.com"_s);
        p.alertRules.jobPatterns = { u"rocm"_s };
        p.cctrayPort = 8765;
        AlertRulesDialog dialog(p);
        QVERIFY(dialog.validationError().isEmpty());
        QCOMPARE(dialog.jobPatterns()->toPlainText(), u"rocm"_s);
        QCOMPARE(dialog.cctrayPort()->value(), 8765);
        QVERIFY(dialog.backendRules()->isChecked());
        QCOMPARE(dialog.profile(), p); // untouched: the same profile

        dialog.jobPatterns()->setPlainText(u"rocm\n^trunk / (cuda\n"_s);
        QVERIFY2(
            dialog.validationError().contains(u"^trunk / (cuda"_s), qPrintable(dialog.validationError()));
        QVERIFY(dialog.validationError().contains(u"not a valid regular expression"_s));
        QVERIFY(!dialog.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
        QVERIFY(dialog.findChild<QLabel *>(u"reason"_s)->text().contains(u"(cuda"_s));

        dialog.jobPatterns()->setPlainText(u"rocm\n\n  ^trunk / .*cuda  \n"_s);
        QVERIFY(dialog.validationError().isEmpty());
        QVERIFY(dialog.buttons()->button(QDialogButtonBox::Ok)->isEnabled());
        dialog.consecutiveFailures()->setValue(3);
        dialog.groupRule()->setChecked(true);
        dialog.trunkRedMinutes()->setValue(0);
        dialog.staleMinutes()->setValue(45);
        dialog.stillBrokenHours()->setValue(8);
        dialog.backendRules()->setChecked(false);
        dialog.cctrayPort()->setValue(0);
        const ProfileSettings edited = dialog.profile();
        QCOMPARE(edited.alertRules.consecutiveFailures, 3);
        QVERIFY(edited.alertRules.groupRule);
        QCOMPARE(edited.alertRules.trunkRedMinutes, 0);
        QCOMPARE(edited.alertRules.staleMinutes, 45);
        QCOMPARE(edited.alertRules.stillBrokenHours, 8);
        QCOMPARE(edited.alertRules.jobPatterns, (QStringList { u"rocm"_s, u"^trunk / .*cuda"_s }));
        QVERIFY(!edited.alertRules.backendRules);
        QCOMPARE(edited.cctrayPort, 0);
        QCOMPARE(dialog.trunkRedMinutes()->text(), u"off"_s); // 0 says what it means
        // Everything else of the profile is kept.
        QCOMPARE(edited.clickHouseUrl, p.clickHouseUrl);
        QCOMPARE(edited.name, p.name);
    }

    void savedToTheProfileAndAppliedByTheConsole()
    {
        ProfileSettings p;
        p.name = u"rules"_s;
        p.clickHouseUrl = QUrl(u"http://127.0.0.1:9"_s);
        p.cachePath = test::freshRuntimeDir(u"alert-rules"_s) + u"/rules.sqlite"_s;
        if (const Result<void> saved = p.save(); !saved)
            QFAIL(qPrintable(saved.error().message));
        CommandLineOptions options;
        options.profile = p.name;
        options.offline = true;
        Console console(options);
        HW_VERIFY_OK(console.init());
        MainWindow *window = console.window();
        QAction *action = menuAction(window->menuBar(), u"&Settings"_s, u"&Alert rules…"_s);
        QVERIFY(action);
        action->trigger();
        auto *dialog = window->findChild<AlertRulesDialog *>();
        QVERIFY(dialog);
        dialog->consecutiveFailures()->setValue(4);
        dialog->jobPatterns()->setPlainText(u"xla"_s);
        dialog->accept();
        QCOMPARE(console.alerts()->rules().consecutiveFailures, 4);
        QCOMPARE(console.alerts()->rules().jobPatterns, QStringList { u"xla"_s });
        ProfileSettings saved;
        if (const Result<ProfileSettings> loaded = ProfileSettings::load(p.name); loaded)
            saved = *loaded;
        else
            QFAIL(qPrintable(loaded.error().message));
        QCOMPARE(saved.alertRules.consecutiveFailures, 4);
        QCOMPARE(saved.alertRules.jobPatterns, QStringList { u"xla"_s });
        QCOMPARE(saved.clickHouseUrl, p.clickHouseUrl);
    }

    void theDemoKeepsThemForTheRun()
    {
        Console console(CommandLineOptions {});
        HW_VERIFY_OK(console.init());
        const QStringList profiles = ProfileSettings::names();
        const auto backendAlerts = [&] {
            return std::count_if(console.alerts()->tracker().active().cbegin(),
                console.alerts()->tracker().active().cend(),
                [](const Alert &a) { return a.key.startsWith(u"backend:"_s); });
        };
        console.alerts()->evaluate();
        QVERIFY(backendAlerts() > 0); // the demo's backends alert by default
        emit console.window()->alertRulesRequested();
        auto *dialog = console.window()->findChild<AlertRulesDialog *>();
        QVERIFY(dialog);
        QVERIFY(dialog->validationError().isEmpty());
        dialog->backendRules()->setChecked(false);
        dialog->accept();
        QVERIFY(!console.alerts()->rules().backendRules);
        // Applied at the next evaluation: no backend alert left.
        console.alerts()->evaluate();
        QCOMPARE(backendAlerts(), 0);
        QCOMPARE(ProfileSettings::names(), profiles); // nothing written for the demo
    }
};

HW_TEST_MAIN(tst_AlertRulesDialog)
#include "tst_AlertRulesDialog.moc"
