#pragma once

#include "domain/JobBatch.h"

namespace hw::test::gridrows {

// The rows the grid store tests apply: a "pull" job of run 5000 + id, a commit titled
// "title of <sha>", a batch of both.
JobRun job(qint64 id, const QString &sha, const QString &name, const char *conclusion, const char *status = "completed");
Commit commit(const QString &sha, qint64 time);
JobBatch batch(const Commits &commits, const JobRuns &jobs);

} // namespace hw::test::gridrows
