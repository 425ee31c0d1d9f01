#include "LogFetcher.h"

#include "logs/GitHubJobLogClient.h"
#include "logs/LogStore.h"
#include "logs/LogStoreWriter.h"
#include "logs/LogStoreWriterThread.h"
#include "net/GuardedReply.h"
#include "net/LatestRequest.h"
#include "net/NetworkAccess.h"
#include "net/RetryAfter.h"
#include "net/UrlPolicy.h"

#include <QElapsedTimer>
#include <QNetworkAccessManager>
#include <QNetworkRequest>
#include <QPointer>
#include <QTimer>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace hw {

struct LogFetcher::Transfer {
    QString key;
    JobLogLocation where;
    bool jobComplete = false;
    QPointer<GuardedReply> reply;
    // Inflates, deflates and writes on its own thread; the GUI thread only hands over chunks.
    std::unique_ptr<LogStoreWriterThread> writer;
    qint64 received = 0;
    qint64 total = -1;
    SourceError stop; // why we ended the transfer ourselves (the writer refused a chunk)
    QElapsedTimer sinceProgress;

    // Stops the transfer and drops its temporary file; safe to call again.
    void release()
    {
        if (GuardedReply *r = reply.data()) {
            r->cancel();
            r->deleteLater();
        }
        reply = nullptr;
        writer.reset();
    }
};

LogFetcher::LogFetcher(
    Config config, LogStore *store, QNetworkAccessManager *nam, BearerTokenSource *tokens, QObject *parent)
    : QObject(parent)
    , m_config(std::move(config))
    , m_store(store)
    , m_nam(nam ? nam : NetworkAccess::forCurrentThread())
{
    if (m_config.viaGitHubApi) {
        GitHubJobLogClient::Config github;
        github.apiBase = m_config.gitHubApiBase;
        github.allowInsecureHttp = m_config.allowInsecureHttp;
        github.maxLogBytes = m_config.maxDownloadBytes;
        github.connectTimeoutMs = m_config.connectTimeoutMs;
        github.readTimeoutMs = m_config.readTimeoutMs;
        m_github = new GitHubJobLogClient(github, tokens, m_nam, this);
    }
}

LogFetcher::~LogFetcher()
{
    // Silently: a fetcher that goes away reports nothing more.
    for (auto &[key, latest] : m_latest)
        latest->cancel();
}

SourceError LogFetcher::error(SourceError::Kind kind, const QString &message, int status)
{
    return SourceError::make(kind, u"logs"_s, message, status);
}

Result<JobLogLocation> LogFetcher::locate(const JobRun &job) const
{
    return JobLogLocation::fromJob(job, m_config.rawLogBase);
}

Result<QString> LogFetcher::fetch(const JobRun &job)
{
    const Result<JobLogLocation> where = locate(job);
    if (!where)
        return where.error();
    fetch(*where, job.status == u"completed"_s);
    return where->storeKey();
}

void LogFetcher::fetch(const JobLogLocation &where, bool jobComplete)
{
    auto transfer = std::make_shared<Transfer>();
    transfer->key = where.storeKey();
    transfer->where = where;
    transfer->jobComplete = jobComplete;
    std::unique_ptr<LatestRequest> &latest = m_latest[transfer->key];
    if (!latest)
        latest = std::make_unique<LatestRequest>(this);
    latest->begin(); // the job's fetch in flight, if any, stops here and never reports
    latest->onSuperseded([transfer] { transfer->release(); });
    m_transfers[transfer->key] = transfer;
    if (m_github)
        startGitHub(transfer);
    else
        startRaw(transfer);
}

void LogFetcher::cancel(const QString &key)
{
    const auto latest = m_latest.find(key);
    if (latest == m_latest.end() || !latest->second->isInFlight())
        return;
    latest->second->cancel();
    m_transfers.erase(key);
    emit finished(key, error(SourceError::Kind::Cancelled, tr("fetching the log was cancelled")));
}

void LogFetcher::cancelAll()
{
    QStringList keys;
    for (const auto &[key, latest] : m_latest)
        if (latest->isInFlight())
            keys << key;
    for (const QString &key : keys)
        cancel(key);
}

bool LogFetcher::isFetching(const QString &key) const
{
    const auto latest = m_latest.find(key);
    return latest != m_latest.end() && latest->second->isInFlight();
}

