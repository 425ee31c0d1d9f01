#pragma once

#include "domain/JobBatch.h"
#include "domain/Result.h"

#include <QString>

namespace hw {

class JobCache;

// The grid's rows in the cache: commits and jobs per source, with each source's watermark and
// fetchedAt. A view over an open JobCache (its thread rule applies); what it keeps per connection
// (prepared statements, interned names) lives in the JobCache (GridJobTables). Failures are kind
// Storage, source "cache".
class GridJobStore
{
public:
    explicit GridJobStore(const JobCache &cache) : m_cache(cache) {}

    // Upserts commits and jobs (jobs keyed by id; a row with a newer insertedAt replaces an
    // older one) and advances the source's watermark and fetchedAt, all in one transaction.
    // Equal insertedAt: the incoming row wins. The watermark never moves back. On failure the
    // transaction is rolled back (the file is as before) and the error says what was refused.
    Result<void> storeBatch(const JobBatch &batch) const;

    // The newest maxCommits commits (newest first) and every job of those commits (grouped by
    // commit in that order), with the source's watermark and fetchedAt. Used to fill the window
    // before any network call. Large loads use one short-lived helper thread internally (done
    // before returning). Commits and jobs are per source: "demo" never sees "clickhouse" rows.
    Result<JobBatch> loadLatest(const QString &source, int maxCommits) const;

    // The time span of what loadLatest(source, all) would return, read from the tables'
    // aggregates instead of the rows: the oldest and newest dated commit, and the newest row
    // of their jobs ({0, 0} when there is none).
    struct TimeSpan {
        qint64 first = 0;
        qint64 last = 0;
    };
    Result<TimeSpan> timeSpan(const QString &source) const;

    qint64 watermark(const QString &source) const; // 0 if never synced (or not open)
    qint64 lastFetchedAt(const QString &source) const;

private:
    qint64 sourceColumn(const QString &source, int column) const;

    const JobCache &m_cache;
};

} // namespace hw
