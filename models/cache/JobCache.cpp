#include "JobCache.h"

#include "CacheError.h"
#include "JobCacheSchema.h"
#include "SqliteStatement.h"
#include "SqliteTransaction.h"
#include "domain/BackgroundPriority.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>

#include <sqlite3.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <limits>
#include <mutex>
#include <thread>
#include <vector>
#include <charconv>
#include <chrono>
#include <cstring>
#include <utility>

using namespace Qt::StringLiterals;

namespace hw {

namespace {
// The cache's errors reach the status bar: in the UI's language.
struct JobCacheText {
    Q_DECLARE_TR_FUNCTIONS(hw::JobCache)
};
} // namespace

namespace {

enum Stmt {
    InsertSource,
    SelectSource,
    UpdateSource,
    UpsertCommit,
    SelectCommit,
    InsertStubCommit,
    InsertColumn,
    SelectColumn,
    InsertString,
    SelectString,
    UpsertJob,
    ListCommits,
    ListJobs,
    StmtCount
};

// Prepared once per open file and reused for every call (SQLITE_PREPARE_PERSISTENT).
constexpr std::array<const char *, StmtCount> kSql = {
    "INSERT INTO sources (name) VALUES (?1) ON CONFLICT (name) DO NOTHING",
    "SELECT id, watermark, fetched_at FROM sources WHERE name = ?1",
    "UPDATE sources SET watermark = max(watermark, ?2), fetched_at = ?3 WHERE id = ?1",
    "INSERT INTO commits (source_id, sha, time, title, author, pr_number) VALUES (?1, ?2, ?3, ?4, ?5, ?6) "
    "ON CONFLICT (source_id, sha) DO UPDATE SET time = excluded.time, title = excluded.title, "
    "author = excluded.author, pr_number = excluded.pr_number",
    "SELECT id FROM commits WHERE source_id = ?1 AND sha = ?2",
    "INSERT INTO commits (source_id, sha) VALUES (?1, ?2)",
    "INSERT OR IGNORE INTO job_columns (workflow_name, job_name) VALUES (?1, ?2)",
    "SELECT id FROM job_columns WHERE workflow_name = ?1 AND job_name = ?2",
    "INSERT OR IGNORE INTO strings (text) VALUES (?1)",
    "SELECT id FROM strings WHERE text = ?1",
    // An older row (smaller _inserted_at) never replaces a newer one.
    "INSERT INTO jobs (commit_id, id, source_id, column_id, run_id, run_attempt, status_id, conclusion_id, "
    "created_at, started_at, completed_at, url_prefix_id, html_url, failure_line, inserted_at) "
    "VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15) "
    "ON CONFLICT (source_id, id) DO UPDATE SET commit_id = excluded.commit_id, column_id = excluded.column_id, "
    "run_id = excluded.run_id, run_attempt = excluded.run_attempt, status_id = excluded.status_id, "
    "conclusion_id = excluded.conclusion_id, created_at = excluded.created_at, "
    "started_at = excluded.started_at, completed_at = excluded.completed_at, "
    "url_prefix_id = excluded.url_prefix_id, html_url = excluded.html_url, "
    "failure_line = excluded.failure_line, inserted_at = excluded.inserted_at "
    "WHERE excluded.inserted_at >= jobs.inserted_at",
    "SELECT id, sha, time, title, author, pr_number FROM commits WHERE source_id = ?1 AND time IS NOT NULL "
    "ORDER BY time DESC, id DESC LIMIT ?2",
    "SELECT id, column_id, run_id, run_attempt, status_id, conclusion_id, created_at, started_at, "
    "completed_at, url_prefix_id, html_url, failure_line, inserted_at FROM jobs WHERE commit_id = ?1",
};

qsizetype writeNumber(char16_t *out, qint64 value)
{
    char buf[24];
    const auto result = std::to_chars(buf, buf + sizeof buf, value);
    const qsizetype n = result.ptr - buf;
    for (qsizetype i = 0; i < n; ++i)
        out[i] = char16_t(buf[i]);
    return n;
}

// "/actions/runs/<runId>/job/<id>": the tail of every GitHub Actions job URL. Stored jobs
// keep only the part before it (interned), so ~70 bytes per row become one small integer.
constexpr qsizetype kUrlTailMax = 64;
qsizetype writeUrlTail(char16_t *out, qint64 runId, qint64 id)
{
    static constexpr char16_t runs[] = u"/actions/runs/";
    static constexpr char16_t job[] = u"/job/";
    qsizetype n = 0;
    std::memcpy(out, runs, (std::size(runs) - 1) * sizeof(char16_t));
    n += std::size(runs) - 1;
    n += writeNumber(out + n, runId);
    std::memcpy(out + n, job, (std::size(job) - 1) * sizeof(char16_t));
    n += std::size(job) - 1;
    n += writeNumber(out + n, id);
    return n;
}

QString sqliteError(sqlite3 *db)
{
    return QString::fromUtf8(sqlite3_errmsg(db));
}

} // namespace

struct JobCache::State {
    std::array<SqliteStatement, StmtCount> stmts; // finalized by their destructors
    // Interned ids, mirrored in memory: loaded at open, extended by writes, reloaded after a
    // rollback (a rolled-back id must not be reused from memory).
    QHash<std::pair<QString, QString>, qint64> columnIds;
    QVector<std::pair<QString, QString>> columnNames; // indexed by id
    QHash<QString, qint64> stringIds;
    QVector<QString> strings; // indexed by id