bool LogFetcher::openWriter(const std::shared_ptr<Transfer> &transfer)
{
    auto writer = m_store->beginWrite(transfer->key, transfer->jobComplete);
    if (!writer) {
        complete(transfer, writer.error());
        return false;
    }
    (*writer)->setMaxLogBytes(m_config.maxLogBytes);
    // The worker only says "look again", by a queued call here; a transfer that has ended or
    // been superseded meanwhile has no writer any more, or another one.
    const std::weak_ptr<Transfer> weak = transfer;
    const auto look = [this, weak] {
        if (const std::shared_ptr<Transfer> t = weak.lock())
            onWriterNews(t);
    };
    transfer->writer = std::make_unique<LogStoreWriterThread>(std::move(*writer),
        [this, look] { QMetaObject::invokeMethod(this, look, Qt::QueuedConnection); });
    return true;
}

void LogFetcher::startRaw(const std::shared_ptr<Transfer> &transfer)
{
    const QUrl &url = transfer->where.rawLogUrl;
    if (const QString problem = UrlPolicy::check(url, m_config.allowInsecureHttp); !problem.isEmpty()) {
        complete(transfer, error(SourceError::Kind::Configuration, u"logs/rawLogBaseUrl: "_s + problem));
        return;
    }
    if (!openWriter(transfer))
        return;

    QNetworkRequest request(url);
    request.setRawHeader("User-Agent", QByteArrayLiteral("hudwatch/" HUDWATCH_VERSION));
    // Asked for by us, gzip is not inflated by Qt (it does that only for its own Accept-Encoding):
    // the bytes arrive as the bucket holds them (the store keeps their text in indexed members).
    request.setRawHeader("Accept-Encoding", "gzip");
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    // No Authorization, ever: the sign-in's token is for GitHub's API, not for a storage bucket.
    auto *reply = new GuardedReply(m_nam->get(request),
        { .connectTimeoutMs = m_config.connectTimeoutMs,
            .readTimeoutMs = m_config.readTimeoutMs,
            .maxBytes = m_config.maxDownloadBytes,
            .requestTimeoutMs = m_config.requestTimeoutMs,
            .streamBody = true },
        this);
    transfer->reply = reply;
    const LatestRequest &latest = *m_latest.at(transfer->key);
    connect(reply, &GuardedReply::bodyChunk, this,
        latest.guard([this, transfer](const QByteArray &chunk) { onChunk(transfer, chunk); }));
    connect(reply, &GuardedReply::done, this,
        latest.guard([this, transfer](const GuardedReply::Outcome &) { onRawDone(transfer); }));
}

void LogFetcher::onChunk(const std::shared_ptr<Transfer> &transfer, const QByteArray &chunk)
{
    if (!transfer->writer || !transfer->reply)
        return;
    if (transfer->received == 0) {
        bool known = false;
        const qint64 length = transfer->reply->responseHeader("Content-Length").trimmed().toLongLong(&known);
        transfer->total = known ? length : -1;
    }
    transfer->received += chunk.size();
    if (auto written = transfer->writer->write(chunk); !written) {
        transfer->stop = written.error();
        transfer->reply->abort(written.error().message); // done() follows at once
        return;
    }
    if (transfer->writer->isFull())
        transfer->reply->pauseReading(); // the writer is behind: let the socket wait
    emitProgress(*transfer, false);
}

void LogFetcher::onWriterNews(const std::shared_ptr<Transfer> &transfer)
{
    LogStoreWriterThread *writer = transfer->writer.get();
    if (!writer)
        return; // ended meanwhile
    if (transfer->reply) { // still downloading
        if (const SourceError e = writer->error(); e.isError()) {
            transfer->stop = e;
            transfer->reply->abort(e.message); // done() follows at once
        } else if (!writer->isFull()) {
            transfer->reply->resumeReading(); // may hand out chunks, or finish the reply
        }
        return;
    }
    if (!writer->isClosed())
        return;
    Result<LogStoreEntry> stored = writer->commit();
    transfer->writer.reset();
    complete(transfer, stored);
}

void LogFetcher::onRawDone(const std::shared_ptr<Transfer> &transfer)
{
    if (!transfer->reply)
        return;
    // Still readable below: deleteLater() acts once control is back in the event loop.
    const GuardedReply &reply = *transfer->reply;
    const GuardedReply::Outcome out = reply.outcome();
    transfer->reply->deleteLater();
    transfer->reply = nullptr;
    if (!out.ok()) {
        transfer->writer.reset();
        complete(transfer, transportError(*transfer, reply));
        return;
    }
    if (out.httpStatus == 200) {
        emitProgress(*transfer, true);
        // The worker writes what is queued and flushes the file; onWriterNews() commits it.
        transfer->writer->finish();
        return;
    }
    transfer->writer.reset();
    complete(transfer, httpError(*transfer, reply));
}

