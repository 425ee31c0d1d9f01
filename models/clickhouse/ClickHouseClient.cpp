#include "ClickHouseClient.h"

#include "ClickHouseJsonRows.h"
#include "ClickHouseRowSink.h"
#include "ClickHouseRowStream.h"
#include "GzipDecoder.h"
#include "SettingsRefusals.h"
#include "domain/QuotedText.h"
#include "net/GuardedReply.h"
#include "net/NetworkAccess.h"
#include "net/RetryAfter.h"
#include "sync/LatestWorkerRun.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QRegularExpression>
#include <QTimer>
#include <QUrlQuery>

#include <utility>

using namespace Qt::StringLiterals;

namespace hw {

// A streamed SELECT: chunks wait in `pending` while the worker decodes the previous ones, one
// task at a time and in order; the reply is paused while too much is waiting.
struct ClickHouseClient::Stream {
    std::shared_ptr<ClickHouseRowSink> sink;
    std::shared_ptr<ClickHouseRowStream> decoder; // created with the first chunk
    QByteArray pending;
    bool decoding = false;
    bool replyDone = false; // the whole body arrived
    bool gzipped = false;
    qint64 wireBytes = 0;
    static constexpr qsizetype MaxPendingBytes = 8 * 1024 * 1024;
};

struct ClickHouseClient::Pending {
    quint64 id = 0;
    QPointer<GuardedReply> guard; // null once the reply is done with
    QPointer<QObject> context;
    bool hasContext = false;
    Callback done;
    bool parseRows = false;
    qint64 maxBytes = 0;
    std::shared_ptr<Stream> stream; // selectRows() only
    // What to send again when a readonly=1 account refuses the optional settings (Code 164).
    QString sql;
    QByteArray data;
    std::shared_ptr<ClickHouseRowSink> sink;
    bool optionalSettingsSent = false;
    bool retriedWithoutSettings = false;
    int maxExecutionSeconds = 0; // as sent; 0: not sent
    // Decoding and parsing off this thread: dropping the request drops what its worker answers.
    std::unique_ptr<LatestWorkerRun> worker;
};

namespace {

QString firstLine(const QByteArray &body)
{
    // A reply's words: escapes shown, never sent to a terminal or a log as they are.
    return QuotedText::visible(QString::fromUtf8(body.left(400)).section(u'\n', 0, 0).simplified());
}

QString unsupportedEncodingMessage(const QByteArray &encoding)
{
    return ClickHouseError::tr(
        "unsupported Content-Encoding '%1' — a proxy re-encodes the answer: point clickhouse/url at ClickHouse itself")
        .arg(QuotedText::elided(QString::fromLatin1(encoding)));
}

ClickHouseResult parseFailure(const QString &message)
{
    ClickHouseResult failure;
    failure.error.kind = ClickHouseError::Kind::Parse;
    failure.error.httpStatus = 200;
    failure.error.message = message;
    return failure;
}

bool isHtmlContentType(const QByteArray &contentType)
{
    const qsizetype semicolon = contentType.indexOf(';'); // "text/html; charset=utf-8"
    const QByteArray type = (semicolon < 0 ? contentType : contentType.first(semicolon)).trimmed().toLower();
    return type == "text/html" || type == "application/xhtml+xml";
}

bool startsLikeHtml(QByteArrayView body)
{
    if (body.startsWith("\xEF\xBB\xBF"))
        body = body.sliced(3);
    body = body.trimmed();
    const auto startsWith = [body](QByteArrayView prefix) {
        return body.size() >= prefix.size()
            && body.first(prefix.size()).compare(prefix, Qt::CaseInsensitive) == 0;
    };
    return startsWith("<!doctype html") || startsWith("<html");
}

} // namespace

ClickHouseClient::ClickHouseClient(const ClickHouseConfig &config, QNetworkAccessManager *network, QObject *parent)
    : QObject(parent), m_config(config), m_nam(network ? network : NetworkAccess::forCurrentThread())
{
}

ClickHouseClient::~ClickHouseClient()
{
    cancelAll();
}

void ClickHouseClient::setConfig(const ClickHouseConfig &config)
{
    m_config = config;
}

QString ClickHouseClient::describe(const ClickHouseError &error) const
{
    return redact(error.toUserMessage(m_config.endpoint()));
}

SourceError ClickHouseClient::toSourceError(const ClickHouseError &error) const
{
    SourceError e = error.toSourceError(m_config.endpoint());
    e.message = redact(e.message);
    return e;
}

QString ClickHouseClient::redact(QString text) const
{
    if (!m_config.password.isEmpty())
        text.replace(m_config.password, u"***"_s);
    return text;
}

quint64 ClickHouseClient::select(const QString &sql, QObject *context, Callback done)
{
    return start(sql + u"\nFORMAT JSONEachRow"_s, {}, true, context, std::move(done),
                 std::make_shared<ClickHouseJsonRows>(MaxJsonRows));
}

quint64 ClickHouseClient::selectRows(const QString &sql, std::shared_ptr<ClickHouseRowSink> sink, QObject *context,
                                     Callback done)
{
    return start(sql + u"\nFORMAT TabSeparatedWithNames"_s, {}, false, context, std::move(done), std::move(sink));
}

quint64 ClickHouseClient::execute(const QString &sql, const QByteArray &data, QObject *context, Callback done)
{
    return start(sql, data, false, context, std::move(done));
}

QString ClickHouseClient::account() const
{
    return m_config.user + u'@' + m_config.endpoint();
}

quint64 ClickHouseClient::start(const QString &sql, const QByteArray &data, bool parseRows, QObject *context,
                                Callback done, std::shared_ptr<ClickHouseRowSink> sink)
{
    auto p = std::make_shared<Pending>();
    p->id = m_nextId++;
    p->context = context;
    p->hasContext = context != nullptr;
    p->done = std::move(done);
    p->parseRows = parseRows;
    p->maxBytes = m_config.maxResponseBytes;
    p->sql = sql;
    p->data = data;
    p->sink = std::move(sink);
    const quint64 id = p->id;
    m_pending.insert(id, p);

    if (const QString problem = m_config.validate(); !problem.isEmpty()) {
        // Never send anything, least of all the password, where the rules forbid it.
        ClickHouseResult refused;
        refused.error.kind = ClickHouseError::Kind::Configuration;
        refused.error.message = problem;
        QTimer::singleShot(0, this, [this, id, refused] { deliver(id, refused); });
        return id;
    }
    send(p);
    return id;
}

void ClickHouseClient::send(const std::shared_ptr<Pending> &p)
{
    if (p->worker)
        p->worker->cancel(); // what a worker answers belongs to the attempt that asked
    QUrl url = m_config.baseUrl();
    QUrlQuery params;
    if (!m_config.database.isEmpty())
        params.addQueryItem(u"database"_s, m_config.database);
    // Without it an error after the first rows arrives inside a "200 OK" body. Not a setting (a
    // parameter of the HTTP interface): a readonly=1 account accepts it.
    params.addQueryItem(u"wait_end_of_query"_s, u"1"_s);
    // Settings we can do without: an account whose profile is readonly=1 refuses any changed
    // setting (Code 164), and is then asked again without them (quoted 64-bit integers and plain
    // replies are read too; its profile's own limits apply).
    p->optionalSettingsSent = !SettingsRefusals::refuses(account());
    p->maxExecutionSeconds = 0;
    if (p->optionalSettingsSent) {
        // 18.16 honours this only as a URL parameter; we still accept quoted 64-bit integers.
        params.addQueryItem(u"output_format_json_quote_64bit_integers"_s, u"0"_s);
        if (m_config.compression)
            params.addQueryItem(u"enable_http_compression"_s, u"1"_s);
        if (m_config.maxResultRows > 0) {
            params.addQueryItem(u"max_result_rows"_s, QString::number(m_config.maxResultRows));
            params.addQueryItem(u"result_overflow_mode"_s, u"throw"_s);
        }
        if (m_config.maxExecutionSeconds > 0) {
            params.addQueryItem(u"max_execution_time"_s, QString::number(m_config.maxExecutionSeconds));
            p->maxExecutionSeconds = m_config.maxExecutionSeconds;
        }
    }
    QByteArray payload;
    if (p->data.isEmpty()) {
        payload = p->sql.toUtf8();
    } else {
        params.addQueryItem(u"query"_s, QString::fromLatin1(QUrl::toPercentEncoding(p->sql)));
        payload = p->data;
    }
    url.setQuery(params.query(QUrl::FullyEncoded), QUrl::StrictMode);

    QNetworkRequest request(url);
    request.setRawHeader("X-ClickHouse-User", m_config.user.toUtf8());
    if (!m_config.password.isEmpty())
        request.setRawHeader("X-ClickHouse-Key", m_config.password.toUtf8());
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("text/plain; charset=utf-8"));
    // Setting Accept-Encoding ourselves turns off Qt's transparent decoding: we decode (with a
    // size cap) and can tell that compression was really used.
    request.setRawHeader("Accept-Encoding", m_config.compression ? QByteArrayLiteral("gzip")
                                                                 : QByteArrayLiteral("identity"));
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    // A redirect must not carry our credential headers to another place.
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);

    if (p->sink) {
        p->stream = std::make_shared<Stream>();
        p->stream->sink = p->sink;
    }
    const quint64 id = p->id;
    auto *guard = new GuardedReply(
        m_nam->post(request, payload),
        {.connectTimeoutMs = m_config.connectTimeoutMs, .readTimeoutMs = m_config.readTimeoutMs,
         .maxBytes = m_config.maxResponseBytes, .requestTimeoutMs = m_config.requestTimeoutMs,
         .streamBody = p->stream != nullptr},
        this);
    p->guard = guard;
    connect(guard, &GuardedReply::done, this, [this, id, guard] { onFinished(id, *guard); });
    if (p->stream)
        connect(guard, &GuardedReply::bodyChunk, this, [this, id](const QByteArray &chunk) { onChunk(id, chunk); });
}

