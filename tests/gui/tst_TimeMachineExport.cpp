// The time machine's files: a time window exports to a file that replays, on a worker that can
// be cancelled; --record with a profile writes what its cache holds, without a secret, and a
// killed recorder leaves no half file; the command line says what is wrong.
#include "grid/GridJobStore.h"
#include "alerts/AlertHistoryStore.h"
#include "AlertMonitor.h"
#include "Console.h"
#include "ExecutableRun.h"
#include "MainWindow.h"
#include "ResultAssertions.h"
#include "TestEnvironment.h"
#include "TimeMachineFixture.h"
#include "TestRegistry.h"
#include "backends/BackendsSync.h"
#include "cache/JobCache.h"
#include "flaky/FlakyResultsJson.h"
#include "grid/GridColumnFilterProxy.h"
#include "grid/JobGridModel.h"
#include "grid/JobGridView.h"
#include "profiles/ProfileSettings.h"
#include "timemachine/Replayer.h"
#include "timemachine/CacheRecording.h"
#include "timemachine/ExportWindowDialog.h"
#include "timemachine/RecordingFile.h"
#include "timemachine/TimelineBar.h"
#include "timemachine/TimelineScrubber.h"
#include "utilization/UtilizationDemo.h"
#include "utilization/UtilizationFleetJson.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProgressDialog>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#include <sqlite3.h>

using namespace hw;
using namespace Qt::StringLiterals;

