#include "MisbehavingHttpServer.h"

#include "ClickHouseTestRows.h"

#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <sys/socket.h>

namespace hw::test {

namespace {

QByteArray response(int status, const QByteArray &reason, const QByteArray &body,
                    const QByteArray &extraHeaders = {},
                    const QByteArray &contentType = "text/plain; charset=UTF-8") // empty: no header
{
    QByteArray head = "HTTP/1.1 " + QByteArray::number(status) + ' ' + reason + "\r\n";
    if (!contentType.isEmpty())
        head += "Content-Type: " + contentType + "\r\n";
    return head + extraHeaders + "Content-Length: " + QByteArray::number(body.size())
        + "\r\nConnection: close\r\n\r\n" + body;
}

// What a single-sign-on proxy in front of a server sends to a client that has not signed in.
const QByteArray LoginPage = "<!DOCTYPE html>\n<html lang=\"en\">\n<head><title>Sign in</title></head>\n"
                             "<body><form method=\"post\" action=\"/login\"><input name=\"user\">"
                             "<input name=\"password\" type=\"password\"></form></body>\n</html>\n";

QByteArray htmlPageResponse(int status)
{
    QByteArray reason = "OK";
    QByteArray extra;
    switch (status) {
    case 302:
        reason = "Found";
        extra = "Location: /login?next=%2F\r\n";
        break;
    case 401:
        reason = "Unauthorized";
        extra = "WWW-Authenticate: Basic realm=\"corporate proxy\"\r\n";
        break;
    case 403:
        reason = "Forbidden";
        break;
    case 502: // the proxy's own error page: its backend is down
        return response(502, "Bad Gateway",
                        "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n"
                        "<center><h1>502 Bad Gateway</h1></center>\r\n</body>\r\n</html>\r\n",
                        {}, "text/html");
    default:
        break;
    }
    return response(status, reason, LoginPage, extra, "text/html; charset=utf-8");
}

// One valid job row; the huge body repeats it.
const QByteArray HugeRow =
    R"({"id":1,"job_run_id":2,"job_run_attempt":1,"job_name":"build","job_workflow":"pull","job_sha":"abc","job_status":"completed","job_conclusion":"success","job_created_at":0,"job_started_at":0,"job_completed_at":0,"job_url":"","failure_line":"","inserted_at":0})"
    "\n";

const QByteArray TsvHeader = jobAnswerTsvHeader();
const QByteArray TsvRow = jobAnswerTsvRow();

} // namespace

MisbehavingHttpServer::MisbehavingHttpServer(QObject *parent) : QObject(parent), m_server(new QTcpServer(this))
{
    connect(m_server, &QTcpServer::newConnection, this, &MisbehavingHttpServer::onNewConnection);
}

MisbehavingHttpServer::~MisbehavingHttpServer() = default;

bool MisbehavingHttpServer::listen()
{
    return m_server->listen(QHostAddress::LocalHost, 0);
}

quint16 MisbehavingHttpServer::port() const
{
    return m_server->serverPort();
}

hw::ClickHouseConfig MisbehavingHttpServer::clickHouseConfig(const QString &password) const
{
    hw::ClickHouseConfig c;
    c.host = QStringLiteral("127.0.0.1");
    c.port = port();
    c.user = QStringLiteral("hud");
    c.password = password;
    c.connectTimeoutMs = 5'000;
    c.readTimeoutMs = 5'000;
    return c;
}

void MisbehavingHttpServer::onNewConnection()
{
    while (QTcpSocket *socket = m_server->nextPendingConnection()) {
        ++m_connections;
        connect(socket, &QTcpSocket::readyRead, this, [this, socket] { onReadyRead(socket); });
        connect(socket, &QTcpSocket::disconnected, this, [this, socket] {
            m_buffers.remove(socket);
            m_hugeRemaining.remove(socket);
            socket->deleteLater();
        });
        connect(socket, &QTcpSocket::bytesWritten, this, [this, socket] { pumpHuge(socket); });
    }
}

void MisbehavingHttpServer::onReadyRead(QTcpSocket *socket)
{
    QByteArray &buf = m_buffers[socket];
    buf += socket->readAll();
    const qsizetype headerEnd = buf.indexOf("\r\n\r\n");
    if (headerEnd < 0)
        return;
    Request req;
    const QList<QByteArray> lines = buf.left(headerEnd).split('\n');
    const QList<QByteArray> requestLine = lines.value(0).trimmed().split(' ');
    req.method = requestLine.value(0);
    req.target = requestLine.value(1);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines[i].indexOf(':');
        if (colon > 0)
            req.headers.insert(lines[i].left(colon).trimmed().toLower(), lines[i].mid(colon + 1).trimmed());
    }
    const qint64 length = req.headers.value("content-length").toLongLong();
    if (buf.size() - (headerEnd + 4) < length)
        return; // wait for the whole body
    req.body = buf.mid(headerEnd + 4, length);
    buf.clear();
    m_requests.append(req);
    respond(socket, req);
}

