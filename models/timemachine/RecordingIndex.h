#pragma once

#include "timemachine/Recording.h"

#include <QHash>
#include <QVector>

namespace hw {

// The job rows of a recording grouped by commit, so that a seek reads only the rows of the
// commits a grid can show (its newest maxCommits) instead of every row up to the instant: a
// week of HUD (2,100 commits, 1.8M rows) seeks in tens of milliseconds, not hundreds.
// Refers to the recording it was built from, which must outlive it unchanged.
class RecordingIndex
{
public:
    RecordingIndex() = default;
    explicit RecordingIndex(const Recording &recording);

    // What Recording::snapshotAt(t) gives a grid that keeps its newest `newestCommits` rows:
    // every commit up to t, and the latest row per job id up to t of those newest commits
    // (commits tied with the oldest shown one included), in the same order.
    JobBatch snapshotAt(qint64 t, int newestCommits) const;

private:
    const Recording *m_recording = nullptr;
    QHash<QString, QVector<qsizetype>> m_rowsBySha; // indices into jobs, ascending (= time order)
};

} // namespace hw