    SqliteStatement &operator[](Stmt s) { return stmts[s]; }
};

JobCache::JobCache(QString path) : m_path(std::move(path)) {}

JobCache::~JobCache()
{
    close();
}

void JobCache::close()
{
    m_state.reset(); // finalizes the statements first
    if (m_db) {
        sqlite3_close_v2(m_db);
        m_db = nullptr;
    }
}

void JobCache::setBusyTimeout(int milliseconds)
{
    m_busyTimeoutMs = milliseconds;
    if (m_db)
        sqlite3_busy_timeout(m_db, milliseconds);
}

Result<void> JobCache::setPageLimit(qint64 pages)
{
    m_pageLimit = std::max<qint64>(pages, 0);
    if (!m_db)
        return {};
    // SQLite clamps a value above its own maximum to that maximum.
    const qint64 limit = m_pageLimit > 0 ? m_pageLimit : std::numeric_limits<qint32>::max() * 2ll;
    auto s = SqliteStatement::prepare(
        m_db, QByteArray("PRAGMA max_page_count = " + QByteArray::number(limit)).constData());
    if (!s || s->step() != SQLITE_ROW)
        return cacheError(JobCacheText::tr("cannot limit the size of cache file %1: %2").arg(m_path, sqliteError(m_db)));
    return {};
}

bool JobCache::isOpen() const
{
    return m_db != nullptr;
}

QString JobCache::path() const
{
    return m_path;
}

int JobCache::currentSchemaVersion()
{
    return JobCacheSchema::migrator().targetVersion();
}

int JobCache::schemaVersion() const
{
    if (!m_db)
        return 0;
    auto s = SqliteStatement::prepare(m_db, "PRAGMA user_version");
    return s && s->step() == SQLITE_ROW ? s->columnInt(0) : 0;
}

namespace {

constexpr QFile::Permissions ownerOnly = QFile::ReadOwner | QFile::WriteOwner;

// The cache holds what the user's credentials could read: only the user may read it. A new file
// is made 0600 before SQLite opens it (SQLite gives the -wal and -shm files the mode of the
// database file). A missing directory is left to fail in sqlite3_open (see makePrivateDirectory).
Result<void> createPrivately(const QString &path)
{
    const QFileInfo info(path);
    if (info.exists() || !QFileInfo(info.absolutePath()).isDir())
        return {};
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly, ownerOnly))
        return cacheError(QCoreApplication::translate("hw::JobCache", "cannot create cache file %1: %2").arg(path, file.errorString()));
    return {};
}

// A cache file of ours that an older version left readable by others (0644) becomes 0600.
void restrictToOwner(const QString &path)
{
    constexpr QFile::Permissions others = QFile::ReadGroup | QFile::WriteGroup | QFile::ExeGroup | QFile::ReadOther
        | QFile::WriteOther | QFile::ExeOther;
    for (const QString &each : QStringList{path, path + u"-wal"_s, path + u"-shm"_s}) {
        if (QFileInfo(each).isFile() && QFile::permissions(each).testAnyFlags(others))
            QFile::setPermissions(each, ownerOnly);
    }
}

} // namespace

Result<void> JobCache::makePrivateDirectory(const QString &dir)
{
    // Each directory this creates is 0700; existing ones are left as they are (they may be shared).
    QStringList missing;
    for (QFileInfo at(QDir::cleanPath(QDir(dir).absolutePath())); !at.exists(); at = QFileInfo(at.absolutePath()))
        missing.prepend(at.absoluteFilePath());
    for (const QString &each : std::as_const(missing)) {
        if (!QDir().mkdir(each, ownerOnly | QFile::ExeOwner))
            return cacheError(JobCacheText::tr("cannot create the directory %1").arg(each));
    }
    return {};
}

namespace {

// What SQLite's busy handler needs while open() waits for a lock.
struct OpenWait {
    const std::atomic<bool> *cancel;
    int timeoutMs;
};

// As sqlite3_busy_timeout, but giving up at once when the open is cancelled.
int waitUnlessCancelled(void *arg, int attempt)
{
    const auto *wait = static_cast<const OpenWait *>(arg);
    constexpr int stepMs = 10;
    if (wait->cancel->load() || attempt * stepMs >= wait->timeoutMs)
        return 0;
    std::this_thread::sleep_for(std::chrono::milliseconds(stepMs));
    return 1;
}

} // namespace

Result<void> JobCache::open(const std::atomic<bool> *cancel)
{
    close();
    auto fail = [&](const QString &message) -> Result<void> {
        close();
        return cacheError(message);
    };
    if (const Result<void> created = createPrivately(m_path); !created)
        return created;
    // NOMUTEX: one thread at a time uses this connection (see the class comment), so SQLite's
    // per-call connection mutex is pure overhead.
    const QByteArray file = m_path.toUtf8();
    if (sqlite3_open_v2(file.constData(), &m_db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
                        nullptr)
        != SQLITE_OK) {
        const QString message = m_db ? sqliteError(m_db) : JobCacheText::tr("out of memory");
        return fail(JobCacheText::tr("cannot open cache file %1: %2").arg(m_path, message));
    }
    OpenWait wait { cancel, m_busyTimeoutMs };
    if (cancel) // until open() returns; every failure below closes the connection
        sqlite3_busy_handler(m_db, waitUnlessCancelled, &wait);
    else
        sqlite3_busy_timeout(m_db, m_busyTimeoutMs);

    // Read-only checks first: a file that is not ours, damaged or newer is left byte-for-byte
    // untouched (the journal_mode switch below would already write to it).
    const SchemaMigrator &migrator = JobCacheSchema::migrator();
    const Result<int> fileVersion = migrator.check(m_db, m_path);
    if (!fileVersion) {
        close();
        return fileVersion.error();
    }
    restrictToOwner(m_path); // only once the file is known to be ours

    // WAL: readers never block the writer and a commit is one append to the -wal file.
    // synchronous=NORMAL: in WAL mode SQLite then fsyncs only at checkpoints, not at every
    // commit. A killed process still loses nothing committed (the data is in the OS), and the
    // file never corrupts; only a power cut / OS crash may drop the last few batches, which the
    // next poll fetches again from the server. Worth it: one fsync per poll batch would
    // dominate ingest on slow disks.
    QString journal;
    if (auto s = SqliteStatement::prepare(m_db, "PRAGMA journal_mode = WAL"); s && s->step() == SQLITE_ROW)
        journal = s->columnText(0);
    if (journal.compare(u"wal"_s, Qt::CaseInsensitive) != 0)
        return fail(JobCacheText::tr("cannot switch cache file %1 to WAL journal mode: %2").arg(
            m_path, journal.isEmpty() ? sqliteError(m_db) : u"got \"%1\""_s.arg(journal)));
    // foreign_keys stays OFF: the REFERENCES clauses document the links and checkIntegrity()
    // verifies them (foreign_key_check), but enforcing them on every row halves ingest speed
    // (measured with hudwatch-bench --only ingest) and every id written comes from this class's
    // own interning in the same transaction.
    // cache_size/mmap_size: the start-up load reads ~70 MB of pages; mapping them avoids a
    // read() call and a copy per page.
    if (const Result<void> configured = SqliteStatement::execute(
            m_db, "PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = OFF; PRAGMA cache_size = -32768; "
                  "PRAGMA mmap_size = 268435456; PRAGMA temp_store = MEMORY;");
        !configured)
        return fail(JobCacheText::tr("cannot configure cache file %1: %2").arg(m_path, configured.error().message));

    // Only an old or new file takes the write lock; an up-to-date one opens without writing.
    if (*fileVersion < migrator.targetVersion()) {
        if (const Result<void> migrated = migrator.migrate(m_db, m_path); !migrated) {
            close();
            return migrated;
        }
    }
    if (m_pageLimit > 0) {
        if (const Result<void> limited = setPageLimit(m_pageLimit); !limited)
            return fail(limited.error().message);
    }
    m_state = std::make_unique<State>();
    Result<void> ready = prepareStatements();
    if (ready)
        ready = reloadInternedIds();
    if (!ready) {
        close();
        return ready;
    }
    sqlite3_busy_timeout(m_db, m_busyTimeoutMs); // `wait` ends here
    return {};
}

