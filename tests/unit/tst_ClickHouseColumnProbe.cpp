// The one system.columns probe every ClickHouse source uses (ClickHouseColumnProbe), against a
// misbehaving server: its query, what it finds, and that a probe the server refuses is not the
// source's failure (the plain columns are read; the next fetch probes again). Through the real
// servers: tests/integration/tst_ColumnProbeClickHouse.cpp.
#include "backends/BackendsClickHouseSource.h"
#include "clickhouse/ClickHouseClient.h"
#include "clickhouse/ClickHouseColumnProbe.h"
#include "clickhouse/ClickHouseQueryGroup.h"
#include "grid/GridClickHouseSource.h"

#include "ClickHouseTestRows.h"
#include "MisbehavingHttpServer.h"
#include "TestRegistry.h"

#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;
using hw::test::MisbehavingHttpServer;
using Column = ClickHouseColumnProbe::Column;
using Behavior = MisbehavingHttpServer::Behavior;

class tst_ClickHouseColumnProbe : public QObject
{
    Q_OBJECT

    MisbehavingHttpServer *m_server = nullptr;

    ClickHouseConfig config() const
    {
        return m_server->clickHouseConfig(u"pw"_s);
    }

    int requestsContaining(const QByteArray &needle) const
    {
        int n = 0;
        for (const auto &r : m_server->requests())
            n += r.body.contains(needle);
        return n;
    }

