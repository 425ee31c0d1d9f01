#include "BackendsSync.h"

#include "sync/SyncLogging.h"
#include "cache/JobCache.h"
#include "backends/BackendsClickHouseSource.h"
#include "backends/BackendsSnapshotJson.h"
#include "net/GuardedReply.h"
#include "net/UrlPolicy.h"
#include "relay/RelayClient.h"

#include <QDateTime>
#include <QFutureWatcher>
#include <QJsonDocument>
#include <QNetworkAccessManager>
#include <QNetworkRequest>
#include <QSet>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace hw {

// What one poll has gathered so far; parts not asked for stay "done".
struct BackendsSync::Poll {
    quint64 generation = 0;
    qint64 asOf = 0;
    int outstanding = 0;
    std::optional<Allowlist> allowlist;
    std::optional<QVector<LevelStatus>> levelStatus;
    std::optional<QVector<BackendStats>> stats;
    QVector<BackendJobResult> jobs;
    QHash<qint64, PullRequestInfo> prs;
    QStringList errors;
    int retryAfterSeconds = 0;
};

namespace {

void mergeEvents(QVector<LevelChangeEvent> *into, const QVector<LevelChangeEvent> &more)
{
    for (const LevelChangeEvent &e : more)
        if (!into->contains(e))
            into->append(e);
    std::stable_sort(into->begin(), into->end(),
                     [](const LevelChangeEvent &a, const LevelChangeEvent &b) { return a.date < b.date; });
}

} // namespace

BackendsSync::BackendsSync(RelayClient *relay, BackendsClickHouseSource *clickhouse, JobCache *cache, QObject *parent)
    : QObject(parent)
    , m_relay(relay)
    , m_clickhouse(clickhouse)
    , m_cache(cache)
{
    m_status.source = sourceName();
    m_staleness.setClock([this] { return m_scheduler.nowMs(); });
    connect(&m_staleness, &StalenessWatch::staleChanged, this, [this](bool stale) {
        m_status.stale = stale;
        emit statusChanged(m_status);
    });
    connect(&m_scheduler, &PollScheduler::pollDue, this, &BackendsSync::onPollDue);
    connect(&m_scheduler, &PollScheduler::scheduleChanged, this, [this] {
        m_status.nextPollAt = m_scheduler.nextPollAtMs() / 1000;
        emit statusChanged(m_status);
    });
    if (clickhouse) {
        connect(clickhouse, &BackendsClickHouseSource::fetched, this,
                [this](const QVector<BackendStats> &stats, const QVector<BackendJobResult> &jobs) {
                    if (!m_poll)
                        return;
                    m_poll->stats = stats;
                    m_poll->jobs = jobs;
                    partDone();
                });
        connect(clickhouse, &BackendsClickHouseSource::failed, this, [this](const QString &message) {
            if (!m_poll)
                return;
            m_poll->errors << message;
            partDone();
        });
    }
}

BackendsSync::~BackendsSync()
{
    cancelPoll();
}

void BackendsSync::setBaseLevelHistory(const QVector<LevelChangeEvent> &events)
{
    mergeEvents(&m_snapshot.levelHistory, events);
}

void BackendsSync::start()
{
    if (m_started)
        return;
    m_started = true;
    if (m_cache) {
        QString error;
        qint64 asOf = 0;
        qint64 fetchedAt = 0;
        const QByteArray body = m_cache->loadSnapshot(sourceName(), &asOf, &fetchedAt, &error);
        if (!error.isEmpty()) {
            m_status.lastError = u"cache: "_s + error;
        } else if (!body.isEmpty()) {
            QJsonParseError parseError;
            const QJsonDocument doc = QJsonDocument::fromJson(body, &parseError);
            const auto cached = doc.isObject() ? BackendsSnapshotJson::fromJson(doc.object(), &error) : std::nullopt;
            if (cached) {
                const QVector<LevelChangeEvent> base = m_snapshot.levelHistory;
                m_snapshot = *cached;
                mergeEvents(&m_snapshot.levelHistory, base);
                m_status.asOf = fetchedAt;
            } else {
                // Unreadable (e.g. written by a newer build): ignored, replaced by the next poll.
                m_status.lastError = u"cache: the stored backends snapshot is unreadable (%1); it will be "
                                     u"replaced by the next poll"_s
                                         .arg(error.isEmpty() ? parseError.errorString() : error);
            }
        }
        if (!m_status.lastError.isEmpty())
            qCWarning(lcHudwatchSync, "%s", qUtf8Printable(m_status.lastError));
    }
    emit snapshotChanged(m_snapshot);
    if (!m_pollingEnabled || (!m_relay && !m_clickhouse && m_allowlistFile.isEmpty())) {
        setStatus(SourceStatus::State::Offline, m_status.lastError);
        return;
    }
    m_scheduler.start(true);
    setStatus(isPaused() ? SourceStatus::State::Paused : SourceStatus::State::Idle, m_status.lastError);
}

