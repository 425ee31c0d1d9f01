#include "JobCache.h"

#include "JobCacheSchema.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QHash>

#include <sqlite3.h>

#include <array>
#include <atomic>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>
#include <charconv>
#include <cstring>
#include <utility>

using namespace Qt::StringLiterals;

namespace hw {

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
    "INSERT INTO commits (source_id, sha, time, title, author) VALUES (?1, ?2, ?3, ?4, ?5) "
    "ON CONFLICT (source_id, sha) DO UPDATE SET time = excluded.time, title = excluded.title, "
    "author = excluded.author",
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
    "SELECT id, sha, time, title, author FROM commits WHERE source_id = ?1 AND time IS NOT NULL "
    "ORDER BY time DESC, id DESC LIMIT ?2",
    "SELECT id, column_id, run_id, run_attempt, status_id, conclusion_id, created_at, started_at, "
    "completed_at, url_prefix_id, html_url, failure_line, inserted_at FROM jobs WHERE commit_id = ?1",
};

// Resets a reused statement (and drops its bindings) when the caller is done with it.
class StatementUse
{
public:
    explicit StatementUse(sqlite3_stmt *s) : m_stmt(s) {}
    ~StatementUse()
    {
        sqlite3_reset(m_stmt);
        sqlite3_clear_bindings(m_stmt);
    }
    StatementUse(const StatementUse &) = delete;
    StatementUse &operator=(const StatementUse &) = delete;
    sqlite3_stmt *get() const { return m_stmt; }

private:
    sqlite3_stmt *m_stmt;
};

// Binds without copying: the QString outlives the sqlite3_step() that reads it.
void bindText(sqlite3_stmt *s, int index, const QString &text)
{
    // constData(), not utf16(): utf16() reallocates a shared (implicitly copied) string.
    sqlite3_bind_text16(s, index, text.constData(), int(text.size() * 2), SQLITE_STATIC);
}

// Empty strings are stored as NULL (most failure lines are empty).
void bindNullableText(sqlite3_stmt *s, int index, const QString &text)
{
    if (text.isEmpty())
        sqlite3_bind_null(s, index);
    else
        bindText(s, index, text);
}

void bindNullableId(sqlite3_stmt *s, int index, qint64 id)
{
    if (id > 0)
        sqlite3_bind_int64(s, index, id);
    else
        sqlite3_bind_null(s, index);
}

QString columnText(sqlite3_stmt *s, int index)
{
    const auto *text = reinterpret_cast<const char *>(sqlite3_column_text(s, index));
    if (!text)
        return {};
    return QString::fromUtf8(text, sqlite3_column_bytes(s, index));
}

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

bool exec(sqlite3 *db, const char *sql)
{
    return sqlite3_exec(db, sql, nullptr, nullptr, nullptr) == SQLITE_OK;
}

} // namespace

struct JobCache::State {
    std::array<sqlite3_stmt *, StmtCount> stmts{};
    // Interned ids, mirrored in memory: loaded at open, extended by writes, reloaded after a
    // rollback (a rolled-back id must not be reused from memory).
    QHash<std::pair<QString, QString>, qint64> columnIds;
    QVector<std::pair<QString, QString>> columnNames; // indexed by id
    QHash<QString, qint64> stringIds;
    QVector<QString> strings; // indexed by id

    ~State()
    {
        for (sqlite3_stmt *s : stmts)
            sqlite3_finalize(s);
    }
    sqlite3_stmt *operator[](Stmt s) const { return stmts[s]; }
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
    sqlite3_stmt *s = nullptr;
    int version = 0;
    if (sqlite3_prepare_v2(m_db, "PRAGMA user_version", -1, &s, nullptr) == SQLITE_OK && sqlite3_step(s) == SQLITE_ROW)
        version = sqlite3_column_int(s, 0);
    sqlite3_finalize(s);
    return version;
}

