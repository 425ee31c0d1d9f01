#include "GuardedReply.h"

#include <QNetworkRequest>
#include <QStringList>

#include <utility>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

QString seconds(int ms)
{
    return QString::number(ms / 1000.0);
}

} // namespace

QByteArray GuardedReply::Outcome::header(QByteArrayView name) const
{
    for (const auto &pair : headers)
        if (pair.first.compare(name, Qt::CaseInsensitive) == 0)
            return pair.second;
    return {};
}

QString GuardedReply::tooLargeMessage(qint64 maxBytes)
{
    const double mb = double(maxBytes) / (1024.0 * 1024.0);
    const QString amount = mb >= 10 ? QString::number(qint64(mb + 0.5)) : QString::number(mb, 'g', 3);
    return tr("response larger than %1 MB").arg(amount);
}

GuardedReply::GuardedReply(QNetworkReply *reply, const Options &options, QObject *parent)
    : QObject(parent), m_reply(reply), m_options(options)
{
    m_connectTimer.setSingleShot(true);
    m_readTimer.setSingleShot(true);
    m_requestTimer.setSingleShot(true);
    connect(&m_connectTimer, &QTimer::timeout, this, [this] {
        abortWith(Outcome::Kind::ConnectTimeout,
                  tr("could not connect within %1 s").arg(seconds(m_options.connectTimeoutMs)));
    });
    connect(&m_readTimer, &QTimer::timeout, this, [this] {
        abortWith(Outcome::Kind::ReadTimeout, tr("no response data for %1 s").arg(seconds(m_options.readTimeoutMs)));
    });
    connect(&m_requestTimer, &QTimer::timeout, this, [this] {
        abortWith(Outcome::Kind::RequestTimeout,
                  tr("no complete response within %1 s").arg(seconds(m_options.requestTimeoutMs)));
    });
    connect(m_reply, &QNetworkReply::requestSent, this, &GuardedReply::alive);
    connect(m_reply, &QNetworkReply::uploadProgress, this, &GuardedReply::alive);
    connect(m_reply, &QNetworkReply::metaDataChanged, this, &GuardedReply::onMetaData);
    connect(m_reply, &QNetworkReply::readyRead, this, &GuardedReply::onReadyRead);
#if QT_CONFIG(ssl)
    connect(m_reply, &QNetworkReply::sslErrors, this, [this](const QList<QSslError> &errors) {
        QStringList texts;
        for (const QSslError &e : errors)
            texts << e.errorString();
        m_tlsErrors = texts.join(u"; "_s); // never ignored: the handshake fails
    });
#endif
    connect(m_reply, &QNetworkReply::finished, this, &GuardedReply::onFinished);
    if (m_reply->isFinished())
        QMetaObject::invokeMethod(this, &GuardedReply::onFinished, Qt::QueuedConnection);
    else
        m_connectTimer.start(m_options.connectTimeoutMs);
    if (m_options.requestTimeoutMs > 0 && !m_reply->isFinished())
        m_requestTimer.start(m_options.requestTimeoutMs);
}

GuardedReply::~GuardedReply()
{
    cancel();
    release(m_reply); // also when it finished: the reply goes with its guard
}

void GuardedReply::alive()
{
    if (m_finished)
        return;
    m_connectTimer.stop();
    m_readTimer.start(m_options.readTimeoutMs);
}

void GuardedReply::onMetaData()
{
    alive();
    const QVariant length = m_reply->header(QNetworkRequest::ContentLengthHeader);
    if (length.isValid() && length.toLongLong() > m_options.maxBytes)
        abortWith(Outcome::Kind::TooLarge, tooLargeMessage(m_options.maxBytes));
    else if (m_options.streamBody && !m_streaming
             && m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt() == 200) {
        m_streaming = true;
        // Only now: Qt hands the limit to its HTTP thread when it changes, and that thread's
        // side of the request exists once the response has begun (set before, it is lost and
        // the reply buffers without bound while we are paused).
        m_reply->setReadBufferSize(m_options.streamBufferBytes);
    }
}

void GuardedReply::onReadyRead()
{
    if (m_finished || m_paused)
        return;
    alive();
    readAvailable();
}

