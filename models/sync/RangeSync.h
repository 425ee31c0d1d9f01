#pragma once

#include "domain/SourceError.h"
#include "domain/SourceStatus.h"
#include "sync/StalenessWatch.h"

#include <QObject>
#include <QTimer>

#include <functional>

namespace hw {

class CacheWriter;

// Keeps a tab's figures for a time range current, for every source of aggregated figures
// (trunk health, flaky tests): from a server, every RefreshSeconds (HUD refreshes its metrics
// every five minutes) and at once when the range changes, but only while the tab is on screen
// and credentials are there; or, replaying, computed in process. It owns the schedule and the
// status. With a cache writer (a profile), fetched figures are stored before they are shown, as
// the grid's batches are: nothing is shown that the cache could not keep, and a failed write is
// said and retried. The last good figures stay on screen when a fetch fails; the status says
// why, and retries back off as the grid's polls do (equal jitter, doubling up to the refresh
// interval). Live figures older than three refreshes are called stale.
class RangeSync : public QObject
{
    Q_OBJECT
public:
    static constexpr int RefreshSeconds = 300;
    static constexpr int BackoffBaseSeconds = 60;
    using RangeFunction = std::function<void(qint64 fromSeconds, qint64 toSeconds)>;

    explicit RangeSync(QString sourceName, QObject *parent = nullptr);

    // A live source: fetch(from, to) starts a fetch that ends in fetchSucceeded() or fetchFailed().
    void setFetcher(RangeFunction fetch);
    // Stops the source's fetch in flight (its cancel(): nothing is reported after it).
    void setCanceller(std::function<void()> cancel);
    // Replay: compute(from, to) delivers the figures as of asOf (UTC seconds) at once; no fetches.
    // note: said after the replay clock in the status (the demo: figures of another day).
    void setReplay(RangeFunction compute, qint64 asOf, const QString &note = {});
    // Back from a replay to the fetcher (a profile's look back ends): the figures on screen are
    // the past's, so the next chance to fetch is taken (at once when live and on screen).
    void clearReplay();
    bool isReplaying() const { return bool(m_compute); }
    // Fetches are allowed (credentials are there, not offline).
    void setLive(bool live);
    // The tab is on screen: only then does it fetch (at once when its figures are older than
    // RefreshSeconds or of another range), so a console that never shows a tab never loads the
    // server with its queries.
    void setActive(bool active);
    void setRange(qint64 fromSeconds, qint64 toSeconds);
    void refresh();
    // The user stopped the fetch in flight: the figures on screen stay, the status says they were
    // not refreshed (not an error); the next refresh is the timer's or a range change.
    void cancel();
    // Space: no fetches while paused (the one in flight is stopped); resuming fetches what is due.
    void setPaused(bool paused);
    bool isPaused() const { return m_paused; }

    // Stores what deliver() is given as the snapshot `source` before showing it.
    void setCacheWriter(CacheWriter *writer, QString source);
    // A fetch's figures: body as the cache keeps them (asOf, fetchedAt: UTC seconds), show() puts
    // them on the tab. Stored first when a writer is set, then shown and reported succeeded.
    struct Delivery {
        QByteArray body;
        qint64 asOf = 0;
        qint64 fetchedAt = 0;
        int skippedRows = 0;
        std::function<void()> show;
    };
    void deliver(Delivery delivery);
    // [min, max] of the delay before the retry after the n-th consecutive failure, in ms.
    static std::pair<qint64, qint64> backoffRangeMs(int consecutiveFailures);

    // Figures from the cache are on screen, fetched at fetchedAt (UTC seconds): the status shows
    // their age until the next fetch.
    void showCached(qint64 fetchedAt);
    void fetchSucceeded(int skippedRows = 0);
    void fetchFailed(const SourceError &error);

    const SourceStatus &status() const { return m_status; }

signals:
    void statusChanged(const hw::SourceStatus &status);

private:
    void update();
    void setStatus(SourceStatus status);
    void onStored(quint64 ticket);
    void onStoreFailed(quint64 ticket, const SourceError &error);
    // After a failure the timer waits a backed-off delay; after a success, a refresh interval.
    void scheduleRetry();

    RangeFunction m_fetch;
    RangeFunction m_compute;
    std::function<void()> m_cancel;
    bool m_paused = false;
    qint64 m_replayAsOf = 0;
    bool m_live = false;
    bool m_active = false;
    qint64 m_from = 0;
    qint64 m_to = 0;
    qint64 m_fetchedFrom = -1; // the range of the last fetch, and when it started
    qint64 m_fetchedTo = -1;
    qint64 m_fetchedAt = 0;
    SourceStatus m_status;
    QTimer m_timer;
    StalenessWatch m_staleness;
    CacheWriter *m_writer = nullptr;
    QString m_snapshotSource;
    quint64 m_storeTicket = 0; // the delivery being stored, shown once it is
    Delivery m_storing;
};

} // namespace hw
