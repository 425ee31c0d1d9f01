#pragma once

#include "domain/Result.h"
#include "domain/SourceError.h"

#include <QByteArray>
#include <QHash>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTcpServer>
#include <QTimer>
#include <QUrl>
#include <QUrlQuery>

class QTcpSocket;

namespace hw {

// Where the browser brings the user back after signing in (RFC 8252 §7.3): an HTTP listener on
// 127.0.0.1 only (never "localhost", §8.3, never a public interface) on an ephemeral port. It takes
// one redirect to its path whose `state` matches, answers the browser with a plain "you can close
// this tab" page and closes at once; it also closes when the time runs out. Requests are bounded
// in size and time; a Host other than 127.0.0.1:<port> or localhost:<port> gets 421, anything
// else that is not the redirect 404. A redirect with a wrong state gets 400 and is counted, but
// the wait goes on (the timeout's message says how many). All of these are otherwise ignored.
// Reports exactly one of received() or failed().
class LoopbackRedirectReceiver : public QObject
{
    Q_OBJECT
public:
    static constexpr qsizetype MaxRequestBytes = 8 * 1024;
    static constexpr int ConnectionTimeoutMs = 5'000;

    explicit LoopbackRedirectReceiver(QObject *parent = nullptr);
    ~LoopbackRedirectReceiver() override;

    // Listens on 127.0.0.1:<ephemeral> and starts the timeout. path starts with '/'.
    Result<void> listen(
        const QString &expectedState, int timeoutMs, const QString &path = QStringLiteral("/callback"));
    // Stops listening and drops every connection; nothing more is reported.
    void close();

    bool isListening() const { return m_server.isListening(); }
    quint16 port() const { return m_server.serverPort(); }
    // http://127.0.0.1:<port><path>
    QUrl redirectUri() const;
    // Redirects to our path with a wrong or missing state since listen().
    int wrongStatesIgnored() const { return m_wrongStates; }

signals:
    // The redirect arrived with the expected state: code (or error) and the rest of the query.
    void received(const QUrlQuery &query);
    // The time ran out (Timeout) before the right redirect came.
    void failed(const hw::SourceError &error);

private:
    void onNewConnection();
    void onReadyRead(QTcpSocket *socket);
    void respond(QTcpSocket *socket, int status, const QByteArray &reason, const QString &text);
    void finish();

    QTcpServer m_server;
    QTimer m_timeout;
    QString m_path;
    QString m_state;
    QHash<QTcpSocket *, QByteArray> m_pending;
    bool m_done = false;
    int m_wrongStates = 0;
};

} // namespace hw
