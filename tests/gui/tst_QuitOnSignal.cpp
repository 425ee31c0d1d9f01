// SIGTERM (a logout, `systemctl --user stop`) and SIGINT (Ctrl-C in the terminal) to the windowed
// console, the real executable on the bundled demo: it ends as Quit does — exit 0 through the
// destructors, which write `--record FILE` on the way out — instead of dying where it stands.
#include "ExecutableRun.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "timemachine/RecordingFile.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace Qt::StringLiterals;

class tst_QuitOnSignal : public QObject
{
    Q_OBJECT

private slots:
    void aSignalQuitsTheConsole_data()
    {
        QTest::addColumn<int>("signalNumber");
        QTest::newRow("SIGTERM") << int(SIGTERM);
        QTest::newRow("SIGINT") << int(SIGINT);
    }
    void aSignalQuitsTheConsole()
    {
        QFETCH(int, signalNumber);
        QTemporaryDir dir;
        QProcessEnvironment env = hw::test::isolatedProcessEnvironment(hw::test::freshRuntimeDir(u"quit-on-signal"_s));
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        env.insert(u"QT_LOGGING_RULES"_s, u"hudwatch.start.info=true"_s); // "console shown"
        const QString record = dir.filePath(u"quit.hwrec"_s);
        QProcess p;
        p.setProcessEnvironment(env);
        p.start(QStringLiteral(HUDWATCH_EXE), {u"--record"_s, record});
        QVERIFY(p.waitForStarted());
        QByteArray err;
        QVERIFY(QTest::qWaitFor([&] {
            err += p.readAllStandardError();
            return err.contains("console shown") || p.state() != QProcess::Running;
        }, 60'000));
        QVERIFY2(p.state() == QProcess::Running, err.constData());
        QElapsedTimer clock;
        clock.start();
        ::kill(pid_t(p.processId()), signalNumber);
        QVERIFY(p.waitForFinished(30'000));
        qInfo("quit %lld ms after the signal", clock.elapsed());
        err += p.readAllStandardError();
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), 0);
        const hw::Result<hw::Recording> written = hw::RecordingFile::read(record);
        QVERIFY2(written, qPrintable(written.error().message + u'\n' + QString::fromUtf8(err)));
    }
};

HW_TEST_GUILESS_MAIN(tst_QuitOnSignal)
#include "tst_QuitOnSignal.moc"