namespace {

constexpr QFile::Permissions ownerOnly = QFile::ReadOwner | QFile::WriteOwner;

// The cache holds what the user's credentials could read: only the user may read it. A new file
// is made 0600 before SQLite opens it (SQLite gives the -wal and -shm files the mode of the
// database file). A missing directory is left to fail in sqlite3_open (see makePrivateDirectory).
bool createPrivately(const QString &path, QString *error)
{
    const QFileInfo info(path);
    if (info.exists() || !QFileInfo(info.absolutePath()).isDir())
        return true;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly, ownerOnly)) {
        *error = file.errorString();
        return false;
    }
    return true;
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

bool JobCache::makePrivateDirectory(const QString &dir, QString *error)
{
    // Each directory this creates is 0700; existing ones are left as they are (they may be shared).
    QStringList missing;
    for (QFileInfo at(QDir::cleanPath(QDir(dir).absolutePath())); !at.exists(); at = QFileInfo(at.absolutePath()))
        missing.prepend(at.absoluteFilePath());
    for (const QString &each : std::as_const(missing)) {
        if (!QDir().mkdir(each, ownerOnly | QFile::ExeOwner)) {
            if (error)
                *error = u"cannot create the directory %1"_s.arg(each);
            return false;
        }
    }
    return true;
}

bool JobCache::open(QString *error)
{
    close();
    auto fail = [&](const QString &message) {
        if (error)
            *error = message;
        close();
        return false;
    };
    QString why;
    if (!createPrivately(m_path, &why))
        return fail(u"cannot create cache file %1: %2"_s.arg(m_path, why));
    // NOMUTEX: one thread at a time uses this connection (see the class comment), so SQLite's
    // per-call connection mutex is pure overhead.
    const QByteArray file = m_path.toUtf8();
    if (sqlite3_open_v2(file.constData(), &m_db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
                        nullptr)
        != SQLITE_OK) {
        const QString message = m_db ? sqliteError(m_db) : u"out of memory"_s;
        return fail(u"cannot open cache file %1: %2"_s.arg(m_path, message));
    }
    sqlite3_busy_timeout(m_db, m_busyTimeoutMs);

    // Read-only checks first: a file that is not ours, damaged or newer is left byte-for-byte
    // untouched (the journal_mode switch below would already write to it).
    const SchemaMigrator &migrator = JobCacheSchema::migrator();
    int fileVersion = 0;
    if (!migrator.check(m_db, m_path, &fileVersion, error)) {
        close();
        return false;
    }
    restrictToOwner(m_path); // only once the file is known to be ours

    // WAL: readers never block the writer and a commit is one append to the -wal file.
    // synchronous=NORMAL: in WAL mode SQLite then fsyncs only at checkpoints, not at every
    // commit. A killed process still loses nothing committed (the data is in the OS), and the
    // file never corrupts; only a power cut / OS crash may drop the last few batches, which the
    // next poll fetches again from the server. Worth it: one fsync per poll batch would
    // dominate ingest on slow disks.
    sqlite3_stmt *s = nullptr;
    QString journal;
    if (sqlite3_prepare_v2(m_db, "PRAGMA journal_mode = WAL", -1, &s, nullptr) == SQLITE_OK
        && sqlite3_step(s) == SQLITE_ROW)
        journal = columnText(s, 0);
    sqlite3_finalize(s);
    if (journal.compare(u"wal"_s, Qt::CaseInsensitive) != 0)
        return fail(u"cannot switch cache file %1 to WAL journal mode: %2"_s.arg(
            m_path, journal.isEmpty() ? sqliteError(m_db) : u"got \"%1\""_s.arg(journal)));
    // foreign_keys stays OFF: the REFERENCES clauses document the links and checkIntegrity()
    // verifies them (foreign_key_check), but enforcing them on every row halves ingest speed
    // (measured with hudwatch-bench --only ingest) and every id written comes from this class's
    // own interning in the same transaction.
    // cache_size/mmap_size: the start-up load reads ~70 MB of pages; mapping them avoids a
    // read() call and a copy per page.
    if (!exec(m_db,
              "PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = OFF; PRAGMA cache_size = -32768; "
              "PRAGMA mmap_size = 268435456; PRAGMA temp_store = MEMORY;"))
        return fail(u"cannot configure cache file %1: %2"_s.arg(m_path, sqliteError(m_db)));

    // Only an old or new file takes the write lock; an up-to-date one opens without writing.
    if (fileVersion < migrator.targetVersion() && !migrator.migrate(m_db, m_path, error)) {
        close();
        return false;
    }
    m_state = std::make_unique<State>();
    QString message;
    if (!prepareStatements(&message) || !reloadInternedIds(&message))
        return fail(message);
    return true;
}

