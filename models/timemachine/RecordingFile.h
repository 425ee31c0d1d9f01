#pragma once

#include "domain/Result.h"
#include "replay/Recording.h"

#include <QString>

#include <functional>

namespace hw {

// A recording as one SQLite file (what `hudwatch --record FILE` and File ▸ Export time window…
// write, and `--replay FILE` opens beside the older JSON-lines files).
//
// Schema, version 2 (PRAGMA application_id "HWRC", PRAGMA user_version 2); version 1 files
// (without the last two tables) still open:
//   recording  one row: source, description, profile (a name, never a URL), start, end, live_at
//              (UTC seconds: the range covered), unstable_patterns (JSON array), created_at,
//              written_by (the hudwatch version)
//   commits    one row per "commit appeared" event: seq, time, sha, title, author
//   job_rows   one row per job-row snapshot (queued / in progress / completed), in event order:
//              seq, inserted_at (the event time), id, run_id, run_attempt, workflow_name, job_name,
//              head_sha, status, conclusion, created_at, started_at, completed_at, html_url,
//              failure_line; indexed by (inserted_at, seq)
//   snapshots  (v2) one row per snapshot of a whole-batch view in the window, by fetch time:
//              seq, source ("backends", "flaky", "utilization"), fetched_at, as_of, body (that
//              source's JSON); the first of each source is its state at the window's start
//   level_changes (v2) the backends' dated level changes: seq, date (YYYY-MM-DD), repo,
//              from_level, to_level ("L1".."L4", "" = not listed), pr, author, note, origin
// A file never holds a secret: URLs lose any user, password and query string on the way in.
// Writing is atomic: a temporary file beside the target, renamed over it once complete, so a
// killed process leaves the old file or none, never half of one.
class RecordingFile
{
public:
    static constexpr quint32 applicationId = 0x48575243; // "HWRC" in the SQLite header
    static constexpr int version = 2;

    // The file starts with SQLite's magic (else it may be a JSON-lines recording).
    static bool isSqliteFile(const QString &path);
    // Called now and then while writing (rows written, rows in all); false stops the write,
    // which then fails and leaves no file (nor changes the one there).
    using Progress = std::function<bool(qint64 done, qint64 total)>;
    static Result<void> write(const Recording &recording, const QString &path, const Progress &progress = {});
    static Result<Recording> read(const QString &path);
    // url without user, password, query and fragment: what a recording may keep of it.
    static QString withoutCredentials(const QString &url);
};

} // namespace hw
