#pragma once

#include "domain/Result.h"
#include "timemachine/Recording.h"
#include "timemachine/RecordingTables.h"

#include <QSet>
#include <QString>

namespace hw {

// `hudwatch --record FILE` with a profile, as the console runs: the file starts as a whole
// recording of what the cache holds (written atomically, RecordingFile::write), then every
// batch the cache commits is appended in a transaction of its own as it lands. A process killed
// at any moment leaves a valid recording of everything up to the last appended batch: SQLite's
// rollback journal undoes a half-appended one when the file is next opened (RecordingFile::read).
class RecordingStream
{
public:
    // Replaces path with a recording of `initial` and keeps it open for appends.
    Result<void> open(const QString &path, const Recording &initial);
    bool isOpen() const { return bool(m_db); }
    QString path() const { return m_path; }
    // A committed cache batch: the commits not yet in the file and every job row (each at its
    // insertedAt); the recording's end moves to the newest of their times.
    Result<void> append(const JobBatch &batch);
    Result<void> appendSnapshot(const RecordedSnapshot &snapshot);
    // Alert transitions the cache committed (the recording's end moves to the newest).
    Result<void> appendAlerts(const AlertTransitions &alerts);
    void close() { m_db.reset(); }

private:
    RecordingTables::Db m_db;
    QString m_path;
    QSet<QString> m_shas;
};

} // namespace hw
