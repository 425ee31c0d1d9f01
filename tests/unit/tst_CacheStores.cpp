// The cache split into stores: the connection (JobCache) keeps each store's per-connection state
// and drops it when the file closes or a repository's rows go; the writer thread runs any store's
// write (CacheWriter::submit) and the features' fronts on it; the grid store's pieces (URL tails,
// the queue between the two halves of a load).
#include "ResultAssertions.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "alerts/AlertHistoryStore.h"
#include "alerts/AlertHistoryWriter.h"
#include "cache/CacheError.h"
#include "cache/CacheStoreState.h"
#include "cache/CacheWriter.h"
#include "cache/JobCache.h"
#include "cache/SnapshotStore.h"
#include "cache/SqliteStatement.h"
#include "grid/GridJobStore.h"
#include "grid/JobBatchWriter.h"
#include "grid/JobUrlTail.h"
#include "grid/RawJobQueue.h"

#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <sqlite3.h>

#include <limits>
#include <thread>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

// A store state that says when it goes.
class ProbeState : public CacheStoreState
{
public:
    explicit ProbeState(int *dropped) : m_dropped(dropped) {}
    ~ProbeState() override { ++*m_dropped; }

private:
    int *m_dropped;
};

const char kProbeKey = 0;
const char kOtherKey = 0;

JobRun jobIn(const QString &workflow, const QString &name, qint64 id, const QString &sha)
{
    JobRun j;
    j.id = id;
    j.runId = 7000 + id;
    j.runAttempt = 1;
    j.workflowName = workflow;
    j.jobName = name;
    j.headSha = sha;
    j.status = u"completed"_s;
    j.conclusion = u"success"_s;
    j.htmlUrl = u"https://github.com/o/r/actions/runs/%1/job/%2"_s.arg(j.runId).arg(id);
    j.insertedAt = 100 + id;
    return j;
}

JobBatch batchOf(const QString &sha, qint64 time, JobRuns jobs)
{
    JobBatch b;
    b.source = u"clickhouse"_s;
    b.commits = { Commit { sha, time, u"title"_s, u"author"_s } };
    b.jobs = std::move(jobs);
    b.watermark = time;
    b.fetchedAt = time;
    return b;
}

// The (workflow, job) names of a load, by job id.
QMap<qint64, QString> namesById(const JobBatch &b)
{
    QMap<qint64, QString> names;
    for (const JobRun &j : b.jobs)
        names.insert(j.id, j.workflowName + u" / "_s + j.jobName);
    return names;
}

} // namespace

class tst_CacheStores : public QObject
{
    Q_OBJECT

    QString newCachePath(const QString &name)
    {
        return test::freshRuntimeDir(u"cache-stores-"_s + name) + u"/cache.sqlite"_s;
    }

private slots:
    void storeStateLivesWithTheConnection()
    {
        JobCache cache(newCachePath(u"state"_s));
        int dropped = 0;
        QVERIFY(!cache.storeState(&kProbeKey));
        HW_VERIFY_OK(cache.open());
        CacheStoreState *held = cache.setStoreState(&kProbeKey, std::make_unique<ProbeState>(&dropped));
        QCOMPARE(cache.storeState(&kProbeKey), held);
        QVERIFY(!cache.storeState(&kOtherKey)); // each store under its own key
        // Replaced under the same key: the old one goes at once.
        CacheStoreState *again = cache.setStoreState(&kProbeKey, std::make_unique<ProbeState>(&dropped));
        QCOMPARE(dropped, 1);
        QCOMPARE(cache.storeState(&kProbeKey), again);

        // The same repository again: nothing was deleted, the state stays.
        HW_ASSIGN_OK(const bool first, cache.useRepository(u"pytorch/pytorch"_s));
        QVERIFY(!first);
        HW_ASSIGN_OK(const bool same, cache.useRepository(u"pytorch/pytorch"_s));
        QVERIFY(!same);
        QCOMPARE(cache.storeState(&kProbeKey), again);
        // Another repository's rows go: so does every state that mirrors them.
        HW_ASSIGN_OK(const bool cleared, cache.useRepository(u"pytorch/vision"_s));
        QVERIFY(cleared);
        QCOMPARE(dropped, 2);
        QVERIFY(!cache.storeState(&kProbeKey));

        cache.setStoreState(&kProbeKey, std::make_unique<ProbeState>(&dropped));
        cache.close();
        QCOMPARE(dropped, 3);
        QVERIFY(!cache.storeState(&kProbeKey));
    }