SourceError LogFetcher::transportError(const Transfer &transfer, const GuardedReply &reply) const
{
    using K = SourceError::Kind;
    using O = GuardedReply::Outcome::Kind;
    const GuardedReply::Outcome &out = reply.outcome();
    const qint64 got = transfer.received;
    if (out.kind == O::Aborted && transfer.stop.isError())
        return transfer.stop;
    if (out.isTimeout())
        return error(K::Timeout,
            got > 0 ? tr("the log stopped arriving after %1 MB (%2) — press L on the cell again").arg(
                LogStoreWriter::megabytes(got), out.message)
                    : tr("the log server did not answer (%1) — press L on the cell again").arg(out.message),
            out.httpStatus);
    if (out.kind == O::TooLarge)
        return error(K::TooLarge,
            tr("the log is larger than the %1 MB download limit — read it on the job's GitHub page")
                .arg(m_config.maxDownloadBytes / (1024ll * 1024)),
            out.httpStatus);
    if (out.kind == O::TlsError)
        return error(K::Tls, out.message + tr(" — the certificate is not trusted: check logs/rawLogBaseUrl"));
    if (out.kind == O::Aborted)
        return error(K::Cancelled, out.message);
    return error(K::Network,
        got > 0 && out.httpStatus == 200 ? LogStoreWriter::cutOffMessage(got).replace(
            u" — "_s, tr(" (the connection closed early) — "))
                                         : tr("cannot reach the log server: %1 — check the network, then press L on the cell again").arg(
                                             out.message),
        out.httpStatus);
}

SourceError LogFetcher::httpError(const Transfer &transfer, const GuardedReply &reply)
{
    using K = SourceError::Kind;
    const GuardedReply::Outcome &out = reply.outcome();
    const int status = out.httpStatus;
    if (status == 404 || status == 403)
        // The bucket answers 403 for a key that does not exist (it does not allow listing), so both
        // mean the same: the log has not been uploaded, which happens when the job ends.
        return error(K::BadData,
            transfer.jobComplete
                ? tr("no log for this job (HTTP %1 from the log storage) — open the job's GitHub page (Enter on the cell)").arg(status)
                : tr("no log for this job yet: it is uploaded when the job ends (HTTP %1)").arg(status),
            status);
    if (status == 429 || (status == 503 && !out.header("Retry-After").isEmpty())) {
        SourceError e = error(status == 429 ? K::RateLimited : K::Server,
            tr("the log storage asks to slow down (HTTP %1) — press L on the cell again in a minute").arg(status), status);
        e.retryAfterSeconds = RetryAfter::parse(out.header("Retry-After"));
        return e;
    }
    if (status >= 500)
        return error(K::Server, tr("the log storage failed (HTTP %1) — press L on the cell again in a minute").arg(status), status);
    if (status >= 300 && status < 400)
        return error(K::BadData,
            tr("the log storage redirected (HTTP %1), which it never does: check logs/rawLogBaseUrl").arg(
                status),
            status);
    return error(K::BadData, tr("the log storage answered HTTP %1 — check logs/rawLogBaseUrl").arg(status), status);
}

void LogFetcher::startGitHub(const std::shared_ptr<Transfer> &transfer)
{
    const LatestRequest &latest = *m_latest.at(transfer->key);
    m_github->fetchLog(transfer->where.repo(), transfer->where.jobId, this,
        latest.guard([this, transfer](const Result<QByteArray> &log) {
            if (!log) {
                complete(transfer, log.error());
                return;
            }
            transfer->received = log->size();
            transfer->total = log->size();
            emitProgress(*transfer, true);
            if (!openWriter(transfer))
                return;
            // The whole body, shared with the worker, which compresses it slice by slice.
            if (auto written = transfer->writer->write(*log); !written) {
                complete(transfer, written.error());
                return;
            }
            transfer->writer->finish(); // onWriterNews() commits it
        }));
}

void LogFetcher::emitProgress(Transfer &transfer, bool force)
{
    // The first chunk always shows, then at most one per interval.
    if (!force && transfer.sinceProgress.isValid()
        && transfer.sinceProgress.elapsed() < m_config.progressIntervalMs)
        return;
    transfer.sinceProgress.restart();
    emit progress(transfer.key, transfer.received, transfer.total);
}

void LogFetcher::complete(const std::shared_ptr<Transfer> &transfer, const Result<LogStoreEntry> &result)
{
    transfer->release();
    const auto latest = m_latest.find(transfer->key);
    if (latest == m_latest.end())
        return;
    // Delivered later, never inside fetch(); dropped if a newer fetch of the job began meanwhile.
    QMetaObject::invokeMethod(this, latest->second->guard([this, key = transfer->key, result] {
        m_latest.at(key)->finish();
        m_transfers.erase(key);
        emit finished(key, result);
    }),
        Qt::QueuedConnection);
}

} // namespace hw