Result<void> JobCache::prepareStatements()
{
    for (int i = 0; i < StmtCount; ++i) {
        auto s = SqliteStatement::prepare(m_db, kSql[i], SQLITE_PREPARE_PERSISTENT);
        if (!s)
            return cacheError(JobCacheText::tr("cache file %1 does not have the expected schema: %2").arg(m_path, s.error().message));
        m_state->stmts[i] = std::move(*s);
    }
    return {};
}

Result<void> JobCache::reloadInternedIds()
{
    State &st = *m_state;
    st.columnIds.clear();
    st.columnNames.clear();
    st.stringIds.clear();
    st.strings.clear();

    auto columns = SqliteStatement::prepare(m_db, "SELECT id, workflow_name, job_name FROM job_columns");
    int rc = SQLITE_ERROR;
    if (columns) {
        while ((rc = columns->step()) == SQLITE_ROW) {
            const qint64 id = columns->columnInt64(0);
            std::pair<QString, QString> name{columns->columnText(1), columns->columnText(2)};
            if (id >= st.columnNames.size())
                st.columnNames.resize(id + 1);
            st.columnNames[id] = name;
            st.columnIds.insert(std::move(name), id);
        }
    }
    if (rc != SQLITE_DONE)
        return cacheError(JobCacheText::tr("cannot read job columns from cache file %1: %2").arg(m_path, sqliteError(m_db)));

    auto strings = SqliteStatement::prepare(m_db, "SELECT id, text FROM strings");
    rc = SQLITE_ERROR;
    if (strings) {
        while ((rc = strings->step()) == SQLITE_ROW) {
            const qint64 id = strings->columnInt64(0);
            QString text = strings->columnText(1);
            if (id >= st.strings.size())
                st.strings.resize(id + 1);
            st.strings[id] = text;
            st.stringIds.insert(std::move(text), id);
        }
    }
    if (rc != SQLITE_DONE)
        return cacheError(JobCacheText::tr("cannot read strings from cache file %1: %2").arg(m_path, sqliteError(m_db)));
    return {};
}

qint64 JobCache::sourceId(const QString &source) const
{
    if (!m_db)
        return 0;
    SqliteStatement::Reuse s((*m_state)[SelectSource]);
    s->bindText(1, source);
    return s->step() == SQLITE_ROW ? s->columnInt64(0) : 0;
}

Result<JobCache::TimeSpan> JobCache::timeSpan(const QString &source) const
{
    if (!m_db)
        return cacheError(JobCacheText::tr("cache file %1 is not open").arg(m_path));
    // Commits with time NULL are only known from their jobs: loadLatest holds them (and their
    // jobs) back, so they are left out here too.
    auto s = SqliteStatement::prepare(m_db,
        "SELECT (SELECT min(time) FROM commits WHERE source_id = ?1 AND time > 0), "
        "max((SELECT max(time) FROM commits WHERE source_id = ?1 AND time > 0), "
        "coalesce((SELECT max(j.inserted_at) FROM commits c JOIN jobs j ON j.commit_id = c.id "
        "WHERE c.source_id = ?1 AND c.time IS NOT NULL), 0))");
    if (!s)
        return cacheError(u"cannot read the time span of source \"%1\" in cache file %2: %3"_s.arg(
            source, m_path, s.error().message));
    s->bindInt64(1, sourceId(source));
    if (s->step() != SQLITE_ROW)
        return cacheError(u"cannot read the time span of source \"%1\" in cache file %2: %3"_s.arg(
            source, m_path, sqliteError(m_db)));
    return TimeSpan { s->columnInt64(0), s->columnInt64(1) };
}

qint64 JobCache::watermark(const QString &source) const
{
    if (!m_db)
        return 0;
    SqliteStatement::Reuse s((*m_state)[SelectSource]);
    s->bindText(1, source);
    return s->step() == SQLITE_ROW ? s->columnInt64(1) : 0;
}

qint64 JobCache::lastFetchedAt(const QString &source) const
{
    if (!m_db)
        return 0;
    SqliteStatement::Reuse s((*m_state)[SelectSource]);
    s->bindText(1, source);
    return s->step() == SQLITE_ROW ? s->columnInt64(2) : 0;
}

