#include "CommandLineOptions.h"
#include "ExecutableRun.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QProcess>
#include <QTest>

#include <sys/stat.h>

using namespace hw;

using namespace Qt::StringLiterals;

namespace {
CommandLineOptions parse(const QStringList &args)
{
    return CommandLineOptions::parse(QStringList{QStringLiteral("hudwatch")} + args);
}

hw::test::ExecutableRun runHudwatch(const QStringList &args, int timeoutMs = 60000)
{
    QProcessEnvironment env = hw::test::isolatedProcessEnvironment(hw::test::freshRuntimeDir(QStringLiteral("cli-home")));
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    return hw::test::runExecutable(QStringLiteral(HUDWATCH_EXE), args, env, {}, timeoutMs);
}
} // namespace

class TestCommandLine : public QObject
{
    Q_OBJECT
private slots:
    void defaultsToTheDemo()
    {
        const auto o = parse({});
        QVERIFY2(o.error.isEmpty(), qPrintable(o.error));
        QVERIFY(o.profile.isEmpty());
        QVERIFY(o.replay.isEmpty());
        QCOMPARE(o.view, QStringLiteral("grid"));
        QCOMPARE(o.size, QSize(1600, 900));
    }
    void parsesScreenshotOptions()
    {
        const auto o = parse({QStringLiteral("--screenshot"), QStringLiteral("/tmp/x.png"), QStringLiteral("--size"),
                              QStringLiteral("800x600"), QStringLiteral("--view"), QStringLiteral("grid")});
        QVERIFY2(o.error.isEmpty(), qPrintable(o.error));
        QCOMPARE(o.screenshotPath, QStringLiteral("/tmp/x.png"));
        QCOMPARE(o.size, QSize(800, 600));
    }
    // Qt's own options still reach QApplication; our parser runs first and must let them pass.
    void acceptsQtsOwnOptions()
    {
        const auto o = parse({u"-platform"_s, u"offscreen"_s, u"--view"_s, u"backends"_s, u"-style=Fusion"_s, u"-reverse"_s});
        QVERIFY2(o.error.isEmpty(), qPrintable(o.error));
        QCOMPARE(o.view, u"backends"_s);
        QCOMPARE(CommandLineOptions::withoutQtOptions({u"hudwatch"_s, u"-style"_s, u"Fusion"_s, u"--offline"_s}),
                 (QStringList{u"hudwatch"_s, u"--offline"_s}));
        QVERIFY(!parse({u"-frobnicate"_s}).error.isEmpty());
    }

