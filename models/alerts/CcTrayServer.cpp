#include "CcTrayServer.h"

#include "net/LoopbackHostHeader.h"

#include <QCoreApplication>
#include <QPointer>
#include <QTcpSocket>
#include <QTimer>

#include <memory>

namespace hw {

namespace {

QByteArray response(int status, const char *reason, const QByteArray &type, const QByteArray &body, bool head)
{
    QByteArray out = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason + "\r\n";
    out += "Content-Type: " + type + "\r\n";
    out += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    out += "Cache-Control: no-cache\r\nConnection: close\r\n\r\n";
    if (!head)
        out += body;
    return out;
}

} // namespace

CcTrayServer::CcTrayServer(QObject *parent) : QObject(parent)
{
    connect(&m_server, &QTcpServer::newConnection, this, &CcTrayServer::onConnection);
}

Result<quint16> CcTrayServer::listen(quint16 port)
{
    if (m_server.isListening())
        return m_server.serverPort();
    if (!m_server.listen(QHostAddress::LocalHost, port))
        return SourceError::make(SourceError::Kind::Configuration, QStringLiteral("cctray"),
            QCoreApplication::translate("CcTrayServer", "cannot serve cctray.xml on 127.0.0.1:%1: %2 — pick another port")
                .arg(port)
                .arg(m_server.errorString()));
    return m_server.serverPort();
}

void CcTrayServer::close()
{
    m_server.close();
}

void CcTrayServer::onConnection()
{
    while (QTcpSocket *socket = m_server.nextPendingConnection()) {
        QPointer<QTcpSocket> guard(socket);
        connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        // A client that never finishes its request is dropped.
        QTimer::singleShot(kRequestTimeoutMs, socket, [guard] {
            if (guard)
                guard->abort();
        });
        auto buffer = std::make_shared<QByteArray>();
        connect(socket, &QTcpSocket::readyRead, this, [this, socket, buffer] {
            *buffer += socket->readAll();
            if (buffer->size() > kMaxRequestBytes) {
                socket->write(response(431, "Request Header Fields Too Large", "text/plain", "too large\n", false));
                socket->disconnectFromHost();
                return;
            }
            if (!buffer->contains("\r\n\r\n"))
                return; // more to come
            const QList<QByteArray> first = buffer->left(buffer->indexOf("\r\n")).split(' ');
            const QByteArray method = first.value(0);
            const QByteArray path = first.value(1).split('?').value(0);
            const bool head = method == "HEAD";
            ++m_requests;
            disconnect(socket, &QTcpSocket::readyRead, this, nullptr); // one request per connection
            // A page reaching us through DNS rebinding names its own host: it reads nothing.
            if (!LoopbackHostHeader::accepts(*buffer, m_server.serverPort()))
                socket->write(response(421, "Misdirected Request", "text/plain",
                                       "the feed is served as http://127.0.0.1:" + QByteArray::number(m_server.serverPort())
                                           + "/cctray.xml only\n",
                                       false));
            else if (method != "GET" && !head)
                socket->write(response(405, "Method Not Allowed", "text/plain", "GET only\n", false));
            else if (path != "/cctray.xml" && path != "/cc.xml")
                socket->write(response(404, "Not Found", "text/plain", "the feed is /cctray.xml\n", head));
            else
                socket->write(response(200, "OK", "application/xml; charset=utf-8", m_xml, head));
            socket->disconnectFromHost();
        });
    }
}

} // namespace hw