void MisbehavingHttpServer::respond(QTcpSocket *socket, const Request &request)
{
    for (const auto &route : std::as_const(m_routes)) {
        if (request.body.contains(route.first)) {
            socket->write(response(200, "OK", route.second));
            socket->disconnectFromHost();
            return;
        }
    }
    for (const auto &route : std::as_const(m_pathRoutes)) {
        if (request.target.startsWith(route.first)) {
            socket->write(response(200, "OK", route.second, {}, "application/json"));
            socket->disconnectFromHost();
            return;
        }
    }
    const bool tsv = request.body.contains("FORMAT TabSeparatedWithNames");
    const QByteArray &row = tsv ? TsvRow : HugeRow;
    const QByteArray head = tsv ? TsvHeader : QByteArray();
    switch (m_behavior) {
    case Behavior::Ok:
        socket->write(response(200, "OK", m_body));
        break;
    case Behavior::MalformedJson:
        socket->write(response(200, "OK", tsv ? head + row + "2\tbuild\n"
                                              : QByteArray(R"({"id":1,"name":"build"})" "\n" R"({"id":2,"name":)" "\n")));
        break;
    case Behavior::TruncatedBody:
        socket->write("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 100000\r\n\r\n");
        socket->write(head + row.repeated(10));
        socket->flush();
        break;
    case Behavior::ServerError500:
        socket->write(response(500, "Internal Server Error",
                               "Code: 241, e.displayText() = DB::Exception: Memory limit (for query) exceeded: "
                               "would use 9.32 GiB, maximum: 9.31 GiB, e.what() = DB::Exception\n"));
        break;
    case Behavior::Unauthorized401:
        socket->write(response(401, "Unauthorized",
                               "Code: 193, e.displayText() = DB::Exception: Wrong password for user hud, "
                               "e.what() = DB::Exception\n",
                               "WWW-Authenticate: Basic realm=\"ClickHouse server HTTP API\"\r\n"));
        break;
    case Behavior::Forbidden403:
        socket->write(response(403, "Forbidden",
                               "Code: 516. DB::Exception: hud: Authentication failed: password is incorrect, or "
                               "there is no user with such name. (AUTHENTICATION_FAILED) (version 24.3.2.23 "
                               "(official build))\n",
                               "X-ClickHouse-Exception-Code: 516\r\n"));
        break;
    case Behavior::AccessDenied403:
        socket->write(response(403, "Forbidden",
                               "Code: 497. DB::Exception: hud: Not enough privileges. To execute this query it's "
                               "necessary to have grant SELECT(id) ON default.workflow_job. (ACCESS_DENIED) "
                               "(version 24.3.2.23 (official build))\n",
                               "X-ClickHouse-Exception-Code: 497\r\n"));
        break;
    case Behavior::RateLimited429:
        socket->write(response(429, "Too Many Requests", "rate limited by the proxy\n", "Retry-After: 30\r\n"));
        break;
    case Behavior::NeverAnswer:
        return;
    case Behavior::HugeDistinctRows:
        socket->write("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nConnection: close\r\n\r\n");
        m_hugeRemaining.insert(socket, {m_distinctBytes, tsv, false, true, 1});
        pumpHuge(socket);
        return;
    case Behavior::HugeBody:
    case Behavior::HugeBodyWithLength: {
        const qint64 total = head.size() + (m_hugeBodyBytes - head.size()) / row.size() * row.size();
        QByteArray http = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\n";
        if (m_behavior == Behavior::HugeBodyWithLength)
            http += "Content-Length: " + QByteArray::number(total) + "\r\n";
        http += "Connection: close\r\n\r\n";
        socket->write(http);
        m_hugeRemaining.insert(socket, {total, tsv});
        pumpHuge(socket);
        return;
    }
    case Behavior::Drip:
        startDrip(socket, tsv);
        return;
    case Behavior::ResetMidBody: {
        const QByteArray body = head + row.repeated(200);
        socket->write("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: "
            + QByteArray::number(body.size()) + "\r\n\r\n");
        socket->write(body.left(body.size() / 2));
        socket->flush();
        socket->waitForBytesWritten(1000);
        // SO_LINGER with a zero timeout: close() sends a reset instead of a FIN.
        const linger reset { 1, 0 };
        ::setsockopt(int(socket->socketDescriptor()), SOL_SOCKET, SO_LINGER, &reset, sizeof reset);
        socket->abort();
        return;
    }
    case Behavior::BinaryBody: {
        QByteArray bytes;
        for (int i = 0; i < 4096; ++i)
            bytes += char((i * 37 + 11) % 256);
        socket->write(response(200, "OK", bytes, {}, "application/octet-stream"));
        break;
    }
    case Behavior::Redirect302:
        socket->write(response(302, "Found", "Found. Redirecting\n",
                               "Location: http://mover:s3cret@127.0.0.1:" + QByteArray::number(port())
                                   + RedirectPath + "?token=t0ken#frag\r\n"));
        break;
    case Behavior::HtmlLoginPage:
        socket->write(htmlPageResponse(m_htmlStatus));
        break;
    case Behavior::HtmlWithoutContentType:
        socket->write(response(200, "OK",
                               "\xEF\xBB\xBF \r\n\n\t<!doctype HTML>\n<html><body>Sign in</body></html>\n",
                               {}, {}));
        break;
    case Behavior::WrongColumnType: {
        QByteArray bad = row;
        if (tsv)
            bad.replace(0, 1, "abc");
        else
            bad.replace(R"("id":1,)", R"("id":"abc",)");
        socket->write(response(200, "OK", head + row + bad));
        break;
    }
    }
    socket->disconnectFromHost();
}