void BackendsSync::stop()
{
    cancelPoll();
    m_scheduler.stop();
    m_started = false;
    setStatus(SourceStatus::State::Idle, m_status.lastError);
}

void BackendsSync::pause()
{
    if (isPaused())
        return;
    const bool inFlight = m_scheduler.isPollInFlight();
    m_scheduler.pause();
    if (inFlight) {
        cancelPoll();
        m_scheduler.abandonPoll();
    }
    setStatus(SourceStatus::State::Paused, m_status.lastError);
}

void BackendsSync::resume()
{
    if (!isPaused())
        return;
    m_scheduler.resume();
    setStatus(m_status.consecutiveFailures > 0 ? SourceStatus::State::BackingOff : SourceStatus::State::Idle,
              m_status.lastError);
}

void BackendsSync::pollNow()
{
    if (!m_started || !m_pollingEnabled || m_scheduler.isPollInFlight())
        return;
    m_scheduler.pollNow();
}

void BackendsSync::cancelPoll()
{
    if (!m_poll)
        return;
    m_poll.reset();
    ++m_generation;
    if (m_allowlistReply) {
        m_allowlistReply->cancel();
        m_allowlistReply->deleteLater();
    }
    if (m_relay)
        m_relay->cancelAll();
    if (m_clickhouse)
        m_clickhouse->cancel();
}

void BackendsSync::onPollDue()
{
    m_poll = std::make_unique<Poll>();
    m_poll->generation = ++m_generation;
    m_poll->asOf = nowSecs();
    m_poll->outstanding = 1; // released at the end of this function, so parts answering at once are safe
    setStatus(SourceStatus::State::Fetching, m_status.lastError);
    const quint64 generation = m_poll->generation;
    auto alive = [this, generation] { return m_poll && m_poll->generation == generation; };

    const QUrl allowlistUrl(m_allowlistFile);
    if (allowlistUrl.scheme() == u"https" || allowlistUrl.scheme() == u"http") {
        ++m_poll->outstanding;
        fetchAllowlistUrl(allowlistUrl);
    } else if (!m_allowlistFile.isEmpty()) {
        ++m_poll->outstanding;
        parseAllowlist([path = m_allowlistFile] { return AllowlistParser::parseFile(path); });
    }
    if (m_relay) {
        if (m_allowlistFile.isEmpty()) {
            ++m_poll->outstanding;
            m_relay->fetchAllowlist(this, [this, alive](std::optional<Allowlist> allowlist, const RelayError &error) {
                if (!alive())
                    return;
                if (allowlist)
                    m_poll->allowlist = std::move(allowlist);
                partDone(&error);
            });
        }
        ++m_poll->outstanding;
        m_relay->fetchLevelStatus(this, [this, alive](std::optional<QVector<LevelStatus>> status, const RelayError &error) {
            if (!alive())
                return;
            if (status)
                m_poll->levelStatus = std::move(status);
            partDone(&error);
        });
    }
    if (m_clickhouse) {
        ++m_poll->outstanding;
        m_clickhouse->fetch(m_poll->asOf);
    }
    partDone();
}

