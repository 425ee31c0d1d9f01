// The flaky tab's demo files (resources/demo/flaky.json, flaky_history.json) are what the sources
// compute over the seeded ClickHouse. HUDWATCH_UPDATE_FLAKY_DEMO=1 rewrites them.
#include "ClickHouseTestServer.h"
#include "SourceProbe.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "clickhouse/ClickHouseClient.h"
#include "flaky/FlakyClickHouseSource.h"
#include "flaky/FlakyDemo.h"
#include "flaky/FlakyHistoryJson.h"
#include "flaky/FlakyResultsJson.h"
#include "flaky/FlakyTestHistorySource.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;
using hw::test::ClickHouseTestServer;
using hw::test::SourceProbe;

class tst_FlakyDemoClickHouse : public QObject
{
    Q_OBJECT

    ClickHouseTestServer m_server;
    std::unique_ptr<ClickHouseClient> m_client;

private slots:
    void initTestCase()
    {
        qRegisterMetaType<hw::FlakyResults>();
        QVERIFY2(m_server.isValid(), qPrintable(m_server.error()));
        m_client = std::make_unique<ClickHouseClient>(m_server.config());
    }

    // The demo's bundled results are what the source computes over the seed. Regenerate with
    // HUDWATCH_UPDATE_FLAKY_DEMO=1 after changing the seed or the SQL (the file is then rewritten
    // and this test fails once, so that the change is seen and committed).
    void demoSnapshotMatchesTheSeed()
    {
        FlakyClickHouseSource source(m_client.get());
        SourceProbe probe(&source, &FlakyClickHouseSource::fetched, &FlakyClickHouseSource::failed);
        source.fetch(FlakyDemo::From, FlakyDemo::To);
        const SourceProbe::Answer answer = probe.wait();
        QVERIFY2(answer.ok(), qPrintable(answer.problem()));
        FlakyResults got = answer.value<FlakyResults>();
        got.fetchedAt = FlakyDemo::To; // the demo is "as of" its range end
        if (hw::test::rewriteDemoFile("HUDWATCH_UPDATE_FLAKY_DEMO", u"flaky.json"_s, FlakyResultsJson::toJson(got)))
            QFAIL("resources/demo/flaky.json rewritten: rebuild and commit it");
        const auto demo = FlakyDemo::load();
        QVERIFY2(demo, qPrintable(demo.error()));
        QVERIFY2(*demo == got,
            "resources/demo/flaky.json is stale: run with HUDWATCH_UPDATE_FLAKY_DEMO=1");
        QVERIFY(demo->tests.size() > 10 && demo->disabledNow.size() > 100 && !demo->reenable.isEmpty());
    }

    // The demo's bundled runs of each of its tests are what the history source computes over the
    // seed. HUDWATCH_UPDATE_FLAKY_DEMO=1 rewrites the file, as above.
    void demoHistoriesMatchTheSeed()
    {
        const auto demo = FlakyDemo::load();
        QVERIFY2(demo, qPrintable(demo.error()));
        qRegisterMetaType<hw::FlakyTestHistory>();
        FlakyTestHistorySource source(m_client.get());
        QVector<FlakyTestHistory> histories;
        SourceProbe probe(&source, &FlakyTestHistorySource::fetched, &FlakyTestHistorySource::failed);
        for (const FlakyTest &t : demo->tests) {
            probe.clear();
            source.fetch(t.file, t.classname, t.name, FlakyDemo::From, FlakyDemo::To);
            const SourceProbe::Answer answer = probe.wait();
            QVERIFY2(answer.ok(), qPrintable(answer.problem()));
            histories.append(answer.value<FlakyTestHistory>());
        }
        if (hw::test::rewriteDemoFile("HUDWATCH_UPDATE_FLAKY_DEMO", u"flaky_history.json"_s, FlakyHistoryJson::toJson(histories)))
            QFAIL("resources/demo/flaky_history.json rewritten: rebuild and commit it");
        const auto bundled = FlakyDemo::loadHistories();
        QVERIFY2(bundled, qPrintable(bundled.error()));
        QVERIFY2(*bundled == histories, "resources/demo/flaky_history.json is stale: run with HUDWATCH_UPDATE_FLAKY_DEMO=1");
        const auto one = FlakyDemo::history(u"test_cpp_extensions_aot_ninja.py"_s, u"TestCppExtensionsAotNinja"_s,
                                            u"test_conv_backend_override"_s);
        QVERIFY2(one, qPrintable(one.error()));
        QVERIFY(one->runs.size() >= 400);
        QVERIFY(!FlakyDemo::history(u"a.py"_s, u"A"_s, u"test_none"_s));
    }
};

HW_TEST_GUILESS_MAIN(tst_FlakyDemoClickHouse)
#include "tst_FlakyDemoClickHouse.moc"
