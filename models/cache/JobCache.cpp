#include "JobCache.h"

#include "CacheError.h"
#include "CacheStoreState.h"
#include "CacheText.h"
#include "JobCacheSchema.h"
#include "SqliteStatement.h"
#include "SqliteTransaction.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

#include <sqlite3.h>

#include <algorithm>
#include <chrono>
#include <limits>
#include <thread>

using namespace Qt::StringLiterals;

namespace hw {

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

JobCache::JobCache(QString path) : m_path(std::move(path)) {}

JobCache::~JobCache()
{
    close();
}

void JobCache::close()
{
    dropStoreStates(); // finalizes the stores' statements first
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

SourceError JobCache::notOpenError() const
{
    return cacheError(JobCacheText::tr("cache file %1 is not open").arg(m_path));
}

CacheStoreState *JobCache::storeState(const void *key) const
{
    for (const auto &[owner, state] : m_storeStates) {
        if (owner == key)
            return state.get();
    }
    return nullptr;
}

CacheStoreState *JobCache::setStoreState(const void *key, std::unique_ptr<CacheStoreState> state) const
{
    for (auto &[owner, held] : m_storeStates) {
        if (owner == key) {
            held = std::move(state);
            return held.get();
        }
    }
    return m_storeStates.emplace_back(key, std::move(state)).second.get();
}

void JobCache::dropStoreStates() const
{
    m_storeStates.clear();
}

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

Result<void> JobCache::open(const std::atomic<bool> *cancel)
{
    close();
    if (const Result<void> created = createPrivately(m_path); !created)
        return created;
    OpenWait wait { cancel, m_busyTimeoutMs };
    Result<void> opened = openConnection();
    if (opened) {
        if (cancel) // until open() returns; every failure below closes the connection
            sqlite3_busy_handler(m_db, waitUnlessCancelled, &wait);
        else
            sqlite3_busy_timeout(m_db, m_busyTimeoutMs);
        opened = prepareFile();
    }
    if (!opened) {
        close();
        return opened;
    }
    sqlite3_busy_timeout(m_db, m_busyTimeoutMs); // `wait` ends here
    return {};
}

Result<void> JobCache::openConnection()
{
    // NOMUTEX: one thread at a time uses this connection (see the class comment), so SQLite's
    // per-call connection mutex is pure overhead.
    const QByteArray file = m_path.toUtf8();
    if (sqlite3_open_v2(file.constData(), &m_db, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX,
                        nullptr)
        == SQLITE_OK)
        return {};
    const QString message = m_db ? sqliteError(m_db) : JobCacheText::tr("out of memory");
    return cacheError(JobCacheText::tr("cannot open cache file %1: %2").arg(m_path, message));
}

Result<void> JobCache::prepareFile()
{
    // Read-only checks first: a file that is not ours, damaged or newer is left byte-for-byte
    // untouched (the journal_mode switch below would already write to it).
    const SchemaMigrator &migrator = JobCacheSchema::migrator();
    const Result<int> fileVersion = migrator.check(m_db, m_path);
    if (!fileVersion)
        return fileVersion.error();
    restrictToOwner(m_path); // only once the file is known to be ours
    if (const Result<void> configured = configureConnection(); !configured)
        return configured;
    // Only an old or new file takes the write lock; an up-to-date one opens without writing.
    if (*fileVersion < migrator.targetVersion()) {
        if (const Result<void> migrated = migrator.migrate(m_db, m_path); !migrated)
            return migrated;
    }
    if (m_pageLimit > 0) {
        if (const Result<void> limited = setPageLimit(m_pageLimit); !limited)
            return cacheError(limited.error().message);
    }
    return {};
}

Result<void> JobCache::configureConnection()
{
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
        return cacheError(JobCacheText::tr("cannot switch cache file %1 to WAL journal mode: %2").arg(
            m_path, journal.isEmpty() ? sqliteError(m_db) : u"got \"%1\""_s.arg(journal)));
    // foreign_keys stays OFF: the REFERENCES clauses document the links and checkIntegrity()
    // verifies them (foreign_key_check), but enforcing them on every row halves ingest speed
    // (measured with hudwatch-bench --only ingest) and every id written comes from the stores'
    // own interning in the same transaction.
    // cache_size/mmap_size: the start-up load reads ~70 MB of pages; mapping them avoids a
    // read() call and a copy per page.
    if (const Result<void> configured = SqliteStatement::execute(
            m_db, "PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = OFF; PRAGMA cache_size = -32768; "
                  "PRAGMA mmap_size = 268435456; PRAGMA temp_store = MEMORY;");
        !configured)
        return cacheError(JobCacheText::tr("cannot configure cache file %1: %2").arg(m_path, configured.error().message));
    return {};
}

Result<bool> JobCache::useRepository(const QString &repository)
{
    if (!m_db)
        return notOpenError();
    const Result<bool> cleared = recordRepository(repository);
    if (!cleared)
        return cacheError(JobCacheText::tr("cannot record the repository %1 in cache file %2: %3").arg(
            repository, m_path, cleared.error().message));
    if (*cleared)
        dropStoreStates(); // the stores' ids in memory name deleted rows: read again at the next use
    return cleared;
}

Result<bool> JobCache::recordRepository(const QString &repository)
{
    auto tx = SqliteTransaction::begin(m_db, SqliteTransaction::Mode::Immediate);
    if (!tx)
        return tx.error();
    auto read = SqliteStatement::prepare(m_db, "SELECT value FROM meta WHERE key = 'repository'");
    if (!read)
        return read.error();
    const int rc = read->step();
    if (rc != SQLITE_ROW && rc != SQLITE_DONE)
        return cacheError(sqliteError(m_db));
    const bool known = rc == SQLITE_ROW;
    const QString stored = known ? read->columnText(0) : QString();
    read->reset();
    if (known && stored == repository)
        return false;
    // Rows of an older build (no repository recorded) are the default repository's: every build
    // before repositories existed read pytorch/pytorch. Another repository's rows all go.
    const bool clear = known || (repository != u"pytorch/pytorch"_s);
    if (clear && sqlite3_exec(m_db, JobCacheSchema::clearRepositoryRowsSql(), nullptr, nullptr, nullptr) != SQLITE_OK)
        return cacheError(sqliteError(m_db));
    auto write = SqliteStatement::prepare(m_db, "INSERT OR REPLACE INTO meta (key, value) VALUES ('repository', ?1)");
    if (!write)
        return write.error();
    write->bindText(1, repository);
    if (write->step() != SQLITE_DONE)
        return cacheError(sqliteError(m_db));
    write->reset();
    if (auto committed = tx->commit(); !committed)
        return committed.error();
    return clear;
}

Result<void> JobCache::checkIntegrity() const
{
    if (!m_db)
        return notOpenError();
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
