#include "GridSync.h"

#include "sync/SyncLogging.h"
#include "cache/JobCache.h"
#include "grid/JobGridModel.h"
#include "grid/JobSource.h"

#include <QDateTime>

#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <QFutureWatcher>
#include <QSet>
#include <QtConcurrent/QtConcurrentRun>

using namespace Qt::StringLiterals;

namespace hw {

GridSync::GridSync(JobSource *source, JobCache *cache, JobGridModel *model, QObject *parent)
    : QObject(parent)
    , m_source(source)
    , m_cache(cache)
    , m_model(model)
{
    Q_ASSERT(source && cache && model);
    m_status.source = source->name();
    m_staleness.setClock([this] { return m_scheduler.nowMs(); });
    connect(&m_staleness, &StalenessWatch::staleChanged, this, &GridSync::onStaleChanged);
    connect(&m_scheduler, &PollScheduler::pollDue, this, &GridSync::onPollDue);
    connect(&m_scheduler, &PollScheduler::scheduleChanged, this, &GridSync::onScheduleChanged);
    connect(source, &JobSource::fetched, this, &GridSync::onFetched);
    connect(source, &JobSource::failed, this, &GridSync::onFailed);
}

GridSync::~GridSync() = default;

QString GridSync::sourceName() const
{
    return m_status.source;
}

void GridSync::start()
{
    if (m_started)
        return;
    m_started = true;

    // Cache first: the user sees the last known grid before the network is touched. Only the
    // first screenful is read here; a 300 x 3,000 cache takes too long for a snappy first paint.
    QElapsedTimer t;
    t.start();
    QString error;
    const int maxCommits = m_maxCommits > 0 ? m_maxCommits : m_model->maxCommits();
    const int firstPage = m_firstPageCommits > 0 ? std::min(m_firstPageCommits, maxCommits) : maxCommits;
    const JobBatch cached = m_cache->loadLatest(sourceName(), firstPage, &error);
    if (!error.isEmpty()) {
        qCWarning(lcHudwatchSync, "%s: cannot read the cache: %s", qUtf8Printable(sourceName()),
                  qUtf8Printable(error));
        m_status.lastError = u"cache: "_s + error;
    }
    m_model->resetFrom(cached);
    m_status.asOf = cached.fetchedAt;
    qCInfo(lcHudwatchSync, "%s: loaded %lld commits, %lld jobs from the cache in %lld ms (as of %s)",
           qUtf8Printable(sourceName()), static_cast<long long>(cached.commits.size()),
           static_cast<long long>(cached.jobs.size()), static_cast<long long>(t.elapsed()),
           cached.fetchedAt > 0
               ? qUtf8Printable(QDateTime::fromSecsSinceEpoch(cached.fetchedAt, Qt::UTC)
                                    .toString(Qt::ISODate))
               : "never");
    setStatus(!m_pollingEnabled ? SourceStatus::State::Offline
                                : (isPaused() ? SourceStatus::State::Paused : SourceStatus::State::Idle),
              m_status.lastError);

    if (cached.commits.size() < firstPage || firstPage >= maxCommits) {
        onRestOfCacheLoaded({}, {});
        return;
    }
    // The rest on a worker thread, through its own connection (one JobCache per thread; WAL
    // lets it read while this thread writes).
    const QString path = m_cache->path();
    const QString source = sourceName();
    QStringList shown;
    for (const Commit &c : cached.commits)
        shown << c.sha;
    auto *watcher = new QFutureWatcher<QPair<JobBatch, QString>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher] {
        // Take the batch out of the future so its ~1M rows are freed right after applying.
        auto [rest, loadError] = watcher->future().takeResult();
        watcher->deleteLater();
        onRestOfCacheLoaded(rest, loadError);
        rest = {};
        releaseFreedMemory();
    });
    watcher->setFuture(QtConcurrent::run([path, source, maxCommits, shown]() {
        JobCache cache(path);
        QString e;
        if (!cache.open(&e))
            return qMakePair(JobBatch{}, e);
        JobBatch all = cache.loadLatest(source, maxCommits, &e);
        // Keep only what the first page did not show: applied below it as new rows.
        const QSet<QString> skip(shown.cbegin(), shown.cend());
        JobBatch rest;
        rest.source = all.source;
        rest.watermark = all.watermark;
        rest.fetchedAt = all.fetchedAt;
        for (const Commit &c : std::as_const(all.commits)) {
            if (!skip.contains(c.sha))
                rest.commits << c;
        }
        rest.jobs.reserve(all.jobs.size());
        for (const JobRun &j : std::as_const(all.jobs)) {
            if (!skip.contains(j.headSha))
                rest.jobs << j;
        }
        return qMakePair(rest, e);
    }));
}