bool JobCache::prepareStatements(QString *error)
{
    for (int i = 0; i < StmtCount; ++i) {
        if (sqlite3_prepare_v3(m_db, kSql[i], -1, SQLITE_PREPARE_PERSISTENT, &m_state->stmts[i], nullptr)
            != SQLITE_OK) {
            *error = u"cache file %1 does not have the expected schema: %2"_s.arg(m_path, sqliteError(m_db));
            return false;
        }
    }
    return true;
}

bool JobCache::reloadInternedIds(QString *error)
{
    State &st = *m_state;
    st.columnIds.clear();
    st.columnNames.clear();
    st.stringIds.clear();
    st.strings.clear();

    sqlite3_stmt *s = nullptr;
    int rc = sqlite3_prepare_v2(m_db, "SELECT id, workflow_name, job_name FROM job_columns", -1, &s, nullptr);
    while ((rc == SQLITE_OK || rc == SQLITE_ROW) && (rc = sqlite3_step(s)) == SQLITE_ROW) {
        const qint64 id = sqlite3_column_int64(s, 0);
        std::pair<QString, QString> name{columnText(s, 1), columnText(s, 2)};
        if (id >= st.columnNames.size())
            st.columnNames.resize(id + 1);
        st.columnNames[id] = name;
        st.columnIds.insert(std::move(name), id);
    }
    sqlite3_finalize(s);
    if (rc != SQLITE_DONE) {
        *error = u"cannot read job columns from cache file %1: %2"_s.arg(m_path, sqliteError(m_db));
        return false;
    }

    rc = sqlite3_prepare_v2(m_db, "SELECT id, text FROM strings", -1, &s, nullptr);
    while ((rc == SQLITE_OK || rc == SQLITE_ROW) && (rc = sqlite3_step(s)) == SQLITE_ROW) {
        const qint64 id = sqlite3_column_int64(s, 0);
        QString text = columnText(s, 1);
        if (id >= st.strings.size())
            st.strings.resize(id + 1);
        st.strings[id] = text;
        st.stringIds.insert(std::move(text), id);
    }
    sqlite3_finalize(s);
    if (rc != SQLITE_DONE) {
        *error = u"cannot read strings from cache file %1: %2"_s.arg(m_path, sqliteError(m_db));
        return false;
    }
    return true;
}

qint64 JobCache::sourceId(const QString &source) const
{
    if (!m_db)
        return 0;
    StatementUse s((*m_state)[SelectSource]);
    bindText(s.get(), 1, source);
    return sqlite3_step(s.get()) == SQLITE_ROW ? sqlite3_column_int64(s.get(), 0) : 0;
}

qint64 JobCache::watermark(const QString &source) const
{
    if (!m_db)
        return 0;
    StatementUse s((*m_state)[SelectSource]);
    bindText(s.get(), 1, source);
    return sqlite3_step(s.get()) == SQLITE_ROW ? sqlite3_column_int64(s.get(), 1) : 0;
}

qint64 JobCache::lastFetchedAt(const QString &source) const
{
    if (!m_db)
        return 0;
    StatementUse s((*m_state)[SelectSource]);
    bindText(s.get(), 1, source);
    return sqlite3_step(s.get()) == SQLITE_ROW ? sqlite3_column_int64(s.get(), 2) : 0;
}

bool JobCache::storeBatch(const JobBatch &batch, QString *error)
{
    if (!m_db) {
        if (error)
            *error = u"cache file %1 is not open"_s.arg(m_path);
        return false;
    }
    // IMMEDIATE takes the write lock up front, so a busy file fails here, before any work.
    if (!exec(m_db, "BEGIN IMMEDIATE")) {
        if (error)
            *error = u"cannot start writing to cache file %1: %2"_s.arg(m_path, sqliteError(m_db));
        return false;
    }
    QString message;
    if (writeBatch(batch, &message)) {
        if (exec(m_db, "COMMIT"))
            return true;
        message = sqliteError(m_db);
    }
    exec(m_db, "ROLLBACK");
    QString reloadError;
    if (!reloadInternedIds(&reloadError))
        message += u"; "_s + reloadError;
    if (error)
        *error = u"cannot store batch of %1 commits and %2 jobs from source \"%3\" in cache file %4, nothing "
                 u"was written: %5"_s.arg(batch.commits.size())
                     .arg(batch.jobs.size())
                     .arg(batch.source, m_path, message);
    return false;
}

