// `hudwatch grid|trunk|backends|utilization … --json`, the real executable with no display (no
// DISPLAY, WAYLAND_DISPLAY or QT_QPA_PLATFORM in its environment): against the bundled demo,
// a recording built here (with its snapshots) and a profile's cache built here. Expected figures
// are worked out by hand from the rows written (letters, job ids, rows newest first) or by plain
// loops over them (pass rates, commits per range), not by the code under test.
#include "BackendTestSnapshot.h"
#include "ExecutableRun.h"
#include "FigureSource.h"
#include "FlakyFigures.h"
#include "TestEnvironment.h"

#include "backends/BackendsSnapshotJson.h"
#include "backends/BackendsSync.h"
#include "cache/JobCache.h"
#include "cache/SnapshotStore.h"
#include "grid/GridJobStore.h"
#include "flaky/FlakyResultsJson.h"
#include "grid/GridClickHouseSource.h"
#include "timemachine/DemoRecordingGenerator.h"
#include "timemachine/RecordingFile.h"
#include "trunk/TrunkHealthCalculator.h"
#include "trunk/TrunkHealthJson.h"
#include "trunk/TrunkInput.h"
#include "utilization/UtilizationDemo.h"
#include "utilization/UtilizationFleetJson.h"
#include "JobRunBuilder.h"
#include "TestRegistry.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTest>
#include <QTimeZone>

using namespace Qt::StringLiterals;

namespace {

// 2026-03-02 10:00:00 UTC, on the hour: the built recording's start.
const qint64 T = QDateTime(QDate(2026, 3, 2), QTime(10, 0), QTimeZone::utc()).toSecsSinceEpoch();

QString iso(qint64 t)
{
    return QDateTime::fromSecsSinceEpoch(t, Qt::UTC).toString(Qt::ISODate);
}

hw::JobRun job(qint64 id, const QString &sha, const QString &workflow, const QString &name, const QString &status,
    const QString &conclusion, qint64 insertedAt)
{
    return hw::test::JobRunBuilder(id)
        .run(id * 10)
        .workflow(workflow)
        .job(name)
        .sha(sha)
        .status(status)
        .conclusion(conclusion)
        .times(insertedAt - 50, status == u"queued"_s ? 0 : insertedAt - 40, status == u"completed"_s ? insertedAt : 0)
        .insertedAt(insertedAt);
}

const QString C1 = u"1111111111111111111111111111111111111111"_s;
const QString C2 = u"2222222222222222222222222222222222222222"_s;
const QString C3 = u"3333333333333333333333333333333333333333"_s;

// Three commits; the letters at the end, columns "pull / build", "pull / test",
// "unstable / flaky-job": c3 "X~W", c2 "XC~", c1 "OF~". At T+1500 job 106 still runs: c3 "?~W".
hw::Recording builtRecording()
{
    hw::Recording r;
    r.header.version = 3;
    r.header.source = u"recording"_s;
    r.header.start = T;
    r.header.end = T + 3600;
    r.header.unstablePatterns = { u"^unstable / "_s };
    r.commits = { { C1, T, u"first change"_s, u"alice"_s }, { C2, T + 600, u"second change"_s, u"bob"_s },
        { C3, T + 1200, u"third change (#4242)"_s, u"carol"_s } };
    r.jobs = {
        job(101, C1, u"pull"_s, u"build"_s, u"completed"_s, u"success"_s, T + 100),
        job(102, C1, u"pull"_s, u"test"_s, u"completed"_s, u"failure"_s, T + 200),
        job(103, C1, u"pull"_s, u"test"_s, u"completed"_s, u"success"_s, T + 300),
        job(104, C2, u"pull"_s, u"build"_s, u"completed"_s, u"failure"_s, T + 700),
        job(105, C2, u"pull"_s, u"test"_s, u"completed"_s, u"cancelled"_s, T + 800),
        job(106, C3, u"pull"_s, u"build"_s, u"in_progress"_s, QString(), T + 1300),
        job(107, C3, u"unstable"_s, u"flaky-job"_s, u"completed"_s, u"failure"_s, T + 1400),
        job(106, C3, u"pull"_s, u"build"_s, u"completed"_s, u"failure"_s, T + 2000),
    };
    r.sortEvents();
    return r;
}

// One job name with two measured runs; the GPU-hours, idle hours and peak are the console's own.
hw::UtilizationFleet builtFleet()
{
    hw::UtilizationFleetRow row;
    row.name = u"pull / test (gpu)"_s;
    row.runs = 2;
    row.measuredRuns = 2;
    row.gpuHours = 8;
    row.measuredGpuHours = 8;
    row.averageUtil = 42.5;
    row.peakUtil = 99;
    row.idleGpuHours = 4.6;
    row.hudGpuAvg = 61.25;
    row.hudGpuP90 = 97.5;
    hw::UtilizationRunRow run;
    run.jobId = 555;
    run.workflowId = 77;
    run.runAttempt = 1;
    run.workflowName = u"pull"_s;
    run.startAt = T;
    run.endAt = T + 7200;
    run.gpuType = u"A10G"_s;
    run.gpuCount = 2;
    run.gpuHours = 4;
    run.averageUtil = 40;
    run.peakUtil = 98;
    run.idleGpuHours = 2.4;
    run.hudGpuAvg = 60.0;
    run.hudGpuP90 = 96.0;
    hw::UtilizationFleet fleet;
    fleet.from = T - 86'400;
    fleet.to = T + 1000;
    fleet.byJobName = { row };
    fleet.runs = { { row.name, { run } } };
    return fleet;
}

hw::FlakyResults builtFlaky()
{
    hw::FlakyResults f;
    f.from = T - 30 * 86'400;
    f.to = T + 900;
    f.fetchedAt = T + 1000;
    hw::FlakyTest t;
    t.file = u"test_ops.py"_s;
    t.classname = u"TestOps"_s;
    t.name = u"test_add"_s;
    f.tests = { t };
    return f;
}

hw::TrunkHealth builtTrunkHealth()
{
    hw::TrunkHealth h;
    h.from = 20'500 * 86'400;
    h.to = 20'502 * 86'400;
    h.bucketSeconds = 86'400;
    h.red = { { 20'500, 12, 3, 2, 1, 6 }, { 20'501, 11, 0, 1, 0, 10 } };
    h.redAverage = { 22, 3, 5 };
    h.timeToSignalKnown = true;
    h.timeToSignal = { { 20'497 * 86'400, u"main"_s, 2.5, 40 } };
    h.queuedAt = h.to;
    h.queued = { { u"linux.2xlarge"_s, 5, 900 } };
    h.consoleRed = { { 20'500, 10, 2, 3 }, { 20'501, 7, 0, 1 } };
    h.errors.ttsPercentile = u"Code: 60. DB::Exception: Table default.workflow_run doesn't exist"_s;
    return h;
}

QJsonObject rowOf(const QJsonObject &grid, const QString &sha)
{
    for (const QJsonValue &v : grid.value(u"rows"_s).toArray())
        if (v.toObject().value(u"sha"_s).toString() == sha)
            return v.toObject();
    return {};
}

QJsonObject cellOf(const QJsonObject &row, const QString &column)
{
    for (const QJsonValue &v : row.value(u"cells"_s).toArray())
        if (v.toObject().value(u"column"_s).toString() == column)
            return v.toObject();
    return {};
}

QList<qint64> idsOf(const QJsonValue &array)
{
    QList<qint64> ids;
    for (const QJsonValue &v : array.toArray())
        ids << v.toInteger();
    return ids;
}

} // namespace

