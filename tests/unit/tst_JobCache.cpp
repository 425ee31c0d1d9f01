#include "TestEnvironment.h"
#include "cache/JobCache.h"
#include "grid/GridJobStore.h"
#include "cache/JobCacheSchema.h"
#include "cache/SchemaMigrator.h"
#include "ResultAssertions.h"

#include <QCryptographicHash>
#include <QFile>
#include <QStandardPaths>
#include <QTest>

#include <sqlite3.h>

#include <algorithm>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

// The schema of version 1 exactly as released, frozen here on purpose: files written by that
// build must keep opening after later builds add migrations (never edit this copy).
const char *const kFrozenVersion1Sql = R"sql(
CREATE TABLE sources (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE CHECK (name <> ''),
  watermark INTEGER NOT NULL DEFAULT 0,
  fetched_at INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE strings (
  id INTEGER PRIMARY KEY,
  text TEXT NOT NULL UNIQUE
);
CREATE TABLE job_columns (
  id INTEGER PRIMARY KEY,
  workflow_name TEXT NOT NULL,
  job_name TEXT NOT NULL,
  UNIQUE (workflow_name, job_name)
);
CREATE TABLE commits (
  id INTEGER PRIMARY KEY,
  source_id INTEGER NOT NULL REFERENCES sources(id),
  sha TEXT NOT NULL CHECK (sha <> ''),
  time INTEGER,
  title TEXT,
  author TEXT,
  UNIQUE (source_id, sha)
);
CREATE INDEX commits_by_time ON commits (source_id, time);
CREATE TABLE jobs (
  commit_id INTEGER NOT NULL REFERENCES commits(id),
  id INTEGER NOT NULL CHECK (id > 0),
  source_id INTEGER NOT NULL REFERENCES sources(id),
  column_id INTEGER NOT NULL REFERENCES job_columns(id),
  run_id INTEGER NOT NULL,
  run_attempt INTEGER NOT NULL,
  status_id INTEGER REFERENCES strings(id),
  conclusion_id INTEGER REFERENCES strings(id),
  created_at INTEGER NOT NULL,
  started_at INTEGER NOT NULL,
  completed_at INTEGER NOT NULL,
  url_prefix_id INTEGER REFERENCES strings(id),
  html_url TEXT,
  failure_line TEXT,
  inserted_at INTEGER NOT NULL,
  PRIMARY KEY (commit_id, id)
) WITHOUT ROWID;
CREATE UNIQUE INDEX jobs_by_id ON jobs (source_id, id);
)sql";

constexpr quint32 kApplicationId = 0x48574348;

QString shaOf(int n)
{
    return QString::fromLatin1(QCryptographicHash::hash(QByteArray::number(n), QCryptographicHash::Sha1).toHex());
}

Commit commit(int n, qint64 time)
{
    return Commit{shaOf(n), time, u"Commit %1: fix the thing (#%2)"_s.arg(n).arg(1000 + n), u"author-%1"_s.arg(n)};
}

// A job with every field set to something that is not its default.
JobRun job(qint64 id, const QString &sha, int column, qint64 insertedAt)
{
    JobRun j;
    j.id = id;
    j.runId = 10'390'000'000 + id / 7;
    j.runAttempt = 1 + id % 3;
    j.workflowName = column % 2 ? u"pull"_s : u"trunk"_s;
    j.jobName = u"linux-jammy-py3.9-gcc11 / test (default, %1, 5, linux.4xlarge)"_s.arg(column);
    j.headSha = sha;
    j.status = u"completed"_s;
    j.conclusion = id % 5 == 0 ? u"failure"_s : u"success"_s;
    j.createdAt = 1'723'600'000 + id;
    j.startedAt = j.createdAt + 45;
    j.completedAt = j.startedAt + 3600;
    j.htmlUrl = u"https://github.com/pytorch/pytorch/actions/runs/%1/job/%2"_s.arg(j.runId).arg(j.id);
    if (id % 5 == 0)
        j.failureLine = u"FAILED test_ops.py::TestCommonCPU::test_out_%1 - AssertionError"_s.arg(id);
    j.insertedAt = insertedAt;
    return j;
}

JobRuns sortedById(JobRuns jobs)
{
    std::sort(jobs.begin(), jobs.end(), [](const JobRun &a, const JobRun &b) { return a.id < b.id; });
    return jobs;
}

