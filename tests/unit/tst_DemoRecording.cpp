#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "grid/JobGridModel.h"
#include "timemachine/DemoRecordingGenerator.h"
#include "timemachine/RecordingReader.h"
#include "timemachine/RecordingWriter.h"

#include <QAbstractItemModelTester>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSet>
#include <QStandardPaths>
#include <QTest>

#include <optional>


using namespace hw;
using namespace Qt::StringLiterals;

namespace {

// The bundled demo inputs, compiled into hudwatch_models.
// The real day the demo imitates (resources/demo/PROVENANCE.md).
constexpr int kRealRuns = 19199;
constexpr int kRealFailures = 713;

} // namespace

class TestDemoRecording : public QObject
{
    Q_OBJECT

    QVector<DemoJobSpec> m_specs;
    QStringList m_lines;

    std::optional<Recording> m_standard;

    Recording generate(DemoRecordingGenerator::Options o = {}) const
    {
        return DemoRecordingGenerator(m_specs, m_lines, o).generate();
    }
    // The recording of the default options, generated once: the tests that only read it share it
    // (a generation takes ~5 s under ASan).
    const Recording &standard()
    {
        if (!m_standard)
            m_standard = generate();
        return *m_standard;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        const auto specs = DemoRecordingGenerator::parseJobsCsv(hw::test::readFile(test::demoResource(u"jobs.csv"_s)));
        QVERIFY2(specs, qPrintable(specs.error()));
        m_specs = *specs;
        m_lines = DemoRecordingGenerator::parseFailureLines(hw::test::readFile(test::demoResource(u"failure_lines.tsv"_s)));
    }

    void bundledInputsAreTheRealDayAndSmall()
    {
        QCOMPARE(m_specs.size(), 1239);
        int runs = 0, failures = 0;
        for (const DemoJobSpec &s : m_specs) {
            runs += s.runs;
            failures += s.failures;
            QVERIFY(!s.workflow.isEmpty());
            QVERIFY2(!s.job.contains(u"__ "_s), qPrintable(s.job)); // export quirk undone
        }
        QCOMPARE(runs, kRealRuns);
        QCOMPARE(failures, kRealFailures);
        QCOMPARE(DemoRecordingGenerator(m_specs).realFailureRate(), double(kRealFailures) / kRealRuns);
        QVERIFY(m_lines.size() >= 30);
        const qint64 bytes = QFileInfo(test::demoResource(u"jobs.csv"_s)).size()
            + QFileInfo(test::demoResource(u"failure_lines.tsv"_s)).size();
        QVERIFY2(bytes < 1024 * 1024, qPrintable(QString::number(bytes)));
        // A name with a comma inside quotes survived the CSV round trip.
        const bool hasShard = std::any_of(m_specs.cbegin(), m_specs.cend(), [](const DemoJobSpec &s) {
            return s.job == u"linux-focal-py3.12-clang10 / test (default, 1, 4, amz2023.linux.2xlarge)"_s;
        });
        QVERIFY(hasShard);
    }

    void defaultDemoComesFromTheBuiltInResources()
    {
        const auto r = DemoRecordingGenerator::generateDefault();
        const QString error = r.error().message;
        if (QFile::exists(DemoRecordingGenerator::defaultJobsCsvPath())) {
            QVERIFY2(r, qPrintable(error));
            QCOMPARE(r->commits.size(), 120);
        } else {
            // resources/demo.qrc not linked into this build yet: a clear error, no crash.
            QVERIFY(!r);
            QVERIFY2(error.contains(u"not built into this binary"_s), qPrintable(error));
        }
    }

    void rejectsAMalformedJobsCsv()
    {
        const auto shortLine = DemoRecordingGenerator::parseJobsCsv("workflow,job,runs,failures\npull,x,3\n");
        QVERIFY(!shortLine);
        QCOMPARE(shortLine.error(), u"jobs.csv line 2: expected workflow,job,runs,failures"_s);
        const auto noHeader = DemoRecordingGenerator::parseJobsCsv("name,count\n");
        QVERIFY(!noHeader);
        QVERIFY(noHeader.error().startsWith(u"jobs.csv line 1"_s));
    }

    void sameSeedSameRecording()
    {
        const QByteArray a = RecordingWriter::toBytes(standard());
        const QByteArray b = RecordingWriter::toBytes(generate());
        QCOMPARE(a.size(), b.size());
        QVERIFY(a == b);
        DemoRecordingGenerator::Options other;
        other.seed = 7;
        QVERIFY(RecordingWriter::toBytes(generate(other)) != a);
    }

    void timelineShape()
    {
        const Recording &r = standard();
        QCOMPARE(r.commits.size(), 120);
        QCOMPARE(r.header.source, u"demo"_s);
        QVERIFY(r.header.start < r.header.liveAt && r.header.liveAt < r.header.end);
        QCOMPARE(r.header.start, r.commits.first().time);
        QVERIFY(r.lastEventTime() <= r.header.end);
        QVERIFY(std::is_sorted(r.jobs.cbegin(), r.jobs.cend(),
                               [](const JobRun &a, const JobRun &b) { return a.insertedAt < b.insertedAt; }));
        QSet<QString> columns;
        for (const JobRun &j : r.jobs)
            columns.insert(j.columnName());
        const auto expected = std::count_if(m_specs.cbegin(), m_specs.cend(),
                                            [](const DemoJobSpec &s) { return s.runs >= 10; });
        QCOMPARE(columns.size(), expected);
        // A job never appears before its commit.
        QHash<QString, qint64> commitTime;
        for (const Commit &c : r.commits)
            commitTime.insert(c.sha, c.time);
        for (const JobRun &j : r.jobs)
            QVERIFY(j.insertedAt >= commitTime.value(j.headSha, std::numeric_limits<qint64>::max()));
        QVERIFY(std::any_of(r.commits.cbegin(), r.commits.cend(),
                            [](const Commit &c) { return c.title.startsWith(u"Revert \""_s); }));
    }