void GridSync::onRestOfCacheLoaded(const JobBatch &rest, const QString &error)
{
    if (!m_started)
        return;
    if (!error.isEmpty()) {
        qCWarning(lcHudwatchSync, "%s: cannot read the rest of the cache: %s", qUtf8Printable(sourceName()),
                  qUtf8Printable(error));
    }
    if (!rest.isEmpty()) {
        QElapsedTimer t;
        t.start();
        const GridChange change = m_model->applyBatch(rest);
        qCInfo(lcHudwatchSync, "%s: appended %d older commits from the cache in %lld ms", qUtf8Printable(sourceName()),
               change.insertedRows, static_cast<long long>(t.elapsed()));
    }
    m_cacheLoaded = true;
    emit cacheLoaded();
    startPolling();
}

void GridSync::releaseFreedMemory()
{
#if defined(__GLIBC__)
    // The load built ~1M rows on a worker thread; glibc keeps that thread's freed arena
    // resident unless asked to give it back.
    malloc_trim(0);
#endif
}

void GridSync::startPolling()
{
    if (!m_pollingEnabled) {
        setStatus(SourceStatus::State::Offline, m_status.lastError);
        return;
    }
    m_scheduler.start(true);
    setStatus(isPaused() ? SourceStatus::State::Paused : SourceStatus::State::Idle,
              m_status.lastError);
}

void GridSync::stop()
{
    if (m_scheduler.isPollInFlight() && m_source)
        m_source->cancel();
    m_scheduler.stop();
    m_started = false;
    setStatus(SourceStatus::State::Idle, m_status.lastError);
}

void GridSync::pause()
{
    if (isPaused())
        return;
    // Pausing stops polls, including the one in flight (its answer would be discarded anyway).
    const bool inFlight = m_scheduler.isPollInFlight();
    m_scheduler.pause();
    if (inFlight && m_source) {
        m_source->cancel();
        m_scheduler.abandonPoll();
    }
    qCInfo(lcHudwatchSync, "%s: paused", qUtf8Printable(sourceName()));
    setStatus(SourceStatus::State::Paused, m_status.lastError);
}

void GridSync::resume()
{
    if (!isPaused())
        return;
    qCInfo(lcHudwatchSync, "%s: resumed", qUtf8Printable(sourceName()));
    m_scheduler.resume();
    setStatus(m_status.consecutiveFailures > 0 ? SourceStatus::State::BackingOff
                                               : SourceStatus::State::Idle,
              m_status.lastError);
}

void GridSync::pollNow()
{
    if (!m_started || !m_cacheLoaded || !m_pollingEnabled)
        return;
    m_scheduler.pollNow();
}

void GridSync::onPollDue()
{
    if (!m_source)
        return;
    m_pollTimer.start();
    const qint64 since = m_cache->watermark(sourceName());
    setStatus(SourceStatus::State::Fetching, m_status.lastError);
    m_source->fetch(since);
}