bool JobCache::storeSnapshot(const QString &source, qint64 asOf, qint64 fetchedAt, const QByteArray &body,
                             QString *error)
{
    if (!m_db) {
        if (error)
            *error = u"cache file %1 is not open"_s.arg(m_path);
        return false;
    }
    sqlite3_stmt *raw = nullptr;
    const char *sql = "INSERT OR REPLACE INTO snapshots (source, as_of, fetched_at, body) VALUES (?, ?, ?, ?)";
    bool ok = sqlite3_prepare_v2(m_db, sql, -1, &raw, nullptr) == SQLITE_OK;
    if (ok) {
        const QByteArray name = source.toUtf8();
        sqlite3_bind_text(raw, 1, name.constData(), int(name.size()), SQLITE_TRANSIENT);
        sqlite3_bind_int64(raw, 2, asOf);
        sqlite3_bind_int64(raw, 3, fetchedAt);
        sqlite3_bind_blob(raw, 4, body.constData(), int(body.size()), SQLITE_TRANSIENT);
        ok = sqlite3_step(raw) == SQLITE_DONE; // one statement: atomic on its own
    }
    const QString message = ok ? QString() : sqliteError(m_db);
    sqlite3_finalize(raw);
    if (!ok && error)
        *error = u"cannot store the %1 snapshot in cache file %2, the previous one is kept: %3"_s.arg(
            source, m_path, message);
    return ok;
}

QByteArray JobCache::loadSnapshot(const QString &source, qint64 *asOf, qint64 *fetchedAt, QString *error) const
{
    if (!m_db)
        return {};
    sqlite3_stmt *raw = nullptr;
    QByteArray body;
    if (sqlite3_prepare_v2(m_db, "SELECT as_of, fetched_at, body FROM snapshots WHERE source = ?", -1, &raw,
                           nullptr) != SQLITE_OK) {
        if (error)
            *error = u"cannot read the %1 snapshot from cache file %2: %3"_s.arg(source, m_path, sqliteError(m_db));
        return {};
    }
    const QByteArray name = source.toUtf8();
    sqlite3_bind_text(raw, 1, name.constData(), int(name.size()), SQLITE_TRANSIENT);
    if (sqlite3_step(raw) == SQLITE_ROW) {
        if (asOf)
            *asOf = sqlite3_column_int64(raw, 0);
        if (fetchedAt)
            *fetchedAt = sqlite3_column_int64(raw, 1);
        const void *blob = sqlite3_column_blob(raw, 2);
        body = QByteArray(static_cast<const char *>(blob), sqlite3_column_bytes(raw, 2));
    }
    sqlite3_finalize(raw);
    return body;
}