Result<void> JobCache::storeBatch(const JobBatch &batch)
{
    if (!m_db)
        return cacheError(JobCacheText::tr("cache file %1 is not open").arg(m_path));
    // IMMEDIATE takes the write lock up front, so a busy file fails here, before any work.
    auto tx = SqliteTransaction::begin(m_db, SqliteTransaction::Mode::Immediate);
    if (!tx)
        return cacheError(JobCacheText::tr("cannot start writing to cache file %1: %2").arg(m_path, tx.error().message));
    Result<void> written = writeBatch(batch);
    if (written)
        written = tx->commit();
    if (written)
        return {};
    tx->rollback(); // before reloading the ids: the rolled-back ones must not stay in memory
    QString message = written.error().message;
    if (const Result<void> reloaded = reloadInternedIds(); !reloaded)
        message += u"; "_s + reloaded.error().message;
    return cacheError(JobCacheText::tr("cannot store batch of %1 commits and %2 jobs from source \"%3\" in cache file %4, nothing "
                      "was written: %5").arg(batch.commits.size())
                          .arg(batch.jobs.size())
                          .arg(batch.source, m_path, message));
}

Result<bool> JobCache::useRepository(const QString &repository)
{
    if (!m_db)
        return cacheError(JobCacheText::tr("cache file %1 is not open").arg(m_path));
    const auto failed = [&](const QString &message) {
        return cacheError(JobCacheText::tr("cannot record the repository %1 in cache file %2: %3").arg(
            repository, m_path, message));
    };
    auto tx = SqliteTransaction::begin(m_db, SqliteTransaction::Mode::Immediate);
    if (!tx)
        return failed(tx.error().message);
    auto read = SqliteStatement::prepare(m_db, "SELECT value FROM meta WHERE key = 'repository'");
    if (!read)
        return failed(read.error().message);
    const int rc = read->step();
    if (rc != SQLITE_ROW && rc != SQLITE_DONE)
        return failed(sqliteError(m_db));
    const bool known = rc == SQLITE_ROW;
    const QString stored = known ? read->columnText(0) : QString();
    read->reset();
    if (known && stored == repository)
        return false;
    // Rows of an older build (no repository recorded) are the default repository's: every build
    // before repositories existed read pytorch/pytorch. Another repository's rows all go.
    const bool clear = known || (repository != u"pytorch/pytorch"_s);
    if (clear) {
        const int done = sqlite3_exec(m_db, "DELETE FROM jobs; DELETE FROM commits; DELETE FROM job_columns; "
                                            "UPDATE sources SET watermark = 0, fetched_at = 0; "
                                            "DELETE FROM alert_history;", nullptr, nullptr, nullptr);
        if (done != SQLITE_OK)
            return failed(sqliteError(m_db));
    }
    auto write = SqliteStatement::prepare(m_db, "INSERT OR REPLACE INTO meta (key, value) VALUES ('repository', ?1)");
    if (!write)
        return failed(write.error().message);
    write->bindText(1, repository);
    if (write->step() != SQLITE_DONE)
        return failed(sqliteError(m_db));
    write->reset();
    if (auto committed = tx->commit(); !committed)
        return failed(committed.error().message);
    if (clear)
        if (auto reloaded = reloadInternedIds(); !reloaded)
            return reloaded.error();
    return clear;
}

Result<void> JobCache::storeSnapshot(const QString &source, qint64 asOf, qint64 fetchedAt, const QByteArray &body)
{
    if (!m_db)
        return cacheError(JobCacheText::tr("cache file %1 is not open").arg(m_path));
    const auto failed = [&](const QString &message) {
        return cacheError(JobCacheText::tr("cannot store the %1 snapshot in cache file %2, the previous one is kept: %3").arg(
            source, m_path, message));
    };
    auto tx = SqliteTransaction::begin(m_db, SqliteTransaction::Mode::Immediate);
    if (!tx)
        return failed(tx.error().message);
    auto s = SqliteStatement::prepare(
        m_db, "INSERT OR REPLACE INTO snapshots (source, as_of, fetched_at, body) VALUES (?1, ?2, ?3, ?4)");
    if (!s)
        return failed(s.error().message);
    s->bindText(1, source);
    s->bindInt64(2, asOf);
    s->bindInt64(3, fetchedAt);
    s->bindBlob(4, body);
    if (s->step() != SQLITE_DONE)
        return failed(sqliteError(m_db));
    s->reset();
    // The history: a row only when the body changed since the newest one (an unchanged poll
    // adds nothing), then the oldest rows beyond the bounds go.
    auto append = SqliteStatement::prepare(m_db,
        "INSERT INTO snapshot_history (source, as_of, fetched_at, body) SELECT ?1, ?2, ?3, ?4 "
        "WHERE ?4 IS NOT (SELECT body FROM snapshot_history WHERE source = ?1 "
        "ORDER BY fetched_at DESC, id DESC LIMIT 1)");
    if (!append)
        return failed(append.error().message);
    append->bindText(1, source);
    append->bindInt64(2, asOf);
    append->bindInt64(3, fetchedAt);
    append->bindBlob(4, body);
    if (append->step() != SQLITE_DONE)
        return failed(sqliteError(m_db));
    auto prune = SqliteStatement::prepare(m_db,
        "DELETE FROM snapshot_history WHERE id IN (SELECT id FROM (SELECT id, "
        "row_number() OVER newest AS n, sum(length(body)) OVER newest AS bytes FROM snapshot_history "
        "WHERE source = ?1 WINDOW newest AS (ORDER BY fetched_at DESC, id DESC)) "
        "WHERE n > 1 AND (n > ?2 OR bytes > ?3))");
    if (!prune)
        return failed(prune.error().message);
    prune->bindText(1, source);
    prune->bindInt64(2, historyLimit);
    prune->bindInt64(3, historyBytes);
    if (prune->step() != SQLITE_DONE)
        return failed(sqliteError(m_db));
    if (Result<void> committed = tx->commit(); !committed)
        return failed(committed.error().message);
    return {};
}

