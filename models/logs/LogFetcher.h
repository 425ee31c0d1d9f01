#pragma once

#include "domain/JobRun.h"
#include "domain/Result.h"
#include "logs/JobLogLocation.h"
#include "logs/LogFetchConfig.h"
#include "logs/LogStoreEntry.h"

#include <QObject>
#include <QString>
#include <QUrl>

#include <map>
#include <memory>

class QNetworkAccessManager;

namespace hw {

class BearerTokenSource;
class GitHubJobLogClient;
class GuardedReply;
class LatestRequest;
class LogStore;

// Gets a job's log into the LogStore. By default HUD's raw log (gzip on S3, JobLogLocation's
// URL) with no credentials at all: the body streams into the store's temporary file as it
// arrives (compressed on a writer thread, LogStoreWriterThread; the socket waits when that falls
// behind), is validated whole, and only then replaces the stored version. With viaGitHubApi,
// GitHubJobLogClient fetches it with the sign-in's bearer instead (that client buffers the body).
// Connect and read timeouts, a size cap, TLS verified, plain http only to loopback unless
// allowed; typed errors (SourceError, source "logs").
//
// One fetch per job: fetching a job again supersedes the fetch in flight for it (which then
// never reports). Every fetch reports finished() exactly once otherwise, never from inside
// fetch(); cancel() reports Cancelled before it returns. A failed fetch leaves the stored log as
// it was. Lives on the thread of the access manager and the store.
class LogFetcher : public QObject
{
    Q_OBJECT
public:
    using Config = LogFetchConfig;

    // store: where logs go (must outlive this). nam: the composition root's (null: the thread's
    // shared one). tokens: the sign-in, for viaGitHubApi only (null: anonymous); never used for
    // the raw log host.
    LogFetcher(Config config, LogStore *store, QNetworkAccessManager *nam,
        BearerTokenSource *tokens = nullptr, QObject *parent = nullptr);
    ~LogFetcher() override;

    const Config &config() const { return m_config; }
    // Where this job's log is, by the configured base.
    Result<JobLogLocation> locate(const JobRun &job) const;

    // Fetches the log; jobComplete: the job had finished (else the log is stored as a running
    // job's, to be fetched again). Reports under where.storeKey().
    void fetch(const JobLogLocation &where, bool jobComplete);
    // The same from a grid row; returns the key the signals will carry, or why the job has no
    // location (then nothing is reported).
    Result<QString> fetch(const JobRun &job);
    // Stops the job's fetch: finished(key, Cancelled), its temporary file removed.
    void cancel(const QString &key);
    void cancelAll();
    bool isFetching(const QString &key) const;

signals:
    // totalBytes: the body's announced length, -1 when unknown.
    void progress(const QString &key, qint64 receivedBytes, qint64 totalBytes);
    void finished(const QString &key, const hw::Result<hw::LogStoreEntry> &log);

private:
    struct Transfer;
    void startRaw(const std::shared_ptr<Transfer> &transfer);
    // The store's writer for this transfer; false (and the transfer completed) when it cannot.
    bool openWriter(const std::shared_ptr<Transfer> &transfer);
    void startGitHub(const std::shared_ptr<Transfer> &transfer);
    void onChunk(const std::shared_ptr<Transfer> &transfer, const QByteArray &chunk);
    void onRawDone(const std::shared_ptr<Transfer> &transfer);
    // Why a raw download ended without the log: the connection, or an HTTP status other than 200.
    SourceError transportError(const Transfer &transfer, const GuardedReply &reply) const;
    static SourceError httpError(const Transfer &transfer, const GuardedReply &reply);
    // The writer's thread asks to look again: room in its queue, an error, or the file closed.
    void onWriterNews(const std::shared_ptr<Transfer> &transfer);
    void emitProgress(Transfer &transfer, bool force);
    // Reports the fetch's result (queued) and forgets it.
    void complete(const std::shared_ptr<Transfer> &transfer, const Result<LogStoreEntry> &result);
    static SourceError error(SourceError::Kind kind, const QString &message, int status = 0);

    Config m_config;
    LogStore *m_store;
    QNetworkAccessManager *m_nam;
    GitHubJobLogClient *m_github = nullptr;
    std::map<QString, std::unique_ptr<LatestRequest>> m_latest; // by store key
    std::map<QString, std::shared_ptr<Transfer>> m_transfers; // in flight, by store key
};

} // namespace hw
