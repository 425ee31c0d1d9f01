#include "logs/LogClassificationRule.h"
#include "logs/LogClassifier.h"
#include "logs/LogClassifierPreprocessor.h"
#include "logs/LogClassifierRuleSet.h"
#include "ClassifierFixture.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"

#include <QBuffer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QTest>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

// Upstream's own cleaning regexes (src/log.rs), applied independently of the code under test to
// what the fixture marks, so that captures spanning an ANSI escape compare as the engine sees them.
QString upstreamClean(QString s)
{
    static const QRegularExpression timestamp(u"^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}:\\d{2}\\.\\d{7}Z "_s);
    static const QRegularExpression ansi(
        u"(?:\\x1B[@-Z\\\\-_]|[\\x{80}-\\x{9A}\\x{9C}-\\x{9F}]|(?:\\x1B\\[|\\x{9B})[0-?]*[ -/]*[@-~])"_s);
    s.remove(timestamp);
    s.remove(ansi);
    return s;
}

QStringList fixtureNames(const QString &dir)
{
    return QDir(test::dataPath(dir)).entryList({u"*.txt"_s}, QDir::Files, QDir::Name);
}

const LogClassifier &builtIn()
{
    static const LogClassifier classifier = [] {
        Result<LogClassifier> c = LogClassifier::builtIn();
        if (!c)
            qFatal("the bundled rule set does not load: %s", qPrintable(c.error().message));
        return *c;
    }();
    return classifier;
}

LogClassifier classifierOf(const QList<std::pair<QString, QString>> &rules)
{
    Result<LogClassifierRuleSet> set = LogClassifierRuleSet::fromRules(rules);
    if (!set)
        qFatal("rules do not compile: %s", qPrintable(set.error().message));
    return LogClassifier(*set);
}

} // namespace

class TestLogClassifier : public QObject
{
    Q_OBJECT
private slots:
    // --- the real rule set and upstream's fixtures ----------------------------------------
    void builtInRuleSetCompilesEveryRule()
    {
        Result<LogClassifier> c = LogClassifier::builtIn();
        QVERIFY2(c.ok(), qPrintable(c.error().message));
        QCOMPARE(c->ruleSet().size(), 102);
        QCOMPARE(c->ruleSet().rule(0).name(), u"Operator backwards compatibility"_s);
        for (qsizetype i = 0; i < c->ruleSet().size(); ++i)
            QVERIFY(!c->ruleSet().rule(i).re2Pattern().empty());
    }

    void fixtures_data()
    {
        QTest::addColumn<QString>("path");
        const QStringList names = fixtureNames(u"logs/classify"_s);
        QCOMPARE(names.size(), 41);
        for (const QString &name : names)
            QTest::newRow(qPrintable(name)) << test::dataPath(u"logs/classify/"_s + name);
    }
    void fixtures()
    {
        QFETCH(QString, path);
        const test::ClassifierFixture f = test::readClassifierFixture(path);
        const std::optional<LogClassification> c = builtIn().classify(QByteArrayView(f.log));
        if (f.expectedLine == 0) {
            QVERIFY2(!c, c ? qPrintable(u"expected no match, got line %1 (%2)"_s.arg(c->lineNumber).arg(c->ruleName))
                           : "");
            return;
        }
        QVERIFY2(c.has_value(), "expected a match, got none");
        QCOMPARE(c->lineNumber, f.expectedLine);
        QCOMPARE(c->line, upstreamClean(f.expectedText));
        QStringList expected;
        for (const QString &capture : f.expectedCaptures)
            expected.append(upstreamClean(capture));
        QCOMPARE(c->captures, expected);

        // The same log read through a QIODevice gives the same verdict.
        QBuffer buffer;
        buffer.setData(f.log);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        Result<std::optional<LogClassification>> streamed = builtIn().classify(buffer);
        QVERIFY(streamed.ok());
        QCOMPARE(*streamed, c);
    }

