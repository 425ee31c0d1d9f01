#pragma once

#include <QByteArray>
#include <QString>

#include <memory>

class QSslServer;

namespace hw::test {

// A TLS server on 127.0.0.1 with a fresh self-signed certificate for 127.0.0.1 (made by
// openssl(1)): a client that verifies certificates must refuse it before sending anything.
class SelfSignedTlsServer
{
public:
    SelfSignedTlsServer();
    ~SelfSignedTlsServer();
    SelfSignedTlsServer(const SelfSignedTlsServer &) = delete;
    SelfSignedTlsServer &operator=(const SelfSignedTlsServer &) = delete;

    // Makes the certificate under freshRuntimeDir(name) and listens; false (see error()) on failure.
    bool start(const QString &name);
    QString error() const { return m_error; }
    quint16 port() const;
    // Everything clients managed to send after the handshake (empty when they refused it).
    QByteArray received() const { return m_received; }

private:
    std::unique_ptr<QSslServer> m_server;
    QString m_error;
    QByteArray m_received;
};

} // namespace hw::test
