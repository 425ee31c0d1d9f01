// The GPU fleet aggregated by the real ClickHouse equals the same figures computed here with plain
// loops straight from the seed files (tests/data/clickhouse/generate_utilization_seed.py, read
// with GzipDecoder and QJsonDocument, not with the source's SQL), for several ranges, all three
// groupings and one job name's runs; malformed rows are skipped and counted; bad options and a
// failing server are reported, never crashed on. Also keeps resources/demo/utilization_fleet.json
// in step with the seed.
#include "clickhouse/ClickHouseClient.h"
#include "clickhouse/ClickHouseValue.h"
#include "clickhouse/GzipDecoder.h"
#include "utilization/UtilizationFleetJson.h"
#include "utilization/UtilizationFleetSource.h"

#include "ClickHouseTestServer.h"
#include "SeedRows.h"
#include "TestEnvironment.h"
#include "SourceProbe.h"
#include "TestRegistry.h"
#include "TestValues.h"

#include <QDateTime>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>
#include <QTimeZone>

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

using namespace Qt::StringLiterals;
using namespace hw;
using hw::test::ClickHouseTestServer;
using hw::test::SourceProbe;

namespace {

const qint64 DemoFrom = hw::test::utcSeconds(2026, 11, 6);
const qint64 DemoTo = hw::test::utcSeconds(2026, 11, 20);

qint64 timeOf(const QJsonObject &o, const QString &key)
{
    const auto t = ClickHouseValue::toUtcSeconds(o.value(key));
    if (!t)
        qFatal("seed: bad time in %s", qPrintable(key));
    return *t;
}

using JobKey = std::tuple<qint64, qint64, int>; // workflow_id, job_id, run_attempt

JobKey keyOf(const QJsonObject &o)
{
    return {o.value(u"workflow_id"_s).toInteger(), o.value(u"job_id"_s).toInteger(),
            int(o.value(u"run_attempt"_s).toInteger())};
}

struct SeedJob {
    JobKey key;
    QString repo, workflow, job, gpuType;
    int gpuCount = 0;
    qint64 start = 0, end = 0;
};

struct SeedRow {
    JobKey key;
    QString repo, type;
    qint64 time = 0;
    QByteArray json;
};

// One row's per-GPU util_percent avg and max, or nothing for a malformed row: not a JSON object,
// no GPUs, or a GPU whose util_percent lacks a numeric avg or max within 0-100.
std::optional<std::pair<QVector<double>, QVector<double>>> parseRow(const QByteArray &json)
{
    const QJsonDocument doc = QJsonDocument::fromJson(json);
    if (!doc.isObject())
        return std::nullopt;
    const QJsonArray gpus = doc.object().value(u"gpu_usage"_s).toArray();
    if (gpus.isEmpty())
        return std::nullopt;
    QVector<double> avgs, maxs;
    for (const QJsonValue &g : gpus) {
        const QJsonObject u = g.toObject().value(u"util_percent"_s).toObject();
        const QJsonValue avg = u.value(u"avg"_s), max = u.value(u"max"_s);
        if (!avg.isDouble() || !max.isDouble())
            return std::nullopt;
        for (double v : {avg.toDouble(), max.toDouble()})
            if (v < 0 || v > 100)
                return std::nullopt;
        avgs.append(avg.toDouble());
        maxs.append(max.toDouble());
    }
    return std::pair{avgs, maxs};
}

struct JobFigures {
    SeedJob job;
    double gpuHours = 0;
    double utilSum = 0;
    int utilN = 0;
    double peak = 0;
    qint64 firstRow = std::numeric_limits<qint64>::max();
    // HUD's: per valid interval the GPUs' util_percent.max, averaged and maxed.
    double hudSum = 0;
    QVector<double> intervalMaxes;
    qint64 validRows = 0, malformedRows = 0;
    bool measured() const { return utilN > 0; }
    double average() const { return utilSum / utilN; }
};

// ClickHouse's quantile(0.9): linear interpolation at 0.9 × (n − 1) (exact up to 8192 values).
double p90(QVector<double> v)
{
    std::sort(v.begin(), v.end());
    const double index = 0.9 * double(v.size() - 1);
    const auto left = qsizetype(index);
    if (left + 1 >= v.size())
        return v[left];
    return v[left] + (v[left + 1] - v[left]) * (index - double(left));
}

struct Expected {
    QVector<JobFigures> jobs;
    qint64 validRows = 0, malformedRows = 0;
};

Expected compute(const QVector<SeedJob> &jobs, const QVector<SeedRow> &rows, qint64 from, qint64 to)
{
    // Candidates: the repository's GPU jobs started up to a day before the range; a job belongs
    // to the range by its first row (HUD's reports), or by its start when it has no valid row.
    const qint64 slack = UtilizationFleetSource::RowsAfterRangeSeconds;
    QVector<JobFigures> candidates;
    std::map<JobKey, int> index;
    for (const SeedJob &j : jobs) {
        if (j.repo != u"pytorch/pytorch"_s || j.gpuCount <= 0 || j.start < from - slack || j.start >= to)
            continue;
        index[j.key] = int(candidates.size());
        JobFigures f;
        f.job = j;
        f.gpuHours = j.gpuCount * double(std::max<qint64>(0, j.end - j.start)) / 3600;
        candidates.append(f);
    }
    for (const SeedRow &r : rows) {
        const auto it = index.find(r.key);
        if (it == index.end() || r.type != u"utilization"_s || r.repo != u"pytorch/pytorch"_s || r.time < from - slack
            || r.time >= to + slack)
            continue;
        JobFigures &f = candidates[it->second];
        f.firstRow = std::min(f.firstRow, r.time);
        const auto parsed = parseRow(r.json);
        if (!parsed) {
            ++f.malformedRows;
            continue;
        }
        ++f.validRows;
        for (double a : parsed->first) {
            f.utilSum += a;
            ++f.utilN;
        }
        double maxSum = 0, highest = 0;
        for (double m : parsed->second) {
            f.peak = std::max(f.peak, m);
            maxSum += m;
            highest = std::max(highest, m);
        }
        f.hudSum += maxSum / double(parsed->second.size());
        f.intervalMaxes.append(highest);
    }
    Expected e;
    for (const JobFigures &f : candidates) {
        const qint64 at = f.measured() ? f.firstRow : f.job.start;
        if (at < from || at >= to)
            continue;
        e.jobs.append(f);
        e.validRows += f.validRows;
        e.malformedRows += f.malformedRows;
    }
    return e;
}

QVector<UtilizationFleetRow> group(const Expected &e, const std::function<QString(const SeedJob &)> &keyOf)
{
    std::map<QString, UtilizationFleetRow> groups;
    std::map<QString, double> weighted, hudSum;
    std::map<QString, QVector<double>> maxes;
    for (const JobFigures &f : e.jobs) {
        const QString key = keyOf(f.job);
        UtilizationFleetRow &g = groups[key];
        g.name = key;
        ++g.runs;
        g.gpuHours += f.gpuHours;
        hudSum[key] += f.hudSum;
        maxes[key] += f.intervalMaxes;
        if (!f.measured())
            continue;
        ++g.measuredRuns;
        g.measuredGpuHours += f.gpuHours;
        weighted[key] += f.gpuHours * f.average();
        g.peakUtil = std::max(g.peakUtil.value_or(0), f.peak);
        g.idleGpuHours += f.gpuHours * (1 - f.average() / 100);
    }
    QVector<UtilizationFleetRow> out;
    for (auto &[key, g] : groups) {
        if (g.measuredGpuHours > 0)
            g.averageUtil = weighted[key] / g.measuredGpuHours;
        if (!maxes[key].isEmpty()) {
            g.hudGpuAvg = hudSum[key] / double(maxes[key].size());
            g.hudGpuP90 = p90(maxes[key]);
            g.gpuCount = int(maxes[key].size()); // the intervals behind the P90 (see differs())
        }
        out.append(g);
    }
    std::sort(out.begin(), out.end(), [](const UtilizationFleetRow &a, const UtilizationFleetRow &b) {
        if (std::abs(a.idleGpuHours - b.idleGpuHours) > 1e-9)
            return a.idleGpuHours > b.idleGpuHours;
        return a.runs != b.runs ? a.runs > b.runs : a.name < b.name;
    });
    return out;
}

bool close(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max({1.0, std::abs(a), std::abs(b)});
}

bool close(const std::optional<double> &a, const std::optional<double> &b)
{
    return a.has_value() == b.has_value() && (!a || close(*a, *b));
}

// Equal up to the last bits of the floating-point sums (ClickHouse adds in its own order).
QString differs(const UtilizationFleetRow &a, const UtilizationFleetRow &b)
{
    // HUD's P90: ClickHouse's quantile is exact up to 8192 values, then it samples (b.gpuCount
    // holds the number of intervals here).
    const bool sampled = b.gpuCount > 8192;
    if (!close(a.hudGpuAvg, b.hudGpuAvg) || a.hudGpuP90.has_value() != b.hudGpuP90.has_value()
        || (a.hudGpuP90 && (sampled ? std::abs(*a.hudGpuP90 - *b.hudGpuP90) > 5 : !close(*a.hudGpuP90, *b.hudGpuP90))))
        return u"%1: HUD gpu_avg %2 / gpu_p90 %3 vs %4 / %5 (%6 intervals)"_s.arg(a.name)
            .arg(a.hudGpuAvg.value_or(-1)).arg(a.hudGpuP90.value_or(-1)).arg(b.hudGpuAvg.value_or(-1))
            .arg(b.hudGpuP90.value_or(-1)).arg(b.gpuCount);
    if (a.name != b.name || a.runs != b.runs || a.measuredRuns != b.measuredRuns || !close(a.gpuHours, b.gpuHours)
        || !close(a.measuredGpuHours, b.measuredGpuHours) || !close(a.averageUtil, b.averageUtil)
        || !close(a.peakUtil, b.peakUtil) || !close(a.idleGpuHours, b.idleGpuHours))
        return u"%1 (%2 runs, %3 measured, %4 GPU-h, avg %5, peak %6, idle %7) vs %8 (%9 runs, %10 measured, %11 GPU-h, "
               "avg %12, peak %13, idle %14)"_s.arg(a.name).arg(a.runs).arg(a.measuredRuns).arg(a.gpuHours)
            .arg(a.averageUtil.value_or(-1)).arg(a.peakUtil.value_or(-1)).arg(a.idleGpuHours).arg(b.name)
            .arg(b.runs).arg(b.measuredRuns).arg(b.gpuHours).arg(b.averageUtil.value_or(-1))
            .arg(b.peakUtil.value_or(-1)).arg(b.idleGpuHours);
    return {};
}

QString differs(const QVector<UtilizationFleetRow> &got, const QVector<UtilizationFleetRow> &want)
{
    if (got.size() != want.size())
        return u"%1 groups, expected %2"_s.arg(got.size()).arg(want.size());
    for (qsizetype i = 0; i < got.size(); ++i)
        if (const QString d = differs(got[i], want[i]); !d.isEmpty())
            return u"row %1: %2"_s.arg(i).arg(d);
    return {};
}

QString differs(const QVector<UtilizationRunRow> &got, const QVector<UtilizationRunRow> &want)
{
    if (got.size() != want.size())
        return u"%1 runs, expected %2"_s.arg(got.size()).arg(want.size());
    for (qsizetype i = 0; i < got.size(); ++i) {
        const UtilizationRunRow &a = got[i], &b = want[i];
        if (a.jobId != b.jobId || a.workflowId != b.workflowId || a.runAttempt != b.runAttempt
            || a.workflowName != b.workflowName || a.startAt != b.startAt || a.endAt != b.endAt
            || a.gpuType != b.gpuType || a.gpuCount != b.gpuCount || !close(a.gpuHours, b.gpuHours)
            || !close(a.averageUtil, b.averageUtil) || !close(a.peakUtil, b.peakUtil)
            || !close(a.idleGpuHours, b.idleGpuHours) || !close(a.hudGpuAvg, b.hudGpuAvg)
            || !close(a.hudGpuP90, b.hudGpuP90))
            return u"run %1 (job %2) differs from job %3"_s.arg(i).arg(a.jobId).arg(b.jobId);
    }
    return {};
}

QString differs(const UtilizationFleet &a, const UtilizationFleet &b)
{
    if (a.from != b.from || a.to != b.to || a.validRows != b.validRows || a.malformedRows != b.malformedRows
        || a.skippedRows != b.skippedRows || a.runs.size() != b.runs.size())
        return u"range, counts or number of job names differ"_s;
    for (const auto &[x, y] : {std::pair{&a.byJobName, &b.byJobName}, std::pair{&a.byWorkflow, &b.byWorkflow},
                               std::pair{&a.byRunner, &b.byRunner}})
        if (const QString d = differs(*x, *y); !d.isEmpty())
            return d;
    for (qsizetype i = 0; i < a.runs.size(); ++i)
        if (a.runs[i].jobName != b.runs[i].jobName || !differs(a.runs[i].runs, b.runs[i].runs).isEmpty())
            return u"runs of %1"_s.arg(a.runs[i].jobName);
    return {};
}

} // namespace

