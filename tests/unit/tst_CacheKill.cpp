#include "TestEnvironment.h"
#include "cache/JobCache.h"

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

// The child: writes batches until killed, announcing each one before and after it commits.
int runWriter(const QString &path)
{
    JobCache cache(path);
    QString error;
    if (!cache.open(&error)) {
        std::fprintf(stderr, "writer: %s\n", qPrintable(error));
        return 2;
    }
    JobBatch b = templateBatch();
    const qint64 first = cache.watermark(kSource) + 1;
    for (qint64 n = first; n < first + 100000; ++n) {
        fillBatch(b, n);
        std::printf("begin %lld\n", static_cast<long long>(n));
        std::fflush(stdout);
        if (!cache.storeBatch(b, &error)) {
            std::fprintf(stderr, "writer: %s\n", qPrintable(error));
            return 3;
        }
        std::printf("committed %lld\n", static_cast<long long>(n));
        std::fflush(stdout);
    }
    return 0;
}

} // namespace

class TestCacheKill : public QObject
{
    Q_OBJECT

private:
    QString m_path;
    int m_killsInFlight = 0;
    int m_kills = 0;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_path = test::freshRuntimeDir(u"CacheKill"_s) + u"/cache.sqlite"_s;
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
        QProcess writer;
        writer.setProcessChannelMode(QProcess::SeparateChannels);
        writer.start(QCoreApplication::applicationFilePath(), {u"--writer"_s, m_path});
        QVERIFY2(writer.waitForStarted(10000), qPrintable(writer.errorString()));

        // Wait until this writer has committed two batches, then let it run a little more.
        QByteArray out;
        int committedThisRun = 0;
        QDeadlineTimer deadline(60000);
        while (committedThisRun < 2 && !deadline.hasExpired() && writer.state() == QProcess::Running) {
            writer.waitForReadyRead(100);
            out += writer.readAllStandardOutput();
            committedThisRun = int(out.count("committed "));
        }
        QVERIFY2(committedThisRun >= 2, writer.readAllStandardError().constData());
        if (delayMs > 0)
            QThread::msleep(delayMs);
        writer.kill(); // SIGKILL: no chance to finish the transaction or close the file
        QVERIFY(writer.waitForFinished(10000));
        QCOMPARE(writer.exitStatus(), QProcess::CrashExit);
        out += writer.readAllStandardOutput();

        qint64 lastBegun = 0;
        qint64 lastCommitted = 0;
        for (const QByteArray &line : out.split('\n')) {
            if (line.startsWith("begin "))
                lastBegun = line.mid(6).toLongLong();
            else if (line.startsWith("committed "))
                lastCommitted = line.mid(10).toLongLong();
        }
        ++m_kills;
        if (lastBegun > lastCommitted)
            ++m_killsInFlight;

        JobCache cache(m_path);
        QString error;
        QVERIFY2(cache.open(&error), qPrintable(error));
        QVERIFY2(cache.checkIntegrity(&error), qPrintable(error));
        const JobBatch all = cache.loadLatest(kSource, 1'000'000, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));

        // Whole batches only: every commit has exactly its K jobs, no job is orphaned, and the
        // stored batches are exactly 1..W with W the last reported commit or the one in flight.
        const qint64 stored = all.commits.size();
        QVERIFY2(stored == lastCommitted || (stored == lastCommitted + 1 && lastBegun == stored),
                 qPrintable(u"stored %1 batches, writer reported %2 committed, %3 begun"_s.arg(stored)
                                .arg(lastCommitted)
                                .arg(lastBegun)));
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
        QCOMPARE(cache.watermark(kSource), stored); // sync state moved with its batch
        QCOMPARE(cache.lastFetchedAt(kSource), stored > 0 ? 1'700'000'000 + stored : 0);
    }

    void killsHitBatchesInFlight()
    {
        // Evidence that the rows above killed the writer inside storeBatch, not between batches.
        qInfo("%d of %d kills landed while a batch was being written", m_killsInFlight, m_kills);
        QVERIFY(m_kills > 0);
        QVERIFY(m_killsInFlight > 0);
    }
};

int main(int argc, char **argv)
{
    if (argc == 3 && std::strcmp(argv[1], "--writer") == 0)
        return runWriter(QString::fromLocal8Bit(argv[2]));
    QCoreApplication app(argc, argv);
    TestCacheKill test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_CacheKill.moc"
