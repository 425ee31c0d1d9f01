#include "RecordingTables.h"

#include "RecordingFile.h"
#include "backends/TrustLevel.h"
#include "cache/SqliteStatement.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <sqlite3.h>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

const char *const kSchemaV1 = R"sql(
CREATE TABLE recording (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  source TEXT NOT NULL,
  description TEXT NOT NULL,
  profile TEXT NOT NULL,
  start INTEGER NOT NULL,
  "end" INTEGER NOT NULL,
  live_at INTEGER NOT NULL,
  unstable_patterns TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  written_by TEXT NOT NULL
);
CREATE TABLE commits (
  seq INTEGER PRIMARY KEY,
  time INTEGER NOT NULL,
  sha TEXT NOT NULL CHECK (sha <> ''),
  title TEXT,
  author TEXT
);
CREATE TABLE job_rows (
  seq INTEGER PRIMARY KEY,
  inserted_at INTEGER NOT NULL,
  id INTEGER NOT NULL,
  run_id INTEGER NOT NULL,
  run_attempt INTEGER NOT NULL,
  workflow_name TEXT NOT NULL,
  job_name TEXT NOT NULL,
  head_sha TEXT NOT NULL,
  status TEXT NOT NULL,
  conclusion TEXT,
  created_at INTEGER NOT NULL,
  started_at INTEGER NOT NULL,
  completed_at INTEGER NOT NULL,
  html_url TEXT,
  failure_line TEXT
);
CREATE INDEX job_rows_by_time ON job_rows (inserted_at, seq);
)sql";

// Version 2 adds the whole-batch views over time and the backends' level changes.
const char *const kSchemaV2 = R"sql(
CREATE TABLE snapshots (
  seq INTEGER PRIMARY KEY,
  source TEXT NOT NULL CHECK (source <> ''),
  fetched_at INTEGER NOT NULL,
  as_of INTEGER NOT NULL,
  body BLOB NOT NULL
);
CREATE TABLE level_changes (
  seq INTEGER PRIMARY KEY,
  date TEXT NOT NULL,
  repo TEXT NOT NULL,
  from_level TEXT NOT NULL,
  to_level TEXT NOT NULL,
  pr INTEGER NOT NULL,
  author TEXT,
  note TEXT,
  origin TEXT NOT NULL CHECK (origin IN ('allowlist', 'clickhouse'))
);
)sql";

// Version 3 adds the alerts' transitions (the timeline's alert events).
const char *const kSchemaV3 = R"sql(
CREATE TABLE alerts (
  seq INTEGER PRIMARY KEY,
  time INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('broke', 'still_broken', 'fixed', 'acknowledged')),
  alert_key TEXT NOT NULL,
  title TEXT NOT NULL,
  detail TEXT NOT NULL
);
)sql";

// A level as the file keeps it: "L1".."L4", "" for not listed.
QString storedLevelText(TrustLevel level)
{
    return level == TrustLevel::Unknown ? QString() : trustLevelName(level);
}

Result<void> stepped(SqliteStatement::Reuse &s)
{
    if (s->step() != SQLITE_DONE)
        return RecordingTables::error(SourceError::Kind::Storage, s->errorMessage());
    return {};
}

} // namespace

void RecordingTables::CloseDb::operator()(sqlite3 *db) const
{
    sqlite3_close(db);
}

SourceError RecordingTables::error(SourceError::Kind kind, const QString &message)
{
    return SourceError::make(kind, u"recording"_s, message);
}

Result<RecordingTables::Db> RecordingTables::open(const QString &path, int flags)
{
    sqlite3 *raw = nullptr;
    const int rc
        = sqlite3_open_v2(QFile::encodeName(path).constData(), &raw, flags | SQLITE_OPEN_NOMUTEX, nullptr);
    Db db(raw);
    if (rc != SQLITE_OK)
        return error(SourceError::Kind::Storage,
            RecordingFile::tr("cannot open %1: %2")
                .arg(path, raw ? QString::fromUtf8(sqlite3_errmsg(raw)) : RecordingFile::tr("out of memory")));
    return db;
}

