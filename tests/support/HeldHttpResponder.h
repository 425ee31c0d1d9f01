#pragma once

#include <QAtomicInt>
#include <QByteArray>
#include <QSemaphore>
#include <QThread>

namespace hw::test {

// One canned HTTP response, sent from a thread of its own with blocking sockets, and only when
// the test says so. Lets a test put a response into Qt's queues while the main thread processes
// no events (MisbehavingHttpServer lives on the main thread and cannot answer then).
class HeldHttpResponder : public QThread
{
public:
    // response: the whole reply, status line to body; connections: how many requests to hold.
    explicit HeldHttpResponder(const QByteArray &response, int connections = 1, QObject *parent = nullptr);
    ~HeldHttpResponder() override;

    // Starts the thread and waits until it listens on 127.0.0.1; false if it could not.
    bool startListening();
    quint16 port() const { return m_port; }
    // Request heads read so far (held, not answered).
    int requestsHeld() const { return m_held.loadAcquire(); }
    // Held connections the client closed before the release (an aborted request).
    int closedByClient() const { return m_closedByClient.loadAcquire(); }
    // Sends the response to every held request and closes the connections.
    void release() { m_go.release(); }

protected:
    void run() override;

private:
    QByteArray m_response;
    int m_connections;
    quint16 m_port = 0;
    QAtomicInt m_held;
    QAtomicInt m_closedByClient;
    QSemaphore m_listening;
    QSemaphore m_go;
};

} // namespace hw::test
