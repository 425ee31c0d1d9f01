#include "RangeSync.h"

#include "cache/CacheWriter.h"

#include <QDateTime>
#include <QRandomGenerator>

#include <algorithm>

namespace hw {

RangeSync::RangeSync(QString sourceName, QObject *parent)
    : QObject(parent)
{
    m_status.source = std::move(sourceName);
    m_timer.setInterval(RefreshSeconds * 1000);
    connect(&m_timer, &QTimer::timeout, this, &RangeSync::refresh);
    connect(&m_staleness, &StalenessWatch::staleChanged, this, [this](bool stale) {
        SourceStatus s = m_status;
        s.stale = stale;
        setStatus(s);
    });
}

void RangeSync::setCacheWriter(CacheWriter *writer, QString source)
{
    m_writer = writer;
    m_snapshotSource = std::move(source);
    connect(writer, &CacheWriter::snapshotStored, this, [this](quint64 ticket) { onStored(ticket); });
    connect(writer, &CacheWriter::storeFailed, this, &RangeSync::onStoreFailed);
}

void RangeSync::deliver(Delivery delivery)
{
    if (!m_writer) {
        delivery.show();
        fetchSucceeded(delivery.skippedRows);
        return;
    }
    // Stored before shown: the status stays "fetching" until the writer has committed it.
    m_storing = std::move(delivery);
    m_storeTicket = m_writer->storeSnapshot(m_snapshotSource, m_storing.asOf, m_storing.fetchedAt, m_storing.body);
}

void RangeSync::onStored(quint64 ticket)
{
    if (ticket != m_storeTicket || !m_storeTicket)
        return; // another sync's write, or one whose answer a cancel or a pause dropped
    m_storeTicket = 0;
    Delivery stored = std::exchange(m_storing, {});
    stored.show();
    fetchSucceeded(stored.skippedRows);
}

void RangeSync::onStoreFailed(quint64 ticket, const SourceError &error)
{
    if (ticket != m_storeTicket || !m_storeTicket)
        return;
    m_storeTicket = 0;
    m_storing = {};
    if (error.kind == SourceError::Kind::Cancelled)
        return; // the writer stopped (shutting down): nothing to report
    // Nothing is shown: the tab never shows what the cache could not keep.
    SourceError shown = error;
    shown.message = tr("cache write failed: %1 — free disk space; the fetch is retried").arg(error.message);
    fetchFailed(shown);
}

std::pair<qint64, qint64> RangeSync::backoffRangeMs(int consecutiveFailures)
{
    const int n = std::clamp(consecutiveFailures, 1, 16);
    const qint64 ceiling = std::min<qint64>(qint64(RefreshSeconds) * 1000, qint64(BackoffBaseSeconds) * 1000 << (n - 1));
    return { ceiling / 2, ceiling };
}

void RangeSync::scheduleRetry()
{
    if (!m_timer.isActive())
        return; // not live, not on screen, or paused: the next chance comes with those
    if (m_status.consecutiveFailures == 0) {
        m_timer.start(RefreshSeconds * 1000);
        return;
    }
    const auto [low, high] = backoffRangeMs(m_status.consecutiveFailures);
    m_timer.start(int(low + qint64(QRandomGenerator::global()->bounded(double(high - low + 1)))));
}

void RangeSync::setFetcher(RangeFunction fetch)
{
    m_fetch = std::move(fetch);
    update();
}

void RangeSync::setCanceller(std::function<void()> cancel)
{
    m_cancel = std::move(cancel);
}

void RangeSync::cancel()
{
    if (m_status.state != SourceStatus::State::Fetching)
        return;
    if (m_cancel)
        m_cancel();
    m_storeTicket = 0; // a store under way still lands in the cache, but is not shown
    SourceStatus s = m_status;
    s.state = SourceStatus::State::Idle;
    s.pollStartedAt = 0;
    s.nextPollAt = m_timer.isActive()
        ? QDateTime::currentSecsSinceEpoch() + (m_timer.remainingTime() + 999) / 1000
        : 0;
    s.notice = tr("refresh cancelled: these figures were not refreshed; change the range to fetch now");
    setStatus(s);
}

void RangeSync::setPaused(bool paused)
{
    if (paused == m_paused)
        return;
    m_paused = paused;
    SourceStatus s = m_status;
    if (paused) {
        if (s.state == SourceStatus::State::Fetching) {
            if (m_cancel)
                m_cancel();
            m_storeTicket = 0;
            m_fetchedAt = 0; // due again on resume
        }
        if (m_compute) // a replay has its own pause
            return;
        m_timer.stop();
        s.state = SourceStatus::State::Paused;
        s.pollStartedAt = 0;
        s.nextPollAt = 0;
        setStatus(s);
        return;
    }
    if (s.state == SourceStatus::State::Paused) {
        s.state = s.error.isError() ? SourceStatus::State::Failed : SourceStatus::State::Idle;
        setStatus(s);
    }
    update();
}

void RangeSync::setReplay(RangeFunction compute, qint64 asOf, const QString &note)
{
    m_compute = std::move(compute);
    m_replayAsOf = asOf;
    m_status.error = {}; // new figures: a problem with the previous ones is past
    m_status.notice = note;
    m_timer.stop();
    refresh();
}

void RangeSync::clearReplay()
{
    if (!m_compute)
        return;
    m_compute = {};
    m_replayAsOf = 0;
    m_fetchedAt = 0;
    SourceStatus s = m_status;
    s.state = SourceStatus::State::Idle;
    s.replay = false;
    s.asOf = 0;
    s.error = {};
    s.notice.clear();
    setStatus(s);
    update();
}

void RangeSync::setLive(bool live)
{
    m_live = live;
    update();
}

void RangeSync::setActive(bool active)
{
    m_active = active;
    update();
}

void RangeSync::update()
{
    if (m_compute || !m_fetch || !m_live || !m_active || m_paused) {
        m_timer.stop();
        return;
    }
    if (!m_timer.isActive())
        m_timer.start();
    const bool fresh = m_fetchedFrom == m_from && m_fetchedTo == m_to
        && QDateTime::currentSecsSinceEpoch() - m_fetchedAt < RefreshSeconds;
    if (!fresh && m_status.state != SourceStatus::State::Fetching)
        refresh();
}

void RangeSync::setRange(qint64 fromSeconds, qint64 toSeconds)
{
    if (fromSeconds == m_from && toSeconds == m_to)
        return;
    m_from = fromSeconds;
    m_to = toSeconds;
    if (m_compute || (m_fetch && m_live && m_active && !m_paused))
        refresh();
}

void RangeSync::refresh()
{
    if (m_to <= m_from)
        return;
    SourceStatus s = m_status;
    if (m_compute) {
        m_compute(m_from, m_to);
        s.state = SourceStatus::State::Replaying;
        s.replay = true;
        s.asOf = m_replayAsOf;
        setStatus(s);
        return;
    }
    if (m_paused)
        return; // stays Paused; resuming fetches
    if (!m_fetch || !m_live) {
        s.state = SourceStatus::State::Offline;
        setStatus(s);
        return;
    }
    m_fetchedFrom = m_from;
    m_fetchedTo = m_to;
    m_fetchedAt = QDateTime::currentSecsSinceEpoch();
    s.state = SourceStatus::State::Fetching;
    s.pollStartedAt = m_fetchedAt;
    setStatus(s);
    m_fetch(m_from, m_to);
}

void RangeSync::showCached(qint64 fetchedAt)
{
    SourceStatus s = m_status;
    s.asOf = fetchedAt;
    if (s.state == SourceStatus::State::Idle)
        s.state = SourceStatus::State::Offline;
    setStatus(s);
}

void RangeSync::fetchSucceeded(int skippedRows)
{
    SourceStatus s = m_status;
    s.state = SourceStatus::State::Ok;
    s.asOf = QDateTime::currentSecsSinceEpoch();
    s.error = {};
    s.consecutiveFailures = 0;
    s.pollStartedAt = 0;
    m_status.consecutiveFailures = 0;
    scheduleRetry();
    s.nextPollAt = m_timer.isActive() ? s.asOf + RefreshSeconds : 0;
    s.notice = skippedRows > 0 ? tr("%1 malformed rows left out").arg(skippedRows) : QString();
    setStatus(s);
}

void RangeSync::fetchFailed(const SourceError &error)
{
    SourceStatus s = m_status;
    s.state = error.needsCredentials() ? SourceStatus::State::NeedsCredentials : SourceStatus::State::Failed;
    s.error = error;
    s.pollStartedAt = 0;
    ++s.consecutiveFailures;
    // The refresh timer retries, backing off: the status bar says when ("retry in 0:45").
    m_status.consecutiveFailures = s.consecutiveFailures;
    if (!error.needsCredentials())
        scheduleRetry();
    s.nextPollAt = m_timer.isActive() && !error.needsCredentials()
        ? QDateTime::currentSecsSinceEpoch() + (m_timer.remainingTime() + 999) / 1000
        : 0;
    // setRange fetches a new range at once: the way not to wait for the timer.
    s.notice = s.nextPollAt > 0 ? tr("change the range to retry now") : QString();
    setStatus(s);
}

void RangeSync::setStatus(SourceStatus status)
{
    // Live figures older than three refreshes (or a fetch hanging that long) are stale; a replay's
    // and an offline start's are of their time, and say so.
    const bool watched = m_live && !m_compute && status.state != SourceStatus::State::Paused;
    status.stale = m_staleness.update(watched ? status.asOf : 0, watched ? status.pollStartedAt * 1000 : 0,
        watched ? StalenessWatch::thresholdForIntervalMs(RefreshSeconds) : 0);
    if (status == m_status)
        return;
    m_status = std::move(status);
    emit statusChanged(m_status);
}

} // namespace hw
