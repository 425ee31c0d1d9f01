// Trunk health aggregated by the real ClickHouse equals the in-process calculator over the same
// seed (tests/data/clickhouse/generate_trunk_seed.py), read here straight from the seed files, at
// several ranges; bad options and a failing server are reported, never crashed on.
#include "clickhouse/ClickHouseClient.h"
#include "clickhouse/ClickHouseValue.h"
#include "trunk/TrunkClickHouseSource.h"
#include "trunk/TrunkHealthCalculator.h"

#include "ClickHouseTestServer.h"
#include "SeedRows.h"
#include "TestEnvironment.h"

#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;
using namespace hw;
using hw::test::ClickHouseTestServer;

namespace {

qint64 utc(int y, int mo, int d, int h = 0)
{
    return QDateTime(QDate(y, mo, d), QTime(h, 0), QTimeZone::utc()).toSecsSinceEpoch();
}

qint64 timeOf(const QJsonObject &o, const QString &key)
{
    const auto t = ClickHouseValue::toUtcSeconds(o.value(key));
    if (!t)
        qFatal("seed: bad time in %s", qPrintable(key));
    return *t;
}

// The seed as the calculator takes it: main's pushes, and each job id's newest row.
std::pair<QVector<TrunkCommit>, QVector<TrunkJob>> seed()
{
    QVector<TrunkCommit> commits;
    for (const QJsonObject &p : hw::test::seedRows(u"trunk_push.jsonl"_s))
        if (p.value(u"ref"_s).toString() == u"refs/heads/main"_s)
            commits.append({p.value(u"head_commit.id"_s).toString(), timeOf(p, u"head_commit.timestamp"_s)});
    QHash<qint64, std::pair<qint64, TrunkJob>> newest;
    for (const QJsonObject &o : hw::test::seedRows(u"trunk_workflow_job.jsonl"_s)) {
        TrunkJob j;
        j.id = o.value(u"id"_s).toInteger();
        j.sha = o.value(u"head_sha"_s).toString();
        j.workflowName = o.value(u"workflow_name"_s).toString();
        j.name = o.value(u"name"_s).toString();
        j.status = o.value(u"status"_s).toString();
        j.conclusion = o.value(u"conclusion"_s).toString();
        j.createdAt = timeOf(o, u"created_at"_s);
        j.startedAt = timeOf(o, u"started_at"_s);
        j.completedAt = timeOf(o, u"completed_at"_s);
        for (const QJsonValue &l : o.value(u"labels"_s).toArray())
            j.labels.append(l.toString());
        const qint64 inserted = timeOf(o, u"_inserted_at"_s);
        auto it = newest.find(j.id);
        if (it == newest.end() || inserted > it->first)
            newest.insert(j.id, {inserted, j});
    }
    QVector<TrunkJob> jobs;
    for (const auto &[inserted, job] : std::as_const(newest))
        jobs.append(job);
    return {commits, jobs};
}

} // namespace

class tst_TrunkClickHouse : public QObject
{
    Q_OBJECT

    ClickHouseTestServer m_server;
    std::unique_ptr<ClickHouseClient> m_client;
    QVector<TrunkCommit> m_commits;
    QVector<TrunkJob> m_jobs;

    struct Fetched {
        TrunkHealth health;
        SourceError error;
        bool ok = false;
    };

