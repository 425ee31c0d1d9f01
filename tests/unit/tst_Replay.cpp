#include "TestEnvironment.h"
#include "grid/JobGridModel.h"
#include "timemachine/DemoRecordingGenerator.h"
#include "timemachine/RecordingReader.h"
#include "timemachine/Replayer.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

#include "GridDump.h"
#include "TestRegistry.h"

using namespace hw;
using namespace Qt::StringLiterals;

namespace {

// The bundled demo inputs, compiled into hudwatch_models.
} // namespace

class TestReplay : public QObject
{
    Q_OBJECT

    Recording m_demo;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        DemoRecordingGenerator::Options o;
        // Smaller than the default demo (120 x 316): these tests rebuild and re-check the grid
        // (with an item-model tester attached) many times.
        o.commits = 36;
        o.minRuns = 50;
        const auto r = DemoRecordingGenerator::generateFrom(test::demoResource(u"jobs.csv"_s), test::demoResource(u"failure_lines.tsv"_s), o);
        QVERIFY2(r, qPrintable(r.error().message));
        m_demo = *r;
    }

    void seekEqualsApplyingEveryEventUpToT_data()
    {
        QTest::addColumn<double>("fraction");
        QTest::newRow("early") << 0.1;
        QTest::newRow("middle") << 0.5;
        QTest::newRow("live start") << -1.0;
        QTest::newRow("end") << 1.0;
    }
    void seekEqualsApplyingEveryEventUpToT()
    {
        QFETCH(double, fraction);
        const qint64 start = m_demo.header.start, end = m_demo.header.end;
        const qint64 t = fraction < 0 ? m_demo.header.liveAt
                                      : start + qint64(fraction * double(end - start));

        JobGridModel seeked;
        QAbstractItemModelTester t1(&seeked, QAbstractItemModelTester::FailureReportingMode::Fatal);
        Replayer replayer(&seeked);
        replayer.setRecording(m_demo);
        replayer.seek(t);
        QCOMPARE(replayer.clock(), t);

        // Reference: an empty grid fed every event up to t, ten minutes at a time. (Fatal-mode
        // testers: the QtTest mode costs a QCOMPARE per check, minutes on a 300-column grid.)
        JobGridModel stepped;
        QAbstractItemModelTester t2(&stepped, QAbstractItemModelTester::FailureReportingMode::Fatal);
        stepped.setUnstablePatterns(m_demo.header.unstablePatterns);
        stepped.resetFrom(JobBatch{});
        for (qint64 from = start - 1; from < t; from += 600)
            stepped.applyBatch(m_demo.between(from, std::min(t, from + 600)));

        QVERIFY(seeked.rowCount() > 0);
        QCOMPARE(seeked.rowCount(), stepped.rowCount());
        QCOMPARE(seeked.columnCount(), stepped.columnCount());
        QCOMPARE(hw::test::gridDump(seeked), hw::test::gridDump(stepped));
    }

    void playingAppliesIncrementalBatches()
    {
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        Replayer replayer(&model);
        replayer.setRecording(m_demo);
        replayer.seek(m_demo.header.liveAt);
        const QStringList before = hw::test::gridDump(model);
        const int rowsBefore = model.rowCount();

        QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
        QSignalSpy changes(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy statuses(&replayer, &Replayer::statusChanged);
        int changedCells = 0;
        for (int i = 0; i < 30; ++i)
            changedCells += replayer.advance(60);
        QCOMPARE(resets.count(), 0);      // no reset while playing
        QVERIFY(changes.count() > 0);
        QVERIFY(changedCells > 0);
        QVERIFY(hw::test::gridDump(model) != before);
        QVERIFY(model.rowCount() >= rowsBefore);
        QCOMPARE(replayer.clock(), m_demo.header.liveAt + 30 * 60);
        QCOMPARE(statuses.last().first().value<SourceStatus>().asOf, replayer.clock());

        // And the incrementally played grid equals a seek to the same instant.
        const QStringList played = hw::test::gridDump(model);
        replayer.seek(replayer.clock());
        QCOMPARE(hw::test::gridDump(model), played);
    }

    void liveModeRunsOnATimerAndReportsReplaying()
    {
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        Replayer replayer(&model);
        replayer.setRecording(m_demo);
        replayer.setTickIntervalMs(50);
        QSignalSpy statuses(&replayer, &Replayer::statusChanged);
        replayer.startLive();
        QVERIFY(replayer.isPlaying());
        QVERIFY(replayer.loops());
        QCOMPARE(replayer.status().state, SourceStatus::State::Replaying);
        QCOMPARE(replayer.status().source, u"demo"_s);
        // Head still running at the live start.
        int running = 0;
        for (int c = 0; c < model.columnCount(); ++c) {
            const CellStatus s = model.cellStatus(0, c);
            running += s == CellStatus::Pending || s == CellStatus::Queued;
        }
        QVERIFY(running > 0);
        const qint64 t0 = replayer.clock();
        // Each 50 ms tick advances 30 x 50 ms = 1.5 s, rounded to 2 s of recorded time.
        QTRY_VERIFY_WITH_TIMEOUT(replayer.clock() >= t0 + 20, 20000);
        replayer.pause();
        QCOMPARE(replayer.status().state, SourceStatus::State::Paused);
        const qint64 paused = replayer.clock();
        QTest::qWait(150); // on purpose: longer than a tick: the paused clock stays
        QCOMPARE(replayer.clock(), paused);
        QVERIFY(statuses.count() > 2);
    }

    // Each speed the timeline offers plays at that speed, whatever the tick (1× at a 500 ms tick
    // played at 2× when each tick rounded half a second up to one).
    void playsAtTheSpeedItSays()
    {
        for (const double speed : {1.0, 10.0, 60.0, 600.0}) {
            for (const int tickMs : {500, 2000}) {
                JobGridModel model;
                Replayer replayer(&model);
                replayer.setRecording(m_demo);
                replayer.setTickIntervalMs(tickMs);
                replayer.seek(replayer.startTime());
                replayer.setSpeed(speed);
                replayer.play(speed);
                replayer.pause(); // ticks by hand: no wall clock in the test
                const qint64 t0 = replayer.clock();
                const int ticks = 8; // 4 s of wall time at 500 ms, 16 s at 2 s
                for (int i = 0; i < ticks; ++i)
                    replayer.tick();
                const double expected = speed * ticks * tickMs / 1000.0;
                QVERIFY2(replayer.clock() - t0 == qint64(expected),
                         qPrintable(u"%1x at %2 ms: %3 s instead of %4 s"_s.arg(speed).arg(tickMs).arg(replayer.clock() - t0).arg(expected)));
            }
        }
    }

    void loopsBackToTheLiveStart()
    {
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        Replayer replayer(&model);
        replayer.setRecording(m_demo);
        replayer.startLive();
        replayer.pause();
        QSignalSpy looped(&replayer, &Replayer::looped);
        replayer.seek(m_demo.header.end - 30);
        replayer.advance(60);
        QCOMPARE(replayer.clock(), m_demo.header.end);
        QCOMPARE(looped.count(), 0);
        replayer.advance(60);
        QCOMPARE(looped.count(), 1);
        QCOMPARE(replayer.clock(), m_demo.header.liveAt);
    }

    void stopsAtTheEndWithoutLoop()
    {
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        Replayer replayer(&model);
        replayer.setRecording(m_demo);
        replayer.seek(m_demo.header.end - 10);
        replayer.play(1.0);
        QVERIFY(replayer.isPlaying());
        replayer.advance(60);
        QCOMPARE(replayer.clock(), m_demo.header.end);
        QVERIFY(!replayer.isPlaying());
        QCOMPARE(replayer.status().state, SourceStatus::State::Paused);
    }

    void replaysAFileFromDisk()
    {
        const auto r = RecordingReader::readFile(hw::test::dataPath(u"demo/tiny-recording.jsonl"_s));
        QVERIFY2(r, qPrintable(r.error().message));
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
        Replayer replayer(&model);
        replayer.setRecording(*r);
        QCOMPARE(replayer.clock(), r->header.start);
        QCOMPARE(model.rowCount(), 1);
        replayer.seek(1723622600);
        QCOMPARE(model.cellStatus(0, 0), CellStatus::Pending);
        replayer.advance(3600);
        QCOMPARE(model.rowCount(), 2);
        const int oldRow = model.rowOfCommit(u"1111111111111111111111111111111111111111"_s);
        QCOMPARE(model.cellStatus(oldRow, 0), CellStatus::Failure);
        QCOMPARE(model.cellStatus(model.rowOfCommit(u"2222222222222222222222222222222222222222"_s), 0),
                 CellStatus::Success);
    }
};

HW_TEST_GUILESS_MAIN(TestReplay)
#include "tst_Replay.moc"
