// `hudwatch log` and `hudwatch --log`, the real executable on the real logs: counts equal grep's,
// matching lines carry their numbers, --classify names the fixture's line and rule, JSON parses,
// bad input exits non-zero with a message, and --log renders a window offscreen.
#include "TestBytes.h"
#include "ClassifierFixture.h"
#include "ExecutableRun.h"
#include "TestEnvironment.h"

#include <QDir>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

hw::test::ExecutableRun run(const QStringList &args)
{
    QProcessEnvironment env = hw::test::isolatedProcessEnvironment(hw::test::freshRuntimeDir(u"log-cli-home"_s));
    env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
    env.insert(u"QT_QPA_PLATFORM"_s, u"offscreen"_s);
    return hw::test::runExecutable(QStringLiteral(HUDWATCH_EXE), args, env);
}

QString realLog(const QString &name)
{
    return hw::test::dataPath(u"logs/"_s + name);
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
        const QString log = realLog(u"error_log_multiple_matches.txt"_s);
        auto r = run({u"log"_s, log, u"--find"_s, u"FAILED|Error"_s, u"--count"_s});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.out.trimmed().toLongLong(), hw::test::grepCount({u"-E"_s, u"FAILED|Error"_s, log}));
        r = run({u"log"_s, log, u"--find"_s, u"error"_s, u"--fixed"_s, u"--ignore-case"_s, u"--count"_s});
        QCOMPARE(r.out.trimmed().toLongLong(), hw::test::grepCount({u"-F"_s, u"-i"_s, u"error"_s, log}));
    }

    void matchingLinesCarryTheirNumbers()
    {
        const QString log = realLog(u"error_log1.txt"_s);
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
        const auto f = hw::test::readClassifierFixture(realLog(u"classify/"_s + fixture));
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
        r = run({u"log"_s, realLog(u"error_log1.txt"_s), u"--find"_s, u"(unclosed"_s});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains(u"regular expression"_s), qPrintable(r.err));
        r = run({u"log"_s, realLog(u"error_log1.txt"_s), u"--count"_s});
        QCOMPARE(r.exitCode, 2);
        r = run({u"--log"_s, m_dir.filePath(u"missing.log"_s), u"--screenshot"_s, m_dir.filePath(u"x.png"_s)});
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"does not exist"_s), qPrintable(r.err));
        r = run({u"--find"_s, u"x"_s});
        QCOMPARE(r.exitCode, 2);
    }

    void logWindowRendersOffscreen()
    {
        const QString png = m_dir.filePath(u"log.png"_s);
        const auto r = run({u"--log"_s, realLog(u"error_log_multiple_matches.txt"_s), u"--failure"_s, u"--screenshot"_s, png,
            u"--size"_s, u"1000x600"_s});
        QCOMPARE(r.exitCode, 0);
        const QImage image(png);
        QCOMPARE(image.size(), QSize(1000, 600));
        // And at a line given as a link (FILE#L<n>).
        const auto r2 = run({u"--log"_s, realLog(u"error_log1.txt"_s) + u"#L3194"_s, u"--screenshot"_s, png});
        QCOMPARE(r2.exitCode, 0);
    }
};

QTEST_GUILESS_MAIN(tst_LogCommand)
#include "tst_LogCommand.moc"
