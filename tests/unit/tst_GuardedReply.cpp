#include "net/GuardedReply.h"

#include "HeldHttpResponder.h"
#include "MisbehavingHttpServer.h"
#include "SelfSignedTlsServer.h"
#include "TestRegistry.h"

#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QNetworkProxy>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTcpServer>
#include <QTest>
#include <QThread>
#include <QTimer>

#include <functional>
#include <optional>

using namespace Qt::StringLiterals;
using hw::GuardedReply;
using hw::test::MisbehavingHttpServer;
using hw::test::SelfSignedTlsServer;
using Kind = GuardedReply::Outcome::Kind;
using Behavior = MisbehavingHttpServer::Behavior;

class tst_GuardedReply : public QObject
{
    Q_OBJECT

    std::optional<MisbehavingHttpServer> m_server; // a fresh one for every test

    struct Run {
        int doneCount = 0;
        GuardedReply::Outcome outcome;
        qint64 elapsedMs = 0;
    };

    static GuardedReply::Options options(int connectMs = 5'000, int readMs = 5'000, qint64 maxBytes = 1024 * 1024)
    {
        GuardedReply::Options o;
        o.connectTimeoutMs = connectMs;
        o.readTimeoutMs = readMs;
        o.maxBytes = maxBytes;
        return o;
    }

    QUrl serverUrl(const QString &path = u"/q"_s) const
    {
        return QUrl(u"http://127.0.0.1:%1%2"_s.arg(m_server->port()).arg(path));
    }