Result<JobCache::Snapshot> JobCache::loadSnapshot(const QString &source) const
{
    if (!m_db)
        return cacheError(JobCacheText::tr("cache file %1 is not open").arg(m_path));
    auto s = SqliteStatement::prepare(m_db, "SELECT as_of, fetched_at, body FROM snapshots WHERE source = ?1");
    if (!s)
        return cacheError(JobCacheText::tr("cannot read the %1 snapshot from cache file %2: %3").arg(source, m_path, s.error().message));
    s->bindText(1, source);
    Snapshot snapshot;
    const int rc = s->step();
    if (rc == SQLITE_ROW) {
        snapshot.asOf = s->columnInt64(0);
        snapshot.fetchedAt = s->columnInt64(1);
        snapshot.body = s->columnBlob(2);
    } else if (rc != SQLITE_DONE) {
        return cacheError(JobCacheText::tr("cannot read the %1 snapshot from cache file %2: %3").arg(source, m_path, sqliteError(m_db)));
    }
    return Result<Snapshot>(std::move(snapshot));
}

Result<QVector<JobCache::Snapshot>> JobCache::loadSnapshotHistory(const QString &source) const
{
    if (!m_db)
        return cacheError(JobCacheText::tr("cache file %1 is not open").arg(m_path));
    const auto failed = [&](const QString &message) {
        return cacheError(JobCacheText::tr("cannot read the history of the %1 snapshot from cache file %2: %3").arg(
            source, m_path, message));
    };
    auto s = SqliteStatement::prepare(m_db,
        "SELECT as_of, fetched_at, body FROM snapshot_history WHERE source = ?1 ORDER BY fetched_at, id");
    if (!s)
        return failed(s.error().message);
    s->bindText(1, source);
    QVector<Snapshot> history;
    int rc;
    while ((rc = s->step()) == SQLITE_ROW)
        history.append(Snapshot { s->columnBlob(2), s->columnInt64(0), s->columnInt64(1) });
    if (rc != SQLITE_DONE)
        return failed(sqliteError(m_db));
    return history;
}

Result<void> JobCache::storeAlertTransitions(const QString &source, const AlertTransitions &transitions)
{
    if (!m_db)
        return cacheError(JobCacheText::tr("cache file %1 is not open").arg(m_path));
    const auto failed = [&](const QString &message) {
        return cacheError(
            u"cannot store %1 alert transitions of source \"%2\" in cache file %3, none was written: %4"_s
                .arg(transitions.size())
                .arg(source, m_path, message));
    };
    auto tx = SqliteTransaction::begin(m_db, SqliteTransaction::Mode::Immediate);
    if (!tx)
        return failed(tx.error().message);
    auto s = SqliteStatement::prepare(m_db,
        "INSERT INTO alert_history (source, time, kind, alert_key, title, detail) VALUES (?1, ?2, ?3, ?4, "
        "?5, ?6)");
    if (!s)
        return failed(s.error().message);
    for (const AlertTransition &t : transitions) {
        SqliteStatement::Reuse q(*s);
        q->bindText(1, source);
        q->bindInt64(2, t.time);
        q->bindText(3, AlertTransition::kindName(t.kind));
        q->bindText(4, t.key);
        q->bindText(5, t.title);
        q->bindText(6, t.detail);
        if (q->step() != SQLITE_DONE)
            return failed(sqliteError(m_db));
    }
    auto prune = SqliteStatement::prepare(m_db,
        "DELETE FROM alert_history WHERE source = ?1 AND id <= (SELECT id FROM alert_history WHERE source = "
        "?1 "
        "ORDER BY id DESC LIMIT 1 OFFSET ?2)");
    if (!prune)
        return failed(prune.error().message);
    prune->bindText(1, source);
    prune->bindInt64(2, alertHistoryLimit);
    if (prune->step() != SQLITE_DONE)
        return failed(sqliteError(m_db));
    if (Result<void> committed = tx->commit(); !committed)
        return failed(committed.error().message);
    return {};
}

Result<AlertTransitions> JobCache::loadAlertHistory(const QString &source, qint64 from, qint64 to) const
{
    if (!m_db)
        return cacheError(JobCacheText::tr("cache file %1 is not open").arg(m_path));
    const auto failed = [&](const QString &message) {
        return cacheError(JobCacheText::tr("cannot read the alert history of source \"%1\" from cache file %2: %3")
                              .arg(source, m_path, message));
    };
    auto s = SqliteStatement::prepare(m_db,
        "SELECT time, kind, alert_key, title, detail FROM alert_history WHERE source = ?1 AND time BETWEEN "
        "?2 AND ?3 "
        "ORDER BY time, id");
    if (!s)
        return failed(s.error().message);
    s->bindText(1, source);
    s->bindInt64(2, from);
    s->bindInt64(3, to);
    AlertTransitions history;
    int rc;
    while ((rc = s->step()) == SQLITE_ROW) {
        const auto kind = AlertTransition::kindFromName(s->columnText(1));
        if (!kind)
            return failed(JobCacheText::tr("an alert transition of unknown kind \"%1\"").arg(s->columnText(1)));
        history.append({ s->columnInt64(0), *kind, s->columnText(2), s->columnText(3), s->columnText(4) });
    }
    if (rc != SQLITE_DONE)
        return failed(sqliteError(m_db));
    return history;
}