void BackendsSync::fetchAllowlistUrl(const QUrl &url)
{
    if (const QString problem = UrlPolicy::check(url, m_allowlistInsecureHttp); !problem.isEmpty()) {
        m_poll->errors << tr("allowlist %1: %2").arg(url.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery), problem);
        partDone();
        return;
    }
    if (!m_nam) {
        m_nam = new QNetworkAccessManager(this);
        m_nam->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
    }
    QNetworkRequest request(url);
    request.setHeader(QNetworkRequest::UserAgentHeader, QByteArrayLiteral("hudwatch/" HUDWATCH_VERSION));
    GuardedReply::Options options;
    options.maxBytes = 4 * 1024 * 1024; // the real file is about 1 KB
    auto *guard = new GuardedReply(m_nam->get(request), options, this);
    m_allowlistReply = guard;
    const quint64 generation = m_poll->generation;
    connect(guard, &GuardedReply::done, this, [this, guard, generation, url](const GuardedReply::Outcome &outcome) {
        guard->deleteLater();
        if (!m_poll || m_poll->generation != generation)
            return;
        const QString where = url.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery);
        if (!outcome.ok()) {
            m_poll->errors << tr("allowlist %1: %2").arg(where, outcome.message);
        } else if (outcome.httpStatus != 200) {
            m_poll->errors << tr("allowlist %1: HTTP %2 %3").arg(where).arg(outcome.httpStatus).arg(outcome.reasonPhrase);
        } else {
            parseAllowlist([body = outcome.body, where] { return AllowlistParser::parse(body, where); });
            return; // the parse finishes this part
        }
        partDone();
    });
}

// Off the GUI thread: even bounded, a hostile file may take a while to refuse. The job only owns
// copies, so this object may go away while it runs (the watcher, its child, goes with it); the
// result counts only for the poll that asked for it, a late one from a cancelled poll is dropped.
void BackendsSync::parseAllowlist(std::function<AllowlistParser::Result()> parse)
{
    const quint64 generation = m_poll->generation;
    auto *watcher = new QFutureWatcher<AllowlistParser::Result>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (!m_poll || m_poll->generation != generation)
            return;
        const AllowlistParser::Result parsed = watcher->result();
        if (parsed.ok())
            m_poll->allowlist = parsed.allowlist;
        else
            m_poll->errors << tr("allowlist %1").arg(parsed.errorMessage());
        partDone();
    });
    watcher->setFuture(QtConcurrent::run(std::move(parse)));
}

void BackendsSync::partDone(const RelayError *error)
{
    if (m_poll && error && error->kind != RelayError::Kind::None) {
        m_poll->errors << error->describe();
        m_poll->retryAfterSeconds = std::max(m_poll->retryAfterSeconds, error->retryAfterSeconds);
    }
    if (!m_poll || --m_poll->outstanding > 0)
        return;
    fetchPrTitles();
}

// PR titles are a nicety: asked once per PR, and a failure only leaves "#123" without a title.
void BackendsSync::fetchPrTitles()
{
    QVector<qint64> missing;
    if (m_relay && m_poll->stats) {
        QSet<qint64> seen;
        for (const BackendJobResult &job : std::as_const(m_poll->jobs))
            if (job.prNumber > 0 && !m_snapshot.prs.contains(job.prNumber) && !seen.contains(job.prNumber)) {
                seen.insert(job.prNumber);
                missing << job.prNumber;
            }
    }
    if (missing.isEmpty()) {
        finishPoll();
        return;
    }
    std::sort(missing.begin(), missing.end());
    const quint64 generation = m_poll->generation;
    m_relay->fetchPrInfo(QStringLiteral("pytorch/pytorch"), missing, this,
                         [this, generation](std::optional<QVector<PullRequestInfo>> prs, const RelayError &error) {
                             if (!m_poll || m_poll->generation != generation)
                                 return;
                             if (prs) {
                                 for (const PullRequestInfo &pr : std::as_const(*prs))
                                     m_poll->prs.insert(pr.number, pr);
                             } else {
                                 qCWarning(lcHudwatchSync, "backends: PR titles unavailable: %s",
                                           qUtf8Printable(error.describe()));
                             }
                             finishPoll();
                         });
}

