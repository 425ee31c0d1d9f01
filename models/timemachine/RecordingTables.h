#pragma once

#include "domain/Result.h"
#include "timemachine/Recording.h"

#include <QString>

#include <functional>
#include <memory>

struct sqlite3;

namespace hw {

// The tables of a recording file (the schema RecordingFile describes), written piece by piece:
// RecordingFile::write writes them all into a fresh file at once, RecordingStream a batch at a
// time into a file that grows. Each call runs inside the caller's transaction.
class RecordingTables
{
public:
    struct CloseDb {
        void operator()(sqlite3 *db) const;
    };
    using Db = std::unique_ptr<sqlite3, CloseDb>;

    static SourceError error(SourceError::Kind kind, const QString &message);
    static Result<Db> open(const QString &path, int flags);
    // The tables and the header's stamp (application_id, user_version).
    static Result<void> create(sqlite3 *db);
    static Result<void> writeHeader(sqlite3 *db, const RecordingHeader &header, qint64 start, qint64 end);
    static Result<void> setEnd(sqlite3 *db, qint64 end);
    static Result<void> appendCommits(sqlite3 *db, const Commits &commits);
    // Job rows lose any credential in their URL (RecordingFile::withoutCredentials).
    // progress(rows done so far) every few thousand rows; false stops with an error.
    static Result<void> appendJobs(
        sqlite3 *db, const JobRuns &jobs, const std::function<bool(qint64 done)> &progress = {});
    static Result<void> appendSnapshots(sqlite3 *db, const RecordedSnapshots &snapshots);
    static Result<void> appendLevelChanges(sqlite3 *db, const QVector<LevelChangeEvent> &changes);
    static Result<void> appendAlerts(sqlite3 *db, const AlertTransitions &alerts);
    // All of a recording: create, header (its range, or its events' when unset), every table.
    // progress(rows done, rows in all) as RecordingFile::write reports it.
    static Result<void> writeAll(
        sqlite3 *db, const Recording &r, const std::function<bool(qint64 done, qint64 total)> &progress = {});
};

} // namespace hw
