// The time machine's promise: the grid replayed at instant T is the grid of the rows visible at
// T (the latest row per job id with insertedAt <= T, the commits with time <= T), whether the
// replay jumped there or played up to it, and after the recording went through its SQLite file.
#include "GridDump.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "grid/JobGridModel.h"
#include "timemachine/DemoRecordingGenerator.h"
#include "timemachine/Replayer.h"
#include "timemachine/RecordingFile.h"

#include <QHash>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <random>

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

// The reference, written without Recording's helpers: one pass over every event.
JobBatch visibleAt(const Recording &r, qint64 t)
{
    JobBatch b;
    b.source = r.header.source;
    for (const Commit &c : r.commits)
        if (c.time <= t)
            b.commits.append(c);
    QHash<qint64, JobRun> latest;
    QVector<qint64> order;
    for (const JobRun &j : r.jobs) {
        if (j.insertedAt > t)
            continue;
        auto it = latest.find(j.id);
        if (it == latest.end()) {
            order.append(j.id);
            latest.insert(j.id, j);
        } else if (j.insertedAt >= it->insertedAt) {
            *it = j;
        }
    }
    for (qint64 id : order)
        b.jobs.append(latest.value(id));
    b.fetchedAt = b.watermark = t;
    return b;
}

QStringList sortedDump(const JobGridModel &m)
{
    QStringList d = test::gridDump(m);
    d.sort();
    return d;
}

QStringList rowOrder(const JobGridModel &m)
{
    QStringList rows;
    for (int r = 0; r < m.rowCount(); ++r)
        rows << m.commitSha(r);
    return rows;
}

// Rows of a random recording: jobs of random commits queued, started, finished (or not) at
// random times, re-runs with a new attempt, some rows arriving out of order in the file.
Recording randomRecording(quint64 seed)
{
    std::mt19937_64 rng(seed);
    const auto pick = [&rng](int n) { return int(rng() % quint64(n)); };
    Recording r;
    r.header.source = u"random"_s;
    const qint64 t0 = 1723600800;
    const QStringList conclusions { u"success"_s, u"failure"_s, u"cancelled"_s, u"skipped"_s };
    for (int c = 0; c < 30; ++c) {
        const QString sha = u"%1"_s.arg(seed * 100 + quint64(c), 40, 16, QChar(u'0'));
        const qint64 ct = t0 + c * 300 + pick(200);
        r.commits.append(Commit { sha, ct, u"commit %1"_s.arg(c), u"dev"_s });
        for (int col = 0; col < 12; ++col) {
            if (pick(5) == 0)
                continue; // not every job runs on every commit
            JobRun j;
            j.id = qint64(c) * 1000 + col + 1;
            j.runId = 50000 + c;
            j.workflowName = col < 6 ? u"pull"_s : u"trunk"_s;
            j.jobName = u"job %1"_s.arg(col);
            j.headSha = sha;
            j.createdAt = ct + pick(60);
            j.status = u"queued"_s;
            j.insertedAt = j.createdAt;
            r.jobs.append(j);
            if (pick(8) == 0)
                continue; // still queued at the end
            j.status = u"in_progress"_s;
            j.startedAt = j.createdAt + 30 + pick(600);
            j.insertedAt = j.startedAt;
            r.jobs.append(j);
            if (pick(6) == 0)
                continue; // still running
            j.status = u"completed"_s;
            j.conclusion = conclusions.at(pick(conclusions.size()));
            j.completedAt = j.startedAt + 60 + pick(3600);
            j.insertedAt = j.completedAt + pick(30);
            if (j.conclusion == u"failure")
                j.failureLine = u"FAILED test_%1"_s.arg(col);
            r.jobs.append(j);
            if (j.conclusion == u"failure" && pick(2) == 0) { // a re-run that passes
                j.runAttempt = 2;
                j.conclusion = u"success"_s;
                j.failureLine.clear();
                j.insertedAt += 900;
                r.jobs.append(j);
            }
        }
    }
    std::shuffle(r.jobs.begin(), r.jobs.end(), rng);
    r.sortEvents();
    r.header.start = r.firstEventTime();
    r.header.end = r.lastEventTime();
    return r;
}

} // namespace

