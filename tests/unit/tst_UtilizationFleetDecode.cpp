// UtilizationFleetSource::decode/decodeRuns on hand-written rows: ClickHouse's JSON forms (64-bit
// integers as strings, NULL for unknown utilization) are read; missing or null required fields,
// wrong types and impossible numbers make a row skipped and counted, never a zero.
#include "TestRegistry.h"

#include "utilization/UtilizationFleetSource.h"

#include <QJsonDocument>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;

namespace {

// HUD's gpu_avg / gpu_p90 unknown unless the row says them (the rows below predate them).
QJsonObject row(const char *json)
{
    QJsonObject o = QJsonDocument::fromJson(json).object();
    for (const QString &hud : {u"hud_gpu_avg"_s, u"hud_gpu_p90"_s})
        if (!o.contains(hud))
            o.insert(hud, QJsonValue::Null);
    return o;
}

} // namespace

class tst_UtilizationFleetDecode : public QObject
{
    Q_OBJECT
private slots:
    void groupsAndCounts()
    {
        QVector<QVector<QJsonObject>> rows(UtilizationFleetSource::RowCounts + 1);
        rows[UtilizationFleetSource::ByJobName] = {
            row(R"({"job_name":"a","runs":"3","measured_runs":"2","gpu_hours_total":3.5,"measured_gpu_hours":2.5,)"
                R"("avg_util":40,"peak_util":100,"idle_gpu_hours":1.5,"hud_gpu_avg":55.5,"hud_gpu_p90":97.25})"),
            row(R"({"job_name":"HUD figure over 100","runs":"3","measured_runs":"2","gpu_hours_total":3.5,)"
                R"("measured_gpu_hours":2.5,"avg_util":40,"peak_util":100,"idle_gpu_hours":1.5,"hud_gpu_avg":155})"),
            // Nothing measured: unknown, not 0.
            row(R"({"job_name":"b","runs":"1","measured_runs":"0","gpu_hours_total":1,"measured_gpu_hours":0,)"
                R"("avg_util":null,"peak_util":null,"idle_gpu_hours":0})"),
            row(R"({"job_name":"missing runs","measured_runs":"0","gpu_hours_total":1,"measured_gpu_hours":0,)"
                R"("avg_util":null,"peak_util":null,"idle_gpu_hours":0})"),
            row(R"({"job_name":"bad number","runs":"x1","measured_runs":"0","gpu_hours_total":1,)"
                R"("measured_gpu_hours":0,"avg_util":null,"peak_util":null,"idle_gpu_hours":0})"),
            row(R"({"job_name":"over 100","runs":"1","measured_runs":"1","gpu_hours_total":1,)"
                R"("measured_gpu_hours":1,"avg_util":140,"peak_util":100,"idle_gpu_hours":0})"),
            row(R"({"job_name":"more measured than runs","runs":"1","measured_runs":"2","gpu_hours_total":1,)"
                R"("measured_gpu_hours":1,"avg_util":10,"peak_util":100,"idle_gpu_hours":0.9})"),
            row(R"({"job_name":"avg as text","runs":"1","measured_runs":"1","gpu_hours_total":1,)"
                R"("measured_gpu_hours":1,"avg_util":"10","peak_util":100,"idle_gpu_hours":0.9})"),
            row(R"({"job_name":"negative hours","runs":"1","measured_runs":"1","gpu_hours_total":-1,)"
                R"("measured_gpu_hours":1,"avg_util":10,"peak_util":100,"idle_gpu_hours":0.9})"),
        };
        rows[UtilizationFleetSource::ByWorkflow] = {
            row(R"({"workflow_name":"pull","runs":3,"measured_runs":2,"gpu_hours_total":3.5,"measured_gpu_hours":2.5,)"
                R"("avg_util":40,"peak_util":100,"idle_gpu_hours":1.5})"),
            row(R"({"job_name":"wrong key","runs":3,"measured_runs":2,"gpu_hours_total":3.5,"measured_gpu_hours":2.5,)"
                R"("avg_util":40,"peak_util":100,"idle_gpu_hours":1.5})"),
        };
        rows[UtilizationFleetSource::ByRunner] = {
            row(R"({"gpu_type":"NVIDIA A10G","gpu_count":4,"runs":"1","measured_runs":"1","gpu_hours_total":2,)"
                R"("measured_gpu_hours":2,"avg_util":12.5,"peak_util":99.5,"idle_gpu_hours":1.75})"),
            row(R"({"gpu_type":"NVIDIA A10G","gpu_count":0,"runs":"1","measured_runs":"1","gpu_hours_total":2,)"
                R"("measured_gpu_hours":2,"avg_util":12.5,"peak_util":99.5,"idle_gpu_hours":1.75})"),
            row(R"({"gpu_type":null,"gpu_count":1,"runs":"1","measured_runs":"1","gpu_hours_total":2,)"
                R"("measured_gpu_hours":2,"avg_util":12.5,"peak_util":99.5,"idle_gpu_hours":1.75})"),
        };
        rows[UtilizationFleetSource::RowCounts] = {row(R"({"rows_ok":"19509","rows_bad":"12"})")};

        const UtilizationFleet f = UtilizationFleetSource::decode(rows, 10, 20);
        QCOMPARE(f.from, 10);
        QCOMPARE(f.to, 20);
        QCOMPARE(f.byJobName.size(), 2);
        QCOMPARE(f.byJobName[0].name, u"a"_s);
        QCOMPARE(f.byJobName[0].runs, 3);
        QCOMPARE(f.byJobName[0].measuredRuns, 2);
        QCOMPARE(f.byJobName[0].averageUtil, std::optional<double>(40));
        QCOMPARE(f.byJobName[0].idleGpuHours, 1.5);
        QCOMPARE(f.byJobName[0].hudGpuAvg, std::optional<double>(55.5));
        QCOMPARE(f.byJobName[0].hudGpuP90, std::optional<double>(97.25));
        QCOMPARE(f.byJobName[1].hudGpuAvg, std::nullopt);
        QCOMPARE(f.byJobName[1].averageUtil, std::nullopt);
        QCOMPARE(f.byJobName[1].peakUtil, std::nullopt);
        QCOMPARE(f.byJobName[1].unmeasuredRuns(), 1);
        QCOMPARE(f.byWorkflow.size(), 1);
        QCOMPARE(f.byRunner.size(), 1);
        QCOMPARE(f.byRunner[0].name, u"NVIDIA A10G × 4"_s);
        QCOMPARE(f.byRunner[0].gpuCount, 4);
        QCOMPARE(f.validRows, 19509);
        QCOMPARE(f.malformedRows, 12);
        QCOMPARE(f.skippedRows, 7 + 1 + 2);
    }