class tst_FigureCommands : public QObject
{
    Q_OBJECT
    QString m_home;
    QString m_recording;
    QProcessEnvironment m_env;

    hw::test::ExecutableRun run(const QStringList &args) const
    {
        return hw::test::runExecutable(QStringLiteral(HUDWATCH_EXE), args, m_env, {}, 60'000);
    }

    // Runs and reads the JSON printed; fails the test when the command fails.
    QJsonObject json(const QStringList &args) const
    {
        const hw::test::ExecutableRun r = run(args);
        if (r.exitCode != 0) {
            qWarning("%s: exit %d: %s", qPrintable(args.join(u' ')), r.exitCode, qPrintable(r.err));
            return {};
        }
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out.toUtf8(), &error);
        if (!doc.isObject())
            qWarning("%s: not JSON: %s", qPrintable(args.join(u' ')), qPrintable(error.errorString()));
        return doc.object();
    }

    void writeProfile(const QString &name, const QString &body) const
    {
        const QString dir = m_home + u"/config/hudwatch/profiles"_s;
        QVERIFY(QDir().mkpath(dir));
        QFile file(dir + u'/' + name + u".ini"_s);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(body.toUtf8());
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        m_home = hw::test::freshRuntimeDir(u"figure-commands"_s);
        m_env = hw::test::isolatedProcessEnvironment(m_home);
        // Over SSH: no display and no platform chosen for the child.
        for (const char *name : { "QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY" })
            m_env.remove(QLatin1String(name));
        m_env.insert(u"LC_ALL"_s, u"C.UTF-8"_s);

        hw::Recording r = builtRecording();
        hw::BackendsSnapshot backends = hw::test::makeBackendSnapshot();
        const hw::UtilizationFleet fleet = builtFleet();
        r.snapshots = { { hw::BackendsSync::sourceName(), T + 1000, backends.asOf,
                            hw::BackendsSnapshotJson::toBody(backends) },
            { hw::UtilizationFleetJson::source(), T + 1000, fleet.to, hw::UtilizationFleetJson::toJson(fleet) },
            { hw::FlakyResultsJson::source(), T + 1000, T + 900, hw::FlakyResultsJson::toJson(builtFlaky()) } };
        m_recording = m_home + u"/built.hwrec"_s;
        const hw::Result<void> written = hw::RecordingFile::write(r, m_recording);
        QVERIFY2(written, qPrintable(written.error().message));

        // A profile watching pytorch/vision whose cache holds the recording's end state.
        const QString cache = m_home + u"/vision.sqlite"_s;
        writeProfile(u"vision"_s,
            u"[clickhouse]\nurl=http://127.0.0.1:9\n[grid]\nrepository=pytorch/vision\nbranch=main\n"
            "unstablePatterns=^unstable / \n[cache]\npath="_s
                + cache + u'\n');
        hw::JobCache jobs(cache);
        QVERIFY(jobs.open());
        hw::JobBatch batch = r.snapshotAt(r.header.end);
        batch.source = hw::GridClickHouseSource::sourceName();
        batch.watermark = T + 2000;
        batch.fetchedAt = T + 2100;
        QVERIFY(hw::GridJobStore(jobs).storeBatch(batch));
        QVERIFY(hw::SnapshotStore(jobs).store(
            hw::TrunkHealthJson::source(), T + 2000, T + 2100, hw::TrunkHealthJson::toJson(builtTrunkHealth())));
        QVERIFY(hw::SnapshotStore(jobs).store(hw::BackendsSync::sourceName(), backends.asOf, T + 2100,
            hw::BackendsSnapshotJson::toBody(backends)));
        QVERIFY(hw::SnapshotStore(jobs).store(hw::UtilizationFleetJson::source(), fleet.to, T + 2100,
            hw::UtilizationFleetJson::toJson(fleet)));
        jobs.close();

        // A profile whose console never ran, and one with grid rows only.
        writeProfile(u"fresh"_s, u"[clickhouse]\nurl=http://127.0.0.1:9\n[cache]\npath="_s + m_home + u"/none.sqlite\n"_s);
        const QString gridOnly = m_home + u"/gridonly.sqlite"_s;
        writeProfile(u"gridonly"_s, u"[clickhouse]\nurl=http://127.0.0.1:9\n[cache]\npath="_s + gridOnly + u'\n');
        hw::JobCache only(gridOnly);
        QVERIFY(only.open());
        QVERIFY(hw::GridJobStore(only).storeBatch(batch));
    }

