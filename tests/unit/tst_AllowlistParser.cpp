#include "backends/AllowlistJson.h"
#include "backends/AllowlistParser.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>

#include <algorithm>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

QString dataFile(const QString &name)
{
    return test::dataPath(u"allowlist/"_s + name);
}

AllowlistParser::Result parseData(const QString &name)
{
    return AllowlistParser::parseFile(dataFile(name));
}

// "level|repo|device|oncalls|events|line": one readable string per entry, so a failure shows the diff.
QStringList render(const Allowlist &allowlist)
{
    QStringList rows;
    for (const AllowlistEntry &e : allowlist.entries)
        rows.append(QStringList{trustLevelName(e.level), e.repo, e.device, e.oncalls.join(u','), e.events.join(u','),
                                QString::number(e.line)}
                        .join(u'|'));
    return rows;
}

// What survives HUD's JSON shape: no line numbers, entries ordered by level (file order within a level).
Allowlist withoutLines(Allowlist allowlist)
{
    for (AllowlistEntry &e : allowlist.entries)
        e.line = 0;
    std::stable_sort(allowlist.entries.begin(), allowlist.entries.end(),
                     [](const AllowlistEntry &a, const AllowlistEntry &b) { return a.level < b.level; });
    return allowlist;
}

const QString kEmpty = u"the allowlist is empty (no L1–L4 levels)"_s;

} // namespace

