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

// One read() of an open recording file, step by step: its format, then its tables in one read
// transaction, then the times it holds. Every refusal of the file's content is bad(why); a newer
// format and a cancel say so in their own words.
class RecordingFileReader
{
public:
    RecordingFileReader(const QString &path, sqlite3 *db, const RecordingFile::Progress &progress)
        : m_path(path), m_db(db), m_progress(progress)
    {
    }

    Result<Recording> read()
    {
        const Result<qint64> v = checkFormat();
        if (!v)
            return v.error();
        // One read transaction: the tables are one consistent picture.
        auto tx = SqliteTransaction::begin(m_db, SqliteTransaction::Mode::Deferred);
        if (!tx)
            return tx.error();
        Result<void> done = readHeader();
        if (done)
            done = readCommits();
        if (done)
            done = readJobRows();
        if (done && *v >= 2)
            done = readSnapshots();
        if (done && *v >= 2)
            done = readLevelChanges();
        if (done && *v >= 3)
            done = readAlerts();
        if (!done)
            return done.error();
        if (const QString why = implausibleTime(); !why.isEmpty())
            return bad(why);
        // ORDER BY follows the file's own index, which a damaged file can have out of order.
        m_r.sortEvents();
        return std::move(m_r);
    }

private:
    SourceError bad(const QString &why) const
    {
        return fileError(SourceError::Kind::BadData,
            RecordingFile::tr("%1 is not a HUD Watch recording: %2 — open a file written by File ▸ Export time window… or --record")
                .arg(m_path, why));
    }
    Result<qint64> checkFormat();
    Result<void> readHeader();
    Result<void> readCommits();
    Result<void> readJobRows();
    Result<void> readSnapshots();
    Result<void> readLevelChanges();
    Result<void> readAlerts();
    QString implausibleTime() const;

    const QString &m_path;
    sqlite3 *m_db;
    const RecordingFile::Progress &m_progress;
    Recording m_r;
};

// The file's owner and format version (refused when newer than this build reads), then its tables.
Result<qint64> RecordingFileReader::checkFormat()
{
    const Result<qint64> app = pragmaInt(m_db, "PRAGMA application_id");
    if (!app)
        return bad(app.error().message);
    if (quint32(*app) != RecordingFile::applicationId)
        return bad(RecordingFile::tr("another application's SQLite file"));
    const Result<qint64> v = pragmaInt(m_db, "PRAGMA user_version");
    if (!v)
        return bad(v.error().message);
    if (*v > RecordingFile::version)
        return fileError(SourceError::Kind::BadData,
            RecordingFile::tr("%1 is a recording of format version %2; this HUD Watch reads up to version %3 — update HUD Watch")
                .arg(m_path)
                .arg(*v)
                .arg(RecordingFile::version));
    if (*v < 1)
        return bad(RecordingFile::tr("no format version"));
    // No text or blob larger than this is read (SQLITE_TOOBIG), whatever the file says.
    sqlite3_limit(m_db, SQLITE_LIMIT_LENGTH, int(RecordingFile::maxValueBytes));
    // The tables of each version, in the order versions added them.
    const std::pair<const char *, int> tables[] = {{"recording", 1}, {"commits", 1}, {"job_rows", 1},
        {"snapshots", 2}, {"level_changes", 2}, {"alerts", 3}};
    for (const auto &[table, since] : tables) {
        if (*v < since)
            break;
        if (const QString why = notPlainTable(m_db, table); !why.isEmpty())
            return bad(why);
    }
    return *v;
}

Result<void> RecordingFileReader::readHeader()
{
    auto s = SqliteStatement::prepare(m_db,
        "SELECT source, description, profile, start, \"end\", live_at, unstable_patterns FROM recording "
        "WHERE id = 1");
    if (!s)
        return bad(s.error().message);
    if (s->step() != SQLITE_ROW)
        return bad(RecordingFile::tr("the recording table is empty"));
    m_r.header.source = s->columnText(0);
    m_r.header.description = s->columnText(1);
    m_r.header.profile = s->columnText(2);
    m_r.header.start = s->columnInt64(3);
    m_r.header.end = s->columnInt64(4);
    m_r.header.liveAt = s->columnInt64(5);
    for (const QJsonValue &p : QJsonDocument::fromJson(s->columnText(6).toUtf8()).array())
        m_r.header.unstablePatterns << p.toString();
    return {};
}

Result<void> RecordingFileReader::readCommits()
{
    if (const Result<qint64> count = rowCount(m_db, "commits", RecordingFile::maxCommits); !count)
        return bad(count.error().message);
    auto s = SqliteStatement::prepare(m_db, "SELECT time, sha, title, author FROM commits ORDER BY time, seq");
    if (!s)
        return bad(s.error().message);
    int rc;
    while ((rc = s->step()) == SQLITE_ROW)
        m_r.commits.append(Commit { s->columnText(1), s->columnInt64(0), s->columnText(2), s->columnText(3) });
    if (rc != SQLITE_DONE)
        return bad(s->errorMessage());
    return {};
}