    void gridOfARecordingAtItsEnd()
    {
        const QJsonObject o = json({ u"grid"_s, u"--replay"_s, m_recording, u"--json"_s });
        QCOMPARE(o.value(u"view"_s).toString(), u"grid"_s);
        QCOMPARE(o.value(u"replay"_s).toString(), m_recording);
        QCOMPARE(o.value(u"asOf"_s).toString(), iso(T + 3600));
        QVERIFY(o.value(u"repository"_s).isNull()); // a recording file does not say
        QCOMPARE(o.value(u"columns"_s).toArray(),
            (QJsonArray { u"pull / build"_s, u"pull / test"_s, u"unstable / flaky-job"_s }));
        const QJsonArray rows = o.value(u"rows"_s).toArray();
        QCOMPARE(rows.size(), 3);
        QStringList shas, letters;
        for (const QJsonValue &v : rows) {
            shas << v.toObject().value(u"sha"_s).toString();
            letters << v.toObject().value(u"letters"_s).toString();
        }
        QCOMPARE(shas, (QStringList { C3, C2, C1 })); // newest first
        QCOMPARE(letters, (QStringList { u"X~W"_s, u"XC~"_s, u"OF~"_s }));
        const QJsonObject c1 = rowOf(o, C1);
        QCOMPARE(c1.value(u"title"_s).toString(), u"first change"_s);
        QCOMPARE(c1.value(u"author"_s).toString(), u"alice"_s);
        QCOMPARE(c1.value(u"time"_s).toString(), iso(T));
        QVERIFY(c1.contains(u"prNumber"_s));
        const QJsonObject flaky = cellOf(c1, u"pull / test"_s);
        QCOMPARE(flaky.value(u"letter"_s).toString(), u"F"_s);
        QCOMPARE(idsOf(flaky.value(u"jobIds"_s)), (QList<qint64> { 103, 102 })); // newest first
        QCOMPARE(idsOf(cellOf(rowOf(o, C3), u"pull / build"_s).value(u"jobIds"_s)), (QList<qint64> { 106 }));
        QVERIFY(cellOf(rowOf(o, C3), u"pull / test"_s).isEmpty()); // no job: "~" in letters only
    }

