#pragma once

#include "domain/JobBatch.h"

namespace hw::test::cacherows {

// The rows the cache tests store: commit n (its sha a SHA-1 of n, titled and authored), and jobs
// with every field set to something that is not its default, so that a field the cache drops or
// mixes up shows in a comparison.
QString shaOf(int n);
Commit commit(int n, qint64 time);
// Column `column` of 7 names over two workflows; every fifth job failed, with a failure line.
JobRun job(qint64 id, const QString &sha, int column, qint64 insertedAt);
JobBatch batch(const QString &source, Commits commits, JobRuns jobs, qint64 watermark, qint64 fetchedAt);
JobRuns sortedById(JobRuns jobs);

} // namespace hw::test::cacherows
