// `hudwatch log` and `hudwatch --log`, the real executable on the real logs: counts equal grep's,
// matching lines carry their numbers, --classify names the fixture's line and rule, JSON parses,
// bad input exits non-zero with a message, and --log renders a window offscreen.
#include "TestBytes.h"
#include "ClassifierFixture.h"
#include "ExecutableRun.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>

using namespace Qt::StringLiterals;

namespace {

// The address space `--find --count` runs in (measured: see countingMatchesKeepsNone).
constexpr qint64 kCountLimitMb = 300; // passes from 200 MB; the old code needed 400

hw::test::ExecutableRun run(const QStringList &args)
{
    QProcessEnvironment env = hw::test::isolatedProcessEnvironment(hw::test::freshRuntimeDir(u"log-cli-home"_s));
    env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
    env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    return hw::test::runExecutable(QStringLiteral(HUDWATCH_EXE), args, env);
}

QProcessEnvironment environmentWithTmp(const QString &tmpDir)
{
    QProcessEnvironment env = hw::test::isolatedProcessEnvironment(hw::test::freshRuntimeDir(u"log-cli-home"_s));
    env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
    env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    env.insert(u"TMPDIR"_s, tmpDir);
    return env;
}

// A gzip bomb: `members` gzip members of 6 MiB of "error\n" each (about 6 KB of gzip apiece), so
// 1 Mi lines and 6 MiB of text per member.
void writeBomb(const QString &path, int members)
{
    static const QByteArray member = hw::test::gzipBytes(QByteArray("error\n").repeated(1 << 20), 9);
    QFile out(path);
    QVERIFY(out.open(QIODevice::WriteOnly));
    for (int i = 0; i < members; ++i)
        QCOMPARE(out.write(member), member.size());
}

// The files a run left in a folder.
QStringList leftIn(const QString &dir)
{
    return QDir(dir).entryList(QDir::Files | QDir::Hidden);
}


} // namespace