    void gridOfARecordingAtAnInstant()
    {
        QJsonObject o = json({ u"grid"_s, u"--replay"_s, m_recording, u"--at"_s, iso(T + 1500), u"--json"_s });
        QCOMPARE(o.value(u"at"_s).toString(), iso(T + 1500));
        QCOMPARE(rowOf(o, C3).value(u"letters"_s).toString(), u"?~W"_s);
        // The time-of-day form, on the recording's first day: c3 not pushed yet, c2's jobs not run.
        o = json({ u"grid"_s, u"--replay"_s, m_recording, u"--at"_s, u"10:11"_s, u"--json"_s });
        QCOMPARE(o.value(u"columns"_s).toArray(), (QJsonArray { u"pull / build"_s, u"pull / test"_s }));
        QCOMPARE(o.value(u"rows"_s).toArray().size(), 2);
        QCOMPARE(rowOf(o, C2).value(u"letters"_s).toString(), u"~~"_s);
        QCOMPARE(rowOf(o, C1).value(u"letters"_s).toString(), u"OF"_s);
    }

    void gridOfAProfilesCache()
    {
        const QJsonObject o = json({ u"grid"_s, u"--profile"_s, u"vision"_s, u"--json"_s });
        QCOMPARE(o.value(u"profile"_s).toString(), u"vision"_s);
        QCOMPARE(o.value(u"repository"_s).toString(), u"pytorch/vision"_s);
        QCOMPARE(o.value(u"branch"_s).toString(), u"main"_s);
        QCOMPARE(o.value(u"asOf"_s).toString(), iso(T + 2000));
        QCOMPARE(o.value(u"fetchedAt"_s).toString(), iso(T + 2100));
        QStringList letters;
        for (const QJsonValue &v : o.value(u"rows"_s).toArray())
            letters << v.toObject().value(u"letters"_s).toString();
        QCOMPARE(letters, (QStringList { u"X~W"_s, u"XC~"_s, u"OF~"_s })); // the profile's unstable pattern
    }

    void gridOfTheDemo()
    {
        // The embedded default, at its live instant, as the console opens it.
        const QJsonObject o = json({ u"grid"_s, u"--json"_s });
        QCOMPARE(o.value(u"replay"_s).toString(), u"demo"_s);
        QCOMPARE(o.value(u"repository"_s).toString(), u"pytorch/pytorch"_s);
        const hw::Result<hw::Recording> demo = hw::DemoRecordingGenerator::generateFrom(
            hw::DemoRecordingGenerator::defaultJobsCsvPath(), hw::DemoRecordingGenerator::defaultFailureLinesPath());
        QVERIFY2(demo, qPrintable(demo.error().message));
        const qint64 at = demo->header.liveAt > 0 ? demo->header.liveAt : demo->header.end;
        QCOMPARE(o.value(u"at"_s).toString(), iso(at));
        const hw::JobBatch state = demo->snapshotAt(at);
        // Rows: the commits pushed by then, newest first (at most 300).
        QVector<hw::Commit> commits = state.commits;
        std::stable_sort(commits.begin(), commits.end(), [](const hw::Commit &a, const hw::Commit &b) { return a.time > b.time; });
        const QJsonArray rows = o.value(u"rows"_s).toArray();
        QCOMPARE(rows.size(), std::min<qsizetype>(commits.size(), 300));
        QCOMPARE(rows.first().toObject().value(u"sha"_s).toString(), commits.first().sha);
        // Every cell of one run shows that run's own letter (plain mapping of GitHub's states).
        QHash<QString, QVector<hw::JobRun>> runsOf;
        for (const hw::JobRun &j : state.jobs)
            runsOf[j.headSha + u'\n' + j.columnName()].append(j);
        QList<QRegularExpression> unstable;
        for (const QString &p : demo->header.unstablePatterns)
            unstable << QRegularExpression(p);
        int checked = 0;
        for (const QJsonValue &rv : rows) {
            const QJsonObject row = rv.toObject();
            for (const QJsonValue &cv : row.value(u"cells"_s).toArray()) {
                const QJsonObject cell = cv.toObject();
                const QVector<hw::JobRun> runs
                    = runsOf.value(row.value(u"sha"_s).toString() + u'\n' + cell.value(u"column"_s).toString());
                QCOMPARE(idsOf(cell.value(u"jobIds"_s)).size(), runs.size());
                if (runs.size() != 1)
                    continue;
                const hw::JobRun &j = runs.first();
                const bool isUnstable = std::any_of(unstable.cbegin(), unstable.cend(),
                    [&j](const QRegularExpression &re) { return re.match(j.columnName()).hasMatch(); });
                QString expected;
                if (j.status == u"queued"_s)
                    expected = u"Q"_s;
                else if (j.status != u"completed"_s)
                    expected = u"?"_s;
                else if (j.conclusion == u"success"_s)
                    expected = u"O"_s;
                else if (j.conclusion == u"failure"_s)
                    expected = isUnstable ? u"W"_s : u"X"_s;
                else
                    continue; // cancelled, skipped, …: other rules of their own
                QCOMPARE(cell.value(u"letter"_s).toString(), expected);
                QCOMPARE(idsOf(cell.value(u"jobIds"_s)), (QList<qint64> { j.id }));
                ++checked;
            }
        }
        QVERIFY(checked > 100);
    }

