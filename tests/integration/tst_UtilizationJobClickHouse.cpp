// One job's utilization read from the real ClickHouse (UtilizationJobSource) equals what the seed
// and the original data say, computed here without the source: the real 8-GPU job's per-second
// averages straight from the nvidia-smi CSV it was made from, its derived segments, a fleet job's
// malformed rows counted, an old row's missing allocated memory a gap, a job without rows empty
// (not zeros). Also keeps resources/demo/utilization_job.json in step with the seed.
#include "clickhouse/ClickHouseClient.h"
#include "utilization/UtilizationDemo.h"
#include "utilization/UtilizationHudJobStats.h"
#include "utilization/UtilizationJobSource.h"

#include "ClickHouseTestServer.h"
#include "SeedRows.h"
#include "TestEnvironment.h"
#include "SourceProbe.h"
#include "TestRegistry.h"

#include <QDateTime>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <map>

using namespace Qt::StringLiterals;
using namespace hw;
using hw::test::ClickHouseTestServer;
using hw::test::SourceProbe;

class tst_UtilizationJobClickHouse : public QObject
{
    Q_OBJECT

    ClickHouseTestServer m_server;
    std::unique_ptr<ClickHouseClient> m_client;

    // The real job's key, as the fleet's runs give it.
    static UtilizationJobKey realJob() { return {17000000001, UtilizationDemo::JobId, 1}; }