    // Fixtures upstream later renamed and re-blessed: they still run, on today's rule set.
    void removedFixturesStillClassify_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<qint64>("line");
        QTest::addColumn<QString>("rule");
        // Verdicts on today's rule set, confirmed by an independent re-implementation with Python's re.
        QTest::newRow("build_error_ninja") << u"build_error_ninja.txt"_s << qint64(12) << u"ninja build step failed"_s;
        QTest::newRow("gha_error_fallback")
            << u"gha_error_fallback.txt"_s << qint64(19) << u"Action archive download failure"_s;
        QTest::newRow("test_file_wrapper_runtimeerror")
            << u"test_file_wrapper_runtimeerror.txt"_s << qint64(20) << u"Test file timeout"_s;
    }
    void removedFixturesStillClassify()
    {
        QFETCH(QString, name);
        QFETCH(qint64, line);
        QFETCH(QString, rule);
        const test::ClassifierFixture f = test::readClassifierFixture(test::dataPath(u"logs/classify_removed/"_s + name));
        const std::optional<LogClassification> c = builtIn().classify(QByteArrayView(f.log));
        QVERIFY(c.has_value());
        qInfo("%s: line %lld, rule '%s' (marked then: %lld)", qPrintable(name), c->lineNumber,
              qPrintable(c->ruleName), f.expectedLine);
        QCOMPARE(c->lineNumber, line);
        QCOMPARE(c->ruleName, rule);
    }

    void bigUpstreamLogs_data()
    {
        // Verdicts on today's rule set, confirmed by an independent re-implementation with Python's re:
        // no rule of today matches error_log1 (upstream only uses it for snippet tests).
        QTest::addColumn<QString>("name");
        QTest::addColumn<qint64>("line");
        QTest::addColumn<QString>("rule");
        QTest::addColumn<QStringList>("captures");
        QTest::newRow("error_log1") << u"error_log1.txt"_s << qint64(0) << QString() << QStringList();
        QTest::newRow("error_log_multiple_matches")
            << u"error_log_multiple_matches.txt"_s << qint64(750) << u"pytest failure"_s
            << QStringList{u"inductor/test_triton_kernels.py::KernelTests::test_triton_kernel_tracing_dynamic_True"_s};
    }
    void bigUpstreamLogs()
    {
        QFETCH(QString, name);
        QFETCH(qint64, line);
        QFETCH(QString, rule);
        QFETCH(QStringList, captures);
        QFile file(test::dataPath(u"logs/"_s + name));
        QVERIFY(file.open(QIODevice::ReadOnly));
        QElapsedTimer timer;
        timer.start();
        Result<std::optional<LogClassification>> c = builtIn().classify(file);
        const qint64 ms = timer.elapsed();
        QVERIFY(c.ok());
        qInfo("%s: %lld bytes classified in %lld ms", qPrintable(name), file.size(), ms);
        if (line == 0) {
            QVERIFY(!c->has_value());
            return;
        }
        QVERIFY(c->has_value());
        QCOMPARE((*c)->lineNumber, line);
        QCOMPARE((*c)->ruleName, rule);
        QCOMPARE((*c)->captures, captures);
    }

    // --- upstream's engine tests (src/main.rs, src/engine.rs, src/log.rs) -----------------
    void earlierRuleWinsWhereverItsLineIs()
    {
        const LogClassifier c = classifierOf({{u"higher priority"_s, u"^lol!"_s}, {u"lower priority"_s, u"^test"_s}});
        std::optional<LogClassification> m = c.classify(QByteArrayView("test foo\nlol!lol\n"));
        QVERIFY(m);
        QCOMPARE(m->lineNumber, 2);
        QCOMPARE(m->ruleName, u"higher priority"_s);
        QCOMPARE(m->ruleIndex, 0);
        // ...also when the lower-priority rule's line comes later.
        m = c.classify(QByteArrayView("lol!lol\ntest foo\ntest bar\n"));
        QVERIFY(m);
        QCOMPARE(m->lineNumber, 1);
        QCOMPARE(m->ruleName, u"higher priority"_s);
    }
    void eachRuleTakesItsLastMatch()
    {
        const LogClassifier c = classifierOf({{u"test"_s, u"^test"_s}, {u"other"_s, u"^zzz"_s}});
        std::optional<LogClassification> m = c.classify(QByteArrayView("testt\ntestt\nzzz\n"));
        QVERIFY(m);
        QCOMPARE(m->lineNumber, 2);
        QCOMPARE(m->ruleName, u"test"_s);
        // A later line of a lower-priority rule does not move it.
        m = c.classify(QByteArrayView("zzz\ntest 1\nzzz\ntest 2\nzzz\n"));
        QCOMPARE(m->lineNumber, 4);
        QCOMPARE(m->line, u"test 2"_s);
    }
    void timestampAndAnsiAreStripped()
    {
        const LogClassifier c = classifierOf({{u"foo"_s, u"^test foo$"_s}});
        const std::optional<LogClassification> m = c.classify(
            QByteArrayView("2022-08-26T17:16:41.9362224Z \x1b[93;41mtest\x1b[0m foo\n"
                           "2022-08-26T17:16:41.9362224Z lol!lol\n"));
        QVERIFY(m);
        QCOMPARE(m->lineNumber, 1);
        QCOMPARE(m->line, u"test foo"_s);
        QCOMPARE(m->captures, QStringList{u"test foo"_s});
    }
    void cleaningMatchesUpstream()
    {
        std::string scratch;
        const auto ansi = [&](std::string_view s) {
            return std::string(LogClassifierPreprocessor::stripAnsi(s, scratch));
        };
        QCOMPARE(ansi("pre \x1b[4mfoo\x1b[0m bar"), std::string("pre foo bar"));
        QCOMPARE(ansi("a\x1b" "Mb"), std::string("ab"));            // ESC Fe
        QCOMPARE(ansi("a\x1b[\x01"), std::string("a\x1b[\x01"));    // not a CSI: kept
        QCOMPARE(ansi("a\xc2\x85" "b"), std::string("ab"));         // C1 control NEL
        QCOMPARE(ansi("a\xc2\x9b" "31mb"), std::string("ab"));      // 8-bit CSI
        QCOMPARE(ansi("a\xc2\x9b" "\xc3\xa9"), std::string("a\xc2\x9b\xc3\xa9")); // lone CSI: kept
        QCOMPARE(ansi("\x1b"), std::string("\x1b"));
        QCOMPARE(std::string(LogClassifierPreprocessor::stripTimestamp("2024-07-10T22:14:03.1234567Z x")),
                 std::string("x"));
        QCOMPARE(std::string(LogClassifierPreprocessor::stripTimestamp("2024-07-10T22:14:03.123456Z x")),
                 std::string("2024-07-10T22:14:03.123456Z x"));
        // Not UTF-8: each maximal invalid subpart becomes one U+FFFD, as String::from_utf8_lossy.
        QCOMPARE(std::string(LogClassifierPreprocessor::toValidUtf8("a\xff\xe2\x82z\xf0\x9f\x98\x80", scratch)),
                 std::string("a\xef\xbf\xbd\xef\xbf\xbdz\xf0\x9f\x98\x80"));
    }
    void ignoredLinesAreSkippedButStillCounted()
    {
        const LogClassifier c = classifierOf({{u"any error"_s, u"^##\\[error\\].*"_s}, {u"test"_s, u"^test"_s}});
        std::optional<LogClassification> m = c.classify(QByteArrayView("##[error]real failure\n"
                                                                       "##[error]Process completed with exit code 1.\n"
                                                                       "[OSDC] Step script exited with code 1\n"));
        QVERIFY(m);
        QCOMPARE(m->lineNumber, 1);
        QCOMPARE(m->line, u"##[error]real failure"_s);
        // Only boilerplate: nothing classifies.
        m = c.classify(QByteArrayView("##[error]Process completed with exit code 128\n"
                                      "##[error]Executing the custom container implementation failed x\n"));
        QVERIFY(!m);
        // Not boilerplate after all ("exit code 1, ..."): it counts.
        m = c.classify(QByteArrayView("##[error]Process completed with exit code 1, retry\n"));
        QVERIFY(m);
        // The sccache compilation log is skipped from its banner to the closing one.
        m = c.classify(QByteArrayView(
            "testt\n"
            "=================== sccache compilation log ===================\n"
            "testt inside\n"
            "=========== If your build fails, please take a look at the log above for possible reasons ===========\n"
            "nothing\n"));
        QVERIFY(m);
        QCOMPARE(m->lineNumber, 1);
        m = c.classify(QByteArrayView(
            "=================== sccache compilation log ===================\n"
            "=========== If your build fails, please take a look at the log above for possible reasons ===========\n"
            "testt\n"));
        QVERIFY(m);
        QCOMPARE(m->lineNumber, 3);
    }
    void capturesOrWholeMatch()
    {
        const LogClassifier c = classifierOf({{u"groups"_s, u"^FAIL: (\\w+) \\((\\S+)\\)(?: (x))?"_s},
                                              {u"whole"_s, u"^ERROR: .*"_s}});
        std::optional<LogClassification> m = c.classify(QByteArrayView("FAIL: test_a (mod.Case) tail\n"));
        QVERIFY(m);
        // The group that took no part is left out.
        QCOMPARE(m->captures, (QStringList{u"test_a"_s, u"mod.Case"_s}));
        m = c.classify(QByteArrayView("ERROR: boom\n"));
        QVERIFY(m);
        QCOMPARE(m->captures, QStringList{u"ERROR: boom"_s});
    }
    void upstreamRealRuleSetCases()
    {
        std::optional<LogClassification> m = builtIn().classify(QByteArrayView(
            "Command took >30min, returning 124 (test_segment_reductions 1/1)\n"
            "Got exit code 124\n"
            "No stepcurrent file found. Either pytest didn't get to run (e.g. import error) or file got deleted "
            "(contact dev infra)\n"
            "test_segment_reductions 1/1 failed!\n"));
        QVERIFY(m);
        QCOMPARE(m->ruleName, u"Test file timeout"_s);
        QCOMPARE(m->captures, QStringList{u"test_segment_reductions"_s});

        m = builtIn().classify(QByteArrayView("Command took >30min, returning 124\nGot exit code 124\n"
                                              "TIMED OUT: test_foo.py::TestBar::test_baz\ntest_foo 1/1 failed!\n"));
        QVERIFY(m);
        QCOMPARE(m->ruleName, u"Test file timeout"_s);
        QCOMPARE(m->captures, QStringList{u"test_foo.py::TestBar::test_baz"_s});

        m = builtIn().classify(QByteArrayView(">>> Lint for test/foo.py:\n##[error]Process completed with exit code 1.\n"));
        QVERIFY(m);
        QCOMPARE(m->lineNumber, 1);
        QCOMPARE(m->ruleName, u"Lintrunner failure"_s);

        m = builtIn().classify(QByteArrayView(
            "FAIL: test_modules_can_be_imported (__main__.TestPublicBindings)\n"
            "[WARNING 2026-07-28 01:23:45,678 check_forward_backward_compatibility.py:332] The PR is introducing "
            "backward incompatible changes to the operator library. Please contact PyTorch team.\n"));
        QVERIFY(m);
        QCOMPARE(m->ruleName, u"Operator backwards compatibility"_s);
        QCOMPARE(m->captures,
                 QStringList{u"The PR is introducing backward incompatible changes to the operator library."_s});
    }

    // --- Rust regex syntax under RE2 ------------------------------------------------------
    void rustSyntaxIsTranslated()
    {
        QCOMPARE(LogClassificationRule::toRe2Syntax("(?<name>a)"), std::string("(?P<name>a)"));
        QCOMPARE(LogClassificationRule::toRe2Syntax("(?<=a)"), std::string("(?<=a)")); // left for RE2 to refuse
        QCOMPARE(LogClassificationRule::toRe2Syntax("\\d+[\\d.]"), std::string("\\p{Nd}+[\\p{Nd}.]"));
        QCOMPARE(LogClassificationRule::toRe2Syntax("[]\\[]x"), std::string("[]\\[]x"));
        QCOMPARE(LogClassificationRule::toRe2Syntax("[[:alpha:]]"), std::string("[[:alpha:]]"));
        // Unicode classes, as Rust reads them: a no-break space is \s, an accented letter is \w.
        const LogClassifier c = classifierOf({{u"space"_s, u"^a\\sb$"_s}, {u"word"_s, u"^(?<w>\\w+)!$"_s}});
        std::optional<LogClassification> m = c.classify(QByteArrayView("a\xc2\xa0" "b\n"));
        QVERIFY(m);
        QCOMPARE(m->ruleName, u"space"_s);
        m = c.classify(QByteArrayView("h\xc3\xa9llo!\n"));
        QVERIFY(m);
        QCOMPARE(m->captures, QStringList{u"héllo"_s});
    }

    // --- errors ---------------------------------------------------------------------------
    void invalidTomlSaysWhere()
    {
        Result<LogClassifierRuleSet> r =
            LogClassifierRuleSet::parse(QByteArrayView("[[rule]]\nname = 'a'\npattern = 'unterminated\n"), u"rules.toml"_s);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, SourceError::Kind::BadData);
        QVERIFY2(r.error().message.startsWith(u"rules.toml:3:"_s), qPrintable(r.error().message));
        QVERIFY2(r.error().message.contains(u"not valid TOML"_s), qPrintable(r.error().message));

        r = LogClassifierRuleSet::parse(QByteArrayView("[[rule]]\nname = 'a'\npattern = 3\n"), u"rules.toml"_s);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.startsWith(u"rules.toml:3:11: rule 1: 'pattern' must be a string"_s),
                 qPrintable(r.error().message));

        r = LogClassifierRuleSet::parse(QByteArrayView("rule = 1\n"), u"rules.toml"_s);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.contains(u"array of tables"_s), qPrintable(r.error().message));
        r = LogClassifierRuleSet::parse(QByteArrayView(""), u"rules.toml"_s);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.contains(u"no rules"_s), qPrintable(r.error().message));
    }
    void invalidRegexNamesTheRule()
    {
        Result<LogClassifierRuleSet> r = LogClassifierRuleSet::parse(
            QByteArrayView("[[rule]]\nname = 'ok'\npattern = '^a'\n\n[[rule]]\nname = 'broken one'\npattern = '^(a'\n"),
            u"rules.toml"_s);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.startsWith(u"rules.toml:7:11: rule 'broken one': the pattern does not compile ("_s),
                 qPrintable(r.error().message));
        QVERIFY2(r.error().message.contains(u"missing )"_s), qPrintable(r.error().message));
        // Rust refuses look-around too; RE2 says so rather than crashing.
        QVERIFY(!LogClassifierRuleSet::fromRules({{u"look"_s, u"a(?=b)"_s}}).ok());
    }
    void limitsAreEnforced()
    {
        QByteArray big("# ");
        big += QByteArray(LogClassifierRuleSet::kMaxBytes, 'x');
        Result<LogClassifierRuleSet> r = LogClassifierRuleSet::parse(QByteArrayView(big), u"big.toml"_s);
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, SourceError::Kind::TooLarge);

        QByteArray many;
        for (int i = 0; i <= LogClassifierRuleSet::kMaxRules; ++i)
            many += "[[rule]]\nname='r'\npattern='a'\n";
        r = LogClassifierRuleSet::parse(QByteArrayView(many), u"many.toml"_s);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.contains(u"more than the 1000 allowed"_s), qPrintable(r.error().message));

        const QByteArray longPattern = "[[rule]]\nname='r'\npattern='" + QByteArray(5000, 'a') + "'\n";
        r = LogClassifierRuleSet::parse(QByteArrayView(longPattern), u"long.toml"_s);
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.contains(u"'pattern' is 5000 bytes"_s), qPrintable(r.error().message));

        // A pattern whose program is beyond RE2's budget is refused, not built.
        QVERIFY(!LogClassifierRuleSet::fromRules({{u"huge"_s, u"((((a{100}){100}){100}){100})"_s}}).ok());
    }

    // --- hostile logs ---------------------------------------------------------------------
    void hugeLineDoesNotHang()
    {
        QByteArray log = "before\n";
        log += QByteArray(5 * 1024 * 1024, 'a');
        log += " FAIL\n##[error]after\n";
        QElapsedTimer timer;
        timer.start();
        std::optional<LogClassification> m = builtIn().classify(QByteArrayView(log));
        QVERIFY2(timer.elapsed() < 10'000, qPrintable(QString::number(timer.elapsed())));
        QVERIFY(m);
        QCOMPARE(m->lineNumber, 3);

        const LogClassifier c = classifierOf({{u"a"_s, u"^a+"_s}});
        QBuffer buffer;
        buffer.setData(log);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        Result<std::optional<LogClassification>> streamed = c.classify(buffer);
        QVERIFY(streamed.ok() && streamed->has_value());
        QCOMPARE((*streamed)->lineNumber, 2);
        QVERIFY((*streamed)->lineTruncated);
        QCOMPARE((*streamed)->line.size(), LogClassifier::kMaxMatchedLineBytes);
    }
    void randomBytesAreSafe()
    {
        QByteArray bytes(8 * 1024 * 1024, Qt::Uninitialized);
        QRandomGenerator rng(20261124);
        rng.fillRange(reinterpret_cast<quint32 *>(bytes.data()), bytes.size() / 4);
        QElapsedTimer timer;
        timer.start();
        const std::optional<LogClassification> m = builtIn().classify(QByteArrayView(bytes));
        QVERIFY2(timer.elapsed() < 30'000, qPrintable(QString::number(timer.elapsed())));
        if (m)
            QVERIFY(m->lineNumber >= 1);
        // Lines as they come: CR LF, a lone CR at the end, no final newline.
        const LogClassifier c = classifierOf({{u"x"_s, u"^x$"_s}});
        QCOMPARE(c.classify(QByteArrayView("y\r\nx\r\ny"))->lineNumber, 2);
        QVERIFY(!c.classify(QByteArrayView("y\nx\r")));
        QCOMPARE(c.classify(QByteArrayView("\n\nx"))->lineNumber, 3);
        QVERIFY(!c.classify(QByteArrayView("")));
    }
};

HW_TEST_GUILESS_MAIN(TestLogClassifier)
#include "tst_LogClassifier.moc"
