#include "GitHubJobLogClient.h"

#include "net/BearerTokenSource.h"
#include "net/GuardedReply.h"
#include "net/NetworkAccess.h"
#include "net/UrlPolicy.h"

#include <QNetworkAccessManager>
#include <QNetworkRequest>
#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

SourceError failure(SourceError::Kind kind, const QString &message, int status = 0)
{
    return SourceError::make(kind, u"github"_s, message, status);
}

} // namespace

struct GitHubJobLogClient::Fetch {
    QPointer<QObject> context;
    bool hasContext = false;
    Callback done;
    QString token; // the bearer sent to the API ("" for none)
    bool retried = false; // already the retry after a renewal
    bool redirected = false;
    QUrl apiUrl;
};

GitHubJobLogClient::GitHubJobLogClient(
    Config config, BearerTokenSource *tokens, QNetworkAccessManager *nam, QObject *parent)
    : QObject(parent)
    , m_config(std::move(config))
    , m_tokens(tokens)
    , m_nam(nam ? nam : NetworkAccess::forCurrentThread())
{
}

QUrl GitHubJobLogClient::logUrl(const QUrl &apiBase, const QString &repo, qint64 jobId)
{
    QUrl url = apiBase;
    url.setPath(apiBase.path().chopped(apiBase.path().endsWith(u'/') ? 1 : 0)
        + u"/repos/%1/actions/jobs/%2/logs"_s.arg(repo).arg(jobId));
    return url;
}

void GitHubJobLogClient::fetchLog(const QString &repo, qint64 jobId, QObject *context, Callback done)
{
    auto fetch = std::make_shared<Fetch>();
    fetch->context = context;
    fetch->hasContext = context != nullptr;
    fetch->done = std::move(done);
    static const QRegularExpression repoName(u"^[A-Za-z0-9_.-]{1,100}/[A-Za-z0-9_.-]{1,100}$"_s);
    if (!repoName.match(repo).hasMatch() || jobId <= 0) {
        finish(fetch,
            failure(SourceError::Kind::Configuration,
                u"not a repository and job: \"%1\" %2"_s.arg(repo.left(200)).arg(jobId)));
        return;
    }
    fetch->apiUrl = logUrl(m_config.apiBase, repo, jobId);
    get(fetch, fetch->apiUrl, true);
}

void GitHubJobLogClient::get(const std::shared_ptr<Fetch> &fetch, const QUrl &url, bool withToken)
{
    if (const QString problem = UrlPolicy::check(url, m_config.allowInsecureHttp); !problem.isEmpty()) {
        finish(fetch, failure(SourceError::Kind::Configuration, problem));
        return;
    }
    QNetworkRequest request(url);
    request.setRawHeader("User-Agent", QByteArrayLiteral("hudwatch/" HUDWATCH_VERSION));
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setAttribute(QNetworkRequest::CacheLoadControlAttribute, QNetworkRequest::AlwaysNetwork);
    if (withToken) {
        request.setRawHeader("Accept", "application/vnd.github+json");
        request.setRawHeader("X-GitHub-Api-Version", "2022-11-28");
        fetch->token = m_tokens ? m_tokens->bearerToken() : QString();
        if (!fetch->token.isEmpty())
            request.setRawHeader("Authorization", "Bearer " + fetch->token.toUtf8());
    }
    auto *reply = new GuardedReply(m_nam->get(request),
        { .connectTimeoutMs = m_config.connectTimeoutMs,
            .readTimeoutMs = m_config.readTimeoutMs,
            .maxBytes = m_config.maxLogBytes,
            .requestTimeoutMs = 0 },
        this);
    connect(reply, &GuardedReply::done, this, [this, fetch, reply, withToken] {
        reply->deleteLater();
        onDone(fetch, *reply, withToken);
    });
}

void GitHubJobLogClient::onDone(
    const std::shared_ptr<Fetch> &fetch, const GuardedReply &reply, bool withToken)
{
    const GuardedReply::Outcome &out = reply.outcome();
    using K = SourceError::Kind;
    if (!out.ok()) {
        const K kind = out.isTimeout()                          ? K::Timeout
            : out.kind == GuardedReply::Outcome::Kind::TooLarge ? K::TooLarge
            : out.kind == GuardedReply::Outcome::Kind::TlsError ? K::Tls
                                                                : K::Network;
        finish(fetch, failure(kind, out.message));
        return;
    }
    const int status = out.httpStatus;
    if (status == 200) {
        finish(fetch, out.body);
        return;
    }
    if (withToken && (status == 301 || status == 302 || status == 307) && !fetch->redirected) {
        // The pre-signed storage URL: followed once, and never with the token.
        fetch->redirected = true;
        get(fetch, out.url.resolved(QUrl::fromEncoded(out.header("Location"))), false);
        return;
    }
    if (withToken && status == 401 && !fetch->token.isEmpty() && !fetch->retried && m_tokens) {
        fetch->retried = true;
        m_tokens->renewRejectedToken(fetch->token, this, [this, fetch](const SourceError &renewal) {
            if (renewal.isError())
                finish(fetch,
                    failure(K::Authentication, tr("GitHub refused the sign-in: %1").arg(renewal.message), 401));
            else
                get(fetch, fetch->apiUrl, true);
        });
        return;
    }
    if (!withToken)
        finish(fetch, failure(K::Server, tr("the log's storage answered HTTP %1 — press L on the cell again in a minute").arg(status), status));
    else if (status == 401)
        finish(fetch,
            failure(K::Authentication,
                fetch->token.isEmpty() ? tr("GitHub wants a sign-in for this log — sign in (File ▸ Sign in)")
                                       : tr("GitHub refused the sign-in — sign in again (File ▸ Sign in)"),
                status));
    else if (status == 403 || status == 404)
        // GitHub answers 404 for what the token may not see, 403 for a rate limit or missing scope.
        finish(fetch,
            failure(status == 403 ? K::Authorization : K::BadData,
                (fetch->token.isEmpty()
                        ? tr("GitHub answered HTTP %1: no such job log, or not visible to anonymous requests — sign in "
                             "(File ▸ Sign in)")
                        : tr("GitHub answered HTTP %1: no such job log, or not visible to this sign-in — open the "
                             "job's GitHub page (Enter on the cell)"))
                    .arg(status),
                status));
    else
        finish(fetch,
            failure(
                status >= 500 ? K::Server : K::BadData,
                (status >= 500 ? tr("GitHub answered HTTP %1 — press L on the cell again in a minute")
                               : tr("GitHub answered HTTP %1 — open the job's GitHub page (Enter on the cell)"))
                    .arg(status),
                status));
}

void GitHubJobLogClient::finish(const std::shared_ptr<Fetch> &fetch, const Result<QByteArray> &result)
{
    if (!fetch->done || (fetch->hasContext && !fetch->context))
        return;
    const Callback done = std::exchange(fetch->done, Callback {});
    QObject *target = fetch->hasContext ? fetch->context.data() : this;
    // Always later, so that a caller never gets its answer inside fetchLog().
    QMetaObject::invokeMethod(
        target, [done, result] { done(result); }, Qt::QueuedConnection);
}

} // namespace hw
