// Issue 15: "every long operation shows progress and can be cancelled". Opening a console reads a
// recording file (a week takes ~1.4 s) or opens and migrates a profile's cache (a busy file waits
// seconds): ConsoleHost reads them on a worker, with a progress dialog and Cancel, while the
// window (or, at start-up, the event loop) goes on.
#include "Console.h"
#include "ConsoleHost.h"
#include "LongOperation.h"
#include "MainWindow.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "ResultAssertions.h"
#include "cache/JobCache.h"
#include "grid/JobGridModel.h"
#include "profiles/ProfileSettings.h"
#include "timemachine/DemoRecordingGenerator.h"
#include "timemachine/RecordingFile.h"

#include <QApplication>
#include <QProgressDialog>
#include <QSignalSpy>
#include <QThreadPool>
#include <QStatusBar>
#include <QTest>
#include <QTimer>

#include <sqlite3.h>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

// The progress dialog of the open under way: a top-level one at start-up, the window's on a switch.
QProgressDialog *progressDialog()
{
    for (QWidget *w : QApplication::allWidgets())
        if (auto *dialog = qobject_cast<QProgressDialog *>(w))
            return dialog;
    return nullptr;
}

} // namespace

class tst_ConsoleOpening : public QObject
{
    Q_OBJECT
    QString m_dir;
    QString m_recording;

    void saveProfile(const QString &name)
    {
        QString error;
        QVERIFY2(test::saveOfflineProfile(name, m_dir, &error), qPrintable(error));
    }

private slots:
    void initTestCase()
    {
        test::isolateUserDirs(QString::fromLatin1(metaObject()->className()));
        m_dir = test::freshRuntimeDir(u"console-opening"_s);
        saveProfile(u"alpha"_s);
        saveProfile(u"beta"_s);
        // A recording of ~300k job rows: long enough to read that a Cancel lands while it is read.
        DemoRecordingGenerator::Options o;
        o.commits = 300;
        auto generated = DemoRecordingGenerator::generateFrom(DemoRecordingGenerator::defaultJobsCsvPath(),
            DemoRecordingGenerator::defaultFailureLinesPath(), o);
        QVERIFY2(generated, qPrintable(generated.error().message));
        m_recording = m_dir + u"/days.hwrec"_s;
        const Result<void> written = RecordingFile::write(*generated, m_recording);
        QVERIFY2(written, qPrintable(written ? QString() : written.error().message));
    }