Result<void> RecordingFileReader::readJobRows()
{
    auto s = SqliteStatement::prepare(m_db,
        "SELECT inserted_at, id, run_id, run_attempt, workflow_name, job_name, head_sha, status, "
        "conclusion, "
        "created_at, started_at, completed_at, html_url, failure_line FROM job_rows ORDER BY "
        "inserted_at, seq");
    if (!s)
        return bad(s.error().message);
    const Result<qint64> count = rowCount(m_db, "job_rows", RecordingFile::maxJobRows);
    if (!count)
        return bad(count.error().message);
    m_r.jobs.reserve(qsizetype(*count));
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
        m_r.jobs.append(std::move(j));
        if (m_progress && m_r.jobs.size() % 16384 == 0 && !m_progress(m_r.jobs.size(), *count))
            return fileError(SourceError::Kind::Cancelled, RecordingFile::tr("reading %1 was cancelled").arg(m_path));
    }
    if (rc != SQLITE_DONE)
        return bad(s->errorMessage());
    return {};
}

Result<void> RecordingFileReader::readSnapshots()
{
    for (const char *table : {"snapshots", "level_changes"})
        if (const Result<qint64> count = rowCount(m_db, table, RecordingFile::maxSnapshots); !count)
            return bad(count.error().message);
    auto s = SqliteStatement::prepare(
        m_db, "SELECT source, fetched_at, as_of, body FROM snapshots ORDER BY fetched_at, seq");
    if (!s)
        return bad(s.error().message);
    int rc;
    while ((rc = s->step()) == SQLITE_ROW)
        m_r.snapshots.append(
            RecordedSnapshot { s->columnText(0), s->columnInt64(1), s->columnInt64(2), s->columnBlob(3) });
    if (rc != SQLITE_DONE)
        return bad(s->errorMessage());
    return {};
}

Result<void> RecordingFileReader::readLevelChanges()
{
    auto c = SqliteStatement::prepare(m_db,
        "SELECT date, repo, from_level, to_level, pr, author, note, origin FROM level_changes ORDER BY "
        "date, seq");
    if (!c)
        return bad(c.error().message);
    int rc;
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
        m_r.levelChanges.append(std::move(e));
    }
    if (rc != SQLITE_DONE)
        return bad(c->errorMessage());
    return {};
}

Result<void> RecordingFileReader::readAlerts()
{
    if (const Result<qint64> count = rowCount(m_db, "alerts", RecordingFile::maxSnapshots); !count)
        return bad(count.error().message);
    auto s = SqliteStatement::prepare(m_db, "SELECT time, kind, alert_key, title, detail FROM alerts ORDER BY time, seq");
    if (!s)
        return bad(s.error().message);
    int rc;
    while ((rc = s->step()) == SQLITE_ROW) {
        const auto kind = AlertTransition::kindFromName(s->columnText(1));
        if (!kind)
            return bad(RecordingFile::tr("an alert transition of unknown kind (%1)").arg(QuotedText::elided(s->columnText(1))));
        m_r.alerts.append({ s->columnInt64(0), *kind, s->columnText(2), s->columnText(3), s->columnText(4) });
    }
    if (rc != SQLITE_DONE)
        return bad(s->errorMessage());
    return {};
}

// Why a time the file holds cannot be (its end before its start, a time outside 1970 to 9999);
// empty when every one can.
QString RecordingFileReader::implausibleTime() const
{
    const Recording &r = m_r;
    if (r.header.end < r.header.start)
        return RecordingFile::tr("its end is before its start");
    for (const qint64 t : {r.header.start, r.header.end, r.header.liveAt})
        if (!Recording::isPlausibleTime(t))
            return RecordingFile::tr("its range names %1, not a time from 1970 to 9999").arg(t);
    for (const Commit &c : r.commits)
        if (!Recording::isPlausibleTime(c.time))
            return RecordingFile::tr("commit %1 has the time %2, not a time from 1970 to 9999").arg(c.sha.left(12)).arg(c.time);
    for (const AlertTransition &a : r.alerts)
        if (!Recording::isPlausibleTime(a.time))
            return RecordingFile::tr("an alert has the time %1, not a time from 1970 to 9999").arg(a.time);
    for (const JobRun &j : r.jobs)
        for (const qint64 t : {j.insertedAt, j.createdAt, j.startedAt, j.completedAt})
            if (!Recording::isPlausibleTime(t))
                return RecordingFile::tr("job %1 has the time %2, not a time from 1970 to 9999").arg(j.id).arg(t);
    return {};
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
    return RecordingFileReader(path, db->get(), progress).read();
}

} // namespace hw
