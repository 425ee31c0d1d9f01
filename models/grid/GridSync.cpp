#include "GridSync.h"

#include "sync/SyncLogging.h"
#include "cache/CacheWriter.h"
#include "cache/JobCache.h"
#include "grid/GridJobStore.h"
#include "grid/JobBatchWriter.h"
#include "grid/JobGridModel.h"
#include "grid/JobSource.h"

#include <QDateTime>
#include <QTimer>

#if defined(__GLIBC__)
#include <malloc.h>
#endif
#include <QSet>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

// On a worker thread, through its own connection (one JobCache per thread; WAL lets it read
// while the GUI thread writes): the cached commits and jobs beyond the first page (`shown`).
QPair<JobBatch, QString> loadRestOfCache(const QString &path, const QString &source, int maxCommits,
                                         const QStringList &shown)
{
    JobCache cache(path);
    if (const Result<void> opened = cache.open(); !opened)
        return qMakePair(JobBatch{}, opened.error().message);
    Result<JobBatch> loaded = GridJobStore(cache).loadLatest(source, maxCommits);
    if (!loaded)
        return qMakePair(JobBatch{}, loaded.error().message);
    const JobBatch all = std::move(*loaded);
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
    return qMakePair(rest, QString());
}

} // namespace

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
    const int maxCommits = m_maxCommits > 0 ? m_maxCommits : m_model->maxCommits();
    const int firstPage = m_firstPageCommits > 0 ? std::min(m_firstPageCommits, maxCommits) : maxCommits;
    const JobBatch cached = showFirstCachePage(firstPage);
    setStatus(!m_pollingEnabled ? SourceStatus::State::Offline
                                : (isPaused() ? SourceStatus::State::Paused : SourceStatus::State::Idle),
              m_status.error);

    if (cached.commits.size() < firstPage || firstPage >= maxCommits) {
        onRestOfCacheLoaded({}, {});
        return;
    }
    const QString path = m_cache->path();
    const QString source = sourceName();
    QStringList shown;
    for (const Commit &c : cached.commits)
        shown << c.sha;
    m_restOfCache.start([path, source, maxCommits, shown]() {
        return loadRestOfCache(path, source, maxCommits, shown);
    }, [this](QPair<JobBatch, QString> loaded) {
        // Taken out of the future, so its ~1M rows are freed right after applying.
        auto [rest, loadError] = std::move(loaded);
        onRestOfCacheLoaded(std::move(rest), loadError); // sliced into the apply queue, not copied
    });
}

JobBatch GridSync::showFirstCachePage(int firstPage)
{
    QElapsedTimer t;
    t.start();
    JobBatch cached;
    cached.source = sourceName();
    if (Result<JobBatch> loaded = GridJobStore(*m_cache).loadLatest(sourceName(), firstPage)) {
        cached = std::move(*loaded);
    } else {
        qCWarning(lcHudwatchSync, "%s: cannot read the cache: %s", qUtf8Printable(sourceName()),
                  qUtf8Printable(loaded.error().message));
        m_status.error = loaded.error();
        m_status.error.message = tr("cache: %1 — if this persists, move the cache file aside (HUD Watch fetches the "
                                    "data again)")
                                     .arg(loaded.error().message);
    }
    m_model->resetFrom(cached);
    m_status.asOf = cached.fetchedAt;
    for (const JobRun &job : std::as_const(cached.jobs))
        m_cachedNewestInsertedAt = std::max(m_cachedNewestInsertedAt, job.insertedAt);
    qCInfo(lcHudwatchSync, "%s: loaded %lld commits, %lld jobs from the cache in %lld ms (as of %s)",
           qUtf8Printable(sourceName()), static_cast<long long>(cached.commits.size()),
           static_cast<long long>(cached.jobs.size()), static_cast<long long>(t.elapsed()),
           cached.fetchedAt > 0
               ? qUtf8Printable(QDateTime::fromSecsSinceEpoch(cached.fetchedAt, Qt::UTC)
                                    .toString(Qt::ISODate))
               : "never");
    return cached;
}

void GridSync::onRestOfCacheLoaded(JobBatch rest, const QString &error)
{
    if (!m_started)
        return;
    if (!error.isEmpty()) {
        qCWarning(lcHudwatchSync, "%s: cannot read the rest of the cache: %s", qUtf8Printable(sourceName()),
                  qUtf8Printable(error));
        // Said in the status bar like a first page that cannot be read: the older commits are
        // missing until the polls fetch them again.
        // Through setStatus, not into m_status: a status equal to the current one is not
        // published, and offline no later change would show it.
        setStatus(m_status.state,
            SourceError::make(SourceError::Kind::Storage, u"cache"_s,
                tr("cache: the older commits cannot be read: %1 — if this persists, move the cache file aside "
                   "(HUD Watch fetches the data again)")
                    .arg(error)));
    }
    // Shown a few commits per event-loop turn (a 300 x 3,000 cache's rest takes ~0.5 s to apply
    // in one go); polling starts once it is all on screen.
    m_restAppendTimer.start();
    if (!rest.isEmpty())
        enqueueApply({std::move(rest), 0, false, true, false});
    enqueueApply({JobBatch{}, 0, false, false, true});
}

