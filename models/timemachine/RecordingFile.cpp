#include "RecordingFile.h"

#include "backends/TrustLevel.h"
#include "cache/SqliteStatement.h"
#include "cache/SqliteTransaction.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTemporaryFile>
#include <QUrl>

#include <filesystem>
#include <memory>
#include <sqlite3.h>
#include <system_error>

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

SourceError fileError(SourceError::Kind kind, const QString &message)
{
    return SourceError::make(kind, u"recording"_s, message);
}

struct CloseDb {
    void operator()(sqlite3 *db) const { sqlite3_close(db); }
};
using Db = std::unique_ptr<sqlite3, CloseDb>;

Result<Db> openDb(const QString &path, int flags)
{
    sqlite3 *raw = nullptr;
    const int rc
        = sqlite3_open_v2(QFile::encodeName(path).constData(), &raw, flags | SQLITE_OPEN_NOMUTEX, nullptr);
    Db db(raw);
    if (rc != SQLITE_OK)
        return fileError(SourceError::Kind::Storage,
            u"cannot open %1: %2"_s.arg(
                path, raw ? QString::fromUtf8(sqlite3_errmsg(raw)) : u"out of memory"_s));
    return db;
}

Result<qint64> pragmaInt(sqlite3 *db, const char *sql)
{
    auto s = SqliteStatement::prepare(db, sql);
    if (!s)
        return s.error();
    if (s->step() != SQLITE_ROW)
        return fileError(SourceError::Kind::BadData, s->errorMessage());
    return s->columnInt64(0);
}

Result<void> writeSnapshots(sqlite3 *db, const Recording &r);

Result<void> writeContents(sqlite3 *db, const Recording &r)
{
    // A fresh private file that is renamed into place afterwards: no journal is needed.
    if (auto done = SqliteStatement::execute(db, "PRAGMA journal_mode = OFF; PRAGMA synchronous = NORMAL;");
        !done)
        return done.error();
    auto tx = SqliteTransaction::begin(db);
    if (!tx)
        return tx.error();
    if (auto done = SqliteStatement::execute(db, kSchemaV1); !done)
        return done.error();
    if (auto done = SqliteStatement::execute(db, kSchemaV2); !done)
        return done.error();
    const QByteArray stamp
        = "PRAGMA application_id = " + QByteArray::number(qint32(RecordingFile::applicationId))
        + "; PRAGMA user_version = " + QByteArray::number(RecordingFile::version) + ";";
    if (auto done = SqliteStatement::execute(db, stamp.constData()); !done)
        return done.error();

    auto meta = SqliteStatement::prepare(db,
        "INSERT INTO recording (id, source, description, profile, start, \"end\", live_at, "
        "unstable_patterns, "
        "created_at, written_by) VALUES (1, ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)");
    if (!meta)
        return meta.error();
    const RecordingHeader &h = r.header;
    const qint64 start = h.start != 0 ? h.start : r.firstEventTime();
    const qint64 end = h.end != 0 ? h.end : r.lastEventTime();
    const QString patterns = QString::fromUtf8(
        QJsonDocument(QJsonArray::fromStringList(h.unstablePatterns)).toJson(QJsonDocument::Compact));
    const QString version = QStringLiteral(HUDWATCH_VERSION);
    meta->bindText(1, h.source);
    meta->bindText(2, h.description);
    meta->bindText(3, h.profile);
    meta->bindInt64(4, start);
    meta->bindInt64(5, end);
    meta->bindInt64(6, h.liveAt);
    meta->bindText(7, patterns);
    meta->bindInt64(8, QDateTime::currentSecsSinceEpoch());
    meta->bindText(9, version);
    if (meta->step() != SQLITE_DONE)
        return fileError(SourceError::Kind::Storage, meta->errorMessage());

    auto commit = SqliteStatement::prepare(
        db, "INSERT INTO commits (time, sha, title, author) VALUES (?1, ?2, ?3, ?4)");
    if (!commit)
        return commit.error();
    for (const Commit &c : r.commits) {
        SqliteStatement::Reuse s(*commit);
        s->bindInt64(1, c.time);
        s->bindText(2, c.sha);
        s->bindNullableText(3, c.title);
        s->bindNullableText(4, c.author);
        if (s->step() != SQLITE_DONE)
            return fileError(SourceError::Kind::Storage, s->errorMessage());
    }

    auto job = SqliteStatement::prepare(db,
        "INSERT INTO job_rows (inserted_at, id, run_id, run_attempt, workflow_name, job_name, head_sha, "
        "status, "
        "conclusion, created_at, started_at, completed_at, html_url, failure_line) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14)");
    if (!job)
        return job.error();
    for (const JobRun &j : r.jobs) {
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
        if (s->step() != SQLITE_DONE)
            return fileError(SourceError::Kind::Storage, s->errorMessage());
    }
    if (auto done = writeSnapshots(db, r); !done)
        return done;
    return tx->commit();
}

// A level as the file keeps it: "L1".."L4", "" for not listed.
QString levelText(TrustLevel level)
{
    return level == TrustLevel::Unknown ? QString() : trustLevelName(level);
}