Result<void> RecordingTables::create(sqlite3 *db)
{
    if (auto done = SqliteStatement::execute(db, kSchemaV1); !done)
        return done.error();
    if (auto done = SqliteStatement::execute(db, kSchemaV2); !done)
        return done.error();
    if (auto done = SqliteStatement::execute(db, kSchemaV3); !done)
        return done.error();
    const QByteArray stamp
        = "PRAGMA application_id = " + QByteArray::number(qint32(RecordingFile::applicationId))
        + "; PRAGMA user_version = " + QByteArray::number(RecordingFile::version) + ";";
    return SqliteStatement::execute(db, stamp.constData());
}

Result<void> RecordingTables::writeHeader(sqlite3 *db, const RecordingHeader &h, qint64 start, qint64 end)
{
    auto meta = SqliteStatement::prepare(db,
        "INSERT INTO recording (id, source, description, profile, start, \"end\", live_at, "
        "unstable_patterns, created_at, written_by) VALUES (1, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
    if (!meta)
        return meta.error();
    const QString patterns = QString::fromUtf8(
        QJsonDocument(QJsonArray::fromStringList(h.unstablePatterns)).toJson(QJsonDocument::Compact));
    meta->bindText(1, h.source);
    meta->bindText(2, h.description);
    meta->bindText(3, h.profile);
    meta->bindInt64(4, start);
    meta->bindInt64(5, end);
    meta->bindInt64(6, h.liveAt);
    meta->bindText(7, patterns);
    meta->bindInt64(8, QDateTime::currentSecsSinceEpoch());
    meta->bindText(9, QStringLiteral(HUDWATCH_VERSION));
    if (meta->step() != SQLITE_DONE)
        return error(SourceError::Kind::Storage, meta->errorMessage());
    return {};
}

Result<void> RecordingTables::setEnd(sqlite3 *db, qint64 end)
{
    auto s = SqliteStatement::prepare(db, "UPDATE recording SET \"end\" = max(\"end\", ?1) WHERE id = 1");
    if (!s)
        return s.error();
    s->bindInt64(1, end);
    if (s->step() != SQLITE_DONE)
        return error(SourceError::Kind::Storage, s->errorMessage());
    return {};
}

Result<void> RecordingTables::appendCommits(sqlite3 *db, const Commits &commits)
{
    auto commit = SqliteStatement::prepare(
        db, "INSERT INTO commits (time, sha, title, author) VALUES (?1, ?2, ?3, ?4)");
    if (!commit)
        return commit.error();
    for (const Commit &c : commits) {
        SqliteStatement::Reuse s(*commit);
        s->bindInt64(1, c.time);
        s->bindText(2, c.sha);
        s->bindNullableText(3, c.title);
        s->bindNullableText(4, c.author);
        if (auto done = stepped(s); !done)
            return done;
    }
    return {};
}

Result<void> RecordingTables::appendJobs(
    sqlite3 *db, const JobRuns &jobs, const std::function<bool(qint64 done)> &progress)
{
    auto job = SqliteStatement::prepare(db,
        "INSERT INTO job_rows (inserted_at, id, run_id, run_attempt, workflow_name, job_name, head_sha, "
        "status, conclusion, created_at, started_at, completed_at, html_url, failure_line) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)");
    if (!job)
        return job.error();
    qint64 written = 0;
    for (const JobRun &j : jobs) {
        if (progress && ++written % 8192 == 0 && !progress(written))
            return error(SourceError::Kind::Storage, u"stopped"_s);
        const QString url = RecordingFile::withoutCredentials(j.htmlUrl);
        SqliteStatement::Reuse s(*job);
        s->bindInt64(1, j.insertedAt);
        s->bindInt64(2, j.id);
        s->bindInt64(3, j.runId);
        s->bindInt64(4, j.runAttempt);
        s->bindText(5, j.workflowName);
        s->bindText(6, j.jobName);
        s->bindText(7, j.headSha);
        s->bindText(8, j.status);
        s->bindNullableText(9, j.conclusion);
        s->bindInt64(10, j.createdAt);
        s->bindInt64(11, j.startedAt);
        s->bindInt64(12, j.completedAt);
        s->bindNullableText(13, url);
        s->bindNullableText(14, j.failureLine);
        if (auto done = stepped(s); !done)
            return done;
    }
    return {};
}

Result<void> RecordingTables::appendSnapshots(sqlite3 *db, const RecordedSnapshots &snapshots)
{
    auto snapshot = SqliteStatement::prepare(
        db, "INSERT INTO snapshots (source, fetched_at, as_of, body) VALUES (?1, ?2, ?3, ?4)");
    if (!snapshot)
        return snapshot.error();
    for (const RecordedSnapshot &s : snapshots) {
        SqliteStatement::Reuse q(*snapshot);
        q->bindText(1, s.source);
        q->bindInt64(2, s.fetchedAt);
        q->bindInt64(3, s.asOf);
        q->bindBlob(4, s.body);
        if (auto done = stepped(q); !done)
            return done;
    }
    return {};
}

Result<void> RecordingTables::appendLevelChanges(sqlite3 *db, const QVector<LevelChangeEvent> &changes)
{
    auto change = SqliteStatement::prepare(db,
        "INSERT INTO level_changes (date, repo, from_level, to_level, pr, author, note, origin) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
    if (!change)
        return change.error();
    for (const LevelChangeEvent &e : changes) {
        SqliteStatement::Reuse q(*change);
        q->bindText(1, e.date.toString(Qt::ISODate));
        q->bindText(2, e.repo);
        q->bindText(3, storedLevelText(e.from));
        q->bindText(4, storedLevelText(e.to));
        q->bindInt64(5, e.pr);
        q->bindNullableText(6, e.author);
        q->bindNullableText(7, e.note);
        q->bindText(8, e.source == LevelChangeEvent::Source::ClickHouse ? u"clickhouse"_s : u"allowlist"_s);
        if (auto done = stepped(q); !done)
            return done;
    }
    return {};
}

Result<void> RecordingTables::appendAlerts(sqlite3 *db, const AlertTransitions &alerts)
{
    auto alert = SqliteStatement::prepare(
        db, "INSERT INTO alerts (time, kind, alert_key, title, detail) VALUES (?1, ?2, ?3, ?4, ?5)");
    if (!alert)
        return alert.error();
    for (const AlertTransition &a : alerts) {
        SqliteStatement::Reuse q(*alert);
        q->bindInt64(1, a.time);
        q->bindText(2, AlertTransition::kindName(a.kind));
        q->bindText(3, a.key);
        q->bindText(4, a.title);
        q->bindText(5, a.detail);
        if (auto done = stepped(q); !done)
            return done;
    }
    return {};
}

Result<void> RecordingTables::writeAll(
    sqlite3 *db, const Recording &r, const std::function<bool(qint64 done, qint64 total)> &progress)
{
    if (auto done = create(db); !done)
        return done;
    const qint64 start = r.header.start != 0 ? r.header.start : r.firstEventTime();
    const qint64 end = r.header.end != 0 ? r.header.end : r.lastEventTime();
    if (auto done = writeHeader(db, r.header, start, end); !done)
        return done;
    if (auto done = appendCommits(db, r.commits); !done)
        return done;
    const qint64 total = r.jobs.size();
    std::function<bool(qint64)> jobsDone;
    if (progress)
        jobsDone = [&progress, total](qint64 done) { return progress(done, total); };
    if (auto done = appendJobs(db, r.jobs, jobsDone); !done)
        return done;
    if (auto done = appendSnapshots(db, r.snapshots); !done)
        return done;
    if (auto done = appendLevelChanges(db, r.levelChanges); !done)
        return done;
    if (auto done = appendAlerts(db, r.alerts); !done)
        return done;
    if (progress && !progress(total, total))
        return error(SourceError::Kind::Storage, u"stopped"_s);
    return {};
}

} // namespace hw
