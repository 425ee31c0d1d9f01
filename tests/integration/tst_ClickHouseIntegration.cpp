#include "clickhouse/ClickHouseClient.h"
#include "clickhouse/ClickHouseSql.h"
#include "clickhouse/ClickHouseValue.h"
#include "clickhouse/SettingsRefusals.h"
#include "grid/JobGridModel.h"
#include "grid/GridClickHouseSource.h"

#include "ClickHouseTestRows.h"
#include "GridSeedExpectation.h"
#include "ClickHouseTestServer.h"
#include "SourceProbe.h"
#include "TestRegistry.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;
using hw::test::ClickHouseTestServer;
using hw::test::SourceProbe;
using hw::test::commitRow;
using hw::test::jobRow;
using hw::test::utc;
using Kind = ClickHouseError::Kind;

namespace {

// The seed's _inserted_at (tests/data/clickhouse/*.jsonl).
const qint64 SeedInsertedAt = QDateTime(QDate(2024, 8, 14), QTime(23, 0, 0), Qt::UTC).toSecsSinceEpoch();

} // namespace

class tst_ClickHouseIntegration : public QObject
{
    Q_OBJECT

    ClickHouseTestServer m_server;
    std::unique_ptr<ClickHouseClient> m_client;

    std::optional<JobBatch> fetchBatch(GridClickHouseSource &source, qint64 since, QString *error)
    {
        SourceProbe probe(&source, &JobSource::fetched, &JobSource::failed);
        source.fetch(since);
        const SourceProbe::Answer answer = probe.first(); // a first sync answers page by page
        if (answer.fetched.isEmpty()) {
            *error = answer.problem();
            return std::nullopt;
        }
        return answer.value<JobBatch>();
    }

    void insert(const QString &table, const QVector<QJsonObject> &rows)
    {
        const auto r = ClickHouseTestServer::insertRows(*m_client, table, rows);
        QVERIFY2(r.ok(), qPrintable(m_client->describe(r.error)));
    }

    static const JobRun *findJob(const JobBatch &b, qint64 id)
    {
        for (const JobRun &j : b.jobs)
            if (j.id == id)
                return &j;
        return nullptr;
    }

private slots:
    void initTestCase()
    {
        qRegisterMetaType<hw::JobBatch>();
        QVERIFY2(m_server.isValid(), qPrintable(m_server.error()));
        m_client = std::make_unique<ClickHouseClient>(m_server.config());
    }

    void wrongPasswordIsAuthError()
    {
        ClickHouseConfig bad = m_server.config();
        bad.password = u"definitely-wrong-password"_s;
        ClickHouseClient client(bad);
        const auto r = ClickHouseTestServer::select(client, u"SELECT 1"_s);
        QCOMPARE(r.error.kind, Kind::Server);
        // WRONG_PASSWORD, HTTP 401 on 18.16; AUTHENTICATION_FAILED, HTTP 403 on a modern server.
        const int status = m_server.isModern() ? 403 : 401;
        const int code = m_server.isModern() ? 516 : 193;
        QCOMPARE(r.error.httpStatus, status);
        QCOMPARE(r.error.code, code);
        QVERIFY(r.error.isAuthenticationFailure());
        const QString message = client.describe(r.error);
        QCOMPARE(message, u"ClickHouse 127.0.0.1:%1: authentication failed (HTTP %2, code %3)"_s
                              .arg(m_server.config().port).arg(status).arg(code));
        // The same clear error for both, with what to do.
        const SourceError e = client.toSourceError(r.error);
        QCOMPARE(e.kind, SourceError::Kind::Authentication);
        QVERIFY2(e.message.contains(u"set the ClickHouse password"_s), qPrintable(e.message));
        QVERIFY(!r.error.message.contains(bad.password));
    }

    void syntaxErrorIsParsed()
    {
        const auto r = ClickHouseTestServer::select(*m_client, u"SELEC 1"_s);
        QCOMPARE(r.error.kind, Kind::Server);
        QCOMPARE(r.error.code, 62);
        QCOMPARE(r.error.httpStatus, 400);
        // 18.16 counts the position from 1, a modern server names the token's offset ("position 7 (1)").
        QVERIFY2(r.error.message.startsWith(m_server.isModern() ? u"Syntax error: failed at position 7 (1)"_s
                                                                : u"Syntax error: failed at position 1"_s),
                 qPrintable(r.error.message));
        QVERIFY(!r.error.message.contains(u"e.what()"_s));
    }

