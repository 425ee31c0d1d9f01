#pragma once

#include "domain/Result.h"

#include <QByteArray>
#include <QTcpServer>

namespace hw {

// Serves the cctray.xml feed (opt-in, per profile) so CCMenu, BuildNotify and Nevergreen can
// follow HUD data: GET /cctray.xml on 127.0.0.1 only, never on another interface. Requests are
// read with a size cap and a time limit; a request whose Host is not 127.0.0.1:<port> or
// localhost:<port> (DNS rebinding) gets 421, anything else 404 or 405.
class CcTrayServer : public QObject
{
    Q_OBJECT
public:
    explicit CcTrayServer(QObject *parent = nullptr);

    // port 0: any free port. Fails with a clear message when the port is taken.
    Result<quint16> listen(quint16 port = 0);
    void close();
    quint16 port() const { return m_server.serverPort(); }
    QHostAddress address() const { return m_server.serverAddress(); }
    bool isListening() const { return m_server.isListening(); }
    void setXml(const QByteArray &xml) { m_xml = xml; }
    int requestCount() const { return m_requests; }

    static constexpr qsizetype kMaxRequestBytes = 8 * 1024;
    static constexpr int kRequestTimeoutMs = 5000;

private:
    void onConnection();

    QTcpServer m_server;
    QByteArray m_xml;
    int m_requests = 0;
};

} // namespace hw