    // Runs the probe once; true when then() was called.
    bool runProbe(ClickHouseColumnProbe &probe, ClickHouseClient &client)
    {
        QObject context;
        ClickHouseQueryGroup queries(&client, &context);
        bool done = false;
        probe.ensure(queries, [&] { done = true; });
        return QTest::qWaitFor([&] { return done; }, 20'000);
    }

    struct BackendsOutcome {
        int fetched = 0;
        QStringList failures;
    };
    static BackendsOutcome fetchBackends(BackendsClickHouseSource &source)
    {
        QSignalSpy fetched(&source, &BackendsClickHouseSource::fetched);
        QSignalSpy failed(&source, &BackendsClickHouseSource::failed);
        source.fetch(1'800'000'000);
        if (!QTest::qWaitFor([&] { return !fetched.isEmpty() || !failed.isEmpty(); }, 20'000))
            qWarning("the backends source reported nothing");
        QTest::qWait(50); // a second (wrong) report would arrive here
        BackendsOutcome out;
        out.fetched = int(fetched.size());
        for (const auto &args : failed)
            out.failures << args.at(0).value<SourceError>().message;
        return out;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        qRegisterMetaType<hw::SourceError>();
    }
    void init()
    {
        m_server = new MisbehavingHttpServer(this);
        QVERIFY(m_server->listen());
    }
    void cleanup()
    {
        delete m_server;
        m_server = nullptr;
    }

    void oneQueryForEveryPair()
    {
        const ClickHouseColumnProbe probe(u"hud's"_s, {Column{u"a"_s, u"x"_s}, Column{u"b"_s, u"y"_s},
                                                       Column{u"a"_s, u"z'"_s}});
        QCOMPARE(probe.sql(), u"SELECT table, name\nFROM system.columns\nWHERE database = 'hud\\'s'\n"
                              "    AND ((table = 'a' AND name IN ('x', 'z\\''))\n"
                              "         OR (table = 'b' AND name IN ('y')))"_s);
        QCOMPARE(ClickHouseColumnProbe(u"d"_s, {}).sql(),
                 u"SELECT table, name\nFROM system.columns\nWHERE database = 'd'\n    AND (0)"_s);
    }

    // What the server lists is what the probe has; nothing more, whatever the case.
    void findsWhatTheServerLists()
    {
        m_server->setBehavior(Behavior::Ok);
        m_server->setBody("table\tname\nworkflow_job\tconclusion_kg\npush\tcommits.id\n");
        ClickHouseClient client(config());
        ClickHouseColumnProbe probe(u"default"_s, {Column{u"workflow_job"_s, u"conclusion_kg"_s},
                                                   Column{u"workflow_job"_s, u"torchci_classification_kg"_s},
                                                   Column{u"push"_s, u"commits.id"_s}});
        QVERIFY(!probe.isKnown());
        QVERIFY(runProbe(probe, client));
        QVERIFY(probe.isKnown());
        QVERIFY(probe.has(u"workflow_job"_s, u"conclusion_kg"_s));
        QVERIFY(probe.has(u"push"_s, u"commits.id"_s));
        QVERIFY(!probe.has(u"workflow_job"_s, u"torchci_classification_kg"_s));
        QVERIFY(!probe.has(u"push"_s, u"conclusion_kg"_s));
        QVERIFY(!probe.has(u"workflow_job"_s, u"CONCLUSION_KG"_s));
        QCOMPARE(requestsContaining("FROM system.columns"), 1);
        QVERIFY(m_server->requests().first().body.contains("FORMAT TabSeparatedWithNames")); // streamed
        // Known: no second request.
        QVERIFY(runProbe(probe, client));
        QCOMPARE(requestsContaining("FROM system.columns"), 1);
        // Another database is asked again.
        probe.setDatabase(u"other"_s);
        QVERIFY(!probe.isKnown());
    }

    // More rows than pairs, or another shape, is no answer to this query: the probe fails (and is
    // asked again later); it never grows with what a server sends.
    void aReplyOfAnotherShapeIsNoAnswer_data()
    {
        QTest::addColumn<QByteArray>("body");
        QTest::newRow("more rows than pairs") << QByteArray("table\tname\nt\ta\nt\ta\nt\ta\n");
        QTest::newRow("one column") << QByteArray("probed\nt.a\n");
        QTest::newRow("a long name") << QByteArray("table\tname\nt\t" + QByteArray(300, 'a') + "\n");
    }
    void aReplyOfAnotherShapeIsNoAnswer()
    {
        QFETCH(QByteArray, body);
        m_server->setBehavior(Behavior::Ok);
        m_server->setBody(body);
        ClickHouseClient client(config());
        ClickHouseColumnProbe probe(u"default"_s, {Column{u"t"_s, u"a"_s}, Column{u"t"_s, u"b"_s}});
        QVERIFY(runProbe(probe, client)); // then() is called all the same
        QVERIFY(!probe.isKnown());
        QVERIFY(!probe.has(u"t"_s, u"a"_s));
    }

    // An account that may not read system.columns (modern ClickHouse's ACCESS_DENIED): the backends
    // source reads its plain columns instead of failing, probes again on the next fetch, and reads
    // the triage verdict once a probe finds it. (It used to fail the whole tab.)
    void backendsSurviveARefusedProbe()
    {
        m_server->setBehavior(Behavior::AccessDenied403); // the probe
        m_server->addRoute("FROM default.crcr_workflow_job", QByteArray()); // every figure query: no rows
        ClickHouseClient client(config());
        BackendsClickHouseSource source(&client);
        BackendsOutcome got = fetchBackends(source);
        QVERIFY2(got.failures.isEmpty(), qPrintable(got.failures.join(u'\n')));
        QCOMPARE(got.fetched, 1);
        QCOMPARE(requestsContaining("FROM system.columns"), 1);
        QVERIFY(!source.hasTriageColumn());
        for (const auto &r : m_server->requests())
            QVERIFY(!r.body.contains("triage_verdict_json") || r.body.contains("FROM system.columns"));

        got = fetchBackends(source);
        QCOMPARE(got.fetched, 1);
        QCOMPARE(requestsContaining("FROM system.columns"), 2); // asked again

        m_server->clearRoutes();
        m_server->addRoute("FROM system.columns", "table\tname\ncrcr_workflow_job\ttriage_verdict_json\n");
        m_server->addRoute("FROM default.crcr_workflow_job", QByteArray());
        const qsizetype before = m_server->requests().size();
        got = fetchBackends(source);
        QCOMPARE(got.fetched, 1);
        QCOMPARE(source.hasTriageColumn(), std::optional<bool>(true));
        int withTriage = 0;
        for (qsizetype i = before; i < m_server->requests().size(); ++i) {
            const QByteArray &body = m_server->requests().at(i).body;
            withTriage += body.contains("visitParamExtractString(triage_verdict_json, 'category')");
        }
        QVERIFY(withTriage >= 3); // the window figures, the daily counts, the recent jobs
        got = fetchBackends(source);
        QCOMPARE(got.fetched, 1);
        QCOMPARE(requestsContaining("FROM system.columns"), 3); // known now: not asked again
    }

    // The same rule in the grid: a refused probe, then the plain columns.
    void gridSurvivesARefusedProbe()
    {
        m_server->setBehavior(Behavior::AccessDenied403);
        m_server->addRoute("AS commit_time", hw::test::commitAnswerRow());
        m_server->addRoute("FROM default.workflow_job", hw::test::jobAnswerTsvHeader() + hw::test::jobAnswerTsvRow());
        ClickHouseClient client(config());
        GridClickHouseSource::Options o;
        o.pageCommits = 0;
        GridClickHouseSource source(&client, o);
        QSignalSpy fetched(&source, &JobSource::fetched);
        QSignalSpy failed(&source, &JobSource::failed);
        source.fetch(0);
        QVERIFY(QTest::qWaitFor([&] { return !fetched.isEmpty() || !failed.isEmpty(); }, 20'000));
        QVERIFY2(failed.isEmpty(), qPrintable(failed.isEmpty() ? QString() : failed.first().at(0).toString()));
        QCOMPARE(fetched.first().at(0).value<JobBatch>().jobs.size(), 1);
        QVERIFY(!source.serverColumns());
        for (const auto &r : m_server->requests())
            QVERIFY(r.body.contains("FROM system.columns") || !r.body.contains("conclusion_kg"));
        QCOMPARE(requestsContaining("FROM system.columns"), 1);
    }
};

HW_TEST_GUILESS_MAIN(tst_ClickHouseColumnProbe)
#include "tst_ClickHouseColumnProbe.moc"