void GridSync::onFetched(const JobBatch &fetched)
{
    if (!m_scheduler.isPollInFlight())
        return; // an answer after pause/stop: ignore rather than apply behind the user's back
    JobBatch batch = fetched;
    if (batch.source.isEmpty() || batch.source != sourceName())
        batch.source = sourceName(); // the watermark belongs to this source
    if (batch.fetchedAt == 0)
        batch.fetchedAt = nowSecs();

    QString error;
    if (!m_cache->storeBatch(batch, &error)) {
        // Nothing is applied: the model never shows what the cache could not keep.
        qCWarning(lcHudwatchSync, "%s: cache write failed, batch of %lld jobs not applied: %s",
                  qUtf8Printable(sourceName()), static_cast<long long>(batch.jobs.size()),
                  qUtf8Printable(error));
        m_scheduler.reportFailure();
        m_status.consecutiveFailures = m_scheduler.consecutiveFailures();
        setStatus(SourceStatus::State::Failed, u"cache write failed: "_s + error);
        return;
    }
    const GridChange change = m_model->applyBatch(batch);
    qCInfo(lcHudwatchSync,
           "%s: poll ok: %lld commits, %lld jobs, %d new rows, %d new columns, %d changed cells, %lld ms",
           qUtf8Printable(sourceName()), static_cast<long long>(batch.commits.size()),
           static_cast<long long>(batch.jobs.size()), change.insertedRows, change.insertedColumns,
           change.changedCells, static_cast<long long>(m_pollTimer.elapsed()));
    // Once per poll, not per row: a bad row is kept (with U+FFFD) and must not flood the log.
    QString notice;
    if (batch.invalidTextRows > 0) {
        notice = tr("%n row(s) with invalid UTF-8 text (shown as �)", nullptr, batch.invalidTextRows);
        qCWarning(lcHudwatchSync, "%s: %d row(s) with invalid UTF-8 text, kept with U+FFFD replacement characters",
                  qUtf8Printable(sourceName()), batch.invalidTextRows);
    }
    m_scheduler.reportSuccess();
    m_status.asOf = batch.fetchedAt;
    m_status.consecutiveFailures = 0;
    m_status.notice = notice;
    setStatus(isPaused() ? SourceStatus::State::Paused : SourceStatus::State::Ok);
    emit batchApplied(int(batch.commits.size()), int(batch.jobs.size()), change.changedCells);
}

void GridSync::onFailed(const QString &message)
{
    if (!m_scheduler.isPollInFlight())
        return;
    m_scheduler.reportFailure();
    m_status.consecutiveFailures = m_scheduler.consecutiveFailures();
    qCWarning(lcHudwatchSync, "%s: poll failed (%d in a row, %lld ms): %s", qUtf8Printable(sourceName()),
              m_status.consecutiveFailures, static_cast<long long>(m_pollTimer.elapsed()),
              qUtf8Printable(message));
    setStatus(isPaused() ? SourceStatus::State::Paused : SourceStatus::State::BackingOff, message);
}

void GridSync::onScheduleChanged()
{
    const qint64 next = m_scheduler.nextPollAtMs();
    const qint64 nextSecs = next > 0 ? (next + 999) / 1000 : 0;
    if (nextSecs != m_status.nextPollAt) {
        m_status.nextPollAt = nextSecs;
        emit statusChanged(m_status);
    }
}

void GridSync::setStatus(SourceStatus::State state, const QString &error)
{
    SourceStatus s = m_status;
    s.state = state;
    s.lastError = error;
    const qint64 next = m_scheduler.nextPollAtMs();
    s.nextPollAt = next > 0 ? (next + 999) / 1000 : 0;
    s.pollStartedAt = m_scheduler.pollStartedAtMs() / 1000;
    s.stale = m_staleness.update(s.asOf, m_scheduler.pollStartedAtMs(), staleAfterMs());
    if (s == m_status)
        return;
    m_status = s;
    emit statusChanged(m_status);
}

qint64 GridSync::staleAfterMs() const
{
    return m_staleAfterSec > 0 ? qint64(m_staleAfterSec) * 1000
                               : StalenessWatch::thresholdForIntervalMs(m_scheduler.intervalSeconds());
}

void GridSync::onStaleChanged(bool stale)
{
    if (m_status.stale == stale)
        return;
    m_status.stale = stale;
    if (stale)
        qCInfo(lcHudwatchSync, "%s: stale: nothing new for more than %lld s", qUtf8Printable(sourceName()),
               static_cast<long long>(staleAfterMs() / 1000));
    emit statusChanged(m_status);
}

} // namespace hw