    // After another repository's rows were deleted, the names the grid interned before are gone
    // from the file: a connection must not reuse their ids from memory (the new rows would carry
    // the id of a name the file no longer has, or of another name that took it).
    void gridNamesAreReadAgainAfterARepositoryChange()
    {
        JobCache cache(newCachePath(u"names"_s));
        HW_VERIFY_OK(cache.open());
        HW_VERIFY_OK(cache.useRepository(u"o/first"_s));
        const GridJobStore store(cache);
        HW_VERIFY_OK(store.storeBatch(batchOf(u"a1"_s, 1000, { jobIn(u"pull"_s, u"old"_s, 1, u"a1"_s) })));

        HW_ASSIGN_OK(const bool cleared, cache.useRepository(u"o/second"_s));
        QVERIFY(cleared);
        HW_ASSIGN_OK(const JobBatch empty, store.loadLatest(u"clickhouse"_s, 10));
        QVERIFY(empty.jobs.isEmpty());
        // "new" takes the id "old" had; "old" comes back with an id of its own.
        HW_VERIFY_OK(store.storeBatch(batchOf(u"b1"_s, 2000, { jobIn(u"pull"_s, u"new"_s, 2, u"b1"_s) })));
        HW_VERIFY_OK(store.storeBatch(batchOf(u"b2"_s, 3000, { jobIn(u"pull"_s, u"old"_s, 3, u"b2"_s) })));

        const QMap<qint64, QString> expected { { 2, u"pull / new"_s }, { 3, u"pull / old"_s } };
        HW_ASSIGN_OK(const JobBatch here, store.loadLatest(u"clickhouse"_s, 10));
        QCOMPARE(namesById(here), expected);
        JobCache other(cache.path()); // a connection that never saw the old names
        HW_VERIFY_OK(other.open());
        HW_ASSIGN_OK(const JobBatch there, GridJobStore(other).loadLatest(u"clickhouse"_s, 10));
        QCOMPARE(namesById(there), expected);
        HW_VERIFY_OK(cache.checkIntegrity());
    }

    // The grid's statements are prepared at its first use, not at open(): a file whose grid
    // tables are damaged still opens, its snapshots still read, and the grid says what is wrong.
    void aDamagedGridTableFailsTheGridStoreOnly()
    {
        const QString path = newCachePath(u"damaged"_s);
        {
            JobCache cache(path);
            HW_VERIFY_OK(cache.open());
            HW_VERIFY_OK(SnapshotStore(cache).store(u"backends"_s, 1, 2, "{}"));
            HW_VERIFY_OK(SqliteStatement::execute(cache.handle(), "DROP TABLE jobs"));
        }
        JobCache cache(path);
        HW_VERIFY_OK(cache.open());
        HW_ASSIGN_OK(const SnapshotStore::Snapshot snapshot, SnapshotStore(cache).load(u"backends"_s));
        QCOMPARE(snapshot.body, QByteArray("{}"));
        const Result<JobBatch> loaded = GridJobStore(cache).loadLatest(u"clickhouse"_s, 10);
        QVERIFY(!loaded);
        QVERIFY2(loaded.error().message.contains(u"does not have the expected schema"_s), qPrintable(loaded.error().message));
        QCOMPARE(GridJobStore(cache).watermark(u"clickhouse"_s), 0);
    }

    void storesSayTheFileIsNotOpen()
    {
        JobCache cache(newCachePath(u"closed"_s));
        const QString notOpen = u"cache file %1 is not open"_s.arg(cache.path());
        QCOMPARE(GridJobStore(cache).storeBatch(batchOf(u"a"_s, 1, {})).error().message, notOpen);
        QCOMPARE(GridJobStore(cache).loadLatest(u"s"_s, 1).error().message, notOpen);
        QCOMPARE(SnapshotStore(cache).load(u"s"_s).error().message, notOpen);
        QCOMPARE(AlertHistoryStore(cache).load(u"s"_s, 0, 1).error().message, notOpen);
        QCOMPARE(cache.useRepository(u"o/r"_s).error().message, notOpen);
        QCOMPARE(GridJobStore(cache).watermark(u"s"_s), 0);
    }