class tst_TimeMachineExport : public test::TimeMachineFixture
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        writeIncident(u"timemachine-export"_s);
    }

    void aTimeWindowExportsToAFileThatReplays()
    {
        Console console(replayOptions());
        HW_VERIFY_OK(console.init());
        const CacheRecording::Range held = console.heldRange();
        QVERIFY(held.from < kAt && kAt < held.to);
        const QString out = m_dir + u"/window.hwrec"_s;
        const Result<void> done = console.exportTimeWindow(kAt - 3600, kAt, out);
        QVERIFY2(done, qPrintable(done.error().message));
        const Result<Recording> r = RecordingFile::read(out);
        QVERIFY2(r, qPrintable(r.error().message));
        QCOMPARE(r->header.start, kAt - 3600);
        QCOMPARE(r->header.end, kAt);
        QVERIFY(!r->commits.isEmpty());
        for (const Commit &c : r->commits)
            QVERIFY(c.time >= kAt - 3600 && c.time <= kAt);
        for (const JobRun &j : r->jobs)
            QVERIFY(j.insertedAt <= kAt);
        QVERIFY(!console.exportTimeWindow(kAt, kAt - 1, out)); // ends before it starts
        // The window's last instant looks like the original at that instant, for its commits.
        CommandLineOptions windowOptions;
        windowOptions.replay = out;
        windowOptions.at = u"09:10"_s;
        Console again(windowOptions);
        HW_VERIFY_OK(again.init());
        QCOMPARE(again.replayer()->clock(), kAt);
    }

    // File ▸ Export time window… writes on a worker: the GUI thread keeps turning its event loop
    // (a timer fires during the write), a progress dialog offers Cancel, and a cancelled export
    // leaves no file at all.
    void anExportRunsOffTheGuiThreadAndCancels()
    {
        const auto big = demoRecording(300);
        QVERIFY2(big, qPrintable(big.error().message));
        const QString source = m_dir + u"/big.hwrec"_s;
        QVERIFY(RecordingFile::write(*big, source));
        CommandLineOptions options;
        options.replay = source;
        Console console(options);
        HW_VERIFY_OK(console.init());
        console.window()->show();
        const CacheRecording::Range held = console.heldRange();

        QSignalSpy finished(&console, &Console::exportFinished);
        int ticks = 0;
        QTimer ticker;
        connect(&ticker, &QTimer::timeout, this, [&ticks] { ++ticks; });
        ticker.start(5);
        const QString out = m_dir + u"/background.hwrec"_s;
        console.exportInBackground(held.from, held.to, out);
        QVERIFY(console.isExporting());
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 1, 60000);
        QCOMPARE(finished.first().at(0).toBool(), true);
        QVERIFY2(ticks > 3, qPrintable(QString::number(ticks))); // the loop ran while it wrote
        HW_ASSIGN_OK(const Recording written, RecordingFile::read(out));
        QCOMPARE(written.jobs.size(), big->jobs.size());

        const QString cancelled = m_dir + u"/cancelled.hwrec"_s;
        console.exportInBackground(held.from, held.to, cancelled);
        const auto dialogs = console.window()->findChildren<QProgressDialog *>(); // the first may await deletion
        QVERIFY(!dialogs.isEmpty());
        auto *cancel = dialogs.last()->findChild<QPushButton *>();
        QVERIFY(cancel);
        QCOMPARE(cancel->text(), u"Cancel"_s);
        cancel->click();
        QTRY_COMPARE_WITH_TIMEOUT(finished.size(), 2, 60000);
        QCOMPARE(finished.last().at(0).toBool(), false);
        QVERIFY(!QFile::exists(cancelled));
        QVERIFY(QDir(m_dir).entryList({ u"cancelled.hwrec*"_s }).isEmpty()); // no part file either
        QVERIFY(!console.isExporting());
    }

    void recordWithAProfileWritesItsCacheWithoutSecrets()
    {
        ProfileSettings p;
        p.name = u"incident-prof"_s;
        p.clickHouseUrl = QUrl(u"http://reader-account@127.0.0.1:9"_s); // the profile refuses a password here
        p.clickHouseUser = u"reader-account"_s;
        p.cachePath = m_dir + u"/incident-prof.sqlite"_s;
        HW_VERIFY_OK(p.save());
        {
            const Result<Recording> demo = RecordingFile::read(m_recording);
            QVERIFY(demo);
            JobCache cache(p.cachePath);
            QVERIFY(cache.open());
            JobBatch batch = demo->snapshotAt(kAt);
            batch.source = u"clickhouse"_s;
            QVERIFY2(GridJobStore(cache).storeBatch(batch), "store");
            QVERIFY(AlertHistoryStore(cache).store(u"clickhouse"_s,
                { { kAt - 600, AlertTransition::Kind::Broke, u"job:pull / a"_s, u"pull / a"_s, {} } }));
        }
        const QString out = m_dir + u"/recorded.hwrec"_s;
        {
            CommandLineOptions o;
            o.profile = p.name;
            o.offline = true;
            o.record = out;
            Console console(o);
            HW_VERIFY_OK(console.init());
            console.start();
            QVERIFY(console.model()->rowCount() > 0);
            // Streamed: whole from the start, before the console closes (each batch follows).
            const Result<Recording> early = RecordingFile::read(out);
            QVERIFY2(early, qPrintable(early.error().message));
            QVERIFY(!early->jobs.isEmpty());
            // The cache's alerts are in it from the start; one acknowledged now follows it
            // there (through the cache writer) before the file is closed.
            QCOMPARE(early->alerts.size(), 1);
            console.alerts()->setClock([] { return kAt + 60; });
            console.alerts()->setAcknowledged(u"job:pull / a"_s, true);
        }
        const Result<Recording> r = RecordingFile::read(out);
        QVERIFY2(r, qPrintable(r.error().message));
        QCOMPARE(r->header.profile, p.name);
        QCOMPARE(r->alerts.size(), 2);
        QCOMPARE(r->alerts.at(0).kind, AlertTransition::Kind::Broke);
        QCOMPARE(r->alerts.at(1).time, kAt + 60);
        QCOMPARE(r->alerts.at(1).kind, AlertTransition::Kind::Acknowledged);
        QCOMPARE(r->alerts.at(1).key, u"job:pull / a"_s);
        QVERIFY(!r->commits.isEmpty());
        QVERIFY(!r->jobs.isEmpty());
        const QByteArray bytes = test::readFile(out);
        QVERIFY(!bytes.contains("reader-account"));
        QVERIFY(!bytes.contains("127.0.0.1"));
        // What it shows at its end is what the cache showed.
        CommandLineOptions replayRecorded;
        replayRecorded.replay = out;
        Console replay(replayRecorded);
        HW_VERIFY_OK(replay.init());
        replay.replayer()->seek(replay.replayer()->endTime());
        QCOMPARE(replay.model()->rowCount(), int(r->commits.size()));
    }

    void theCommandLineSaysWhatIsWrong()
    {
        QProcessEnvironment env
            = test::isolatedProcessEnvironment(test::freshRuntimeDir(u"timemachine-cli"_s));
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        const QString png = m_dir + u"/cli.png"_s;
        test::ExecutableRun r
            = test::runExecutable(QStringLiteral(HUDWATCH_EXE), { u"--at"_s, u"03:10"_s }, env);
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"--at needs --replay"_s), qPrintable(r.err));
        r = test::runExecutable(QStringLiteral(HUDWATCH_EXE),
            { u"--replay"_s, m_recording, u"--at"_s, u"2024-08-15T03:10:00Z"_s, u"--screenshot"_s, png },
            env);
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"outside the recording, which covers"_s), qPrintable(r.err));
        QVERIFY(!QFile::exists(png));
        r = test::runExecutable(QStringLiteral(HUDWATCH_EXE), { u"--help"_s }, env);
        QVERIFY(r.out.contains(u"--at <TIME>"_s) && r.out.contains(u"--record <FILE>"_s));
        // --replay demo --record FILE: the bundled demo as a recording file.
        const QString demo = m_dir + u"/demo.hwrec"_s;
        r = test::runExecutable(
            QStringLiteral(HUDWATCH_EXE), { u"--record"_s, demo, u"--screenshot"_s, png }, env);
        QCOMPARE(r.exitCode, 0);
        const Result<Recording> read = RecordingFile::read(demo);
        QVERIFY2(read, qPrintable(read.error().message));
        QCOMPARE(read->header.source, u"demo"_s);
        QVERIFY(read->jobs.size() > 10000);
    }

    // Killed at any moment while writing, the process leaves the file whole or absent.
    void aKilledRecorderLeavesNoHalfFile()
    {
        QProcessEnvironment env
            = test::isolatedProcessEnvironment(test::freshRuntimeDir(u"timemachine-kill"_s));
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        const QString out = m_dir + u"/killed.hwrec"_s;
        int whole = 0;
        for (int round = 0; round < 8; ++round) {
            QFile::remove(out);
            QProcess p;
            p.setProcessEnvironment(env);
            p.start(QStringLiteral(HUDWATCH_EXE),
                { u"--record"_s, out, u"--screenshot"_s, m_dir + u"/killed.png"_s });
            QVERIFY(p.waitForStarted());
            QTest::qWait(150 + round * 120); // on purpose: the kill lands later in the write each round
            p.kill();
            p.waitForFinished();
            if (!QFile::exists(out))
                continue;
            const Result<Recording> r = RecordingFile::read(out);
            QVERIFY2(r, qPrintable(r.error().message));
            ++whole;
        }
        qInfo("%d of 8 runs finished the file before the kill; none left half of one", whole);
    }

    void theExportDialogOffersTheHeldRange()
    {
        ExportWindowDialog dialog(kAt - 86400 * 2, kAt);
        dialog.setWindow(kAt - 86400, kAt);
        QCOMPARE(dialog.from(), kAt - 86400);
        QCOMPARE(dialog.to(), kAt);
        auto *ok = dialog.findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
        QVERIFY(ok->isEnabled());
        dialog.setWindow(kAt, kAt - 3600);
        QVERIFY(!ok->isEnabled());
        dialog.setWindow(kAt - 3 * 86400, kAt); // before what is held: clamped to it
        QCOMPARE(dialog.from(), kAt - 86400 * 2);
    }
};

HW_TEST_MAIN(tst_TimeMachineExport)
#include "tst_TimeMachineExport.moc"