    void conclusionMixMatchesTheRealDay()
    {
        const Recording &r = standard();
        int completedFirst = 0, failedFirst = 0, cancelled = 0, timedOut = 0;
        for (const JobRun &j : r.jobs) {
            if (j.status != u"completed" || j.runAttempt != 1)
                continue;
            ++completedFirst;
            failedFirst += j.conclusion == u"failure";
            cancelled += j.conclusion == u"cancelled";
            timedOut += j.conclusion == u"timed_out";
        }
        const double real = double(kRealFailures) / kRealRuns; // 3.7 %
        const double demo = double(failedFirst) / completedFirst;
        qInfo("failure rate: demo %.2f %% of %d first attempts, real %.2f %%", demo * 100,
              completedFirst, real * 100);
        QVERIFY2(std::abs(demo - real) <= 0.35 * real, qPrintable(QString::number(demo)));
        QVERIFY(cancelled > 0);
        QVERIFY(timedOut > 0);
        QVERIFY(cancelled + timedOut < completedFirst / 100);
    }

    void gridTellsTheStory()
    {
        const Recording &r = standard();
        JobGridModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(r.header.unstablePatterns.size(), 1);
        qInfo("unstable: %s", qUtf8Printable(r.header.unstablePatterns.first()));
        model.setUnstablePatterns(r.header.unstablePatterns);
        model.resetFrom(r.snapshotAt(r.header.end));
        QCOMPARE(model.rowCount(), 120);

        QHash<CellStatus, int> counts;
        int longestStreak = 0;
        for (int c = 0; c < model.columnCount(); ++c) {
            int streak = 0;
            for (int row = 0; row < model.rowCount(); ++row) {
                const CellStatus s = model.cellStatus(row, c);
                ++counts[s];
                streak = s == CellStatus::Failure ? streak + 1 : 0;
                longestStreak = std::max(longestStreak, streak);
            }
        }
        qInfo("cells: O %d F %d X %d W %d ? %d Q %d C %d T %d ~ %d; longest failure streak %d",
              counts[CellStatus::Success], counts[CellStatus::Flaky], counts[CellStatus::Failure],
              counts[CellStatus::Warning], counts[CellStatus::Pending], counts[CellStatus::Queued],
              counts[CellStatus::Cancelled], counts[CellStatus::TimedOut], counts[CellStatus::NoJob],
              longestStreak);
        const int cells = model.rowCount() * model.columnCount();
        QVERIFY(counts[CellStatus::Success] > cells / 2);  // mostly green
        QVERIFY(counts[CellStatus::Flaky] > 0);
        QVERIFY(counts[CellStatus::Warning] > 0);          // the unstable family
        QVERIFY(longestStreak >= 3);                       // trunk broke, stayed broken, fixed

        // The head is still running: pending or queued cells in the newest commits.
        int headRunning = 0;
        for (int c = 0; c < model.columnCount(); ++c) {
            const CellStatus s = model.cellStatus(0, c);
            headRunning += s == CellStatus::Pending || s == CellStatus::Queued;
        }
        QVERIFY(headRunning > model.columnCount() / 10);
        // Old commits are finished.
        for (int c = 0; c < model.columnCount(); ++c) {
            const CellStatus s = model.cellStatus(model.rowCount() - 1, c);
            QVERIFY(s != CellStatus::Pending && s != CellStatus::Queued);
        }
    }

    void demoSurvivesTheFileFormat()
    {
        const Recording &r = standard();
        for (bool compress : {false, true}) {
            const QByteArray bytes = RecordingWriter::toBytes(r, compress);
            QElapsedTimer t;
            t.start();
            const auto back = RecordingReader::fromBytes(bytes);
            qInfo("demo as a file: %lld bytes%s, read in %lld ms", static_cast<long long>(bytes.size()),
                  compress ? " (qCompress)" : "", static_cast<long long>(t.elapsed()));
            QVERIFY2(back, qPrintable(back.error()));
            QCOMPARE(back->header, r.header);
            QCOMPARE(back->commits, r.commits);
            QCOMPARE(back->jobs, r.jobs);
        }
    }

    void liveWindowHasVisibleChanges()
    {
        const Recording &r = standard();
        const JobBatch live = r.between(r.header.liveAt, r.header.end);
        int completions = 0;
        for (const JobRun &j : live.jobs)
            completions += j.status == u"completed";
        QVERIFY(live.commits.size() >= 5);
        QVERIFY(completions > 200);
    }
};

HW_TEST_GUILESS_MAIN(TestDemoRecording)
#include "tst_DemoRecording.moc"
