// The one column probe (ClickHouseColumnProbe) through the real servers, 18.16 and the modern tier,
// with each test account: what it finds is what DESCRIBE TABLE lists, on HUD's tables and on a
// private database that lacks the optional columns and tables; the grid and backends sources
// probe through it and read what it found. A probe the server refuses: tst_ClickHouseColumnProbe.
#include "backends/BackendsClickHouseSource.h"
#include "clickhouse/ClickHouseClient.h"
#include "clickhouse/ClickHouseColumnProbe.h"
#include "clickhouse/ClickHouseQueryGroup.h"
#include "clickhouse/SettingsRefusals.h"
#include "grid/GridClickHouseSource.h"

#include "ClickHouseTestServer.h"
#include "TestRegistry.h"

#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;
using hw::test::ClickHouseTestServer;
using Column = ClickHouseColumnProbe::Column;

namespace {

// What a fetch of the backends reads: every row is before this instant
// (tests/data/clickhouse/generate_crcr_seed.py).
const qint64 AsOf = QDateTime(QDate(2026, 9, 24), QTime(0, 0), Qt::UTC).toSecsSinceEpoch();

const QList<Column> Probed = {
    {u"workflow_job"_s, u"conclusion_kg"_s},
    {u"workflow_job"_s, u"torchci_classification_kg"_s},
    {u"workflow_job"_s, u"conclusion"_s},
    {u"workflow_job"_s, u"no_such_column"_s},
    {u"push"_s, u"commits"_s},
    {u"push"_s, u"commits.id"_s},
    {u"crcr_workflow_job"_s, u"triage_verdict_json"_s},
    {u"no_such_table"_s, u"id"_s},
};

} // namespace

class tst_ColumnProbeClickHouse : public QObject
{
    Q_OBJECT

    ClickHouseTestServer m_server;
    std::unique_ptr<ClickHouseClient> m_client;

    // The columns DESCRIBE TABLE lists (not system.columns: the probe's own source); empty for a
    // table that does not exist.
    QStringList described(const QString &database, const QString &table)
    {
        const auto r = ClickHouseTestServer::select(*m_client, u"DESCRIBE TABLE "_s + database + u'.' + table);
        QStringList names;
        if (!r.ok()) {
            if (r.error.code != 60) // UNKNOWN_TABLE
                qWarning("DESCRIBE %s.%s: %s", qPrintable(database), qPrintable(table), qPrintable(r.error.message));
            return names;
        }
        for (const QJsonObject &row : r.rows)
            names << row.value(u"name"_s).toString();
        return names;
    }

