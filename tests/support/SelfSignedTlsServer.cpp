#include "SelfSignedTlsServer.h"

#include "TestEnvironment.h"

#include <QProcess>
#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>

using namespace Qt::StringLiterals;

namespace hw::test {

SelfSignedTlsServer::SelfSignedTlsServer() : m_server(std::make_unique<QSslServer>())
{
    QSslServer *server = m_server.get();
    QObject::connect(server, &QSslServer::pendingConnectionAvailable, server, [this, server] {
        while (QTcpSocket *s = server->nextPendingConnection())
            QObject::connect(s, &QTcpSocket::readyRead, s, [this, s] { m_received += s->readAll(); });
    });
}

SelfSignedTlsServer::~SelfSignedTlsServer() = default;

bool SelfSignedTlsServer::start(const QString &name)
{
    const QString dir = freshRuntimeDir(name);
    QProcess openssl;
    openssl.start(u"openssl"_s, {u"req"_s, u"-x509"_s, u"-newkey"_s, u"rsa:2048"_s, u"-nodes"_s, u"-keyout"_s,
                                 dir + u"/key.pem"_s, u"-out"_s, dir + u"/cert.pem"_s, u"-days"_s, u"1"_s, u"-subj"_s,
                                 u"/CN=127.0.0.1"_s, u"-addext"_s, u"subjectAltName=IP:127.0.0.1"_s});
    if (!openssl.waitForFinished(30'000) || openssl.exitCode() != 0) {
        m_error = u"openssl failed: "_s + QString::fromLocal8Bit(openssl.readAllStandardError());
        return false;
    }
    QSslConfiguration tls = QSslConfiguration::defaultConfiguration();
    tls.setLocalCertificate(QSslCertificate(readFile(dir + u"/cert.pem"_s)));
    tls.setPrivateKey(QSslKey(readFile(dir + u"/key.pem"_s), QSsl::Rsa));
    m_server->setSslConfiguration(tls);
    if (!m_server->listen(QHostAddress::LocalHost, 0)) {
        m_error = m_server->errorString();
        return false;
    }
    return true;
}

quint16 SelfSignedTlsServer::port() const
{
    return m_server->serverPort();
}

} // namespace hw::test