class tst_UtilizationFleetClickHouse : public QObject
{
    Q_OBJECT

    ClickHouseTestServer m_server;
    std::unique_ptr<ClickHouseClient> m_client;
    QVector<SeedJob> m_jobs;
    QVector<SeedRow> m_rows;

    struct Fetched {
        UtilizationFleet fleet;
        UtilizationJobRuns runs;
        SourceError error;
        bool ok = false;
        qint64 ms = 0;
    };

    Fetched fetch(UtilizationFleetSource &source, qint64 from, qint64 to, const QString &runsOf = {})
    {
        // A fetchRuns() failure is reported apart from the fleet's, and never as one: each probe
        // must hear only its own request's answer.
        SourceProbe fleet(&source, &UtilizationFleetSource::fetched, &UtilizationFleetSource::failed);
        SourceProbe runs(&source, &UtilizationFleetSource::runsFetched, &UtilizationFleetSource::runsFailed,
                         1); // runsFailed(jobName, error)
        if (runsOf.isEmpty())
            source.fetch(from, to);
        else
            source.fetchRuns(runsOf, from, to);
        SourceProbe &mine = runsOf.isEmpty() ? fleet : runs;
        const SourceProbe::Answer answer = mine.wait(30'000, 20);
        Fetched out;
        out.ms = answer.ms;
        const int others = (runsOf.isEmpty() ? runs : fleet).heard();
        if (!answer.answered || answer.count != 1 || others != 0) {
            out.error.message = others ? u"%1 answers of the other kind"_s.arg(others) : answer.problem();
            return out;
        }
        if (!answer.ok()) {
            if (!runsOf.isEmpty() && answer.failed.value(0).toString() != runsOf)
                out.error.message = u"runsFailed for another job name"_s;
            else
                out.error = answer.error;
            return out;
        }
        if (runsOf.isEmpty())
            out.fleet = answer.value<UtilizationFleet>();
        else
            out.runs = answer.value<UtilizationJobRuns>();
        out.ok = true;
        return out;
    }

    QVector<UtilizationRunRow> expectedRuns(const QString &jobName, qint64 from, qint64 to) const
    {
        QVector<UtilizationRunRow> runs;
        for (const JobFigures &f : compute(m_jobs, m_rows, from, to).jobs) {
            if (f.job.job != jobName)
                continue;
            UtilizationRunRow r;
            std::tie(r.workflowId, r.jobId, r.runAttempt) = f.job.key;
            r.workflowName = f.job.workflow;
            r.startAt = f.job.start;
            r.endAt = f.job.end;
            r.gpuType = f.job.gpuType;
            r.gpuCount = f.job.gpuCount;
            r.gpuHours = f.gpuHours;
            if (f.measured()) {
                r.averageUtil = f.average();
                r.peakUtil = f.peak;
                r.idleGpuHours = f.gpuHours * (1 - f.average() / 100);
            }
            if (!f.intervalMaxes.isEmpty()) {
                r.hudGpuAvg = f.hudSum / double(f.intervalMaxes.size());
                r.hudGpuP90 = p90(f.intervalMaxes);
            }
            runs.append(r);
        }
        std::sort(runs.begin(), runs.end(), [](const UtilizationRunRow &a, const UtilizationRunRow &b) {
            return std::tie(a.startAt, a.jobId, a.runAttempt) < std::tie(b.startAt, b.jobId, b.runAttempt);
        });
        return runs;
    }

private slots:
    void initTestCase()
    {
        qRegisterMetaType<hw::UtilizationFleet>();
        qRegisterMetaType<hw::UtilizationJobRuns>();
        QVERIFY2(m_server.isValid(), qPrintable(m_server.error()));
        m_client = std::make_unique<ClickHouseClient>(m_server.config());
        for (const QJsonObject &o : hw::test::seedRows(u"utilization_metadata.jsonl.gz"_s))
            m_jobs.append({keyOf(o), o.value(u"repo"_s).toString(), o.value(u"workflow_name"_s).toString(),
                           o.value(u"job_name"_s).toString(), o.value(u"gpu_type"_s).toString(),
                           int(o.value(u"gpu_count"_s).toInteger()), timeOf(o, u"start_at"_s), timeOf(o, u"end_at"_s)});
        for (const QJsonObject &o : hw::test::seedRows(u"utilization_time_series.jsonl.gz"_s))
            m_rows.append({keyOf(o), o.value(u"repo"_s).toString(), o.value(u"type"_s).toString(),
                           timeOf(o, u"time_stamp"_s), o.value(u"json_data"_s).toString().toUtf8()});
        QVERIFY(m_jobs.size() > 250);
        QVERIFY(m_rows.size() > 15000);
    }

    void sameAsPlainLoops_data()
    {
        QTest::addColumn<qint64>("from");
        QTest::addColumn<qint64>("to");
        QTest::newRow("the fleet's 14 days") << DemoFrom << DemoTo;
        QTest::newRow("mid-day to mid-day") << hw::test::utcSeconds(2026, 11, 10, 12) << hw::test::utcSeconds(2026, 11, 13, 6);
        QTest::newRow("the real job's day") << hw::test::utcSeconds(2025, 9, 24) << hw::test::utcSeconds(2025, 9, 25);
        QTest::newRow("nothing") << hw::test::utcSeconds(2026, 12, 1) << hw::test::utcSeconds(2026, 12, 8);
    }

    void sameAsPlainLoops()
    {
        QFETCH(qint64, from);
        QFETCH(qint64, to);
        UtilizationFleetSource source(m_client.get());
        const Fetched got = fetch(source, from, to);
        QVERIFY2(got.ok, qPrintable(got.error.message));
        qInfo("fleet fetch [%s, %s): %lld ms", qPrintable(QDateTime::fromSecsSinceEpoch(from, QTimeZone::utc()).toString(Qt::ISODate)),
              qPrintable(QDateTime::fromSecsSinceEpoch(to, QTimeZone::utc()).toString(Qt::ISODate)), got.ms);
        const Expected e = compute(m_jobs, m_rows, from, to);
        QCOMPARE(got.fleet.from, from);
        QCOMPARE(got.fleet.to, to);
        QCOMPARE(got.fleet.skippedRows, 0);
        QCOMPARE(got.fleet.validRows, e.validRows);
        QCOMPARE(got.fleet.malformedRows, e.malformedRows);
        QString d = differs(got.fleet.byJobName, group(e, [](const SeedJob &j) { return j.job; }));
        QVERIFY2(d.isEmpty(), qPrintable(u"by job name: "_s + d));
        d = differs(got.fleet.byWorkflow, group(e, [](const SeedJob &j) { return j.workflow; }));
        QVERIFY2(d.isEmpty(), qPrintable(u"by workflow: "_s + d));
        QVector<UtilizationFleetRow> runners =
            group(e, [](const SeedJob &j) { return u"%1 × %2"_s.arg(j.gpuType).arg(j.gpuCount); });
        d = differs(got.fleet.byRunner, runners);
        QVERIFY2(d.isEmpty(), qPrintable(u"by runner: "_s + d));
        for (const UtilizationFleetRow &r : got.fleet.byRunner)
            QCOMPARE(r.name, u"%1 × %2"_s.arg(r.gpuType).arg(r.gpuCount));

        if (from == DemoFrom) {
            // The seed's planted cases: lost uploads (runs without utilization), all 12 malformed
            // rows, the idle A10G×4 distributed job on top.
            QCOMPARE(got.fleet.malformedRows, 12);
            int unmeasured = 0;
            for (const UtilizationFleetRow &r : got.fleet.byJobName)
                unmeasured += r.unmeasuredRuns();
            QCOMPARE(unmeasured, 7);
            QCOMPARE(got.fleet.byJobName.size(), 15);
            QCOMPARE(got.fleet.byWorkflow.size(), 5);
            QVERIFY(got.fleet.byJobName.first().name.contains(u"test (distributed, 1, 3"_s));
        }
        if (from == hw::test::utcSeconds(2025, 9, 24)) {
            // The real nanoGPT series: one 8-GPU job, ~22 min, mostly at 100 %.
            // Besides it: its attempt 2 (same job_id, 20 rows) counts as a run of its own;
            // pytorch/vision's rows under the same ids do not count.
            QCOMPARE(got.fleet.byRunner.size(), 1);
            QCOMPARE(got.fleet.byRunner.first().name, u"NVIDIA H100 80GB HBM3 × 8"_s);
            QCOMPARE(got.fleet.byRunner.first().runs, 2);
            QCOMPARE(got.fleet.validRows, 1348 + 20);
            QVERIFY(*got.fleet.byJobName.first().averageUtil > 80);
        }
        if (from == hw::test::utcSeconds(2026, 12, 1))
            QVERIFY(got.fleet.byJobName.isEmpty() && got.fleet.byRunner.isEmpty() && got.fleet.validRows == 0);
    }

    void runsOfAJobName_data()
    {
        QTest::addColumn<QString>("jobName");
        QTest::addColumn<qint64>("from");
        QTest::addColumn<qint64>("to");
        QTest::newRow("OOM job, 14 days") << u"cuda12.8-py3.10-gcc9-sm80 / test (inductor_torchbench_perf, 1, 6, linux.aws.a100)"_s
                                          << DemoFrom << DemoTo;
        QTest::newRow("pull shard, 3 days")
            << u"linux-jammy-cuda12.8-py3.10-gcc11 / test (default, 1, 5, linux.g5.4xlarge.nvidia.gpu)"_s
            << hw::test::utcSeconds(2026, 11, 10, 12) << hw::test::utcSeconds(2026, 11, 13, 6);
        QTest::newRow("a quote in the name") << u"x' OR 1=1 --{from}"_s << DemoFrom << DemoTo;
    }

    void runsOfAJobName()
    {
        QFETCH(QString, jobName);
        QFETCH(qint64, from);
        QFETCH(qint64, to);
        UtilizationFleetSource source(m_client.get());
        const Fetched got = fetch(source, from, to, jobName);
        QVERIFY2(got.ok, qPrintable(got.error.message));
        QCOMPARE(got.runs.jobName, jobName);
        const QVector<UtilizationRunRow> want = expectedRuns(jobName, from, to);
        const QString d = differs(got.runs.runs, want);
        QVERIFY2(d.isEmpty(), qPrintable(d));
        if (jobName.contains(u"torchbench_perf"_s)) {
            QCOMPARE(want.size(), 10);
            QVERIFY(std::any_of(want.begin(), want.end(), [](const UtilizationRunRow &r) { return !r.averageUtil; }));
        }
    }

    void badDatabaseNameIsAConfigurationError()
    {
        UtilizationFleetSource::Options options;
        options.database = u"misc; DROP TABLE x"_s;
        UtilizationFleetSource source(m_client.get(), options);
        Fetched got = fetch(source, DemoFrom, DemoTo);
        QVERIFY(!got.ok);
        QCOMPARE(got.error.kind, SourceError::Kind::Configuration);
        got = fetch(source, DemoFrom, DemoTo, u"job"_s);
        QCOMPARE(got.error.kind, SourceError::Kind::Configuration);
    }

    void aServerErrorIsReported()
    {
        UtilizationFleetSource::Options options;
        options.database = u"no_such_db"_s;
        UtilizationFleetSource source(m_client.get(), options);
        Fetched got = fetch(source, DemoFrom, DemoTo);
        QVERIFY(!got.ok);
        QCOMPARE(got.error.kind, SourceError::Kind::Server);
        QVERIFY2(!got.error.message.isEmpty(), "the server's error must reach the user");
        got = fetch(source, DemoFrom, DemoTo, u"job"_s);
        QCOMPARE(got.error.kind, SourceError::Kind::Server);
    }

    // resources/demo/utilization_fleet.json is the 14 days of the seed with the runs of the top 3
    // job names. HUDWATCH_UPDATE_UTILIZATION_DEMO=1 after changing the seed or the SQL (the file
    // is then rewritten and this test fails once, so that the change is seen and committed).
    void demoMatchesTheSeed()
    {
        UtilizationFleetSource source(m_client.get());
        Fetched got = fetch(source, DemoFrom, DemoTo);
        QVERIFY2(got.ok, qPrintable(got.error.message));
        UtilizationFleet fleet = got.fleet;
        for (qsizetype i = 0; i < std::min<qsizetype>(3, fleet.byJobName.size()); ++i) {
            const Fetched runs = fetch(source, DemoFrom, DemoTo, fleet.byJobName[i].name);
            QVERIFY2(runs.ok, qPrintable(runs.error.message));
            fleet.runs.append(runs.runs);
        }
        const QString path = hw::test::dataPath(u"../../resources/demo/utilization_fleet.json"_s);
        if (hw::test::rewriteDemoFile("HUDWATCH_UPDATE_UTILIZATION_DEMO", u"utilization_fleet.json"_s, UtilizationFleetJson::toJson(fleet)))
            QFAIL("resources/demo/utilization_fleet.json rewritten: commit it");
        const auto demo = UtilizationFleetJson::fromJson(hw::test::readFile(path));
        QVERIFY2(demo, qPrintable(demo.error()));
        const QString d = differs(*demo, fleet);
        QVERIFY2(d.isEmpty(), qPrintable(u"resources/demo/utilization_fleet.json is stale (%1): run with "
                                          "HUDWATCH_UPDATE_UTILIZATION_DEMO=1"_s.arg(d)));
        QCOMPARE(demo->runs.size(), 3);
    }

    void sqlIsBound()
    {
        const auto sql = UtilizationFleetSource::sql(UtilizationFleetSource::Runs, {}, DemoFrom, DemoTo, u"a'b"_s);
        QVERIFY2(sql, qPrintable(sql.error().message));
        QVERIFY(sql->contains(u"job_name = 'a\\'b'"_s));
        QVERIFY(!sql->contains(u"{job}"_s) && !sql->contains(u"{meta}"_s));
        QVERIFY(!sql->contains(u"JSONExtract"_s));
    }
};

HW_TEST_GUILESS_MAIN(tst_UtilizationFleetClickHouse)
#include "tst_UtilizationFleetClickHouse.moc"
