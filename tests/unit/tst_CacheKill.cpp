#include "ResultAssertions.h"
#include "TestEnvironment.h"
#include "cache/CacheWriter.h"
#include "cache/JobCache.h"
#include "grid/GridJobStore.h"
#include "grid/JobBatchWriter.h"

#include <QCoreApplication>
#include <QFile>
#include <QHash>
#include <QProcess>
#include <QStandardPaths>
#include <QTest>
#include <QThread>

#include <cstdio>
#include <cstring>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

// Jobs per batch: big enough that one storeBatch takes tens of ms, so a kill at a random
// moment very likely lands inside a transaction.
constexpr int K = 4000;
const QString kSource = u"kill"_s;

QString shaOfBatch(qint64 n)
{
    return u"%1"_s.arg(n, 40, 16, QLatin1Char('0'));
}

// Batch n: one commit, exactly K jobs (ids n*K .. n*K+K-1), a few new column names (so
// interning happens inside the transaction too), watermark n.
void fillBatch(JobBatch &b, qint64 n)
{
    b.source = kSource;
    b.commits = {Commit{shaOfBatch(n), n, u"batch %1"_s.arg(n), u"writer"_s}};
    b.watermark = n;
    b.fetchedAt = 1'700'000'000 + n;
    const QString sha = shaOfBatch(n);
    for (int i = 0; i < K; ++i) {
        JobRun &j = b.jobs[i];
        j.id = n * K + i;
        j.runId = n * 100 + i % 100;
        j.headSha = sha;
        j.insertedAt = n;
        j.htmlUrl = QString();
        if (i < 3)
            j.jobName = u"batch %1 extra %2"_s.arg(n).arg(i);
    }
}

JobBatch templateBatch()
{
    JobBatch b;
    b.jobs.resize(K);
    for (int i = 0; i < K; ++i) {
        JobRun &j = b.jobs[i];
        j.workflowName = i % 3 ? u"pull"_s : u"trunk"_s;
        j.jobName = u"linux-jammy-py3.9-gcc11 / test (default, %1, 5, linux.4xlarge)"_s.arg(i % 700);
        j.status = u"completed"_s;
        j.conclusion = i % 17 ? u"success"_s : u"failure"_s;
        j.createdAt = 1'723'600'000 + i;
        j.startedAt = j.createdAt + 30;
        j.completedAt = j.startedAt + 900;
        if (i % 17 == 0)
            j.failureLine = u"FAILED test_nn.py::TestNN::test_conv_%1 - RuntimeError: CUDA error: an illegal memory access"_s.arg(i);
    }
    return b;
}

void announce(const char *what, qint64 n)
{
    std::printf("%s %lld\n", what, static_cast<long long>(n));
    std::fflush(stdout);
}

// The child: writes batches until killed, announcing each one before and after it commits.
int runWriter(const QString &path)
{
    JobCache cache(path);
    if (const Result<void> opened = cache.open(); !opened) {
        std::fprintf(stderr, "writer: %s\n", qPrintable(opened.error().message));
        return 2;
    }
    JobBatch b = templateBatch();
    const qint64 first = GridJobStore(cache).watermark(kSource) + 1;
    for (qint64 n = first; n < first + 100000; ++n) {
        fillBatch(b, n);
        announce("begin", n);
        if (const Result<void> stored = GridJobStore(cache).storeBatch(b); !stored) {
            std::fprintf(stderr, "writer: %s\n", qPrintable(stored.error().message));
            return 3;
        }
        announce("committed", n);
    }
    return 0;
}