    // Any store's write on the writer thread: stored() runs on the writer's thread once the
    // write is committed (visible to another connection), in ticket order; a refused write
    // comes as storeFailed with its ticket and no stored().
    void submitRunsAnyStoresWrite()
    {
        const QString path = newCachePath(u"submit"_s);
        CacheWriter writer(path);
        QSignalSpy failed(&writer, &CacheWriter::storeFailed);
        JobCache reader(path);
        QList<quint64> storedTickets;
        QList<bool> visible;
        QList<Qt::HANDLE> threads;
        const auto insert = [](const QByteArray &key) {
            return [key](JobCache &cache) -> Result<void> {
                const QByteArray sql = "INSERT INTO meta (key, value) VALUES ('" + key + "', 'v')";
                return SqliteStatement::execute(cache.handle(), sql.constData());
            };
        };
        const auto record = [&](const QByteArray &key) {
            return [&, key](quint64 ticket) {
                storedTickets << ticket;
                threads << QThread::currentThreadId();
                if (!reader.isOpen())
                    QVERIFY(reader.open());
                auto s = SqliteStatement::prepare(reader.handle(), "SELECT count(*) FROM meta WHERE key = ?1");
                QVERIFY(s);
                s->bindText(1, QString::fromLatin1(key));
                visible << (s->step() == SQLITE_ROW && s->columnInt(0) == 1);
            };
        };
        const quint64 a = writer.submit(insert("a"), record("a"));
        const quint64 refused = writer.submit(insert("a"), record("again")); // the key is taken
        const quint64 b = writer.submit(insert("b"), record("b"));
        QVERIFY(storedTickets.isEmpty()); // never from inside submit()
        QTRY_COMPARE(storedTickets.size(), 2);
        QCOMPARE(storedTickets, (QList<quint64> { a, b }));
        QCOMPARE(visible, (QList<bool> { true, true }));
        QCOMPARE(threads, (QList<Qt::HANDLE> { QThread::currentThreadId(), QThread::currentThreadId() }));
        QTRY_COMPARE(failed.size(), 1);
        QCOMPARE(failed.first().at(0).value<quint64>(), refused);
        QVERIFY(a < refused && refused < b);
    }

    // One front per writer: whoever stores and whoever listens through JobBatchWriter::of(writer)
    // meet on the same object, so a listener hears every batch (the console's recording does).
    void featuresWriteThroughOneFrontPerWriter()
    {
        const QString path = newCachePath(u"fronts"_s);
        CacheWriter writer(path);
        CacheWriter another(newCachePath(u"fronts-other"_s));
        QCOMPARE(JobBatchWriter::of(&writer), JobBatchWriter::of(&writer));
        QVERIFY(JobBatchWriter::of(&writer) != JobBatchWriter::of(&another));
        QCOMPARE(AlertHistoryWriter::of(&writer), AlertHistoryWriter::of(&writer));
        QCOMPARE(JobBatchWriter::of(&writer)->parent(), &writer);

        QSignalSpy batches(JobBatchWriter::of(&writer), &JobBatchWriter::batchStored);
        QSignalSpy alerts(AlertHistoryWriter::of(&writer), &AlertHistoryWriter::alertsStored);
        const JobBatch b = batchOf(u"c1"_s, 1000, { jobIn(u"pull"_s, u"x"_s, 1, u"c1"_s) });
        const quint64 batchTicket = JobBatchWriter::of(&writer)->store(b);
        const AlertTransitions said { { 1000, AlertTransition::Kind::Broke, u"trunk"_s, u"trunk"_s, u"red"_s } };
        const quint64 alertTicket = AlertHistoryWriter::of(&writer)->store(u"clickhouse"_s, said);
        QTRY_COMPARE(alerts.size(), 1);
        QCOMPARE(batches.size(), 1); // in ticket order: the batch first
        QCOMPARE(batches.first().at(0).value<quint64>(), batchTicket);
        QCOMPARE(batches.first().at(1).value<JobBatch>().jobs.size(), 1);
        QCOMPARE(alerts.first().at(0).value<quint64>(), alertTicket);
        QCOMPARE(alerts.first().at(1).toString(), u"clickhouse"_s);
        QCOMPARE(alerts.first().at(2).value<AlertTransitions>(), said);

        JobCache reader(path);
        HW_VERIFY_OK(reader.open());
        QCOMPARE(GridJobStore(reader).watermark(u"clickhouse"_s), 1000);
        HW_ASSIGN_OK(const AlertTransitions read, AlertHistoryStore(reader).load(u"clickhouse"_s, 0, 2000));
        QCOMPARE(read, said);
    }