    // --replay FILE: read on a worker with counted progress; the event loop runs meanwhile, and the
    // window shows the recording once it is read.
    void aRecordingIsReadOffTheGuiThread()
    {
        CommandLineOptions options;
        options.replay = m_recording;
        ConsoleHost host(options);
        QSignalSpy opened(&host, &ConsoleHost::opened);
        QSignalSpy failed(&host, &ConsoleHost::openFailed);
        int ticks = 0;
        QTimer tick;
        connect(&tick, &QTimer::timeout, this, [&] {
            if (opened.isEmpty())
                ++ticks;
        });
        tick.start(1);
        host.openInBackground();
        QVERIFY(!host.console()); // nothing is built before the file is read
        QProgressDialog *dialog = progressDialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->maximum(), 1000); // rows read of rows in the file, not a busy bar
        QVERIFY2(dialog->labelText().contains(u"days.hwrec"_s), qPrintable(dialog->labelText()));
        QTRY_COMPARE_WITH_TIMEOUT(opened.size(), 1, 60000);
        QVERIFY(failed.isEmpty());
        QVERIFY2(ticks > 0, "the GUI thread was blocked while the recording was read");
        QVERIFY(host.console());
        QVERIFY(host.console()->model()->rowCount() > 0);
        QVERIFY(host.console()->window()->windowTitle().contains(u"days.hwrec"_s));
        QTRY_VERIFY(!progressDialog()); // closed and gone
    }

    void cancellingTheReadOpensNothing()
    {
        CommandLineOptions options;
        options.replay = m_recording;
        ConsoleHost host(options);
        QSignalSpy opened(&host, &ConsoleHost::opened);
        QSignalSpy failed(&host, &ConsoleHost::openFailed);
        host.openInBackground();
        QProgressDialog *dialog = progressDialog();
        QVERIFY(dialog);
        emit dialog->canceled(); // as its Cancel button
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 60000);
        QCOMPARE(failed.first().first().toString(), QString()); // cancelled: nothing to report
        QVERIFY(opened.isEmpty());
        QVERIFY(!host.console());
    }

    void aRecordingThatCannotBeReadSaysWhy()
    {
        const QString bad = m_dir + u"/bad.hwrec"_s;
        QFile f(bad);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"not\": \"a recording\"");
        f.close();
        CommandLineOptions options;
        options.replay = bad;
        ConsoleHost host(options);
        QSignalSpy failed(&host, &ConsoleHost::openFailed);
        host.openInBackground();
        QTRY_COMPARE(failed.size(), 1);
        const QString error = failed.first().first().toString();
        QVERIFY2(error.startsWith(u"cannot replay %1: "_s.arg(bad)), qPrintable(error));
        QVERIFY(!host.console());
    }

    // A profile switch waits for a cache another process holds locked: the current window goes on,
    // the dialog says what it waits for, and Cancel keeps the current profile. Once the lock is
    // gone the same switch goes through.
    void aSwitchToABusyCacheCanBeCancelled()
    {
        CommandLineOptions options;
        options.profile = u"alpha"_s;
        options.offline = true;
        ConsoleHost host(options);
        HW_VERIFY_OK(host.open());
        {
            JobCache beta(m_dir + u"/beta.sqlite"_s); // made once, then held by "another process"
            QVERIFY(beta.open());
        }
        MainWindow *first = host.console()->window();
        first->show();
        sqlite3 *other = nullptr;
        QCOMPARE(sqlite3_open((m_dir + u"/beta.sqlite"_s).toUtf8().constData(), &other), SQLITE_OK);
        const auto exec = [other](const char *sql) {
            char *message = nullptr;
            const int rc = sqlite3_exec(other, sql, nullptr, nullptr, &message);
            const QString text = QString::fromUtf8(message ? message : "");
            sqlite3_free(message);
            return rc == SQLITE_OK ? QString() : text;
        };
        QCOMPARE(exec("PRAGMA locking_mode = EXCLUSIVE; BEGIN EXCLUSIVE; CREATE TABLE held (x);"), QString());

        QSignalSpy switched(&host, &ConsoleHost::switched);
        int ticks = 0;
        QTimer tick;
        connect(&tick, &QTimer::timeout, this, [&] { ++ticks; });
        tick.start(1);
        emit first->profileSwitchRequested(u"beta"_s);
        QProgressDialog *dialog = nullptr;
        QTRY_VERIFY((dialog = progressDialog()) != nullptr && dialog->isVisible()); // shown after 300 ms
        QVERIFY(first->isAncestorOf(dialog) || dialog->parentWidget() == first);
        QVERIFY2(dialog->labelText().contains(u"Opening the cache of profile beta"_s), qPrintable(dialog->labelText()));
        QCOMPARE(dialog->maximum(), 0); // a cache's open cannot be counted: a busy bar
        QVERIFY2(ticks > 0, "the GUI thread was blocked while the cache was opened");
        emit dialog->canceled(); // as its Cancel button
        // The open stops waiting for the lock at once, not after SQLite's 5 s busy timeout.
        QTRY_VERIFY_WITH_TIMEOUT(LongOperation::pool()->activeThreadCount() == 0, 2500);
        QTRY_VERIFY(first->statusBar()->currentMessage().contains(u"Opening profile \"beta\" was cancelled"_s));
        QCOMPARE(host.currentProfile(), u"alpha"_s);
        QCOMPARE(host.console()->window(), first);
        QVERIFY(switched.isEmpty());

        QCOMPARE(exec("ROLLBACK"), QString());
        sqlite3_close(other);
        emit first->profileSwitchRequested(u"beta"_s);
        QTRY_COMPARE_WITH_TIMEOUT(switched.size(), 1, 30000);
        QCOMPARE(host.currentProfile(), u"beta"_s);
        QVERIFY(host.console()->window()->windowTitle().contains(u"beta"_s));
    }
};

HW_TEST_MAIN(tst_ConsoleOpening)
#include "tst_ConsoleOpening.moc"