void GridSync::finishCacheLoad()
{
    qCInfo(lcHudwatchSync, "%s: appended the older commits from the cache in %lld ms", qUtf8Printable(sourceName()),
           static_cast<long long>(m_restAppendTimer.elapsed()));
    releaseFreedMemory(); // the load's ~1M rows, freed slice by slice
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
        setStatus(SourceStatus::State::Offline, m_status.error);
        return;
    }
    m_scheduler.start(true);
    setStatus(isPaused() ? SourceStatus::State::Paused : SourceStatus::State::Idle,
              m_status.error);
}

void GridSync::dropPollWrites()
{
    m_pollPageTickets.clear();
    m_heldClosingBatch.reset();
}

void GridSync::stop()
{
    m_status.syncDone = m_status.syncTotal = 0;
    dropPollWrites();
    if (m_scheduler.isPollInFlight() && m_source)
        m_source->cancel();
    m_scheduler.stop();
    m_started = false;
    setStatus(SourceStatus::State::Idle, m_status.error);
}

void GridSync::pause()
{
    m_status.syncDone = m_status.syncTotal = 0;
    if (isPaused())
        return;
    // Pausing stops polls, including the one in flight (its answer would be discarded anyway).
    const bool inFlight = m_scheduler.isPollInFlight();
    dropPollWrites();
    m_scheduler.pause();
    if (inFlight && m_source) {
        m_source->cancel();
        m_scheduler.abandonPoll();
    }
    qCInfo(lcHudwatchSync, "%s: paused", qUtf8Printable(sourceName()));
    setStatus(SourceStatus::State::Paused, m_status.error);
}

void GridSync::resume()
{
    if (!isPaused())
        return;
    qCInfo(lcHudwatchSync, "%s: resumed", qUtf8Printable(sourceName()));
    m_scheduler.resume();
    setStatus(m_status.consecutiveFailures > 0 ? SourceStatus::State::BackingOff
                                               : SourceStatus::State::Idle,
              m_status.error);
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
    m_pollStoreTicket = 0; // a new poll: a write still queued belongs to an abandoned one
    dropPollWrites();
    const qint64 since = GridJobStore(*m_cache).watermark(sourceName());
    if (since <= 0) {
        // No complete sync yet: a paged first sync skips the commits an interrupted one stored.
        QSet<QString> known;
        for (int row = 0; row < m_model->rowCount(); ++row)
            known.insert(m_model->commitSha(row));
        m_source->setKnownCommits(known, m_cachedNewestInsertedAt);
    }
    setStatus(SourceStatus::State::Fetching, m_status.error);
    m_source->fetch(since);
}

void GridSync::onFetched(const JobBatch &fetched)
{
    if (!m_scheduler.isPollInFlight())
        return; // an answer after pause/stop: ignore rather than apply behind the user's back
    if (m_pollStoreTicket != 0)
        return; // this poll's answer is already being stored
    JobBatch batch = fetched;
    if (!batch.complete) {
        // A page of a first sync: stored and shown like any batch, the poll goes on.
        if (batch.syncTotal > 0 && !batch.commits.isEmpty()) {
            // The pages to come bring about as many jobs per commit. Sized once, the id index is
            // never rehashed in the middle of the sync; sized now, while the cache writer stores
            // this page, its memory is faulted in off this thread before the first insert.
            const qsizetype left = batch.syncTotal - batch.syncDone + batch.commits.size();
            m_model->reserveMoreJobs(batch.jobs.size() / batch.commits.size() * left);
        }
        batch.source = sourceName();
        batch.fetchedAt = batch.fetchedAt ? batch.fetchedAt : nowSecs();
        const qsizetype jobs = batch.jobs.size();
        const quint64 ticket = JobBatchWriter::of(cacheWriter())->store(std::move(batch));
        m_storing.insert(ticket, jobs);
        m_pollPageTickets.insert(ticket);
        return;
    }
    if (batch.source.isEmpty() || batch.source != sourceName())
        batch.source = sourceName(); // the watermark belongs to this source
    if (batch.fetchedAt == 0)
        batch.fetchedAt = nowSecs();
    if (!m_pollPageTickets.isEmpty()) {
        m_heldClosingBatch = std::move(batch); // written once every page of this poll is
        return;
    }
    storeClosingBatch(std::move(batch));
}

