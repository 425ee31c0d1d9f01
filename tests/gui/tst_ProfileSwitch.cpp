// Switching profiles in a running window (Profile menu): the new profile is built before the old
// one goes, the window keeps its tab, and a profile that cannot be opened leaves the current one.
#include "Console.h"
#include "ConsoleHost.h"
#include "MainWindow.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "ResultAssertions.h"
#include "profiles/ProfileEditorDialog.h"
#include "profiles/ProfileSettings.h"

#include <QAbstractButton>
#include <QDesktopServices>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QPointer>
#include <QSignalSpy>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

class tst_ProfileSwitch : public QObject
{
    Q_OBJECT
    QString m_dir;

    void saveProfile(const QString &name)
    {
        QString error;
        QVERIFY2(test::saveOfflineProfile(name, m_dir, &error), qPrintable(error));
    }

private slots:
    void initTestCase()
    {
        test::isolateUserDirs(QString::fromLatin1(metaObject()->className()));
        m_dir = test::freshRuntimeDir(u"profile-switch"_s);
        saveProfile(u"alpha"_s);
        saveProfile(u"beta"_s);
        saveProfile(u"gamma"_s);
        // gamma is damaged by hand afterwards.
        QFile f(ProfileSettings::profilePath(u"gamma"_s));
        QVERIFY(f.open(QIODevice::Append));
        f.write("\n[poll]\nintervalSeconds=often\n");
    }

    void switchesInPlaceAndKeepsTheTab()
    {
        CommandLineOptions options;
        options.profile = u"alpha"_s;
        options.offline = true;
        ConsoleHost host(options);
        HW_VERIFY_OK(host.open());
        MainWindow *first = host.console()->window();
        first->show();
        QVERIFY(first->windowTitle().contains(u"alpha"_s));
        QCOMPARE(first->profileMenuEntries(),
            (QStringList { u"  Demo recording"_s, u"* alpha"_s, u"  beta"_s, u"  gamma"_s }));
        QVERIFY(first->showView(u"trunk"_s));
        first->setGeometry(40, 50, 900, 700);

        QPointer<MainWindow> old(first);
        QSignalSpy switched(&host, &ConsoleHost::switched);
        emit first->profileSwitchRequested(u"beta"_s);
        QTRY_COMPARE(switched.size(), 1);
        QVERIFY(old.isNull()); // the old profile's window and sources are gone
        MainWindow *second = host.console()->window();
        QVERIFY(second->isVisible());
        QVERIFY(second->windowTitle().contains(u"beta"_s));
        QCOMPARE(second->currentView(), u"trunk"_s);
        QCOMPARE(second->geometry().size(), QSize(900, 700));
        QCOMPARE(host.currentProfile(), u"beta"_s);
        QVERIFY(second->profileMenuEntries().contains(u"* beta"_s));

        // Profile ▸ Edit: saving reopens the profile in place with what was saved.
        QPointer<MainWindow> beforeEdit(second);
        emit second->profileEditRequested(false);
        ProfileEditorDialog *editor = nullptr;
        QTRY_VERIFY((editor = second->findChild<ProfileEditorDialog *>()) != nullptr);
        QCOMPARE(editor->profile().name, u"beta"_s);
        QCOMPARE(editor->validationError(), QString());
        editor->accept();
        QTRY_COMPARE(switched.size(), 2);
        QVERIFY(beforeEdit.isNull());
        QCOMPARE(host.currentProfile(), u"beta"_s);
        second = host.console()->window();

        // A damaged profile: nothing changes, and the reason names the bad key.
        Console *before = host.console();
        QSignalSpy failed(&host, &ConsoleHost::switchFailed);
        const Result<void> toGamma = host.switchTo(u"gamma"_s);
        QVERIFY(!toGamma);
        QVERIFY2(toGamma.error().message.contains(u"intervalSeconds"_s), qPrintable(toGamma.error().message));
        QCOMPARE(failed.size(), 1);
        QCOMPARE(host.console(), before);
        QCOMPARE(host.currentProfile(), u"beta"_s);

        // And to the demo recording.
        HW_VERIFY_OK(host.switchTo(QString()));
        QVERIFY(host.console()->window()->windowTitle().contains(u"demo"_s));
        QVERIFY(host.console()->window()->profileMenuEntries().contains(u"* Demo recording"_s));
    }

    // Issue 15, A4: a profile that no longer loads (changed by hand) cannot be edited in the
    // editor: the warning says where to fix it and opens that file in the text editor.
    void unreadableProfileOffersItsFileInATextEditor()
    {
        saveProfile(u"delta"_s);
        CommandLineOptions options;
        options.profile = u"delta"_s;
        options.offline = true;
        ConsoleHost host(options);
        HW_VERIFY_OK(host.open());
        MainWindow *window = host.console()->window();
        window->show();
        const QString path = ProfileSettings::profilePath(u"delta"_s);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::Append));
            f.write("\n[poll]\nintervalSeconds=often\n");
        }
        QDesktopServices::setUrlHandler(u"file"_s, this, "urlOpened");
        const auto check = [&](const QString &title) {
            QMessageBox *box = nullptr;
            QTRY_VERIFY((box = window->findChild<QMessageBox *>()) != nullptr);
            QCOMPARE(box->windowTitle(), title);
            QVERIFY2(box->text().contains(u"fix it in %1 (a text editor), then try again"_s.arg(
                         QDir::toNativeSeparators(path))),
                qPrintable(box->text()));
            QAbstractButton *edit = nullptr;
            for (QAbstractButton *b : box->buttons())
                if (b->text() == u"Open in a text editor"_s)
                    edit = b;
            QVERIFY(edit);
            m_opened.clear();
            edit->click();
            QCOMPARE(m_opened, QUrl::fromLocalFile(path));
            QTRY_VERIFY(!window->findChild<QMessageBox *>());
        };
        emit window->profileEditRequested(false);
        check(u"Edit profile"_s);
        QVERIFY(!window->findChild<ProfileEditorDialog *>());
        emit window->profileSwitchRequested(u"gamma"_s); // damaged in initTestCase
        {
            QMessageBox *box = nullptr;
            QTRY_VERIFY((box = window->findChild<QMessageBox *>()) != nullptr);
            QVERIFY2(box->text().contains(ProfileSettings::profilePath(u"gamma"_s)) || box->text().contains(
                         QDir::toNativeSeparators(ProfileSettings::profilePath(u"gamma"_s))),
                qPrintable(box->text()));
            box->close();
        }
        QDesktopServices::unsetUrlHandler(u"file"_s);
    }

public slots:
    void urlOpened(const QUrl &url) { m_opened = url; }

private:
    QUrl m_opened;
};

HW_TEST_MAIN(tst_ProfileSwitch)
#include "tst_ProfileSwitch.moc"