class tst_LogCommand : public QObject
{
    Q_OBJECT
    QTemporaryDir m_dir;

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void countEqualsGrep()
    {
        const QString log = hw::test::realLogPath(u"error_log_multiple_matches.txt"_s);
        auto r = run({u"log"_s, log, u"--find"_s, u"FAILED|Error"_s, u"--count"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed().toLongLong(), hw::test::grepCount({u"-E"_s, u"FAILED|Error"_s, log}));
        r = run({u"log"_s, log, u"--find"_s, u"error"_s, u"--fixed"_s, u"--ignore-case"_s, u"--count"_s});
        QCOMPARE(r.out.trimmed().toLongLong(), hw::test::grepCount({u"-F"_s, u"-i"_s, u"error"_s, log}));
    }

    void matchingLinesCarryTheirNumbers()
    {
        const QString log = hw::test::realLogPath(u"error_log1.txt"_s);
        const auto r = run({u"log"_s, log, u"--find"_s, u"##\\[error\\]"_s});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.trimmed().split(u'\n');
        QCOMPARE(lines.size(), 2);
        QVERIFY2(lines[0].startsWith(u"3194:"_s), qPrintable(lines[0]));
        QVERIFY(lines[0].contains(u"Process completed with exit code 1."_s));
        // Nothing found: exit 1, as grep.
        QCOMPARE(run({u"log"_s, log, u"--find"_s, u"no such text anywhere"_s}).exitCode, 1);
    }

    void classifyNamesTheFixtureLine_data()
    {
        QTest::addColumn<QString>("fixture");
        for (const QString &name : {u"pytest_failure.txt"_s, u"compile_error.txt"_s, u"gha_timeout.txt"_s, u"lint_lintrunner.txt"_s})
            QTest::newRow(qPrintable(name)) << name;
    }
    void classifyNamesTheFixtureLine()
    {
        QFETCH(QString, fixture);
        const auto f = hw::test::readClassifierFixture(hw::test::realLogPath(u"classify/"_s + fixture));
        QVERIFY(f.expectedLine > 0);
        const QString path = m_dir.filePath(fixture);
        QFile out(path);
        QVERIFY(out.open(QIODevice::WriteOnly));
        out.write(f.log);
        out.close();
        const auto r = run({u"log"_s, path, u"--classify"_s, u"--json"_s});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject c = QJsonDocument::fromJson(r.out.toUtf8()).object().value(u"classification"_s).toObject();
        QCOMPARE(c.value(u"found"_s).toBool(), true);
        QCOMPARE(c.value(u"line"_s).toInteger(), f.expectedLine);
        QVERIFY(!c.value(u"rule"_s).toString().isEmpty());
        QCOMPARE(c.value(u"captures"_s).toArray().size(), f.expectedCaptures.size());
    }

    void badInputSaysWhat()
    {
        auto r = run({u"log"_s, m_dir.filePath(u"missing.log"_s)});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"does not exist"_s), qPrintable(r.err));
        r = run({u"log"_s, hw::test::realLogPath(u"error_log1.txt"_s), u"--find"_s, u"(unclosed"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"regular expression"_s), qPrintable(r.err));
        r = run({u"log"_s, hw::test::realLogPath(u"error_log1.txt"_s), u"--count"_s});
        QCOMPARE(r.exitCode, 2);
        r = run({u"--log"_s, m_dir.filePath(u"missing.log"_s), u"--screenshot"_s, m_dir.filePath(u"x.png"_s)});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"does not exist"_s), qPrintable(r.err));
        r = run({u"--find"_s, u"x"_s});
        QCOMPARE(r.exitCode, 2);
    }

    void maxMustBeALineCount_data()
    {
        QTest::addColumn<QString>("max");
        for (const QString &max : {u"abc"_s, u"-5"_s, u"0"_s, u"3x"_s, u""_s})
            QTest::newRow(qPrintable(u"--max '"_s + max + u"'"_s)) << max;
    }
    // It used to print nothing and exit 0 although lines matched.
    void maxMustBeALineCount()
    {
        QFETCH(QString, max);
        const auto r = run({u"log"_s, hw::test::realLogPath(u"error_log_multiple_matches.txt"_s), u"--find"_s, u"error"_s,
            u"--ignore-case"_s, u"--max"_s, max});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"--max"_s) && r.err.contains(u"whole number"_s), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        // A good one still prints that many.
        const auto ok = run({u"log"_s, hw::test::realLogPath(u"error_log_multiple_matches.txt"_s), u"--find"_s, u"error"_s,
            u"--ignore-case"_s, u"--max"_s, u"2"_s});
        QCOMPARE(ok.exitCode, 0);
        QCOMPARE(ok.out.trimmed().split(u'\n').size(), 2);
    }

    // 4 x 6 MiB of text in 24 KB of gzip, read up to 3 MiB: exactly 512 Ki "error" lines, said on
    // stderr; nothing left in TMPDIR.
    void aGzipBombStopsAtTheBound()
    {
        QTemporaryDir tmp;
        const QString bomb = m_dir.filePath(u"bomb.gz"_s);
        writeBomb(bomb, 4);
        const QProcessEnvironment env = environmentWithTmp(tmp.path());
        auto r = hw::test::runExecutable(QStringLiteral(HUDWATCH_EXE),
            {u"log"_s, bomb, u"--find"_s, u"error"_s, u"--count"_s, u"--max-inflated"_s, u"3"_s}, env);
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed(), u"524288"_s);
        QVERIFY2(r.err.contains(u"more than 3 MB"_s) && r.err.contains(u"first 3 MB"_s)
                && r.err.contains(u"--max-inflated"_s), qPrintable(r.err));
        QCOMPARE(leftIn(tmp.path()), QStringList {});
        // The summary and JSON say the same; a bound above the text reads it all, silently.
        r = hw::test::runExecutable(QStringLiteral(HUDWATCH_EXE), {u"log"_s, bomb, u"--max-inflated"_s, u"3"_s}, env);
        QVERIFY2(r.out.contains(u"524288 lines, 3145728 bytes"_s), qPrintable(r.out));
        r = hw::test::runExecutable(QStringLiteral(HUDWATCH_EXE),
            {u"log"_s, bomb, u"--find"_s, u"error"_s, u"--max"_s, u"1"_s, u"--json"_s, u"--max-inflated"_s, u"3"_s}, env);
        const QJsonObject report = QJsonDocument::fromJson(r.out.toUtf8()).object();
        QCOMPARE(report.value(u"cut_at_max_inflated_mb"_s).toInteger(), 3);
        QCOMPARE(report.value(u"matches"_s).toObject().value(u"count"_s).toInteger(), 524288);
        QCOMPARE(report.value(u"matches"_s).toObject().value(u"lines"_s).toArray().size(), 1);
        r = hw::test::runExecutable(QStringLiteral(HUDWATCH_EXE),
            {u"log"_s, bomb, u"--find"_s, u"error"_s, u"--count"_s, u"--max-inflated"_s, u"24"_s}, env);
        QCOMPARE(r.out.trimmed(), u"4194304"_s);
        QVERIFY2(r.err.isEmpty(), qPrintable(r.err));
        for (const QString &bad : {u"0"_s, u"-1"_s, u"lots"_s}) {
            r = hw::test::runExecutable(QStringLiteral(HUDWATCH_EXE), {u"log"_s, bomb, u"--max-inflated"_s, bad}, env);
            QCOMPARE(r.exitCode, 2);
            QVERIFY2(r.err.contains(u"--max-inflated"_s), qPrintable(r.err));
        }
        QCOMPARE(leftIn(tmp.path()), QStringList {});
    }

    // --count keeps no line numbers: 24 Mi matching lines (144 MiB of text, the default bound)
    // counted in a bounded address space, which kept 4 bytes a match (and a whole inflated
    // block's line lengths) before.
    void countingMatchesKeepsNone()
    {
        QTemporaryDir tmp;
        const QString bomb = m_dir.filePath(u"count.gz"_s);
        writeBomb(bomb, 24);
        const auto r = hw::test::runExecutable(QStringLiteral(HUDWATCH_EXE),
            {u"log"_s, bomb, u"--find"_s, u"error"_s, u"--count"_s}, environmentWithTmp(tmp.path()), {}, 120'000,
            {kCountLimitMb});
        QVERIFY2(r.exitCode == 0, qPrintable(r.err));
        QCOMPARE(r.out.trimmed(), u"25165824"_s);
        QCOMPARE(leftIn(tmp.path()), QStringList {});
    }

    // A run killed outright (SIGKILL) leaves its inflated copy: the next run removes it, and
    // leaves the copies of processes that still run.
    void aKilledRunsCopyGoesAtTheNextOpen()
    {
        QTemporaryDir tmp;
        QProcess gone;
        gone.start(u"true"_s);
        QVERIFY(gone.waitForStarted());
        const qint64 gonePid = gone.processId();
        QVERIFY(gone.waitForFinished());
        const QString stale = tmp.filePath(u"hudwatch-log-%1-AbC123.txt"_s.arg(gonePid));
        const QString alive = tmp.filePath(u"hudwatch-log-%1-AbC123.txt"_s.arg(QCoreApplication::applicationPid()));
        for (const QString &path : {stale, alive}) {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("inflated text\n");
        }
        const QString small = m_dir.filePath(u"small.gz"_s);
        writeBomb(small, 1);
        const auto r = hw::test::runExecutable(QStringLiteral(HUDWATCH_EXE), {u"log"_s, small},
            environmentWithTmp(tmp.path()));
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(leftIn(tmp.path()), QStringList {QFileInfo(alive).fileName()});
    }

    void aSignalEndsTheRunAndItsCopy_data()
    {
        QTest::addColumn<int>("signalNumber");
        QTest::addColumn<QStringList>("args");
        const QStringList find {u"--find"_s, u"no such text"_s};
        QTest::newRow("SIGTERM, command") << int(SIGTERM) << (QStringList {u"log"_s} << u"BOMB"_s << find);
        QTest::newRow("SIGINT, command") << int(SIGINT) << (QStringList {u"log"_s} << u"BOMB"_s << find);
        QTest::newRow("SIGHUP, command") << int(SIGHUP) << (QStringList {u"log"_s} << u"BOMB"_s << find);
        QTest::newRow("SIGTERM, log window") << int(SIGTERM) << QStringList {u"--log"_s, u"BOMB"_s};
    }
    // Sent as soon as the inflated copy exists (the inflate of 768 MiB takes seconds): the process
    // ends promptly, as a shell expects (128 + the signal; the window: as Quit does, 0), and
    // leaves nothing in TMPDIR. It used to die on the spot and leave the copy behind.
    void aSignalEndsTheRunAndItsCopy()
    {
        QFETCH(int, signalNumber);
        QFETCH(QStringList, args);
        QTemporaryDir tmp;
        const QString bomb = m_dir.filePath(u"signal.gz"_s);
        if (!QFile::exists(bomb))
            writeBomb(bomb, 128);
        args.replaceInStrings(u"BOMB"_s, bomb);
        QProcess p;
        p.setProcessEnvironment(environmentWithTmp(tmp.path()));
        p.start(QStringLiteral(HUDWATCH_EXE), args);
        QVERIFY(p.waitForStarted());
        QVERIFY(QTest::qWaitFor([&] { return !leftIn(tmp.path()).isEmpty() || p.state() != QProcess::Running; }, 30'000));
        QCOMPARE(p.state(), QProcess::Running);
        QElapsedTimer clock;
        clock.start();
        ::kill(pid_t(p.processId()), signalNumber);
        QVERIFY(p.waitForFinished(10'000));
        qInfo("ended %lld ms after the signal", clock.elapsed());
        QVERIFY2(clock.elapsed() < 2000, "not promptly"); // the whole inflate takes seconds
        QCOMPARE(p.exitStatus(), QProcess::NormalExit);
        QCOMPARE(p.exitCode(), args.first() == u"log"_s ? 128 + signalNumber : 0);
        QCOMPARE(leftIn(tmp.path()), QStringList {});
    }

    void logWindowRendersOffscreen()
    {
        const QString png = m_dir.filePath(u"log.png"_s);
        const auto r = run({u"--log"_s, hw::test::realLogPath(u"error_log_multiple_matches.txt"_s), u"--failure"_s, u"--screenshot"_s, png,
            u"--size"_s, u"1000x600"_s});
        QCOMPARE(r.exitCode, 0);
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1000, 600));
        // And at a line given as a link (FILE#L<n>).
        const auto r2 = run({u"--log"_s, hw::test::realLogPath(u"error_log1.txt"_s) + u"#L3194"_s, u"--screenshot"_s, png});
        QCOMPARE(r2.exitCode, 0);
    }
};

HW_TEST_GUILESS_MAIN(tst_LogCommand)
#include "tst_LogCommand.moc"