// The child as the application writes: batches go to a CacheWriter, whose thread writes them
// while this thread prepares the next; two are always queued, so the writer thread is inside a
// transaction nearly all the time. "begin n" when batch n is handed over, "committed n" when
// batchStored says it is in the file.
int runThreadWriter(int argc, char **argv, const QString &path)
{
    QCoreApplication app(argc, argv);
    qint64 next = 1;
    {
        JobCache reader(path); // creates the file; the writer opens its own connection
        if (const Result<void> opened = reader.open(); !opened) {
            std::fprintf(stderr, "writer: %s\n", qPrintable(opened.error().message));
            return 2;
        }
        next = GridJobStore(reader).watermark(kSource) + 1;
    }
    CacheWriter writer(path);
    JobBatch b = templateBatch();
    const auto handOver = [&] {
        fillBatch(b, next);
        announce("begin", next);
        JobBatchWriter::of(&writer)->store(b);
        ++next;
    };
    QObject::connect(JobBatchWriter::of(&writer), &JobBatchWriter::batchStored, &app, [&](quint64, const JobBatch &stored) {
        announce("committed", stored.watermark);
        handOver();
    });
    QObject::connect(&writer, &CacheWriter::storeFailed, &app, [&](quint64, const SourceError &error) {
        std::fprintf(stderr, "writer: %s\n", qPrintable(error.message));
        app.exit(3);
    });
    handOver();
    handOver();
    return app.exec();
}

struct WriterLog {
    qint64 lastBegun = 0;
    qint64 lastCommitted = 0;
    bool killed = false; // ended by the SIGKILL, not on its own
};

// Starts the child in mode, waits for two commits, lets it run delayMs more, SIGKILLs it.
WriterLog killWriterMidway(const QString &mode, const QString &path, int delayMs)
{
    WriterLog log;
    QProcess writer;
    writer.setProcessChannelMode(QProcess::SeparateChannels);
    writer.start(QCoreApplication::applicationFilePath(), {mode, path});
    if (!writer.waitForStarted(10000)) {
        qWarning("cannot start the writer: %s", qPrintable(writer.errorString()));
        return log;
    }
    // Wait until this writer has committed two batches, then let it run a little more.
    QByteArray out;
    int committedThisRun = 0;
    QDeadlineTimer deadline(60000);
    while (committedThisRun < 2 && !deadline.hasExpired() && writer.state() == QProcess::Running) {
        writer.waitForReadyRead(100);
        out += writer.readAllStandardOutput();
        committedThisRun = int(out.count("committed "));
    }
    if (committedThisRun < 2) {
        qWarning("the writer did not commit two batches: %s", writer.readAllStandardError().constData());
        writer.kill();
        writer.waitForFinished(10000);
        return log;
    }
    if (delayMs > 0)
        QThread::msleep(delayMs); // on purpose: the kill lands at this moment of the write
    writer.kill(); // SIGKILL: no chance to finish the transaction or close the file
    writer.waitForFinished(10000);
    log.killed = writer.exitStatus() == QProcess::CrashExit;
    if (!log.killed)
        qWarning("the writer ended on its own: exit code %d, %s", writer.exitCode(),
                 writer.readAllStandardError().constData());
    out += writer.readAllStandardOutput();
    for (const QByteArray &line : out.split('\n')) {
        if (line.startsWith("begin "))
            log.lastBegun = line.mid(6).toLongLong();
        else if (line.startsWith("committed "))
            log.lastCommitted = line.mid(10).toLongLong();
    }
    return log;
}