    // Probes `database` as `account` and checks every pair against DESCRIBE, one by one.
    void compareWithDescribe(const QString &database, const ClickHouseConfig &account, int *found)
    {
        ClickHouseClient client(account);
        QObject context;
        ClickHouseQueryGroup queries(&client, &context);
        ClickHouseColumnProbe probe(database, Probed);
        bool done = false;
        probe.ensure(queries, [&] { done = true; });
        QVERIFY(QTest::qWaitFor([&] { return done; }, 30'000));
        QVERIFY2(probe.isKnown(), "the probe was not answered");
        QHash<QString, QStringList> tables;
        *found = 0;
        for (const Column &c : Probed) {
            if (!tables.contains(c.table))
                tables.insert(c.table, described(database, c.table));
            const bool expected = tables.value(c.table).contains(c.name);
            QVERIFY2(probe.has(c.table, c.name) == expected, qPrintable(c.table + u'.' + c.name));
            *found += expected;
        }
    }

private slots:
    void initTestCase()
    {
        qRegisterMetaType<hw::JobBatch>();
        QVERIFY2(m_server.isValid(), qPrintable(m_server.error()));
        m_client = std::make_unique<ClickHouseClient>(m_server.config());
    }

    void hudsTablesAsEveryAccountSeesThem_data()
    {
        QTest::addColumn<int>("account");
        QTest::newRow("app") << 0;
        QTest::newRow("readonly") << 1;
        QTest::newRow("readonly=1") << 2; // refuses changed settings (Code 164)
    }
    void hudsTablesAsEveryAccountSeesThem()
    {
        QFETCH(int, account);
        SettingsRefusals::forgetAll();
        const ClickHouseConfig config = account == 0 ? m_server.config()
            : account == 1                           ? m_server.readonlyConfig()
                                                     : m_server.strictReadonlyConfig();
        int found = 0;
        compareWithDescribe(u"default"_s, config, &found);
        // HUD's keep-going columns, conclusion, the commit list (one form per tier), the triage verdict.
        QCOMPARE(found, 5);
        SettingsRefusals::forgetAll();
    }

    // A deployment without HUD's newer columns and tables: the probe says so (and is answered).
    void aDatabaseWithoutTheOptionalColumns()
    {
        for (const QString &sql :
             {u"DROP DATABASE IF EXISTS probe_lacking"_s, u"CREATE DATABASE probe_lacking"_s,
              u"CREATE TABLE probe_lacking.workflow_job (id UInt64, conclusion String) ENGINE = Memory"_s,
              u"CREATE TABLE probe_lacking.crcr_workflow_job (dynamoKey String) ENGINE = Memory"_s}) {
            const auto r = ClickHouseTestServer::run(*m_client, sql);
            QVERIFY2(r.ok(), qPrintable(sql + u": "_s + m_client->describe(r.error)));
        }
        int found = 0;
        compareWithDescribe(u"probe_lacking"_s, m_server.config(), &found);
        QCOMPARE(found, 1); // conclusion only
    }

    // The grid reads HUD's keep-going columns and push's commit list where the probe found them,
    // also as a readonly=1 account.
    void theGridProbesThroughIt()
    {
        SettingsRefusals::forgetAll();
        ClickHouseClient strict(m_server.strictReadonlyConfig());
        GridClickHouseSource::Options o;
        o.pageCommits = 0;
        GridClickHouseSource source(&strict, o);
        QSignalSpy fetched(&source, &JobSource::fetched);
        QSignalSpy failed(&source, &JobSource::failed);
        source.fetch(0);
        QVERIFY(QTest::qWaitFor([&] { return !fetched.isEmpty() || !failed.isEmpty(); }, 30'000));
        QVERIFY2(failed.isEmpty(), qPrintable(failed.isEmpty() ? QString() : failed.first().at(0).toString()));
        QVERIFY(source.serverColumns());
        QVERIFY(source.serverColumns()->keepGoing);
        QVERIFY(source.serverColumns()->pushCommits);
        QVERIFY(source.jobsSql(0).contains(u"conclusion_kg"_s));
        SettingsRefusals::forgetAll();
    }

    // The backends find the triage verdict through the same probe, on HUD's table and not on a
    // table without it; either way the figures come back.
    void theBackendsProbeThroughIt()
    {
        for (const QString &sql :
             {u"DROP DATABASE IF EXISTS probe_notriage"_s, u"CREATE DATABASE probe_notriage"_s,
              u"CREATE TABLE probe_notriage.crcr_workflow_job AS default.crcr_workflow_job"_s,
              u"ALTER TABLE probe_notriage.crcr_workflow_job DROP COLUMN triage_verdict_json"_s}) {
            const auto r = ClickHouseTestServer::run(*m_client, sql);
            QVERIFY2(r.ok(), qPrintable(sql + u": "_s + m_client->describe(r.error)));
        }
        for (const QString &database : {u"default"_s, u"probe_notriage"_s}) {
            BackendsClickHouseSource::Options options;
            options.database = database;
            BackendsClickHouseSource source(m_client.get(), options);
            QVERIFY(!source.hasTriageColumn());
            QSignalSpy fetched(&source, &BackendsClickHouseSource::fetched);
            QSignalSpy failed(&source, &BackendsClickHouseSource::failed);
            source.fetch(AsOf);
            QVERIFY(QTest::qWaitFor([&] { return !fetched.isEmpty() || !failed.isEmpty(); }, 60'000));
            QVERIFY2(failed.isEmpty(),
                     qPrintable(failed.isEmpty() ? QString() : failed.first().at(0).value<SourceError>().message));
            QCOMPARE(source.hasTriageColumn(), std::optional<bool>(database == u"default"_s));
            const auto stats = fetched.first().at(0).value<QVector<BackendStats>>();
            QCOMPARE(stats.isEmpty(), database != u"default"_s); // the private table holds no rows
        }
    }
};

HW_TEST_MAIN(tst_ColumnProbeClickHouse)
#include "tst_ColumnProbeClickHouse.moc"
