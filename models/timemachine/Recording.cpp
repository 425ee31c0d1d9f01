#include "Recording.h"

#include <QHash>

#include <algorithm>
#include <limits>
#include <utility>
#include <vector>

namespace hw {

namespace {

// Index of the first commit / job with time > t.
qsizetype commitUpperBound(const Commits &commits, qint64 t)
{
    return std::upper_bound(commits.cbegin(), commits.cend(), t,
                            [](qint64 v, const Commit &c) { return v < c.time; })
        - commits.cbegin();
}

qsizetype jobUpperBound(const JobRuns &jobs, qint64 t)
{
    return std::upper_bound(jobs.cbegin(), jobs.cend(), t,
                            [](qint64 v, const JobRun &j) { return v < j.insertedAt; })
        - jobs.cbegin();
}

JobBatch collect(const Recording &r, qint64 from, qint64 to)
{
    JobBatch batch;
    batch.source = r.header.source;
    batch.fetchedAt = to;
    batch.watermark = to;
    const qsizetype c0 = from == std::numeric_limits<qint64>::min() ? 0 : commitUpperBound(r.commits, from);
    const qsizetype c1 = commitUpperBound(r.commits, to);
    if (c1 > c0)
        batch.commits = r.commits.mid(c0, c1 - c0);
    const qsizetype j0 = from == std::numeric_limits<qint64>::min() ? 0 : jobUpperBound(r.jobs, from);
    const qsizetype j1 = jobUpperBound(r.jobs, to);
    if (j1 <= j0)
        return batch;
    // Latest row per id, in order of each id's first appearance in the window.
    QHash<qint64, qsizetype> slot;
    slot.reserve(j1 - j0);
    batch.jobs.reserve(j1 - j0);
    for (qsizetype i = j0; i < j1; ++i)
        Recording::keepLatest(batch.jobs, slot, r.jobs.at(i));
    return batch;
}

} // namespace

qint64 Recording::firstEventTime() const
{
    qint64 t = std::numeric_limits<qint64>::max();
    if (!commits.isEmpty())
        t = std::min(t, commits.first().time);
    if (!jobs.isEmpty())
        t = std::min(t, jobs.first().insertedAt);
    return t == std::numeric_limits<qint64>::max() ? 0 : t;
}

qint64 Recording::lastEventTime() const
{
    qint64 t = 0;
    if (!commits.isEmpty())
        t = std::max(t, commits.last().time);
    if (!jobs.isEmpty())
        t = std::max(t, jobs.last().insertedAt);
    return t;
}

JobBatch Recording::snapshotAt(qint64 t) const
{
    return collect(*this, std::numeric_limits<qint64>::min(), t);
}

JobBatch Recording::between(qint64 from, qint64 to) const
{
    if (to <= from)
        return collect(*this, from, from);
    return collect(*this, from, to);
}

const RecordedSnapshot *Recording::snapshotOf(QStringView source, qint64 t) const
{
    const RecordedSnapshot *found = nullptr;
    for (const RecordedSnapshot &s : snapshots) { // a few hundred at most: no index needed
        if (s.fetchedAt > t)
            break;
        if (s.source == source)
            found = &s;
    }
    return found;
}

RecordedSnapshots Recording::snapshotsIn(qint64 from, qint64 to) const
{
    RecordedSnapshots in;
    QHash<QString, qsizetype> atStart; // source -> its state at `from` in `in`
    for (const RecordedSnapshot &s : snapshots) {
        if (s.fetchedAt > to)
            break;
        if (s.fetchedAt > from) {
            in.append(s);
            continue;
        }
        const auto it = atStart.constFind(s.source);
        if (it != atStart.cend()) {
            in[*it] = s;
        } else {
            atStart.insert(s.source, in.size());
            in.append(s);
        }
    }
    std::stable_sort(in.begin(), in.end(),
        [](const RecordedSnapshot &a, const RecordedSnapshot &b) { return a.fetchedAt < b.fetchedAt; });
    return in;
}

AlertTransitions Recording::alertsIn(qint64 from, qint64 to) const
{
    AlertTransitions in;
    for (const AlertTransition &a : alerts)
        if (a.time >= from && a.time <= to)
            in.append(a);
    return in;
}

void Recording::sortEvents()
{
    std::stable_sort(alerts.begin(), alerts.end(),
        [](const AlertTransition &a, const AlertTransition &b) { return a.time < b.time; });
    std::stable_sort(snapshots.begin(), snapshots.end(),
        [](const RecordedSnapshot &a, const RecordedSnapshot &b) { return a.fetchedAt < b.fetchedAt; });
    std::stable_sort(commits.begin(), commits.end(),
                     [](const Commit &a, const Commit &b) { return a.time < b.time; });
    const auto byTime = [](const JobRun &a, const JobRun &b) { return a.insertedAt < b.insertedAt; };
    if (std::is_sorted(jobs.cbegin(), jobs.cend(), byTime))
        return;
    // Sort (time, original index) keys and move each row once: a stable sort of the rows
    // themselves moves every ~200-byte row log(n) times (most of the demo's start-up cost).
    std::vector<std::pair<qint64, qsizetype>> keys;
    keys.reserve(size_t(jobs.size()));
    for (qsizetype i = 0; i < jobs.size(); ++i)
        keys.emplace_back(jobs.at(i).insertedAt, i);
    std::sort(keys.begin(), keys.end());
    JobRuns sorted;
    sorted.reserve(jobs.size());
    for (const auto &k : keys)
        sorted.append(std::move(jobs[k.second]));
    jobs = std::move(sorted);
}

void Recording::keepLatest(JobRuns &jobs, QHash<qint64, qsizetype> &slot, const JobRun &job)
{
    const auto it = slot.constFind(job.id);
    if (it == slot.cend()) {
        slot.insert(job.id, jobs.size());
        jobs.append(job);
    } else {
        jobs[*it] = job;
    }
}

} // namespace hw
