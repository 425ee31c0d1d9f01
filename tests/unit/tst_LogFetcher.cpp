// Fetching a job's log into the store against a log server on 127.0.0.1 that misbehaves on
// purpose: gzip with and without Content-Encoding, plain text, a gzip cut short, a connection
// closed early, a stall, a drip, 403/404/429/500/503, a body over the cap, 200 MB streamed; and
// GitHub's API with the sign-in's bearer, which never reaches the raw-log host. After every
// failure the job's previously stored log is still there, byte for byte.
#include "TestBytes.h"
#include "ResultAssertions.h"
#include "SelfSignedTlsServer.h"
#include "TestEnvironment.h"
#include "clickhouse/GzipDecoder.h"
#include "logs/GzipMemberIndex.h"
#include "logs/LogFetcher.h"
#include "logs/LogStore.h"
#include "net/BearerTokenSource.h"
#include "JobRunBuilder.h"
#include "TestValues.h"
#include "TestRegistry.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QNetworkAccessManager>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

#include <functional>
#include <map>
#include <optional>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

using hw::test::MB;

QByteArray errorLog1()
{
    static const QByteArray log = test::realLogBytes(u"error_log1.txt"_s);
    return log;
}

// A stored log's text: the store keeps it in gzip members with their index, not HUD's bytes.
QByteArray storedText(const QString &path)
{
    const QByteArray file = test::readFile(path);
    if (!GzipMemberIndex::parse(file.right(GzipMemberIndex::kMaxTrailerBytes), file.size()))
        return "no member index";
    const GzipDecoder::Result r = GzipDecoder::gunzip(file);
    return r.status == GzipDecoder::Status::Ok ? r.data : "not gzip";
}




// A raw HTTP/1.1 server on 127.0.0.1 whose routes write whatever they like to the socket,
// including nothing at all. Records every request's path and headers.
class LogServer
{
public:
    struct Request {
        QByteArray path;
        QHash<QByteArray, QByteArray> headers; // names lower-cased
    };
    using Handler = std::function<void(QTcpSocket *, const Request &)>;

    QTcpServer server;
    QList<Request> requests;
    std::map<QByteArray, Handler> routes; // by path without query
    int closedByClient = 0;

    bool listen()
    {
        QObject::connect(&server, &QTcpServer::newConnection, &server, [this] {
            while (QTcpSocket *socket = server.nextPendingConnection()) {
                auto buffer = std::make_shared<QByteArray>();
                auto answered = std::make_shared<bool>(false);
                QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer, answered] {
                    *buffer += socket->readAll();
                    if (*answered || !buffer->contains("\r\n\r\n"))
                        return;
                    *answered = true;
                    handle(socket, *buffer);
                });
                QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
            }
        });
        return server.listen(QHostAddress::LocalHost, 0);
    }
    quint16 port() const { return server.serverPort(); }
    QString base(const QString &path = u"/log/"_s) const
    {
        return u"http://127.0.0.1:%1%2"_s.arg(port()).arg(path);
    }

    static QByteArray head(int status, const QByteArray &reason, const QByteArray &extra = {})
    {
        return "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason + "\r\n" + extra
            + "Connection: close\r\n\r\n";
    }
    static void respond(QTcpSocket *socket, int status, const QByteArray &reason, const QByteArray &body,
        const QByteArray &extra = {})
    {
        socket->write(
            head(status, reason, extra + "Content-Length: " + QByteArray::number(body.size()) + "\r\n")
            + body);
        socket->disconnectFromHost();
    }
    // A long body, made piece by piece while the client reads (the server holds ~1 MB at most).
    static void pump(QTcpSocket *socket, std::function<QByteArray()> next)
    {
        auto feed = [socket, next] {
            while (socket->bytesToWrite() < MB) {
                const QByteArray piece = next();
                if (piece.isEmpty()) {
                    socket->disconnectFromHost();
                    return;
                }
                socket->write(piece);
            }
        };
        QObject::connect(socket, &QTcpSocket::bytesWritten, socket, feed);
        feed();
    }