Result<void> writeSnapshots(sqlite3 *db, const Recording &r)
{
    auto snapshot = SqliteStatement::prepare(
        db, "INSERT INTO snapshots (source, fetched_at, as_of, body) VALUES (?1, ?2, ?3, ?4)");
    if (!snapshot)
        return snapshot.error();
    for (const RecordedSnapshot &s : r.snapshots) {
        SqliteStatement::Reuse q(*snapshot);
        q->bindText(1, s.source);
        q->bindInt64(2, s.fetchedAt);
        q->bindInt64(3, s.asOf);
        q->bindBlob(4, s.body);
        if (q->step() != SQLITE_DONE)
            return fileError(SourceError::Kind::Storage, q->errorMessage());
    }
    auto change = SqliteStatement::prepare(db,
        "INSERT INTO level_changes (date, repo, from_level, to_level, pr, author, note, origin) "
        "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)");
    if (!change)
        return change.error();
    for (const LevelChangeEvent &e : r.levelChanges) {
        SqliteStatement::Reuse q(*change);
        q->bindText(1, e.date.toString(Qt::ISODate));
        q->bindText(2, e.repo);
        q->bindText(3, levelText(e.from));
        q->bindText(4, levelText(e.to));
        q->bindInt64(5, e.pr);
        q->bindNullableText(6, e.author);
        q->bindNullableText(7, e.note);
        q->bindText(8, e.source == LevelChangeEvent::Source::ClickHouse ? u"clickhouse"_s : u"allowlist"_s);
        if (q->step() != SQLITE_DONE)
            return fileError(SourceError::Kind::Storage, q->errorMessage());
    }
    return {};
}

// One QString per distinct text: a week holds millions of rows but a few thousand names and
// shas, so rows share them (memory) and each is decoded from UTF-8 once (time).
class TextPool
{
public:
    QString text(const SqliteStatement &s, int column)
    {
        const auto *p = reinterpret_cast<const char *>(sqlite3_column_text(s.get(), column));
        if (!p)
            return {};
        const int n = sqlite3_column_bytes(s.get(), column);
        const auto it = m_pool.constFind(QByteArray::fromRawData(p, n));
        if (it != m_pool.cend())
            return *it;
        QString value = QString::fromUtf8(p, n);
        m_pool.insert(QByteArray(p, n), value);
        return value;
    }

private:
    QHash<QByteArray, QString> m_pool;
};

} // namespace

bool RecordingFile::isSqliteFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) && f.read(16) == QByteArrayView("SQLite format 3\0", 16);
}

QString RecordingFile::withoutCredentials(const QString &url)
{
    if (url.isEmpty())
        return url;
    QUrl u(url);
    if (!u.isValid())
        return QString(); // cannot tell what it holds: keep nothing
    u.setUserInfo(QString());
    u.setQuery(QString());
    u.setFragment(QString());
    return u.toString(QUrl::FullyEncoded);
}

Result<void> RecordingFile::write(const Recording &recording, const QString &path)
{
    const QFileInfo target(path);
    QTemporaryFile temp(target.absoluteDir().filePath(target.fileName() + u".XXXXXX.part"_s));
    if (!temp.open())
        return fileError(SourceError::Kind::Storage, u"cannot write %1: %2"_s.arg(path, temp.errorString()));
    const QString tempPath = temp.fileName();
    temp.close(); // an empty file is an empty database; QTemporaryFile removes it on failure
    {
        auto db = openDb(tempPath, SQLITE_OPEN_READWRITE);
        if (!db)
            return db.error();
        if (auto done = writeContents(db->get(), recording); !done)
            return fileError(
                SourceError::Kind::Storage, u"cannot write %1: %2"_s.arg(path, done.error().message));
    }
    std::error_code ec;
    std::filesystem::rename(QFile::encodeName(tempPath).toStdString(),
        QFile::encodeName(target.absoluteFilePath()).toStdString(), ec);
    if (ec)
        return fileError(SourceError::Kind::Storage,
            u"cannot write %1: %2"_s.arg(path, QString::fromLocal8Bit(ec.message())));
    temp.setAutoRemove(false); // it is the recording now
    return {};
}

