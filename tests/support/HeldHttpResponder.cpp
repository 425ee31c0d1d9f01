#include "HeldHttpResponder.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QTcpServer>
#include <QTcpSocket>

#include <memory>
#include <vector>

namespace hw::test {

namespace {
constexpr int WaitMs = 10'000; // every blocking wait gives up after this: a test never hangs
}

HeldHttpResponder::HeldHttpResponder(const QByteArray &response, int connections, QObject *parent)
    : QThread(parent), m_response(response), m_connections(connections)
{
}

HeldHttpResponder::~HeldHttpResponder()
{
    m_go.release(); // in case the test never released it
    wait();
}

bool HeldHttpResponder::startListening()
{
    start();
    return m_listening.tryAcquire(1, WaitMs) && m_port != 0;
}

void HeldHttpResponder::run()
{
    QTcpServer server;
    if (server.listen(QHostAddress::LocalHost, 0))
        m_port = server.serverPort();
    m_listening.release();
    if (m_port == 0)
        return;
    std::vector<std::unique_ptr<QTcpSocket>> sockets;
    // One wait may accept several connections at once: take the pending ones before waiting.
    while (int(sockets.size()) < m_connections
        && (server.hasPendingConnections() || server.waitForNewConnection(WaitMs))) {
        std::unique_ptr<QTcpSocket> socket(server.nextPendingConnection());
        socket->setParent(nullptr);
        QByteArray head;
        while (!head.contains("\r\n\r\n") && socket->waitForReadyRead(WaitMs))
            head += socket->readAll();
        sockets.push_back(std::move(socket));
        m_held.fetchAndAddRelease(1);
    }
    // While held, notice a client closing its end (a cancelled request) at once.
    QElapsedTimer held;
    held.start();
    while (!m_go.tryAcquire(1, 20)) {
        if (held.hasExpired(WaitMs))
            return;
        int closed = 0;
        for (const auto &socket : sockets) {
            if (socket->state() == QAbstractSocket::ConnectedState)
                socket->waitForReadyRead(0);
            closed += socket->state() != QAbstractSocket::ConnectedState;
        }
        m_closedByClient.storeRelease(closed);
    }
    for (const auto &socket : sockets) {
        if (socket->state() != QAbstractSocket::ConnectedState)
            continue;
        socket->write(m_response);
        socket->waitForBytesWritten(WaitMs);
        socket->disconnectFromHost();
        if (socket->state() != QAbstractSocket::UnconnectedState)
            socket->waitForDisconnected(WaitMs);
    }
}

} // namespace hw::test
