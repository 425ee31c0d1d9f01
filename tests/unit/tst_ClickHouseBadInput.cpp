#include "clickhouse/ClickHouseClient.h"
#include "clickhouse/ClickHouseQueryGroup.h"
#include "grid/GridClickHouseSource.h"

#include "ClickHouseTestRows.h"
#include "ClickHouseTestServer.h"
#include "MisbehavingHttpServer.h"
#include "SelfSignedTlsServer.h"
#include "TestRegistry.h"

#include <QElapsedTimer>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QThread>

using namespace Qt::StringLiterals;
using namespace hw;
using hw::test::MisbehavingHttpServer;
using Kind = ClickHouseError::Kind;

namespace {
const QString Password = u"s3cret-test-pw"_s;
const QString HtmlPageMessage =
    u"the server answered with an HTML page, not ClickHouse — check the URL or sign in to the proxy"_s;
const QByteArray CommitRow = hw::test::commitAnswerRow();
// One valid job row in the jobs query's shape (the server's HugeRow).
const QByteArray HugeRowForTest = hw::test::jobAnswerRow();
} // namespace

class tst_ClickHouseBadInput : public QObject
{
    Q_OBJECT

    MisbehavingHttpServer *m_server = nullptr;

    ClickHouseConfig config() const
    {
        ClickHouseConfig c = m_server->clickHouseConfig(Password);
        c.readTimeoutMs = 1'500;
        c.maxResponseBytes = 8ll * 1024 * 1024;
        return c;
    }

