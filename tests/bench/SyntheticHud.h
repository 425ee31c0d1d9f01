#pragma once

#include "domain/JobBatch.h"

#include <QVector>

#include <utility>

namespace hw::bench {

// The one synthetic grid every benchmark uses: rows shaped like default.workflow_job of
// pytorch/pytorch, real-looking workflow and job names (3,000 distinct columns at full size),
// canonical html_url, a failure line on ~4 % of rows, some cancelled and skipped jobs, a few
// re-runs, and the newest ten commits partly still running. Deterministic: every value is a
// function of (commit, column).
class SyntheticHud
{
public:
    SyntheticHud(int commits, int columns);

    int commitCount() const { return int(m_commits.size()); }
    int columnCount() const { return int(m_columns.size()); }
    const Commit &commit(int c) const { return m_commits.at(c); }
    const Commits &commits() const { return m_commits; }
    // The job of commit c (0 = oldest) in column k; attempt > 0 gives a re-run's distinct id.
    JobRun job(int c, int k) const;
    static qint64 jobId(int c, int k, int attempt = 0) { return 28000000000LL + (qint64(c) * 4000 + k) * 4 + attempt; }
    // Rows [first, first + count) in commit-major order, with their commits.
    JobBatch batch(qint64 first, qint64 count) const;
    // Every commit and every job: the whole grid in one batch.
    JobBatch grid() const { return batch(0, qint64(commitCount()) * columnCount()); }

private:
    static constexpr qint64 kEpoch = 1723600000; // 2024-08-14
    Commits m_commits;
    QVector<std::pair<QString, QString>> m_columns;
    QVector<int> m_workflowIndex;
};

} // namespace hw::bench