    void trunkOfARecording()
    {
        const QJsonObject o = json({ u"trunk"_s, u"--replay"_s, m_recording, u"--json"_s });
        QCOMPARE(o.value(u"view"_s).toString(), u"trunk"_s);
        // The replayed tab's range: the last day up to the instant, in hours.
        const qint64 end = T + 3600;
        QCOMPARE(o.value(u"from"_s).toString(), iso(end - 86'400));
        QCOMPARE(o.value(u"to"_s).toString(), iso(end));
        QCOMPARE(o.value(u"bucketSeconds"_s).toInteger(), 3600);
        // The whole of the tab's figures, through its serializer.
        const hw::Recording r = builtRecording();
        const hw::TrunkInput input = hw::TrunkInput::fromBatch(r.snapshotAt(end));
        const hw::TrunkHealth health
            = hw::TrunkHealthCalculator::compute(input.commits, input.jobs, end - 86'400, end, 3600);
        QCOMPARE(o.value(u"health"_s).toObject(), QJsonDocument::fromJson(hw::TrunkHealthJson::toJson(health)).object());
        // Commits per bucket, counted here: all three were pushed in the hour starting at T (the
        // console's own figure; HUD's red % leaves out commits with 10 job groups or fewer).
        int commits = 0;
        for (const QJsonValue &b : o.value(u"buckets"_s).toArray()) {
            const QJsonObject bucket = b.toObject();
            QCOMPARE(bucket.value(u"start"_s).toString(), iso(bucket.value(u"bucket"_s).toInteger() * 3600));
            commits += bucket.value(u"sandwichRed"_s).toObject().value(u"commits"_s).toInt();
            QVERIFY(!bucket.contains(u"master_commit_red"_s));
        }
        QCOMPARE(commits, 3);
    }

    void trunkOfAProfilesCache()
    {
        const QJsonObject o = json({ u"trunk"_s, u"--profile"_s, u"vision"_s, u"--json"_s });
        QCOMPARE(o.value(u"fetchedAt"_s).toString(), iso(T + 2100));
        QCOMPARE(o.value(u"from"_s).toString(), iso(20'500 * 86'400));
        const QJsonArray buckets = o.value(u"buckets"_s).toArray();
        QCOMPARE(buckets.size(), 2);
        const QJsonObject first = buckets.at(0).toObject();
        QCOMPARE(first.value(u"start"_s).toString(), iso(20'500 * 86'400));
        // HUD's figures under HUD's names, the console's own beside them.
        QCOMPARE(first.value(u"master_commit_red"_s).toObject().value(u"total"_s).toInt(), 12);
        QCOMPARE(first.value(u"master_commit_red"_s).toObject().value(u"red"_s).toInt(), 3);
        QCOMPARE(first.value(u"sandwichRed"_s).toObject().value(u"commits"_s).toInt(), 10);
        const QJsonObject hud = o.value(u"health"_s).toObject().value(u"hud"_s).toObject();
        QCOMPARE(hud.value(u"master_commit_red_avg"_s).toObject().value(u"broken_trunk_red"_s).toDouble(), 3.0 / 22);
        QCOMPARE(hud.value(u"queued_jobs_by_label"_s).toArray().size(), 1);
        QCOMPARE(hud.value(u"time_to_signal"_s).toArray().at(0).toObject().value(u"avg_tts"_s).toDouble(), 2.5);
        // A figure that could not be read: its error under its name, the others' figures still there.
        QCOMPARE(o.value(u"errors"_s).toObject(),
                 (QJsonObject { { u"tts_percentile"_s, u"Code: 60. DB::Exception: Table default.workflow_run doesn't exist"_s } }));
    }

    void trunkOfTheDemo()
    {
        const QJsonObject o = json({ u"trunk"_s, u"--json"_s });
        QVERIFY(!o.value(u"buckets"_s).toArray().isEmpty());
    }

    void backendsOfARecordingAndAProfile_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("recording") << QStringList { u"--replay"_s, m_recording };
        QTest::newRow("profile") << QStringList { u"--profile"_s, u"vision"_s };
    }
    void backendsOfARecordingAndAProfile()
    {
        QFETCH(QStringList, args);
        const QJsonObject o = json(QStringList { u"backends"_s } + args + QStringList { u"--json"_s });
        const hw::BackendsSnapshot snapshot = hw::test::makeBackendSnapshot();
        QCOMPARE(o.value(u"asOf"_s).toString(), iso(snapshot.asOf));
        int checked = 0;
        for (const QJsonValue &v : o.value(u"backends"_s).toArray()) {
            const QJsonObject b = v.toObject();
            QVERIFY(!b.value(u"verdict"_s).toString().isEmpty());
            const hw::BackendStats *stats = snapshot.statsFor(b.value(u"repo"_s).toString());
            if (!stats || stats->promotionWindow.jobs == 0)
                continue;
            // The pass rate, worked out from the seeded window: succeeded / completed jobs.
            const double expected = double(stats->promotionWindow.succeeded) / double(stats->promotionWindow.jobs);
            bool found = false;
            for (const QJsonValue &c : b.value(u"promotionCriteria"_s).toArray())
                if (c.toObject().value(u"key"_s).toString() == u"passRate"_s) {
                    QCOMPARE(c.toObject().value(u"measured"_s).toDouble(), expected);
                    QVERIFY(!c.toObject().value(u"targetText"_s).toString().isEmpty());
                    found = true;
                }
            QVERIFY(found);
            QCOMPARE(b.value(u"stats"_s).toObject().value(u"promotionWindow"_s).toObject().value(u"jobs"_s).toInteger(),
                stats->promotionWindow.jobs);
            ++checked;
        }
        QVERIFY(checked >= 2);
    }

    void backendsOfTheDemo()
    {
        const QJsonObject o = json({ u"backends"_s, u"--json"_s });
        QVERIFY(!o.value(u"backends"_s).toArray().isEmpty());
        QVERIFY(!o.value(u"asOf"_s).isNull());
    }

    void utilizationFleetLabelsTheConsolesOwnFigures_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("recording") << QStringList { u"--replay"_s, m_recording };
        QTest::newRow("profile") << QStringList { u"--profile"_s, u"vision"_s };
    }
    void utilizationFleetLabelsTheConsolesOwnFigures()
    {
        QFETCH(QStringList, args);
        QJsonObject o = json(QStringList { u"utilization"_s } + args + QStringList { u"--json"_s });
        QCOMPARE(o.value(u"view"_s).toString(), u"utilization"_s);
        const QJsonObject row = o.value(u"fleet"_s).toObject().value(u"byJobName"_s).toArray().at(0).toObject();
        QCOMPARE(row.value(u"name"_s).toString(), u"pull / test (gpu)"_s);
        QCOMPARE(row.value(u"consoleOwn"_s).toObject().value(u"avgUtil"_s).toDouble(), 42.5);
        QCOMPARE(row.value(u"hud"_s).toObject().value(u"gpu_avg"_s).toDouble(), 61.25);
        QCOMPARE(row.value(u"hud"_s).toObject().value(u"gpu_p90"_s).toDouble(), 97.5);
        QVERIFY(!row.contains(u"avgUtil"_s));
        QVERIFY(!row.contains(u"gpuHours"_s));
        QVERIFY(!row.contains(u"idleGpuHours"_s));
        QCOMPARE(row.value(u"consoleOwn"_s).toObject().value(u"gpuHours"_s).toDouble(), 8.0);
        QCOMPARE(row.value(u"consoleOwn"_s).toObject().value(u"idleGpuHours"_s).toDouble(), 4.6);

        o = json(QStringList { u"utilization"_s, u"--job"_s, u"555"_s } + args + QStringList { u"--json"_s });
        const QJsonObject jobRun = o.value(u"run"_s).toObject();
        QCOMPARE(jobRun.value(u"consoleOwn"_s).toObject().value(u"avgUtil"_s).toDouble(), 40.0);
        QCOMPARE(jobRun.value(u"hud"_s).toObject().value(u"gpu_avg"_s).toDouble(), 60.0);
        QCOMPARE(jobRun.value(u"jobName"_s).toString(), u"pull / test (gpu)"_s);
        QCOMPARE(jobRun.value(u"consoleOwn"_s).toObject().value(u"gpuHours"_s).toDouble(), 4.0);

        const auto r = run(QStringList { u"utilization"_s, u"--job"_s, u"999"_s } + args + QStringList { u"--json"_s });
        QCOMPARE(r.exitCode, 1);
        QVERIFY2(r.err.contains(u"job 999"_s), qPrintable(r.err));
        // A profile's job that its cache has no run of is fetched (tst_ProfileCommand); here its
        // ClickHouse is a closed port.
        if (args.first() == u"--profile"_s)
            QVERIFY2(r.err.contains(u"fetching it from ClickHouse failed: "_s), qPrintable(r.err));
    }

    void utilizationOfTheDemo()
    {
        QJsonObject o = json({ u"utilization"_s, u"--json"_s });
        QVERIFY(!o.value(u"fleet"_s).toObject().value(u"byJobName"_s).toArray().isEmpty());
        o = json({ u"utilization"_s, u"--job"_s, QString::number(hw::UtilizationDemo::JobId), u"--json"_s });
        const QJsonObject series = o.value(u"series"_s).toObject();
        QCOMPARE(series.value(u"gpus"_s).toArray().size(), 8); // the real 8-GPU run
        QVERIFY(series.value(u"overall"_s).toObject().value(u"samples"_s).toInteger() > 0);
        // HUD's per-job figures by HUD's names (tst_UtilizationJobClickHouse checks their values).
        const QJsonObject hud = series.value(u"hud"_s).toObject();
        QCOMPARE(hud.value(u"intervals"_s).toInt(), 1348);
        QVERIFY(hud.value(u"gpu_avg"_s).toDouble() > 0 && hud.value(u"gpu_p90"_s).toDouble() >= hud.value(u"gpu_avg"_s).toDouble());
    }

    void failuresSayWhatAndExitOne_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown profile") << QStringList { u"grid"_s, u"--profile"_s, u"nosuch"_s, u"--json"_s }
                                         << u"nosuch"_s;
        QTest::newRow("no cache yet") << QStringList { u"trunk"_s, u"--profile"_s, u"fresh"_s, u"--json"_s }
                                      << u"has no cache yet"_s;
        QTest::newRow("no trunk cached") << QStringList { u"trunk"_s, u"--profile"_s, u"gridonly"_s, u"--json"_s }
                                         << u"no trunk health cached yet"_s;
        QTest::newRow("no fleet cached") << QStringList { u"utilization"_s, u"--profile"_s, u"gridonly"_s, u"--json"_s }
                                         << u"no GPU utilization cached yet"_s;
        QTest::newRow("unreadable recording")
            << QStringList { u"grid"_s, u"--replay"_s, m_home + u"/config"_s, u"--json"_s } << u"cannot replay"_s;
        QTest::newRow("at outside") << QStringList { u"grid"_s, u"--replay"_s, m_recording, u"--at"_s,
                                           iso(T + 7200), u"--json"_s }
                                    << u"outside the recording"_s;
        // Inside the recording, but before its first backends snapshot (T + 1000).
        QTest::newRow("at before the first snapshot")
            << QStringList { u"backends"_s, u"--replay"_s, m_recording, u"--at"_s, iso(T + 500), u"--json"_s }
            << u"no backend data at or before"_s;
        QTest::newRow("fleet before the first snapshot")
            << QStringList { u"utilization"_s, u"--replay"_s, m_recording, u"--at"_s, iso(T + 500), u"--json"_s }
            << u"no GPU utilization at or before"_s;
    }
    void failuresSayWhatAndExitOne()
    {
        QFETCH(QStringList, args);
        QFETCH(QString, message);
        const hw::test::ExecutableRun r = run(args);
        QVERIFY2(r.exitCode == 1, qPrintable(u"exit %1: %2"_s.arg(r.exitCode).arg(r.err)));
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
        QVERIFY2(!r.err.contains(u"display"_s), qPrintable(r.err));
    }

