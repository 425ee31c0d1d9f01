#include "ExecutableRun.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QString dataFile(const QString &name)
{
    return hw::test::dataPath(u"allowlist/"_s + name);
}

// Runs the real executable: `hudwatch allowlist <args>`. `unset` lists environment variables to
// remove, `set` variables to add; `input` is written to its stdin.
hw::test::ExecutableRun runAllowlist(const QStringList &args, const QStringList &unset = {}, const QStringList &set = {},
                                     const QByteArray &input = {})
{
    QProcessEnvironment env = hw::test::isolatedProcessEnvironment(hw::test::freshRuntimeDir(u"allowlist-cli-home"_s));
    env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);
    for (const QString &name : unset)
        env.remove(name);
    for (const QString &assignment : set)
        env.insert(assignment.section(u'=', 0, 0), assignment.section(u'=', 1));
    return hw::test::runExecutable(QStringLiteral(HUDWATCH_EXE), QStringList{u"allowlist"_s} + args, env, input);
}

QJsonObject parseJson(const QString &text)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return {};
    return doc.object();
}

const QString kValid = u"2026-04_approx_5a5dc0cd.yml"_s;
const QString kInvalid = u"fork_2026-03-28_approx_9706e946_initial-pr178681.yml"_s;
const QString kEmpty = u"fork_2026-04-01_approx_0e142036_empty-after-review.yml"_s;

} // namespace