    void readonlyUserCannotWrite()
    {
        ClickHouseClient ro(m_server.readonlyConfig());
        const auto ok = ClickHouseTestServer::select(ro, u"SELECT count() AS n FROM default.workflow_job"_s);
        QVERIFY2(ok.ok(), qPrintable(ro.describe(ok.error)));
        const auto r = ClickHouseTestServer::run(ro, u"CREATE TABLE default.ro_attempt (x UInt8) ENGINE = Memory"_s);
        QCOMPARE(r.error.kind, Kind::Server);
        QCOMPARE(r.error.code, 164); // READONLY
    }

    void readonlyOneAccountIsServed()
    {
        // readonly=1 refuses every changed setting (Code 164): the client asks once more without
        // its optional ones, remembers that this account refuses them, and the query is served.
        SettingsRefusals::forgetAll();
        const ClickHouseConfig strict = m_server.strictReadonlyConfig();
        QVERIFY(!strict.user.isEmpty());
        ClickHouseClient ro(strict);
        const auto r = ClickHouseTestServer::select(ro, u"SELECT count() AS n, max(id) AS top FROM default.workflow_job"_s);
        QVERIFY2(r.ok(), qPrintable(ro.describe(r.error)));
        QCOMPARE(r.rows.size(), 1);
        QVERIFY(ClickHouseValue::toInt64(r.rows[0].value(u"n"_s)).value_or(0) > 0);
        // 64-bit integers now arrive quoted (the setting that unquotes them was dropped): still read.
        QVERIFY(ClickHouseValue::toInt64(r.rows[0].value(u"top"_s)).value_or(0) > 0);
        QVERIFY(SettingsRefusals::refuses(strict.user + u'@' + strict.endpoint()));
        // A second client of the account sends none from the start, and is served too.
        ClickHouseClient again(strict);
        const auto r2 = ClickHouseTestServer::select(again, u"SELECT 1 AS one"_s);
        QVERIFY2(r2.ok(), qPrintable(again.describe(r2.error)));
        // Writes stay refused.
        const auto w = ClickHouseTestServer::run(again, u"CREATE TABLE default.ro1_attempt (x UInt8) ENGINE = Memory"_s);
        QCOMPARE(w.error.code, 164);
        SettingsRefusals::forgetAll();
    }