private:
    void handle(QTcpSocket *socket, const QByteArray &text)
    {
        Request request;
        const QList<QByteArray> lines = text.left(text.indexOf("\r\n\r\n")).split('\n');
        const QByteArray target = lines.value(0).split(' ').value(1);
        request.path = target.left(target.indexOf('?') < 0 ? target.size() : target.indexOf('?'));
        for (qsizetype i = 1; i < lines.size(); ++i)
            if (const qsizetype colon = lines[i].indexOf(':'); colon > 0)
                request.headers.insert(
                    lines[i].left(colon).trimmed().toLower(), lines[i].mid(colon + 1).trimmed());
        requests.append(request);
        QObject::connect(socket, &QTcpSocket::disconnected, &server, [this] { ++closedByClient; });
        const auto route = routes.find(request.path);
        if (route == routes.end())
            respond(socket, 404, "Not Found", "no route");
        else
            route->second(socket, request);
    }
};

class FixedToken : public BearerTokenSource
{
public:
    QString token;
    QString bearerToken() const override { return token; }
    void renewRejectedToken(const QString &, QObject *context, Renewed done) override
    {
        QTimer::singleShot(0, context, [done] {
            done(SourceError::make(SourceError::Kind::Authentication, u"sign-in"_s, u"signed out"_s));
        });
    }
};

} // namespace

class tst_LogFetcher : public QObject
{
    Q_OBJECT
    LogServer m_logs; // the raw-log host (the S3 bucket)
    LogServer m_api; // GitHub's API
    QNetworkAccessManager m_nam;
    QString m_dir;
    QByteArray m_gzipLog;
    int m_supersedeRequests = 0;

