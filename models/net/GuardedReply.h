#pragma once

#include <QByteArray>
#include <QList>
#include <QNetworkReply>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QUrl>

namespace hw {

// The transport rules every HTTP client of ours needs, around one QNetworkReply: a connect
// timeout (until the request is on the wire), a read timeout re-armed on every sign of life, an
// overall deadline for the whole request (a server that drips a byte now and then never trips
// the read timeout), a response size cap (Content-Length and while buffering), TLS errors
// captured but never ignored, and the body buffered. Reports exactly once through done(), unless cancelled.
// Redirect and compression policy stay with the caller's request and access manager.
// Deletes the reply when deleted (the reply stays a child of its access manager, so it never
// outlives it). Delete with deleteLater(): done() may be emitted from the guard's own timers.
class GuardedReply : public QObject
{
    Q_OBJECT
public:
    struct Options {
        int connectTimeoutMs = 10'000;
        int readTimeoutMs = 30'000;
        qint64 maxBytes = 64ll * 1024 * 1024;
        int requestTimeoutMs = 120'000; // from start to the last byte; 0 = no deadline
        // A 200 response's body is handed out as it arrives (bodyChunk()) instead of buffered;
        // the reply then holds at most streamBufferBytes unread (the socket waits while the
        // reader is paused). Other statuses are buffered as usual (error bodies are small).
        bool streamBody = false;
        qint64 streamBufferBytes = 1024 * 1024;
    };

    struct Outcome {
        enum class Kind {
            Ok,             // an HTTP response arrived in full (any status: the caller judges it)
            ConnectTimeout, // the request was not sent within connectTimeoutMs
            ReadTimeout,    // nothing arrived for readTimeoutMs
            RequestTimeout, // the whole response had not arrived within requestTimeoutMs
            TooLarge,       // Content-Length or the body exceeded maxBytes
            Aborted,        // abort(reason) was called
            NetworkError,   // refused, DNS, dropped connection, truncated body
            TlsError,       // certificate verification failed (never ignored)
        };
        Kind kind = Kind::Ok;
        QString message;     // empty for Ok; one line otherwise, e.g. "no response data for 30 s"
        QByteArray body;     // what was buffered (partial unless Ok); empty when streamed
        bool streamed = false; // the body went out through bodyChunk()
        int httpStatus = 0;  // 0 when no HTTP status arrived
        QString reasonPhrase;
        QList<QNetworkReply::RawHeaderPair> headers;
        QUrl url;            // the URL that was requested

        bool ok() const { return kind == Kind::Ok; }
        bool isTimeout() const
        {
            return kind == Kind::ConnectTimeout || kind == Kind::ReadTimeout || kind == Kind::RequestTimeout;
        }
        // Case-insensitive; empty when absent.
        QByteArray header(QByteArrayView name) const;
    };

    GuardedReply(QNetworkReply *reply, const Options &options, QObject *parent = nullptr);
    ~GuardedReply() override;

    // Ends the request with Kind::Aborted and this message (emits done()).
    void abort(const QString &reason);
    // Ends the request silently: done() is not emitted. The transfer is stopped by deleting the
    // reply, never with QNetworkReply::abort() (which would report a second error when Qt had one
    // queued already, e.g. a 401 arriving just then).
    void cancel();
    bool isFinished() const { return m_finished; }
    // What done() carried; Kind::Ok with no status before that.
    const Outcome &outcome() const { return m_outcome; }

    // Streaming: stop handing out chunks until resumeReading() (the reader is behind). The read
    // timeout does not run meanwhile: the wait is ours, not the server's.
    void pauseReading();
    void resumeReading();
    // A response header as received so far (case-insensitive; empty when absent).
    QByteArray responseHeader(QByteArrayView name) const;

    // "response larger than 8 MB"; also for callers that enforce the cap after decoding.
    static QString tooLargeMessage(qint64 maxBytes);

signals:
    void done(const hw::GuardedReply::Outcome &outcome);
    // Streaming: the next piece of a 200 response's body, in order, before done().
    void bodyChunk(const QByteArray &chunk);

private:
    void alive();
    void onMetaData();
    void onReadyRead();
    void onFinished();
    // Takes what the reply holds: into the buffer, or out through bodyChunk() when streaming.
    void readAvailable();
    // Ends the request early with this outcome: done(), then the reply is deleted.
    void abortWith(Outcome::Kind kind, const QString &message);
    // Builds the outcome from the reply as it stands, settles and emits done().
    void finish();
    // Marks the request finished and stops listening; false if it already was.
    bool settle();
    // Stops a reply by deleting it later (never abort(), see the .cpp).
    static void release(QNetworkReply *reply);

    QPointer<QNetworkReply> m_reply;
    Options m_options;
    QTimer m_connectTimer;
    QTimer m_readTimer;
    QTimer m_requestTimer;
    QByteArray m_buffer;
    qint64 m_received = 0;
    bool m_streaming = false;
    bool m_paused = false;
    QString m_tlsErrors;
    Outcome::Kind m_abortKind = Outcome::Kind::Ok;
    QString m_abortMessage;
    bool m_finished = false;
    Outcome m_outcome;
};

} // namespace hw