    ClickHouseResult runClient(MisbehavingHttpServer::Behavior b)
    {
        m_server->setBehavior(b);
        ClickHouseClient client(config());
        return hw::test::ClickHouseTestServer::select(client, u"SELECT 1"_s, 20'000);
    }

    struct SourceOutcome {
        int fetched = 0;
        QStringList failures;
        QVector<SourceError::Kind> kinds;
        std::optional<JobBatch> batch; // the first batch fetched
    };
    SourceOutcome runSource(MisbehavingHttpServer::Behavior b)
    {
        m_server->setBehavior(b);
        m_server->addRoute("AS commit_time", CommitRow); // only the commits query
        ClickHouseClient client(config());
        GridClickHouseSource source(&client);
        // As if probed: the misbehaviour under test is the grid queries' (a probe would meet it first).
        source.setServerColumns({});
        QSignalSpy fetched(&source, &JobSource::fetched);
        QSignalSpy failed(&source, &JobSource::failed);
        source.fetch(0);
        if (!QTest::qWaitFor([&] { return !fetched.isEmpty() || !failed.isEmpty(); }, 20'000))
            qWarning("source reported nothing");
        QTest::qWait(50); // a second (wrong) report would arrive here
        SourceOutcome out;
        out.fetched = int(fetched.size());
        if (!fetched.isEmpty())
            out.batch = fetched.first().at(0).value<JobBatch>();
        for (const auto &args : failed) {
            out.failures << args.at(0).value<SourceError>().message;
            out.kinds << args.at(0).value<SourceError>().kind;
        }
        return out;
    }
    static void checkNoSecret(const QString &message)
    {
        QVERIFY2(!message.contains(Password), qPrintable(message));
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
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

    void requestShape()
    {
        m_server->setBody("{\"x\":\"18446744073709551615\",\"y\":1}\n");
        const auto r = runClient(MisbehavingHttpServer::Behavior::Ok);
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        QCOMPARE(r.rows.size(), 1);
        QCOMPARE(m_server->requests().size(), 1);
        const auto &req = m_server->requests().first();
        QCOMPARE(req.method, QByteArray("POST"));
        QCOMPARE(req.headers.value("x-clickhouse-user"), QByteArray("hud"));
        QCOMPARE(req.headers.value("x-clickhouse-key"), Password.toUtf8());
        QVERIFY(!req.headers.contains("authorization"));
        QVERIFY(!req.target.contains(Password.toUtf8()));
        QCOMPARE(req.headers.value("accept-encoding"), QByteArray("gzip"));
        QVERIFY(req.target.contains("wait_end_of_query=1"));
        QVERIFY(req.target.contains("output_format_json_quote_64bit_integers=0"));
        QVERIFY(req.target.contains("enable_http_compression=1"));
        QVERIFY(req.target.contains("database=default"));
        QVERIFY(req.body.endsWith("FORMAT JSONEachRow"));
    }

    void malformedJson()
    {
        const auto r = runClient(MisbehavingHttpServer::Behavior::MalformedJson);
        QCOMPARE(r.error.kind, Kind::Parse);
        QVERIFY2(r.error.message.startsWith(u"row 2: malformed JSON"_s), qPrintable(r.error.message));
        QVERIFY(r.rows.isEmpty());
        const auto s = runSource(MisbehavingHttpServer::Behavior::MalformedJson);
        QCOMPARE(s.fetched, 0);
        QCOMPARE(s.failures.size(), 1);
        // The source reads its jobs as TabSeparatedWithNames: the broken row is named as such.
        QVERIFY2(s.failures.first().contains(u"row 2: 2 fields, expected 14"_s), qPrintable(s.failures.first()));
        QVERIFY2(s.failures.first().startsWith(u"ClickHouse 127.0.0.1:"_s), qPrintable(s.failures.first()));
    }

    void truncatedBody()
    {
        const auto r = runClient(MisbehavingHttpServer::Behavior::TruncatedBody);
        QCOMPARE(r.error.kind, Kind::Network);
        QVERIFY2(r.error.message.contains(u"connection closed before the whole response arrived"_s),
                 qPrintable(r.error.message));
        QVERIFY(r.rows.isEmpty());
        const auto s = runSource(MisbehavingHttpServer::Behavior::TruncatedBody);
        QCOMPARE(s.fetched, 0);
        QCOMPARE(s.failures.size(), 1);
        QVERIFY2(s.failures.first().contains(u"connection closed"_s), qPrintable(s.failures.first()));
    }

    void serverError500()
    {
        const auto r = runClient(MisbehavingHttpServer::Behavior::ServerError500);
        QCOMPARE(r.error.kind, Kind::Server);
        QCOMPARE(r.error.httpStatus, 500);
        QCOMPARE(r.error.code, 241);
        QVERIFY(r.error.message.startsWith(u"Memory limit (for query) exceeded"_s));
        const auto s = runSource(MisbehavingHttpServer::Behavior::ServerError500);
        QCOMPARE(s.fetched, 0);
        QCOMPARE(s.failures.size(), 1);
        QVERIFY2(s.failures.first().endsWith(u"Memory limit (for query) exceeded: would use 9.32 GiB, maximum: "
                                             "9.31 GiB (HTTP 500, code 241) — retrying; if it persists, tell the "
                                             "ClickHouse admins"_s),
                 qPrintable(s.failures.first()));
        // Issue 15, B: an unknown table or database is the profile's database setting.
        for (const int code : { 60, 81 }) {
            ClickHouseError e;
            e.kind = Kind::Server;
            e.httpStatus = 404;
            e.code = code;
            e.message = u"Table default.workflow_job does not exist"_s;
            QVERIFY2(e.toSourceError(u"ch:8443"_s).message.endsWith(
                         u"(HTTP 404, code %1) — check clickhouse/database (Profile ▸ Edit this profile…)"_s.arg(code)),
                qPrintable(e.toSourceError(u"ch:8443"_s).message));
        }
    }

    void unauthorized401()
    {
        const auto r = runClient(MisbehavingHttpServer::Behavior::Unauthorized401);
        QCOMPARE(r.error.kind, Kind::Server);
        QCOMPARE(r.error.httpStatus, 401);
        QCOMPARE(r.error.code, 193);
        QVERIFY(r.error.isAuthenticationFailure());
        const auto s = runSource(MisbehavingHttpServer::Behavior::Unauthorized401);
        QCOMPARE(s.fetched, 0);
        QCOMPARE(s.failures.size(), 1);
        QCOMPARE(s.failures.first(), u"ClickHouse 127.0.0.1:%1: authentication failed (HTTP 401, code 193) — "
                                     u"set the ClickHouse password"_s.arg(m_server->port()));
        QCOMPARE(s.kinds.first(), SourceError::Kind::Authentication);
        checkNoSecret(s.failures.first());
    }

    void forbidden403()
    {
        const auto r = runClient(MisbehavingHttpServer::Behavior::Forbidden403);
        QCOMPARE(r.error.kind, Kind::Server);
        QCOMPARE(r.error.httpStatus, 403);
        QCOMPARE(r.error.code, 516);
        QCOMPARE(r.error.name, u"AUTHENTICATION_FAILED"_s);
        const auto s = runSource(MisbehavingHttpServer::Behavior::Forbidden403);
        QCOMPARE(s.fetched, 0);
        QCOMPARE(s.failures.size(), 1);
        QCOMPARE(s.failures.first(), u"ClickHouse 127.0.0.1:%1: authentication failed (HTTP 403, code 516) — "
                                     u"set the ClickHouse password"_s.arg(m_server->port()));
        QCOMPARE(s.kinds.first(), SourceError::Kind::Authentication);
    }

    void neverAnswers()
    {
        QElapsedTimer t;
        t.start();
        const auto r = runClient(MisbehavingHttpServer::Behavior::NeverAnswer);
        QCOMPARE(r.error.kind, Kind::Timeout);
        QCOMPARE(r.error.message, u"no response data for 1.5 s"_s);
        QVERIFY2(t.elapsed() >= 1'400 && t.elapsed() < 10'000, qPrintable(QString::number(t.elapsed())));
        const auto s = runSource(MisbehavingHttpServer::Behavior::NeverAnswer);
        QCOMPARE(s.fetched, 0);
        QCOMPARE(s.failures.size(), 1);
        QVERIFY2(s.failures.first().contains(u": no response data for 1.5 s — "_s), qPrintable(s.failures.first()));
        QCOMPARE(s.kinds.first(), SourceError::Kind::Timeout);
    }

    void drippingServerHitsTheDeadline()
    {
        // Headers at once, then a byte every 200 ms: the 1.5 s read timeout never fires, so only
        // the request deadline ends the poll (before, it stayed "updating" for as long as the
        // body took: minutes).
        m_server->setDripIntervalMs(200);
        ClickHouseConfig c = config();
        c.requestTimeoutMs = 2'000;
        m_server->setBehavior(MisbehavingHttpServer::Behavior::Drip);
        ClickHouseClient client(c);
        const auto r = hw::test::ClickHouseTestServer::select(client, u"SELECT 1"_s, 20'000);
        QCOMPARE(r.error.kind, Kind::Timeout);
        QCOMPARE(r.error.message, u"no complete response within 2 s"_s);
        QVERIFY(m_server->drippedBytes() > 0);
        QVERIFY(r.rows.isEmpty());
    }

    void invalidUtf8RowIsKeptWithReplacementCharacters()
    {
        // ClickHouse 18.16 writes String bytes raw: a job name holding FF FE must not stop the
        // poll. The row arrives with U+FFFD in place of each bad byte and is counted.
        QByteArray badRow = HugeRowForTest;
        badRow.replace("\"job_name\":\"build\"", "\"job_name\":\"build \xFF\xFE x\"");
        QByteArray otherRow = HugeRowForTest;
        otherRow.replace("\"id\":1,", "\"id\":2,");
        m_server->setBody(otherRow + badRow + otherRow);
        const auto r = runClient(MisbehavingHttpServer::Behavior::Ok);
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        QCOMPARE(r.rows.size(), 3);
        QCOMPARE(r.invalidUtf8Rows, 1);
        const QString name = r.rows[1].value(u"job_name"_s).toString();
        QCOMPARE(name, u"build \uFFFD\uFFFD x"_s);
        QCOMPARE(r.rows[0].value(u"job_name"_s).toString(), u"build"_s);

        // Valid UTF-8 beyond ASCII is not counted or touched.
        QByteArray accented = HugeRowForTest;
        accented.replace("\"job_name\":\"build\"", "\"job_name\":\"b\xC3\xA9tise \xE4\xB8\xAD\"");
        m_server->setBody(accented);
        const auto clean = runClient(MisbehavingHttpServer::Behavior::Ok);
        QVERIFY2(clean.ok(), qPrintable(clean.error.message));
        QCOMPARE(clean.invalidUtf8Rows, 0);
        QCOMPARE(clean.rows[0].value(u"job_name"_s).toString(), u"bétise 中"_s);

        // Through the source (its jobs arrive as TabSeparatedWithNames): the batch arrives with
        // the row and the count.
        QByteArray badTsv = hw::test::jobAnswerTsvRow();
        badTsv.replace("\tbuild\t", "\tbuild \xFF\xFE x\t");
        QByteArray otherTsv = hw::test::jobAnswerTsvRow();
        otherTsv.replace(0, 1, "2");
        m_server->setBody(hw::test::jobAnswerTsvHeader() + otherTsv + badTsv);
        const auto s = runSource(MisbehavingHttpServer::Behavior::Ok);
        QVERIFY2(s.failures.isEmpty(), qPrintable(s.failures.join(u'\n')));
        QCOMPARE(s.fetched, 1);
        QCOMPARE(s.batch->jobs.size(), 2);
        QCOMPARE(s.batch->invalidTextRows, 1);
        QStringList names;
        for (const JobRun &j : s.batch->jobs)
            names << j.jobName;
        QVERIFY2(names.contains(u"build \uFFFD\uFFFD x"_s), qPrintable(names.join(u", "_s)));
    }

    void hugeBodyIsCut_data()
    {
        QTest::addColumn<MisbehavingHttpServer::Behavior>("behavior");
        QTest::addColumn<QString>("sourceMessage");
        // Streamed, the source stops at the rows a page of one commit may have, long before 8 MB.
        QTest::newRow("streamed until close") << MisbehavingHttpServer::Behavior::HugeBody
                                              << u": reply with more than 10000 rows — "_s;
        QTest::newRow("with Content-Length") << MisbehavingHttpServer::Behavior::HugeBodyWithLength
                                             << u": response larger than 8 MB — "_s;
    }
    void hugeBodyIsCut()
    {
        QFETCH(MisbehavingHttpServer::Behavior, behavior);
        QFETCH(QString, sourceMessage);
        const auto r = runClient(behavior);
        QCOMPARE(r.error.kind, Kind::TooLarge);
        QCOMPARE(r.error.message, u"response larger than 8 MB"_s);
        QVERIFY(r.rows.isEmpty());
        // The client stopped reading long before 100 MB were sent.
        QVERIFY2(m_server->hugeBytesWritten() < MisbehavingHttpServer::HugeBodyBytes / 2,
                 qPrintable(QString::number(m_server->hugeBytesWritten())));
        const auto s = runSource(behavior);
        QCOMPARE(s.fetched, 0);
        QCOMPARE(s.failures.size(), 1);
        QVERIFY2(s.failures.first().contains(sourceMessage), qPrintable(s.failures.first()));
        QCOMPARE(s.kinds.first(), SourceError::Kind::TooLarge);
    }

    void wrongColumnType()
    {
        // The client parses JSON; types are the source's business.
        const auto r = runClient(MisbehavingHttpServer::Behavior::WrongColumnType);
        QVERIFY(r.ok());
        QCOMPARE(r.rows.size(), 2);
        const auto s = runSource(MisbehavingHttpServer::Behavior::WrongColumnType);
        QCOMPARE(s.fetched, 0);
        QCOMPARE(s.failures.size(), 1);
        QCOMPARE(s.failures.first(), u"ClickHouse 127.0.0.1:%1: row 2: column 'id' holds 'abc', expected an integer"_s
                                         .arg(m_server->port()));
    }

    void htmlPageIsNotClickHouse_data()
    {
        QTest::addColumn<MisbehavingHttpServer::Behavior>("behavior");
        QTest::addColumn<int>("status");
        QTest::addColumn<Kind>("kind");
        QTest::addColumn<QString>("userMessage"); // after "ClickHouse 127.0.0.1:<port>: "
        using B = MisbehavingHttpServer::Behavior;
        const QString page = HtmlPageMessage;
        QTest::newRow("200, text/html") << B::HtmlLoginPage << 200 << Kind::Parse << page;
        QTest::newRow("200, no content type") << B::HtmlWithoutContentType << 200 << Kind::Parse << page;
        // A proxy's 401/403 is still an authentication failure, as ClickHouse's own.
        const QString authFailed = u"authentication failed (HTTP %1) — set the ClickHouse password"_s;
        QTest::newRow("401") << B::HtmlLoginPage << 401 << Kind::Http << authFailed.arg(401);
        QTest::newRow("403") << B::HtmlLoginPage << 403 << Kind::Http << authFailed.arg(403);
    }
    void htmlPageIsNotClickHouse()
    {
        // A login proxy or a web page at the configured URL: not "malformed JSON in row 1".
        QFETCH(MisbehavingHttpServer::Behavior, behavior);
        QFETCH(int, status);
        QFETCH(Kind, kind);
        QFETCH(QString, userMessage);
        m_server->setHtmlStatus(status);
        const auto r = runClient(behavior);
        QCOMPARE(r.error.kind, kind);
        QCOMPARE(r.error.httpStatus, status);
        QCOMPARE(r.error.message, HtmlPageMessage);
        QCOMPARE(r.error.isAuthenticationFailure(), status == 401 || status == 403);
        QVERIFY(r.rows.isEmpty());
        const auto s = runSource(behavior);
        QCOMPARE(s.fetched, 0);
        QCOMPARE(s.failures.size(), 1);
        QCOMPARE(s.failures.first(), u"ClickHouse 127.0.0.1:%1: "_s.arg(m_server->port()) + userMessage);
        checkNoSecret(s.failures.first());
    }

    void redirectIsNamedNotFollowed_data()
    {
        QTest::addColumn<MisbehavingHttpServer::Behavior>("behavior");
        QTest::addColumn<QString>("target"); // %1: the server's port
        using B = MisbehavingHttpServer::Behavior;
        // User info, query and fragment are never shown: they may hold a secret.
        QTest::newRow("302, text") << B::Redirect302 << u"http://127.0.0.1:%1/moved/"_s;
        QTest::newRow("302 to a sign-in page") << B::HtmlLoginPage << u"http://127.0.0.1:%1/login"_s;
    }
    void redirectIsNamedNotFollowed()
    {
        // Not "HTTP 302 Found … tell the ClickHouse admins": where it points, and never there.
        QFETCH(MisbehavingHttpServer::Behavior, behavior);
        QFETCH(QString, target);
        m_server->setHtmlStatus(302);
        const QString message = u"redirect to '%1' not followed — check clickhouse/url (Profile ▸ Edit this "
                                "profile…): ClickHouse itself never redirects"_s
                                    .arg(target.arg(m_server->port()));
        const auto r = runClient(behavior);
        QCOMPARE(r.error.kind, Kind::Http);
        QCOMPARE(r.error.httpStatus, 302);
        QCOMPARE(r.error.message, message);
        const auto s = runSource(behavior);
        QCOMPARE(s.failures.size(), 1);
        QCOMPARE(s.failures.first(), u"ClickHouse 127.0.0.1:%1: "_s.arg(m_server->port()) + message + u" (HTTP 302)"_s);
        QVERIFY2(!s.failures.first().contains(u"admins"_s), qPrintable(s.failures.first()));
        QVERIFY2(!s.failures.first().contains(u"t0ken"_s) && !s.failures.first().contains(u"s3cret"_s),
                 qPrintable(s.failures.first()));
        // Each request was answered with the redirect; none went where it points.
        QVERIFY(!m_server->requests().isEmpty());
        for (const auto &request : m_server->requests())
            QVERIFY2(!request.target.startsWith(MisbehavingHttpServer::RedirectPath) && !request.target.startsWith("/login"),
                     request.target.constData());
    }

    void gatewayErrorPageKeepsItsStatus()
    {
        // A proxy whose ClickHouse is down: the status says it all, the page's markup adds nothing.
        m_server->setHtmlStatus(502);
        const auto r = runClient(MisbehavingHttpServer::Behavior::HtmlLoginPage);
        QCOMPARE(r.error.kind, Kind::Http);
        QCOMPARE(r.error.httpStatus, 502);
        QCOMPARE(r.error.message, u"HTTP 502 Bad Gateway"_s);
    }

    void htmlPageFailsAStatementToo()
    {
        // Without rows to parse, a 200 page would otherwise pass for a successful INSERT.
        m_server->setBehavior(MisbehavingHttpServer::Behavior::HtmlLoginPage);
        ClickHouseClient client(config());
        const auto r = hw::test::ClickHouseTestServer::run(client, u"INSERT INTO t FORMAT JSONEachRow"_s,
                                                           "{\"n\":1}\n", 20'000);
        QCOMPARE(r.error.kind, Kind::Parse);
        QCOMPARE(r.error.message, HtmlPageMessage);
        QVERIFY(r.body.isEmpty());
    }

    void htmlLookingRowsFromClickHouseAreNotAPage()
    {
        // The sniffing only stands in for a missing Content-Type: a statement's text output that
        // happens to start with "<html" is ClickHouse's answer when ClickHouse labels it.
        m_server->setBehavior(MisbehavingHttpServer::Behavior::Ok);
        m_server->setBody("<html>\tcell\n");
        ClickHouseClient client(config());
        const auto r = hw::test::ClickHouseTestServer::run(client, u"SELECT '<html>', 'cell'"_s, {}, 20'000);
        QVERIFY2(r.ok(), qPrintable(r.error.message));
        QCOMPARE(r.body, QByteArray("<html>\tcell\n"));
    }

    void connectTimeout()
    {
        // The server accepts the TCP connection and never answers the TLS ClientHello: the
        // request is never sent, so only the connect timeout can end it.
        m_server->setBehavior(MisbehavingHttpServer::Behavior::NeverAnswer);
        ClickHouseConfig c = config();
        c.tls = true;
        c.connectTimeoutMs = 300;
        ClickHouseClient client(c);
        QElapsedTimer t;
        t.start();
        const auto r = hw::test::ClickHouseTestServer::select(client, u"SELECT 1"_s, 20'000);
        QCOMPARE(r.error.kind, Kind::Timeout);
        QCOMPARE(r.error.message, u"could not connect within 0.3 s"_s);
        QCOMPARE(r.error.httpStatus, 0);
        // Coarse timers may fire up to 5% early.
        QVERIFY2(t.elapsed() >= 270 && t.elapsed() < 4'000, qPrintable(QString::number(t.elapsed())));
        QCOMPARE(m_server->connectionCount(), 1);
        QVERIFY(m_server->requests().isEmpty()); // no HTTP request (and no key header) was sent
        checkNoSecret(client.describe(r.error));
    }

    void connectionRefused()
    {
        const quint16 port = m_server->port();
        delete m_server; // nothing listens on the port any more
        m_server = nullptr;
        ClickHouseConfig c;
        c.port = port;
        c.password = Password;
        ClickHouseClient client(c);
        const auto r = hw::test::ClickHouseTestServer::select(client, u"SELECT 1"_s, 10'000);
        QCOMPARE(r.error.kind, Kind::Network);
        QVERIFY2(r.error.message.contains(u"refused"_s, Qt::CaseInsensitive), qPrintable(r.error.message));
        checkNoSecret(client.describe(r.error));
    }

    void hostNotFoundFailsOnceWithoutQtWarnings()
    {
        // Both queries of a fetch fail the same way; the first failure stops the second, whose
        // error Qt may already have queued. That must not end in Qt's "must only be called once".
        QTest::failOnWarning(QRegularExpression(u"must only be called once"_s));
        ClickHouseConfig c = config();
        c.host = u"nonexistent.invalid"_s; // RFC 2606: never resolves
        c.tls = true;                      // https: the credential rules allow any host
        ClickHouseClient client(c);
        GridClickHouseSource source(&client);
        // As if probed: the misbehaviour under test is the grid queries' (a probe would meet it first).
        source.setServerColumns({});
        QSignalSpy failed(&source, &JobSource::failed);
        source.fetch(0);
        QCoreApplication::processEvents(); // both requests start
        QThread::msleep(500);              // both lookups fail; their errors wait in the queue
        QTRY_COMPARE_WITH_TIMEOUT(failed.size(), 1, 20'000);
        QTest::qWait(300); // on purpose: the second lookup's queued error would report by now
        QCOMPARE(failed.size(), 1);
        const auto error = failed.first().at(0).value<SourceError>();
        QVERIFY2(error.message.contains(u"not found"_s, Qt::CaseInsensitive), qPrintable(error.message));
        QCOMPARE(error.kind, SourceError::Kind::Network);
        QCOMPARE(client.pendingCount(), 0);
    }

    void tlsVerificationIsNotDisabled()
    {
        // A self-signed certificate for 127.0.0.1: the client must refuse it (no ignoreSslErrors).
        hw::test::SelfSignedTlsServer server;
        QVERIFY2(server.start(u"clickhouse-tls"_s), qPrintable(server.error()));
        ClickHouseConfig c = config();
        c.port = server.port();
        c.tls = true;
        ClickHouseClient client(c);
        const auto r = hw::test::ClickHouseTestServer::select(client, u"SELECT 1"_s, 20'000);
        QCOMPARE(r.error.kind, Kind::Tls);
        QVERIFY2(r.error.message.startsWith(u"TLS certificate verification failed: "_s), qPrintable(r.error.message));
        QVERIFY2(r.error.message.contains(u"self-signed"_s, Qt::CaseInsensitive), qPrintable(r.error.message));
        QVERIFY(server.received().isEmpty()); // the request (and its key header) never left the client
    }

    void newerQueryGroupSupersedesTheOlder()
    {
        m_server->setBehavior(MisbehavingHttpServer::Behavior::Ok);
        m_server->setBody("{\"n\":1}\n");
        ClickHouseClient client(config());
        QObject context;
        ClickHouseQueryGroup group(&client, &context);
        int firstCalls = 0, secondCalls = 0;
        group.start({u"SELECT 1"_s, u"SELECT 1"_s}, [&](const auto &) { ++firstCalls; });
        QCOMPARE(client.pendingCount(), 2);
        group.start({u"SELECT 2"_s}, [&](const auto &r) {
            QVERIFY(r.ok());
            QCOMPARE(r->size(), 1);
            ++secondCalls;
        });
        QCOMPARE(client.pendingCount(), 1); // the older group's requests were aborted at once
        QTRY_COMPARE(secondCalls, 1);
        QTest::qWait(100); // on purpose: the aborted group's answer would arrive by now
        QCOMPARE(firstCalls, 0);
        QCOMPARE(client.pendingCount(), 0);
        QVERIFY(!group.isRunning());
    }

    void firstFailureInAGroupAbortsTheRest()
    {
        // Neither query is ever answered: the first read timeout (1.5 s) fails the group.
        m_server->setBehavior(MisbehavingHttpServer::Behavior::NeverAnswer);
        ClickHouseClient client(config());
        QObject context;
        ClickHouseQueryGroup group(&client, &context);
        int calls = 0;
        ClickHouseQueryGroup::Failure failure;
        group.start({u"SELECT 1"_s, u"SELECT 2"_s}, [&](const auto &r) {
            ++calls;
            QVERIFY(!r.ok());
            failure = r.error();
        });
        QTRY_COMPARE(m_server->requests().size(), 2);
        QTRY_COMPARE_WITH_TIMEOUT(calls, 1, 20'000);
        QCOMPARE(failure.error.kind, ClickHouseError::Kind::Timeout);
        QCOMPARE(client.pendingCount(), 0); // the other query was aborted, not left to time out
        QTest::qWait(1'500); // on purpose: longer than the read timeout: the aborted query reports nothing
        QCOMPARE(calls, 1);
    }

    void cancelReportsNothing()
    {
        m_server->setBehavior(MisbehavingHttpServer::Behavior::NeverAnswer);
        ClickHouseClient client(config());
        int calls = 0;
        const quint64 a = client.select(u"SELECT 1"_s, nullptr, [&](const ClickHouseResult &) { ++calls; });
        client.select(u"SELECT 1"_s, nullptr, [&](const ClickHouseResult &) { ++calls; });
        QCOMPARE(client.pendingCount(), 2);
        QTRY_COMPARE(m_server->requests().size(), 2);
        client.cancel(a);
        QCOMPARE(client.pendingCount(), 1);
        client.cancelAll();
        QCOMPARE(client.pendingCount(), 0);
        QTest::qWait(2'000); // longer than the read timeout: no late timeout report either
        QCOMPARE(calls, 0);
    }

    void destroyedContextGetsNoCallback()
    {
        m_server->setBehavior(MisbehavingHttpServer::Behavior::Ok);
        m_server->setBody("{\"n\":1}\n");
        ClickHouseClient client(config());
        int calls = 0;
        auto *context = new QObject;
        client.select(u"SELECT 1"_s, context, [&](const ClickHouseResult &) { ++calls; });
        delete context;
        QTRY_COMPARE(client.pendingCount(), 0);
        QCOMPARE(calls, 0);
    }

    void sourceFetchSupersedesAndCancels()
    {
        m_server->setBehavior(MisbehavingHttpServer::Behavior::NeverAnswer);
        ClickHouseClient client(config());
        GridClickHouseSource source(&client);
        // As if probed: the misbehaviour under test is the grid queries' (a probe would meet it first).
        source.setServerColumns({});
        QSignalSpy fetched(&source, &JobSource::fetched);
        QSignalSpy failed(&source, &JobSource::failed);
        source.fetch(0);
        source.fetch(100);
        QCOMPARE(client.pendingCount(), 2);
        source.cancel();
        QCOMPARE(client.pendingCount(), 0);
        QTest::qWait(2'000); // on purpose: longer than the read timeout: the cancelled fetch reports nothing
        QCOMPARE(fetched.size(), 0);
        QCOMPARE(failed.size(), 0);
    }
};

HW_TEST_GUILESS_MAIN(tst_ClickHouseBadInput)
#include "tst_ClickHouseBadInput.moc"
