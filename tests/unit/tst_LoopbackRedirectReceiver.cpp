#include "auth/LoopbackRedirectReceiver.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QHostAddress>
#include <QNetworkInterface>
#include <QSignalSpy>
#include <QTcpSocket>
#include <QTest>
#include <QTimer>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {
// Sends raw bytes to the receiver and returns everything it answers until it closes the
// connection (or the time runs out). Waits in an event loop: the receiver is on this thread.
QByteArray exchange(quint16 port, const QByteArray &request, int timeoutMs = 3'000)
{
    QTcpSocket socket;
    QByteArray answer;
    QEventLoop loop;
    QObject::connect(&socket, &QTcpSocket::connected, &socket, [&] { socket.write(request); });
    QObject::connect(&socket, &QTcpSocket::readyRead, &socket, [&] { answer += socket.readAll(); });
    QObject::connect(&socket, &QTcpSocket::disconnected, &loop, &QEventLoop::quit);
    QObject::connect(&socket, &QTcpSocket::errorOccurred, &loop, &QEventLoop::quit);
    QTimer::singleShot(timeoutMs, &loop, &QEventLoop::quit);
    socket.connectToHost(QHostAddress::LocalHost, port);
    loop.exec();
    answer += socket.readAll();
    return answer;
}

QByteArray get(const QByteArray &target)
{
    return "GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: test\r\n\r\n";
}

bool canConnect(const QHostAddress &address, quint16 port)
{
    QTcpSocket socket;
    QEventLoop loop;
    bool connected = false;
    QObject::connect(&socket, &QTcpSocket::connected, &loop, [&] {
        connected = true;
        loop.quit();
    });
    QObject::connect(&socket, &QTcpSocket::errorOccurred, &loop, &QEventLoop::quit);
    QTimer::singleShot(2'000, &loop, &QEventLoop::quit);
    socket.connectToHost(address, port);
    loop.exec();
    return connected;
}
} // namespace

class tst_LoopbackRedirectReceiver : public QObject
{
    Q_OBJECT
private slots:
    void listensOnLoopbackOnly()
    {
        LoopbackRedirectReceiver receiver;
        QVERIFY(receiver.listen(u"s1"_s, 10'000).ok());
        QVERIFY(receiver.port() > 0);
        QCOMPARE(receiver.redirectUri().host(), u"127.0.0.1"_s);
        QCOMPARE(receiver.redirectUri().path(), u"/callback"_s);
        QVERIFY(canConnect(QHostAddress::LocalHost, receiver.port()));
        // Not reachable through any other address of this machine (RFC 8252 §8.3).
        int tried = 0;
        for (const QHostAddress &a : QNetworkInterface::allAddresses()) {
            if (a.isLoopback() || a.protocol() != QAbstractSocket::IPv4Protocol)
                continue;
            ++tried;
            QVERIFY2(!canConnect(a, receiver.port()), qPrintable(a.toString()));
        }
        QVERIFY(!canConnect(QHostAddress::LocalHostIPv6, receiver.port()));
        if (tried == 0)
            qInfo("no non-loopback IPv4 address on this machine; checked ::1 only");
    }
    void takesTheRedirectAndCloses()
    {
        LoopbackRedirectReceiver receiver;
        QSignalSpy received(&receiver, &LoopbackRedirectReceiver::received);
        QSignalSpy failed(&receiver, &LoopbackRedirectReceiver::failed);
        QVERIFY(receiver.listen(u"st-ate_1"_s, 10'000).ok());
        const quint16 port = receiver.port();
        const QByteArray answer = exchange(port, get("/callback?code=abc%2Bdef&state=st-ate_1&iss=x"));
        QVERIFY2(answer.startsWith("HTTP/1.1 200"), answer.constData());
        QVERIFY(answer.contains("You can close this tab"));
        QVERIFY(answer.contains("Cache-Control: no-store"));
        QCOMPARE(received.size(), 1);
        QCOMPARE(failed.size(), 0);
        const auto query = received.at(0).at(0).value<QUrlQuery>();
        QCOMPARE(query.queryItemValue(u"code"_s, QUrl::FullyDecoded), u"abc+def"_s);
        QVERIFY(!receiver.isListening());
        QVERIFY(!canConnect(QHostAddress::LocalHost, port));
    }
    void otherRequestsGet404AndAreIgnored()
    {
        LoopbackRedirectReceiver receiver;
        QSignalSpy received(&receiver, &LoopbackRedirectReceiver::received);
        QSignalSpy failed(&receiver, &LoopbackRedirectReceiver::failed);
        QVERIFY(receiver.listen(u"s"_s, 10'000).ok());
        QVERIFY(exchange(receiver.port(), get("/favicon.ico")).startsWith("HTTP/1.1 404"));
        QVERIFY(exchange(receiver.port(), get("/callbackx?code=a&state=s")).startsWith("HTTP/1.1 404"));
        QVERIFY(
            exchange(receiver.port(), "POST /callback?code=a&state=s HTTP/1.1\r\nContent-Length: 0\r\n\r\n")
                .startsWith("HTTP/1.1 404"));
        QVERIFY(exchange(receiver.port(), "garbage\r\n\r\n").startsWith("HTTP/1.1 404"));
        QCOMPARE(received.size(), 0);
        QCOMPARE(failed.size(), 0);
        QVERIFY(receiver.isListening());
        QVERIFY(exchange(receiver.port(), get("/callback?code=a&state=s")).startsWith("HTTP/1.1 200"));
        QCOMPARE(received.size(), 1);
    }
    void oversizedRequestIsRefused()
    {
        LoopbackRedirectReceiver receiver;
        QSignalSpy received(&receiver, &LoopbackRedirectReceiver::received);
        QVERIFY(receiver.listen(u"s"_s, 10'000).ok());
        const QByteArray huge = "GET /callback?state=s&code="
            + QByteArray(LoopbackRedirectReceiver::MaxRequestBytes + 100, 'a');
        const QByteArray answer = exchange(receiver.port(), huge);
        QVERIFY2(answer.startsWith("HTTP/1.1 431"), answer.left(100).constData());
        QCOMPARE(received.size(), 0);
        QVERIFY(receiver.isListening());
    }
    void wrongStateFailsTheAttempt()
    {
        LoopbackRedirectReceiver receiver;
        QSignalSpy received(&receiver, &LoopbackRedirectReceiver::received);
        QSignalSpy failed(&receiver, &LoopbackRedirectReceiver::failed);
        QVERIFY(receiver.listen(u"expected"_s, 10'000).ok());
        QVERIFY(exchange(receiver.port(), get("/callback?code=a&state=forged")).startsWith("HTTP/1.1 400"));
        QCOMPARE(received.size(), 0);
        QCOMPARE(failed.size(), 1);
        QCOMPARE(failed.at(0).at(0).value<SourceError>().kind, SourceError::Kind::Authentication);
        QVERIFY(!receiver.isListening());
        // No state at all is just as wrong.
        LoopbackRedirectReceiver second;
        QSignalSpy secondFailed(&second, &LoopbackRedirectReceiver::failed);
        QVERIFY(second.listen(u"expected"_s, 10'000).ok());
        QVERIFY(exchange(second.port(), get("/callback?code=a")).startsWith("HTTP/1.1 400"));
        QCOMPARE(secondFailed.size(), 1);
    }
    void timesOut()
    {
        LoopbackRedirectReceiver receiver;
        QSignalSpy failed(&receiver, &LoopbackRedirectReceiver::failed);
        QVERIFY(receiver.listen(u"s"_s, 200).ok());
        const quint16 port = receiver.port();
        QVERIFY(failed.wait(3'000));
        QCOMPARE(failed.at(0).at(0).value<SourceError>().kind, SourceError::Kind::Timeout);
        QVERIFY(!receiver.isListening());
        QVERIFY(!canConnect(QHostAddress::LocalHost, port));
    }
    void silentClientIsDropped()
    {
        LoopbackRedirectReceiver receiver;
        QVERIFY(receiver.listen(u"s"_s, 20'000).ok());
        QElapsedTimer t;
        t.start();
        const QByteArray answer = exchange(receiver.port(), "GET /callback", 15'000);
        QVERIFY(answer.isEmpty());
        QVERIFY2(t.elapsed() < 10'000, "the idle connection was not dropped");
        QVERIFY(receiver.isListening());
    }
};

QTEST_GUILESS_MAIN(tst_LoopbackRedirectReceiver)
#include "tst_LoopbackRedirectReceiver.moc"
