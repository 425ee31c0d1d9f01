#pragma once

#include "backends/AllowlistParser.h"
#include "backends/BackendsSnapshot.h"
#include "domain/SourceStatus.h"
#include "net/LatestRequest.h"
#include "sync/LatestWorkerRun.h"
#include "sync/PollScheduler.h"
#include "sync/StalenessWatch.h"

#include <QObject>
#include <QPointer>


#include <functional>
#include <memory>
#include <optional>

namespace hw {

class BackendsClickHouseSource;
class CacheWriter;
class JobCache;
class RelayClient;
struct RelayError;
class GuardedReply;

// Keeps the backends views' BackendsSnapshot in sync with its sources, through the cache:
//   start(): the cached snapshot first (the window shows "as of" before any network call),
//            then polls on the PollScheduler's cadence (same backoff and stale rules as the grid).
//   one poll: relay allowlist + level-status and ClickHouse's figures in parallel, then PR titles
//            for the PRs seen. Parts that answered replace theirs in the snapshot; a part that
//            failed keeps its last good data and its error is reported. The merged snapshot is
//            stored in one transaction by the CacheWriter (off this thread) before anyone sees
//            it; the poll ends when the writer says it is committed.
// An allowlist file (setAllowlistFile) replaces the relay's allowlist; it is read and parsed on a
// worker thread (LatestWorkerRun), its result delivered on this object's thread. Any part may be absent
// (nullptr): e.g. a profile without a relay URL still gets ClickHouse's figures.
// Does not own the clients, the cache or a writer handed in; they must outlive it.
class BackendsSync : public QObject
{
    Q_OBJECT
public:
    BackendsSync(RelayClient *relay, BackendsClickHouseSource *clickhouse, JobCache *cache, QObject *parent = nullptr);
    ~BackendsSync() override;

    // The writer that stores snapshots (the application's one writer thread); call before
    // start(). Without one, the first snapshot creates a writer of its own for the cache's file.
    void setCacheWriter(CacheWriter *writer);

    static QString sourceName() { return QStringLiteral("backends"); }
    PollScheduler &scheduler() { return m_scheduler; }
    // status().stale as GridSync sets it: data older than three poll intervals, or a poll in
    // flight for longer than that. Shares the scheduler's clock.
    StalenessWatch &staleness() { return m_staleness; }

    // Dated level changes known before any poll (the bundled allowlist history); level changes
    // seen in the relay's allowlist are appended to these.
    void setBaseLevelHistory(const QVector<LevelChangeEvent> &events);
    // An allowlist YAML that replaces the relay's allowlist, read on every poll: a local file, or
    // an http(s) URL (e.g. the raw .github/allowlist.yml of a branch). TLS is verified and
    // redirects are not followed. Plain http only to a loopback host unless allowInsecureHttp.
    void setAllowlistFile(const QString &pathOrUrl, bool allowInsecureHttp = false)
    {
        m_allowlistFile = pathOrUrl;
        m_allowlistInsecureHttp = allowInsecureHttp;
    }
    void setPollingEnabled(bool enabled) { m_pollingEnabled = enabled; }
    bool isPollingEnabled() const { return m_pollingEnabled; }

    void start();
    void stop();
    void pause();
    void resume();
    bool isPaused() const { return m_scheduler.isPaused(); }
    void pollNow();

    const BackendsSnapshot &snapshot() const { return m_snapshot; }
    SourceStatus status() const { return m_status; }

signals:
    void snapshotChanged(const hw::BackendsSnapshot &snapshot);
    void statusChanged(const hw::SourceStatus &status);

private:
    struct Poll;
    void onPollDue();
    // One part of the poll answered; a relay part passes its error (kind None on success).
    void partDone(const RelayError *error = nullptr);
    void fetchPrTitles();
    void finishPoll();
    // The end of a poll once its snapshot is stored (or was not to be stored): show, set status.
    void completePoll(std::unique_ptr<Poll> poll, BackendsSnapshot next, bool changed);
    CacheWriter *cacheWriter();
    void onSnapshotStored(quint64 ticket);
    void onSnapshotStoreFailed(quint64 ticket, const hw::SourceError &error);
    void cancelPoll();
    void setStatus(SourceStatus::State state, const SourceError &error = {});
    qint64 nowSecs() const { return m_scheduler.nowMs() / 1000; }
    void fetchAllowlistUrl(const QUrl &url);
    // A relay client with an API URL (one without only fetches an allowlist file by URL).
    bool hasRelayApi() const;
    // Runs parse on a worker; its result completes the current poll's allowlist part.
    void parseAllowlist(std::function<AllowlistParser::Result()> parse);
    void noteAllowlistChanges(const Allowlist &before, const Allowlist &after, BackendsSnapshot *into) const;

    QPointer<RelayClient> m_relay;
    QPointer<BackendsClickHouseSource> m_clickhouse;
    JobCache *m_cache;
    CacheWriter *m_writer = nullptr;
    std::unique_ptr<CacheWriter> m_ownWriter; // only when none was handed in
    // The poll whose snapshot the writer is storing: shown when stored (stored before shown).
    std::unique_ptr<Poll> m_storingPoll;
    BackendsSnapshot m_storingSnapshot;
    quint64 m_storeTicket = 0;
    PollScheduler m_scheduler;
    StalenessWatch m_staleness;
    BackendsSnapshot m_snapshot;
    SourceStatus m_status;
    QString m_allowlistFile;
    bool m_allowlistInsecureHttp = false;
    std::unique_ptr<Poll> m_poll;
    LatestRequest m_pollRequest{this}; // the poll in flight; answers of a cancelled one are dropped
    LatestWorkerRun m_allowlistParse{this}; // the poll's allowlist file, parsed off this thread
    bool m_pollingEnabled = true;
    bool m_started = false;
};

} // namespace hw
