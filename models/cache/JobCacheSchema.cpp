#include "JobCacheSchema.h"

namespace hw {

namespace {

// Version 1. Laid out for a fast start-up load (newest 300 commits x ~3,000 columns):
// - jobs is clustered by (commit_id, id) (WITHOUT ROWID), so the jobs of one commit are one
//   contiguous range scan; jobs_by_id serves the upsert by job id.
// - column names (workflow + job) and small repeated strings (status, conclusion, html_url
//   prefix) are interned into integer ids; head_sha is the commit's row id.
// - times are integers (UTC seconds); failure_line and html_url are NULL in the common case
//   (no failure line; the URL is "<prefix>/actions/runs/<run_id>/job/<id>").
// - a commit with time NULL is only known from its jobs so far: it is never listed.
const char *const kVersion1 = R"sql(
CREATE TABLE sources (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE CHECK (name <> ''),
  watermark INTEGER NOT NULL DEFAULT 0,
  fetched_at INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE strings (
  id INTEGER PRIMARY KEY,
  text TEXT NOT NULL UNIQUE
);
CREATE TABLE job_columns (
  id INTEGER PRIMARY KEY,
  workflow_name TEXT NOT NULL,
  job_name TEXT NOT NULL,
  UNIQUE (workflow_name, job_name)
);
CREATE TABLE commits (
  id INTEGER PRIMARY KEY,
  source_id INTEGER NOT NULL REFERENCES sources(id),
  sha TEXT NOT NULL CHECK (sha <> ''),
  time INTEGER,
  title TEXT,
  author TEXT,
  UNIQUE (source_id, sha)
);
CREATE INDEX commits_by_time ON commits (source_id, time);
CREATE TABLE jobs (
  commit_id INTEGER NOT NULL REFERENCES commits(id),
  id INTEGER NOT NULL CHECK (id > 0),
  source_id INTEGER NOT NULL REFERENCES sources(id),
  column_id INTEGER NOT NULL REFERENCES job_columns(id),
  run_id INTEGER NOT NULL,
  run_attempt INTEGER NOT NULL,
  status_id INTEGER REFERENCES strings(id),
  conclusion_id INTEGER REFERENCES strings(id),
  created_at INTEGER NOT NULL,
  started_at INTEGER NOT NULL,
  completed_at INTEGER NOT NULL,
  url_prefix_id INTEGER REFERENCES strings(id),
  html_url TEXT,
  failure_line TEXT,
  inserted_at INTEGER NOT NULL,
  PRIMARY KEY (commit_id, id)
) WITHOUT ROWID;
CREATE UNIQUE INDEX jobs_by_id ON jobs (source_id, id);
)sql";

// Version 2: whole snapshots of sources that are read as one batch (the CRCR backends view):
// one row per source, replaced in one transaction, so a crash keeps the previous complete one.
const char *const kVersion2 = R"sql(
CREATE TABLE snapshots (
  source TEXT PRIMARY KEY CHECK (source <> ''),
  as_of INTEGER NOT NULL,
  fetched_at INTEGER NOT NULL,
  body BLOB NOT NULL
);
)sql";

// Version 3: the past of those snapshots, for the time machine ("the backends view as of T"):
// one row per stored snapshot that differs from the one before it, oldest pruned (SnapshotStore
// keeps a bounded number and size per source). Seeded with the current snapshot of each source.
const char *const kVersion3 = R"sql(
CREATE TABLE snapshot_history (
  id INTEGER PRIMARY KEY,
  source TEXT NOT NULL CHECK (source <> ''),
  as_of INTEGER NOT NULL,
  fetched_at INTEGER NOT NULL,
  body BLOB NOT NULL
);
CREATE INDEX snapshot_history_by_time ON snapshot_history (source, fetched_at, id);
INSERT INTO snapshot_history (source, as_of, fetched_at, body)
  SELECT source, as_of, fetched_at, body FROM snapshots ORDER BY fetched_at;
)sql";

// Version 4: the alerts' transitions (broke, still broken, fixed, acknowledged), so that the
// time machine can put them on its timeline: one row per transition, per grid source, the
// oldest pruned beyond a bound (AlertHistoryStore::limit).
const char *const kVersion4 = R"sql(
CREATE TABLE alert_history (
  id INTEGER PRIMARY KEY,
  source TEXT NOT NULL CHECK (source <> ''),
  time INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('broke', 'still_broken', 'fixed', 'acknowledged')),
  alert_key TEXT NOT NULL CHECK (alert_key <> ''),
  title TEXT NOT NULL,
  detail TEXT NOT NULL
);
CREATE INDEX alert_history_by_time ON alert_history (source, time, id);
)sql";

// Version 5: a commit's PR number (0: none), and the cache's own facts (meta): the repository
// its grid rows belong to, so that a cache filled for one repository never shows another's.
const char *const kVersion5 = R"sql(
ALTER TABLE commits ADD COLUMN pr_number INTEGER NOT NULL DEFAULT 0;
CREATE TABLE meta (
  key TEXT PRIMARY KEY CHECK (key <> ''),
  value TEXT NOT NULL
);
)sql";

} // namespace

const char *JobCacheSchema::version1Sql()
{
    return kVersion1;
}

const char *JobCacheSchema::clearRepositoryRowsSql()
{
    return "DELETE FROM jobs; DELETE FROM commits; DELETE FROM job_columns; "
           "UPDATE sources SET watermark = 0, fetched_at = 0; "
           "DELETE FROM alert_history;";
}

const SchemaMigrator &JobCacheSchema::migrator()
{
    static const SchemaMigrator m(applicationId,
        {
            { 1, kVersion1 },
            { 2, kVersion2 },
            { 3, kVersion3 },
            { 4, kVersion4 },
            { 5, kVersion5 },
        });
    return m;
}

} // namespace hw