    void urlTailRoundTrip_data()
    {
        QTest::addColumn<QString>("url");
        QTest::addColumn<qint64>("runId");
        QTest::addColumn<qint64>("id");
        QTest::addColumn<QString>("prefix"); // empty: kept whole
        QTest::newRow("canonical") << u"https://github.com/pytorch/pytorch/actions/runs/123/job/456"_s << 123ll << 456ll
                                   << u"https://github.com/pytorch/pytorch"_s;
        QTest::newRow("other job") << u"https://github.com/o/r/actions/runs/123/job/457"_s << 123ll << 456ll << QString();
        QTest::newRow("other run") << u"https://github.com/o/r/actions/runs/124/job/456"_s << 123ll << 456ll << QString();
        QTest::newRow("tail only") << u"/actions/runs/1/job/2"_s << 1ll << 2ll << QString();
        QTest::newRow("empty") << QString() << 1ll << 2ll << QString();
        QTest::newRow("shorter id") << u"https://x/actions/runs/1/job/20"_s << 1ll << 2ll << QString();
        const qint64 low = std::numeric_limits<qint64>::min();
        QTest::newRow("extreme ids") << u"p/actions/runs/%1/job/%1"_s.arg(low) << low << low << u"p"_s;
    }

    void urlTailRoundTrip()
    {
        QFETCH(QString, url);
        QFETCH(qint64, runId);
        QFETCH(qint64, id);
        QFETCH(QString, prefix);
        const QStringView found = JobUrlTail::prefixOf(url, runId, id);
        QCOMPARE(found.toString(), prefix);
        if (!prefix.isEmpty())
            QCOMPARE(JobUrlTail::join(prefix, runId, id), url);
        char16_t tail[JobUrlTail::maxLength];
        QVERIFY(JobUrlTail::write(tail, runId, id) <= JobUrlTail::maxLength);
    }

    // The two halves of a large load: chunks arrive in order, the reader's emptied buffers come
    // back with their room, and pop() ends once the producer finished and the queue is empty.
    void rawJobQueueHandsChunksOverInOrder()
    {
        RawJobQueue queue;
        constexpr int kChunks = 200;
        QList<qsizetype> seen;
        bool sizesRight = true; // checked here, not with QCOMPARE on the consumer's thread
        std::thread consumer([&] {
            RawJobQueue::Chunk chunk;
            while (queue.pop(&chunk)) {
                seen << chunk.commitIndex;
                sizesRight = sizesRight && qsizetype(chunk.rows.size()) == chunk.commitIndex % 5;
                queue.recycle(std::move(chunk.rows));
            }
        });
        qsizetype reused = 0;
        for (int i = 0; i < kChunks; ++i) {
            RawJobQueue::Chunk chunk;
            chunk.commitIndex = i;
            chunk.rows = queue.spare();
            QVERIFY(chunk.rows.empty());
            reused += chunk.rows.capacity() > 0;
            chunk.rows.resize(i % 5);
            queue.push(std::move(chunk));
        }
        queue.finish();
        consumer.join();
        QVERIFY(sizesRight);
        QCOMPARE(seen.size(), kChunks);
        for (int i = 0; i < kChunks; ++i)
            QCOMPARE(seen.at(i), qsizetype(i));
        QVERIFY(queue.spare().capacity() > 0 || reused > 0); // buffers did come back
        RawJobQueue::Chunk none;
        QVERIFY(!queue.pop(&none)); // finished and empty: no wait
    }
};

HW_TEST_GUILESS_MAIN(tst_CacheStores)
#include "tst_CacheStores.moc"
