#include "BackendsSync.h"

#include "backends/BackendsClickHouseSource.h"
#include "backends/BackendsSnapshotJson.h"
#include "backends/RelayClient.h"
#include "cache/CacheWriter.h"
#include "cache/JobCache.h"
#include "cache/SnapshotStore.h"
#include "net/GuardedReply.h"
#include "net/UrlPolicy.h"
#include "sync/SyncLogging.h"

#include <QDateTime>
#include <QNetworkAccessManager>
#include <QNetworkRequest>
#include <QSet>

#include <algorithm>
#include <utility>

using namespace Qt::StringLiterals;

namespace hw {

// What one poll has gathered so far; parts not asked for stay "done".
struct BackendsSync::Poll {
    qint64 asOf = 0;
    int outstanding = 0;
    std::optional<Allowlist> allowlist;
    std::optional<QVector<LevelStatus>> levelStatus;
    bool levelStatusNotOffered = false;
    std::optional<QVector<BackendStats>> stats;
    QVector<BackendJobResult> jobs;
    QHash<qint64, PullRequestInfo> prs;
    QVector<SourceError> errors;
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
        connect(clickhouse, &BackendsClickHouseSource::failed, this, [this](const SourceError &error) {
            if (!m_poll)
                return;
            m_poll->errors << error;
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
        const Result<SnapshotStore::Snapshot> loaded = SnapshotStore(*m_cache).load(sourceName());
        const QByteArray body = loaded ? loaded->body : QByteArray();
        const qint64 fetchedAt = loaded ? loaded->fetchedAt : 0;
        if (!loaded) {
            m_status.error = loaded.error();
            m_status.error.message = tr("cache: %1 — free disk space; the poll is retried").arg(loaded.error().message);
        } else if (!body.isEmpty()) {
            const auto cached = BackendsSnapshotJson::fromBody(body);
            if (cached) {
                const QVector<LevelChangeEvent> base = m_snapshot.levelHistory;
                m_snapshot = *cached;
                mergeEvents(&m_snapshot.levelHistory, base);
                m_status.asOf = fetchedAt;
            } else {
                // Unreadable (e.g. written by a newer build): ignored, replaced by the next poll.
                m_status.error.kind = SourceError::Kind::Storage;
                m_status.error.source = u"cache"_s;
                m_status.error.message
                    = tr("cache: the stored backends snapshot is unreadable (%1); it will be replaced by the next poll")
                          .arg(cached.error());
            }
        }
        if (m_status.error.isError())
            qCWarning(lcHudwatchSync, "%s", qUtf8Printable(m_status.error.message));
    }
    emit snapshotChanged(m_snapshot);
    if (!m_pollingEnabled || (!hasRelayApi() && !m_clickhouse && m_allowlistFile.isEmpty())) {
        setStatus(SourceStatus::State::Offline, m_status.error);
        return;
    }
    m_scheduler.start(true);
    setStatus(isPaused() ? SourceStatus::State::Paused : SourceStatus::State::Idle, m_status.error);
}

void BackendsSync::stop()
{
    cancelPoll();
    m_scheduler.stop();
    m_started = false;
    setStatus(SourceStatus::State::Idle, m_status.error);
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
    setStatus(SourceStatus::State::Paused, m_status.error);
}

void BackendsSync::resume()
{
    if (!isPaused())
        return;
    m_scheduler.resume();
    setStatus(m_status.consecutiveFailures > 0 ? SourceStatus::State::BackingOff : SourceStatus::State::Idle,
              m_status.error);
}

void BackendsSync::pollNow()
{
    if (!m_started || !m_pollingEnabled || m_scheduler.isPollInFlight())
        return;
    m_scheduler.pollNow();
}

void BackendsSync::cancelPoll()
{
    // A snapshot being stored is not shown by a cancelled poll; the next poll replaces it.
    m_storeTicket = 0;
    m_storingPoll.reset();
    m_storingSnapshot = {};
    if (!m_poll)
        return;
    m_poll.reset();
    m_pollRequest.cancel();
    if (m_relay)
        m_relay->cancelAll();
    if (m_clickhouse)
        m_clickhouse->cancel();
}

void BackendsSync::onPollDue()
{
    m_poll = std::make_unique<Poll>();
    m_pollRequest.begin();
    m_poll->asOf = nowSecs();
    m_poll->outstanding = 1; // released at the end of this function, so parts answering at once are safe
    setStatus(SourceStatus::State::Fetching, m_status.error);

    const QUrl allowlistUrl(m_allowlistFile);
    if (allowlistUrl.scheme() == u"https" || allowlistUrl.scheme() == u"http") {
        ++m_poll->outstanding;
        fetchAllowlistUrl(allowlistUrl);
    } else if (!m_allowlistFile.isEmpty()) {
        ++m_poll->outstanding;
        parseAllowlist([path = m_allowlistFile] { return AllowlistParser::parseFile(path); });
    }
    if (hasRelayApi()) {
        if (m_allowlistFile.isEmpty()) {
            ++m_poll->outstanding;
            m_relay->fetchAllowlist(this, m_pollRequest.guard([this](std::optional<Allowlist> allowlist,
                                                                     const RelayError &error) {
                if (allowlist)
                    m_poll->allowlist = std::move(allowlist);
                partDone(&error);
            }));
        }
        ++m_poll->outstanding;
        m_relay->fetchLevelStatus(this, m_pollRequest.guard([this](std::optional<QVector<LevelStatus>> status,
                                                                   const RelayError &error) {
            if (status)
                m_poll->levelStatus = std::move(status);
            if (error.kind == RelayError::Kind::NotOffered) {
                // An older HUD without level-status: said in the view, not an error of the poll.
                m_poll->levelStatus = QVector<LevelStatus>();
                m_poll->levelStatusNotOffered = true;
                partDone();
                return;
            }
            partDone(&error);
        }));
    }
    if (m_clickhouse) {
        ++m_poll->outstanding;
        m_clickhouse->fetch(m_poll->asOf);
    }
    partDone();
}

void BackendsSync::fetchAllowlistUrl(const QUrl &url)
{
    if (!m_relay) {
        m_poll->errors << SourceError::make(SourceError::Kind::Configuration, u"allowlist"_s,
                                            tr("allowlist %1: no relay client to fetch it with")
                                                .arg(url.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery)));
        partDone();
        return;
    }
    m_relay->fetchAllowlistFile(url, m_allowlistInsecureHttp, this,
                                m_pollRequest.guard([this, url](std::optional<QByteArray> body, const RelayError &error) {
                                    if (!body) {
                                        partDone(&error);
                                        return;
                                    }
                                    const QString where = url.toDisplayString(QUrl::RemoveUserInfo | QUrl::RemoveQuery);
                                    parseAllowlist([body = *body, where] { return AllowlistParser::parse(body, where); });
                                }));
}

// Off the GUI thread: even bounded, a hostile file may take a while to refuse. The job only owns
// copies, so this object may go away while it runs; the result counts only for the poll that
// asked for it, a late one from a cancelled poll is dropped.
void BackendsSync::parseAllowlist(std::function<AllowlistParser::Result()> parse)
{
    m_allowlistParse.start(std::move(parse), m_pollRequest.guard([this](const AllowlistParser::Result &parsed) {
        if (parsed.ok())
            m_poll->allowlist = parsed.allowlist;
        else
            m_poll->errors << SourceError::make(SourceError::Kind::BadData, u"allowlist"_s,
                                                tr("allowlist %1").arg(parsed.errorMessage()));
        partDone();
    }));
}

bool BackendsSync::hasRelayApi() const
{
    return m_relay && !m_relay->config().baseUrl.isEmpty();
}

void BackendsSync::partDone(const RelayError *error)
{
    if (m_poll && error && error->isError())
        m_poll->errors << error->toSourceError();
    if (!m_poll || --m_poll->outstanding > 0)
        return;
    fetchPrTitles();
}

// PR titles are a nicety: asked once per PR, and a failure only leaves "#123" without a title.
void BackendsSync::fetchPrTitles()
{
    QVector<qint64> missing;
    if (hasRelayApi() && m_poll->stats) {
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
    m_relay->fetchPrInfo(QStringLiteral("pytorch/pytorch"), missing, this,
                         m_pollRequest.guard([this](std::optional<QVector<PullRequestInfo>> prs, const RelayError &error) {
                             if (prs) {
                                 for (const PullRequestInfo &pr : std::as_const(*prs))
                                     m_poll->prs.insert(pr.number, pr);
                             } else {
                                 qCWarning(lcHudwatchSync, "backends: PR titles unavailable: %s",
                                           qUtf8Printable(error.describe()));
                             }
                             finishPoll();
                         }));
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
    m_pollRequest.finish();
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
        next.levelStatusNotOffered = poll->levelStatusNotOffered;
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


    if (changed && m_cache) {
        // Nothing is shown that is not stored: the writer thread commits it, then
        // onSnapshotStored() completes the poll (the window never waits for the file).
        const QByteArray body = BackendsSnapshotJson::toBody(next);
        const qint64 asOf = next.asOf;
        m_storingPoll = std::move(poll);
        m_storingSnapshot = std::move(next);
        m_storeTicket = cacheWriter()->storeSnapshot(sourceName(), asOf, nowSecs(), body);
        return;
    }
    completePoll(std::move(poll), std::move(next), changed);
}

void BackendsSync::setCacheWriter(CacheWriter *writer)
{
    Q_ASSERT(writer && !m_writer);
    m_writer = writer;
    connect(writer, &CacheWriter::snapshotStored, this, [this](quint64 ticket) { onSnapshotStored(ticket); });
    connect(writer, &CacheWriter::storeFailed, this, &BackendsSync::onSnapshotStoreFailed);
}

CacheWriter *BackendsSync::cacheWriter()
{
    if (!m_writer) {
        m_ownWriter = std::make_unique<CacheWriter>(m_cache->path());
        m_ownWriter->setBusyTimeout(m_cache->busyTimeout());
        setCacheWriter(m_ownWriter.get());
    }
    return m_writer;
}

void BackendsSync::onSnapshotStored(quint64 ticket)
{
    if (ticket == 0 || ticket != m_storeTicket)
        return; // another sync's write, or a cancelled poll's
    m_storeTicket = 0;
    completePoll(std::move(m_storingPoll), std::exchange(m_storingSnapshot, {}), true);
}

void BackendsSync::onSnapshotStoreFailed(quint64 ticket, const SourceError &error)
{
    if (ticket == 0 || ticket != m_storeTicket)
        return;
    m_storeTicket = 0;
    std::unique_ptr<Poll> poll = std::move(m_storingPoll);
    m_storingSnapshot = {};
    if (error.kind == SourceError::Kind::Cancelled)
        return; // the writer stopped (shutting down)
    // Not stored, so not shown: the previous snapshot stays on screen.
    poll->errors << error;
    completePoll(std::move(poll), {}, false);
}

void BackendsSync::completePoll(std::unique_ptr<Poll> poll, BackendsSnapshot next, bool changed)
{
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
        const SourceError error = SourceError::combine(poll->errors);
        qCWarning(lcHudwatchSync, "backends: %s", qUtf8Printable(error.message));
        m_scheduler.reportFailure(error.retryAfterSeconds);
        m_status.consecutiveFailures = m_scheduler.consecutiveFailures();
        if (error.needsCredentials() && !isPaused()) {
            // Asking again with the same token cannot succeed: wait for a new one (resume()).
            m_scheduler.pause();
            setStatus(SourceStatus::State::NeedsCredentials, error);
            return;
        }
        setStatus(isPaused() ? SourceStatus::State::Paused : SourceStatus::State::BackingOff, error);
    }
}

void BackendsSync::setStatus(SourceStatus::State state, const SourceError &error)
{
    m_status.state = state;
    m_status.error = error;
    m_status.nextPollAt = m_scheduler.nextPollAtMs() / 1000;
    m_status.pollStartedAt = m_scheduler.pollStartedAtMs() / 1000;
    const qint64 staleAfterMs = StalenessWatch::thresholdForIntervalMs(m_scheduler.intervalSeconds());
    m_status.stale = m_staleness.update(m_status.asOf, m_scheduler.pollStartedAtMs(), staleAfterMs);
    emit statusChanged(m_status);
}

} // namespace hw
