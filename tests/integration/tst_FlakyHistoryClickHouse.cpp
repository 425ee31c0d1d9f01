// FlakyTestHistorySource (the "one test" view: every job with its outcome, per-day counts)
// against the seeded ClickHouse, compared with FlakySeed::history computed from the seed files.
#include "ClickHouseTestServer.h"
#include "FlakySeed.h"
#include "SourceProbe.h"
#include "TestRegistry.h"
#include "clickhouse/ClickHouseClient.h"
#include "flaky/FlakyTestHistorySource.h"

#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;
using hw::test::ClickHouseTestServer;
using hw::test::FlakySeed;
using hw::test::SourceProbe;

namespace {


} // namespace

class tst_FlakyHistoryClickHouse : public QObject
{
    Q_OBJECT

    ClickHouseTestServer m_server;
    std::unique_ptr<ClickHouseClient> m_client;
    FlakySeed m_seed;

private slots:
    void initTestCase()
    {
        QVERIFY2(m_server.isValid(), qPrintable(m_server.error()));
        m_client = std::make_unique<ClickHouseClient>(m_server.config());
        m_seed = FlakySeed::read();
        QVERIFY(m_seed.runs.size() > 1000 && m_seed.jobs.size() >= 400);
    }

    void oneTestMatchesIndependentComputation_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("classname");
        QTest::addColumn<QString>("name");
        QTest::addColumn<qint64>("from");
        QTest::addColumn<qint64>("to");
        const QString ninja = u"test_cpp_extensions_aot_ninja.py"_s;
        QTest::newRow("40/400 with skips, 14 days")
            << ninja << u"TestCppExtensionsAotNinja"_s << u"test_conv_backend_override"_s << FlakySeed::AsOf - 14 * FlakySeed::Day
            << FlakySeed::AsOf;
        QTest::newRow("40/400, 3 days ending mid-day")
            << ninja << u"TestCppExtensionsAotNinja"_s << u"test_conv_backend_override"_s << FlakySeed::AsOf - 5 * FlakySeed::Day
            << FlakySeed::AsOf - 2 * FlakySeed::Day + 43200;
        QTest::newRow("unknown job") << u"test_misc.py"_s << QString() << u"test_unknown_job_flake"_s
                                     << FlakySeed::AsOf - 14 * FlakySeed::Day << FlakySeed::AsOf;
        QTest::newRow("no such test") << u"x.py"_s << u"X"_s << u"test_x"_s << FlakySeed::AsOf - 14 * FlakySeed::Day << FlakySeed::AsOf;
    }

    void oneTestMatchesIndependentComputation()
    {
        QFETCH(QString, file);
        QFETCH(QString, classname);
        QFETCH(QString, name);
        QFETCH(qint64, from);
        QFETCH(qint64, to);
        qRegisterMetaType<hw::FlakyTestHistory>();
        FlakyTestHistorySource source(m_client.get());
        SourceProbe probe(&source, &FlakyTestHistorySource::fetched, &FlakyTestHistorySource::failed);
        source.fetch(file, classname, name, from, to);
        const SourceProbe::Answer answer = probe.wait();
        QVERIFY2(answer.ok(), qPrintable(answer.problem()));
        const auto got = answer.value<FlakyTestHistory>();
        const FlakyTestHistory expected
            = m_seed.history(file, classname, name, from, to, FlakyTestHistorySource::MaxRuns);
        QCOMPARE(got.runs.size(), expected.runs.size());
        for (qsizetype i = 0; i < expected.runs.size(); ++i)
            QVERIFY2(got.runs[i] == expected.runs[i],
                qPrintable(u"run %1: job %2 %3 at %4"_s.arg(i)
                               .arg(expected.runs[i].jobId)
                               .arg(FlakyTestRun::letter(expected.runs[i].outcome))
                               .arg(expected.runs[i].at)));
        QCOMPARE(got.days, expected.days);
        QVERIFY(got == expected);
        if (name == u"test_conv_backend_override"_s && to == FlakySeed::AsOf) {
            int flaky = 0, skipped = 0;
            for (const FlakyTestRun &r : got.runs) {
                flaky += r.outcome == FlakyTestRun::Outcome::Flaky;
                skipped += r.outcome == FlakyTestRun::Outcome::Skipped;
                QVERIFY(r.jobUrl.startsWith(u"https://github.com/pytorch/pytorch/actions/runs/"_s));
            }
            QCOMPARE(flaky, 40);
            QCOMPARE(skipped, 20);
            QCOMPARE(got.runs.size(), 420);
        }
    }

    void oneTestRefusesBadInput()
    {
        FlakyTestHistorySource source(m_client.get());
        QSignalSpy failed(&source, &FlakyTestHistorySource::failed);
        source.fetch(u"a.py"_s, u"A"_s, QString(), FlakySeed::AsOf - FlakySeed::Day, FlakySeed::AsOf);
        QVERIFY(QTest::qWaitFor([&] { return !failed.isEmpty(); }, 5'000));
        QCOMPARE(failed.first().at(0).value<SourceError>().kind, SourceError::Kind::Configuration);
        source.fetch(u"a.py"_s, u"A"_s, u"test_a"_s, FlakySeed::AsOf, FlakySeed::AsOf - FlakySeed::Day);
        QVERIFY(QTest::qWaitFor([&] { return failed.size() == 2; }, 5'000));
        QCOMPARE(failed.last().at(0).value<SourceError>().kind, SourceError::Kind::Configuration);
        // Quotes and backslashes in a name are bound as literals, not SQL.
        QSignalSpy fetched(&source, &FlakyTestHistorySource::fetched);
        source.fetch(u"a.py"_s, u"A"_s, u"test_x' OR 1 = 1 OR name = '\\"_s, FlakySeed::AsOf - FlakySeed::Day, FlakySeed::AsOf);
        QVERIFY(QTest::qWaitFor([&] { return !fetched.isEmpty() || failed.size() > 2; }, 30'000));
        QCOMPARE(failed.size(), 2);
        QVERIFY(fetched.first().at(0).value<FlakyTestHistory>().runs.isEmpty());
    }
};

HW_TEST_GUILESS_MAIN(tst_FlakyHistoryClickHouse)
#include "tst_FlakyHistoryClickHouse.moc"
