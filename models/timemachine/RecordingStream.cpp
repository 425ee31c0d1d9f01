#include "RecordingStream.h"

#include "cache/SqliteStatement.h"
#include "cache/SqliteTransaction.h"
#include "timemachine/RecordingFile.h"

#include <algorithm>
#include <sqlite3.h>

using namespace Qt::StringLiterals;

namespace hw {

Result<void> RecordingStream::open(const QString &path, const Recording &initial)
{
    close();
    if (const Result<void> written = RecordingFile::write(initial, path); !written)
        return written;
    auto db = RecordingTables::open(path, SQLITE_OPEN_READWRITE);
    if (!db)
        return db.error();
    // The default rollback journal: an append killed half-way is undone on the next open.
    if (auto done
        = SqliteStatement::execute(db->get(), "PRAGMA journal_mode = DELETE; PRAGMA synchronous = NORMAL;");
        !done)
        return done.error();
    m_db = std::move(*db);
    m_path = path;
    m_shas.clear();
    for (const Commit &c : initial.commits)
        m_shas.insert(c.sha);
    return {};
}

Result<void> RecordingStream::append(const JobBatch &batch)
{
    if (!m_db)
        return RecordingTables::error(SourceError::Kind::Storage, RecordingFile::tr("the recording is not open"));
    Commits commits;
    qint64 end = 0;
    for (const Commit &c : batch.commits) {
        if (c.time <= 0 || m_shas.contains(c.sha))
            continue; // not yet dated (known from its jobs only), or already recorded
        commits.append(c);
        end = std::max(end, c.time);
    }
    JobRuns jobs = batch.jobs;
    std::stable_sort(jobs.begin(), jobs.end(),
        [](const JobRun &a, const JobRun &b) { return a.insertedAt < b.insertedAt; });
    for (const JobRun &j : jobs)
        end = std::max(end, j.insertedAt);
    auto tx = SqliteTransaction::begin(m_db.get());
    if (!tx)
        return tx.error();
    if (auto done = RecordingTables::appendCommits(m_db.get(), commits); !done)
        return done;
    if (auto done = RecordingTables::appendJobs(m_db.get(), jobs); !done)
        return done;
    if (auto done = RecordingTables::setEnd(m_db.get(), end); !done)
        return done;
    if (auto done = tx->commit(); !done)
        return done;
    for (const Commit &c : commits)
        m_shas.insert(c.sha);
    return {};
}

Result<void> RecordingStream::appendSnapshot(const RecordedSnapshot &snapshot)
{
    if (!m_db)
        return RecordingTables::error(SourceError::Kind::Storage, RecordingFile::tr("the recording is not open"));
    auto tx = SqliteTransaction::begin(m_db.get());
    if (!tx)
        return tx.error();
    if (auto done = RecordingTables::appendSnapshots(m_db.get(), { snapshot }); !done)
        return done;
    if (auto done = RecordingTables::setEnd(m_db.get(), snapshot.fetchedAt); !done)
        return done;
    return tx->commit();
}

Result<void> RecordingStream::appendAlerts(const AlertTransitions &alerts)
{
    if (!m_db)
        return RecordingTables::error(SourceError::Kind::Storage, RecordingFile::tr("the recording is not open"));
    auto tx = SqliteTransaction::begin(m_db.get());
    if (!tx)
        return tx.error();
    if (auto done = RecordingTables::appendAlerts(m_db.get(), alerts); !done)
        return done;
    qint64 end = 0;
    for (const AlertTransition &a : alerts)
        end = std::max(end, a.time);
    if (auto done = RecordingTables::setEnd(m_db.get(), end); !done)
        return done;
    return tx->commit();
}

} // namespace hw