JobBatch batch(const QString &source, Commits commits, JobRuns jobs, qint64 watermark, qint64 fetchedAt)
{
    JobBatch b;
    b.source = source;
    b.commits = std::move(commits);
    b.jobs = std::move(jobs);
    b.watermark = watermark;
    b.fetchedAt = fetchedAt;
    return b;
}

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// Direct SQLite access, for building "old" files and looking under the cache's API.
class RawDb
{
public:
    explicit RawDb(const QString &path) { sqlite3_open(path.toUtf8().constData(), &m_db); }
    ~RawDb() { sqlite3_close(m_db); }
    RawDb(const RawDb &) = delete;
    RawDb &operator=(const RawDb &) = delete;
    bool exec(const QByteArray &sql)
    {
        char *message = nullptr;
        const int rc = sqlite3_exec(m_db, sql.constData(), nullptr, nullptr, &message);
        if (rc != SQLITE_OK)
            qWarning("raw sqlite: %s", message);
        sqlite3_free(message);
        return rc == SQLITE_OK;
    }
    QString text(const QByteArray &sql)
    {
        sqlite3_stmt *s = nullptr;
        QStringList rows;
        if (sqlite3_prepare_v2(m_db, sql.constData(), -1, &s, nullptr) == SQLITE_OK) {
            while (sqlite3_step(s) == SQLITE_ROW) {
                QStringList values;
                for (int i = 0; i < sqlite3_column_count(s); ++i) {
                    const auto *t = reinterpret_cast<const char *>(sqlite3_column_text(s, i));
                    values.append(t ? QString::fromUtf8(t) : u"NULL"_s);
                }
                rows.append(values.join(u'|'));
            }
        }
        sqlite3_finalize(s);
        return rows.join(u'\n');
    }
    qint64 integer(const QByteArray &sql) { return text(sql).toLongLong(); }
    sqlite3 *get() const { return m_db; }

private:
    sqlite3 *m_db = nullptr;
};

// Everything a cache file holds, as text: used to prove a failed write left no trace.
QString dump(const QString &path)
{
    RawDb db(path);
    QString out;
    for (const char *table : {"sources", "strings", "job_columns", "commits", "jobs"})
        out += QString::fromLatin1(table) + u":\n"_s + db.text("SELECT * FROM "_ba + table + " ORDER BY 1, 2") + u'\n';
    return out;
}

} // namespace