Result<void> JobCache::writeBatch(const JobBatch &batch)
{
    State &st = *m_state;
    auto failed = [&](const QString &what) -> Result<void> { return cacheError(what + u": "_s + sqliteError(m_db)); };

    qint64 source = 0;
    {
        SqliteStatement::Reuse s(st[InsertSource]);
        s->bindText(1, batch.source);
        if (s->step() != SQLITE_DONE)
            return failed(u"source \"%1\""_s.arg(batch.source));
    }
    source = sourceId(batch.source);
    if (source == 0)
        return failed(u"source \"%1\" not found after insert"_s.arg(batch.source));

    // Returns the id of an interned string, inserting it if new; 0 for the empty string (NULL).
    auto internString = [&](const QString &text, qint64 *id) {
        *id = 0;
        if (text.isEmpty())
            return true;
        if (const auto it = st.stringIds.constFind(text); it != st.stringIds.constEnd()) {
            *id = *it;
            return true;
        }
        {
            SqliteStatement::Reuse ins(st[InsertString]);
            ins->bindText(1, text);
            if (ins->step() != SQLITE_DONE)
                return false;
        }
        SqliteStatement::Reuse sel(st[SelectString]);
        sel->bindText(1, text);
        if (sel->step() != SQLITE_ROW)
            return false;
        *id = sel->columnInt64(0);
        if (*id >= st.strings.size())
            st.strings.resize(*id + 1);
        st.strings[*id] = text;
        st.stringIds.insert(text, *id);
        return true;
    };

    auto internColumn = [&](const QString &workflow, const QString &job, qint64 *id) {
        std::pair<QString, QString> key{workflow, job};
        if (const auto it = st.columnIds.constFind(key); it != st.columnIds.constEnd()) {
            *id = *it;
            return true;
        }
        {
            SqliteStatement::Reuse ins(st[InsertColumn]);
            ins->bindText(1, workflow);
            ins->bindText(2, job);
            if (ins->step() != SQLITE_DONE)
                return false;
        }
        SqliteStatement::Reuse sel(st[SelectColumn]);
        sel->bindText(1, workflow);
        sel->bindText(2, job);
        if (sel->step() != SQLITE_ROW)
            return false;
        *id = sel->columnInt64(0);
        if (*id >= st.columnNames.size())
            st.columnNames.resize(*id + 1);
        st.columnNames[*id] = key;
        st.columnIds.insert(std::move(key), *id);
        return true;
    };

    auto findCommit = [&](const QString &sha) -> qint64 {
        SqliteStatement::Reuse sel(st[SelectCommit]);
        sel->bindInt64(1, source);
        sel->bindText(2, sha);
        return sel->step() == SQLITE_ROW ? sel->columnInt64(0) : 0;
    };

    QHash<QString, qint64> commitIds;
    for (const Commit &c : batch.commits) {
        SqliteStatement::Reuse s(st[UpsertCommit]);
        s->bindInt64(1, source);
        s->bindText(2, c.sha);
        s->bindInt64(3, c.time);
        s->bindText(4, c.title);
        s->bindText(5, c.author);
        s->bindInt64(6, c.prNumber);
        if (s->step() != SQLITE_DONE)
            return failed(u"commit \"%1\""_s.arg(c.sha));
        const qint64 id = findCommit(c.sha);
        if (id == 0)
            return failed(u"commit \"%1\" not found after upsert"_s.arg(c.sha));
        commitIds.insert(c.sha, id);
    }

    QString lastSha;
    qint64 lastCommitId = 0;
    QString lastPrefix;
    qint64 lastPrefixId = 0;
    char16_t tail[kUrlTailMax];
    for (const JobRun &j : batch.jobs) {
        const auto jobFailed = [&](const QString &what) {
            return failed(u"job %1 (%2)%3"_s.arg(j.id).arg(j.columnName(), what.isEmpty() ? QString() : u", "_s + what));
        };
        // Commit row: the batch's own commits, else an existing row, else a stub that is not
        // listed until the commit itself arrives.
        if (j.headSha != lastSha || lastCommitId == 0) {
            lastSha = j.headSha;
            lastCommitId = commitIds.value(j.headSha);
            if (lastCommitId == 0) {
                lastCommitId = findCommit(j.headSha);
                if (lastCommitId == 0) {
                    SqliteStatement::Reuse ins(st[InsertStubCommit]);
                    ins->bindInt64(1, source);
                    ins->bindText(2, j.headSha);
                    if (ins->step() != SQLITE_DONE)
                        return jobFailed(u"head sha \"%1\""_s.arg(j.headSha));
                    lastCommitId = sqlite3_last_insert_rowid(m_db);
                }
                commitIds.insert(j.headSha, lastCommitId);
            }
        }
        qint64 columnId = 0;
        qint64 statusId = 0;
        qint64 conclusionId = 0;
        if (!internColumn(j.workflowName, j.jobName, &columnId) || !internString(j.status, &statusId)
            || !internString(j.conclusion, &conclusionId))
            return jobFailed(QString());

        // html_url: store only the interned prefix when the URL has the canonical tail.
        qint64 prefixId = 0;
        const qsizetype tailLength = writeUrlTail(tail, j.runId, j.id);
        const QStringView url(j.htmlUrl);
        if (url.size() > tailLength && url.endsWith(QStringView(tail, tailLength))) {
            const QStringView prefix = url.first(url.size() - tailLength);
            if (lastPrefixId != 0 && prefix == lastPrefix) {
                prefixId = lastPrefixId;
            } else {
                lastPrefix = prefix.toString();
                if (!internString(lastPrefix, &prefixId))
                    return jobFailed(QString());
                lastPrefixId = prefixId;
            }
        }

        SqliteStatement::Reuse q(st[UpsertJob]);
        q->bindInt64(1, lastCommitId);
        q->bindInt64(2, j.id);
        q->bindInt64(3, source);
        q->bindInt64(4, columnId);
        q->bindInt64(5, j.runId);
        q->bindInt64(6, j.runAttempt);
        q->bindNullableId(7, statusId);
        q->bindNullableId(8, conclusionId);
        q->bindInt64(9, j.createdAt);
        q->bindInt64(10, j.startedAt);
        q->bindInt64(11, j.completedAt);
        q->bindNullableId(12, prefixId);
        if (prefixId == 0)
            q->bindNullableText(13, j.htmlUrl);
        q->bindNullableText(14, j.failureLine);
        q->bindInt64(15, j.insertedAt);
        if (q->step() != SQLITE_DONE)
            return jobFailed(QString());
    }

    SqliteStatement::Reuse s(st[UpdateSource]);
    s->bindInt64(1, source);
    s->bindInt64(2, batch.watermark);
    s->bindInt64(3, batch.fetchedAt);
    if (s->step() != SQLITE_DONE)
        return failed(u"sync state of source \"%1\""_s.arg(batch.source));
    return {};
}