void GridSync::storeClosingBatch(JobBatch batch)
{
    // Stored before shown: the writer thread commits the batch, onBatchStored() applies it. The
    // poll stays in flight until then, so no second poll overlaps it.
    const qsizetype jobs = batch.jobs.size();
    const quint64 ticket = JobBatchWriter::of(cacheWriter())->store(std::move(batch));
    m_storing.insert(ticket, jobs);
    m_pollStoreTicket = ticket;
}

void GridSync::setCacheWriter(CacheWriter *writer)
{
    Q_ASSERT(writer && !m_writer);
    m_writer = writer;
    connect(JobBatchWriter::of(writer), &JobBatchWriter::batchStored, this, &GridSync::onBatchStored);
    connect(writer, &CacheWriter::storeFailed, this, &GridSync::onStoreFailed);
}

CacheWriter *GridSync::cacheWriter()
{
    if (!m_writer) {
        m_ownWriter = std::make_unique<CacheWriter>(m_cache->path());
        m_ownWriter->setBusyTimeout(m_cache->busyTimeout());
        setCacheWriter(m_ownWriter.get());
    }
    return m_writer;
}

void GridSync::onStoreFailed(quint64 ticket, const SourceError &error)
{
    const auto it = m_storing.constFind(ticket);
    if (it == m_storing.cend())
        return; // another sync's write
    const qsizetype jobs = it.value();
    m_storing.erase(it);
    const bool pageOfPoll = m_pollPageTickets.remove(ticket);
    const bool ofPollInFlight = (ticket == m_pollStoreTicket || pageOfPoll) && m_scheduler.isPollInFlight();
    if (ticket == m_pollStoreTicket)
        m_pollStoreTicket = 0;
    if (pageOfPoll) {
        // A page of a first sync is missing: the sync must not close (the watermark would pass
        // it). The next poll resumes from what the cache holds.
        dropPollWrites();
        if (m_source && ofPollInFlight)
            m_source->cancel();
    }
    if (error.kind == SourceError::Kind::Cancelled)
        return; // the writer stopped (shutting down): nothing to report
    // Nothing is applied: the model never shows what the cache could not keep.
    qCWarning(lcHudwatchSync, "%s: cache write failed, batch of %lld jobs not applied: %s",
              qUtf8Printable(sourceName()), static_cast<long long>(jobs), qUtf8Printable(error.message));
    if (!ofPollInFlight)
        return; // paused or stopped meanwhile: the next poll fetches it again
    m_scheduler.reportFailure();
    m_status.consecutiveFailures = m_scheduler.consecutiveFailures();
    SourceError shown = error;
    shown.message = tr("cache write failed: %1 — free disk space; the poll is retried").arg(error.message);
    setStatus(SourceStatus::State::Failed, shown);
}

void GridSync::onBatchStored(quint64 ticket, const JobBatch &batch)
{
    if (!m_storing.remove(ticket))
        return; // another sync's write
    const bool ofPollInFlight = ticket == m_pollStoreTicket && m_scheduler.isPollInFlight();
    if (ticket == m_pollStoreTicket)
        m_pollStoreTicket = 0;
    if (m_pollPageTickets.remove(ticket) && m_pollPageTickets.isEmpty() && m_heldClosingBatch
        && m_scheduler.isPollInFlight()) {
        JobBatch closing = std::move(*m_heldClosingBatch);
        m_heldClosingBatch.reset();
        storeClosingBatch(std::move(closing));
    }
    // Committed, so shown even if the poll was paused meanwhile: the next poll starts from the
    // cache's watermark, and the model must not lag behind it. A big first-sync page is shown a
    // few commits at a time, back to the event loop in between, so the window never freezes.
    enqueueApply({batch, 0, ofPollInFlight, false, false});
}

void GridSync::enqueueApply(QueuedApply item)
{
    // Applied from the event loop, never inside the signal that delivered the batch: by then the
    // signal's copy is gone, so the jobs can be moved out slice by slice without a deep copy, and
    // they are freed a slice at a time instead of all at once.
    const bool wasIdle = m_applyQueue.isEmpty();
    m_applyQueue.append(std::move(item));
    if (wasIdle)
        QTimer::singleShot(0, this, &GridSync::applyQueued);
}

