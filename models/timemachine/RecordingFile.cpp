#include "RecordingFile.h"

#include "RecordingTables.h"
#include "backends/TrustLevel.h"
#include "cache/SqliteStatement.h"
#include "cache/SqliteTransaction.h"
#include "domain/QuotedText.h"

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

SourceError fileError(SourceError::Kind kind, const QString &message)
{
    return RecordingTables::error(kind, message);
}

using Db = RecordingTables::Db;

Result<qint64> pragmaInt(sqlite3 *db, const char *sql)
{
    auto s = SqliteStatement::prepare(db, sql);
    if (!s)
        return s.error();
    if (s->step() != SQLITE_ROW)
        return fileError(SourceError::Kind::BadData, s->errorMessage());
    return s->columnInt64(0);
}

Result<void> writeContents(sqlite3 *db, const Recording &r, const RecordingFile::Progress &progress)
{
    // A fresh private file that is renamed into place afterwards: no journal is needed.
    if (auto done = SqliteStatement::execute(db, "PRAGMA journal_mode = OFF; PRAGMA synchronous = NORMAL;");
        !done)
        return done.error();
    auto tx = SqliteTransaction::begin(db);
    if (!tx)
        return tx.error();
    if (auto done = RecordingTables::writeAll(db, r, progress); !done)
        return done;
    return tx->commit();
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

// Only plain tables of the file's own are read: a view or a generated column would let the file
// compute rows (a recursive view never ends) or texts of any size, and a virtual table runs a
// module's code on the file's data.
QString notPlainTable(sqlite3 *db, const char *table)
{
    const QString name = QString::fromLatin1(table);
    auto t = SqliteStatement::prepare(db, "SELECT type FROM pragma_table_list WHERE schema = 'main' AND name = ?1");
    if (!t)
        return t.error().message;
    t->bindText(1, name);
    if (t->step() != SQLITE_ROW)
        return RecordingFile::tr("it has no table %1").arg(QLatin1StringView(table));
    if (const QString type = t->columnText(0); type != u"table")
        return RecordingFile::tr("its %1 is a %2, not a table").arg(QLatin1StringView(table), type);
    auto c = SqliteStatement::prepare(db, "SELECT count(*) FROM pragma_table_xinfo(?1) WHERE hidden <> 0");
    if (!c)
        return c.error().message;
    c->bindText(1, name);
    if (c->step() != SQLITE_ROW || c->columnInt64(0) != 0)
        return RecordingFile::tr("its table %1 has computed columns").arg(QLatin1StringView(table));
    return {};
}

// Rows in a table, refused beyond the limit before any is read.
Result<qint64> rowCount(sqlite3 *db, const char *table, qint64 limit)
{
    const QByteArray sql = QByteArray("SELECT count(*) FROM ") + table;
    auto s = SqliteStatement::prepare(db, sql.constData());
    if (!s)
        return s.error();
    if (s->step() != SQLITE_ROW)
        return fileError(SourceError::Kind::BadData, s->errorMessage());
    const qint64 n = s->columnInt64(0);
    if (n > limit)
        return fileError(SourceError::Kind::BadData,
            RecordingFile::tr("its table %1 has %2 rows, more than the %3 a recording may hold").arg(QLatin1StringView(table))
                .arg(n)
                .arg(limit));
    return n;
}

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

namespace {
QString writeError(const QString &path, const QString &why)
{
    return RecordingFile::tr("cannot write %1: %2 — choose another folder or free disk space").arg(path, why);
}
} // namespace

Result<void> RecordingFile::write(const Recording &recording, const QString &path, const Progress &progress)
{
    const QFileInfo target(path);
    QTemporaryFile temp(target.absoluteDir().filePath(target.fileName() + u".XXXXXX.part"_s));
    if (!temp.open())
        return fileError(SourceError::Kind::Storage, writeError(path, temp.errorString()));
    const QString tempPath = temp.fileName();
    temp.close(); // an empty file is an empty database; QTemporaryFile removes it on failure
    {
        auto db = RecordingTables::open(tempPath, SQLITE_OPEN_READWRITE);
        if (!db)
            return db.error();
        if (auto done = writeContents(db->get(), recording, progress); !done)
            return fileError(
                SourceError::Kind::Storage, writeError(path, done.error().message));
    }
    std::error_code ec;
    std::filesystem::rename(QFile::encodeName(tempPath).toStdString(),
        QFile::encodeName(target.absoluteFilePath()).toStdString(), ec);
    if (ec)
        return fileError(SourceError::Kind::Storage,
            writeError(path, QString::fromLocal8Bit(ec.message())));
    temp.setAutoRemove(false); // it is the recording now
    return {};
}

Result<Recording> RecordingFile::read(const QString &path, const Progress &progress)
{
    if (!QFileInfo::exists(path))
        return fileError(SourceError::Kind::Storage, tr("%1: no such file — check the path").arg(path));
    // A hot journal beside it (a recorder killed mid-append): open it writable so SQLite rolls
    // the half-appended batch back; otherwise read-only.
    const bool hotJournal = QFileInfo::exists(path + u"-journal"_s) && QFileInfo(path).isWritable();
    auto db = RecordingTables::open(path, hotJournal ? SQLITE_OPEN_READWRITE : SQLITE_OPEN_READONLY);
    if (!db)
        return db.error();
    sqlite3 *h = db->get();
    const auto bad = [&path](const QString &why) {
        return fileError(SourceError::Kind::BadData, tr("%1 is not a HUD Watch recording: %2 — open a file written by File ▸ Export time window… or --record")
                .arg(path, why));
    };
    const Result<qint64> app = pragmaInt(h, "PRAGMA application_id");
    if (!app)
        return bad(app.error().message);
    if (quint32(*app) != applicationId)
        return bad(RecordingFile::tr("another application's SQLite file"));
    const Result<qint64> v = pragmaInt(h, "PRAGMA user_version");
    if (!v)
        return bad(v.error().message);
    if (*v > version)
        return fileError(SourceError::Kind::BadData,
            tr("%1 is a recording of format version %2; this HUD Watch reads up to version %3 — update HUD Watch")
                .arg(path)
                .arg(*v)
                .arg(version));
    if (*v < 1)
        return bad(RecordingFile::tr("no format version"));
    // No text or blob larger than this is read (SQLITE_TOOBIG), whatever the file says.
    sqlite3_limit(h, SQLITE_LIMIT_LENGTH, int(maxValueBytes));
    // The tables of each version, in the order versions added them.
    const std::pair<const char *, int> tables[] = {{"recording", 1}, {"commits", 1}, {"job_rows", 1},
        {"snapshots", 2}, {"level_changes", 2}, {"alerts", 3}};
    for (const auto &[table, since] : tables) {
        if (*v < since)
            break;
        if (const QString why = notPlainTable(h, table); !why.isEmpty())
            return bad(why);
    }

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
            return bad(RecordingFile::tr("the recording table is empty"));
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
        if (const Result<qint64> count = rowCount(h, "commits", maxCommits); !count)
            return bad(count.error().message);
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
        const Result<qint64> count = rowCount(h, "job_rows", maxJobRows);
        if (!count)
            return bad(count.error().message);
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
            if (progress && r.jobs.size() % 16384 == 0 && !progress(r.jobs.size(), *count))
                return fileError(SourceError::Kind::Cancelled, tr("reading %1 was cancelled").arg(path));
        }
        if (rc != SQLITE_DONE)
            return bad(s->errorMessage());
    }
    if (*v >= 2) {
        for (const char *table : {"snapshots", "level_changes"})
            if (const Result<qint64> count = rowCount(h, table, maxSnapshots); !count)
                return bad(count.error().message);
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
                return bad(RecordingFile::tr("a level change has no valid date (%1)").arg(QuotedText::elided(c->columnText(0))));
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
    if (*v >= 3) {
        if (const Result<qint64> count = rowCount(h, "alerts", maxSnapshots); !count)
            return bad(count.error().message);
        auto s = SqliteStatement::prepare(
            h, "SELECT time, kind, alert_key, title, detail FROM alerts ORDER BY time, seq");
        if (!s)
            return bad(s.error().message);
        int rc;
        while ((rc = s->step()) == SQLITE_ROW) {
            const auto kind = AlertTransition::kindFromName(s->columnText(1));
            if (!kind)
                return bad(RecordingFile::tr("an alert transition of unknown kind (%1)").arg(QuotedText::elided(s->columnText(1))));
            r.alerts.append(
                { s->columnInt64(0), *kind, s->columnText(2), s->columnText(3), s->columnText(4) });
        }
        if (rc != SQLITE_DONE)
            return bad(s->errorMessage());
    }
    if (r.header.end < r.header.start)
        return bad(RecordingFile::tr("its end is before its start"));
    for (const qint64 t : {r.header.start, r.header.end, r.header.liveAt})
        if (!Recording::isPlausibleTime(t))
            return bad(RecordingFile::tr("its range names %1, not a time from 1970 to 9999").arg(t));
    for (const Commit &c : r.commits)
        if (!Recording::isPlausibleTime(c.time))
            return bad(RecordingFile::tr("commit %1 has the time %2, not a time from 1970 to 9999").arg(c.sha.left(12)).arg(c.time));
    for (const AlertTransition &a : r.alerts)
        if (!Recording::isPlausibleTime(a.time))
            return bad(RecordingFile::tr("an alert has the time %1, not a time from 1970 to 9999").arg(a.time));
    for (const JobRun &j : r.jobs)
        for (const qint64 t : {j.insertedAt, j.createdAt, j.startedAt, j.completedAt})
            if (!Recording::isPlausibleTime(t))
                return bad(RecordingFile::tr("job %1 has the time %2, not a time from 1970 to 9999").arg(j.id).arg(t));
    // ORDER BY follows the file's own index, which a damaged file can have out of order.
    r.sortEvents();
    return r;
}

} // namespace hw
