#include "RecordingIndex.h"

#include <algorithm>
#include <functional>
#include <limits>
#include <vector>

namespace hw {

RecordingIndex::RecordingIndex(const Recording &recording)
    : m_recording(&recording)
{
    m_rowsBySha.reserve(recording.commits.size() + 16);
    for (qsizetype i = 0; i < recording.jobs.size(); ++i)
        m_rowsBySha[recording.jobs.at(i).headSha].append(i);
}

JobBatch RecordingIndex::snapshotAt(qint64 t, int newestCommits) const
{
    if (!m_recording)
        return {};
    const Recording &r = *m_recording;
    JobBatch batch;
    batch.source = r.header.source;
    batch.fetchedAt = t;
    batch.watermark = t;
    const qsizetype commitEnd = std::upper_bound(r.commits.cbegin(), r.commits.cend(), t,
                                    [](qint64 v, const Commit &c) { return v < c.time; })
        - r.commits.cbegin();
    batch.commits = r.commits.mid(0, commitEnd);

    // A commit's time is that of its latest event up to t (a later event updates the row).
    QHash<QString, qint64> timeBySha;
    timeBySha.reserve(commitEnd);
    for (const Commit &c : std::as_const(batch.commits))
        timeBySha.insert(c.sha, c.time);
    std::vector<qint64> times;
    times.reserve(size_t(timeBySha.size()));
    for (auto it = timeBySha.cbegin(); it != timeBySha.cend(); ++it)
        times.push_back(it.value());
    qint64 oldestShown = std::numeric_limits<qint64>::min();
    if (newestCommits > 0 && times.size() > size_t(newestCommits)) {
        std::nth_element(times.begin(), times.begin() + (newestCommits - 1), times.end(), std::greater<>());
        oldestShown = times[size_t(newestCommits - 1)];
    }

    // Rows of the shown commits up to t, back in recording order.
    std::vector<qsizetype> rows;
    for (auto it = timeBySha.cbegin(); it != timeBySha.cend(); ++it) {
        if (it.value() < oldestShown)
            continue;
        const auto found = m_rowsBySha.constFind(it.key());
        if (found == m_rowsBySha.cend())
            continue;
        const QVector<qsizetype> &ofCommit = found.value();
        const auto end = std::upper_bound(ofCommit.cbegin(), ofCommit.cend(), t,
            [&r](qint64 v, qsizetype i) { return v < r.jobs.at(i).insertedAt; });
        rows.insert(rows.end(), ofCommit.cbegin(), end);
    }
    std::sort(rows.begin(), rows.end());

    // Latest row per id, in order of each id's first appearance (as Recording::snapshotAt).
    QHash<qint64, qsizetype> slot;
    slot.reserve(qsizetype(rows.size()));
    batch.jobs.reserve(qsizetype(rows.size()));
    for (const qsizetype i : rows)
        Recording::keepLatest(batch.jobs, slot, r.jobs.at(i));
    return batch;
}

} // namespace hw