    Result<JobUtilization, SourceError> fetch(const UtilizationJobKey &key)
    {
        UtilizationJobSource source(m_client.get());
        SourceProbe probe(&source, &UtilizationJobSource::fetched, &UtilizationJobSource::failed);
        source.fetch(key);
        const SourceProbe::Answer answer = probe.wait(30'000, 20);
        if (!answer.answered)
            return SourceError::make(SourceError::Kind::Timeout, u"test"_s, answer.problem());
        if (answer.count != 1)
            return SourceError::make(SourceError::Kind::BadData, u"test"_s, answer.problem());
        if (!answer.ok())
            return answer.error;
        return answer.value<JobUtilization>();
    }

    // The three result sets as the source asks for them, for the demo file.
    QVector<QVector<QJsonObject>> rawRows(const UtilizationJobKey &key)
    {
        QVector<QVector<QJsonObject>> rows(UtilizationJobSource::QueryCount);
        for (int q = 0; q < UtilizationJobSource::QueryCount; ++q) {
            const auto sql = UtilizationJobSource::sql(UtilizationJobSource::Query(q), {}, key);
            if (!sql)
                qFatal("%s", qPrintable(sql.error().message));
            bool done = false;
            m_client->select(*sql, this, [&](const ClickHouseResult &r) {
                if (!r.ok())
                    qFatal("%s", qPrintable(r.error.message));
                rows[q] = r.rows;
                done = true;
            });
            if (!QTest::qWaitFor([&] { return done; }, 30'000))
                qFatal("no answer");
        }
        return rows;
    }

private slots:
    void initTestCase()
    {
        qRegisterMetaType<hw::JobUtilization>();
        QVERIFY2(m_server.isValid(), qPrintable(m_server.error()));
        m_client = std::make_unique<ClickHouseClient>(m_server.config());
    }

    void realJobEqualsItsCsv()
    {
        // The seed also holds rows under the same job_id of its attempt 2 and of pytorch/vision:
        // any of them read here would break the equality with the CSV below.
        const auto job = fetch(realJob());
        QVERIFY2(job, qPrintable(job.error().message));
        QCOMPARE(job->info.runAttempt, 1);
        QCOMPARE(job->info.repo, u"pytorch/pytorch"_s);
        QCOMPARE(job->info.gpuCount, 8);
        QCOMPARE(job->info.gpuType, u"NVIDIA H100 80GB HBM3"_s);
        QCOMPARE(job->info.workflowId, 17000000001);
        QCOMPARE(job->gpuIds.size(), 8);
        QCOMPARE(job->notes.malformed, 0);
        QVERIFY(!job->has(UtilizationMetric::Cpu));            // not in the CSV: absent, not 0
        QVERIFY(!job->has(UtilizationMetric::GpuAllocatedGiB)); // the same
        QVERIFY(job->has(UtilizationMetric::GpuTemperature));

        // Independent: the CSV's samples per GPU and whole second, averaged and maxed here.
        std::map<std::pair<int, qint64>, std::pair<double, int>> sum;
        std::map<std::pair<int, qint64>, double> max;
        const QList<QByteArray> lines = hw::test::readFile(hw::test::dataPath(u"utilization/nanogpt_pr643_8gpu_run_22min.csv"_s)).split('\n');
        for (qsizetype i = 1; i < lines.size(); ++i) {
            const QList<QByteArray> f = lines[i].split(',');
            if (f.size() < 5)
                continue;
            const qint64 second = QDateTime::fromString(QString::fromLatin1(f[0]), Qt::ISODateWithMs).toSecsSinceEpoch();
            const std::pair key{f[1].trimmed().toInt(), second};
            const double v = f[3].trimmed().toDouble();
            sum[key].first += v;
            sum[key].second += 1;
            max[key] = std::max(max.count(key) ? max[key] : -1.0, v);
        }
        int compared = 0;
        for (const UtilizationTrack *t : job->tracksOf(UtilizationMetric::GpuUtilization)) {
            const int gpu = int(job->gpuIds.at(t->gpu).section(u'-', 1, 1).toInt()); // "GPU-<index>…"
            for (qsizetype i = 0; i < t->times.size(); ++i) {
                const std::pair key{gpu, t->times[i] / 1000};
                QVERIFY2(sum.count(key), qPrintable(u"no CSV samples for GPU %1 at %2"_s.arg(gpu).arg(key.second)));
                QVERIFY(std::abs(t->average[i] - sum[key].first / sum[key].second) < 0.01); // the seed rounds to 2 places
                QCOMPARE(t->peak[i], max[key]);
                ++compared;
            }
        }
        QCOMPARE(compared, int(sum.size()));

        // The derived segments cover the job, in order.
        QCOMPARE(job->segments.size(), 2);
        QVERIFY(job->segments[0].name.startsWith(u"derived: high-utilization"_s));
        QVERIFY(job->segments[0].toMs <= job->segments[1].fromMs);
        QCOMPARE(job->segments.first().level, u"CMD_PYTHON"_s);
    }

    void fleetJobsMalformedAndOldRows()
    {
        // Independent: from the seed file, a job with malformed json_data and a data-model-1.0 job.
        std::map<qint64, int> broken, rows, withAllocated;
        std::map<qint64, UtilizationJobKey> keys;
        for (const QJsonObject &o : hw::test::seedRows(u"utilization_time_series.jsonl.gz"_s)) {
            const qint64 id = o.value(u"job_id"_s).toInteger();
            if (id == UtilizationDemo::JobId)
                continue; // the real job and the rows sharing its job_id (realJobEqualsItsCsv)
            keys[id] = {o.value(u"workflow_id"_s).toInteger(), id, int(o.value(u"run_attempt"_s).toInteger())};
            ++rows[id];
            const QByteArray json = o.value(u"json_data"_s).toString().toUtf8();
            QJsonParseError e;
            QJsonDocument::fromJson(json, &e);
            broken[id] += e.error != QJsonParseError::NoError;
            withAllocated[id] += json.contains("allocated_mem_value");
        }
        qint64 brokenJob = 0, oldJob = 0;
        for (const auto &[id, n] : rows) {
            if (broken[id] > 0 && !brokenJob)
                brokenJob = id;
            if (withAllocated[id] == 0 && broken[id] == 0 && !oldJob && id != UtilizationDemo::JobId)
                oldJob = id;
        }
        QVERIFY(brokenJob && oldJob);

        const auto bad = fetch(keys[brokenJob]);
        QVERIFY2(bad, qPrintable(bad.error().message));
        QCOMPARE(bad->notes.malformed, broken[brokenJob]);
        QCOMPARE(bad->track(UtilizationMetric::GpuUtilization, 0)->times.size(), rows[brokenJob]); // a gap per bad row

        const auto old = fetch(keys[oldJob]);
        QVERIFY2(old, qPrintable(old.error().message));
        QVERIFY(!old->has(UtilizationMetric::GpuAllocatedGiB));
        QVERIFY(old->has(UtilizationMetric::GpuMemoryBandwidth));
        QVERIFY(old->has(UtilizationMetric::Cpu));
        QCOMPARE(old->sampleCount(), rows[oldJob]);
    }

    void hudsFiguresOfTheRealJob()
    {
        // HUD's gpu_avg / gpu_p90 / gpu_max (oss_ci_list_util_stats), computed here from the seed's
        // rows of the job's full key: per row the GPUs' util_percent.max, averaged and maxed.
        QVector<double> means, highest;
        for (const QJsonObject &o : hw::test::seedRows(u"utilization_time_series.jsonl.gz"_s)) {
            if (o.value(u"job_id"_s).toInteger() != UtilizationDemo::JobId || o.value(u"run_attempt"_s).toInteger() != 1
                || o.value(u"repo"_s).toString() != u"pytorch/pytorch"_s)
                continue;
            const QJsonArray gpus =
                QJsonDocument::fromJson(o.value(u"json_data"_s).toString().toUtf8()).object().value(u"gpu_usage"_s).toArray();
            double sum = 0, top = 0;
            for (const QJsonValue &g : gpus) {
                const double m = g.toObject().value(u"util_percent"_s).toObject().value(u"max"_s).toDouble();
                sum += m;
                top = std::max(top, m);
            }
            means.append(sum / double(gpus.size()));
            highest.append(top);
        }
        QCOMPARE(means.size(), 1348);
        double avg = 0;
        for (double m : means)
            avg += m;
        avg /= double(means.size());
        std::sort(highest.begin(), highest.end());
        const double at = 0.9 * double(highest.size() - 1);
        const auto left = qsizetype(at);
        const double p90 = highest[left] + (highest[left + 1] - highest[left]) * (at - double(left));

        const auto job = fetch(realJob());
        QVERIFY2(job, qPrintable(job.error().message));
        const UtilizationHudJobStats hud = UtilizationHudJobStats::of(*job);
        QCOMPARE(hud.intervals, 1348);
        QVERIFY(std::abs(*hud.gpuAvg - avg) < 1e-9);
        QVERIFY(std::abs(*hud.gpuP90 - p90) < 1e-9);
        QCOMPARE(*hud.gpuMax, highest.last());
        // Nothing measured: unknown, not 0 %.
        QVERIFY(!UtilizationHudJobStats::of(JobUtilization{}).gpuAvg);
    }

    void aJobIdAloneIsResolvedThroughWorkflowJob()
    {
        // A grid cell knows only the job id: the run and attempt come from workflow_job (sorted
        // by id), never a scan of the time series by job_id.
        for (int q = 0; q < UtilizationJobSource::QueryCount; ++q) {
            const auto sql = UtilizationJobSource::sql(UtilizationJobSource::Query(q), {}, {0, 42, 0});
            QVERIFY2(sql, qPrintable(sql.error().message));
            QVERIFY(sql->contains(u"(workflow_id, run_attempt) IN (SELECT toUInt64(run_id), toUInt32(run_attempt)"_s));
            QVERIFY(sql->contains(u"FROM default.workflow_job WHERE id = 42"_s));
            QVERIFY(sql->contains(u"repo = 'pytorch/pytorch'"_s));
        }
        // Through the server: the seed's utilization jobs are not in workflow_job: nothing, no error.
        const auto none = fetch({0, UtilizationDemo::JobId, 0});
        QVERIFY2(none, qPrintable(none.error().message));
        QCOMPARE(none->sampleCount(), 0);
    }

    void unknownJobIsEmptyNotZero()
    {
        const auto none = fetch({1, 1, 1});
        QVERIFY2(none, qPrintable(none.error().message));
        QCOMPARE(none->sampleCount(), 0);
        QVERIFY(none->info.jobName.isEmpty());
    }

    void serverErrorIsReported()
    {
        UtilizationJobSource::Options options;
        options.database = u"no_such_db"_s;
        UtilizationJobSource source(m_client.get(), options);
        QSignalSpy failed(&source, &UtilizationJobSource::failed);
        source.fetch(realJob());
        QVERIFY(QTest::qWaitFor([&] { return !failed.isEmpty(); }, 30'000));
        QVERIFY(!failed.first().at(0).value<SourceError>().message.isEmpty());
    }

    // resources/demo/utilization_job.json is the real job as the source reads it.
    // HUDWATCH_UPDATE_UTILIZATION_DEMO=1 rewrites it (and fails once, so the change is committed).
    void demoMatchesTheSeed()
    {
        const QVector<QVector<QJsonObject>> rows = rawRows(realJob());
        const QString path = hw::test::dataPath(u"../../resources/demo/utilization_job.json"_s);
        if (m_server.isModern()) {
            // The file holds the 18.16 server's rows (flattened tuples); a modern server writes the
            // same values in its own shapes: the jobs read from both are compared instead.
            const auto bundled = UtilizationDemo::readJobFile(hw::test::readFile(path));
            QVERIFY2(bundled, qPrintable(bundled.error()));
            const JobUtilization fromFile = UtilizationJobSource::decode(*bundled, UtilizationDemo::JobId);
            const JobUtilization fromServer = UtilizationJobSource::decode(rows, UtilizationDemo::JobId);
            QCOMPARE(fromServer.info.gpuCount, fromFile.info.gpuCount);
            QCOMPARE(fromServer.info.startMs, fromFile.info.startMs);
            QCOMPARE(fromServer.segments.size(), fromFile.segments.size());
            for (qsizetype i = 0; i < fromFile.segments.size(); ++i) {
                QCOMPARE(fromServer.segments[i].name, fromFile.segments[i].name);
                QCOMPARE(fromServer.segments[i].fromMs, fromFile.segments[i].fromMs);
            }
            const auto a = fromServer.tracksOf(UtilizationMetric::GpuUtilization);
            const auto b = fromFile.tracksOf(UtilizationMetric::GpuUtilization);
            QCOMPARE(a.size(), b.size());
            for (qsizetype i = 0; i < a.size(); ++i) {
                QCOMPARE(a[i]->times, b[i]->times);
                QCOMPARE(a[i]->peak, b[i]->peak);
            }
            return;
        }
        if (hw::test::rewriteDemoFile("HUDWATCH_UPDATE_UTILIZATION_DEMO", u"utilization_job.json"_s, UtilizationDemo::jobFile(rows)))
            QFAIL("resources/demo/utilization_job.json rewritten: commit it");
        const auto bundled = UtilizationDemo::readJobFile(hw::test::readFile(path));
        QVERIFY2(bundled, qPrintable(bundled.error()));
        QCOMPARE(*bundled, rows);
        const auto demo = UtilizationDemo::job(UtilizationDemo::JobId);
        QVERIFY2(demo, qPrintable(demo.error()));
        QCOMPARE(demo->stats(UtilizationMetric::GpuUtilization, -1).samples,
                 UtilizationJobSource::decode(rows, UtilizationDemo::JobId).stats(UtilizationMetric::GpuUtilization, -1).samples);
        QVERIFY(!UtilizationDemo::job(2));
    }
};

HW_TEST_GUILESS_MAIN(tst_UtilizationJobClickHouse)
#include "tst_UtilizationJobClickHouse.moc"