    QNetworkRequest postRequest() const
    {
        QNetworkRequest request(serverUrl());
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("text/plain"));
        return request;
    }

    // Runs one guarded reply to its end; `whileRunning` may poke it (abort, cancel) after start.
    // Waits a little after done() to catch a second report.
    static Run run(QNetworkReply *reply, const GuardedReply::Options &o,
                   const std::function<void(GuardedReply *)> &whileRunning = {}, int waitMs = 20'000)
    {
        Run r;
        QElapsedTimer clock;
        clock.start();
        auto *guard = new GuardedReply(reply, o);
        connect(guard, &GuardedReply::done, guard, [&r, &clock](const GuardedReply::Outcome &out) {
            ++r.doneCount;
            r.outcome = out;
            r.elapsedMs = clock.elapsed();
        });
        if (whileRunning)
            whileRunning(guard);
        (void)QTest::qWaitFor([&r] { return r.doneCount > 0; }, waitMs); // callers check doneCount
        QTest::qWait(100); // on purpose: a second (wrong) report would arrive by now
        guard->deleteLater();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        return r;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
    }

    void init()
    {
        QVERIFY(m_server.emplace().listen());
    }

    void cleanup() { m_server.reset(); }

    void okCarriesBodyStatusAndHeaders()
    {
        const QByteArray body = "line one\nline two\n";
        m_server->setBehavior(Behavior::Ok);
        m_server->setBody(body);
        QNetworkAccessManager nam;
        const Run r = run(nam.post(postRequest(), QByteArray("SELECT 1")), options());
        QCOMPARE(r.doneCount, 1);
        QCOMPARE(r.outcome.kind, Kind::Ok);
        QVERIFY(r.outcome.ok());
        QVERIFY(r.outcome.message.isEmpty());
        QCOMPARE(r.outcome.body, body);
        QCOMPARE(r.outcome.httpStatus, 200);
        QCOMPARE(r.outcome.reasonPhrase, u"OK"_s);
        QCOMPARE(r.outcome.header("content-type"), QByteArray("text/plain; charset=UTF-8"));
        QCOMPARE(r.outcome.header("CONTENT-LENGTH"), QByteArray::number(body.size()));
        QVERIFY(r.outcome.header("X-Not-There").isEmpty());
        QCOMPARE(r.outcome.url, serverUrl());
        QCOMPARE(m_server->requests().size(), 1);
        QCOMPARE(m_server->requests().first().body, QByteArray("SELECT 1"));
    }

    void httpErrorStatusIsLeftToTheCaller()
    {
        m_server->setBehavior(Behavior::Forbidden403);
        QNetworkAccessManager nam;
        const Run r = run(nam.get(QNetworkRequest(serverUrl())), options());
        QCOMPARE(r.doneCount, 1);
        QCOMPARE(r.outcome.kind, Kind::Ok);
        QCOMPARE(r.outcome.httpStatus, 403);
        QCOMPARE(r.outcome.reasonPhrase, u"Forbidden"_s);
        QCOMPARE(r.outcome.header("x-clickhouse-exception-code"), QByteArray("516"));
        QVERIFY(r.outcome.body.startsWith("Code: 516. DB::Exception"));
    }

    void connectTimeoutDuringTheTlsHandshake()
    {
        // The server accepts the TCP connection and never answers the ClientHello (a hung server):
        // the request is never sent, so only the connect timeout can end it. No proxy, no timing
        // race: Qt sends nothing before the handshake, which cannot finish.
        m_server->setBehavior(Behavior::NeverAnswer);
        QNetworkAccessManager nam;
        QNetworkRequest request(QUrl(u"https://127.0.0.1:%1/q"_s.arg(m_server->port())));
        request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("text/plain"));
        const Run r = run(nam.post(request, QByteArray("SELECT 1")), options(300, 5'000));
        QCOMPARE(r.doneCount, 1);
        QCOMPARE(r.outcome.kind, Kind::ConnectTimeout);
        QVERIFY(r.outcome.isTimeout());
        QCOMPARE(r.outcome.message, u"could not connect within 0.3 s"_s);
        QCOMPARE(r.outcome.httpStatus, 0);
        QVERIFY(r.outcome.body.isEmpty());
        // Coarse timers may fire up to 5% early.
        QVERIFY2(r.elapsedMs >= 270 && r.elapsedMs < 4'000, qPrintable(QString::number(r.elapsedMs)));
        QCOMPARE(m_server->connectionCount(), 1); // TCP was connected...
        QVERIFY(m_server->requests().isEmpty());  // ...but no HTTP request arrived
    }

    void connectTimeoutBehindASilentProxy()
    {
        // An HTTPS request through an HTTP proxy that accepts the CONNECT and never answers it:
        // the request itself is never sent, so only the connect timeout can end it.
        m_server->setBehavior(Behavior::NeverAnswer);
        QNetworkAccessManager nam;
        nam.setProxy(QNetworkProxy(QNetworkProxy::HttpProxy, u"127.0.0.1"_s, m_server->port()));
        const Run r = run(nam.get(QNetworkRequest(QUrl(u"https://hudwatch.invalid/q"_s))), options(300, 5'000));
        QCOMPARE(r.doneCount, 1);
        QCOMPARE(r.outcome.kind, Kind::ConnectTimeout);
        QCOMPARE(r.outcome.message, u"could not connect within 0.3 s"_s);
        // Coarse timers may fire up to 5% early.
        QCOMPARE(r.outcome.httpStatus, 0);
        QVERIFY2(r.elapsedMs >= 270 && r.elapsedMs < 4'000, qPrintable(QString::number(r.elapsedMs)));
        QCOMPARE(m_server->requests().size(), 1);
        QCOMPARE(m_server->requests().first().method, QByteArray("CONNECT"));
    }

    void readTimeout()
    {
        m_server->setBehavior(Behavior::NeverAnswer);
        QNetworkAccessManager nam;
        const Run r = run(nam.post(postRequest(), QByteArray("SELECT 1")), options(5'000, 400));
        QCOMPARE(r.doneCount, 1);
        QCOMPARE(r.outcome.kind, Kind::ReadTimeout);
        QCOMPARE(r.outcome.message, u"no response data for 0.4 s"_s);
        QVERIFY2(r.elapsedMs >= 360 && r.elapsedMs < 4'000, qPrintable(QString::number(r.elapsedMs)));
        QCOMPARE(m_server->requests().size(), 1); // it was sent: not a connect timeout
    }

    void requestDeadlineEndsADrippingReply()
    {
        // One byte every 100 ms keeps the 1 s read timeout from ever firing; only the overall
        // deadline can end the request.
        m_server->setBehavior(Behavior::Drip);
        m_server->setDripIntervalMs(100);
        QNetworkAccessManager nam;
        GuardedReply::Options o = options(5'000, 1'000);
        o.requestTimeoutMs = 1'500;
        const Run r = run(nam.get(QNetworkRequest(serverUrl())), o);
        QCOMPARE(r.doneCount, 1);
        QCOMPARE(r.outcome.kind, Kind::RequestTimeout);
        QVERIFY(r.outcome.isTimeout());
        QCOMPARE(r.outcome.message, u"no complete response within 1.5 s"_s);
        QCOMPARE(r.outcome.httpStatus, 200);
        QVERIFY(m_server->drippedBytes() > 0);
        QVERIFY(!r.outcome.body.isEmpty()); // what had arrived is kept, as for the other timeouts
    }

    void tooLargeByContentLength()
    {
        m_server->setBehavior(Behavior::HugeBodyWithLength);
        QNetworkAccessManager nam;
        const Run r = run(nam.get(QNetworkRequest(serverUrl())), options(5'000, 5'000, 1024 * 1024));
        QCOMPARE(r.doneCount, 1);
        QCOMPARE(r.outcome.kind, Kind::TooLarge);
        QCOMPARE(r.outcome.message, u"response larger than 1 MB"_s);
        QCOMPARE(r.outcome.httpStatus, 200);
        QVERIFY2(r.outcome.body.size() <= 1024 * 1024, qPrintable(QString::number(r.outcome.body.size())));
        QVERIFY(m_server->hugeBytesWritten() < MisbehavingHttpServer::HugeBodyBytes / 2);
    }

    void tooLargeWhileBuffering()
    {
        m_server->setBehavior(Behavior::HugeBody);
        QNetworkAccessManager nam;
        const Run r = run(nam.get(QNetworkRequest(serverUrl())), options(5'000, 5'000, 2 * 1024 * 1024));
        QCOMPARE(r.doneCount, 1);
        QCOMPARE(r.outcome.kind, Kind::TooLarge);
        QCOMPARE(r.outcome.message, u"response larger than 2 MB"_s);
        QVERIFY(r.outcome.body.size() > 2 * 1024 * 1024);
        QVERIFY(m_server->hugeBytesWritten() < MisbehavingHttpServer::HugeBodyBytes / 2);
    }

    void tooLargeMessage()
    {
        QCOMPARE(GuardedReply::tooLargeMessage(8ll * 1024 * 1024), u"response larger than 8 MB"_s);
        QCOMPARE(GuardedReply::tooLargeMessage(1536ll * 1024), u"response larger than 1.5 MB"_s);
        QCOMPARE(GuardedReply::tooLargeMessage(200ll * 1024 * 1024 + 1), u"response larger than 200 MB"_s);
    }

    void abortedWithReason()
    {
        m_server->setBehavior(Behavior::NeverAnswer);
        QNetworkAccessManager nam;
        const Run r = run(nam.get(QNetworkRequest(serverUrl())), options(5'000, 5'000), [](GuardedReply *g) {
            QTimer::singleShot(200, g, [g] {
                g->abort(u"stopped by the test"_s);
                g->abort(u"a second abort is ignored"_s);
            });
        });
        QCOMPARE(r.doneCount, 1);
        QCOMPARE(r.outcome.kind, Kind::Aborted);
        QCOMPARE(r.outcome.message, u"stopped by the test"_s);
        QVERIFY(r.elapsedMs < 4'000);
    }

    void cancelReportsNothing()
    {
        m_server->setBehavior(Behavior::NeverAnswer);
        QNetworkAccessManager nam;
        QNetworkReply *reply = nam.get(QNetworkRequest(serverUrl()));
        QPointer<QNetworkReply> watched = reply;
        const Run r = run(reply, options(5'000, 300), [](GuardedReply *g) { QTimer::singleShot(100, g, [g] { g->cancel(); }); },
                          1'000);
        QCOMPARE(r.doneCount, 0); // not even the read timeout fires after cancel()
        QTRY_VERIFY(watched.isNull()); // the reply goes with its guard
    }

    void stoppingAReplyWithAnErrorQueuedDoesNotWarn_data()
    {
        QTest::addColumn<QByteArray>("response");
        QTest::addColumn<bool>("cancel"); // else abort(reason)
        const QByteArray status401 = "HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\nConnection: close\r\n\r\n";
        const QByteArray status500 =
            "HTTP/1.1 500 Internal Server Error\r\nContent-Length: 4\r\nConnection: close\r\n\r\nboom";
        QTest::newRow("401, cancel") << status401 << true;
        QTest::newRow("500, cancel") << status500 << true;
        QTest::newRow("500, abort") << status500 << false;
    }
    void stoppingAReplyWithAnErrorQueuedDoesNotWarn()
    {
        // What a source does when one of its parallel queries fails: it stops the others, whose
        // own error may already be waiting in this thread's event queue. Stopping them must not
        // make Qt report that error a second time.
        QFETCH(QByteArray, response);
        QFETCH(bool, cancel);
        QTest::failOnWarning(QRegularExpression(u"must only be called once"_s));
        hw::test::HeldHttpResponder responder(response);
        QVERIFY(responder.startListening());
        QNetworkAccessManager nam;
        auto *guard = new GuardedReply(nam.get(QNetworkRequest(QUrl(u"http://127.0.0.1:%1/q"_s.arg(responder.port())))),
                                       options());
        int reports = 0;
        connect(guard, &GuardedReply::done, guard, [&reports] { ++reports; });
        QTRY_COMPARE(responder.requestsHeld(), 1);
        responder.release();
        QThread::msleep(300); // no events processed: Qt's HTTP thread queues the reply's error here
        if (cancel)
            guard->cancel();
        else
            guard->abort(u"stopped by the test"_s);
        QTest::qWait(300); // on purpose: what was queued is delivered, a second report with it
        QCOMPARE(reports, cancel ? 0 : 1);
        if (!cancel)
            QCOMPARE(guard->outcome().kind, Kind::Aborted);
        guard->deleteLater();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }

    void connectionRefused()
    {
        QTcpServer closed;
        QVERIFY(closed.listen(QHostAddress::LocalHost, 0));
        const quint16 port = closed.serverPort();
        closed.close();
        QNetworkAccessManager nam;
        const Run r = run(nam.get(QNetworkRequest(QUrl(u"http://127.0.0.1:%1/"_s.arg(port)))), options());
        QCOMPARE(r.doneCount, 1);
        QCOMPARE(r.outcome.kind, Kind::NetworkError);
        QCOMPARE(r.outcome.httpStatus, 0);
        QVERIFY2(r.outcome.message.contains(u"refused"_s, Qt::CaseInsensitive), qPrintable(r.outcome.message));
    }

    void truncatedBody()
    {
        m_server->setBehavior(Behavior::TruncatedBody);
        QNetworkAccessManager nam;
        const Run r = run(nam.get(QNetworkRequest(serverUrl())), options(5'000, 3'000));
        QCOMPARE(r.doneCount, 1);
        QCOMPARE(r.outcome.kind, Kind::NetworkError);
        QCOMPARE(r.outcome.httpStatus, 200);
        QVERIFY2(r.outcome.message.startsWith(u"connection closed before the whole response arrived ("_s),
                 qPrintable(r.outcome.message));
        QVERIFY(!r.outcome.body.isEmpty());
        QVERIFY(r.outcome.body.size() < 100'000);
    }

    void tlsErrorIsNeverIgnored()
    {
        SelfSignedTlsServer server;
        QVERIFY2(server.start(u"guarded-reply-tls"_s), qPrintable(server.error()));
        QNetworkAccessManager nam;
        const QUrl url(u"https://127.0.0.1:%1/q"_s.arg(server.port()));
        const Run r = run(nam.get(QNetworkRequest(url)), options());
        QCOMPARE(r.doneCount, 1);
        QCOMPARE(r.outcome.kind, Kind::TlsError);
        QVERIFY2(r.outcome.message.startsWith(u"TLS certificate verification failed: "_s), qPrintable(r.outcome.message));
        QVERIFY2(r.outcome.message.contains(u"self-signed"_s, Qt::CaseInsensitive), qPrintable(r.outcome.message));
        QVERIFY(server.received().isEmpty()); // the request never left the client
    }
};

HW_TEST_GUILESS_MAIN(tst_GuardedReply)
#include "tst_GuardedReply.moc"