    Fetched fetch(TrunkClickHouseSource &source, qint64 from, qint64 to)
    {
        Fetched out;
        QSignalSpy fetched(&source, &TrunkClickHouseSource::fetched);
        QSignalSpy failed(&source, &TrunkClickHouseSource::failed);
        source.fetch(from, to);
        if (!QTest::qWaitFor([&] { return !fetched.isEmpty() || !failed.isEmpty(); }, 30'000)) {
            out.error.message = u"nothing within 30 s"_s;
            return out;
        }
        QTest::qWait(20);
        if (fetched.size() + failed.size() != 1) {
            out.error.message = u"%1 fetched and %2 failed for one fetch"_s.arg(fetched.size()).arg(failed.size());
            return out;
        }
        if (!failed.isEmpty()) {
            out.error = failed.first().at(0).value<SourceError>();
            return out;
        }
        out.health = fetched.first().at(0).value<TrunkHealth>();
        out.ok = true;
        return out;
    }

private slots:
    void initTestCase()
    {
        qRegisterMetaType<hw::TrunkHealth>();
        QVERIFY2(m_server.isValid(), qPrintable(m_server.error()));
        m_client = std::make_unique<ClickHouseClient>(m_server.config());
        std::tie(m_commits, m_jobs) = seed();
        QVERIFY(m_commits.size() > 90);
        QVERIFY(m_jobs.size() > 1000);
    }

    void sameAsTheCalculator_data()
    {
        QTest::addColumn<qint64>("from");
        QTest::addColumn<qint64>("to");
        QTest::newRow("all ten days") << utc(2026, 7, 1) << utc(2026, 7, 11);
        QTest::newRow("days 3-5") << utc(2026, 7, 3) << utc(2026, 7, 6);
        QTest::newRow("mid-day to mid-day") << utc(2026, 7, 4, 13) << utc(2026, 7, 9, 7);
        QTest::newRow("the last day, still running") << utc(2026, 7, 10) << utc(2026, 7, 11);
        QTest::newRow("nothing yet") << utc(2026, 8, 1) << utc(2026, 8, 8);
    }

    void sameAsTheCalculator()
    {
        QFETCH(qint64, from);
        QFETCH(qint64, to);
        TrunkClickHouseSource::Options options;
        options.database = u"trunk_seed"_s;
        TrunkClickHouseSource source(m_client.get(), options);
        const Fetched got = fetch(source, from, to);
        QVERIFY2(got.ok, qPrintable(got.error.message));
        const TrunkHealth expected =
            TrunkHealthCalculator::compute(m_commits, m_jobs, from, to, TrunkHealth::bucketFor(from, to));
        QCOMPARE(got.health.bucketSeconds, expected.bucketSeconds);
        QCOMPARE(got.health.skippedRows, 0);
        QCOMPARE(got.health.red, expected.red);
        QCOMPARE(got.health.signal, expected.signal);
        QCOMPARE(got.health.queueByLabel, expected.queueByLabel);
        QCOMPARE(got.health.queueByLabelDay, expected.queueByLabelDay);
        QCOMPARE(got.health.platformOnly, expected.platformOnly);
        if (from == utc(2026, 7, 1)) {
            // The seed's planted cases are all there: broken and flaky-only commits, Windows and
            // Linux failures that the other platforms do not have.
            int broken = 0, flaky = 0;
            for (const TrunkRedDay &d : got.health.red) {
                broken += d.broken;
                flaky += d.flakyOnly;
            }
            QVERIFY(broken >= 12);
            QVERIFY(flaky > 0);
            QVERIFY(got.health.platformOnly.size() >= 2);
            QCOMPARE(got.health.platformOnly.first().platform, u"Windows"_s);
            QCOMPARE(got.health.platformOnly.first().kind, u"test (default)"_s);
            QVERIFY(got.health.platformOnly.first().commits >= 8); // 8 planted, and chance
            QCOMPARE(got.health.queueByLabel.size(), 5);
        }
        if (from == utc(2026, 8, 1))
            QVERIFY(got.health.red.isEmpty() && got.health.signal.isEmpty() && got.health.platformOnly.isEmpty());
    }

    void badDatabaseNameIsAConfigurationError()
    {
        TrunkClickHouseSource::Options options;
        options.database = u"x; DROP TABLE y"_s;
        TrunkClickHouseSource source(m_client.get(), options);
        const Fetched got = fetch(source, utc(2026, 7, 1), utc(2026, 7, 2));
        QVERIFY(!got.ok);
        QCOMPARE(got.error.kind, SourceError::Kind::Configuration);
        QVERIFY(got.error.message.contains(u"invalid ClickHouse database name"_s));
    }

    void aMissingTableIsReported()
    {
        TrunkClickHouseSource::Options options;
        options.database = u"no_such_db"_s;
        TrunkClickHouseSource source(m_client.get(), options);
        const Fetched got = fetch(source, utc(2026, 7, 1), utc(2026, 7, 2));
        QVERIFY(!got.ok);
        QCOMPARE(got.error.kind, SourceError::Kind::Server);
        QVERIFY2(!got.error.message.isEmpty(), "the server's error must reach the user");
    }

    void aPlatformPatternNeverBecomesSql()
    {
        // A pattern with quotes and placeholders stays a literal.
        TrunkClickHouseSource::Options options;
        options.database = u"trunk_seed"_s;
        options.platforms = {{u"Odd'); DROP TABLE x; --"_s, u"macos'"_s}, {u"Windows {from}"_s, u"win-"_s}};
        TrunkClickHouseSource source(m_client.get(), options);
        const Fetched got = fetch(source, utc(2026, 7, 1), utc(2026, 7, 11));
        QVERIFY2(got.ok, qPrintable(got.error.message));
        const TrunkHealth expected = TrunkHealthCalculator::compute(m_commits, m_jobs, utc(2026, 7, 1), utc(2026, 7, 11),
                                                                    86'400, options.platforms);
        QCOMPARE(got.health.platformOnly, expected.platformOnly);
    }
};

QTEST_GUILESS_MAIN(tst_TrunkClickHouse)
#include "tst_TrunkClickHouse.moc"