class TestAllowlistCommand : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void listsTheRealAllowlist()
    {
        const hw::test::ExecutableRun r = runAllowlist({dataFile(kValid)});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err, QString());
        const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 3);
        QVERIFY2(QRegularExpression(u"^LEVEL +REPOSITORY +DEVICE +ON-CALLS$"_s).match(lines.at(0)).hasMatch(), qPrintable(r.out));
        QVERIFY2(QRegularExpression(u"^L1 +ascend/pytorch +- +-$"_s).match(lines.at(1)).hasMatch(), qPrintable(r.out));
        QCOMPARE(lines.at(2), u"1 repository: L4 0, L3 0, L2 0, L1 1"_s);
    }

    // Grouped L4 -> L1 with aligned columns.
    void groupsFromL4ToL1()
    {
        const hw::test::ExecutableRun r = runAllowlist({dataFile(u"shape_all_levels.yml"_s)});
        QCOMPARE(r.exitCode, 0);
        const QStringList lines = r.out.split(u'\n', Qt::SkipEmptyParts);
        QCOMPARE(lines.size(), 7);
        QStringList levels;
        for (const QString &line : lines.mid(1, 5))
            levels.append(line.section(u' ', 0, 0));
        QCOMPARE(levels, (QStringList{u"L4"_s, u"L3"_s, u"L2"_s, u"L1"_s, u"L1"_s}));
        const qsizetype repoColumn = lines.at(0).indexOf(u"REPOSITORY"_s);
        QCOMPARE(lines.at(1).indexOf(u"rocm/pytorch"_s), repoColumn);
        QCOMPARE(lines.at(5).indexOf(u"org2/repo2"_s), repoColumn);
        QCOMPARE(lines.at(2).indexOf(u"npu"_s), lines.at(0).indexOf(u"DEVICE"_s));
        QCOMPARE(lines.at(6), u"5 repositories: L4 1, L3 1, L2 1, L1 2"_s);
    }

    void warnsOnStderrButSucceeds()
    {
        const hw::test::ExecutableRun r = runAllowlist({dataFile(u"shape_metadata.yml"_s)});
        QCOMPARE(r.exitCode, 0);
        QCOMPARE(r.err, dataFile(u"shape_metadata.yml"_s) +
                            u":7:7: warning: unknown key 'slack' in the entry of openxla/torch-xla (ignored; known: events, oncalls)\n"_s);
        QVERIFY(r.out.contains(u"openxla/torch-xla"_s));
    }

    // Like a compiler: location, message, the source line and a caret under the column.
    void reportsInvalidYamlWithCaret()
    {
        const QString path = dataFile(kInvalid);
        const hw::test::ExecutableRun r = runAllowlist({path});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.out, QString());
        const QStringList lines = r.err.split(u'\n');
        QCOMPARE(lines.size(), 4); // message, source line, caret, "" after the last '\n'
        QVERIFY2(lines.at(0).startsWith(path + u":35:19: error: invalid YAML: found character that cannot start any token ('@' cannot start"_s),
                 qPrintable(r.err));
        const QString source = u"    - org5/repo5: @oncall1,oncall2"_s;
        QCOMPARE(lines.at(1), u" 35 | "_s + source);
        const qsizetype caret = lines.at(2).indexOf(u'^');
        QCOMPARE(lines.at(2).left(caret), u"    | "_s + QString(18, u' '));
        QCOMPARE(lines.at(1).at(caret), u'@');
    }

    void reportsSemanticErrorWithCaret()
    {
        const QString path = dataFile(u"error_duplicate.yml"_s);
        const hw::test::ExecutableRun r = runAllowlist({path});
        QCOMPARE(r.exitCode, 1);
        const QStringList lines = r.err.split(u'\n');
        QCOMPARE(lines.at(0), path + u":6:5: error: repository 'ascend/PyTorch' is listed twice: line 3 (L1, as 'Ascend/pytorch') and line 6 (L3); a repository belongs to one level only"_s);
        QCOMPARE(lines.at(1), u" 6 |     ascend/PyTorch: [alice]"_s);
        QCOMPARE(lines.at(2), u"   |     ^"_s);
    }

    void reportsEmptyAllowlist()
    {
        const QString path = dataFile(kEmpty);
        const hw::test::ExecutableRun r = runAllowlist({path});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.out, QString());
        QCOMPARE(r.err, path + u": error: the allowlist is empty (no L1–L4 levels)\n"_s);
    }

    void reportsMissingFile()
    {
        const QString path = hw::test::freshRuntimeDir(u"allowlist-cli"_s) + u"/no-such.yml"_s;
        const hw::test::ExecutableRun r = runAllowlist({path});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.out, QString());
        QVERIFY2(r.err.startsWith(path + u": error: cannot read the file: "_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(u"No such file"_s), qPrintable(r.err));
        QVERIFY2(r.err.contains(u" — check the path"_s), qPrintable(r.err));
    }

    void jsonForValidFile()
    {
        const hw::test::ExecutableRun r = runAllowlist({u"--json"_s, dataFile(u"shape_all_levels.yml"_s)});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject o = parseJson(r.out);
        QCOMPARE(o.value(u"ok"_s).toBool(false), true);
        QCOMPARE(o.value(u"file"_s).toString(), dataFile(u"shape_all_levels.yml"_s));
        const QJsonObject levels = o.value(u"levels"_s).toObject();
        QCOMPARE(levels.keys(), (QStringList{u"L1"_s, u"L2"_s, u"L3"_s, u"L4"_s}));
        const QJsonObject l3 = levels.value(u"L3"_s).toArray().at(0).toObject();
        QCOMPARE(l3.value(u"repo"_s).toString(), u"ascend/pytorch"_s);
        QCOMPARE(l3.value(u"device"_s).toString(), u"npu"_s);
        QCOMPARE(l3.value(u"oncalls"_s).toArray(), (QJsonArray{u"alice"_s, u"bob"_s}));
        QCOMPARE(levels.value(u"L2"_s).toArray().at(0).toObject().value(u"events"_s).toArray(), QJsonArray{u"nightly"_s});
        QCOMPARE(levels.value(u"L1"_s).toArray().size(), 2);
        QVERIFY(!o.contains(u"error"_s));
    }

    void jsonForRealFiles_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("errorStart");
        QTest::newRow("valid") << kValid << 0 << 0 << 0 << QString();
        QTest::newRow("invalid") << kInvalid << 1 << 35 << 19 << u"invalid YAML: found character that cannot start any token"_s;
        QTest::newRow("empty") << kEmpty << 1 << 0 << 0 << u"the allowlist is empty (no L1–L4 levels)"_s;
        QTest::newRow("missing") << u"no-such-file.yml"_s << 1 << 0 << 0 << u"cannot read the file: "_s;
    }
    void jsonForRealFiles()
    {
        QFETCH(QString, file);
        QFETCH(int, exitCode);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, errorStart);
        const hw::test::ExecutableRun r = runAllowlist({dataFile(file), u"--json"_s}); // option after FILE works too
        QCOMPARE(r.exitCode, exitCode);
        QCOMPARE(r.err, QString());
        const QJsonObject o = parseJson(r.out);
        QVERIFY2(!o.isEmpty(), qPrintable(r.out));
        QCOMPARE(o.value(u"ok"_s).toBool(), exitCode == 0);
        QCOMPARE(o.value(u"file"_s).toString(), dataFile(file));
        if (exitCode == 0) {
            const QJsonArray l1 = o.value(u"levels"_s).toObject().value(u"L1"_s).toArray();
            QCOMPARE(l1.size(), 1);
            QCOMPARE(l1.at(0).toObject().value(u"repo"_s).toString(), u"ascend/pytorch"_s);
            QVERIFY(!o.contains(u"line"_s));
        } else {
            QVERIFY2(o.value(u"error"_s).toString().startsWith(errorStart), qPrintable(r.out));
            QCOMPARE(o.value(u"line"_s).toInt(-1), line);
            QCOMPARE(o.value(u"column"_s).toInt(-1), column);
            QVERIFY(!o.contains(u"levels"_s));
        }
    }

    void readsStandardInput()
    {
        const hw::test::ExecutableRun ok = runAllowlist({u"-"_s}, {}, {}, "L4:\n  - rocm/pytorch: \"@alice\"\n");
        QCOMPARE(ok.exitCode, 0);
        QVERIFY2(QRegularExpression(u"^L4 +rocm/pytorch +- +alice$"_s, QRegularExpression::MultilineOption).match(ok.out).hasMatch(),
                 qPrintable(ok.out));

        const hw::test::ExecutableRun bad = runAllowlist({u"-"_s}, {}, {}, "L1:\n  - nope\n");
        QCOMPARE(bad.exitCode, 1);
        QVERIFY2(bad.err.startsWith(u"<stdin>:2:5: error: 'nope' is not a repository of the form owner/name\n"_s), qPrintable(bad.err));

        const hw::test::ExecutableRun json = runAllowlist({u"--json"_s, u"-"_s}, {}, {}, "L2:\n  - intel/torch-xpu-ops\n");
        QCOMPARE(json.exitCode, 0);
        QCOMPARE(parseJson(json.out).value(u"file"_s).toString(), u"<stdin>"_s);
    }

    // Issue 7: with yaml-cpp 0.7 `printf ',' | hudwatch allowlist -` never returned and took
    // gigabytes. The real executable, under a 1 GB address-space limit and a 10 s kill timer.
    void strayCommaOnStdinFailsFast()
    {
        const QProcessEnvironment env = hw::test::isolatedProcessEnvironment(hw::test::freshRuntimeDir(u"allowlist-cli-home"_s));
        const hw::test::ExecutableRun r
            = hw::test::runExecutable(QStringLiteral(HUDWATCH_EXE), {u"allowlist"_s, u"-"_s}, env, ",", 10'000, {1024});
        QVERIFY2(r.exitCode != -1, "hudwatch allowlist crashed or did not finish within 10 s");
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.out, QString());
        QCOMPARE(r.err,
                 u"<stdin>:1:1: error: invalid YAML: did not find expected node content (',' outside a [ ] list or { } "
                 u"mapping cannot start a value: quote the value, or remove the ',')\n"
                 u" 1 | ,\n"
                 u"   | ^\n"_s);
    }

    void refusesAnOversizedFile()
    {
        const QString path = hw::test::freshRuntimeDir(u"allowlist-cli-big"_s) + u"/big.yml"_s;
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.write("L1:\n  - a/b\n") > 0);
        QVERIFY(file.write(QByteArray(5 * 1024 * 1024, '#')) > 0);
        file.close();
        const hw::test::ExecutableRun r = runAllowlist({path});
        QCOMPARE(r.exitCode, 1);
        QCOMPARE(r.err, path + u": error: the file is larger than 4 MB; an allowlist is a few KB (refused unread)\n"_s);
    }

    // A long line is quoted as a window around the column, with "…" where cut, and the caret
    // still under the offending character.
    void longLineIsQuotedAroundTheColumn()
    {
        const QByteArray line = "  - a/b: [" + QByteArray("x, ").repeated(50'000) + "`y, " + QByteArray("z, ").repeated(50'000) + "]";
        const hw::test::ExecutableRun r = runAllowlist({u"-"_s}, {}, {}, "L1:\n" + line + "\n");
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.size() < 1000, qPrintable(r.err.left(1000)));
        const QStringList lines = r.err.split(u'\n');
        QCOMPARE(lines.size(), 4);
        const int column = int(line.indexOf('`')) + 1;
        QVERIFY2(lines.at(0).startsWith(u"<stdin>:2:%1: error: invalid YAML: "_s.arg(column)), qPrintable(lines.at(0)));
        QVERIFY2(lines.at(1).startsWith(u" 2 | …"_s) && lines.at(1).endsWith(u"…"_s), qPrintable(lines.at(1)));
        QVERIFY2(lines.at(1).contains(u"x, x, `y, z, z"_s), qPrintable(lines.at(1)));
        QCOMPARE(lines.at(1).size(), 5 + 1 + 120 + 1); // " 2 | ", "…", the window, "…"
        const qsizetype caret = lines.at(2).indexOf(u'^');
        QVERIFY2(lines.at(2).startsWith(u"   | "_s) && lines.at(2).mid(5, caret - 5).trimmed().isEmpty(), qPrintable(lines.at(2)));
        QCOMPARE(lines.at(1).at(caret), u'`');
    }

    // A hostile allowlist in a pull request must not rewrite the terminal (erase the error, print
    // a green "allowlist OK"): every control character it brings is shown as an escape.
    void hostileTextReachesNoTerminal_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<QString>("shown"); // how the controls appear on stderr
        QTest::addColumn<int>("exitCode");
        QTest::newRow("raw ESC and CR in a line")
            << QByteArray("L1:\n  - a/b # \x1b[2K\r\x1b[32mallowlist OK\x1b[0m\x1b[8m\n") << u"\\e[2K\\r\\e[32mallowlist OK"_s
            << 1;
        QTest::newRow("YAML escapes in a value")
            << QByteArray("L1:\n  a/b: \"on\\e[2K\\rcall\\u202e\"\n") << u"on\\e[2K\\rcall\\u202e"_s << 1;
        // An unknown key is a warning: the list is printed as well.
        QTest::newRow("YAML escapes in a key") << QByteArray("L1:\n  a/b:\n    \"\\e[1A\\e[2K\": x\n") << u"\\e[1A\\e[2K"_s
                                               << 0;
    }
    void hostileTextReachesNoTerminal()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(QString, shown);
        QFETCH(int, exitCode);
        const auto controls = [](const QString &text) {
            QString found;
            for (const QChar c : text)
                if ((c.unicode() < 0x20 && c != u'\n' && c != u'\t') || (c.unicode() >= 0x7f && c.unicode() < 0xa0)
                    || (c.unicode() >= 0x202a && c.unicode() <= 0x202e) || (c.unicode() >= 0x2066 && c.unicode() <= 0x2069))
                    found += u"U+%1 "_s.arg(int(c.unicode()), 4, 16, QChar(u'0'));
            return found;
        };
        // The file's name may be hostile too (a checkout of the pull request, `hudwatch allowlist *.yml`).
        const QString path = hw::test::freshRuntimeDir(u"allowlist-cli-hostile"_s) + u"/allow\x1b[2K\rlist.yml"_s;
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(yaml);
        file.close();
        for (const QStringList &args : {QStringList{path}, QStringList{u"--json"_s, path}, QStringList{u"-"_s}}) {
            const hw::test::ExecutableRun r = runAllowlist(args, {}, {}, args.contains(u"-"_s) ? yaml : QByteArray());
            QCOMPARE(r.exitCode, exitCode);
            QVERIFY2(controls(r.out).isEmpty(), qPrintable(controls(r.out) + r.out));
            QVERIFY2(controls(r.err).isEmpty(), qPrintable(controls(r.err) + r.err));
            if (!args.contains(u"--json"_s))
                QVERIFY2(r.err.contains(shown), qPrintable(r.err));
        }
    }

    // Columns count characters: a character outside the BMP (two UTF-16 units) is one column,
    // and the caret lands under the right character.
    void caretAfterAWideCharacter()
    {
        const hw::test::ExecutableRun r = runAllowlist({u"-"_s}, {}, {}, "L1:\n  - \"\xF0\x9F\x98\x80/x\": @y\n");
        QCOMPARE(r.exitCode, 1);
        const QStringList lines = r.err.split(u'\n');
        QVERIFY2(lines.at(0).startsWith(u"<stdin>:2:12: error:"_s), qPrintable(r.err));
        QCOMPARE(lines.at(1), u" 2 |   - \"\U0001F600/x\": @y"_s);
        QCOMPARE(lines.at(2), u"   |            ^"_s); // 11 characters before the '@', one of them 😀
    }

    void badUsage_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("complaint");
        QTest::newRow("no file") << QStringList{} << u"no FILE given"_s;
        QTest::newRow("only --json") << QStringList{u"--json"_s} << u"no FILE given"_s;
        QTest::newRow("two files") << QStringList{u"a.yml"_s, u"b.yml"_s} << u"give one FILE, not 2"_s;
        QTest::newRow("unknown option") << QStringList{u"--yaml"_s, u"a.yml"_s} << u"unknown option '--yaml'"_s;
    }
    void badUsage()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, complaint);
        const hw::test::ExecutableRun r = runAllowlist(args);
        QCOMPARE(r.exitCode, 2);
        QCOMPARE(r.out, QString());
        QVERIFY2(r.err.startsWith(u"hudwatch allowlist: "_s + complaint + u'\n'), qPrintable(r.err));
        QVERIFY2(r.err.contains(u"Usage: hudwatch allowlist [--json] FILE"_s), qPrintable(r.err));
    }

    void help()
    {
        const hw::test::ExecutableRun r = runAllowlist({u"--help"_s});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(r.out.startsWith(u"Usage: hudwatch allowlist [--json] FILE\n"_s));
        QCOMPARE(r.err, QString());
    }

    // A maintainer runs this over ssh or in CI: no display, no platform plugin may be needed.
    // With QT_QPA_PLATFORM=xcb and no DISPLAY a QGuiApplication would abort, so the second run
    // proves that no GUI application object is created at all.
    void needsNoDisplay_data()
    {
        QTest::addColumn<QStringList>("set");
        QTest::newRow("QT_QPA_PLATFORM and DISPLAY unset") << QStringList{};
        QTest::newRow("xcb without a display") << QStringList{u"QT_QPA_PLATFORM=xcb"_s};
    }
    void needsNoDisplay()
    {
        QFETCH(QStringList, set);
        const QStringList unset{u"QT_QPA_PLATFORM"_s, u"DISPLAY"_s, u"WAYLAND_DISPLAY"_s, u"XAUTHORITY"_s};
        const hw::test::ExecutableRun valid = runAllowlist({dataFile(kValid)}, unset, set);
        QCOMPARE(valid.exitCode, 0);
        QCOMPARE(valid.err, QString());
        QVERIFY(valid.out.endsWith(u"1 repository: L4 0, L3 0, L2 0, L1 1\n"_s));
        const hw::test::ExecutableRun invalid = runAllowlist({u"--json"_s, dataFile(kInvalid)}, unset, set);
        QCOMPARE(invalid.exitCode, 1);
        QCOMPARE(parseJson(invalid.out).value(u"line"_s).toInt(), 35);
    }
};

HW_TEST_GUILESS_MAIN(TestAllowlistCommand)
#include "tst_AllowlistCommand.moc"
