#include "grid/GroupingRules.h"

#include "TestEnvironment.h"
#include "TestRegistry.h"

#include <QFile>
#include <QStandardPaths>
#include <QTest>

using namespace hw;
using CS = CellStatus;

// JSON written with single quotes (readable in C++ source; moc trips over raw string literals).
static QByteArray js(const char *singleQuoted)
{
    return QByteArray(singleQuoted).replace('\'', '"');
}

class TestGrouping : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void defaultsComeFromTheBundledConfig()
    {
        const GroupingRules rules = GroupingRules::defaults();
        QCOMPARE(rules.groupCount(), 23); // 22 configured groups + fallback
        QCOMPARE(rules.groupName(0), QStringLiteral("CRCR"));
        QCOMPARE(rules.groupName(rules.fallbackGroup()), QStringLiteral("other"));
        QCOMPARE(rules.groupName(99), QString());
    }

    // Real column names (workflow derived as described in tests/data/grid/PROVENANCE.md).
    void defaultGroupsOfRealNames_data()
    {
        QTest::addColumn<QString>("column");
        QTest::addColumn<QString>("group");
        auto row = [](const char *c, const char *g) { QTest::newRow(c) << QString::fromUtf8(c) << QString::fromUtf8(g); };
        row("pull / linux-focal-py3.8-clang10 / test (default, 1, 4, amz2023.linux.2xlarge)", "Linux");
        row("pull / linux-focal-py3_8-clang9-xla / test (xla, 1, 1, lf.linux.12xlarge)", "XLA");
        row("inductor / cuda12.1-py3.10-gcc9-sm86 / test (inductor_timm, 1, 2, linux.g5.4xlarge.nvidia.gpu)", "Inductor");
        row("inductor-periodic / cuda12.1-py3.10-gcc9-sm86-periodic-dynamo-benchmarks / build", "Inductor Periodic");
        row("Lint / quick-checks / linux-job", "Lint");
        row("trunk / win-vs2019-cuda12.1-py3 / build", "Windows");
        row("trunk / macos-py3-arm64 / test (default, 1, 3, macos-m1-stable)", "Mac");
        row("rocm / linux-focal-rocm6.1-py3.8 / test (default, 1, 2, linux.rocm.gpu)", "ROCm");
        row("linux-binary-manywheel / manywheel-py3_8-cuda12_1-build / build", "Linux Binaries");
        row("slow / linux-focal-cuda12.1-py3-gcc9-slow-gradcheck / test (default, 1, 8, linux.g5.4xlarge.nvidia.gpu)", "Slow");
        row("trunk / ios-build-test / build", "iOS");
        // HUD's "-xla" also matches "-xlarge" runner labels; first match wins, exactly as on HUD.
        row("trunk / ios-build-test / build (default, 1, 1, macos-14-xlarge, SIMULATOR, arm64)", "XLA");
        row("pull / linux-jammy-py3.8-gcc11 / test (default, 1, 3, linux.2xlarge, mem_leak_check)", "Memory Leak Check");
        row("pull / linux-jammy-py3.8-gcc11 / test (default, 1, 3, linux.2xlarge, rerun_disabled_tests)", "Rerun Disabled Tests");
        row("CRCR vllm-project/vllm / build (L3)", "CRCR");
        row("vLLM / vllm-test", "vLLM");
        row("unstable / linux-jammy-py3.8-gcc11 / test", "Unstable");
        row("xpu / linux-jammy-xpu-py3.9 / build", "XPU");
        row("Other / check-api-rate", "other");
    }
    void defaultGroupsOfRealNames()
    {
        QFETCH(QString, column);
        QFETCH(QString, group);
        const GroupingRules rules = GroupingRules::defaults();
        QCOMPARE(rules.groupName(rules.groupOf(column)), group);
    }

    void firstMatchWinsAndFlags()
    {
        const QByteArray json = js("{'groups': [\n            {'name': 'A', 'pattern': 'alpha'},\n            {'name': 'B', 'pattern': 'ALPHA|beta', 'flags': 'i'}],\n            'fallback': 'rest'}");
        auto rules = GroupingRules::fromJson(json);
        QVERIFY2(rules, qPrintable(rules.error()));
        QCOMPARE(rules->groupCount(), 3);
        QCOMPARE(rules->groupName(rules->groupOf(QStringLiteral("x alpha beta"))), QStringLiteral("A"));
        QCOMPARE(rules->groupName(rules->groupOf(QStringLiteral("x Alpha"))), QStringLiteral("B"));
        QCOMPARE(rules->groupName(rules->groupOf(QStringLiteral("BETA"))), QStringLiteral("B"));
        QCOMPARE(rules->groupName(rules->groupOf(QStringLiteral("gamma"))), QStringLiteral("rest"));
    }

    void badConfigsGiveClearErrors_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("mustMention");
        QTest::newRow("invalid regex") << (js("{'groups': [{'name': 'Broken Linux', 'pattern': '(linux-'}]}"))
                                       << QStringLiteral("Broken Linux");
        QTest::newRow("not json") << QByteArray("{groups: ") << QStringLiteral("JSON");
        QTest::newRow("no groups") << (js("{'fallback': 'x'}")) << QStringLiteral("groups");
        QTest::newRow("no pattern") << (js("{'groups': [{'name': 'Mac'}]}")) << QStringLiteral("Mac");
        QTest::newRow("no name") << (js("{'groups': [{'pattern': 'x'}]}")) << QStringLiteral("#1");
        QTest::newRow("bad flag") << (js("{'groups': [{'name': 'W', 'pattern': 'x', 'flags': 'g'}]}"))
                                  << QStringLiteral("flag");
        QTest::newRow("bad fallback") << (js("{'groups': [], 'fallback': 3}")) << QStringLiteral("fallback");
    }
    void badConfigsGiveClearErrors()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, mustMention);
        const auto rules = GroupingRules::fromJson(json);
        QVERIFY(!rules);
        QVERIFY2(rules.error().contains(mustMention), qPrintable(rules.error()));
    }

    void userFile()
    {
        const QString dir = test::freshRuntimeDir(QStringLiteral("grouping"));
        const QString path = dir + QStringLiteral("/grouping.json");
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(js("{'groups': [{'name': 'GPU', 'pattern': 'cuda|rocm'}], 'fallback': 'CPU'}"));
        f.close();
        auto rules = GroupingRules::fromFile(path);
        QVERIFY2(rules, qPrintable(rules.error().message));
        QCOMPARE(rules->groupName(rules->groupOf(QStringLiteral("trunk / linux-focal-rocm6.1-py3.8 / build"))),
                 QStringLiteral("GPU"));
        QCOMPARE(rules->groupName(rules->groupOf(QStringLiteral("pull / linux-jammy-py3.8-gcc11 / build"))),
                 QStringLiteral("CPU"));
        const auto missing = GroupingRules::fromFile(dir + QStringLiteral("/missing.json"));
        QVERIFY(!missing);
        QCOMPARE(missing.error().kind, SourceError::Kind::Configuration);
        QVERIFY(missing.error().message.contains(QStringLiteral("missing.json")));

        // A file over 1 MB is refused before it is read, whatever it holds.
        const QString huge = dir + QStringLiteral("/huge.json");
        QFile h(huge);
        QVERIFY(h.open(QIODevice::WriteOnly));
        h.write(js("{'groups': [], 'fallback': '") + QByteArray(GroupingRules::maxFileBytes, 'x') + js("'}"));
        h.close();
        const auto tooLarge = GroupingRules::fromFile(huge);
        QVERIFY(!tooLarge);
        QVERIFY2(tooLarge.error().message.contains(QStringLiteral("larger than 1 MB")), qPrintable(tooLarge.error().message));
    }

    void groupCellRule_data()
    {
        QTest::addColumn<QList<int>>("cells");
        QTest::addColumn<int>("expected");
        auto row = [](const char *name, QList<CS> cells, CS e) {
            QList<int> ints;
            for (CS c : cells)
                ints << int(c);
            QTest::newRow(name) << ints << int(e);
        };
        row("empty group", {}, CS::NoJob);
        row("no job at all", {CS::NoJob, CS::NoJob}, CS::NoJob);
        row("all green", {CS::Success, CS::Success, CS::NoJob}, CS::Success);
        row("skipped and neutral count as green", {CS::Skipped, CS::Neutral}, CS::Success);
        row("one failure", {CS::Success, CS::Failure, CS::Pending, CS::Flaky, CS::Warning, CS::Queued}, CS::Failure);
        row("timed out is a failure", {CS::Success, CS::TimedOut}, CS::Failure);
        row("cancelled is a failure", {CS::Success, CS::Cancelled}, CS::Failure);
        row("pending before flaky", {CS::Flaky, CS::Pending, CS::Warning, CS::Queued}, CS::Pending);
        row("flaky before warning", {CS::Warning, CS::Flaky, CS::Queued}, CS::Flaky);
        row("warnings only", {CS::Success, CS::Warning}, CS::Warning);
        row("warning before queued", {CS::Queued, CS::Warning}, CS::Warning);
        row("queued", {CS::Success, CS::Queued}, CS::Queued);
    }
    void groupCellRule()
    {
        QFETCH(QList<int>, cells);
        QFETCH(int, expected);
        QList<CS> statuses;
        for (int c : cells)
            statuses << CS(c);
        QCOMPARE(int(GroupingRules::combine(statuses.constData(), int(statuses.size()))), expected);
        std::reverse(statuses.begin(), statuses.end());
        QCOMPARE(int(GroupingRules::combine(statuses.constData(), int(statuses.size()))), expected);
    }
};

HW_TEST_GUILESS_MAIN(TestGrouping)
#include "tst_Grouping.moc"