// The file after a kill: opens, passes the integrity check, and holds whole batches 1..W only,
// W being at least the last batch reported committed and at most the last one begun.
void verifyWholeBatches(const QString &path, const WriterLog &log)
{
    QVERIFY2(log.lastCommitted >= 2, "the writer did not run");
    QVERIFY(log.killed);
    JobCache cache(path);
    HW_VERIFY_OK(cache.open());
    HW_VERIFY_OK(cache.checkIntegrity());
    HW_ASSIGN_OK(const JobBatch all, GridJobStore(cache).loadLatest(kSource, 1'000'000));

    // Whole batches only: every commit has exactly its K jobs, no job is orphaned, and the
    // stored batches are exactly 1..W.
    const qint64 stored = all.commits.size();
    QVERIFY2(stored >= log.lastCommitted && stored <= log.lastBegun,
             qPrintable(u"stored %1 batches, writer reported %2 committed, %3 begun"_s.arg(stored)
                            .arg(log.lastCommitted)
                            .arg(log.lastBegun)));
    QCOMPARE(all.jobs.size() % K, 0);
    QCOMPARE(all.jobs.size(), stored * K);
    QHash<QString, int> jobsPerCommit;
    for (const JobRun &j : all.jobs) {
        ++jobsPerCommit[j.headSha];
        QCOMPARE(j.id / K, j.insertedAt);
    }
    for (qint64 n = 1; n <= stored; ++n) {
        QCOMPARE(all.commits.at(stored - n).time, n); // newest first
        QCOMPARE(jobsPerCommit.value(shaOfBatch(n)), K);
    }
    QCOMPARE(GridJobStore(cache).watermark(kSource), stored); // sync state moved with its batch
    QCOMPARE(GridJobStore(cache).lastFetchedAt(kSource), stored > 0 ? 1'700'000'000 + stored : 0);
}

} // namespace

class TestCacheKill : public QObject
{
    Q_OBJECT

private:
    QString m_path;
    QString m_threadPath;
    int m_killsInFlight = 0;
    int m_kills = 0;
    int m_threadKillsInFlight = 0;
    int m_threadKills = 0;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_path = test::freshRuntimeDir(u"CacheKill"_s) + u"/cache.sqlite"_s;
        m_threadPath = test::freshRuntimeDir(u"CacheKillThread"_s) + u"/cache.sqlite"_s;
    }

    void sigkillLeavesOnlyWholeBatches_data()
    {
        QTest::addColumn<int>("delayMs");
        for (int delay : {0, 3, 9, 17, 29, 41, 60})
            QTest::addRow("kill %d ms after a commit was seen", delay) << delay;
    }

    // The same file across all rows: each writer resumes after the last batch that survived.
    void sigkillLeavesOnlyWholeBatches()
    {
        QFETCH(int, delayMs);
        const WriterLog log = killWriterMidway(u"--writer"_s, m_path, delayMs);
        // The direct writer commits n before it begins n + 1: at most the one in flight is extra.
        QVERIFY(log.lastBegun <= log.lastCommitted + 1);
        ++m_kills;
        if (log.lastBegun > log.lastCommitted)
            ++m_killsInFlight;
        verifyWholeBatches(m_path, log);
    }

    void sigkillOfTheWriterThreadLeavesOnlyWholeBatches_data() { sigkillLeavesOnlyWholeBatches_data(); }

    // The application's path: the CacheWriter's thread is killed with the process mid-batch;
    // the cache still opens with the last complete batch.
    void sigkillOfTheWriterThreadLeavesOnlyWholeBatches()
    {
        QFETCH(int, delayMs);
        const WriterLog log = killWriterMidway(u"--thread-writer"_s, m_threadPath, delayMs);
        ++m_threadKills;
        if (log.lastBegun > log.lastCommitted)
            ++m_threadKillsInFlight;
        verifyWholeBatches(m_threadPath, log);
    }

    void killsHitBatchesInFlight()
    {
        // Evidence that the rows above killed the writer inside storeBatch, not between batches.
        qInfo("%d of %d kills landed while a batch was being written", m_killsInFlight, m_kills);
        QVERIFY(m_kills > 0);
        QVERIFY(m_killsInFlight > 0);
        qInfo("writer thread: %d of %d kills landed with a batch handed over and not committed",
              m_threadKillsInFlight, m_threadKills);
        QVERIFY(m_threadKills > 0);
        QVERIFY(m_threadKillsInFlight > 0);
    }
};

int main(int argc, char **argv)
{
    if (argc == 3 && std::strcmp(argv[1], "--writer") == 0)
        return runWriter(QString::fromLocal8Bit(argv[2]));
    if (argc == 3 && std::strcmp(argv[1], "--thread-writer") == 0)
        return runThreadWriter(argc, argv, QString::fromLocal8Bit(argv[2]));
    QCoreApplication app(argc, argv);
    TestCacheKill test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_CacheKill.moc"