class TestJobCache : public QObject
{
    Q_OBJECT

private:
    QString m_dir;
    QString file(const QString &name) const { return m_dir + u'/' + name; }

private slots:
    // A released migration is never edited: the build's version 1 is the frozen copy above.
    void releasedVersion1IsUnchanged()
    {
        QCOMPARE(QByteArray(JobCacheSchema::version1Sql()), QByteArray(kFrozenVersion1Sql));
        QCOMPARE(JobCacheSchema::applicationId, kApplicationId);
    }

    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_dir = test::freshRuntimeDir(u"JobCache"_s);
    }

    void createsFileWithCurrentSchema()
    {
        const QString path = file(u"fresh.sqlite"_s);
        JobCache cache(path);
        HW_VERIFY_OK(cache.open());
        QVERIFY(cache.isOpen());
        QCOMPARE(cache.path(), path);
        QCOMPARE(cache.schemaVersion(), JobCache::currentSchemaVersion());
        QVERIFY(JobCache::currentSchemaVersion() >= 1);
        HW_VERIFY_OK(cache.checkIntegrity());
        QCOMPARE(GridJobStore(cache).watermark(u"clickhouse"_s), 0);
        QCOMPARE(GridJobStore(cache).lastFetchedAt(u"clickhouse"_s), 0);
        HW_ASSIGN_OK(const JobBatch empty, GridJobStore(cache).loadLatest(u"clickhouse"_s, 300));
        QVERIFY(empty.isEmpty());
        QCOMPARE(empty.source, u"clickhouse"_s);

        RawDb raw(path);
        QCOMPARE(raw.text("PRAGMA journal_mode"), u"wal"_s);
        QCOMPARE(raw.integer("PRAGMA application_id"), qint64(kApplicationId));
    }

    // Issue 7, item 9: the cache holds what the user's credentials could read.
    void onlyTheUserCanReadTheCache()
    {
        const QString dir = m_dir + u"/private/sub"_s;
        const QString path = dir + u"/fresh.sqlite"_s;
        JobCache cache(path);
        HW_VERIFY_OK(JobCache::makePrivateDirectory(dir));
        HW_VERIFY_OK(cache.open());
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"s"_s, {}, {}, 1, 1)));
        const auto ownerRW = QFile::ReadOwner | QFile::WriteOwner;
        const auto groupOrOther = QFile::ReadGroup | QFile::WriteGroup | QFile::ExeGroup | QFile::ReadOther
            | QFile::WriteOther | QFile::ExeOther;
        for (const QString &each : QStringList{path, path + u"-wal"_s}) {
            QVERIFY2(QFile::exists(each), qPrintable(each));
            QVERIFY2(!QFile::permissions(each).testAnyFlags(groupOrOther), qPrintable(each));
            QVERIFY(QFile::permissions(each).testFlags(ownerRW));
        }
        QVERIFY(!QFile::permissions(dir).testAnyFlags(groupOrOther));
        QVERIFY(!QFile::permissions(m_dir + u"/private"_s).testAnyFlags(groupOrOther));
        cache.close();

        // A file an older version left 0644 is tightened on the next open.
        QVERIFY(QFile::setPermissions(path, ownerRW | QFile::ReadGroup | QFile::ReadOther));
        HW_VERIFY_OK(cache.open());
        QVERIFY(!QFile::permissions(path).testAnyFlags(groupOrOther));
    }

    void aForeignFileKeepsItsPermissions()
    {
        const QString path = file(u"not-ours.txt"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QByteArray(4096, 'x'));
        f.close();
        const auto before = QFile::ReadOwner | QFile::WriteOwner | QFile::ReadGroup | QFile::ReadOther;
        QVERIFY(QFile::setPermissions(path, before));
        JobCache cache(path);
        const QString error = cache.open().error().message;
        QVERIFY(!cache.isOpen());
        QCOMPARE(QFile::permissions(path) & ~(QFile::ReadUser | QFile::WriteUser | QFile::ExeUser),
                 before);
    }

    void roundTripsEveryField()
    {
        const QString path = file(u"roundtrip.sqlite"_s);
        const Commits commits = {commit(1, 1'723'600'000), commit(2, 1'723'600'600)};
        JobRuns jobs;
        for (int i = 0; i < 40; ++i)
            jobs.append(job(28'000'000'000 + i, commits.at(i % 2).sha, i % 7, 1'723'700'000 + i));
        // Edge cases of each stored encoding.
        jobs[0].htmlUrl = u"https://example.org/a/job/without/the/usual/tail"_s;  // kept verbatim
        jobs[1].htmlUrl.clear();                                                  // empty stays empty
        jobs[2].status = u"in_progress"_s;                                        // no conclusion yet
        jobs[2].conclusion.clear();
        jobs[2].completedAt = 0;
        jobs[3].failureLine = u"AssertionError: ü ≠ ✓ — 😀 \"quoted\" 'single'\ttab"_s;
        jobs[4].completedAt = 4'102'444'800;                                  // year 2100: > 32 bits
        jobs[5].runAttempt = 7;
        jobs[6].htmlUrl = u"https://github.com/pytorch/vision/actions/runs/%1/job/%2"_s.arg(jobs[6].runId).arg(jobs[6].id);
        jobs[7].status = u"queued"_s;                                          // a value not seen before
        jobs[7].conclusion.clear();
        jobs[7].startedAt = 0;
        jobs[7].completedAt = 0;
        jobs[8].htmlUrl = u"https://github.com/pytorch/pytorch/actions/runs/1/job/%1"_s.arg(jobs[8].id); // wrong run id
        jobs[9].workflowName = u"Lint / extra"_s;                               // " / " inside a name
        jobs[9].jobName = u"lintrunner-noclang / linux-job"_s;

        {
            JobCache cache(path);
            HW_VERIFY_OK(cache.open());
            HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"clickhouse"_s, commits, jobs, 1'723'700'039, 1'723'800'000)));
            HW_ASSIGN_OK(const JobBatch loaded, GridJobStore(cache).loadLatest(u"clickhouse"_s, 300));
            QCOMPARE(loaded.commits, (Commits{commits.at(1), commits.at(0)}));
            QCOMPARE(sortedById(loaded.jobs), sortedById(jobs));
        }
        // And from a fresh process's point of view: a new object on the same file.
        JobCache cache(path);
        HW_VERIFY_OK(cache.open());
        HW_ASSIGN_OK(const JobBatch loaded, GridJobStore(cache).loadLatest(u"clickhouse"_s, 300));
        QCOMPARE(loaded.source, u"clickhouse"_s);
        QCOMPARE(loaded.commits, (Commits{commits.at(1), commits.at(0)}));
        QCOMPARE(loaded.jobs.size(), jobs.size());
        for (const JobRun &j : loaded.jobs) {
            const auto it = std::find_if(jobs.cbegin(), jobs.cend(), [&](const JobRun &e) { return e.id == j.id; });
            QVERIFY(it != jobs.cend());
            QCOMPARE(j, *it);
        }
        QCOMPARE(loaded.watermark, 1'723'700'039);
        QCOMPARE(loaded.fetchedAt, 1'723'800'000);
        QCOMPARE(GridJobStore(cache).watermark(u"clickhouse"_s), 1'723'700'039);
        QCOMPARE(GridJobStore(cache).lastFetchedAt(u"clickhouse"_s), 1'723'800'000);
        // Jobs come grouped by commit, newest commit first.
        const qsizetype firstOfOlder = std::find_if(loaded.jobs.cbegin(), loaded.jobs.cend(),
                                                    [&](const JobRun &j) { return j.headSha == commits.at(0).sha; })
            - loaded.jobs.cbegin();
        QVERIFY(std::all_of(loaded.jobs.cbegin(), loaded.jobs.cbegin() + firstOfOlder,
                            [&](const JobRun &j) { return j.headSha == commits.at(1).sha; }));
        QVERIFY(std::all_of(loaded.jobs.cbegin() + firstOfOlder, loaded.jobs.cend(),
                            [&](const JobRun &j) { return j.headSha == commits.at(0).sha; }));
    }

    void compactStorage()
    {
        // The common case stores no URL text and no failure-line text, and names once.
        const QString path = file(u"compact.sqlite"_s);
        JobCache cache(path);
        HW_VERIFY_OK(cache.open());
        JobRuns jobs;
        for (int i = 1; i <= 100; ++i) {
            jobs.append(job(i, shaOf(1), i % 10, 5));
            jobs.last().failureLine.clear();
        }
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"s"_s, {commit(1, 10)}, jobs, 5, 6)));
        RawDb raw(path);
        QCOMPARE(raw.integer("SELECT count(*) FROM jobs WHERE html_url IS NULL AND failure_line IS NULL"), 100);
        QCOMPARE(raw.integer("SELECT count(*) FROM job_columns"), 10);
        QCOMPARE(raw.integer("SELECT count(*) FROM strings"), 4); // completed, success, failure, URL prefix
        QCOMPARE(raw.text("SELECT typeof(created_at) FROM jobs LIMIT 1"), u"integer"_s);
        QVERIFY(raw.text("EXPLAIN QUERY PLAN SELECT * FROM jobs WHERE commit_id = 1").contains(u"PRIMARY KEY"_s));
    }

    void upsertKeepsTheNewestRow()
    {
        JobCache cache(file(u"upsert.sqlite"_s));
        HW_VERIFY_OK(cache.open());
        const Commit c = commit(1, 100);
        JobRun running = job(42, c.sha, 1, 1000);
        running.status = u"in_progress"_s;
        running.conclusion.clear();
        running.completedAt = 0;
        JobRun done = running;
        done.status = u"completed"_s;
        done.conclusion = u"failure"_s;
        done.completedAt = running.startedAt + 60;
        done.failureLine = u"RuntimeError: boom"_s;
        done.insertedAt = 2000;
        JobRun stale = running; // an older row arriving late (e.g. an overlapping poll)
        stale.insertedAt = 1500;
        JobRun sameTime = done; // equal _inserted_at: the later write wins
        sameTime.conclusion = u"success"_s;
        sameTime.failureLine.clear();

        auto only = [&]() {
            const JobBatch b = GridJobStore(cache).loadLatest(u"s"_s, 10).valueOr({});
            return b.jobs.size() == 1 ? b.jobs.first() : JobRun{};
        };
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"s"_s, {c}, {running}, 1000, 1)));
        QCOMPARE(only(), running);
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"s"_s, {}, {done}, 2000, 2)));
        QCOMPARE(only(), done);
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"s"_s, {}, {stale}, 1500, 3)));
        QCOMPARE(only(), done);
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"s"_s, {}, {sameTime}, 2000, 4)));
        QCOMPARE(only(), sameTime);

        // Commits are keyed by sha; the newest description wins.
        Commit edited = c;
        edited.title = u"Reland: the same change"_s;
        edited.author = u"someone else"_s;
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"s"_s, {edited}, {}, 0, 5)));
        HW_ASSIGN_OK(const JobBatch b, GridJobStore(cache).loadLatest(u"s"_s, 10));
        QCOMPARE(b.commits, Commits{edited});
        QCOMPARE(b.jobs.size(), 1);
    }

    void newestCommitsFirstAndCut()
    {
        JobCache cache(file(u"cut.sqlite"_s));
        HW_VERIFY_OK(cache.open());
        // Ten commits stored out of time order, three jobs each, in two batches.
        const QList<qint64> times = {500, 100, 900, 300, 700, 200, 1000, 400, 800, 600};
        for (int half = 0; half < 2; ++half) {
            Commits commits;
            JobRuns jobs;
            for (int i = half * 5; i < half * 5 + 5; ++i) {
                commits.append(commit(i, times.at(i)));
                for (int k = 0; k < 3; ++k)
                    jobs.append(job(1 + i * 10 + k, commits.last().sha, k, 1));
            }
            HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"main"_s, commits, jobs, 1, 1)));
        }
        // Another source with newer commits must not leak into "main".
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"other"_s, {commit(99, 5000)}, {job(7, shaOf(99), 0, 1)}, 1, 1)));

        HW_ASSIGN_OK(const JobBatch four, GridJobStore(cache).loadLatest(u"main"_s, 4));
        QList<qint64> loadedTimes;
        for (const Commit &c : four.commits)
            loadedTimes.append(c.time);
        QCOMPARE(loadedTimes, (QList<qint64>{1000, 900, 800, 700}));
        QCOMPARE(four.jobs.size(), 12);
        QSet<QString> shas;
        for (const Commit &c : four.commits)
            shas.insert(c.sha);
        for (const JobRun &j : four.jobs)
            QVERIFY2(shas.contains(j.headSha), "a job of a commit outside the cut was returned");

        HW_ASSIGN_OK(const JobBatch all, GridJobStore(cache).loadLatest(u"main"_s, 300));
        QCOMPARE(all.commits.size(), 10);
        QCOMPARE(all.jobs.size(), 30);
        QCOMPARE(all.commits.first().time, 1000);
        QCOMPARE(all.commits.last().time, 100);

        HW_ASSIGN_OK(const JobBatch other, GridJobStore(cache).loadLatest(u"other"_s, 300));
        QCOMPARE(other.commits, Commits{commit(99, 5000)});
        QCOMPARE(other.jobs.size(), 1);
        HW_ASSIGN_OK(const JobBatch none, GridJobStore(cache).loadLatest(u"main"_s, 0));
        QCOMPARE(none.jobs.size(), 0);
    }

    void largeLoadMatchesWhatWasStored()
    {
        // Big enough for loadLatest() to split the work over two threads.
        JobCache cache(file(u"large.sqlite"_s));
        HW_VERIFY_OK(cache.open());
        constexpr int commits = 14;
        constexpr int columns = 2000;
        JobBatch all = batch(u"big"_s, {}, {}, 1, 1);
        for (int c = 0; c < commits; ++c) {
            JobBatch b = batch(u"big"_s, {commit(c, 1000 + c)}, {}, 1, 1);
            for (int k = 0; k < columns; ++k) {
                b.jobs.append(job(1 + c * columns + k, shaOf(c), k, 7));
                if (k % 97 == 0)
                    b.jobs.last().htmlUrl = u"https://ci.example.org/log/%1"_s.arg(k); // stored verbatim
            }
            HW_VERIFY_OK(GridJobStore(cache).storeBatch(b));
            all.commits.prepend(b.commits.first());
            all.jobs = b.jobs + all.jobs; // newest commit first, ids ascending within a commit
        }
        HW_ASSIGN_OK(const JobBatch loaded, GridJobStore(cache).loadLatest(u"big"_s, 300));
        QCOMPARE(loaded.commits, all.commits);
        QCOMPARE(loaded.jobs.size(), all.jobs.size());
        for (qsizetype i = 0; i < all.jobs.size(); ++i) {
            if (!(loaded.jobs.at(i) == all.jobs.at(i)))
                QFAIL(qPrintable(u"job %1 differs (id %2 vs %3)"_s.arg(i).arg(loaded.jobs.at(i).id).arg(all.jobs.at(i).id)));
        }
        HW_ASSIGN_OK(const JobBatch newest, GridJobStore(cache).loadLatest(u"big"_s, 11));
        QCOMPARE(newest.commits.size(), 11);
        QCOMPARE(newest.jobs.size(), 11 * columns);
        QCOMPARE(newest.jobs.constLast().headSha, shaOf(3));
    }

    void jobsBeforeTheirCommitAreHeldBack()
    {
        // A job may arrive before its commit: it is kept, but listed only with its commit.
        JobCache cache(file(u"early-jobs.sqlite"_s));
        HW_VERIFY_OK(cache.open());
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"s"_s, {commit(1, 100)}, {job(1, shaOf(1), 0, 1), job(2, shaOf(2), 0, 1)}, 1, 1)));
        HW_ASSIGN_OK(JobBatch b, GridJobStore(cache).loadLatest(u"s"_s, 10));
        QCOMPARE(b.commits.size(), 1);
        QCOMPARE(b.jobs.size(), 1);
        QCOMPARE(b.jobs.first().id, 1);
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"s"_s, {commit(2, 200)}, {}, 1, 2)));
        HW_ASSIGN_OK(b, GridJobStore(cache).loadLatest(u"s"_s, 10));
        QCOMPARE(b.commits.size(), 2);
        QCOMPARE(b.commits.first().sha, shaOf(2));
        QCOMPARE(b.jobs.size(), 2);
        QCOMPARE(b.jobs.first().id, 2);
        QCOMPARE(b.jobs.first().headSha, shaOf(2));
    }

    void watermarkOnlyMovesForward()
    {
        const QString path = file(u"watermark.sqlite"_s);
        {
            JobCache cache(path);
            HW_VERIFY_OK(cache.open());
            HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"ch"_s, {}, {}, 500, 10)));
            QCOMPARE(GridJobStore(cache).watermark(u"ch"_s), 500);
            QCOMPARE(GridJobStore(cache).lastFetchedAt(u"ch"_s), 10);
            HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"ch"_s, {}, {}, 300, 20)));
            QCOMPARE(GridJobStore(cache).watermark(u"ch"_s), 500);
            QCOMPARE(GridJobStore(cache).lastFetchedAt(u"ch"_s), 20);
            HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"ch"_s, {}, {}, 700, 30)));
            QCOMPARE(GridJobStore(cache).watermark(u"ch"_s), 700);
            HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"demo"_s, {}, {}, 5, 40)));
            QCOMPARE(GridJobStore(cache).watermark(u"demo"_s), 5);
            QCOMPARE(GridJobStore(cache).watermark(u"ch"_s), 700);
        }
        JobCache cache(path);
        HW_VERIFY_OK(cache.open());
        QCOMPARE(GridJobStore(cache).watermark(u"ch"_s), 700);
        QCOMPARE(GridJobStore(cache).lastFetchedAt(u"ch"_s), 30);
        HW_ASSIGN_OK(const JobBatch latest, GridJobStore(cache).loadLatest(u"ch"_s, 10));
        QCOMPARE(latest.watermark, 700);
        QCOMPARE(GridJobStore(cache).watermark(u"never"_s), 0);
    }

    void migratesAFileWrittenByVersion1()
    {
        const QString path = file(u"v1.sqlite"_s);
        {
            RawDb raw(path);
            QVERIFY(raw.exec(kFrozenVersion1Sql));
            QVERIFY(raw.exec("PRAGMA application_id = " + QByteArray::number(kApplicationId) + "; PRAGMA user_version = 1;"));
            // Rows as build v1 wrote them (the URL stored as prefix + canonical tail).
            QVERIFY(raw.exec(R"sql(
                INSERT INTO sources VALUES (1, 'clickhouse', 1723700000, 1723800000);
                INSERT INTO strings VALUES (1, 'completed'), (2, 'failure'), (3, 'https://github.com/pytorch/pytorch');
                INSERT INTO job_columns VALUES (1, 'pull', 'linux-jammy / test (default, 1, 5)');
                INSERT INTO commits VALUES (1, 1, 'abc123', 1723600000, 'Fix it (#1)', 'alice');
                INSERT INTO commits VALUES (2, 1, 'def456', NULL, NULL, NULL);
                INSERT INTO jobs VALUES (1, 28000000001, 1, 1, 10390000000, 2, 1, 2, 1723600100, 1723600200,
                                         1723603800, 3, NULL, 'RuntimeError: CUDA error', 1723700000);
                INSERT INTO jobs VALUES (2, 28000000002, 1, 1, 10390000000, 1, 1, 2, 1723600100, 1723600200,
                                         1723603800, NULL, 'https://example.org/x', NULL, 1723700000);
            )sql"));
        }
        JobCache cache(path);
        HW_VERIFY_OK(cache.open());
        QCOMPARE(cache.schemaVersion(), JobCache::currentSchemaVersion());
        HW_ASSIGN_OK(const JobBatch b, GridJobStore(cache).loadLatest(u"clickhouse"_s, 300));
        QCOMPARE(b.commits, (Commits{Commit{u"abc123"_s, 1723600000, u"Fix it (#1)"_s, u"alice"_s}}));
        QCOMPARE(b.jobs.size(), 1);
        JobRun expected;
        expected.id = 28000000001;
        expected.runId = 10390000000;
        expected.runAttempt = 2;
        expected.workflowName = u"pull"_s;
        expected.jobName = u"linux-jammy / test (default, 1, 5)"_s;
        expected.headSha = u"abc123"_s;
        expected.status = u"completed"_s;
        expected.conclusion = u"failure"_s;
        expected.createdAt = 1723600100;
        expected.startedAt = 1723600200;
        expected.completedAt = 1723603800;
        expected.htmlUrl = u"https://github.com/pytorch/pytorch/actions/runs/10390000000/job/28000000001"_s;
        expected.failureLine = u"RuntimeError: CUDA error"_s;
        expected.insertedAt = 1723700000;
        QCOMPARE(b.jobs.first(), expected);
        QCOMPARE(b.watermark, 1723700000);
        HW_VERIFY_OK(cache.checkIntegrity());

        // The migrated file has exactly the schema of a file this build creates.
        const QString freshPath = file(u"v1-fresh.sqlite"_s);
        {
            JobCache fresh(freshPath);
            HW_VERIFY_OK(fresh.open());
        }
        const QByteArray schemaSql = "SELECT type || ' ' || name || ': ' || sql FROM sqlite_master ORDER BY name";
        QCOMPARE(RawDb(path).text(schemaSql), RawDb(freshPath).text(schemaSql));
    }

    void migratorAppliesLaterStepsInOrderAllOrNothing()
    {
        // The mechanism a v2 will use: a list that grows; a file at v1 gets only the new steps.
        const QString path = file(u"steps.sqlite"_s);
        const SchemaMigrator v1(kApplicationId, {{1, kFrozenVersion1Sql}});
        const SchemaMigrator v2(kApplicationId,
                                {{2, "ALTER TABLE jobs ADD COLUMN runner_name TEXT; CREATE TABLE notes (x);"},
                                 {1, kFrozenVersion1Sql}}); // order in the list does not matter
        const SchemaMigrator v3broken(kApplicationId, {{1, kFrozenVersion1Sql},
                                                       {2, "ALTER TABLE jobs ADD COLUMN runner_name TEXT; CREATE TABLE notes (x);"},
                                                       {3, "CREATE TABLE half_done (y); THIS IS NOT SQL;"}});
        RawDb raw(path);
        HW_ASSIGN_OK(const int version, v1.check(raw.get(), path));
        QCOMPARE(version, 0);
        HW_VERIFY_OK(v1.migrate(raw.get(), path));
        QCOMPARE(raw.integer("PRAGMA user_version"), 1);
        QVERIFY(raw.exec("INSERT INTO sources (name) VALUES ('kept')"));

        HW_VERIFY_OK(v2.migrate(raw.get(), path));
        QCOMPARE(raw.integer("PRAGMA user_version"), 2);
        QCOMPARE(raw.text("SELECT name FROM sources"), u"kept"_s);
        QVERIFY(raw.text("SELECT sql FROM sqlite_master WHERE name = 'jobs'").contains(u"runner_name"_s));

        QString error = v3broken.migrate(raw.get(), path).error().message;
        QVERIFY2(error.contains(path) && error.contains(u"from schema version 2 to 3"_s), qPrintable(error));
        QCOMPARE(raw.integer("PRAGMA user_version"), 2);
        QCOMPARE(raw.integer("SELECT count(*) FROM sqlite_master WHERE name = 'half_done'"), 0);

        // And the v1 build now refuses the v2 file.
        const Result<int> refused = v1.check(raw.get(), path);
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, SourceError::Kind::Storage);
        QCOMPARE(refused.error().source, u"cache"_s);
        QVERIFY2(refused.error().message.contains(u"version 2"_s), qPrintable(refused.error().message));
    }

    void refusesAFileFromANewerBuild()
    {
        const QString path = file(u"newer.sqlite"_s);
        {
            JobCache cache(path);
            HW_VERIFY_OK(cache.open());
            HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"s"_s, {commit(1, 1)}, {job(1, shaOf(1), 0, 1)}, 1, 1)));
        }
        {
            RawDb raw(path);
            QVERIFY(raw.exec("PRAGMA user_version = 99"));
        }
        const QByteArray before = fileBytes(path);
        QVERIFY(!before.isEmpty());
        JobCache cache(path);
        QString error = cache.open().error().message;
        QVERIFY(!cache.isOpen());
        QVERIFY2(error.contains(path) && error.contains(u"99"_s) && error.contains(u"newer"_s), qPrintable(error));
        QCOMPARE(fileBytes(path), before);
        QCOMPARE(RawDb(path).integer("PRAGMA user_version"), 99);
        // Nothing else works on an unopened cache, and says so.
        error = GridJobStore(cache).storeBatch(batch(u"s"_s, {}, {}, 1, 1)).error().message;
        QVERIFY2(error.contains(u"not open"_s), qPrintable(error));
        const Result<JobBatch> notLoaded = GridJobStore(cache).loadLatest(u"s"_s, 10);
        QVERIFY(!notLoaded);
        QVERIFY2(notLoaded.error().message.contains(u"not open"_s), qPrintable(notLoaded.error().message));
    }

    void refusesAFileThatIsNotADatabase()
    {
        const QString path = file(u"notes.txt"_s);
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        for (int i = 0; i < 500; ++i)
            f.write("These are my notes, not a database. Please do not overwrite them.\n");
        f.close();
        const QByteArray before = fileBytes(path);
        JobCache cache(path);
        const QString error = cache.open().error().message;
        QVERIFY(!cache.isOpen());
        QVERIFY2(error.contains(path) && error.contains(u"not a database"_s), qPrintable(error));
        QCOMPARE(fileBytes(path), before);
        QVERIFY(!QFile::exists(path + u"-wal"_s));
    }

    void refusesSomeoneElsesDatabase()
    {
        const QString path = file(u"foreign.sqlite"_s);
        {
            RawDb raw(path);
            QVERIFY(raw.exec("CREATE TABLE contacts (name TEXT); INSERT INTO contacts VALUES ('bob');"));
        }
        const QByteArray before = fileBytes(path);
        JobCache cache(path);
        const QString error = cache.open().error().message;
        QVERIFY(!cache.isOpen());
        QVERIFY2(error.contains(path) && error.contains(u"not a HUD Watch cache"_s), qPrintable(error));
        QCOMPARE(fileBytes(path), before);
    }

    void refusesACorruptFile()
    {
        const QString path = file(u"corrupt.sqlite"_s);
        {
            JobCache cache(path);
            HW_VERIFY_OK(cache.open());
            JobRuns jobs;
            for (int i = 1; i <= 3000; ++i)
                jobs.append(job(i, shaOf(i % 30), i % 100, 1));
            Commits commits;
            for (int c = 0; c < 30; ++c)
                commits.append(commit(c, c));
            HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"s"_s, commits, jobs, 1, 1)));
        }
        QByteArray bytes = fileBytes(path);
        QVERIFY(bytes.size() > 8 * 4096);
        // Garbage over the schema page (page 1 after its 100-byte file header).
        QByteArray schemaBroken = bytes;
        for (int i = 100; i < 4096; ++i)
            schemaBroken[i] = char(0xA5 ^ i);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(schemaBroken);
        }
        JobCache cache(path);
        const QString error = cache.open().error().message;
        QVERIFY(!cache.isOpen());
        QVERIFY2(error.contains(path), qPrintable(error));
        QCOMPARE(fileBytes(path), schemaBroken);

        // Garbage in the middle of the data: open may not notice, the integrity check must.
        QByteArray dataBroken = bytes;
        for (qsizetype i = 4 * 4096 + 8; i < 7 * 4096; ++i)
            dataBroken[i] = char(0x5A ^ (i & 0xff));
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(dataBroken);
        }
        JobCache again(path);
        Result<void> refused = again.open();
        if (refused)
            refused = again.checkIntegrity();
        QVERIFY(!refused);
        QVERIFY2(refused.error().message.contains(path), qPrintable(refused.error().message));
    }

    void failedBatchLeavesNoTrace()
    {
        const QString path = file(u"rollback.sqlite"_s);
        JobCache cache(path);
        QString error;
        HW_VERIFY_OK(cache.open());
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"s"_s, {commit(1, 100)}, {job(1, shaOf(1), 0, 10)}, 10, 10)));
        const QString before = dump(path);
        HW_ASSIGN_OK(const JobBatch loadedBefore, GridJobStore(cache).loadLatest(u"s"_s, 10));

        // New commits, new column names, new strings, an update of job 1, a thousand good jobs,
        // and one impossible job (id 0 violates the schema's CHECK) at the very end.
        JobBatch bad = batch(u"s"_s, {commit(2, 200), commit(3, 300)}, {}, 999, 999);
        JobRun update = job(1, shaOf(1), 0, 50);
        update.conclusion = u"timed_out"_s;
        bad.jobs.append(update);
        for (int i = 0; i < 1000; ++i) {
            bad.jobs.append(job(100 + i, shaOf(2 + i % 2), 1000 + i, 20));
            bad.jobs.last().status = u"brand-new-status-%1"_s.arg(i % 3);
        }
        bad.jobs.append(job(0, shaOf(3), 5000, 20));
        error = GridJobStore(cache).storeBatch(bad).error().message;
        QVERIFY2(error.contains(path) && error.contains(u"job 0"_s) && error.contains(u"CHECK"_s), qPrintable(error));
        QCOMPARE(dump(path), before);
        QCOMPARE(GridJobStore(cache).watermark(u"s"_s), 10);
        HW_ASSIGN_OK(const JobBatch loadedAfter, GridJobStore(cache).loadLatest(u"s"_s, 10));
        QCOMPARE(loadedAfter.commits, loadedBefore.commits);
        QCOMPARE(loadedAfter.jobs, loadedBefore.jobs);

        // The same names again, minus the bad row: ids interned by the failed batch must not be
        // reused from memory.
        bad.jobs.removeLast();
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(bad));
        HW_ASSIGN_OK(const JobBatch good, GridJobStore(cache).loadLatest(u"s"_s, 10));
        QCOMPARE(good.commits.size(), 3);
        QCOMPARE(sortedById(good.jobs), sortedById(bad.jobs));
        QCOMPARE(GridJobStore(cache).watermark(u"s"_s), 999);
        HW_VERIFY_OK(cache.checkIntegrity());

        // An empty source name is refused the same way.
        error = GridJobStore(cache).storeBatch(batch(QString(), {commit(9, 9)}, {}, 1, 1)).error().message;
        QVERIFY2(error.contains(path), qPrintable(error));
    }

    void busyFileFailsCleanly()
    {
        const QString path = file(u"busy.sqlite"_s);
        JobCache cache(path);
        HW_VERIFY_OK(cache.open());
        cache.setBusyTimeout(50);
        RawDb other(path); // another process holding the write lock
        QVERIFY(other.exec("BEGIN IMMEDIATE"));
        const SourceError refused = GridJobStore(cache).storeBatch(batch(u"s"_s, {commit(1, 1)}, {job(1, shaOf(1), 0, 1)}, 5, 5)).error();
        QCOMPARE(refused.kind, SourceError::Kind::Storage);
        QVERIFY2(refused.message.contains(path) && refused.message.contains(u"locked"_s), qPrintable(refused.message));
        // Readers are not blocked by the writer (WAL).
        HW_ASSIGN_OK(const JobBatch read, GridJobStore(cache).loadLatest(u"s"_s, 10));
        QCOMPARE(read.jobs.size(), 0);
        QVERIFY(other.exec("ROLLBACK"));
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"s"_s, {commit(1, 1)}, {job(1, shaOf(1), 0, 1)}, 5, 5)));
        QCOMPARE(GridJobStore(cache).watermark(u"s"_s), 5);
    }

    void closeAndReopen()
    {
        const QString path = file(u"reopen.sqlite"_s);
        JobCache cache(path);
        HW_VERIFY_OK(cache.open());
        HW_VERIFY_OK(GridJobStore(cache).storeBatch(batch(u"s"_s, {commit(1, 1)}, {job(1, shaOf(1), 0, 1)}, 5, 5)));
        cache.close();
        QVERIFY(!cache.isOpen());
        QVERIFY(!GridJobStore(cache).storeBatch(batch(u"s"_s, {}, {}, 6, 6)));
        HW_VERIFY_OK(cache.open());
        QCOMPARE(GridJobStore(cache).watermark(u"s"_s), 5);
        HW_ASSIGN_OK(const JobBatch reopened, GridJobStore(cache).loadLatest(u"s"_s, 10));
        QCOMPARE(reopened.jobs.size(), 1);
    }

    void missingDirectoryFailsClearly()
    {
        const QString path = file(u"no/such/dir/cache.sqlite"_s);
        JobCache cache(path);
        const QString error = cache.open().error().message;
        QVERIFY(!cache.isOpen());
        QVERIFY2(error.contains(path), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestJobCache)
#include "tst_JobCache.moc"