namespace {

// One job row as SQLite gives it: ids instead of names, no URL built yet.
struct RawJob {
    qint64 id;
    qint64 runId;
    qint64 runAttempt;
    qint64 createdAt;
    qint64 startedAt;
    qint64 completedAt;
    qint64 insertedAt;
    qint64 columnId;
    qint64 statusId;
    qint64 conclusionId;
    qint64 prefixId;
    QString htmlUrl;     // only when not rebuilt from the prefix (rare)
    QString failureLine; // mostly null
};

// The rows of one commit, handed from the SQLite thread to the thread that builds JobRuns.
struct RawChunk {
    qsizetype commitIndex = 0;
    std::vector<RawJob> rows;
};

// A small blocking queue between the two halves of loadLatest().
class ChunkQueue
{
public:
    void push(RawChunk chunk)
    {
        {
            std::lock_guard lock(m_mutex);
            m_chunks.push_back(std::move(chunk));
        }
        m_ready.notify_one();
    }
    void finish()
    {
        {
            std::lock_guard lock(m_mutex);
            m_finished = true;
        }
        m_ready.notify_one();
    }
    bool pop(RawChunk *chunk)
    {
        std::unique_lock lock(m_mutex);
        m_ready.wait(lock, [&] { return !m_chunks.empty() || m_finished; });
        if (m_chunks.empty())
            return false;
        *chunk = std::move(m_chunks.front());
        m_chunks.pop_front();
        return true;
    }
    // Emptied row buffers go back to the reader: fresh 300 KB buffers per commit would each
    // cost page faults (large allocations are fresh mmaps).
    void recycle(std::vector<RawJob> rows)
    {
        rows.clear();
        std::lock_guard lock(m_mutex);
        m_spare.push_back(std::move(rows));
    }
    std::vector<RawJob> spare()
    {
        std::lock_guard lock(m_mutex);
        if (m_spare.empty())
            return {};
        std::vector<RawJob> rows = std::move(m_spare.back());
        m_spare.pop_back();
        return rows;
    }

private:
    std::mutex m_mutex;
    std::condition_variable m_ready;
    std::deque<RawChunk> m_chunks;
    std::vector<std::vector<RawJob>> m_spare;
    bool m_finished = false;
};

} // namespace