class TestAllowlistParser : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    // --- the three real files -------------------------------------------------------------
    void realFileFromPytorch()
    {
        const auto r = parseData(u"2026-04_approx_5a5dc0cd.yml"_s);
        QVERIFY2(r.ok(), qPrintable(r.errorMessage()));
        QCOMPARE(render(*r.allowlist), QStringList{u"L1|ascend/pytorch||||39"_s});
        QVERIFY(r.warnings.isEmpty());
        QVERIFY(r.error.isEmpty());
        QVERIFY(r.errorMessage().isEmpty());
        QCOMPARE(r.allowlist->find(u"Ascend/PyTorch")->level, TrustLevel::L1);
    }
    void realFileWithAtSignIsInvalidYaml()
    {
        const QString path = dataFile(u"fork_2026-03-28_approx_9706e946_initial-pr178681.yml"_s);
        const auto r = AllowlistParser::parseFile(path);
        QVERIFY(!r.ok());
        QCOMPARE(r.line, 35); // `    - org5/repo5: @oncall1,oncall2`
        QCOMPARE(r.column, 19); // the '@'
        QVERIFY2(r.error.startsWith(u"invalid YAML: found character that cannot start any token"_s), qPrintable(r.error));
        QVERIFY2(r.error.contains(u"'@' cannot start a plain YAML value"_s), qPrintable(r.error));
        QCOMPARE(r.errorMessage(), path + u":35:19: "_s + r.error);
    }
    void realFileWithOnlyCommentsIsEmpty()
    {
        const QString path = dataFile(u"fork_2026-04-01_approx_0e142036_empty-after-review.yml"_s);
        const auto r = AllowlistParser::parseFile(path);
        QVERIFY(!r.ok());
        QCOMPARE(r.error, kEmpty);
        QCOMPARE(r.line, 0);
        QCOMPARE(r.column, 0);
        QCOMPARE(r.errorMessage(), path + u": "_s + kEmpty);
    }

    // --- every documented shape -----------------------------------------------------------
    void shapes_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("expected");
        QTest::newRow("plain list, null level")
            << u"shape_plain_list.yml"_s
            << QStringList{u"L1|ascend/pytorch||||3"_s, u"L1|Cambricon/torch_mlu||||4"_s};
        QTest::newRow("comma string")
            << u"shape_comma_string.yml"_s
            << QStringList{u"L2|openxla/torch-xla||alice,bob,carol||3"_s, u"L2|intel/torch-xpu-ops||dave||4"_s};
        QTest::newRow("on-call lists")
            << u"shape_oncall_list.yml"_s
            << QStringList{u"L4|ascend/pytorch||alice,bob||3"_s, u"L4|rocm/pytorch||carol,dave||4"_s};
        QTest::newRow("metadata dict")
            << u"shape_metadata.yml"_s
            << QStringList{u"L2|intel/torch-xpu-ops||alice,bob|nightly|3"_s,
                           u"L2|openxla/torch-xla||carol|nightly,periodic|4"_s};
        QTest::newRow("L3 by device")
            << u"shape_l3_devices.yml"_s
            << QStringList{u"L3|ascend/pytorch|npu|alice,bob||4"_s, u"L3|huawei/torch-npu-extra|npu|carol||5"_s,
                           u"L3|intel/torch-xpu-ops|xpu|||7"_s, u"L3|intel/intel-extension-for-pytorch|xpu|dave||8"_s};
        QTest::newRow("L3 plain list (old files)")
            << u"shape_l3_plain_list.yml"_s
            << QStringList{u"L3|ascend/pytorch||alice,bob||3"_s, u"L3|intel/torch-xpu-ops||||4"_s};
        QTest::newRow("all levels, lower-case keys, L1 as mapping")
            << u"shape_all_levels.yml"_s
            << QStringList{u"L1|org1/repo1||||3"_s, u"L1|org2/repo2||eve||4"_s, u"L2|openxla/torch-xla||carol|nightly|6"_s,
                           u"L3|ascend/pytorch|npu|alice,bob||9"_s, u"L4|rocm/pytorch||dave,frank||11"_s};
    }
    void shapes()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, expected);
        const auto r = parseData(file);
        QVERIFY2(r.ok(), qPrintable(r.errorMessage()));
        QCOMPARE(render(*r.allowlist), expected);
    }

    // The same file with Windows line ends gives the same entries on the same lines.
    void crlfLineEnds()
    {
        QByteArray yaml = test::readFile(dataFile(u"shape_all_levels.yml"_s));
        const auto lf = AllowlistParser::parse(yaml, u"lf.yml"_s);
        yaml.replace("\n", "\r\n");
        const auto crlf = AllowlistParser::parse(yaml, u"crlf.yml"_s);
        QVERIFY2(crlf.ok(), qPrintable(crlf.errorMessage()));
        QCOMPARE(render(*crlf.allowlist), render(*lf.allowlist));
    }

    void nullLevelsAreEmptyLevels()
    {
        const auto r = AllowlistParser::parse("L1:\nL2:\nL3:\nL4:\n", u"x.yml"_s);
        QVERIFY2(r.ok(), qPrintable(r.errorMessage()));
        QVERIFY(r.allowlist->entries.isEmpty());
    }

    void warnings()
    {
        const auto meta = parseData(u"shape_metadata.yml"_s);
        QCOMPARE(meta.warnings.size(), 1);
        QCOMPARE(meta.warnings.first(), dataFile(u"shape_metadata.yml"_s) +
                                            u":7:7: warning: unknown key 'slack' in the entry of openxla/torch-xla (ignored; known: events, oncalls)"_s);

        const auto device = AllowlistParser::parse("L3:\n  npu:\n  xpu:\n    - a/b\n", u"d.yml"_s);
        QVERIFY2(device.ok(), qPrintable(device.errorMessage()));
        QCOMPARE(render(*device.allowlist), QStringList{u"L3|a/b|xpu|||4"_s});
        QCOMPARE(device.warnings, QStringList{u"d.yml:2:3: warning: L3 device 'npu' lists no repositories: add its repositories or remove the device"_s});
    }

    // --- every error, with its exact position ---------------------------------------------
    void errors_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty mapping") << u"empty_mapping.yml"_s << 2 << 1 << kEmpty;
        QTest::newRow("top level list") << u"error_top_level_list.yml"_s << 2 << 1
                                        << u"the top level must be a mapping of levels (L1:, L2:, L3:, L4:), found a list"_s;
        QTest::newRow("unknown key") << u"error_unknown_key.yml"_s << 4 << 1
                                     << u"unknown key 'L5' at the top level (expected L1, L2, L3 or L4)"_s;
        QTest::newRow("bad repo") << u"error_bad_repo.yml"_s << 4 << 5
                                  << u"'torch_mlu' is not a repository of the form owner/name"_s;
        QTest::newRow("repo with on-calls after a blank")
            << u"error_repo_with_oncalls.yml"_s << 3 << 7
            << u"'org4/repo4 @oncall1,oncall2' is not a repository of the form owner/name (to name on-calls write `org4/repo4: \"oncall1, oncall2\"`)"_s;
        QTest::newRow("duplicate across levels, other case")
            << u"error_duplicate.yml"_s << 6 << 5
            << u"repository 'ascend/PyTorch' is listed twice: line 3 (L1, as 'Ascend/pytorch') and line 6 (L3); a repository belongs to one level only"_s;
        QTest::newRow("number as on-call")
            << u"error_number_oncall.yml"_s << 3 << 34
            << u"expected on-call names for intel/torch-xpu-ops (text such as \"a, b\" or a list [a, b]), found the number 42; quote it if it is a name"_s;
        QTest::newRow("level twice") << u"error_level_twice.yml"_s << 6 << 1 << u"level L1 is given twice (lines 2 and 6): merge them into one"_s;
        QTest::newRow("L3 without device")
            << u"error_l3_without_device.yml"_s << 3 << 3
            << u"L3 groups repositories by device (the ciflow/crcr/<device> label): found the repository 'ascend/pytorch' directly under L3; write `L3:` then `  <device>:` then `    ascend/pytorch: [oncalls]`"_s;
        QTest::newRow("two keys in one item")
            << u"error_two_keys_in_item.yml"_s << 4 << 5
            << u"one repository per list item: this item has 2 keys (intel/torch-xpu-ops, events); put metadata under the repository, e.g. `- owner/repo: {events: [nightly], oncalls: [a, b]}`"_s;
        QTest::newRow("level as scalar")
            << u"error_level_scalar.yml"_s << 2 << 5
            << u"L1 must be a list of repositories, found the text 'ascend/pytorch' (write each repository on its own line as `  - owner/repo`)"_s;
        QTest::newRow("unclosed flow list") << u"error_unclosed_flow.yml"_s << 3 << 3
                                            << u"invalid YAML: did not find expected ',' or ']' (the '[' list at line 2, column 5 is not closed by ']' before this point)"_s;
        QTest::newRow("two documents")
            << u"error_two_documents.yml"_s << 5 << 1
            << u"the file holds 2 YAML documents; an allowlist is one document (remove the second '---')"_s;
        QTest::newRow("blank between on-calls")
            << u"error_bad_oncall_name.yml"_s << 3 << 19
            << u"'alice bob' is not a valid on-call name for rocm/pytorch (separate names with commas)"_s;
    }
    void errors()
    {
        QFETCH(QString, file);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, message);
        const auto r = parseData(file);
        QVERIFY(!r.ok());
        QCOMPARE(r.error, message);
        QCOMPARE(r.line, line);
        QCOMPARE(r.column, column);
        QCOMPARE(r.errorMessage(), u"%1:%2:%3: %4"_s.arg(dataFile(file)).arg(line).arg(column).arg(message));
    }

    void wrongNodeTypes_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<int>("line");
        QTest::addColumn<int>("column");
        QTest::addColumn<QString>("messagePart");
        QTest::newRow("number on-call scalar") << QByteArray("L1:\n  - a/b: 42\n") << 2 << 10 << u"found the number 42"_s;
        QTest::newRow("float on-call") << QByteArray("L1:\n  - a/b: [x, 1.5]\n") << 2 << 14 << u"found the number 1.5"_s;
        QTest::newRow("boolean on-call") << QByteArray("L1:\n  - a/b: yes\n") << 2 << 10 << u"found the boolean 'yes'"_s;
        QTest::newRow("mapping inside on-call list")
            << QByteArray("L1:\n  - a/b: [x, {y: z}]\n") << 2 << 14 << u"found a mapping inside the list"_s;
        QTest::newRow("list as list item") << QByteArray("L2:\n  - [a/b, c/d]\n") << 2 << 5
                                           << u"expected a repository `owner/repo` in the L2 list, found a list"_s;
        QTest::newRow("empty list item") << QByteArray("L2:\n  - a/b\n  -\n") << 3 << 3
                                         << u"found an empty value"_s;
        QTest::newRow("number as repository") << QByteArray("L4:\n  - 42\n") << 2 << 5
                                              << u"'42' is not a repository of the form owner/name"_s;
        QTest::newRow("mapping as level key") << QByteArray("{L1: x}: [a/b]\n") << 1 << 1
                                              << u"a top-level key must be a level L1, L2, L3 or L4, found a mapping"_s;
        QTest::newRow("number as events") << QByteArray("L2:\n  - a/b: {events: 7}\n") << 2 << 19
                                          << u"expected event names for a/b"_s;
        QTest::newRow("L3 device holding text") << QByteArray("L3:\n  npu: a/b\n") << 2 << 8
                                                << u"L3 device 'npu' must hold repositories"_s;
        QTest::newRow("L3 scalar") << QByteArray("L3: npu\n") << 1 << 5 << u"L3 must be a mapping of devices"_s;
        QTest::newRow("unclosed flow mapping") << QByteArray("L1:\n  - a/b: {oncalls: [x]\n") << 3 << 1
                                               << u"invalid YAML: did not find expected ',' or '}' (the '{' mapping at line 2, column 10 is not closed by '}' before this point)"_s;
        QTest::newRow("scalar document") << QByteArray("just text\n") << 1 << 1
                                         << u"the top level must be a mapping of levels (L1:, L2:, L3:, L4:), found the text 'just text'"_s;
        QTest::newRow("tab indentation") << QByteArray("L1:\n\t- a/b\n") << 2 << 1
                                         << u"invalid YAML: found character that cannot start any token (YAML indentation must use spaces, not tabs)"_s;
        QTest::newRow("tab after spaces") << QByteArray("L1:\n  - a/b\n  \t- c/d\n") << 3 << 3
                                          << u"(YAML indentation must use spaces, not tabs)"_s;
        QTest::newRow("unclosed quote") << QByteArray("L1:\n  - a/b: \"x, y\n") << 3 << 1
                                        << u"(the quoted value at line 2, column 10 has no closing quote)"_s;
        QTest::newRow("backtick") << QByteArray("L1:\n  - a/b: `x`\n") << 2 << 10
                                  << u"('`' cannot start a plain YAML value: quote the value, e.g. \"@oncall1, oncall2\", or drop the '`')"_s;
        QTest::newRow("undefined alias") << QByteArray("L1:\n  - a/b: *oncalls\n") << 2 << 10
                                         << u"the alias '*oncalls' refers to no anchor: define it with '&oncalls' before this point, in the same document"_s;
        QTest::newRow("alias to an anchor of another document")
            << QByteArray("x: &oc [a]\n---\nL1:\n  - a/b: *oc\n") << 4 << 10 << u"the alias '*oc' refers to no anchor"_s;
        QTest::newRow("alias inside its own anchor") << QByteArray("L1:\n  - a/b: &oc [x, *oc]\n") << 2 << 18
                                                     << u"the alias '*oc' refers to the list or mapping that contains it"_s;
        QTest::newRow("text after the end of the document") << QByteArray("L1:\n  - a/b\n...\nL2: []\n") << 4 << 1
                                                            << u"invalid YAML: did not find expected <document start> (the document ended before this line, e.g. with '...'; an allowlist is one document)"_s;
        QTest::newRow("invalid UTF-8") << QByteArray("L1:\n  - a/b: [x\xff]\n") << 2 << 12 << u"invalid YAML: invalid leading UTF-8 octet"_s;
    }
    void wrongNodeTypes()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(int, line);
        QFETCH(int, column);
        QFETCH(QString, messagePart);
        const auto r = AllowlistParser::parse(yaml, u"inline.yml"_s);
        QVERIFY(!r.ok());
        QVERIFY2(r.error.contains(messagePart), qPrintable(r.error));
        QCOMPARE(r.line, line);
        QCOMPARE(r.column, column);
    }

    // Quoting makes a number a name, as the error message suggests.
    void quotedNumberIsAName()
    {
        const auto r = AllowlistParser::parse("L1:\n  - a/b: [\"42\", '7']\n", u"q.yml"_s);
        QVERIFY2(r.ok(), qPrintable(r.errorMessage()));
        QCOMPARE(render(*r.allowlist), QStringList{u"L1|a/b||42,7||2"_s});
    }

    // The reported column counts characters, not bytes.
    void columnCountsCharacters()
    {
        const auto r = AllowlistParser::parse("L1:\n  - \"é/x\": @y\n", u"u.yml"_s);
        QVERIFY(!r.ok());
        QCOMPARE(r.line, 2);
        QCOMPARE(r.column, 12);
    }

    // Aliases below the limit are fine: the anchored list is shared, its names read for each use.
    void aliasesRepeatAList()
    {
        const auto r = AllowlistParser::parse("L4:\n  - a/b: &oc [x, y]\n  - c/d: *oc\n"
                                              "L2:\n  - e/f: {oncalls: *oc, events: [nightly]}\n",
                                              u"a.yml"_s);
        QVERIFY2(r.ok(), qPrintable(r.errorMessage()));
        QCOMPARE(render(*r.allowlist), (QStringList{u"L4|a/b||x,y||2"_s, u"L4|c/d||x,y||3"_s, u"L2|e/f||x,y|nightly|5"_s}));
    }

    // --- hostile input: an error, quickly, with its place (issue 7) ---------------------------
    // yaml-cpp 0.7 never returned on these (gigabytes within seconds).
    void strayComma()
    {
        const auto r = AllowlistParser::parse(",", u"c.yml"_s);
        QVERIFY(!r.ok());
        QCOMPARE(r.error, u"invalid YAML: did not find expected node content (',' outside a [ ] list or { } mapping cannot start "
                          u"a value: quote the value, or remove the ',')"_s);
        QCOMPARE(r.line, 1);
        QCOMPARE(r.column, 1);
    }

    void directiveInsideTheFile_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<int>("line");
        QTest::newRow("%YAML, then a stray comma") << QByteArray("a: 1\n%YAML 1.2\n,b\n") << 2;
        QTest::newRow("%YAML between levels") << QByteArray("L1:\n  - a/b\n%YAML 1.2\nL2:\n  - c/d\n") << 3;
        QTest::newRow("%YAML as the last line") << QByteArray("L1:\n  - a/b\n%YAML 1.2\n") << 3;
        QTest::newRow("%TAG") << QByteArray("L1:\n  - a/b\n# c\n%TAG ! tag:x.org,2024:\nL2: []\n") << 4;
    }
    void directiveInsideTheFile()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(int, line);
        const auto r = AllowlistParser::parse(yaml, u"d.yml"_s);
        QVERIFY(!r.ok());
        QCOMPARE(r.error, u"invalid YAML: a line starting with '%' inside the file (YAML reads it as a directive such as "
                          u"'%YAML 1.2', which ends the document; a directive may only stand before a '---' line): remove "
                          u"the line, or quote a value that starts with '%'"_s);
        QCOMPARE(r.line, line);
        QCOMPARE(r.column, 1);
    }
    // In its place a directive is fine.
    void directiveBeforeTheDocument()
    {
        const auto r = AllowlistParser::parse("%YAML 1.1\n---\nL1:\n  - a/b\n", u"d.yml"_s);
        QVERIFY2(r.ok(), qPrintable(r.errorMessage()));
        QCOMPARE(render(*r.allowlist), QStringList{u"L1|a/b||||4"_s});
    }

    // 94 KB: one anchored list of 10,000 on-calls and 999 aliases to it. yaml-cpp copied the list
    // for every alias (56 s of CPU, 1 GB, then success); the expansion limit stops it at one alias.
    void aliasBombStopsAtTheExpansionLimit()
    {
        QByteArray yaml = "L4:\n  - org/repo0: &oc [";
        for (int i = 0; i < 10'000; ++i)
            yaml += (i ? ", n" : "n") + QByteArray::number(i);
        yaml += "]\n";
        for (int i = 1; i < 1000; ++i)
            yaml += "  - org/repo" + QByteArray::number(i) + ": *oc\n";
        QVERIFY2(yaml.size() > 85'000 && yaml.size() < 105'000, QByteArray::number(yaml.size()).constData());
        const auto r = AllowlistParser::parse(yaml, u"bomb.yml"_s);
        QVERIFY(!r.ok());
        QCOMPARE(r.error, u"the alias '*oc' makes the allowlist expand to more than 100000 YAML values (each alias repeats all "
                          u"that its anchor holds): write the names out, or use fewer aliases"_s);
        // 10,006 values up to the end of the anchored list, then 10,003 per alias line (item,
        // key, the list again): the 9th alias, on line 11, crosses 100,000.
        QCOMPARE(r.line, 11);
        QCOMPARE(r.column, int(qstrlen("  - org/repo9: ")) + 1);
    }

    // Nesting is bounded (libyaml's event stream is read without recursion, and so is the tree).
    void deepNesting_data()
    {
        QTest::addColumn<int>("depth");
        QTest::addColumn<bool>("tooDeep");
        QTest::newRow("63 lists: not a repository") << 63 << false;
        QTest::newRow("64 lists: too deep") << 64 << true;
        QTest::newRow("a million '['") << 1'000'000 << true;
    }
    void deepNesting()
    {
        QFETCH(int, depth);
        QFETCH(bool, tooDeep);
        const QByteArray yaml = "L1: " + QByteArray(depth, '[') + "a/b" + QByteArray(depth, ']') + "\n";
        const auto r = AllowlistParser::parse(yaml, u"deep.yml"_s);
        QVERIFY(!r.ok());
        QCOMPARE(r.line, 1);
        if (tooDeep) {
            QCOMPARE(r.error, u"lists and mappings are nested deeper than 64 levels (an allowlist needs six)"_s);
            QCOMPARE(r.column, 5 + 63); // the 64th '[' (the top-level mapping is the first level)
        } else {
            QVERIFY2(r.error.startsWith(u"expected a repository `owner/repo` in the L1 list, found a list"_s), qPrintable(r.error));
            QCOMPARE(r.column, 6);
        }
    }

    void tooManyValues()
    {
        const QByteArray yaml = "L1: [" + QByteArray("a/b, ").repeated(100'001) + "]\n";
        const auto r = AllowlistParser::parse(yaml, u"many.yml"_s);
        QVERIFY(!r.ok());
        QCOMPARE(r.error, u"the file holds more than 100000 YAML values (an allowlist holds a few hundred)"_s);
        QCOMPARE(r.line, 1);
        // The mapping, its key and the list are values 1-3: item 99,998 is the 100,001st value.
        QCOMPARE(r.column, 6 + 5 * 99'997);
    }

    void oversizedInputIsRefused()
    {
        const QByteArray yaml = "L1:\n  - a/b\n" + QByteArray(AllowlistParser::kMaxInputBytes, '#');
        const auto r = AllowlistParser::parse(yaml, u"big.yml"_s);
        QVERIFY(!r.ok());
        QCOMPARE(r.error, u"the file is larger than 4 MB; an allowlist is a few KB (refused unread)"_s);
        QCOMPARE(r.line, 0);

        const QString path = test::freshRuntimeDir(u"allowlist-big"_s) + u"/big.yml"_s;
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        QVERIFY(file.write(yaml) == yaml.size());
        file.close();
        const auto fromFile = AllowlistParser::parseFile(path);
        QCOMPARE(fromFile.error, r.error);
        QCOMPARE(fromFile.errorMessage(), path + u": "_s + r.error);
    }

    // Text quoted from the file is capped: a 1 MB token makes a short message.
    void longTokenIsQuotedShort()
    {
        const QByteArray token(1'000'000, 'x');
        const auto repo = AllowlistParser::parse("L1:\n  - " + token + "\n", u"long.yml"_s);
        QVERIFY(!repo.ok());
        QCOMPARE(repo.error, u"'"_s + QString(80, u'x') + u"…' is not a repository of the form owner/name"_s);
        QCOMPARE(repo.line, 2);
        QCOMPARE(repo.column, 5);

        // A key may be 1024 characters at most (YAML's limit for an implicit key).
        const auto level = AllowlistParser::parse(QByteArray(1000, 'x') + ": []\n", u"long.yml"_s);
        QVERIFY(!level.ok());
        QCOMPARE(level.error, u"unknown key '"_s + QString(80, u'x') + u"…' at the top level (expected L1, L2, L3 or L4)"_s);

        const auto name = AllowlistParser::parse("L1:\n  - a/b: [\"" + token + " y\"]\n", u"long.yml"_s);
        QVERIFY(!name.ok());
        QVERIFY2(name.error.size() < 200, qPrintable(name.error.left(300)));
        QVERIFY2(name.error.startsWith(u"'"_s + QString(80, u'x') + u"…' is not a valid on-call name"_s), qPrintable(name.error.left(300)));
    }

    // The fuzzer's seeds (tests/fuzz/corpus) replay in every test run: each ends in a result.
    void fuzzSeedsReplay()
    {
        const QDir corpus(QStringLiteral(HUDWATCH_TEST_DATA_DIR "/../fuzz/corpus/allowlist"));
        const QStringList files = corpus.entryList(QDir::Files);
        QVERIFY2(files.size() >= 10, qPrintable(corpus.absolutePath()));
        for (const QString &name : files) {
            const auto r = AllowlistParser::parseFile(corpus.filePath(name));
            QVERIFY2(r.ok() != !r.error.isEmpty(), qPrintable(name));
            QVERIFY2(r.error.size() < 1000, qPrintable(name));
            QVERIFY2(r.line >= 0 && r.column >= 0 && (r.column == 0 || r.line > 0), qPrintable(name));
        }
    }

    void duplicatesAreCaseInsensitive_data()
    {
        QTest::addColumn<QByteArray>("yaml");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");
        QTest::newRow("same level") << QByteArray("L1:\n  - Ascend/pytorch\n  - ascend/pytorch\n") << 3
                                    << u"repository 'ascend/pytorch' is listed twice: line 2 (L1, as 'Ascend/pytorch') and line 3 (L1); a repository belongs to one level only"_s;
        QTest::newRow("same spelling, L2 and L4") << QByteArray("L4:\n  - a/b: x\nL2:\n  - a/b\n") << 4
                                                  << u"repository 'a/b' is listed twice: line 2 (L4) and line 4 (L2); a repository belongs to one level only"_s;
        QTest::newRow("two L3 devices") << QByteArray("L3:\n  npu:\n    A/B: [x]\n  xpu:\n    a/b: [y]\n") << 5
                                        << u"repository 'a/b' is listed twice: line 3 (L3, as 'A/B') and line 5 (L3); a repository belongs to one level only"_s;
    }
    void duplicatesAreCaseInsensitive()
    {
        QFETCH(QByteArray, yaml);
        QFETCH(int, line);
        QFETCH(QString, message);
        const auto r = AllowlistParser::parse(yaml, u"dup.yml"_s);
        QVERIFY(!r.ok());
        QCOMPARE(r.error, message);
        QCOMPARE(r.line, line);
    }
    void similarNamesAreNotDuplicates()
    {
        const auto r = AllowlistParser::parse("L1:\n  - a/b\n  - a/bc\n  - ab/c\n", u"x.yml"_s);
        QVERIFY2(r.ok(), qPrintable(r.errorMessage()));
        QCOMPARE(r.allowlist->entries.size(), 3);
    }

    void missingFile()
    {
        const QString path = test::freshRuntimeDir(u"allowlist-parser"_s) + u"/absent.yml"_s;
        const auto r = AllowlistParser::parseFile(path);
        QVERIFY(!r.ok());
        QVERIFY2(r.error.startsWith(u"cannot read the file: "_s), qPrintable(r.error));
        QCOMPARE(r.line, 0);
        QVERIFY(r.errorMessage().startsWith(path + u": cannot read the file: "_s));
    }

    // --- JSON in HUD's /api/crcr/allowlist shape -----------------------------------------
    void jsonShape()
    {
        const auto r = parseData(u"shape_all_levels.yml"_s);
        QVERIFY2(r.ok(), qPrintable(r.errorMessage()));
        const QJsonObject json = AllowlistJson::toJson(*r.allowlist);
        QCOMPARE(json.keys(), (QStringList{u"L1"_s, u"L2"_s, u"L3"_s, u"L4"_s}));
        const QJsonObject expected = QJsonDocument::fromJson(R"({
            "L1": [{"repo": "org1/repo1", "oncalls": []}, {"repo": "org2/repo2", "oncalls": ["eve"]}],
            "L2": [{"repo": "openxla/torch-xla", "oncalls": ["carol"], "events": ["nightly"]}],
            "L3": [{"repo": "ascend/pytorch", "device": "npu", "oncalls": ["alice", "bob"]}],
            "L4": [{"repo": "rocm/pytorch", "oncalls": ["dave", "frank"]}]
        })").object();
        QCOMPARE(json, expected);
        // Empty levels are still there, as empty arrays.
        const QJsonObject one = AllowlistJson::toJson(*parseData(u"2026-04_approx_5a5dc0cd.yml"_s).allowlist);
        QCOMPARE(one.value(u"L4"_s).toArray().size(), 0);
        QVERIFY(one.value(u"L4"_s).isArray());
    }

    void jsonRoundTrip_data()
    {
        QTest::addColumn<QString>("file");
        for (const char *f : {"2026-04_approx_5a5dc0cd.yml", "shape_plain_list.yml", "shape_comma_string.yml",
                              "shape_oncall_list.yml", "shape_metadata.yml", "shape_l3_devices.yml",
                              "shape_l3_plain_list.yml", "shape_all_levels.yml"})
            QTest::newRow(f) << QString::fromLatin1(f);
    }
    void jsonRoundTrip()
    {
        QFETCH(QString, file);
        const auto r = parseData(file);
        QVERIFY2(r.ok(), qPrintable(r.errorMessage()));
        QVERIFY(!r.allowlist->entries.isEmpty());
        const QByteArray bytes = QJsonDocument(AllowlistJson::toJson(*r.allowlist)).toJson();
        const auto back = AllowlistJson::fromJson(QJsonDocument::fromJson(bytes).object());
        QVERIFY2(back, qPrintable(back.error()));
        QCOMPARE(render(*back), render(withoutLines(*r.allowlist)));
        QVERIFY(*back == withoutLines(*r.allowlist));
    }

    void jsonRejectsWrongShapes_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("error");
        QTest::newRow("unknown level") << QByteArray(R"({"L5": []})") << u"unknown level 'L5'"_s;
        QTest::newRow("level not array") << QByteArray(R"({"L1": {}})") << u"L1 is not an array"_s;
        QTest::newRow("no repo") << QByteArray(R"({"L2": [{"oncalls": []}]})") << u"an entry of L2 has no \"repo\""_s;
        QTest::newRow("oncalls not strings") << QByteArray(R"({"L4": [{"repo": "a/b", "oncalls": [1]}]})")
                                             << u"\"oncalls\" or \"events\" of a/b is not an array of strings"_s;
    }
    void jsonRejectsWrongShapes()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, error);
        const auto refused = AllowlistJson::fromJson(QJsonDocument::fromJson(json).object());
        QVERIFY(!refused);
        QCOMPARE(refused.error(), error);
    }

    // --- human listing ---------------------------------------------------------------------
    void textListing()
    {
        const auto r = parseData(u"shape_all_levels.yml"_s);
        QVERIFY2(r.ok(), qPrintable(r.errorMessage()));
        const QStringList lines = AllowlistJson::toText(*r.allowlist).split(u'\n');
        QCOMPARE(lines.size(), 8); // header, 5 entries, summary, "" after the last '\n'
        QVERIFY(lines.last().isEmpty());
        QCOMPARE(lines.at(6), u"5 repositories: L4 1, L3 1, L2 1, L1 2"_s);
        // L4 first, L1 last; L1 keeps file order.
        const QStringList repos{u"REPOSITORY"_s, u"rocm/pytorch"_s, u"ascend/pytorch"_s, u"openxla/torch-xla"_s,
                                u"org1/repo1"_s, u"org2/repo2"_s};
        const QStringList levels{u"LEVEL"_s, u"L4"_s, u"L3"_s, u"L2"_s, u"L1"_s, u"L1"_s};
        const qsizetype repoColumn = lines.at(0).indexOf(u"REPOSITORY"_s);
        const qsizetype deviceColumn = lines.at(0).indexOf(u"DEVICE"_s);
        const qsizetype oncallColumn = lines.at(0).indexOf(u"ON-CALLS"_s);
        const qsizetype eventsColumn = lines.at(0).indexOf(u"EVENTS"_s);
        QVERIFY(repoColumn > 0 && deviceColumn > repoColumn && oncallColumn > deviceColumn && eventsColumn > oncallColumn);
        for (int i = 0; i < 6; ++i) {
            const QString &line = lines.at(i);
            QVERIFY2(line.startsWith(levels.at(i) + u' '), qPrintable(line));
            QCOMPARE(line.mid(repoColumn, repos.at(i).size()), repos.at(i));
            QVERIFY2(line.at(deviceColumn - 1) == u' ' && line.at(deviceColumn) != u' ', qPrintable(line));
            QVERIFY2(line.at(oncallColumn - 1) == u' ' && line.at(oncallColumn) != u' ', qPrintable(line));
        }
        QCOMPARE(lines.at(2).mid(deviceColumn).section(u' ', 0, 0), u"npu"_s);
        QCOMPARE(lines.at(1).mid(oncallColumn, 11), u"dave, frank"_s);
        QCOMPARE(lines.at(3).mid(eventsColumn), u"nightly"_s);
        QCOMPARE(lines.at(1).mid(deviceColumn, 1), u"-"_s);
    }
    void textListingOfNothing()
    {
        QCOMPARE(AllowlistJson::toText(Allowlist{}), u"0 repositories: L4 0, L3 0, L2 0, L1 0\n"_s);
        const QString one = AllowlistJson::toText(*parseData(u"2026-04_approx_5a5dc0cd.yml"_s).allowlist);
        QVERIFY2(!one.contains(u"EVENTS"_s), qPrintable(one));
        QVERIFY2(one.endsWith(u"\n1 repository: L4 0, L3 0, L2 0, L1 1\n"_s), qPrintable(one));
    }
};

HW_TEST_GUILESS_MAIN(TestAllowlistParser)
#include "tst_AllowlistParser.moc"
