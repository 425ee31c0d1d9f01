#pragma once

#include "domain/Result.h"

#include <QObject>
#include <QPointer>
#include <QUrl>

#include <functional>

class QNetworkAccessManager;

namespace hw {

class BearerTokenSource;
class GuardedReply;

// A job's log from GitHub's REST API (GET /repos/{owner}/{repo}/actions/jobs/{id}/logs), with the
// profile's sign-in as the bearer where the profile says so. GitHub answers 302 to a short-lived,
// pre-signed storage URL: that one redirect is followed by hand and **without** the token (it must
// never leave the API host). A 401 asks the token source for one renewal and retries once. TLS is
// verified, http only to loopback unless allowed, the log's size is capped.
class GitHubJobLogClient : public QObject
{
    Q_OBJECT
public:
    struct Config {
        QUrl apiBase = QUrl(QStringLiteral("https://api.github.com"));
        bool allowInsecureHttp = false; // plain http to a non-loopback host
        qint64 maxLogBytes = 512ll * 1024 * 1024;
        int connectTimeoutMs = 10'000;
        int readTimeoutMs = 60'000;
    };
    using Callback = std::function<void(const Result<QByteArray> &log)>;

    // tokens: the sign-in's bearer (null: anonymous, as for public repositories). Not owned.
    GitHubJobLogClient(Config config, BearerTokenSource *tokens, QNetworkAccessManager *nam = nullptr,
        QObject *parent = nullptr);

    // repo "owner/name". done runs once on context's thread unless context died first.
    void fetchLog(const QString &repo, qint64 jobId, QObject *context, Callback done);
    static QUrl logUrl(const QUrl &apiBase, const QString &repo, qint64 jobId);

private:
    struct Fetch;
    void get(const std::shared_ptr<Fetch> &fetch, const QUrl &url, bool withToken);
    void onDone(const std::shared_ptr<Fetch> &fetch, const GuardedReply &reply, bool withToken);
    void finish(const std::shared_ptr<Fetch> &fetch, const Result<QByteArray> &result);

    Config m_config;
    BearerTokenSource *m_tokens;
    QNetworkAccessManager *m_nam;
};

} // namespace hw
