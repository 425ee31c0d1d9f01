// JobCache's file: created with the current schema and private to the user, a released schema
// never edited and migrated in order, all or nothing; a file of a newer build, not a database,
// someone else's database or a corrupt one is refused and left as it was. The job store:
// tst_JobCache.
#include "grid/GridJobStore.h"
#include "CacheTestRows.h"
#include "RawSqlite.h"
#include "ResultAssertions.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "cache/JobCache.h"
#include "cache/JobCacheSchema.h"
#include "cache/SchemaMigrator.h"

#include <QFile>
#include <QStandardPaths>
#include <QTest>

using namespace hw;
using namespace hw::test::cacherows;
using hw::test::RawSqlite;
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

QByteArray fileBytes(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

} // namespace

class TestJobCacheFile : public QObject
{
    Q_OBJECT

    QString m_dir;
    QString file(const QString &name) const { return m_dir + u'/' + name; }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_dir = test::freshRuntimeDir(u"JobCacheFile"_s);
    }

    // A released migration is never edited: the build's version 1 is the frozen copy above.
    void releasedVersion1IsUnchanged()
    {
        QCOMPARE(QByteArray(JobCacheSchema::version1Sql()), QByteArray(kFrozenVersion1Sql));
        QCOMPARE(JobCacheSchema::applicationId, kApplicationId);
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

        RawSqlite raw(path);
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

    void migratesAFileWrittenByVersion1()
    {
        const QString path = file(u"v1.sqlite"_s);
        {
            RawSqlite raw(path);
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
        QCOMPARE(RawSqlite(path).text(schemaSql), RawSqlite(freshPath).text(schemaSql));
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
        RawSqlite raw(path);
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
            RawSqlite raw(path);
            QVERIFY(raw.exec("PRAGMA user_version = 99"));
        }
        const QByteArray before = fileBytes(path);
        QVERIFY(!before.isEmpty());
        JobCache cache(path);
        QString error = cache.open().error().message;
        QVERIFY(!cache.isOpen());
        QVERIFY2(error.contains(path) && error.contains(u"99"_s) && error.contains(u"newer"_s), qPrintable(error));
        QCOMPARE(fileBytes(path), before);
        QCOMPARE(RawSqlite(path).integer("PRAGMA user_version"), 99);
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
            RawSqlite raw(path);
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

    void missingDirectoryFailsClearly()
    {
        const QString path = file(u"no/such/dir/cache.sqlite"_s);
        JobCache cache(path);
        const QString error = cache.open().error().message;
        QVERIFY(!cache.isOpen());
        QVERIFY2(error.contains(path), qPrintable(error));
    }
};

HW_TEST_GUILESS_MAIN(TestJobCacheFile)
#include "tst_JobCacheFile.moc"