void ClickHouseClient::drop(quint64 id)
{
    auto p = m_pending.take(id);
    if (!p)
        return;
    if (p->guard) {
        p->guard->cancel();
        p->guard->deleteLater();
    }
}

void ClickHouseClient::cancel(quint64 id)
{
    drop(id);
}

void ClickHouseClient::cancelAll()
{
    const auto ids = m_pending.keys();
    for (quint64 id : ids)
        drop(id);
}

namespace {

// Everything needed to turn a finished HTTP reply into a result, detached from the reply so it
// can be processed on a worker thread.
struct RawResponse {
    int status = 0;
    QByteArray encoding;
    QByteArray exceptionCode;
    QByteArray contentType;
    QByteArray retryAfter;
    QString reason;
    QUrl url;              // the URL asked for: a relative Location resolves against it
    QByteArray location;
    QByteArray body;
    bool parseRows = false;
    qint64 maxBytes = 0;
};

// Decompresses, recognises server errors and parses JSONEachRow rows. Pure: safe off the GUI thread.
ClickHouseResult processResponse(RawResponse raw)
{
    ClickHouseResult result;
    result.wireBytes = raw.body.size();
    ClickHouseError &err = result.error;
    err.httpStatus = raw.status;
    QByteArray body = std::move(raw.body);
    if (raw.encoding == "gzip") {
        result.gzipped = true;
        auto decoded = GzipDecoder::gunzip(body, raw.maxBytes);
        if (decoded.status == GzipDecoder::Status::TooLarge) {
            err.kind = ClickHouseError::Kind::TooLarge;
            err.message = GuardedReply::tooLargeMessage(raw.maxBytes);
            return result;
        }
        if (decoded.status == GzipDecoder::Status::Corrupt) {
            err.kind = ClickHouseError::Kind::Parse;
            err.message = ClickHouseError::corruptGzipMessage(decoded.error);
            return result;
        }
        body = std::move(decoded.data);
    } else if (!raw.encoding.isEmpty() && raw.encoding != "identity") {
        err.kind = ClickHouseError::Kind::Parse;
        err.message = unsupportedEncodingMessage(raw.encoding);
        return result;
    }

    if (raw.status >= 300 && raw.status < 400) {
        // Before the HTML check: a sign-in page is a redirect too, and where it points says whose.
        err.kind = ClickHouseError::Kind::Http;
        err.message = ClickHouseError::redirectMessage(raw.url, raw.location);
        return result;
    }
    // ClickHouse never sends HTML; a login proxy or a web server at the configured URL does. The
    // body decides when no Content-Type says so (a page in JSONEachRow cannot be rows anyway).
    const bool html = raw.exceptionCode.isEmpty()
        && (isHtmlContentType(raw.contentType)
            || ((raw.contentType.isEmpty() || raw.parseRows) && startsLikeHtml(body)));
    if (html && raw.status < 500) {
        // A redirect to a sign-in page or a proxy's 401/403 stays an HTTP error (a 401/403 is
        // still an authentication failure); a 200 page is simply not what we asked for.
        err.kind = raw.status == 200 ? ClickHouseError::Kind::Parse : ClickHouseError::Kind::Http;
        err.message = ClickHouseError::htmlPageMessage();
        return result;
    }
    if (raw.status != 200 || !raw.exceptionCode.isEmpty()) {
        err = ClickHouseError::fromServerBody(body, raw.status, raw.exceptionCode);
        if (!err.isError()) {
            err.kind = ClickHouseError::Kind::Http;
            err.httpStatus = raw.status;
            const QString line = html ? QString() : firstLine(body); // a gateway's markup says nothing
            err.message = u"HTTP %1 %2"_s.arg(raw.status).arg(QuotedText::elided(raw.reason)).trimmed();
            if (!line.isEmpty())
                err.message += u": "_s + line;
            // Not ClickHouse's own error (it sends a code): something else answers at that URL.
            if (raw.status >= 400 && raw.status < 500 && raw.status != 401 && raw.status != 403 && raw.status != 429)
                err.message += u" — "_s
                    + ClickHouseError::tr("check the host, port and path of clickhouse/url (ClickHouse's HTTP port is "
                                          "usually 8443 or 8123)");
        }
        err.retryAfterSeconds = RetryAfter::parse(raw.retryAfter);
        return result;
    }
    if (!raw.parseRows) {
        result.body = std::move(body);
        return result;
    }
    // A select's 200 reply is streamed (see onChunk), never processed here.
    return result;
}

} // namespace

