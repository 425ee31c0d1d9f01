#pragma once

#include "clickhouse/ClickHouseConfig.h"

#include <QByteArray>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>

class QTcpServer;
class QTcpSocket;

namespace hw::test {

// A deliberately bad HTTP server on 127.0.0.1 for client robustness tests: it answers every
// request with the configured misbehaviour (unless a route matches the request body first).
class MisbehavingHttpServer : public QObject
{
    Q_OBJECT
public:
    enum class Behavior {
        Ok,               // 200 with body()
        MalformedJson,    // 200, a body that is not JSONEachRow
        TruncatedBody,    // Content-Length larger than what is sent, then close
        ServerError500,   // 500 with a ClickHouse exception body (18.16 format)
        Unauthorized401,  // 401 with a ClickHouse 18.16 wrong-password body
        Forbidden403,     // 403 with a modern ClickHouse authentication body
        AccessDenied403,  // 403, a known user without the grant (modern ACCESS_DENIED, code 497)
        RateLimited429,   // 429 from a proxy, Retry-After: 30
        NeverAnswer,      // accept, read the request, hold the connection open
        HugeBody,         // 200 streaming ~100 MB of valid rows, no Content-Length (until close)
        HugeBodyWithLength, // same, announced with Content-Length
        WrongColumnType,  // 200 with a job row whose id is "abc"
        Drip,             // 200 headers at once, then one byte of the body per dripIntervalMs()
        HtmlLoginPage,    // a login proxy's HTML page, text/html, with status htmlStatus() (200);
                          // for 502 the proxy's "Bad Gateway" page
        HtmlWithoutContentType, // 200, no Content-Type, a BOM and blank lines before <!doctype html>
        // 200 streaming hugeBodyBytes() of job rows (TSV, or JSONEachRow when asked for), each row
        // a different job (ids 1, 2, ...; 3,000 job names), with a failure line of
        // hugeFailureLineBytes(): memory tests (a reply of repeated rows would dedupe to one job).
        HugeDistinctRows,
        ResetMidBody,     // 200 announcing a whole body, half of it, then a TCP reset (RST)
        BinaryBody,       // 200, application/octet-stream, bytes that are neither JSON nor TSV (NULs)
        // 302, a short text body, Location back to this server at /moved/ with user info, a
        // query and a fragment (RedirectTarget): a followed redirect shows up in requests().
        Redirect302,
    };
    struct Request {
        QByteArray method, target, body;
        QHash<QByteArray, QByteArray> headers; // names lower-cased
    };

    // Row-based behaviours answer in the format the request asks for: JSONEachRow, or the grid's
    // job rows as TabSeparatedWithNames when the query ends in that FORMAT.
    explicit MisbehavingHttpServer(QObject *parent = nullptr);
    ~MisbehavingHttpServer() override;

    bool listen();            // on 127.0.0.1, a free port
    quint16 port() const;
    // A ClickHouse client's settings for this server: user "hud", 5 s connect and read timeouts.
    hw::ClickHouseConfig clickHouseConfig(const QString &password) const;
    void setBehavior(Behavior b) { m_behavior = b; }
    void setBody(const QByteArray &body) { m_body = body; } // for Behavior::Ok (any bytes)
    void setDripIntervalMs(int ms) { m_dripIntervalMs = ms; }
    int dripIntervalMs() const { return m_dripIntervalMs; }
    void setHtmlStatus(int status) { m_htmlStatus = status; } // 200, 302, 401, 403 or 502
    // Requests whose body contains `needle` get a 200 with `body` instead of the behaviour.
    void addRoute(const QByteArray &needle, const QByteArray &body) { m_routes.append({needle, body}); }
    // Requests whose target (path and query) starts with `prefix` get a 200 with `body` (JSON),
    // e.g. a relay-like server's good answers per API path.
    void addPathRoute(const QByteArray &prefix, const QByteArray &body)
    {
        m_pathRoutes.append({ prefix, body });
    }
    void clearRoutes()
    {
        m_routes.clear();
        m_pathRoutes.clear();
    }
    static constexpr const char *RedirectPath = "/moved/";
    static constexpr qint64 HugeBodyBytes = 100ll * 1024 * 1024;
    // The size of HugeBody / HugeBodyWithLength (default HugeBodyBytes).
    void setHugeBodyBytes(qint64 bytes) { m_hugeBodyBytes = bytes; }
    void setHugeDistinctRows(qint64 bodyBytes, int failureLineBytes)
    {
        m_distinctBytes = bodyBytes;
        m_failureLineBytes = failureLineBytes;
    }

    const QList<Request> &requests() const { return m_requests; }
    // Bytes the server managed to write for huge bodies (to show the client stopped early).
    qint64 hugeBytesWritten() const { return m_hugeWritten; }
    // Body bytes dripped so far, over all connections.
    qint64 drippedBytes() const { return m_dripped; }
    // TCP connections accepted so far (a client may connect without ever sending a request).
    int connectionCount() const { return m_connections; }

private:
    struct Conn;
    void onNewConnection();
    void onReadyRead(QTcpSocket *socket);
    void respond(QTcpSocket *socket, const Request &request);
    void pumpHuge(QTcpSocket *socket);
    void startDrip(QTcpSocket *socket, bool tsv);

    QTcpServer *m_server;
    Behavior m_behavior = Behavior::Ok;
    QByteArray m_body;
    QList<QPair<QByteArray, QByteArray>> m_routes;
    QList<QPair<QByteArray, QByteArray>> m_pathRoutes;
    qint64 m_hugeBodyBytes = HugeBodyBytes;
    QList<Request> m_requests;
    QHash<QTcpSocket *, QByteArray> m_buffers;
    struct Huge {
        qint64 remaining = 0;
        bool tsv = false;
        bool headerSent = false;
        bool distinct = false; // HugeDistinctRows
        qint64 nextId = 1;
    };
    QByteArray distinctRows(Huge &huge, qsizetype bytes) const;
    QHash<QTcpSocket *, Huge> m_hugeRemaining;
    qint64 m_hugeWritten = 0;
    int m_dripIntervalMs = 1000;
    qint64 m_dripped = 0;
    int m_htmlStatus = 200;
    int m_connections = 0;
    qint64 m_distinctBytes = 300ll * 1024 * 1024;
    int m_failureLineBytes = 0;
};

} // namespace hw::test