Result<JobBatch> JobCache::loadLatest(const QString &source, int maxCommits) const
{
    if (!m_db)
        return cacheError(JobCacheText::tr("cache file %1 is not open").arg(m_path));
    JobBatch out;
    out.source = source;
    State &st = *m_state;
    auto fail = [&](const QString &message) {
        return cacheError(JobCacheText::tr("cannot load from cache file %1: %2").arg(m_path, message));
    };
    // One read transaction: commits, jobs and sync state from the same snapshot even if
    // another process writes meanwhile. Ended by commit() below or, on any failure, by the
    // transaction's destructor.
    auto tx = SqliteTransaction::begin(m_db, SqliteTransaction::Mode::Deferred);
    if (!tx)
        return fail(tx.error().message);

    qint64 sourceRowId = 0;
    {
        SqliteStatement::Reuse s(st[SelectSource]);
        s->bindText(1, source);
        const int rc = s->step();
        if (rc == SQLITE_ROW) {
            sourceRowId = s->columnInt64(0);
            out.watermark = s->columnInt64(1);
            out.fetchedAt = s->columnInt64(2);
        } else if (rc != SQLITE_DONE) {
            return fail(JobCacheText::tr("sync state: %1").arg(sqliteError(m_db)));
        }
    }
    if (sourceRowId == 0 || maxCommits <= 0) {
        if (Result<void> ended = tx->commit(); !ended)
            return fail(ended.error().message);
        return Result<JobBatch>(std::move(out));
    }

    QVector<qint64> commitRowIds;
    {
        SqliteStatement::Reuse s(st[ListCommits]);
        s->bindInt64(1, sourceRowId);
        s->bindInt64(2, maxCommits);
        int rc;
        while ((rc = s->step()) == SQLITE_ROW) {
            commitRowIds.append(s->columnInt64(0));
            Commit &c = out.commits.emplace_back();
            c.sha = s->columnText(1);
            c.time = s->columnInt64(2);
            c.title = s->columnText(3);
            c.author = s->columnText(4);
            c.prNumber = s->columnInt(5);
        }
        if (rc != SQLITE_DONE)
            return fail(JobCacheText::tr("commits: %1").arg(sqliteError(m_db)));
    }

    // Names another process interned since we loaded ours: refresh before the scan, so the
    // builder thread below only ever reads the name tables.
    {
        qint64 maxColumn = 0;
        qint64 maxString = 0;
        if (auto s = SqliteStatement::prepare(m_db, "SELECT (SELECT max(id) FROM job_columns), (SELECT max(id) FROM strings)");
            s && s->step() == SQLITE_ROW) {
            maxColumn = s->columnInt64(0);
            maxString = s->columnInt64(1);
        }
        if (maxColumn >= st.columnNames.size() || maxString >= st.strings.size()) {
            if (const Result<void> reloaded = const_cast<JobCache *>(this)->reloadInternedIds(); !reloaded)
                return fail(reloaded.error().message);
        }
    }

    // Two halves in parallel: this thread steps SQLite and copies raw values; a second thread
    // builds the JobRuns (names shared from the interned tables, URLs rebuilt, ~200 bytes per
    // row of fresh memory). Each half is about half of the work.
    ChunkQueue queue;
    std::atomic<bool> badId = false;
    const auto build = [&](RawChunk &chunk) {
        char16_t tail[kUrlTailMax];
        const QString &sha = out.commits.at(chunk.commitIndex).sha;
        for (RawJob &r : chunk.rows) {
            if (r.columnId <= 0 || r.columnId >= st.columnNames.size() || r.statusId >= st.strings.size()
                || r.conclusionId >= st.strings.size() || r.prefixId >= st.strings.size()) {
                badId = true;
                continue;
            }
            JobRun &j = out.jobs.emplace_back();
            j.id = r.id;
            const auto &column = st.columnNames.at(r.columnId);
            j.workflowName = column.first;
            j.jobName = column.second;
            j.headSha = sha;
            j.runId = r.runId;
            j.runAttempt = r.runAttempt;
            j.status = st.strings.at(r.statusId);
            j.conclusion = st.strings.at(r.conclusionId);
            j.createdAt = r.createdAt;
            j.startedAt = r.startedAt;
            j.completedAt = r.completedAt;
            if (r.prefixId > 0) {
                const QString &prefix = st.strings.at(r.prefixId);
                const qsizetype tailLength = writeUrlTail(tail, j.runId, j.id);
                j.htmlUrl = QString(prefix.size() + tailLength, Qt::Uninitialized);
                char16_t *dst = reinterpret_cast<char16_t *>(j.htmlUrl.data());
                std::memcpy(dst, prefix.constData(), prefix.size() * sizeof(char16_t));
                std::memcpy(dst + prefix.size(), tail, tailLength * sizeof(char16_t));
            } else {
                j.htmlUrl = std::move(r.htmlUrl);
            }
            j.failureLine = std::move(r.failureLine);
            j.insertedAt = r.insertedAt;
        }
    };
    // Small loads (tests, a first page) are not worth a thread.
    const bool parallel =
        commitRowIds.size() * st.columnIds.size() >= 20000 && std::thread::hardware_concurrency() > 1;
    std::thread builder;
    if (parallel) {
        builder = std::thread([&] {
            BackgroundPriority::applyToThisThread();
            RawChunk chunk;
            while (queue.pop(&chunk)) {
                build(chunk);
                queue.recycle(std::move(chunk.rows));
            }
        });
    }

    QString scanError;
    for (qsizetype i = 0; i < commitRowIds.size() && scanError.isEmpty(); ++i) {
        RawChunk chunk;
        chunk.commitIndex = i;
        if (parallel)
            chunk.rows = queue.spare();
        chunk.rows.reserve(std::max<qsizetype>(16, st.columnIds.size()));
        SqliteStatement::Reuse s(st[ListJobs]);
        s->bindInt64(1, commitRowIds.at(i));
        // The hot loop (~1M rows x 13 columns) reads the columns through the raw handle.
        sqlite3_stmt *q = s->get();
        int rc;
        while ((rc = sqlite3_step(q)) == SQLITE_ROW) {
            RawJob &r = chunk.rows.emplace_back();
            r.id = sqlite3_column_int64(q, 0);
            r.columnId = sqlite3_column_int64(q, 1);
            r.runId = sqlite3_column_int64(q, 2);
            r.runAttempt = sqlite3_column_int64(q, 3);
            r.statusId = sqlite3_column_int64(q, 4);
            r.conclusionId = sqlite3_column_int64(q, 5);
            r.createdAt = sqlite3_column_int64(q, 6);
            r.startedAt = sqlite3_column_int64(q, 7);
            r.completedAt = sqlite3_column_int64(q, 8);
            r.prefixId = sqlite3_column_int64(q, 9);
            if (r.prefixId <= 0)
                r.htmlUrl = s->columnText(10);
            r.failureLine = s->columnText(11);
            r.insertedAt = sqlite3_column_int64(q, 12);
        }
        if (rc != SQLITE_DONE)
            scanError = JobCacheText::tr("jobs: %1").arg(sqliteError(m_db));
        // Reserve once from the newest commit's size (before the builder touches out.jobs):
        // re-growing ~1M JobRuns would move all of them.
        if (i == 0)
            out.jobs.reserve(qsizetype(double(chunk.rows.size()) * double(commitRowIds.size()) * 1.1) + 64);
        if (parallel)
            queue.push(std::move(chunk));
        else
            build(chunk);
    }
    queue.finish();
    if (builder.joinable())
        builder.join();
    if (!scanError.isEmpty())
        return fail(scanError);
    if (badId)
        return fail(JobCacheText::tr("jobs refer to unknown column or string ids; run an integrity check"));
    if (Result<void> ended = tx->commit(); !ended)
        return fail(ended.error().message);
    return Result<JobBatch>(std::move(out));
}

Result<void> JobCache::checkIntegrity() const
{
    if (!m_db)
        return cacheError(JobCacheText::tr("cache file %1 is not open").arg(m_path));
    QStringList problems;
    const auto collect = [&](const char *sql, bool foreignKeys) {
        auto s = SqliteStatement::prepare(m_db, sql);
        if (!s) {
            problems.append(s.error().message);
            return;
        }
        int rc;
        while ((rc = s->step()) == SQLITE_ROW && problems.size() < 10) {
            const QString row = s->columnText(0);
            if (foreignKeys)
                problems.append(JobCacheText::tr("dangling reference in table %1").arg(row));
            else if (row != u"ok"_s)
                problems.append(row);
        }
        if (rc != SQLITE_DONE && rc != SQLITE_ROW)
            problems.append(sqliteError(m_db));
    };
    collect("PRAGMA integrity_check", false);
    if (problems.isEmpty())
        collect("PRAGMA foreign_key_check", true);
    if (problems.isEmpty())
        return {};
    return cacheError(JobCacheText::tr("cache file %1 failed the integrity check: %2").arg(m_path, problems.join(u"; "_s)));
}

} // namespace hw