void ClickHouseClient::onFinished(quint64 id, const GuardedReply &guard)
{
    const auto p = m_pending.value(id);
    if (!p || p->guard != &guard)
        return;
    // The reply is done with; the request stays pending (cancellable) while the body is processed.
    p->guard->deleteLater();
    p->guard = nullptr;
    const GuardedReply::Outcome &out = guard.outcome();
    if (!out.ok()) {
        ClickHouseResult failure;
        failure.error.kind = out.isTimeout() ? ClickHouseError::Kind::Timeout
            : out.kind == GuardedReply::Outcome::Kind::TooLarge ? ClickHouseError::Kind::TooLarge
            : out.kind == GuardedReply::Outcome::Kind::TlsError ? ClickHouseError::Kind::Tls
                                                                 : ClickHouseError::Kind::Network;
        failure.error.httpStatus = out.httpStatus;
        failure.error.message = out.message;
        failure.wireBytes = out.body.size();
        deliver(id, failure);
        return;
    }

    if (out.streamed) {
        p->stream->replyDone = true;
        if (!p->stream->decoding)
            decodeNext(id); // finishes the stream once nothing is left to decode
        return;
    }

    RawResponse raw;
    raw.status = out.httpStatus;
    raw.encoding = out.header("Content-Encoding").trimmed().toLower();
    raw.exceptionCode = out.header("X-ClickHouse-Exception-Code");
    raw.contentType = out.header("Content-Type");
    raw.retryAfter = out.header("Retry-After");
    raw.reason = out.reasonPhrase;
    raw.url = out.url;
    raw.location = out.header("Location");
    raw.body = out.body;
    raw.parseRows = p->parseRows;
    raw.maxBytes = p->maxBytes;

    constexpr qsizetype backgroundThreshold = 256 * 1024;
    if (raw.body.size() < backgroundThreshold) {
        deliver(id, processResponse(std::move(raw)));
        return;
    }
    // Large bodies: decompress and parse on a worker thread so the UI keeps painting.
    workerOf(*p).start([raw = std::move(raw)]() mutable { return processResponse(std::move(raw)); },
                       [this, id](ClickHouseResult result) { deliver(id, std::move(result)); });
}

