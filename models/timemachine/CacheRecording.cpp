#include "CacheRecording.h"

#include "alerts/AlertHistoryStore.h"
#include "backends/BackendsSnapshotJson.h"
#include "backends/BackendsSync.h"
#include "cache/JobCache.h"
#include "cache/SnapshotStore.h"
#include "flaky/FlakyResultsJson.h"
#include "grid/GridJobStore.h"
#include "utilization/UtilizationFleetJson.h"

#include <QSet>

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

bool isCompleted(const JobRun &j)
{
    return j.status == u"completed";
}

} // namespace

Recording CacheRecording::fromBatch(const JobBatch &cached, qint64 from, qint64 to, const QString &profile)
{
    Recording r;
    r.header.source = cached.source.isEmpty() ? u"recording"_s : cached.source;
    r.header.profile = profile;
    r.header.start = from;
    r.header.end = to;
    r.header.description
        = profile.isEmpty() ? u"exported from a cache"_s : u"exported from profile %1"_s.arg(profile);
    QSet<QString> shas;
    for (const Commit &c : cached.commits) {
        if (c.time < from || c.time > to || shas.contains(c.sha))
            continue;
        shas.insert(c.sha);
        r.commits.append(c);
    }
    const auto add = [&r, to](JobRun row) {
        if (row.insertedAt <= to)
            r.jobs.append(std::move(row));
    };
    for (const JobRun &j : cached.jobs) {
        if (!shas.contains(j.headSha))
            continue;
        // The states before the stored one, each at the time the row says it began.
        const qint64 startedAt = j.startedAt > 0 && j.startedAt < j.insertedAt ? j.startedAt : 0;
        const qint64 queuedUntil = startedAt > 0 ? startedAt : j.insertedAt;
        if (j.status != u"queued" && j.createdAt > 0 && j.createdAt < queuedUntil) {
            JobRun queued = j;
            queued.status = u"queued"_s;
            queued.conclusion.clear();
            queued.startedAt = 0;
            queued.completedAt = 0;
            queued.failureLine.clear();
            queued.insertedAt = j.createdAt;
            add(std::move(queued));
        }
        if (isCompleted(j) && startedAt > 0) {
            JobRun running = j;
            running.status = u"in_progress"_s;
            running.conclusion.clear();
            running.completedAt = 0;
            running.failureLine.clear();
            running.insertedAt = startedAt;
            add(std::move(running));
        }
        add(j);
    }
    r.sortEvents();
    return r;
}

CacheRecording::Range CacheRecording::rangeOf(const JobBatch &cached)
{
    qint64 lo = std::numeric_limits<qint64>::max();
    qint64 hi = 0;
    for (const Commit &c : cached.commits) {
        if (c.time <= 0)
            continue;
        lo = std::min(lo, c.time);
        hi = std::max(hi, c.time);
    }
    for (const JobRun &j : cached.jobs)
        hi = std::max(hi, j.insertedAt);
    if (hi == 0)
        return {};
    return { std::min(lo, hi), hi };
}

Result<CacheRecording::Range> CacheRecording::heldRange(const JobCache &cache, const QString &source)
{
    const Result<GridJobStore::TimeSpan> span = GridJobStore(cache).timeSpan(source);
    if (!span)
        return span.error();
    if (span->last <= 0)
        return Range {};
    return Range { span->first > 0 ? std::min(span->first, span->last) : span->last, span->last };
}

Result<JobBatch> CacheRecording::loadAll(const JobCache &cache, const QString &source)
{
    return GridJobStore(cache).loadLatest(source, std::numeric_limits<int>::max());
}

QStringList CacheRecording::snapshotSources()
{
    return { BackendsSync::sourceName(), FlakyResultsJson::source(), UtilizationFleetJson::source() };
}

Result<void> CacheRecording::addSnapshots(Recording &r, const JobCache &cache, qint64 from, qint64 to)
{
    Recording all;
    for (const QString &source : snapshotSources()) {
        const Result<QVector<SnapshotStore::Snapshot>> history = SnapshotStore(cache).loadHistory(source);
        if (!history)
            return history.error();
        for (const SnapshotStore::Snapshot &s : *history)
            all.snapshots.append(RecordedSnapshot { source, s.fetchedAt, s.asOf, s.body });
    }
    all.sortEvents();
    r.snapshots = all.snapshotsIn(from, to);
    r.levelChanges.clear();
    if (const RecordedSnapshot *newest = r.snapshotOf(BackendsSync::sourceName(), to)) {
        if (const auto backends = BackendsSnapshotJson::fromBody(newest->body))
            r.levelChanges = backends->levelHistory;
    }
    return {};
}

Result<void> CacheRecording::addAlerts(
    Recording &r, const JobCache &cache, const QString &source, qint64 from, qint64 to)
{
    Result<AlertTransitions> alerts = AlertHistoryStore(cache).load(source, from, to);
    if (!alerts)
        return alerts.error();
    r.alerts = std::move(*alerts);
    if (!r.alerts.isEmpty()) // an alert said after the newest row still belongs to what was seen
        r.header.end = std::max(r.header.end, r.alerts.constLast().time);
    return {};
}

Result<Recording> CacheRecording::loadHeld(const JobCache &cache, const QString &source,
    const QString &profile, qint64 alertsUntil, QStringList *warnings)
{
    const Result<JobBatch> all = loadAll(cache, source);
    if (!all)
        return all.error();
    const Range held = rangeOf(*all);
    if (held.isEmpty())
        return Recording {};
    Recording r = fromBatch(*all, held.from, held.to, profile);
    if (const Result<void> added = addSnapshots(r, cache, held.from, held.to); !added && warnings)
        *warnings << added.error().message;
    if (const Result<void> added = addAlerts(r, cache, source, held.from, alertsUntil); !added && warnings)
        *warnings << added.error().message;
    return r;
}

CacheRecording::Range CacheRecording::lastDay(const Range &held)
{
    if (held.isEmpty())
        return {};
    return { std::max(held.from, held.to - 24 * 3600), held.to };
}

} // namespace hw
