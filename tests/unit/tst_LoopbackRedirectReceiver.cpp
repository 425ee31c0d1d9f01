#include "TestRegistry.h"

#include "auth/LoopbackRedirectReceiver.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QHostAddress>
#include <QNetworkInterface>
#include <QRegularExpression>
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

// What a browser sends for http://127.0.0.1:<port><target>.
QByteArray get(quint16 port, const QByteArray &target, const QByteArray &host = "127.0.0.1")
{
    return "GET " + target + " HTTP/1.1\r\nHost: " + host + ':' + QByteArray::number(port)
        + "\r\nUser-Agent: test\r\n\r\n";
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
        const QByteArray answer = exchange(port, get(port, "/callback?code=abc%2Bdef&state=st-ate_1&iss=x"));
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
        QVERIFY(exchange(receiver.port(), get(receiver.port(), "/favicon.ico")).startsWith("HTTP/1.1 404"));
        QVERIFY(exchange(receiver.port(), get(receiver.port(), "/callbackx?code=a&state=s")).startsWith("HTTP/1.1 404"));
        QVERIFY(
            exchange(receiver.port(), "POST /callback?code=a&state=s HTTP/1.1\r\nContent-Length: 0\r\n\r\n")
                .startsWith("HTTP/1.1 404"));
        QVERIFY(exchange(receiver.port(), "garbage\r\n\r\n").startsWith("HTTP/1.1 404"));
        QCOMPARE(received.size(), 0);
        QCOMPARE(failed.size(), 0);
        QVERIFY(receiver.isListening());
        QVERIFY(exchange(receiver.port(), get(receiver.port(), "/callback?code=a&state=s")).startsWith("HTTP/1.1 200"));
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
    void wrongStateIsIgnoredUntilTheRightOne()
    {
        // A forged or stale answer must not end the sign-in: any local program could send one.
        LoopbackRedirectReceiver receiver;
        QSignalSpy received(&receiver, &LoopbackRedirectReceiver::received);
        QSignalSpy failed(&receiver, &LoopbackRedirectReceiver::failed);
        QVERIFY(receiver.listen(u"expected"_s, 10'000).ok());
        const quint16 port = receiver.port();
        for (const QByteArray &target : {QByteArray("/callback?code=a&state=forged"), QByteArray("/callback?code=a")}) {
            const QByteArray answer = exchange(port, get(port, target));
            QVERIFY2(answer.startsWith("HTTP/1.1 400"), answer.constData());
            QVERIFY2(answer.contains("ignored this sign-in answer"), answer.constData());
            QVERIFY(!answer.contains("close this tab"));
        }
        QCOMPARE(failed.size(), 0);
        QCOMPARE(received.size(), 0);
        QVERIFY(receiver.isListening());
        QCOMPARE(receiver.wrongStatesIgnored(), 2);
        QVERIFY(exchange(port, get(port, "/callback?code=right&state=expected")).startsWith("HTTP/1.1 200"));
        QCOMPARE(received.size(), 1);
        QCOMPARE(received.at(0).at(0).value<QUrlQuery>().queryItemValue(u"code"_s), u"right"_s);
        QCOMPARE(failed.size(), 0);
    }
    void ignoredWrongStatesAreCountedAtTheEnd()
    {
        LoopbackRedirectReceiver receiver;
        QSignalSpy failed(&receiver, &LoopbackRedirectReceiver::failed);
        QVERIFY(receiver.listen(u"expected"_s, 1'000).ok());
        const quint16 port = receiver.port();
        for (int i = 0; i < 3; ++i)
            QVERIFY(exchange(port, get(port, "/callback?code=a&state=stale")).startsWith("HTTP/1.1 400"));
        QVERIFY(failed.wait(5'000));
        const auto error = failed.at(0).at(0).value<SourceError>();
        QCOMPARE(error.kind, SourceError::Kind::Timeout);
        // "request(s)" without a translator; the English translation says "requests".
        QVERIFY2(error.message.contains(QRegularExpression(u"\\b3 request(s|\\(s\\)) with a wrong state were ignored"_s)),
                 qPrintable(error.message));
    }
    void anotherHostIsMisdirected()
    {
        // DNS rebinding: a page under its own name reaching 127.0.0.1 is not the browser coming back.
        LoopbackRedirectReceiver receiver;
        QSignalSpy received(&receiver, &LoopbackRedirectReceiver::received);
        QVERIFY(receiver.listen(u"s"_s, 10'000).ok());
        const quint16 port = receiver.port();
        QVERIFY(exchange(port, get(port, "/callback?code=a&state=s", "attacker.example")).startsWith("HTTP/1.1 421"));
        QVERIFY(exchange(port, "GET /callback?code=a&state=s HTTP/1.1\r\n\r\n").startsWith("HTTP/1.1 421"));
        QCOMPARE(received.size(), 0);
        QCOMPARE(receiver.wrongStatesIgnored(), 0);
        QVERIFY(exchange(port, get(port, "/callback?code=a&state=s", "localhost")).startsWith("HTTP/1.1 200"));
        QCOMPARE(received.size(), 1);
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

HW_TEST_GUILESS_MAIN(tst_LoopbackRedirectReceiver)
#include "tst_LoopbackRedirectReceiver.moc"