bool JobCache::writeBatch(const JobBatch &batch, QString *error)
{
    State &st = *m_state;
    auto failed = [&](const QString &what) {
        *error = what + u": "_s + sqliteError(m_db);
        return false;
    };

    qint64 source = 0;
    {
        StatementUse s(st[InsertSource]);
        bindText(s.get(), 1, batch.source);
        if (sqlite3_step(s.get()) != SQLITE_DONE)
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
            StatementUse ins(st[InsertString]);
            bindText(ins.get(), 1, text);
            if (sqlite3_step(ins.get()) != SQLITE_DONE)
                return false;
        }
        StatementUse sel(st[SelectString]);
        bindText(sel.get(), 1, text);
        if (sqlite3_step(sel.get()) != SQLITE_ROW)
            return false;
        *id = sqlite3_column_int64(sel.get(), 0);
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
            StatementUse ins(st[InsertColumn]);
            bindText(ins.get(), 1, workflow);
            bindText(ins.get(), 2, job);
            if (sqlite3_step(ins.get()) != SQLITE_DONE)
                return false;
        }
        StatementUse sel(st[SelectColumn]);
        bindText(sel.get(), 1, workflow);
        bindText(sel.get(), 2, job);
        if (sqlite3_step(sel.get()) != SQLITE_ROW)
            return false;
        *id = sqlite3_column_int64(sel.get(), 0);
        if (*id >= st.columnNames.size())
            st.columnNames.resize(*id + 1);
        st.columnNames[*id] = key;
        st.columnIds.insert(std::move(key), *id);
        return true;
    };

    auto findCommit = [&](const QString &sha) -> qint64 {
        StatementUse sel(st[SelectCommit]);
        sqlite3_bind_int64(sel.get(), 1, source);
        bindText(sel.get(), 2, sha);
        return sqlite3_step(sel.get()) == SQLITE_ROW ? sqlite3_column_int64(sel.get(), 0) : 0;
    };

    QHash<QString, qint64> commitIds;
    for (const Commit &c : batch.commits) {
        StatementUse s(st[UpsertCommit]);
        sqlite3_bind_int64(s.get(), 1, source);
        bindText(s.get(), 2, c.sha);
        sqlite3_bind_int64(s.get(), 3, c.time);
        bindText(s.get(), 4, c.title);
        bindText(s.get(), 5, c.author);
        if (sqlite3_step(s.get()) != SQLITE_DONE)
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
                    StatementUse ins(st[InsertStubCommit]);
                    sqlite3_bind_int64(ins.get(), 1, source);
                    bindText(ins.get(), 2, j.headSha);
                    if (sqlite3_step(ins.get()) != SQLITE_DONE)
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

        StatementUse s(st[UpsertJob]);
        sqlite3_stmt *q = s.get();
        sqlite3_bind_int64(q, 1, lastCommitId);
        sqlite3_bind_int64(q, 2, j.id);
        sqlite3_bind_int64(q, 3, source);
        sqlite3_bind_int64(q, 4, columnId);
        sqlite3_bind_int64(q, 5, j.runId);
        sqlite3_bind_int64(q, 6, j.runAttempt);
        bindNullableId(q, 7, statusId);
        bindNullableId(q, 8, conclusionId);
        sqlite3_bind_int64(q, 9, j.createdAt);
        sqlite3_bind_int64(q, 10, j.startedAt);
        sqlite3_bind_int64(q, 11, j.completedAt);
        bindNullableId(q, 12, prefixId);
        if (prefixId == 0)
            bindNullableText(q, 13, j.htmlUrl);
        bindNullableText(q, 14, j.failureLine);
        sqlite3_bind_int64(q, 15, j.insertedAt);
        if (sqlite3_step(q) != SQLITE_DONE)
            return jobFailed(QString());
    }

    StatementUse s(st[UpdateSource]);
    sqlite3_bind_int64(s.get(), 1, source);
    sqlite3_bind_int64(s.get(), 2, batch.watermark);
    sqlite3_bind_int64(s.get(), 3, batch.fetchedAt);
    if (sqlite3_step(s.get()) != SQLITE_DONE)
        return failed(u"sync state of source \"%1\""_s.arg(batch.source));
    return true;
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