void GridSync::applyQueued()
{
    // As many slices as fit in a short turn, then back to the event loop (input, paint). Big
    // batches (first-sync pages, the rest of the cache) go a few thousand jobs at a time: the
    // first slice brings the page's commits (empty rows), the next ones fill them top-down.
    // Short turns: on two cores the ClickHouse server, the decoder and the cache writer compete
    // with this thread, and a turn can take several times its CPU time in wall time.
    constexpr qint64 TurnMs = 12;
    constexpr qsizetype SliceJobs = 3'000; // ~3-8 ms of model work on the CI machine
    QElapsedTimer turn;
    turn.start();
    while (!m_applyQueue.isEmpty() && turn.elapsed() < TurnMs) {
        QueuedApply &head = m_applyQueue.first();
        if (head.finishesCacheLoad) {
            m_applyQueue.removeFirst();
            finishCacheLoad();
            continue;
        }
        const qsizetype total = head.batch.jobs.size();
        const bool sliced = (head.fromCache || head.batch.syncTotal > 0) && total > SliceJobs;
        if (!sliced) {
            const QueuedApply item = m_applyQueue.takeFirst();
            item.fromCache ? void(m_model->applyBatch(item.batch)) : applyStored(item.batch, item.ofPollInFlight);
            continue;
        }
        JobBatch slice;
        slice.source = head.batch.source;
        slice.fetchedAt = head.batch.fetchedAt;
        slice.syncDone = head.batch.syncDone;
        slice.syncTotal = head.batch.syncTotal;
        if (head.nextJob == 0)
            slice.commits = std::move(head.batch.commits);
        const qsizetype n = std::min(SliceJobs, total - head.nextJob);
        slice.jobs.reserve(n);
        if (head.batch.jobs.isDetached()) {
            for (qsizetype i = head.nextJob; i < head.nextJob + n; ++i)
                slice.jobs.append(std::move(head.batch.jobs[i]));
        } else {
            // Still shared with a copy somewhere: copy this slice rather than the whole batch.
            slice.jobs.append(std::as_const(head.batch.jobs).sliced(head.nextJob, n));
        }
        head.nextJob += n;
        const bool lastSlice = head.nextJob >= total;
        slice.complete = lastSlice && head.batch.complete;
        if (lastSlice) {
            // The last slice carries what belongs to the whole batch.
            slice.watermark = head.batch.watermark;
            slice.invalidTextRows = head.batch.invalidTextRows;
        }
        const bool fromCache = head.fromCache;
        const bool ofPollInFlight = head.ofPollInFlight;
        if (lastSlice)
            m_applyQueue.removeFirst();
        fromCache ? void(m_model->applyBatch(slice)) : applyStored(slice, lastSlice && ofPollInFlight);
    }
    if (!m_applyQueue.isEmpty())
        QTimer::singleShot(0, this, &GridSync::applyQueued);
}

void GridSync::applyStored(const JobBatch &batch, bool ofPollInFlight)
{
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
    if (!batch.complete) {
        // A first-sync page: on screen now; the status says how far the sync is.
        m_status.syncDone = batch.syncDone;
        m_status.syncTotal = batch.syncTotal;
        emit statusChanged(m_status);
        emit batchApplied(int(batch.commits.size()), int(batch.jobs.size()), change.changedCells);
        return;
    }
    m_status.syncDone = 0;
    m_status.syncTotal = 0;
    m_status.asOf = batch.fetchedAt;
    if (ofPollInFlight) {
        m_scheduler.reportSuccess();
        m_status.consecutiveFailures = 0;
        m_status.notice = notice;
        setStatus(isPaused() ? SourceStatus::State::Paused : SourceStatus::State::Ok);
    } else {
        setStatus(m_status.state, m_status.error); // newer data; the poll's outcome is not ours to say
    }
    emit batchApplied(int(batch.commits.size()), int(batch.jobs.size()), change.changedCells);
}

void GridSync::onFailed(const SourceError &error)
{
    if (!m_scheduler.isPollInFlight())
        return;
    m_status.syncDone = m_status.syncTotal = 0; // a first sync resumes from the cache next time
    m_scheduler.reportFailure(error.retryAfterSeconds);
    m_status.consecutiveFailures = m_scheduler.consecutiveFailures();
    qCWarning(lcHudwatchSync, "%s: poll failed (%d in a row, %lld ms, %s): %s", qUtf8Printable(sourceName()),
              m_status.consecutiveFailures, static_cast<long long>(m_pollTimer.elapsed()),
              qUtf8Printable(SourceError::kindName(error.kind)), qUtf8Printable(error.message));
    if (error.needsCredentials() && !isPaused()) {
        // Asking again with the same secret cannot succeed: wait for a new one (resume()).
        m_scheduler.pause();
        setStatus(SourceStatus::State::NeedsCredentials, error);
        return;
    }
    setStatus(isPaused() ? SourceStatus::State::Paused : SourceStatus::State::BackingOff, error);
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

void GridSync::setStatus(SourceStatus::State state, const SourceError &error)
{
    SourceStatus s = m_status;
    s.state = state;
    s.error = error;
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
