#include "LoopbackRedirectReceiver.h"

#include "OAuthResponse.h"
#include "net/LoopbackHostHeader.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QTcpSocket>

using namespace Qt::StringLiterals;

namespace hw {

namespace {
struct ReceiverText {
    Q_DECLARE_TR_FUNCTIONS(ReceiverText)
};
} // namespace

LoopbackRedirectReceiver::LoopbackRedirectReceiver(QObject *parent)
    : QObject(parent)
{
    m_timeout.setSingleShot(true);
    connect(&m_timeout, &QTimer::timeout, this, [this] {
        if (m_done)
            return;
        finish();
        QString message = ReceiverText::tr("no answer came back from the browser in time — sign in again");
        // Said when the flow ends, so that a stale tab or a forging program is seen.
        if (m_wrongStates > 0)
            message += u" ("_s
                + ReceiverText::tr("%n request(s) with a wrong state were ignored: an old sign-in tab, or another "
                                   "program on this computer",
                      nullptr, m_wrongStates)
                + u')';
        emit failed(SourceError::make(SourceError::Kind::Timeout, OAuthResponse::source(), message));
    });
    connect(&m_server, &QTcpServer::newConnection, this, &LoopbackRedirectReceiver::onNewConnection);
}

LoopbackRedirectReceiver::~LoopbackRedirectReceiver()
{
    m_done = true;
    close();
}

Result<void> LoopbackRedirectReceiver::listen(
    const QString &expectedState, int timeoutMs, const QString &path)
{
    m_state = expectedState;
    m_path = path.startsWith(u'/') ? path : u'/' + path;
    m_done = false;
    m_wrongStates = 0;
    // IPv4 loopback literally: the redirect URI names 127.0.0.1, and nothing else may reach us.
    if (!m_server.listen(QHostAddress::LocalHost, 0))
        return SourceError::make(SourceError::Kind::Network, OAuthResponse::source(),
            ReceiverText::tr("cannot listen on 127.0.0.1 for the sign-in answer: %1 — use File ▸ Sign in with a code on "
                             "another device")
                .arg(m_server.errorString()));
    m_timeout.start(timeoutMs);
    return {};
}

QUrl LoopbackRedirectReceiver::redirectUri() const
{
    QUrl url;
    url.setScheme(u"http"_s);
    url.setHost(u"127.0.0.1"_s);
    url.setPort(port());
    url.setPath(m_path);
    return url;
}

void LoopbackRedirectReceiver::close()
{
    m_done = true; // nothing is reported after close()
    m_timeout.stop();
    m_server.close();
    const auto sockets = m_pending.keys();
    m_pending.clear();
    for (QTcpSocket *s : sockets) {
        s->disconnect(this);
        s->abort();
        s->deleteLater();
    }
}

void LoopbackRedirectReceiver::finish()
{
    m_done = true;
    m_timeout.stop();
    m_server.close(); // pending sockets get their answer first, then go
}

void LoopbackRedirectReceiver::onNewConnection()
{
    while (QTcpSocket *socket = m_server.nextPendingConnection()) {
        if (m_done) {
            socket->abort();
            socket->deleteLater();
            continue;
        }
        m_pending.insert(socket, {});
        // A client that connects and says nothing is dropped after a while.
        auto *idle = new QTimer(socket);
        idle->setSingleShot(true);
        connect(idle, &QTimer::timeout, socket, [this, socket] {
            m_pending.remove(socket);
            socket->abort();
            socket->deleteLater();
        });
        idle->start(ConnectionTimeoutMs);
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
            m_pending.remove(socket);
            socket->deleteLater();
        });
    }
}

void LoopbackRedirectReceiver::onReadyRead(QTcpSocket *socket)
{
    auto it = m_pending.find(socket);
    if (it == m_pending.end())
        return;
    it->append(socket->read(MaxRequestBytes + 1 - it->size()));
    const qsizetype headerEnd = it->indexOf("\r\n\r\n");
    if (headerEnd < 0) {
        if (it->size() > MaxRequestBytes)
            respond(socket, 431, "Request Header Fields Too Large", ReceiverText::tr("Request too large."));
        return;
    }
    const QByteArray requestLine = it->left(it->indexOf("\r\n"));
    const QList<QByteArray> parts = requestLine.split(' ');
    if (parts.size() != 3 || parts[0] != "GET" || !parts[2].startsWith("HTTP/1.")) {
        respond(socket, 404, "Not Found", ReceiverText::tr("Not found."));
        return;
    }
    // DNS rebinding: a web page that reaches us under its own name is not the browser coming back.
    if (!LoopbackHostHeader::accepts(*it, port())) {
        respond(socket, 421, "Misdirected Request", ReceiverText::tr("Not found."));
        return;
    }
    const QUrl target(QString::fromLatin1(parts[1]), QUrl::StrictMode);
    if (!target.isValid() || target.path() != m_path || m_done) {
        respond(socket, 404, "Not Found", ReceiverText::tr("Not found."));
        return;
    }
    const QUrlQuery query(target);
    if (query.queryItemValue(u"state"_s, QUrl::FullyDecoded) != m_state || m_state.isEmpty()) {
        // Not the answer to our request (RFC 6749 §10.12): refused, but it does not end the wait,
        // or any local program (or a page that finds the port) could stop every sign-in.
        ++m_wrongStates;
        respond(socket, 400, "Bad Request",
            ReceiverText::tr("HUD Watch ignored this sign-in answer: it does not belong to the sign-in HUD Watch is "
                             "waiting for. If you started a sign-in, finish it in the tab HUD Watch opened."));
        return;
    }
    const bool refused = query.hasQueryItem(u"error"_s);
    respond(socket, 200, "OK",
        refused
            ? ReceiverText::tr("Sign-in was not completed. You can close this tab and return to HUD Watch.")
            : ReceiverText::tr("Signed in to HUD Watch. You can close this tab."));
    finish();
    emit received(query);
}

void LoopbackRedirectReceiver::respond(
    QTcpSocket *socket, int status, const QByteArray &reason, const QString &text)
{
    m_pending.remove(socket);
    const QByteArray body
        = "<!DOCTYPE html><html><head><meta charset=\"utf-8\"><title>HUD Watch</title></head>"
          "<body><p>"
        + text.toHtmlEscaped().toUtf8() + "</p></body></html>\n";
    // No caching, no referrer leaking the code to whatever the user opens next.
    socket->write("HTTP/1.1 " + QByteArray::number(status) + ' ' + reason
        + "\r\n"
          "Content-Type: text/html; charset=utf-8\r\n"
          "Cache-Control: no-store\r\n"
          "Referrer-Policy: no-referrer\r\n"
          "Connection: close\r\n"
          "Content-Length: "
        + QByteArray::number(body.size()) + "\r\n\r\n" + body);
    socket->flush(); // out before the receiver (and this socket with it) may be deleted
    socket->disconnectFromHost();
}

} // namespace hw