    void countsWithNullsAreSkipped()
    {
        QVector<QVector<QJsonObject>> rows(UtilizationFleetSource::RowCounts + 1);
        rows[UtilizationFleetSource::RowCounts] = {row(R"({"rows_ok":null,"rows_bad":"1"})")};
        QCOMPARE(UtilizationFleetSource::decode(rows, 0, 1).skippedRows, 1);
        QCOMPARE(UtilizationFleetSource::decode({}, 0, 1).skippedRows, 0); // no rows at all: nothing read
    }

    void runs()
    {
        const QVector<QJsonObject> rows = {
            row(R"({"job_id":"49000000105","workflow_id":"17000000105","run_attempt":1,"workflow_name":"pull",)"
                R"("start_at":"2026-11-06 02:00:48","end_at":"2026-11-06 02:38:31","gpu_type":"NVIDIA A10G",)"
                R"("gpu_count":1,"gpu_hours":0.62,"avg_util":35.5,"peak_util":100,"idle_gpu_hours":0.4})"),
            // A lost upload: every utilization figure unknown.
            row(R"({"job_id":"2","workflow_id":"3","run_attempt":2,"workflow_name":"pull",)"
                R"("start_at":"2026-11-06 03:00:00","end_at":"2026-11-06 03:30:00","gpu_type":"NVIDIA A10G",)"
                R"("gpu_count":1,"gpu_hours":0.5,"avg_util":null,"peak_util":null,"idle_gpu_hours":null})"),
            // Known average without its idle hours: inconsistent.
            row(R"({"job_id":"2","workflow_id":"3","run_attempt":2,"workflow_name":"pull",)"
                R"("start_at":"2026-11-06 03:00:00","end_at":"2026-11-06 03:30:00","gpu_type":"NVIDIA A10G",)"
                R"("gpu_count":1,"gpu_hours":0.5,"avg_util":3,"peak_util":null,"idle_gpu_hours":null})"),
            row(R"({"job_id":"2","workflow_id":"3","run_attempt":2,"workflow_name":"pull",)"
                R"("start_at":"not a time","end_at":"2026-11-06 03:30:00","gpu_type":"NVIDIA A10G",)"
                R"("gpu_count":1,"gpu_hours":0.5,"avg_util":null,"peak_util":null,"idle_gpu_hours":null})"),
            row(R"({"job_id":"2","workflow_id":"3","run_attempt":2,"workflow_name":"pull",)"
                R"("start_at":"2026-11-06 03:00:00","end_at":"2026-11-06 03:30:00","gpu_type":"NVIDIA A10G",)"
                R"("gpu_count":1,"avg_util":null,"peak_util":null,"idle_gpu_hours":null})"),
        };
        int skipped = 0;
        const QVector<UtilizationRunRow> runs = UtilizationFleetSource::decodeRuns(rows, &skipped);
        QCOMPARE(skipped, 3);
        QCOMPARE(runs.size(), 2);
        QCOMPARE(runs[0].jobId, 49000000105);
        QCOMPARE(runs[0].startAt, 1793930448); // 2026-11-06 02:00:48 UTC
        QCOMPARE(runs[0].averageUtil, std::optional<double>(35.5));
        QCOMPARE(runs[0].idleGpuHours, std::optional<double>(0.4));
        QCOMPARE(runs[1].runAttempt, 2);
        QVERIFY(!runs[1].averageUtil && !runs[1].peakUtil && !runs[1].idleGpuHours);
    }

    void sqlRefusesABadDatabase()
    {
        UtilizationFleetSource::Options options;
        options.database = u"a.b"_s;
        const auto refused = UtilizationFleetSource::sql(UtilizationFleetSource::ByJobName, options, 0, 1, {});
        QVERIFY(!refused);
        QVERIFY(refused.error().message.contains(u"a.b"_s));
        // 18.16-portable: no JSONExtract, no CTE.
        const auto sql = UtilizationFleetSource::sql(UtilizationFleetSource::ByRunner, {}, 0, 86400, {});
        QVERIFY(sql);
        QVERIFY(!sql->contains(u"JSONExtract"_s) && !sql->contains(u"WITH "_s));
    }
};

HW_TEST_GUILESS_MAIN(tst_UtilizationFleetDecode)
#include "tst_UtilizationFleetDecode.moc"