    void rejectsBadInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("errorPart");
        QTest::newRow("bad size") << QStringList{QStringLiteral("--size"), QStringLiteral("big")} << QStringLiteral("--size");
        QTest::newRow("unknown view") << QStringList{QStringLiteral("--view"), QStringLiteral("nope")}
                                      << QStringLiteral("unknown view");
        QTest::newRow("backend without repo") << QStringList{QStringLiteral("--view"), QStringLiteral("backend:")}
                                              << QStringLiteral("unknown view");
        QTest::newRow("backend not owner/repo") << QStringList{QStringLiteral("--view"), QStringLiteral("backend:a b")}
                                                << QStringLiteral("unknown view");
        QTest::newRow("not png") << QStringList{QStringLiteral("--screenshot"), QStringLiteral("a.jpg")}
                                 << QStringLiteral("PNG");
        QTest::newRow("profile+replay") << QStringList{QStringLiteral("--profile"), QStringLiteral("a"),
                                                       QStringLiteral("--replay"), QStringLiteral("demo")}
                                        << QStringLiteral("cannot be combined");
        QTest::newRow("unknown option") << QStringList{QStringLiteral("--frobnicate")} << QStringLiteral("frobnicate");
        QTest::newRow("bad range") << QStringList{u"--range"_s, u"lastweek"_s} << u"--range: 'lastweek' is not a range"_s;
        QTest::newRow("reversed range") << QStringList{u"--range"_s, u"2026-07-14..2026-07-01"_s}
                                        << u"ends before it starts"_s;
        QTest::newRow("stray argument") << QStringList{QStringLiteral("stray")} << QStringLiteral("stray");
    }
    void rejectsBadInput()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, errorPart);
        const auto o = parse(args);
        QVERIFY2(o.error.contains(errorPart), qPrintable(o.error));
    }

    // The real executable, end to end.
    void versionAndHelp()
    {
        const hw::test::ExecutableRun v = runHudwatch({QStringLiteral("--version")});
        QCOMPARE(v.exitCode, 0);
        QVERIFY2(v.out.contains(QStringLiteral(HUDWATCH_VERSION)), qPrintable(v.out));
        const hw::test::ExecutableRun h = runHudwatch({QStringLiteral("--help")});
        QCOMPARE(h.exitCode, 0);
        for (const char *opt : {"--profile", "--replay", "--screenshot", "--view", "--size"})
            QVERIFY2(h.out.contains(QLatin1String(opt)), opt);
    }
    void badArgumentsExitWithTwo()
    {
        const hw::test::ExecutableRun r = runHudwatch({QStringLiteral("--size"), QStringLiteral("huge")});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(QStringLiteral("--size")), qPrintable(r.err));
    }
    // Issue 7, item 6: over SSH there is no display; commands that open no window must still
    // answer (they aborted with "could not connect to display"), and the window says why not.
    void commandsWithoutAWindowNeedNoDisplay_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("output");
        QTest::newRow("version") << QStringList{u"--version"_s} << 0 << QStringLiteral(HUDWATCH_VERSION);
        QTest::newRow("help") << QStringList{u"--help"_s} << 0 << u"--profile"_s;
        QTest::newRow("bad option") << QStringList{u"--frobnicate"_s} << 2 << u"frobnicate"_s;
        QTest::newRow("bad size") << QStringList{u"--size"_s, u"huge"_s} << 2 << u"--size"_s;
        QTest::newRow("missing profile") << QStringList{u"--profile"_s, u"nosuchprofile"_s} << 1 << u"nosuchprofile"_s;
        QTest::newRow("window without display") << QStringList{} << 1 << u"no display"_s;
        // The ranked flaky tests for a bot: the demo's, best-ranked (Wilson lower bound) first.
        QTest::newRow("flaky") << QStringList{u"flaky"_s} << 0
                               << u"1. test_misc.py · AOTInductorTestDualWrapper · test_aoti_debug_printer_codegen_cuda"_s;
        QTest::newRow("flaky csv") << QStringList{u"flaky"_s, u"--csv"_s, u"--range"_s, u"30d"_s} << 0
                                   << u"file,classname,name,invoking_file,numGreen,numRed,console_flaky_runs"_s;
        QTest::newRow("flaky other range") << QStringList{u"flaky"_s, u"--range"_s, u"7d"_s} << 1
                                           << u"not the range asked for"_s;
        QTest::newRow("flaky bad min") << QStringList{u"flaky"_s, u"--min-runs"_s, u"x"_s} << 2 << u"--min-runs"_s;
        QTest::newRow("utilization") << QStringList{u"utilization"_s, hw::test::dataPath(u"utilization/nanogpt_8gpu_first100.csv"_s)}
                                     << 0 << u"8 GPUs, 800 samples"_s;
        QTest::newRow("utilization json")
            << QStringList{u"utilization"_s, u"--json"_s, hw::test::dataPath(u"utilization/nanogpt_8gpu_first100.csv"_s)} << 0
            << u"\"spikeFrequency\""_s;
        QTest::newRow("utilization missing file") << QStringList{u"utilization"_s, u"/nonexistent/x.csv"_s} << 1
                                                  << u"/nonexistent/x.csv"_s;
        QTest::newRow("utilization usage") << QStringList{u"utilization"_s} << 2 << u"usage: hudwatch utilization"_s;
        QTest::newRow("utilization monitor.py per-process")
            << QStringList{u"utilization"_s, hw::test::dataPath(u"utilization/monitor/pytorch_monitor_usage_log_2022-09-27.jsonl"_s)}
            << 0 << u"per-process format): 1 GPU, 2 samples"_s;
        QTest::newRow("utilization monitor.py 1.5")
            << QStringList{u"utilization"_s, hw::test::dataPath(u"utilization/monitor/model15_hand_written.jsonl"_s)} << 0
            << u"1 malformed lines left out (lines 6)"_s;
        QTest::newRow("utilization json metrics")
            << QStringList{u"utilization"_s, u"--json"_s, hw::test::dataPath(u"utilization/monitor/model15_hand_written.jsonl"_s)}
            << 0 << u"\"gpu_all_allocated_mem_gib\""_s;
        QTest::newRow("flaky no profile") << QStringList{u"flaky"_s, u"--profile"_s, u"nosuchprofile"_s} << 1
                                          << u"nosuchprofile"_s;
    }
    void commandsWithoutAWindowNeedNoDisplay()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, output);
        QProcessEnvironment env = hw::test::isolatedProcessEnvironment(hw::test::freshRuntimeDir(u"cli-ssh"_s));
        for (const char *name : {"QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY"})
            env.remove(QLatin1String(name));
        const hw::test::ExecutableRun r = hw::test::runExecutable(QStringLiteral(HUDWATCH_EXE), args, env, {}, 30'000);
        QVERIFY2(r.exitCode == exitCode, qPrintable(u"exit %1: %2"_s.arg(r.exitCode).arg(r.err)));
        const QString all = r.out + r.err;
        QVERIFY2(all.contains(output), qPrintable(all));
        QVERIFY2(!r.err.contains(u"could not connect to display"_s), qPrintable(r.err));
    }

    void missingRecordingIsAClearError()
    {
        const hw::test::ExecutableRun r = runHudwatch({QStringLiteral("--replay"), QStringLiteral("/nonexistent/recording.jsonl"),
                                   QStringLiteral("--screenshot"), QStringLiteral("/tmp/never.png")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("/nonexistent/recording.jsonl")), qPrintable(r.err));
    }
    void missingProfileIsAClearError()
    {
        const hw::test::ExecutableRun r = runHudwatch({QStringLiteral("--profile"), QStringLiteral("nosuchprofile"), QStringLiteral("--screenshot"),
                                   QStringLiteral("/tmp/never.png")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("nosuchprofile")), qPrintable(r.err));
    }
    // Issue 28: a shared profile could stop the console from starting. Its grid/groupingFile was
    // accepted by `profile import` and read whole at the start: /dev/zero grew memory to gigabytes,
    // a FIFO kept the window from ever opening. The real executable, as a colleague's profile
    // would be used, under a 1 GB memory cap and a 20 s kill timer: the import refuses it, and a
    // profile put in place by hand is refused when it is read (a stat, never an open). The reader
    // behind (RegularFile: O_NONBLOCK, fstat) is tested in tst_RegularFile.
    void aProfilesGroupingFileCannotHoldTheStart_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("file");
        QTest::newRow("grouping /dev/zero") << u"grid/groupingFile"_s << u"/dev/zero"_s;
        QTest::newRow("grouping fifo") << u"grid/groupingFile"_s << u"FIFO"_s;
        QTest::newRow("grouping folder") << u"grid/groupingFile"_s << u"/tmp"_s;
        QTest::newRow("allowlist fifo") << u"relay/allowlistFile"_s << u"FIFO"_s;
    }
    void aProfilesGroupingFileCannotHoldTheStart()
    {
        QFETCH(QString, key);
        QFETCH(QString, file);
        const QString home = hw::test::freshRuntimeDir(u"cli-grouping"_s);
        if (file == u"FIFO"_s) {
            file = home + u"/named.fifo"_s;
            QCOMPARE(::mkfifo(QFile::encodeName(file).constData(), 0600), 0);
        }
        QProcessEnvironment env = hw::test::isolatedProcessEnvironment(home);
        env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
        const QByteArray ini = "[clickhouse]\nurl=http://127.0.0.1:9\n[" + key.section(u'/', 0, 0).toUtf8() + "]\n"
            + key.section(u'/', 1).toUtf8() + '=' + QFile::encodeName(file) + '\n';
        const auto write = [&ini](const QString &path) {
            QFile out(path);
            return out.open(QIODevice::WriteOnly) && out.write(ini) == ini.size();
        };
        QVERIFY(write(home + u"/z.ini"_s));
        const auto imported = hw::test::runExecutable(QStringLiteral(HUDWATCH_EXE), {u"profile"_s, u"import"_s, home + u"/z.ini"_s},
            env, {}, 20'000, {1024});
        QVERIFY2(imported.exitCode == 1, qPrintable(u"exit %1: %2"_s.arg(imported.exitCode).arg(imported.err)));
        QVERIFY2(imported.err.contains(key + u": not a regular file"_s), qPrintable(imported.err));

        QVERIFY(QDir().mkpath(home + u"/config/hudwatch/profiles"_s));
        QVERIFY(write(home + u"/config/hudwatch/profiles/z.ini"_s));
        const auto r = hw::test::runExecutable(QStringLiteral(HUDWATCH_EXE),
            {u"--profile"_s, u"z"_s, u"--screenshot"_s, home + u"/never.png"_s}, env, {}, 20'000, {1024});
        QVERIFY2(r.exitCode == 1, qPrintable(u"exit %1: %2"_s.arg(r.exitCode).arg(r.err)));
        QVERIFY2(r.err.contains(key + u": not a regular file"_s) && r.err.contains(u"z.ini"_s), qPrintable(r.err));
        QVERIFY(!QFile::exists(home + u"/never.png"_s));
    }

    void screenshotOfTheDemoGrid()
    {
        const QString png = hw::test::freshRuntimeDir(QStringLiteral("cli-shot")) + QStringLiteral("/grid.png");
        const hw::test::ExecutableRun r = runHudwatch({QStringLiteral("--screenshot"), png, QStringLiteral("--size"), QStringLiteral("1024x700")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(1024, 700));
        // The grid is drawn: the demo has successes (HUD green) and failures (HUD red).
        int green = 0, red = 0;
        for (int y = 0; y < image.height(); y += 2) {
            for (int x = 0; x < image.width(); x += 2) {
                const QRgb px = image.pixel(x, y);
                green += px == qRgb(0x4c, 0xaf, 0x50);
                red += px == qRgb(0xf4, 0x43, 0x36);
            }
        }
        QVERIFY2(green > 1000, qPrintable(QStringLiteral("green pixels: %1").arg(green)));
        QVERIFY2(red > 10, qPrintable(QStringLiteral("red pixels: %1").arg(red)));
    }

    void parsesRangesAndTheTrunkView()
    {
        const auto o = parse({u"--view"_s, u"trunk"_s, u"--range"_s, u"2026-07-01..2026-07-14"_s});
        QVERIFY2(o.error.isEmpty(), qPrintable(o.error));
        QVERIFY(o.range);
        QCOMPARE(o.range->toString(), u"2026-07-01T00:00:00Z..2026-07-15T00:00:00Z"_s);
        QCOMPARE(parse({u"--range"_s, u"30d"_s}).range->days(), 30);
        QVERIFY(!parse({}).range);
    }

    // The demo's trunk health rendered by the real executable: the red-commit chart's lines are
    // drawn in the palette's failure colour.
    void screenshotOfTheDemoTrunk()
    {
        const QString png = hw::test::freshRuntimeDir(u"cli-trunk"_s) + u"/trunk.png"_s;
        const hw::test::ExecutableRun r =
            runHudwatch({u"--screenshot"_s, png, u"--view"_s, u"trunk"_s, u"--size"_s, u"1280x800"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QImage image(png);
        QCOMPARE(image.size(), QSize(1280, 800));
        int red = 0;
        for (int y = 0; y < image.height(); ++y)
            for (int x = 0; x < image.width(); ++x)
                red += image.pixel(x, y) == qRgb(0xf4, 0x43, 0x36);
        QVERIFY2(red > 100, qPrintable(u"red pixels: %1"_s.arg(red)));
    }

    // One flaky test's view by a part of its name; a name no test has is a clear error.
    void screenshotOfOneFlakyTest()
    {
        const QString png = hw::test::freshRuntimeDir(u"cli-flaky"_s) + u"/test.png"_s;
        const hw::test::ExecutableRun r = runHudwatch(
            {u"--screenshot"_s, png, u"--view"_s, u"flaky:test_conv_backend_override"_s, u"--size"_s, u"1280x800"_s});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(QImage(png).size(), QSize(1280, 800));
        const hw::test::ExecutableRun missing =
            runHudwatch({u"--screenshot"_s, png, u"--view"_s, u"flaky:no_such_test"_s});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains(u"no flaky test matches \"no_such_test\" — check the name"_s), qPrintable(missing.err));
    }

    // A monitor log opened in the GPU utilization tab (--utilization), and the demo's real job by
    // id; the charts are drawn (pixels of GPU 0's blue), a view that is no job id is refused.
    void screenshotOfUtilization()
    {
        const QString dir = hw::test::freshRuntimeDir(u"cli-utilization"_s);
        const hw::test::ExecutableRun file = runHudwatch(
            {u"--screenshot"_s, dir + u"/file.png"_s, u"--utilization"_s,
             hw::test::dataPath(u"utilization/monitor/model15_hand_written.jsonl"_s), u"--size"_s, u"1280x800"_s});
        QVERIFY2(file.exitCode == 0, qPrintable(file.err));
        const hw::test::ExecutableRun job = runHudwatch(
            {u"--screenshot"_s, dir + u"/job.png"_s, u"--view"_s, u"utilization:49000000001"_s, u"--size"_s, u"1280x800"_s});
        QVERIFY2(job.exitCode == 0, qPrintable(job.err));
        for (const QString &name : {u"/file.png"_s, u"/job.png"_s}) {
            QImage image(dir + name);
            QCOMPARE(image.size(), QSize(1280, 800));
            int drawn = 0; // Series1 of the light palette
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    drawn += qAbs(qRed(image.pixel(x, y)) - 0x00) < 30 && qAbs(qGreen(image.pixel(x, y)) - 0x72) < 30
                        && qAbs(qBlue(image.pixel(x, y)) - 0xb2) < 30;
            QVERIFY2(drawn > 100, qPrintable(u"%1: %2 series pixels"_s.arg(name).arg(drawn)));
        }
        const hw::test::ExecutableRun bad = runHudwatch({u"--screenshot"_s, dir + u"/x.png"_s, u"--view"_s, u"utilization:x1"_s});
        QCOMPARE(bad.exitCode, 2); // a usage error
        QVERIFY2(bad.err.contains(u"utilization:x1"_s), qPrintable(bad.err));
        const hw::test::ExecutableRun missing =
            runHudwatch({u"--screenshot"_s, dir + u"/x.png"_s, u"--utilization"_s, u"/nonexistent/gpu.csv"_s});
        QCOMPARE(missing.exitCode, 1);
        QVERIFY2(missing.err.contains(u"/nonexistent/gpu.csv"_s), qPrintable(missing.err));
    }

    void parsesBackendViews()
    {
        QCOMPARE(parse({QStringLiteral("--view"), QStringLiteral("backends")}).error, QString());
        const auto o = parse({QStringLiteral("--view"), QStringLiteral("backend:Ascend/pytorch")});
        QVERIFY2(o.error.isEmpty(), qPrintable(o.error));
        QCOMPARE(CommandLineOptions::backendOfView(o.view), QStringLiteral("Ascend/pytorch"));
        const auto tab = parse({QStringLiteral("--view"), QStringLiteral("backend:Ascend/pytorch@history")});
        QVERIFY2(tab.error.isEmpty(), qPrintable(tab.error));
        QCOMPARE(CommandLineOptions::backendOfView(tab.view), QStringLiteral("Ascend/pytorch"));
        QVERIFY(!parse({QStringLiteral("--view"), QStringLiteral("backend:Ascend/pytorch@nope")}).error.isEmpty());
    }

    // The demo's backends, both views, rendered by the real executable.
    void screenshotOfTheDemoBackends_data()
    {
        QTest::addColumn<QString>("view");
        QTest::addColumn<QString>("file");
        QTest::newRow("overview") << QStringLiteral("backends") << QStringLiteral("backends.png");
        QTest::newRow("one backend") << QStringLiteral("backend:pytorch/crcr-test") << QStringLiteral("backend.png");
        QTest::newRow("case-insensitive") << QStringLiteral("backend:ascend/PyTorch") << QStringLiteral("ascend.png");
        QTest::newRow("readiness tab") << QStringLiteral("backend:Ascend/pytorch@readiness") << QStringLiteral("l3.png");
    }
    void screenshotOfTheDemoBackends()
    {
        QFETCH(QString, view);
        QFETCH(QString, file);
        const QString png = hw::test::freshRuntimeDir(QStringLiteral("cli-backends")) + u'/' + file;
        const hw::test::ExecutableRun r = runHudwatch({QStringLiteral("--screenshot"), png, QStringLiteral("--view"), view,
                                   QStringLiteral("--size"), QStringLiteral("1280x800")});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QImage image(png);
        QVERIFY(!image.isNull());
        QCOMPARE(image.size(), QSize(1280, 800));
    }

    void unknownBackendIsAClearError()
    {
        const hw::test::ExecutableRun r = runHudwatch({QStringLiteral("--screenshot"), QStringLiteral("/tmp/never.png"), QStringLiteral("--view"),
                                   QStringLiteral("backend:nobody/nothing")});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(QStringLiteral("nobody/nothing")) && r.err.contains(QStringLiteral("Ascend/pytorch")),
                 qPrintable(r.err));
    }
};

HW_TEST_GUILESS_MAIN(TestCommandLine)
#include "tst_CommandLine.moc"