class TestTimeMachineReplay : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    // The recording after a trip through its SQLite file: what --replay FILE plays.
    Recording throughFile(const Recording &r, const QString &name)
    {
        const QString file = m_dir.filePath(name);
        const Result<void> written = RecordingFile::write(r, file);
        if (!written)
            qFatal("%s", qPrintable(written.error().message));
        Result<Recording> read = RecordingFile::read(file);
        if (!read)
            qFatal("%s", qPrintable(read.error().message));
        return std::move(*read);
    }

    // maxCommits: the grid's row limit (300 in the app); seeks read only the rows it can show.
    void checkInstants(const Recording &recording, int instants, int maxCommits = 300)
    {
        const qint64 start = recording.header.start, end = recording.header.end;
        JobGridModel replayed;
        replayed.setMaxCommits(maxCommits);
        Replayer replayer(&replayed);
        replayer.setRecording(recording);
        JobGridModel played;
        played.setMaxCommits(maxCommits);
        Replayer player(&played);
        player.setRecording(recording);
        qint64 playedTo = start;
        for (int i = 0; i <= instants; ++i) {
            const qint64 t = start + (end - start) * i / instants;
            JobGridModel direct;
            direct.setMaxCommits(maxCommits);
            direct.setUnstablePatterns(recording.header.unstablePatterns);
            direct.resetFrom(visibleAt(recording, t));
            // Jumped there (backwards too: every other instant seeks from the end first).
            if (i % 2)
                replayer.seek(end);
            replayer.seek(t);
            QCOMPARE(replayer.clock(), t);
            QCOMPARE(rowOrder(replayed), rowOrder(direct));
            QCOMPARE(sortedDump(replayed), sortedDump(direct));
            // Played there in uneven steps, applying each step as one incremental batch.
            while (playedTo < t) {
                player.advance(std::min<qint64>(t - playedTo, 97 + (playedTo % 500)));
                playedTo = player.clock();
            }
            QCOMPARE(rowOrder(played), rowOrder(direct));
            QCOMPARE(sortedDump(played), sortedDump(direct));
        }
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
    }

    void randomRecordingsMatchTheRowsVisibleAtT_data()
    {
        QTest::addColumn<quint64>("seed");
        QTest::addColumn<int>("maxCommits");
        for (quint64 seed : { 1u, 2u, 3u, 42u, 2024u }) {
            QTest::newRow(qPrintable(u"seed %1"_s.arg(seed))) << seed << 300;
            QTest::newRow(qPrintable(u"seed %1, 7 rows shown"_s.arg(seed))) << seed << 7;
        }
    }
    void randomRecordingsMatchTheRowsVisibleAtT()
    {
        QFETCH(quint64, seed);
        QFETCH(int, maxCommits);
        const Recording r = throughFile(randomRecording(seed), u"random-%1.hwrec"_s.arg(seed));
        checkInstants(r, 40, maxCommits);
    }

    void theDemoMatchesTheRowsVisibleAtT()
    {
        DemoRecordingGenerator::Options o;
        o.commits = 30;
        o.minRuns = 50;
        const auto demo = DemoRecordingGenerator::generateFrom(DemoRecordingGenerator::defaultJobsCsvPath(),
            DemoRecordingGenerator::defaultFailureLinesPath(), o);
        QVERIFY2(demo, qPrintable(demo.error().message));
        const Recording r = throughFile(*demo, u"demo.hwrec"_s);
        checkInstants(r, 12);
        checkInstants(r, 12, 10);
    }
};

HW_TEST_GUILESS_MAIN(TestTimeMachineReplay)
#include "tst_TimeMachineReplay.moc"