void GuardedReply::readAvailable()
{
    if (!m_reply || m_reply->bytesAvailable() <= 0)
        return;
    QByteArray chunk = m_reply->readAll();
    m_received += chunk.size();
    if (!m_streaming)
        m_buffer += chunk; // kept for the outcome, also when it is over the cap
    if (m_received > m_options.maxBytes)
        abortWith(Outcome::Kind::TooLarge, tooLargeMessage(m_options.maxBytes));
    else if (m_streaming)
        emit bodyChunk(chunk); // may pause, cancel or abort
}

void GuardedReply::pauseReading()
{
    m_paused = true;
    m_readTimer.stop();
}

void GuardedReply::resumeReading()
{
    if (!m_paused)
        return;
    m_paused = false;
    if (m_finished || !m_reply)
        return;
    alive();
    QPointer<GuardedReply> self(this);
    readAvailable();
    // The reply may have finished while we were not reading.
    if (self && !m_finished && !m_paused && m_reply && m_reply->isFinished())
        onFinished();
}

QByteArray GuardedReply::responseHeader(QByteArrayView name) const
{
    return m_reply ? m_reply->rawHeader(name.toByteArray()) : QByteArray();
}

void GuardedReply::abort(const QString &reason)
{
    abortWith(Outcome::Kind::Aborted, reason);
}

void GuardedReply::abortWith(Outcome::Kind kind, const QString &message)
{
    if (m_finished || !m_reply)
        return;
    m_abortKind = kind;
    m_abortMessage = message;
    QNetworkReply *reply = m_reply;
    finish();
    release(reply);
}

bool GuardedReply::settle()
{
    if (m_finished)
        return false;
    m_finished = true;
    m_connectTimer.stop();
    m_readTimer.stop();
    m_requestTimer.stop();
    if (m_reply)
        m_reply->disconnect(this);
    return true;
}

void GuardedReply::release(QNetworkReply *reply)
{
    // Never QNetworkReply::abort(): it reports an error of its own, and an error Qt had already
    // queued for the reply (a 401 or 500 that arrived while we decided to stop) is then reported
    // a second time ("QNetworkReplyImplPrivate::error: ... must only be called once"). Deleting
    // the reply stops the transfer without reporting anything; not in place, as this may run
    // inside one of its signals.
    if (reply)
        reply->deleteLater();
}

void GuardedReply::cancel()
{
    if (settle())
        release(m_reply);
}

void GuardedReply::onFinished()
{
    // A paused stream finishes when the reader resumes and has taken the rest.
    if (m_reply && !m_finished && !(m_paused && m_reply->bytesAvailable() > 0))
        finish();
}

void GuardedReply::finish()
{
    Outcome &out = m_outcome;
    if (m_abortKind == Outcome::Kind::Ok && m_reply->bytesAvailable() > 0) {
        QPointer<GuardedReply> self(this);
        readAvailable(); // may end the request itself (the cap, or the reader aborting)
        if (!self || m_finished)
            return;
    }
    out.httpStatus = m_reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    out.reasonPhrase = m_reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString();
    out.headers = m_reply->rawHeaderPairs();
    out.url = m_reply->url();
    if (m_abortKind != Outcome::Kind::Ok) {
        out.kind = m_abortKind;
        out.message = m_abortMessage;
    } else if (out.httpStatus == 0 || (m_reply->error() != QNetworkReply::NoError && out.httpStatus < 300)) {
        // No HTTP response at all, or the connection broke while the body was arriving.
        if (!m_tlsErrors.isEmpty()) {
            out.kind = Outcome::Kind::TlsError;
            out.message = tr("TLS certificate verification failed: %1").arg(m_tlsErrors);
        } else {
            out.kind = Outcome::Kind::NetworkError;
            out.message = out.httpStatus != 0
                ? tr("connection closed before the whole response arrived (%1)").arg(m_reply->errorString())
                : m_reply->errorString();
        }
    }
    out.body = std::exchange(m_buffer, {});
    out.streamed = m_streaming;
    settle();
    emit done(out);
}

} // namespace hw
