#pragma once

#include "domain/JobBatch.h"
#include "domain/Result.h"
#include "timemachine/Recording.h"

namespace hw {

class JobCache;

// A time window of what a profile's cache holds, as a recording (File ▸ Export time window…,
// `--record FILE` with a profile). The cache keeps only the newest row of each job, so the
// earlier states are rebuilt from that row's own times: queued at created_at, in progress at
// started_at, the stored row at its _inserted_at. Commits with time in [from, to] and their jobs
// are taken; events after `to` are left out.
class CacheRecording
{
public:
    struct Range {
        qint64 from = 0;
        qint64 to = 0;
        bool isEmpty() const { return to <= 0; }
    };

    // Pure: the window [from, to] of a cache's contents (any order).
    static Recording fromBatch(const JobBatch &cached, qint64 from, qint64 to, const QString &profile);
    // The time span of the commits and job rows a cache batch holds.
    static Range rangeOf(const JobBatch &cached);
    // rangeOf(loadAll(cache, source)) without loading a row (GridJobStore::timeSpan): what the
    // export dialog and --record ask on the GUI thread.
    static Result<Range> heldRange(const JobCache &cache, const QString &source);
    // Everything `source` holds in cache (all commits).
    static Result<JobBatch> loadAll(const JobCache &cache, const QString &source);
    // The sources whose snapshot history a recording keeps (the backends, flaky and GPU views).
    static QStringList snapshotSources();
    // Adds the cache's snapshot history of those sources that the window [from, to] needs
    // (Recording::snapshotsIn) and the level changes of the newest backends snapshot by `to`.
    static Result<void> addSnapshots(Recording &r, const JobCache &cache, qint64 from, qint64 to);
    // Adds the alert transitions of grid source `source` with time in [from, to]; the header's
    // end moves to the newest of them when it is later.
    static Result<void> addAlerts(
        Recording &r, const JobCache &cache, const QString &source, qint64 from, qint64 to);
    // Everything `source` holds in cache as one recording, the profile's look-back: its header
    // spans rangeOf(loadAll) (header.end == 0 when the cache holds nothing), with the snapshot
    // history and the alerts up to `alertsUntil` (said after a sync, they may come after the
    // newest row). A snapshot or alert history that cannot be read is a warning, not a failure.
    static Result<Recording> loadHeld(const JobCache &cache, const QString &source, const QString &profile,
        qint64 alertsUntil, QStringList *warnings);
    // The default export window: the last 24 h of what the cache holds.
    static Range lastDay(const Range &held);
};

} // namespace hw