    void executionTimeLimitSaysWhatToNarrow()
    {
        ClickHouseConfig limited = m_server.config();
        limited.maxExecutionSeconds = 1;
        ClickHouseClient client(limited);
        QElapsedTimer timer;
        timer.start();
        const auto r = ClickHouseTestServer::select(client, u"SELECT count() AS n FROM system.numbers"_s);
        QCOMPARE(r.error.kind, Kind::Server);
        QCOMPARE(r.error.code, 159); // TIMEOUT_EXCEEDED: the server stopped it
        QVERIFY2(timer.elapsed() < 20'000, "the server-side limit did not stop the query");
        const SourceError e = client.toSourceError(r.error);
        QVERIFY2(e.message.contains(u"the server stopped the query after 1 s"_s), qPrintable(e.message));
        QVERIFY2(e.message.contains(u"narrow the range or the branch"_s), qPrintable(e.message));
        QVERIFY2(!e.message.contains(u"tell the ClickHouse admins"_s), qPrintable(e.message));
    }

    void hostileStringsRoundTrip()
    {
        auto r = ClickHouseTestServer::run(*m_client, u"CREATE TABLE default.x (k Int64, s String) ENGINE = Memory"_s);
        QVERIFY2(r.ok(), qPrintable(m_client->describe(r.error)));
        QString controls;
        for (char16_t c = 1; c < 0x20; ++c)
            controls += QChar(c);
        const QStringList hostile = {
            u"it's"_s, u"a\\b"_s, u"\\'"_s, u"''"_s, u"line1\nline2"_s, u"cr\rlf\r\n"_s,
            QString(QChar(0)) + u"nul"_s + QString(QChar(0)), u"tab\there"_s, u"é 中文 😀"_s,
            u"'); DROP TABLE x; --"_s, u"lone backslash at the end \\"_s, u"\\"_s, controls + QChar(0x7f),
            u"{k} {s} ?"_s, u"`\"$1%s"_s, QString()};
        for (qsizetype i = 0; i < hostile.size(); ++i) {
            const auto insert = ClickHouseSql::bind(u"INSERT INTO default.x (k, s) VALUES ({k}, {s})"_s,
                                                    {{u"k"_s, qint64(i)}, {u"s"_s, hostile[i]}});
            QVERIFY2(insert, qPrintable(insert.error().message));
            r = ClickHouseTestServer::run(*m_client, *insert);
            QVERIFY2(r.ok(), qPrintable(u"%1: %2"_s.arg(i).arg(m_client->describe(r.error))));
        }
        for (qsizetype i = 0; i < hostile.size(); ++i) {
            // Read back by key, and look up by the value itself (the literal must match exactly).
            const auto select = ClickHouseSql::bind(
                u"SELECT s, length(s) AS bytes, (SELECT count() FROM default.x WHERE s = {s}) AS matches "
                "FROM default.x WHERE k = {k}"_s,
                {{u"k"_s, qint64(i)}, {u"s"_s, hostile[i]}});
            QVERIFY(select);
            r = ClickHouseTestServer::select(*m_client, *select);
            QVERIFY2(r.ok(), qPrintable(m_client->describe(r.error)));
            QCOMPARE(r.rows.size(), 1);
            QCOMPARE(r.rows[0].value(u"s"_s).toString(), hostile[i]);
            QCOMPARE(r.rows[0].value(u"bytes"_s).toInteger(), hostile[i].toUtf8().size());
            QCOMPARE(r.rows[0].value(u"matches"_s).toInteger(), 1);
        }
        r = ClickHouseTestServer::select(*m_client, u"SELECT count() AS n FROM default.x"_s);
        QVERIFY2(r.ok(), qPrintable(m_client->describe(r.error))); // table x still exists
        QCOMPARE(r.rows[0].value(u"n"_s).toInteger(), hostile.size());
    }

    void dateTimeBindingRoundTrip()
    {
        const QDateTime dt(QDate(2024, 8, 14), QTime(22, 38, 1), Qt::UTC);
        const auto sql = ClickHouseSql::bind(u"SELECT toUnixTimestamp({t}) AS u, {t} AS text"_s, {{u"t"_s, dt}});
        QVERIFY(sql);
        const auto r = ClickHouseTestServer::select(*m_client, *sql);
        QVERIFY2(r.ok(), qPrintable(m_client->describe(r.error)));
        QCOMPARE(r.rows[0].value(u"u"_s).toInteger(), dt.toSecsSinceEpoch());
        QCOMPARE(r.rows[0].value(u"text"_s).toString(), u"2024-08-14 22:38:01"_s);
    }

    void int64ArriveAsNumbers()
    {
        const auto r = ClickHouseTestServer::select(*m_client, u"SELECT toInt64(9007199254740993) AS big, "
                                                                "toUInt64(28789187194) AS id"_s);
        QVERIFY2(r.ok(), qPrintable(m_client->describe(r.error)));
        // output_format_json_quote_64bit_integers=0 took effect: numbers, not strings.
        QVERIFY(r.rows[0].value(u"id"_s).isDouble());
        QCOMPARE(r.rows[0].value(u"id"_s).toInteger(), qint64(28789187194));
    }

    void gzipIsUsedAndDecoded()
    {
        const QString sql = u"SELECT * FROM default.workflow_job ORDER BY id"_s;
        const auto zipped = ClickHouseTestServer::select(*m_client, sql);
        QVERIFY2(zipped.ok(), qPrintable(m_client->describe(zipped.error)));
        QVERIFY(zipped.gzipped);
        ClickHouseConfig plainConfig = m_server.config();
        plainConfig.compression = false;
        ClickHouseClient plainClient(plainConfig);
        const auto plain = ClickHouseTestServer::select(plainClient, sql);
        QVERIFY2(plain.ok(), qPrintable(plainClient.describe(plain.error)));
        QVERIFY(!plain.gzipped);
        QVERIFY(zipped.rows.size() >= m_server.seedJobs());
        QCOMPARE(zipped.rows, plain.rows);
        qInfo("workflow_job as JSONEachRow: %lld bytes plain, %lld bytes gzip", plain.wireBytes, zipped.wireBytes);
        QVERIFY(zipped.wireBytes * 4 < plain.wireBytes);
    }

    void largeResultIsParsedCompletely_data()
    {
        QTest::addColumn<bool>("compression");
        QTest::newRow("gzip") << true;
        QTest::newRow("plain") << false;
    }
    void largeResultIsParsedCompletely()
    {
        // Several MB on the wire, parsed on a worker thread as they arrive; as many rows as a
        // select may return, and one more fails as too large.
        QFETCH(bool, compression);
        ClickHouseConfig c = m_server.config();
        c.compression = compression;
        ClickHouseClient client(c);
        const QString sql = u"SELECT number AS id, toString(number * 3) AS s FROM system.numbers LIMIT %1"_s;
        const auto r = ClickHouseTestServer::select(client, sql.arg(ClickHouseClient::MaxJsonRows));
        QVERIFY2(r.ok(), qPrintable(client.describe(r.error)));
        QCOMPARE(r.gzipped, compression);
        QVERIFY(r.wireBytes > 256 * 1024);
        QCOMPARE(r.rows.size(), ClickHouseClient::MaxJsonRows);
        QCOMPARE(r.rows.last().value(u"id"_s).toInteger(), ClickHouseClient::MaxJsonRows - 1);
        QCOMPARE(r.rows.last().value(u"s"_s).toString(), QString::number((ClickHouseClient::MaxJsonRows - 1) * 3));
        const auto over = ClickHouseTestServer::select(client, sql.arg(ClickHouseClient::MaxJsonRows + 1));
        QCOMPARE(over.error.kind, ClickHouseError::Kind::TooLarge);
        QCOMPARE(over.error.message, u"reply with more than %1 rows — choose a shorter range (or lower grid/maxCommits)"_s.arg(ClickHouseClient::MaxJsonRows));
        QVERIFY(over.rows.isEmpty());
    }

    void cancelWhileProcessingReportsNothing()
    {
        // Cancel some time into the request's life (network or worker thread): if it had not
        // reported by then, it must never report. Timing decides which phase is hit, so only a
        // cancel that found the request still pending counts.
        ClickHouseClient client(m_server.config());
        int cancelledWhilePending = 0;
        for (int attempt = 0; attempt < 6; ++attempt) {
            int calls = 0;
            const quint64 big = client.select(u"SELECT number FROM system.numbers LIMIT 300000"_s, nullptr,
                                              [&](const ClickHouseResult &) { ++calls; });
            QTest::qWait(50 * attempt); // on purpose: the cancel lands at a later moment each attempt
            const bool pending = client.pendingCount() == 1;
            client.cancel(big);
            QCOMPARE(client.pendingCount(), 0);
            const int before = calls;
            // On purpose: longer than the read timeout, and the cancelled query reports nothing.
            QTest::qWait(1500);
            QCOMPARE(calls, before);
            if (pending) {
                QCOMPARE(before, 0);
                ++cancelledWhilePending;
            }
        }
        QVERIFY(cancelledWhilePending > 0);
    }

    void sizeCapOnRealServer()
    {
        ClickHouseConfig c = m_server.config();
        c.maxResponseBytes = 1024 * 1024;
        ClickHouseClient client(c);
        const auto r = ClickHouseTestServer::select(client, u"SELECT number, toString(number) AS s FROM system.numbers "
                                                             "LIMIT 2000000"_s);
        QCOMPARE(r.error.kind, Kind::TooLarge);
        QCOMPARE(r.error.message, u"response larger than 1 MB"_s);
    }

    void maxResultRows()
    {
        ClickHouseConfig c = m_server.config();
        c.maxResultRows = 10;
        ClickHouseClient client(c);
        const auto r = ClickHouseTestServer::select(client, u"SELECT number FROM system.numbers LIMIT 100"_s);
        QCOMPARE(r.error.kind, Kind::Server);
        QCOMPARE(r.error.code, 396); // TOO_MANY_ROWS_OR_BYTES
    }

    void firstLoad()
    {
        GridClickHouseSource::Options whole;
        whole.pageCommits = 0; // one batch (tst_FirstSync covers the pages): the seed is 11 commits now
        GridClickHouseSource source(m_client.get(), whole);
        QString error;
        const auto batch = fetchBatch(source, 0, &error);
        QVERIFY2(batch, qPrintable(error));
        QCOMPARE(batch->source, u"clickhouse"_s);
        // What HUD shows of the seed (plain loops over the seed files): pytorch/pytorch's commits of
        // every push (a ghstack push holds three) and the latest version of its jobs, minus HUD's
        // exclusions; not vision's push, not a fork's job (the seed's lines are not the grid).
        const auto expected = hw::test::GridSeedExpectation::forRepository(u"pytorch/pytorch"_s);
        QCOMPARE(batch->commits.size(), expected.commitShas.size());
        QCOMPARE(batch->jobs.size(), expected.jobs.size());
        QCOMPARE(batch->watermark, SeedInsertedAt);
        QVERIFY(qAbs(batch->fetchedAt - QDateTime::currentSecsSinceEpoch()) < 60);
        // Newest first; the title is the first line of the message.
        QVERIFY(batch->commits.first().time >= batch->commits.last().time);
        QVERIFY2(batch->commits.first().title.startsWith(u"[ghstack] Part 3 of a stack"_s),
                 qPrintable(batch->commits.first().title));
        QVERIFY(!batch->commits.first().title.contains(u'\n'));
        // One known row of the seed (a real failed job of 2024-08-14).
        const JobRun *j = findJob(*batch, 28788872572);
        QVERIFY(j);
        QCOMPARE(j->jobName, u"pr-sanity-checks"_s);
        QCOMPARE(j->workflowName, u"trunk"_s);
        QCOMPARE(j->conclusion, u"failure"_s);
        QCOMPARE(j->status, u"completed"_s);
        QCOMPARE(j->state(), JobConclusion::Failure);
        QCOMPARE(j->failureLine, u"FAILED test_example.py::test_x"_s);
        QCOMPARE(j->startedAt, QDateTime(QDate(2024, 8, 14), QTime(22, 27, 30), Qt::UTC).toSecsSinceEpoch());
        QCOMPARE(j->insertedAt, SeedInsertedAt);
        int failures = 0;
        for (const JobRun &run : batch->jobs)
            failures += run.conclusion == u"failure"_s;
        int expectedFailures = 0; // conclusion_kg: a running keep-going job with a temp line fails
        for (const QJsonObject &row : expected.jobs) {
            const QString conclusion = row.value(u"conclusion"_s).toString();
            const QJsonArray temp = row.value(u"torchci_classification_temp"_s).toArray();
            expectedFailures += conclusion == u"failure"_s
                || (conclusion.isEmpty() && temp.size() > 3 && !temp.at(3).toString().isEmpty());
        }
        QCOMPARE(failures, expectedFailures);

        // The portable form without HUD's SHA index view gives the same answer.
        GridClickHouseSource::Options plain;
        plain.useShaIndex = false;
        plain.pageCommits = 0;
        GridClickHouseSource plainSource(m_client.get(), plain);
        const auto same = fetchBatch(plainSource, 0, &error);
        QVERIFY2(same, qPrintable(error));
        QCOMPARE(same->jobs.size(), batch->jobs.size());
    }

    void maxCommitsLimitsJobs()
    {
        GridClickHouseSource::Options o;
        o.maxCommits = 2;
        GridClickHouseSource source(m_client.get(), o);
        QString error;
        const auto batch = fetchBatch(source, 0, &error);
        QVERIFY2(batch, qPrintable(error));
        QCOMPARE(batch->commits.size(), 2);
        QSet<QString> shas;
        for (const Commit &c : batch->commits)
            shas.insert(c.sha);
        // The two newest commits are the ghstack push's last two: their jobs by the plain loops.
        const auto expected = hw::test::GridSeedExpectation::forRepository(u"pytorch/pytorch"_s);
        qsizetype expectedJobs = 0;
        for (const QJsonObject &row : expected.jobs)
            expectedJobs += shas.contains(row.value(u"head_sha"_s).toString());
        QCOMPARE(batch->jobs.size(), expectedJobs);
        for (const JobRun &j : batch->jobs)
            QVERIFY(shas.contains(j.headSha));
    }

    void incrementalPollReturnsOnlyNewRows()
    {
        const qint64 t1 = SeedInsertedAt + 3600;
        const QString sha = u"1111111111111111111111111111111111111111"_s;
        insert(u"default.push"_s, {commitRow(sha, t1 - 700, u"Incremental commit\n\nbody"_s, t1)});
        insert(u"default.workflow_job"_s,
               {jobRow(9000000001, sha, u"too-old"_s, u"completed"_s, u"success"_s, t1 - 3),
                jobRow(9000000002, sha, u"edge-of-overlap"_s, u"completed"_s, u"success"_s, t1 - 2),
                jobRow(9000000003, sha, u"same-second"_s, u"completed"_s, u"success"_s, t1),
                jobRow(9000000004, sha, u"newer"_s, u"completed"_s, u"failure"_s, t1 + 60)});
        GridClickHouseSource source(m_client.get()); // overlap 2 s
        QString error;
        const auto batch = fetchBatch(source, t1, &error);
        QVERIFY2(batch, qPrintable(error));
        QSet<qint64> ids;
        for (const JobRun &j : batch->jobs)
            ids.insert(j.id);
        QCOMPARE(ids, (QSet<qint64>{9000000002, 9000000003, 9000000004})); // no seed row, not the too-old one
        QCOMPARE(batch->watermark, t1 + 60);
        QCOMPARE(batch->commits.first().sha, sha);
        QCOMPARE(batch->commits.first().title, u"Incremental commit"_s);
        QCOMPARE(findJob(*batch, 9000000004)->failureLine, u"RuntimeError: boom"_s);

        // Nothing new since the last watermark (beyond the overlap): an empty job list, and the
        // watermark does not go backwards.
        const auto empty = fetchBatch(source, t1 + 60 + 10, &error);
        QVERIFY2(empty, qPrintable(error));
        QVERIFY(empty->jobs.isEmpty());
        QCOMPARE(empty->watermark, t1 + 70);
    }

    void jobUpdateShowsLatestState()
    {
        const qint64 t = SeedInsertedAt + 7200;
        const QString sha = u"2222222222222222222222222222222222222222"_s;
        insert(u"default.push"_s, {commitRow(sha, t - 700, u"Update commit"_s, t)});
        insert(u"default.workflow_job"_s,
               {jobRow(9000000101, sha, u"linux-test / test (default, 1, 2)"_s, u"in_progress"_s, QString(), t)});
        GridClickHouseSource source(m_client.get());
        QString error;
        auto batch = fetchBatch(source, t, &error);
        QVERIFY2(batch, qPrintable(error));
        const JobRun *running = findJob(*batch, 9000000101);
        QVERIFY(running);
        QCOMPARE(running->state(), JobConclusion::Pending);
        QCOMPARE(running->completedAt, 0); // 1970-01-01 00:00:00 = unset

        insert(u"default.workflow_job"_s,
               {jobRow(9000000101, sha, u"linux-test / test (default, 1, 2)"_s, u"completed"_s, u"failure"_s, t + 5)});
        batch = fetchBatch(source, batch->watermark, &error);
        QVERIFY2(batch, qPrintable(error));
        int count = 0;
        for (const JobRun &j : batch->jobs)
            count += j.id == 9000000101;
        QCOMPARE(count, 1); // one row per id: the latest
        const JobRun *failed = findJob(*batch, 9000000101);
        QCOMPARE(failed->state(), JobConclusion::Failure);
        QCOMPARE(failed->insertedAt, t + 5);
        QVERIFY(failed->completedAt > 0);

        // A full reload agrees.
        const auto full = fetchBatch(source, 0, &error);
        QVERIFY2(full, qPrintable(error));
        QCOMPARE(findJob(*full, 9000000101)->state(), JobConclusion::Failure);
    }

    void rerunsBothArriveAndMergeToFlaky()
    {
        const qint64 t = SeedInsertedAt + 10800;
        const QString sha = u"3333333333333333333333333333333333333333"_s;
        const QString name = u"linux-focal-py3.8-gcc7 / test (default, 1, 3)"_s;
        insert(u"default.push"_s, {commitRow(sha, t - 700, u"Flaky commit"_s, t)});
        insert(u"default.workflow_job"_s, {jobRow(9000000201, sha, name, u"completed"_s, u"failure"_s, t, 1),
                                           jobRow(9000000202, sha, name, u"completed"_s, u"success"_s, t + 1, 2)});
        GridClickHouseSource source(m_client.get());
        QString error;
        const auto batch = fetchBatch(source, t, &error);
        QVERIFY2(batch, qPrintable(error));
        const JobRun *first = findJob(*batch, 9000000201);
        const JobRun *second = findJob(*batch, 9000000202);
        QVERIFY(first && second);
        QCOMPARE(first->state(), JobConclusion::Failure);
        QCOMPARE(second->state(), JobConclusion::Success);
        QCOMPARE(first->columnName(), second->columnName());
        QCOMPARE(second->runAttempt, 2);

        // The grid merges them into one flaky cell.
        const auto full = fetchBatch(source, 0, &error);
        QVERIFY2(full, qPrintable(error));
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.resetFrom(*full);
        const int row = model.rowOfCommit(sha);
        const int column = model.columnOf(u"pull / "_s + name);
        QVERIFY(row >= 0 && column >= 0);
        QCOMPARE(model.cellStatus(row, column), CellStatus::Flaky);
    }

    void invalidUtf8JobNameDoesNotStopThePoll()
    {
        // 18.16 stores String bytes as given and writes them raw in JSONEachRow. One job name
        // holding FF FE used to fail every poll ("malformed JSON ...: invalid UTF8 string") for as
        // long as that row was in the window; now the row arrives with U+FFFD.
        const qint64 t = SeedInsertedAt + 14400;
        const QString sha = u"4444444444444444444444444444444444444444"_s;
        insert(u"default.push"_s, {commitRow(sha, t - 700, u"Commit with a bad job name"_s, t)});
        const QJsonObject good = jobRow(9000000301, sha, u"linux-build / build"_s, u"completed"_s, u"success"_s, t);
        const QJsonObject bad = jobRow(9000000302, sha, u"bad BYTES name"_s, u"completed"_s, u"failure"_s, t);
        QByteArray data = QJsonDocument(good).toJson(QJsonDocument::Compact) + '\n'
            + QJsonDocument(bad).toJson(QJsonDocument::Compact) + '\n';
        data.replace("BYTES", "\xFF\xFE");
        QStringList columns;
        for (const QString &c : good.keys())
            columns << u'`' + c + u'`';
        auto r = ClickHouseTestServer::run(
            *m_client, u"INSERT INTO "_s + ClickHouseTestServer::writableTable(u"default.workflow_job"_s) + u" ("_s + columns.join(u", "_s) + u") FORMAT JSONEachRow"_s, data);
        QVERIFY2(r.ok(), qPrintable(m_client->describe(r.error)));
        // The server really holds the two raw bytes.
        r = ClickHouseTestServer::select(*m_client, u"SELECT hex(name) AS h FROM default.workflow_job WHERE id = 9000000302"_s);
        QVERIFY2(r.ok(), qPrintable(m_client->describe(r.error)));
        QCOMPARE(r.rows.size(), 1);
        QCOMPARE(r.rows[0].value(u"h"_s).toString(), QString::fromLatin1(QByteArray("bad \xFF\xFE name").toHex().toUpper()));

        GridClickHouseSource source(m_client.get());
        QString error;
        const auto batch = fetchBatch(source, 0, &error); // a full poll: the bad row is in the window
        QVERIFY2(batch, qPrintable(error));
        QVERIFY(batch->invalidTextRows >= 1);
        const JobRun *j = findJob(*batch, 9000000302);
        QVERIFY(j);
        QCOMPARE(j->jobName, u"bad \uFFFD\uFFFD name"_s);
        QCOMPARE(j->state(), JobConclusion::Failure);
        QVERIFY(findJob(*batch, 9000000301));

        // And the grid shows it under that name.
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.resetFrom(*batch);
        const int row = model.rowOfCommit(sha);
        const int column = model.columnOf(u"pull / bad \uFFFD\uFFFD name"_s);
        QVERIFY(row >= 0 && column >= 0);
        QCOMPARE(model.cellStatus(row, column), CellStatus::Failure);
    }
};

HW_TEST_GUILESS_MAIN(tst_ClickHouseIntegration)
#include "tst_ClickHouseIntegration.moc"