    void badUsageExitsTwo_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::newRow("no --json") << QStringList { u"grid"_s };
        QTest::newRow("unknown option") << QStringList { u"backends"_s, u"--bogus"_s, u"--json"_s };
        QTest::newRow("stray argument") << QStringList { u"trunk"_s, u"extra"_s, u"--json"_s };
        QTest::newRow("profile and replay")
            << QStringList { u"grid"_s, u"--profile"_s, u"vision"_s, u"--replay"_s, m_recording, u"--json"_s };
        QTest::newRow("at with a profile")
            << QStringList { u"grid"_s, u"--profile"_s, u"vision"_s, u"--at"_s, u"10:00"_s, u"--json"_s };
        QTest::newRow("range with a profile")
            << QStringList { u"trunk"_s, u"--profile"_s, u"vision"_s, u"--range"_s, u"7d"_s, u"--json"_s };
        QTest::newRow("bad range") << QStringList { u"trunk"_s, u"--range"_s, u"soon"_s, u"--json"_s };
        QTest::newRow("bad job id") << QStringList { u"utilization"_s, u"--job"_s, u"x"_s, u"--json"_s };
        QTest::newRow("file and profile")
            << QStringList { u"utilization"_s, u"some.csv"_s, u"--profile"_s, u"vision"_s, u"--json"_s };
    }
    void badUsageExitsTwo()
    {
        QFETCH(QStringList, args);
        const hw::test::ExecutableRun r = run(args);
        QVERIFY2(r.exitCode == 2, qPrintable(u"exit %1: %2"_s.arg(r.exitCode).arg(r.err)));
        QVERIFY(r.out.isEmpty());
        QVERIFY(!r.err.isEmpty());
    }

    // For `hudwatch flaky --replay FILE --at TIME` (FlakyCommand's own tests run the command).
    void flakyResultsOfARecordingAsOfTheInstant()
    {
        auto source = hw::FigureSource::open(QString(), m_recording, QString());
        QVERIFY2(source, qPrintable(source.error().message));
        const auto loaded = hw::FlakyFigures::load(*source);
        QVERIFY2(loaded, qPrintable(loaded.error().message));
        QCOMPARE(loaded->fetchedAt, T + 1000);
        QCOMPARE(loaded->results.tests.size(), 1);
        QCOMPARE(loaded->results.tests.first().name, u"test_add"_s);
        source = hw::FigureSource::open(QString(), m_recording, iso(T + 500));
        QVERIFY(source);
        const auto before = hw::FlakyFigures::load(*source);
        QVERIFY(!before);
        QCOMPARE(before.error().kind, hw::SourceError::Kind::Storage);
        QVERIFY2(before.error().message.contains(u"no flaky-test results at or before"_s), qPrintable(before.error().message));
        source = hw::FigureSource::open(QString(), QString(), QString()); // the demo
        QVERIFY(source);
        const auto demo = hw::FlakyFigures::load(*source);
        QVERIFY2(demo && !demo->results.tests.isEmpty(), qPrintable(demo.error().message));
    }

    // The command itself: the recording's snapshot under the common envelope, --at before it refused.
    void flakyCommandReadsARecording()
    {
        const QJsonObject o = json({ u"flaky"_s, u"--replay"_s, m_recording, u"--json"_s });
        QCOMPARE(o.value(u"view"_s).toString(), u"flaky"_s);
        QCOMPARE(o.value(u"replay"_s).toString(), m_recording);
        QCOMPARE(o.value(u"fetchedAt"_s).toString(), iso(T + 1000));
        QCOMPARE(o.value(u"asOf"_s).toString(), iso(T + 900));
        QCOMPARE(o.value(u"to"_s).toString(), iso(T + 900));
        const auto before = run({ u"flaky"_s, u"--replay"_s, m_recording, u"--at"_s, iso(T + 500), u"--json"_s });
        QCOMPARE(before.exitCode, 1);
        QVERIFY2(before.err.contains(u"no flaky-test results at or before"_s), qPrintable(before.err));
        QCOMPARE(run({ u"flaky"_s, u"--profile"_s, u"fresh"_s, u"--replay"_s, m_recording }).exitCode, 2);
    }

    void helpNeedsNoDisplay()
    {
        for (const QString &command : { u"grid"_s, u"trunk"_s, u"backends"_s, u"utilization"_s }) {
            const hw::test::ExecutableRun r = run({ command, u"--help"_s });
            QVERIFY2(r.exitCode == 0, qPrintable(command + u": "_s + r.err));
            QVERIFY2(r.out.contains(u"usage: hudwatch "_s + command) && r.out.contains(u"--replay"_s), qPrintable(r.out));
        }
    }
};

HW_TEST_GUILESS_MAIN(tst_FigureCommands)
#include "tst_FigureCommands.moc"