LatestWorkerRun &ClickHouseClient::workerOf(Pending &p)
{
    if (!p.worker)
        p.worker = std::make_unique<LatestWorkerRun>(this, LatestWorkerRun::Priority::Background);
    return *p.worker;
}

void ClickHouseClient::onChunk(quint64 id, const QByteArray &chunk)
{
    const auto p = m_pending.value(id);
    if (!p || !p->stream || !p->guard)
        return;
    Stream &stream = *p->stream;
    if (!stream.decoder) {
        // The first bytes decide: a login proxy's page is no reply to a query at all.
        const QByteArray encoding = p->guard->responseHeader("Content-Encoding").trimmed().toLower();
        const bool gzipped = encoding == "gzip";
        if (!gzipped && !encoding.isEmpty() && encoding != "identity")
            return deliver(id, parseFailure(unsupportedEncodingMessage(encoding)));
        if (isHtmlContentType(p->guard->responseHeader("Content-Type")) || (!gzipped && startsLikeHtml(chunk)))
            return deliver(id, parseFailure(ClickHouseError::htmlPageMessage()));
        stream.decoder = std::make_shared<ClickHouseRowStream>(stream.sink, gzipped, p->maxBytes);
        stream.gzipped = gzipped;
    }
    stream.wireBytes += chunk.size();
    stream.pending += chunk;
    if (stream.pending.size() >= Stream::MaxPendingBytes)
        p->guard->pauseReading(); // the decoder is behind: let the socket wait
    if (!stream.decoding)
        decodeNext(id);
}