void BackendsSync::noteAllowlistChanges(const Allowlist &before, const Allowlist &after, BackendsSnapshot *into) const
{
    const QDate today = QDateTime::fromSecsSinceEpoch(nowSecs(), Qt::UTC).date();
    auto note = [&](const QString &repo, TrustLevel from, TrustLevel to) {
        LevelChangeEvent e;
        e.date = today;
        e.repo = repo;
        e.from = from;
        e.to = to;
        e.note = tr("seen in the relay's allowlist");
        e.source = LevelChangeEvent::Source::Allowlist;
        into->levelHistory.append(e);
    };
    for (const AllowlistEntry &entry : after.entries) {
        const AllowlistEntry *old = before.find(entry.repo);
        if (!old)
            note(entry.repo, TrustLevel::Unknown, entry.level);
        else if (old->level != entry.level)
            note(entry.repo, old->level, entry.level);
    }
    for (const AllowlistEntry &entry : before.entries)
        if (!after.find(entry.repo))
            note(entry.repo, entry.level, TrustLevel::Unknown);
}

void BackendsSync::finishPoll()
{
    std::unique_ptr<Poll> poll = std::move(m_poll);
    BackendsSnapshot next = m_snapshot;
    bool changed = false;
    if (poll->allowlist) {
        if (m_snapshot.allowlist && *m_snapshot.allowlist != *poll->allowlist)
            noteAllowlistChanges(*m_snapshot.allowlist, *poll->allowlist, &next);
        next.allowlist = std::move(poll->allowlist);
        changed = true;
    }
    if (poll->levelStatus) {
        next.levelStatus = std::move(*poll->levelStatus);
        changed = true;
    }
    if (poll->stats) {
        next.stats = std::move(*poll->stats);
        next.jobs = std::move(poll->jobs);
        next.asOf = poll->asOf;
        changed = true;
    }
    for (auto it = poll->prs.cbegin(); it != poll->prs.cend(); ++it)
        next.prs.insert(it.key(), it.value());

    QString error = poll->errors.join(QStringLiteral("; "));
    if (changed && m_cache) {
        const QByteArray body = QJsonDocument(BackendsSnapshotJson::toJson(next)).toJson(QJsonDocument::Compact);
        QString cacheError;
        if (!m_cache->storeSnapshot(sourceName(), next.asOf, nowSecs(), body, &cacheError)) {
            // Nothing is shown that is not stored: keep the previous snapshot on screen.
            error = error.isEmpty() ? cacheError : error + u"; "_s + cacheError;
            changed = false;
            poll->errors << cacheError;
        }
    }
    if (changed && !(next == m_snapshot)) {
        m_snapshot = std::move(next);
        emit snapshotChanged(m_snapshot);
    }
    if (poll->errors.isEmpty()) {
        m_status.asOf = nowSecs();
        m_status.consecutiveFailures = 0;
        m_scheduler.reportSuccess();
        setStatus(isPaused() ? SourceStatus::State::Paused : SourceStatus::State::Ok);
    } else {
        qCWarning(lcHudwatchSync, "backends: %s", qUtf8Printable(error));
        m_scheduler.reportFailure(poll->retryAfterSeconds);
        m_status.consecutiveFailures = m_scheduler.consecutiveFailures();
        setStatus(isPaused() ? SourceStatus::State::Paused : SourceStatus::State::BackingOff, error);
    }
}

void BackendsSync::setStatus(SourceStatus::State state, const QString &error)
{
    m_status.state = state;
    m_status.lastError = error;
    m_status.nextPollAt = m_scheduler.nextPollAtMs() / 1000;
    m_status.pollStartedAt = m_scheduler.pollStartedAtMs() / 1000;
    const qint64 staleAfterMs = StalenessWatch::thresholdForIntervalMs(m_scheduler.intervalSeconds());
    m_status.stale = m_staleness.update(m_status.asOf, m_scheduler.pollStartedAtMs(), staleAfterMs);
    emit statusChanged(m_status);
}

} // namespace hw