JobBatch JobCache::loadLatest(const QString &source, int maxCommits, QString *error) const
{
    JobBatch out;
    out.source = source;
    if (error)
        error->clear();
    if (!m_db) {
        if (error)
            *error = u"cache file %1 is not open"_s.arg(m_path);
        return out;
    }
    State &st = *m_state;
    auto fail = [&](const QString &message) {
        if (error)
            *error = u"cannot load from cache file %1: %2"_s.arg(m_path, message);
        exec(m_db, "ROLLBACK");
        out.commits.clear();
        out.jobs.clear();
        return out;
    };
    // One read transaction: commits, jobs and sync state from the same snapshot even if
    // another process writes meanwhile.
    if (!exec(m_db, "BEGIN"))
        return fail(sqliteError(m_db));

    qint64 sourceRowId = 0;
    {
        StatementUse s(st[SelectSource]);
        bindText(s.get(), 1, source);
        const int rc = sqlite3_step(s.get());
        if (rc == SQLITE_ROW) {
            sourceRowId = sqlite3_column_int64(s.get(), 0);
            out.watermark = sqlite3_column_int64(s.get(), 1);
            out.fetchedAt = sqlite3_column_int64(s.get(), 2);
        } else if (rc != SQLITE_DONE) {
            return fail(u"sync state: "_s + sqliteError(m_db));
        }
    }
    if (sourceRowId == 0 || maxCommits <= 0) {
        exec(m_db, "COMMIT");
        return out;
    }

    QVector<qint64> commitRowIds;
    {
        StatementUse s(st[ListCommits]);
        sqlite3_bind_int64(s.get(), 1, sourceRowId);
        sqlite3_bind_int64(s.get(), 2, maxCommits);
        int rc;
        while ((rc = sqlite3_step(s.get())) == SQLITE_ROW) {
            commitRowIds.append(sqlite3_column_int64(s.get(), 0));
            Commit &c = out.commits.emplace_back();
            c.sha = columnText(s.get(), 1);
            c.time = sqlite3_column_int64(s.get(), 2);
            c.title = columnText(s.get(), 3);
            c.author = columnText(s.get(), 4);
        }
        if (rc != SQLITE_DONE)
            return fail(u"commits: "_s + sqliteError(m_db));
    }

    // Names another process interned since we loaded ours: refresh before the scan, so the
    // builder thread below only ever reads the name tables.
    {
        sqlite3_stmt *s = nullptr;
        qint64 maxColumn = 0;
        qint64 maxString = 0;
        if (sqlite3_prepare_v2(m_db, "SELECT (SELECT max(id) FROM job_columns), (SELECT max(id) FROM strings)", -1, &s,
                               nullptr)
                == SQLITE_OK
            && sqlite3_step(s) == SQLITE_ROW) {
            maxColumn = sqlite3_column_int64(s, 0);
            maxString = sqlite3_column_int64(s, 1);
        }
        sqlite3_finalize(s);
        if (maxColumn >= st.columnNames.size() || maxString >= st.strings.size()) {
            QString message;
            if (!const_cast<JobCache *>(this)->reloadInternedIds(&message))
                return fail(message);
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
        StatementUse s(st[ListJobs]);
        sqlite3_stmt *q = s.get();
        sqlite3_bind_int64(q, 1, commitRowIds.at(i));
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
                r.htmlUrl = columnText(q, 10);
            r.failureLine = columnText(q, 11);
            r.insertedAt = sqlite3_column_int64(q, 12);
        }
        if (rc != SQLITE_DONE)
            scanError = u"jobs: "_s + sqliteError(m_db);
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
        return fail(u"jobs refer to unknown column or string ids; run an integrity check"_s);
    exec(m_db, "COMMIT");
    return out;
}

bool JobCache::checkIntegrity(QString *error) const
{
    if (!m_db) {
        if (error)
            *error = u"cache file %1 is not open"_s.arg(m_path);
        return false;
    }
    QStringList problems;
    const auto collect = [&](const char *sql, bool foreignKeys) {
        sqlite3_stmt *s = nullptr;
        int rc = sqlite3_prepare_v2(m_db, sql, -1, &s, nullptr);
        while ((rc == SQLITE_OK || rc == SQLITE_ROW) && (rc = sqlite3_step(s)) == SQLITE_ROW && problems.size() < 10) {
            const QString row = columnText(s, 0);
            if (foreignKeys)
                problems.append(u"dangling reference in table %1"_s.arg(row));
            else if (row != u"ok"_s)
                problems.append(row);
        }
        if (rc != SQLITE_DONE && rc != SQLITE_ROW)
            problems.append(sqliteError(m_db));
        sqlite3_finalize(s);
    };
    collect("PRAGMA integrity_check", false);
    if (problems.isEmpty())
        collect("PRAGMA foreign_key_check", true);
    if (problems.isEmpty())
        return true;
    if (error)
        *error = u"cache file %1 failed the integrity check: %2"_s.arg(m_path, problems.join(u"; "_s));
    return false;
}

} // namespace hw