void MisbehavingHttpServer::pumpHuge(QTcpSocket *socket)
{
    auto it = m_hugeRemaining.find(socket);
    if (it == m_hugeRemaining.end())
        return;
    // Stream in slices: never hold 100 MB in memory. A TSV reply starts with its names line.
    static const QByteArray jsonSlice = HugeRow.repeated(256 * 1024 / HugeRow.size());
    static const QByteArray tsvSlice = TsvRow.repeated(256 * 1024 / TsvRow.size());
    if (it->tsv && !it->headerSent) {
        it->headerSent = true;
        socket->write(TsvHeader);
        it->remaining -= TsvHeader.size();
        m_hugeWritten += TsvHeader.size();
    }
    if (it->distinct) {
        while (it->remaining > 0 && socket->bytesToWrite() < 1024 * 1024
               && socket->state() == QAbstractSocket::ConnectedState) {
            const QByteArray rows = distinctRows(*it, qsizetype(std::min<qint64>(it->remaining, 256 * 1024)));
            socket->write(rows);
            it->remaining -= rows.size();
            m_hugeWritten += rows.size();
        }
        if (it->remaining <= 0) {
            m_hugeRemaining.erase(it);
            socket->disconnectFromHost();
        }
        return;
    }
    const QByteArray &slice = it->tsv ? tsvSlice : jsonSlice;
    while (it->remaining > 0 && socket->bytesToWrite() < 1024 * 1024
           && socket->state() == QAbstractSocket::ConnectedState) {
        const qint64 n = std::min<qint64>(it->remaining, slice.size());
        socket->write(slice.constData(), n);
        it->remaining -= n;
        m_hugeWritten += n;
    }
    if (it->remaining == 0) {
        m_hugeRemaining.erase(it);
        socket->disconnectFromHost();
    }
}

QByteArray MisbehavingHttpServer::distinctRows(Huge &huge, qsizetype bytes) const
{
    // Rows until `bytes` are reached (the last one may end a little beyond): every job its own,
    // names cycling through 3,000 columns, as a real page of 25 commits would look.
    const QByteArray failure = m_failureLineBytes > 0
        ? QByteArray("RuntimeError: " + QByteArray(m_failureLineBytes, 'x')).left(m_failureLineBytes)
        : QByteArray();
    QByteArray out;
    out.reserve(bytes + 512 + failure.size());
    while (out.size() < bytes) {
        const qint64 id = huge.nextId++;
        const QByteArray sha = "sha" + QByteArray::number(id / 3000 % 25);
        const QByteArray name = "linux-jammy-py3.10-gcc11 / test (default, " + QByteArray::number(id % 3000) + ", 5)";
        const QByteArray url = "https://github.com/pytorch/pytorch/actions/runs/" + QByteArray::number(id / 100)
            + "/job/" + QByteArray::number(id);
        if (huge.tsv) {
            out += QByteArray::number(id) + '\t' + QByteArray::number(id / 100) + "\t1\t" + name + "\tpull\t" + sha
                + "\tcompleted\tfailure\t1700000000\t1700000100\t1700000200\t" + url + '\t' + failure
                + "\t1700000300\n";
        } else {
            out += R"({"id":)" + QByteArray::number(id) + R"(,"job_run_id":)" + QByteArray::number(id / 100)
                + R"(,"job_run_attempt":1,"job_name":")" + name + R"(","job_workflow":"pull","job_sha":")" + sha
                + R"(","job_status":"completed","job_conclusion":"failure","job_created_at":1700000000,)"
                + R"("job_started_at":1700000100,"job_completed_at":1700000200,"job_url":")" + url
                + R"(","failure_line":")" + failure + R"(","inserted_at":1700000300})" + '\n';
        }
    }
    return out;
}

void MisbehavingHttpServer::startDrip(QTcpSocket *socket, bool tsv)
{
    // A valid reply, announced in full, that takes ~forever: every byte restarts a read timeout.
    const QByteArray body = tsv ? TsvHeader + TsvRow.repeated(100) : HugeRow.repeated(100);
    socket->write("HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: " + QByteArray::number(body.size())
                  + "\r\nConnection: close\r\n\r\n");
    auto *timer = new QTimer(socket); // dies with the connection
    connect(timer, &QTimer::timeout, socket, [this, socket, timer, body, sent = qsizetype(0)]() mutable {
        if (sent >= body.size() || socket->state() != QAbstractSocket::ConnectedState) {
            timer->stop();
            return;
        }
        socket->write(body.constData() + sent, 1);
        ++sent;
        ++m_dripped;
    });
    timer->start(m_dripIntervalMs);
}

} // namespace hw::test