// Hands everything waiting to the worker; when it is done, the next batch, until the reply has
// ended and nothing is left.
void ClickHouseClient::decodeNext(quint64 id)
{
    const auto p = m_pending.value(id);
    if (!p)
        return;
    const std::shared_ptr<Stream> stream = p->stream;
    if (stream->pending.isEmpty()) {
        if (stream->replyDone)
            finishStream(id);
        return;
    }
    stream->decoding = true;
    workerOf(*p).start([decoder = stream->decoder, data = std::exchange(stream->pending, {})] { return decoder->feed(data); },
                       [this, id, stream](const Result<void, ClickHouseError> &r) {
        stream->decoding = false;
        const auto current = m_pending.value(id);
        if (!r) {
            ClickHouseResult failure;
            failure.error = r.error();
            return deliver(id, failure); // drops the reply: nothing more is read
        }
        if (current->guard && stream->pending.size() < Stream::MaxPendingBytes)
            current->guard->resumeReading(); // may add chunks, or finish the reply
        if (!stream->decoding)
            decodeNext(id);
    });
}

void ClickHouseClient::finishStream(quint64 id)
{
    const auto p = m_pending.value(id);
    if (!p)
        return;
    ClickHouseResult result;
    result.error.httpStatus = 200;
    result.gzipped = p->stream->gzipped;
    result.wireBytes = p->stream->wireBytes;
    // The last line, if it had no newline: one row at most, decoded here.
    if (p->stream->decoder)
        if (const auto r = p->stream->decoder->finish(); !r)
            result.error = r.error();
    if (p->parseRows && result.ok()) {
        auto *json = static_cast<ClickHouseJsonRows *>(p->stream->sink.get());
        result.rows = json->takeRows();
        result.invalidUtf8Rows = json->invalidUtf8Rows();
    }
    deliver(id, result);
}

void ClickHouseClient::deliver(quint64 id, ClickHouseResult result)
{
    const auto p = m_pending.value(id);
    if (!p)
        return; // cancelled or superseded
    // 164 READONLY: a readonly=1 account refuses our optional settings; once without them.
    if (result.error.code == 164 && p->optionalSettingsSent && !p->retriedWithoutSettings) {
        SettingsRefusals::remember(account());
        p->retriedWithoutSettings = true;
        if (p->guard) {
            p->guard->cancel();
            p->guard->deleteLater();
        }
        send(p);
        return;
    }
    if (result.error.code == 159) {
        // 159 TIMEOUT_EXCEEDED: the time we sent, else the server's own ("maximum: 1000.000 ms",
        // 18.16: "maximum: 60").
        int seconds = p->maxExecutionSeconds;
        static const QRegularExpression maximum(u"maximum: ([0-9.]+)( ms)?"_s);
        if (const auto m = maximum.match(result.error.message); seconds == 0 && m.hasMatch())
            seconds = qRound(m.captured(1).toDouble() / (m.captured(2).isEmpty() ? 1.0 : 1000.0));
        result.error.message = ClickHouseError::executionTimeMessage(seconds);
    }
    result.error.message = redact(result.error.message);
    const Callback done = p->done;
    const bool contextGone = p->hasContext && !p->context;
    drop(id);
    if (done && !contextGone)
        done(result);
}

} // namespace hw
