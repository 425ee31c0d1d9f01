#pragma once

#include "domain/Result.h"
#include "timemachine/Recording.h"

#include <QCoreApplication>
#include <QString>

#include <functional>

namespace hw {

// A recording as one SQLite file (what `hudwatch --record FILE` and File ▸ Export time window…
// write, and `--replay FILE` opens beside the older JSON-lines files).
//
// Schema, version 3 (PRAGMA application_id "HWRC", PRAGMA user_version 3); version 2 files
// (without alerts) and version 1 files (without the last three tables) still open:
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
//   alerts     (v3) the alerts' transitions: seq, time, kind ("broke", "still_broken", "fixed",
//              "acknowledged"), alert_key, title, detail
// read() takes a file from anyone: it reads only plain tables (no view, virtual table or computed
// column), with the limits below, times from 1970 to 9999, and gives a message for any refusal.
// A file never holds a secret: URLs lose any user, password and query string on the way in.
// Writing is atomic: a temporary file beside the target, renamed over it once complete, so a
// killed process leaves the old file or none, never half of one.
class RecordingFile
{
    Q_DECLARE_TR_FUNCTIONS(hw::RecordingFile)

public:
    static constexpr quint32 applicationId = 0x48575243; // "HWRC" in the SQLite header
    static constexpr int version = 3;
    // What read() accepts from a file, whoever wrote it (a week of HUD: 1.8M job rows, 2,100
    // commits, a few hundred snapshots); beyond, it refuses the file with a message saying so.
    // maxSnapshots also bounds level changes and alerts.
    static constexpr qint64 maxJobRows = 20'000'000, maxCommits = 1'000'000, maxSnapshots = 100'000;
    static constexpr qint64 maxValueBytes = 256 * 1024 * 1024; // one text or snapshot body

    // The file starts with SQLite's magic (else it may be a JSON-lines recording).
    static bool isSqliteFile(const QString &path);
    // Called now and then while writing (rows written, rows in all); false stops the write,
    // which then fails and leaves no file (nor changes the one there).
    using Progress = std::function<bool(qint64 done, qint64 total)>;
    static Result<void> write(const Recording &recording, const QString &path, const Progress &progress = {});
    // progress: called every few thousand job rows (rows read, rows in the file); false stops the
    // read, which then fails with a Cancelled error.
    static Result<Recording> read(const QString &path, const Progress &progress = {});
    // url without user, password, query and fragment: what a recording may keep of it.
    static QString withoutCredentials(const QString &url);
};

} // namespace hw