Result<Recording> RecordingFile::read(const QString &path)
{
    if (!QFileInfo::exists(path))
        return fileError(SourceError::Kind::Storage, u"%1: no such file"_s.arg(path));
    auto db = openDb(path, SQLITE_OPEN_READONLY);
    if (!db)
        return db.error();
    sqlite3 *h = db->get();
    const auto bad = [&path](const QString &why) {
        return fileError(SourceError::Kind::BadData, u"%1 is not a HUD Watch recording: %2"_s.arg(path, why));
    };
    const Result<qint64> app = pragmaInt(h, "PRAGMA application_id");
    if (!app)
        return bad(app.error().message);
    if (quint32(*app) != applicationId)
        return bad(u"another application's SQLite file"_s);
    const Result<qint64> v = pragmaInt(h, "PRAGMA user_version");
    if (!v)
        return bad(v.error().message);
    if (*v > version)
        return fileError(SourceError::Kind::BadData,
            u"%1 is a recording of format version %2; this hudwatch reads up to version %3 (update hudwatch)"_s
                .arg(path)
                .arg(*v)
                .arg(version));
    if (*v < 1)
        return bad(u"no format version"_s);

    // One read transaction: the three tables are one consistent picture.
    auto tx = SqliteTransaction::begin(h, SqliteTransaction::Mode::Deferred);
    if (!tx)
        return tx.error();
    Recording r;
    {
        auto s = SqliteStatement::prepare(h,
            "SELECT source, description, profile, start, \"end\", live_at, unstable_patterns FROM recording "
            "WHERE id = 1");
        if (!s)
            return bad(s.error().message);
        if (s->step() != SQLITE_ROW)
            return bad(u"the recording table is empty"_s);
        r.header.source = s->columnText(0);
        r.header.description = s->columnText(1);
        r.header.profile = s->columnText(2);
        r.header.start = s->columnInt64(3);
        r.header.end = s->columnInt64(4);
        r.header.liveAt = s->columnInt64(5);
        for (const QJsonValue &p : QJsonDocument::fromJson(s->columnText(6).toUtf8()).array())
            r.header.unstablePatterns << p.toString();
    }
    {
        auto s
            = SqliteStatement::prepare(h, "SELECT time, sha, title, author FROM commits ORDER BY time, seq");
        if (!s)
            return bad(s.error().message);
        int rc;
        while ((rc = s->step()) == SQLITE_ROW)
            r.commits.append(
                Commit { s->columnText(1), s->columnInt64(0), s->columnText(2), s->columnText(3) });
        if (rc != SQLITE_DONE)
            return bad(s->errorMessage());
    }
    {
        auto s = SqliteStatement::prepare(h,
            "SELECT inserted_at, id, run_id, run_attempt, workflow_name, job_name, head_sha, status, "
            "conclusion, "
            "created_at, started_at, completed_at, html_url, failure_line FROM job_rows ORDER BY "
            "inserted_at, seq");
        if (!s)
            return bad(s.error().message);
        const Result<qint64> count = pragmaInt(h, "SELECT count(*) FROM job_rows");
        if (count)
            r.jobs.reserve(qsizetype(*count));
        TextPool pool;
        int rc;
        while ((rc = s->step()) == SQLITE_ROW) {
            JobRun j;
            j.insertedAt = s->columnInt64(0);
            j.id = s->columnInt64(1);
            j.runId = s->columnInt64(2);
            j.runAttempt = s->columnInt64(3);
            j.workflowName = pool.text(*s, 4);
            j.jobName = pool.text(*s, 5);
            j.headSha = pool.text(*s, 6);
            j.status = pool.text(*s, 7);
            j.conclusion = pool.text(*s, 8);
            j.createdAt = s->columnInt64(9);
            j.startedAt = s->columnInt64(10);
            j.completedAt = s->columnInt64(11);
            j.htmlUrl = s->columnText(12);
            j.failureLine = pool.text(*s, 13);
            r.jobs.append(std::move(j));
        }
        if (rc != SQLITE_DONE)
            return bad(s->errorMessage());
    }
    if (*v >= 2) {
        auto s = SqliteStatement::prepare(
            h, "SELECT source, fetched_at, as_of, body FROM snapshots ORDER BY fetched_at, seq");
        if (!s)
            return bad(s.error().message);
        int rc;
        while ((rc = s->step()) == SQLITE_ROW)
            r.snapshots.append(
                RecordedSnapshot { s->columnText(0), s->columnInt64(1), s->columnInt64(2), s->columnBlob(3) });
        if (rc != SQLITE_DONE)
            return bad(s->errorMessage());
        auto c = SqliteStatement::prepare(h,
            "SELECT date, repo, from_level, to_level, pr, author, note, origin FROM level_changes ORDER BY "
            "date, seq");
        if (!c)
            return bad(c.error().message);
        while ((rc = c->step()) == SQLITE_ROW) {
            LevelChangeEvent e;
            e.date = QDate::fromString(c->columnText(0), Qt::ISODate);
            if (!e.date.isValid())
                return bad(u"a level change has no valid date (%1)"_s.arg(c->columnText(0)));
            e.repo = c->columnText(1);
            e.from = trustLevelFromString(c->columnText(2)).value_or(TrustLevel::Unknown);
            e.to = trustLevelFromString(c->columnText(3)).value_or(TrustLevel::Unknown);
            e.pr = c->columnInt64(4);
            e.author = c->columnText(5);
            e.note = c->columnText(6);
            e.source = c->columnText(7) == u"clickhouse" ? LevelChangeEvent::Source::ClickHouse
                                                         : LevelChangeEvent::Source::Allowlist;
            r.levelChanges.append(std::move(e));
        }
        if (rc != SQLITE_DONE)
            return bad(c->errorMessage());
    }
    if (r.header.end < r.header.start)
        return bad(u"its end is before its start"_s);
    return r;
}

} // namespace hw