    LogFetcher::Config config() const
    {
        LogFetcher::Config c;
        c.rawLogBase = QUrl(m_logs.base());
        c.gitHubApiBase = QUrl(m_api.base(u""_s));
        c.connectTimeoutMs = 5'000;
        c.readTimeoutMs = 5'000;
        return c;
    }
    JobLogLocation job(qint64 id, const QString &repo = u"pytorch/pytorch"_s, const QUrl &base = {}) const
    {
        return JobLogLocation::make(repo, id, base.isEmpty() ? QUrl(m_logs.base()) : base).value();
    }
    Result<LogStoreEntry> run(LogFetcher &fetcher, const JobLogLocation &where, bool complete = true,
        const std::function<void()> &whileRunning = {})
    {
        std::optional<Result<LogStoreEntry>> got;
        int reports = 0;
        const auto c = connect(
            &fetcher, &LogFetcher::finished, this, [&](const QString &key, const Result<LogStoreEntry> &r) {
                if (key == where.storeKey()) {
                    got = r;
                    ++reports;
                }
            });
        fetcher.fetch(where, complete);
        if (got)
            return SourceError::make(SourceError::Kind::BadData, u"test"_s, u"reported inside fetch()"_s);
        if (whileRunning)
            whileRunning();
        const bool answered = QTest::qWaitFor([&] { return got.has_value(); }, 60'000);
        QTest::qWait(20); // a second report would show here
        disconnect(c);
        if (!answered)
            return SourceError::make(SourceError::Kind::Timeout, u"test"_s, u"no answer"_s);
        if (reports != 1)
            return SourceError::make(
                SourceError::Kind::BadData, u"test"_s, u"reported %1 times"_s.arg(reports));
        return *got;
    }
    // What a failed fetch must leave: the old log, and no temporary file.
    void verifyOnlyTheOldLog(LogStore &store, const LogStoreEntry &old, const QByteArray &oldBytes)
    {
        QCOMPARE(test::readFile(old.path), oldBytes);
        QCOMPARE(QDir(m_dir).entryList(QDir::Files | QDir::Hidden),
            QStringList { QFileInfo(old.path).fileName() });
        QVERIFY(store.find(old.key).has_value());
    }

private slots:
    void initTestCase()
    {
        m_gzipLog = hw::test::gzipBytes(errorLog1());
        auto &r = m_logs.routes;
        r["/log/1"] = [this](QTcpSocket *s, const LogServer::Request &) {
            LogServer::respond(
                s, 200, "OK", m_gzipLog, "Content-Type: text/plain\r\nContent-Encoding: gzip\r\n");
        };
        r["/log/pytorch/vision/2"] = [this](QTcpSocket *s, const LogServer::Request &) {
            LogServer::respond(s, 200, "OK", m_gzipLog, "Content-Type: application/octet-stream\r\n");
        };
        r["/log/3"] = [](QTcpSocket *s, const LogServer::Request &) {
            LogServer::respond(s, 200, "OK", errorLog1(), "Content-Type: text/plain; charset=utf-8\r\n");
        };
        r["/log/10"] = [this](QTcpSocket *s, const LogServer::Request &) { // a gzip cut short, sent whole
            LogServer::respond(s, 200, "OK", m_gzipLog.left(m_gzipLog.size() / 2));
        };
        r["/log/11"] = [this](QTcpSocket *s, const LogServer::Request &) { // Content-Length, then close
            s->write(
                LogServer::head(200, "OK", "Content-Length: " + QByteArray::number(m_gzipLog.size()) + "\r\n")
                + m_gzipLog.left(m_gzipLog.size() / 2));
            s->disconnectFromHost();
        };
        r["/log/12"] = [this](QTcpSocket *s, const LogServer::Request &) { // a stall mid-body
            s->write(
                LogServer::head(200, "OK", "Content-Length: " + QByteArray::number(m_gzipLog.size()) + "\r\n")
                + m_gzipLog.left(20'000));
        };
        r["/log/13"] = [this](QTcpSocket *s, const LogServer::Request &) { // a drip that never stalls
            s->write(
                LogServer::head(200, "OK", "Content-Length: " + QByteArray::number(m_gzipLog.size()) + "\r\n")
                + m_gzipLog.left(10));
            auto *drip = new QTimer(s);
            auto at = std::make_shared<qsizetype>(10);
            QObject::connect(
                drip, &QTimer::timeout, s, [this, s, at] { s->write(m_gzipLog.mid((*at)++, 1)); });
            drip->start(50);
        };
        r["/log/14"] = [](QTcpSocket *s, const LogServer::Request &) {
            LogServer::respond(s, 404, "Not Found", "<Error><Code>NoSuchKey</Code></Error>");
        };
        r["/log/15"] = [](QTcpSocket *s, const LogServer::Request &) {
            LogServer::respond(s, 403, "Forbidden",
                "<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>",
                "Content-Type: application/xml\r\n");
        };
        r["/log/16"] = [](QTcpSocket *s, const LogServer::Request &) {
            LogServer::respond(s, 500, "Internal Server Error", "<Error><Code>InternalError</Code></Error>");
        };
        r["/log/17"] = [](QTcpSocket *s, const LogServer::Request &) {
            LogServer::respond(s, 429, "Too Many Requests", "slow down", "Retry-After: 30\r\n");
        };
        r["/log/18"] = [](QTcpSocket *s, const LogServer::Request &) {
            LogServer::respond(
                s, 503, "Slow Down", "<Error><Code>SlowDown</Code></Error>", "Retry-After: 7\r\n");
        };
        r["/log/19"] = [](QTcpSocket *s, const LogServer::Request &) { // 64 MB of text, no length
            s->write(LogServer::head(200, "OK"));
            auto left = std::make_shared<int>(64);
            LogServer::pump(
                s, [left] { return (*left)-- > 0 ? errorLog1().repeated(3).left(MB) : QByteArray(); });
        };
        r["/log/20"] = [](QTcpSocket *s, const LogServer::Request &) { // announced as 5 GB
            s->write(LogServer::head(200, "OK", "Content-Length: 5368709120\r\n") + QByteArray(1000, 'x'));
        };
        r["/log/21"] = [](QTcpSocket *s, const LogServer::Request &) { // 200 MB of gzip members
            QByteArray noise(MB, Qt::Uninitialized);
            quint32 x = 7;
            for (char &c : noise)
                c = char((x = x * 1664525u + 1013904223u) >> 24);
            const QByteArray member = hw::test::gzipBytes(noise, 1);
            const qint64 total = 200 * member.size();
            s->write(LogServer::head(200, "OK", "Content-Length: " + QByteArray::number(total) + "\r\n"));
            auto left = std::make_shared<int>(200);
            LogServer::pump(s, [left, member] { return (*left)-- > 0 ? member : QByteArray(); });
        };
        r["/log/22"] = [](QTcpSocket *s, const LogServer::Request &) { // 100 MB of plain text, chunked-less
            s->write(LogServer::head(200, "OK", "Content-Type: text/plain\r\n"));
            auto left = std::make_shared<int>(100);
            LogServer::pump(
                s, [left] { return (*left)-- > 0 ? errorLog1().repeated(3).left(MB) : QByteArray(); });
        };
        r["/log/30"] = [this](QTcpSocket *s, const LogServer::Request &) { // drips first, then answers
            if (m_supersedeRequests++ == 0)
                s->write(LogServer::head(200, "OK", "Content-Length: 100000\r\n") + "x");
            else
                LogServer::respond(s, 200, "OK", m_gzipLog);
        };
        r["/blob/1"] = [](QTcpSocket *s, const LogServer::Request &) { // GitHub's pre-signed storage
            LogServer::respond(s, 200, "OK", errorLog1(), "Content-Type: text/plain\r\n");
        };
        r["/blob/2"] = [](QTcpSocket *s, const LogServer::Request &) { // a log of several slices
            LogServer::respond(s, 200, "OK", errorLog1().repeated(30), "Content-Type: text/plain\r\n");
        };
        m_api.routes["/repos/pytorch/pytorch/actions/jobs/2/logs"]
            = [this](QTcpSocket *s, const LogServer::Request &) {
                  LogServer::respond(
                      s, 302, "Found", {}, "Location: " + m_logs.base(u"/blob/2?sig=y"_s).toUtf8() + "\r\n");
              };
        m_api.routes["/repos/pytorch/pytorch/actions/jobs/1/logs"]
            = [this](QTcpSocket *s, const LogServer::Request &q) {
                  if (q.headers.value("authorization") != "Bearer gho_signin")
                      LogServer::respond(s, 401, "Unauthorized", "{\"message\":\"Bad credentials\"}");
                  else
                      LogServer::respond(s, 302, "Found", {},
                          "Location: " + m_logs.base(u"/blob/1?sig=x"_s).toUtf8() + "\r\n");
              };
        QVERIFY(m_logs.listen());
        QVERIFY(m_api.listen());
    }

    void init()
    {
        m_dir = test::freshRuntimeDir(u"logfetcher"_s) + u"/ci.logs"_s;
        m_logs.requests.clear();
        m_api.requests.clear();
    }

    void gzipLogIsStoredWithItsTextAsSent_data()
    {
        QTest::addColumn<QString>("repo");
        QTest::addColumn<qint64>("id");
        QTest::newRow("Content-Encoding: gzip") << u"pytorch/pytorch"_s << qint64(1);
        QTest::newRow("gzip without Content-Encoding") << u"pytorch/vision"_s << qint64(2);
    }
    void gzipLogIsStoredWithItsTextAsSent()
    {
        QFETCH(QString, repo);
        QFETCH(qint64, id);
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        LogFetcher fetcher(config(), &store, &m_nam);
        QSignalSpy progress(&fetcher, &LogFetcher::progress);
        HW_ASSIGN_OK(const LogStoreEntry entry, run(fetcher, job(id, repo)));
        QVERIFY(entry.complete);
        QCOMPARE(storedText(entry.path), errorLog1()); // the bucket's text, in indexed members
        HW_ASSIGN_OK(const QByteArray back, store.readAll(entry.key));
        QCOMPARE(back, errorLog1());
        QVERIFY(!progress.isEmpty());
        QCOMPARE(progress.last().at(1).toLongLong(), m_gzipLog.size());
        QCOMPARE(progress.last().at(2).toLongLong(), m_gzipLog.size());
        QCOMPARE(m_logs.requests.size(), 1);
        QCOMPARE(m_logs.requests[0].headers.value("accept-encoding"), QByteArray("gzip"));
        QVERIFY(!m_logs.requests[0].headers.contains("authorization"));
    }

    void plainLogIsCompressedAndARunningJobIsMarked()
    {
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        LogFetcher fetcher(config(), &store, &m_nam);
        HW_ASSIGN_OK(const LogStoreEntry entry, run(fetcher, job(3), false));
        QVERIFY(!entry.complete);
        QVERIFY(entry.compressedBytes < errorLog1().size() / 4);
        HW_ASSIGN_OK(const QByteArray back, store.readAll(entry.key));
        QCOMPARE(back, errorLog1());
        // Follow mode: fetched again once the job has finished, the log replaces the running one.
        HW_ASSIGN_OK(const LogStoreEntry done, run(fetcher, job(3), true));
        QVERIFY(done.complete);
        QCOMPARE(store.entries().size(), 1);
    }

    void jobRowGivesLocationAndState()
    {
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        LogFetcher fetcher(config(), &store, &m_nam);
        JobRun row = test::JobRunBuilder(2).run(99).inProgress().url(u"https://github.com/pytorch/vision/actions/runs/99/job/2"_s);
        std::optional<Result<LogStoreEntry>> got;
        connect(&fetcher, &LogFetcher::finished, this,
            [&](const QString &, const Result<LogStoreEntry> &r) { got = r; });
        HW_ASSIGN_OK(const QString key, fetcher.fetch(row));
        QCOMPARE(key, u"pytorch_vision_2"_s);
        QVERIFY(fetcher.isFetching(key));
        QVERIFY(QTest::qWaitFor([&] { return got.has_value(); }, 20'000));
        HW_VERIFY_OK(*got);
        QVERIFY(!(*got)->complete);
        QVERIFY(!fetcher.isFetching(key));
        row.htmlUrl = u"https://github.com/nope"_s;
        QCOMPARE(fetcher.fetch(row).error().kind, SourceError::Kind::Configuration);
    }

    void failuresAreTypedAndKeepTheStoredLog_data()
    {
        QTest::addColumn<qint64>("id");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("says");
        QTest::addColumn<int>("status");
        QTest::addColumn<int>("retryAfter");
        using K = SourceError::Kind;
        QTest::newRow("truncated gzip")
            << qint64(10) << int(K::BadData) << u"the log was cut off after 0.0"_s << 0 << 0;
        QTest::newRow("Content-Length longer than the body")
            << qint64(11) << int(K::Network) << u"(the connection closed early) — press L on the cell again"_s << 200 << 0;
        QTest::newRow("stall mid-body")
            << qint64(12) << int(K::Timeout) << u"the log stopped arriving after 0.0"_s << 200 << 0;
        QTest::newRow("404") << qint64(14) << int(K::BadData) << u"no log for this job"_s << 404 << 0;
        QTest::newRow("403 is S3's missing key")
            << qint64(15) << int(K::BadData) << u"no log for this job"_s << 403 << 0;
        QTest::newRow("500") << qint64(16) << int(K::Server) << u"HTTP 500"_s << 500 << 0;
        QTest::newRow("429 + Retry-After") << qint64(17) << int(K::RateLimited) << u"HTTP 429"_s << 429 << 30;
        QTest::newRow("503 SlowDown + Retry-After")
            << qint64(18) << int(K::Server) << u"slow down"_s << 503 << 7;
        QTest::newRow("body over the cap")
            << qint64(19) << int(K::TooLarge) << u"larger than the 4 MB download limit"_s << 200 << 0;
        QTest::newRow("length over the cap")
            << qint64(20) << int(K::TooLarge) << u"larger than the 4 MB download limit"_s << 200 << 0;
        QTest::newRow("no such route")
            << qint64(999) << int(K::BadData) << u"no log for this job"_s << 404 << 0;
    }
    void failuresAreTypedAndKeepTheStoredLog()
    {
        QFETCH(qint64, id);
        QFETCH(int, kind);
        QFETCH(QString, says);
        QFETCH(int, status);
        QFETCH(int, retryAfter);
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        HW_ASSIGN_OK(
            const LogStoreEntry old, store.put(job(id).storeKey(), "the log fetched before\n", true));
        const QByteArray oldBytes = test::readFile(old.path);
        LogFetcher::Config c = config();
        c.readTimeoutMs = 700;
        c.maxDownloadBytes = 4 * MB;
        LogFetcher fetcher(c, &store, &m_nam);
        const Result<LogStoreEntry> r = run(fetcher, job(id));
        QVERIFY(!r.ok());
        QVERIFY2(r.error().message.contains(says), qPrintable(r.error().message));
        QCOMPARE(int(r.error().kind), kind);
        QCOMPARE(r.error().httpStatus, status);
        QCOMPARE(r.error().retryAfterSeconds, retryAfter);
        QCOMPARE(r.error().source, u"logs"_s);
        verifyOnlyTheOldLog(store, old, oldBytes);
    }

    void dripThatNeverStallsMeetsTheDeadline()
    {
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        LogFetcher::Config c = config();
        c.requestTimeoutMs = 1'000;
        LogFetcher fetcher(c, &store, &m_nam);
        const Result<LogStoreEntry> r = run(fetcher, job(13));
        QCOMPARE(r.error().kind, SourceError::Kind::Timeout);
        QVERIFY2(
            r.error().message.contains(u"no complete response within 1 s"_s), qPrintable(r.error().message));
        QVERIFY(store.entries().isEmpty());
        QVERIFY(QDir(m_dir).entryList(QDir::Files | QDir::Hidden).isEmpty());
    }

    void cancelMidBody()
    {
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        HW_ASSIGN_OK(
            const LogStoreEntry old, store.put(job(13).storeKey(), "the log fetched before\n", true));
        const QByteArray oldBytes = test::readFile(old.path);
        LogFetcher fetcher(config(), &store, &m_nam);
        QSignalSpy progress(&fetcher, &LogFetcher::progress);
        const Result<LogStoreEntry> r = run(fetcher, job(13), true, [&] {
            QVERIFY(QTest::qWaitFor([&] { return !progress.isEmpty(); }, 10'000));
            QVERIFY(QTest::qWaitFor(
                [&] {
                    return QDir(m_dir).entryList({ u".*.part"_s }, QDir::Files | QDir::Hidden).size() == 1;
                },
                5000));
            QCOMPARE(progress.last().at(2).toLongLong(), m_gzipLog.size());
            fetcher.cancel(job(13).storeKey());
        });
        QCOMPARE(r.error().kind, SourceError::Kind::Cancelled);
        QVERIFY(!fetcher.isFetching(job(13).storeKey()));
        verifyOnlyTheOldLog(store, old, oldBytes);
        QVERIFY(QTest::qWaitFor([&] { return m_logs.closedByClient > 0; }, 5000)); // the transfer stopped
    }

    void onlyTheNewestFetchOfAJobCounts()
    {
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        LogFetcher fetcher(config(), &store, &m_nam);
        m_supersedeRequests = 0;
        int reports = 0;
        connect(&fetcher, &LogFetcher::finished, this,
            [&](const QString &, const Result<LogStoreEntry> &) { ++reports; });
        fetcher.fetch(job(30), true);
        QVERIFY(QTest::qWaitFor([&] { return m_supersedeRequests == 1; }, 10'000));
        const Result<LogStoreEntry> r = run(fetcher, job(30)); // supersedes the first, which never reports
        HW_VERIFY_OK(r);
        QCOMPARE(reports, 1);
        QCOMPARE(storedText(r->path), errorLog1());
        QCOMPARE(QDir(m_dir).entryList(QDir::Files | QDir::Hidden).size(), 1);
    }

    void oversizedBodyIsStreamedNotBuffered()
    {
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        LogFetcher fetcher(config(), &store, &m_nam);
        QVERIFY2(hw::test::resetPeakRss(), "Linux's /proc/self/clear_refs resets the peak resident set size");
        const qint64 rssBefore = hw::test::procStatusKb("VmRSS:");
        QSignalSpy progress(&fetcher, &LogFetcher::progress);
        QElapsedTimer clock;
        clock.start();
        HW_ASSIGN_OK(const LogStoreEntry entry, run(fetcher, job(21)));
        const qint64 peakGrowthMb = (hw::test::procStatusKb("VmHWM:") - rssBefore) / 1024;
        qInfo("200 MB gzip log: %lld bytes stored in %lld ms, %lld progress reports, peak RSS growth %lld MB",
            entry.compressedBytes, clock.elapsed(), qint64(progress.size()), peakGrowthMb);
        QVERIFY(entry.compressedBytes > 200 * MB);
        QVERIFY2(peakGrowthMb < 64 + hw::test::kSanitizerAllowanceMb, qPrintable(u"peak growth %1 MB"_s.arg(peakGrowthMb)));
        HW_VERIFY_OK(store.remove(entry.key));
    }

    void plainBodyIsCompressedAsItStreams()
    {
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        LogFetcher fetcher(config(), &store, &m_nam);
        QVERIFY2(hw::test::resetPeakRss(), "Linux's /proc/self/clear_refs resets the peak resident set size");
        const qint64 rssBefore = hw::test::procStatusKb("VmRSS:");
        QElapsedTimer clock;
        clock.start();
        HW_ASSIGN_OK(const LogStoreEntry entry, run(fetcher, job(22)));
        const qint64 peakGrowthMb = (hw::test::procStatusKb("VmHWM:") - rssBefore) / 1024;
        qInfo("100 MB plain log: %lld bytes stored in %lld ms, peak RSS growth %lld MB",
            entry.compressedBytes, clock.elapsed(), peakGrowthMb);
        QVERIFY(entry.compressedBytes < 20 * MB);
        QVERIFY2(peakGrowthMb < 64 + hw::test::kSanitizerAllowanceMb, qPrintable(u"peak growth %1 MB"_s.arg(peakGrowthMb)));
        HW_ASSIGN_OK(const QByteArray back, store.readAll(entry.key, 200 * MB));
        QCOMPARE(back.size(), 100 * MB);
        QVERIFY(back.startsWith(errorLog1()));
    }

    void cancelWhileStoringTheGitHubBody()
    {
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        LogFetcher::Config c = config();
        c.viaGitHubApi = true;
        LogFetcher fetcher(c, &store, &m_nam);
        // The body has arrived (progress says so); it is being compressed slice by slice.
        connect(&fetcher, &LogFetcher::progress, this, [&](const QString &key, qint64, qint64) {
            QTimer::singleShot(0, &fetcher, [&fetcher, key] { fetcher.cancel(key); });
        });
        const Result<LogStoreEntry> r = run(fetcher, job(2));
        QCOMPARE(r.error().kind, SourceError::Kind::Cancelled);
        QTest::qWait(100); // on purpose: a cancelled fetch's write would land by now
        QVERIFY(store.entries().isEmpty());
        QVERIFY(QDir(m_dir).entryList(QDir::Files | QDir::Hidden).isEmpty());
    }

    void gitHubRouteSendsTheTokenToTheApiOnly()
    {
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        FixedToken tokens;
        tokens.token = u"gho_signin"_s;
        LogFetcher::Config c = config();
        c.viaGitHubApi = true;
        LogFetcher viaApi(c, &store, &m_nam, &tokens);
        HW_ASSIGN_OK(const LogStoreEntry entry, run(viaApi, job(1)));
        HW_ASSIGN_OK(const QByteArray back, store.readAll(entry.key));
        QCOMPARE(back, errorLog1()); // GitHub's plain text, compressed on the way in
        QCOMPARE(m_api.requests.size(), 1);
        QCOMPARE(m_api.requests[0].headers.value("authorization"), QByteArray("Bearer gho_signin"));
        QCOMPARE(m_logs.requests.size(), 1);
        QCOMPARE(m_logs.requests[0].path, QByteArray("/blob/1"));
        QVERIFY(!m_logs.requests[0].headers.contains("authorization"));
        // The raw route with a sign-in present: still no token to the bucket.
        LogFetcher raw(config(), &store, &m_nam, &tokens);
        HW_VERIFY_OK(run(raw, job(1)));
        QCOMPARE(m_logs.requests.size(), 2);
        QVERIFY(!m_logs.requests[1].headers.contains("authorization"));
        for (const LogServer::Request &q : std::as_const(m_logs.requests))
            for (const QByteArray &value : q.headers)
                QVERIFY(!value.contains("gho_signin"));
    }

    void gitHubRouteStoresALargeLogInSlices()
    {
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        LogFetcher::Config c = config();
        c.viaGitHubApi = true;
        LogFetcher fetcher(c, &store, &m_nam);
        QSignalSpy progress(&fetcher, &LogFetcher::progress);
        HW_ASSIGN_OK(const LogStoreEntry entry, run(fetcher, job(2)));
        HW_ASSIGN_OK(const QByteArray back, store.readAll(entry.key));
        QCOMPARE(back.size(), errorLog1().size() * 30);
        QVERIFY(back == errorLog1().repeated(30));
        QCOMPARE(progress.last().at(1).toLongLong(), back.size());
        QVERIFY(!m_logs.requests.last().headers.contains("authorization"));
    }

    void gitHubRefusalKeepsTheStoredLog()
    {
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        HW_ASSIGN_OK(const LogStoreEntry old, store.put(job(1).storeKey(), "the log fetched before\n", true));
        const QByteArray oldBytes = test::readFile(old.path);
        FixedToken tokens;
        tokens.token = u"gho_revoked"_s;
        LogFetcher::Config c = config();
        c.viaGitHubApi = true;
        LogFetcher fetcher(c, &store, &m_nam, &tokens);
        const Result<LogStoreEntry> r = run(fetcher, job(1));
        QCOMPARE(r.error().kind, SourceError::Kind::Authentication);
        verifyOnlyTheOldLog(store, old, oldBytes);
    }

    void plainHttpToARemoteHostAndUntrustedTlsAreRefused()
    {
        LogStore store(m_dir);
        HW_VERIFY_OK(store.open());
        LogFetcher fetcher(config(), &store, &m_nam);
        const Result<LogStoreEntry> insecure
            = run(fetcher, job(1, u"pytorch/pytorch"_s, QUrl(u"http://logs.example.com/log/"_s)));
        QCOMPARE(insecure.error().kind, SourceError::Kind::Configuration);
        QVERIFY2(insecure.error().message.contains(u"plain http://"_s), qPrintable(insecure.error().message));
        test::SelfSignedTlsServer tls;
        QVERIFY2(tls.start(u"logfetcher-tls"_s), qPrintable(tls.error()));
        const Result<LogStoreEntry> untrusted = run(
            fetcher, job(1, u"pytorch/pytorch"_s, QUrl(u"https://127.0.0.1:%1/log/"_s.arg(tls.port()))));
        QCOMPARE(untrusted.error().kind, SourceError::Kind::Tls);
        QVERIFY(tls.received().isEmpty());
        QVERIFY(store.entries().isEmpty());
    }
};

HW_TEST_GUILESS_MAIN(tst_LogFetcher)
#include "tst_LogFetcher.moc"
