// Utilization logs of every shape the console reads: monitor.py's data model 1.x JSON lines
// (metadata, records, error records, old rows without allocated_*), its old per-process format
// (a real 2022 log), oss_ci_time_series rows exported as JSON lines, nvidia-smi CSV; missing
// figures are gaps and never zeros; bad lines are counted with their numbers; hostile sizes are
// bounded; stats over a segment equal a plain computation over the same samples.
#include "utilization/BoundedLineReader.h"
#include "utilization/JobUtilization.h"
#include "utilization/MonitorJsonLines.h"
#include "utilization/NvidiaSmiCsv.h"
#include "utilization/UtilizationJobSource.h"
#include "utilization/UtilizationLogFile.h"

#include "TestEnvironment.h"
#include "TestRegistry.h"

#include <QBuffer>
#include <QDateTime>
#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimeZone>
#include <QTest>

#include <cmath>

using namespace Qt::StringLiterals;
using namespace hw;

class tst_UtilizationFiles : public QObject
{
    Q_OBJECT
private slots:
    void dataModel15()
    {
        // A data-model-1.5 log: metadata, three records (the second an older row without allocated_*,
        // the third with GPU 1 missing), an error record, a broken line.
        const auto job = MonitorJsonLines::parse(hw::test::readFile(hw::test::dataPath(u"utilization/monitor/model15_hand_written.jsonl"_s)));
        QVERIFY2(job, qPrintable(job.error()));
        QCOMPARE(job->info.jobId, 49000000002);
        QCOMPARE(job->info.workflowId, 17000000002);
        QCOMPARE(job->info.gpuType, u"NVIDIA A10G"_s);
        QCOMPARE(job->info.gpuCount, 2);
        QCOMPARE(job->info.dataModelVersion, u"1.5"_s);
        QCOMPARE(job->info.startMs, 1763600000000);
        QCOMPARE(job->gpuIds, (QStringList{u"GPU-aaa"_s, u"GPU-bbb"_s}));

        const UtilizationTrack *util0 = job->track(UtilizationMetric::GpuUtilization, 0);
        QVERIFY(util0);
        QCOMPARE(util0->times, (QVector<qint64>{1763600005000, 1763600010000, 1763600015000}));
        QCOMPARE(util0->average, (QVector<double>{95, 85, 92}));
        QCOMPARE(util0->peak, (QVector<double>{100, 99, 100}));
        // GPU 1 is missing from the third record: a gap, not 0.
        const UtilizationTrack *util1 = job->track(UtilizationMetric::GpuUtilization, 1);
        QCOMPARE(util1->average.size(), 3);
        QVERIFY(std::isnan(util1->average[2]));
        // The second record is an older row without allocated_*: a gap there; MiB read as GiB.
        const UtilizationTrack *gib0 = job->track(UtilizationMetric::GpuAllocatedGiB, 0);
        QCOMPARE(gib0->average.size(), 3);
        QCOMPARE(gib0->average[0], 11.5);
        QVERIFY(std::isnan(gib0->average[1]));
        QCOMPARE(gib0->peak[2], 13.0);
        // null CPU figures are gaps.
        const UtilizationTrack *cpu = job->track(UtilizationMetric::Cpu, -1);
        QCOMPARE(cpu->average.size(), 3);
        QCOMPARE(cpu->average[0], 20.5);
        QVERIFY(std::isnan(cpu->average[2]));
        QVERIFY(job->has(UtilizationMetric::GpuMemoryBandwidth));
        QVERIFY(!job->has(UtilizationMetric::GpuTemperature));

        // The error record is kept as what the monitor said; the cut line is counted by number.
        QCOMPARE(job->notes.errors.size(), 1);
        QVERIFY(job->notes.errors.first().contains(u"NVMLError_GpuIsLost"_s));
        QCOMPARE(job->notes.malformed, 1);
        QCOMPARE(job->notes.malformedAt, QVector<int>{6});
        QCOMPARE(job->notes.unknownFields, QStringList{u"gpu_usage.sm_clock"_s});

        // Stats of GPU 0's averages, and of both GPUs together (the gap left out).
        const UtilizationStats s0 = job->stats(UtilizationMetric::GpuUtilization, 0);
        QCOMPARE(s0.samples, 3);
        QCOMPARE(s0.average, (95 + 85 + 92) / 3.0);
        QCOMPARE(s0.spikes, 2); // 95 starts one, 85 ends it, 92 starts the next
        QCOMPARE(*s0.meanSecondsBetweenSpikes, 10.0);
        const UtilizationStats all = job->stats(UtilizationMetric::GpuUtilization, -1);
        QCOMPARE(all.samples, 5);
        QCOMPARE(all.average, (95 + 85 + 92 + 10 + 15) / 5.0);
    }

    void oldPerProcessFormat()
    {
        const auto job = UtilizationLogFile::read(hw::test::dataPath(u"utilization/monitor/pytorch_monitor_usage_log_2022-09-27.jsonl"_s));
        QVERIFY2(job, qPrintable(job.error()));
        QVERIFY(job->notes.format.contains(u"per-process"_s));
        const UtilizationTrack *cpu = job->track(UtilizationMetric::Cpu, -1);
        QVERIFY(cpu);
        QCOMPARE(cpu->average, (QVector<double>{8.7, 5.4}));
        QCOMPARE(cpu->times.first(), 1664319931560); // 2022-09-27T23:05:31.560282Z
        const UtilizationTrack *gpu = job->track(UtilizationMetric::GpuUtilization, 0);
        QCOMPARE(gpu->average, (QVector<double>{96, 0})); // a real 0 stays 0
        QCOMPARE(job->notes.malformed, 0);
    }

    void clickHouseRowsExported()
    {
        // JSONEachRow of oss_ci_time_series: json_data is a string; times without a zone are UTC.
        const QByteArray rows = hw::test::readFile(hw::test::dataPath(u"utilization/monitor/time_series_rows_hand_written.jsonl"_s));
        const auto job = MonitorJsonLines::parse(rows);
        QVERIFY2(job, qPrintable(job.error()));
        QCOMPARE(job->info.jobId, 7);
        QCOMPARE(job->notes.malformedAt, QVector<int>{2});
        const UtilizationTrack *util = job->track(UtilizationMetric::GpuUtilization, 0);
        // The malformed row is a gap at its time, not a line drawn across it.
        QCOMPARE(util->average.size(), 3);
        QCOMPARE(util->average[0], 50.0);
        QVERIFY(std::isnan(util->average[1]));
        QCOMPARE(util->times[0], QDateTime(QDate(2026, 11, 20), QTime(10, 0), QTimeZone::utc()).toMSecsSinceEpoch());
    }

    void timesInEveryForm()
    {
        QCOMPARE(MonitorJsonLines::timeMs(QJsonValue(1.5)), std::optional<qint64>(1500));
        QCOMPARE(MonitorJsonLines::timeMs(QJsonValue(u"1763600000"_s)), std::optional<qint64>(1763600000000));
        QCOMPARE(MonitorJsonLines::timeMs(QJsonValue(u"2026-11-20T10:00:00.250Z"_s)),
                 std::optional<qint64>(QDateTime(QDate(2026, 11, 20), QTime(10, 0, 0, 250), QTimeZone::utc()).toMSecsSinceEpoch()));
        QCOMPARE(MonitorJsonLines::timeMs(QJsonValue(u"2026-11-20T12:00:00+02:00"_s)),
                 std::optional<qint64>(QDateTime(QDate(2026, 11, 20), QTime(10, 0), QTimeZone::utc()).toMSecsSinceEpoch()));
        QVERIFY(!MonitorJsonLines::timeMs(QJsonValue(u"yesterday"_s)));
        QVERIFY(!MonitorJsonLines::timeMs(QJsonValue(-1.0)));
        QVERIFY(!MonitorJsonLines::timeMs(QJsonValue(1e300)));
        QVERIFY(!MonitorJsonLines::timeMs(QJsonValue()));
    }

    void nothingReadableIsAnError()
    {
        QVERIFY(!MonitorJsonLines::parse("{\"a\": 1}\n{broken\n"));
        QVERIFY(!UtilizationLogFile::parse(""));
        QVERIFY(!UtilizationLogFile::read(u"/nonexistent/monitor.jsonl"_s));
        const auto noData = MonitorJsonLines::parse("{\"level\": \"record\", \"timestamp\": 1, \"data\": {\"disk\": 1}}\n");
        QVERIFY(!noData);
        QVERIFY2(noData.error().contains(u"1 lines"_s) || noData.error().contains(u"could not be read"_s), qPrintable(noData.error()));
    }

    void hostileSizesAreBounded()
    {
        // A line over 1 MB is skipped with its number, the rest is read.
        QByteArray text = "{\"level\": \"record\", \"timestamp\": 1, \"data\": {\"cpu\": {\"avg\": 1, \"max\": 1}}}\n";
        text += "{\"pad\": \"" + QByteArray(MonitorJsonLines::MaxLineBytes + 10, 'x') + "\"}\n";
        text += "{\"level\": \"record\", \"timestamp\": 2, \"data\": {\"cpu\": {\"avg\": 2, \"max\": 2}}}\n";
        const auto job = MonitorJsonLines::parse(text);
        QVERIFY2(job, qPrintable(job.error()));
        QCOMPARE(job->notes.malformedAt, QVector<int>{2});
        QCOMPARE(job->track(UtilizationMetric::Cpu, -1)->average, (QVector<double>{1, 2}));

        // More GPUs than the limit: the first MaxGpus are kept and the rest reported.
        QByteArray many = "{\"level\": \"record\", \"timestamp\": 1, \"data\": {\"gpu_usage\": [";
        for (int i = 0; i < 300; ++i)
            many += (i ? "," : "") + QByteArray("{\"uuid\": \"g") + QByteArray::number(i) + "\", \"util_percent\": {\"avg\": 1, \"max\": 1}}";
        many += "]}}\n";
        const auto wide = MonitorJsonLines::parse(many);
        QVERIFY2(wide, qPrintable(wide.error()));
        QCOMPARE(wide->gpuIds.size(), 256);
        QCOMPARE(wide->notes.errors.size(), 1);
    }

    void linesAreReadInBoundedBlocks()
    {
        // Lines across block boundaries, a line too long (skipped, not buffered), a last line
        // without '\n', and a device longer than the byte limit.
        QByteArray text = "a\n" + QByteArray(BoundedLineReader::BlockBytes - 1, 'b') + "\n";
        text += QByteArray(3 * BoundedLineReader::BlockBytes, 'c') + "\nd\r\n\ne";
        QBuffer buffer(&text);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        BoundedLineReader lines(&buffer, BoundedLineReader::BlockBytes, 1 << 20);
        BoundedLineReader::Line line;
        QStringList seen;
        while (lines.next(&line))
            seen << u"%1:%2:%3"_s.arg(line.number).arg(line.tooLong ? u"long"_s : QString::number(line.text.size()))
                        .arg(QString::fromLatin1(line.text.first(std::min<qsizetype>(1, line.text.size()))));
        QVERIFY(lines.error().isEmpty());
        QCOMPARE(seen, (QStringList{u"1:1:a"_s, u"2:65535:b"_s, u"3:long:"_s, u"4:2:d"_s, u"5:0:"_s, u"6:1:e"_s}));

        buffer.seek(0);
        BoundedLineReader capped(&buffer, 1024, 2 * BoundedLineReader::BlockBytes);
        while (capped.next(&line)) {
        }
        QVERIFY2(capped.error().contains(u"larger than"_s), qPrintable(capped.error()));
    }

    void csvLinesOverTheBoundsAreMalformed()
    {
        // A line of many fields and a line too long are counted as malformed; the rest is read.
        QByteArray csv = "timestamp,gpu_index,utilization_gpu_percent\n"
                         "2025-09-24T03:17:04Z,0,10\n";
        csv += "2025-09-24T03:17:05Z,0,20" + QByteArray(NvidiaSmiCsv::MaxFields, ',') + "\n";
        csv += "2025-09-24T03:17:06Z,0,30," + QByteArray(NvidiaSmiCsv::MaxLineBytes, 'x') + "\n";
        csv += "2025-09-24T03:17:07Z,0,40\n";
        const auto job = UtilizationLogFile::parse(csv);
        QVERIFY2(job, qPrintable(job.error()));
        QCOMPARE(job->notes.malformedAt, (QVector<int>{3, 4}));
        QCOMPARE(job->track(UtilizationMetric::GpuUtilization, 0)->average, (QVector<double>{10, 40}));
        // Fewer fields than the limit but more than the header names: read, as before.
        QVERIFY(UtilizationLogFile::parse("timestamp,gpu_index,utilization_gpu_percent\n2025-09-24T03:17:04Z,0,10,,,\n"));
        // A header over the bounds is refused with a reason.
        const auto wide = UtilizationLogFile::parse("timestamp,gpu_index,utilization_gpu_percent" + QByteArray(200, ',') + "\n");
        QVERIFY(!wide);
        QVERIFY2(wide.error().contains(u"more than 128 columns"_s), qPrintable(wide.error()));
    }

    void headerTextIsQuotedVisibly()
    {
        const auto job = UtilizationLogFile::parse("timestamp,gpu_index,utilization_gpu_percent,\x1b[31mred\n"
                                                   "2025-09-24T03:17:04Z,0,10,1\n");
        QVERIFY2(job, qPrintable(job.error()));
        QCOMPARE(job->notes.unknownFields, QStringList{u"\\e[31mred"_s});
        const auto bad = UtilizationLogFile::parse("time\x1b[2Jstamp\n");
        QVERIFY(!bad);
        QVERIFY2(bad.error().contains(u"time\\e[2Jstamp"_s), qPrintable(bad.error()));
        // JSON keys and the monitor's own error text too.
        const auto json = MonitorJsonLines::parse(
            "{\"level\": \"record\", \"timestamp\": 1, \"data\": {\"cpu\": {\"avg\": 1, \"max\": 1}, \"\\u001b]0;x\": 1}}\n"
            "{\"level\": \"record\", \"timestamp\": 2, \"error\": \"lost\\u001b[2J\"}\n");
        QVERIFY2(json, qPrintable(json.error()));
        QVERIFY(!json->notes.unknownFields.join(QString()).contains(QChar(0x1b)));
        QCOMPARE(json->notes.errors.size(), 1);
        QVERIFY2(json->notes.errors.first().contains(u"lost\\e[2J"_s), qPrintable(json->notes.errors.first()));
    }

    void onlyRegularFilesAreRead()
    {
        const auto zero = UtilizationLogFile::read(u"/dev/zero"_s);
        QVERIFY(!zero);
        QVERIFY2(zero.error().contains(u"not a regular file"_s), qPrintable(zero.error()));
        QVERIFY(!UtilizationLogFile::read(QDir::tempPath()));
    }

    void outOfOrderRecordsAreSorted()
    {
        const auto job = MonitorJsonLines::parse(
            "{\"level\": \"record\", \"timestamp\": 3, \"data\": {\"cpu\": {\"avg\": 3, \"max\": 3}}}\n"
            "{\"level\": \"record\", \"timestamp\": 1, \"data\": {\"cpu\": {\"avg\": 1, \"max\": 1}}}\n"
            "{\"level\": \"record\", \"timestamp\": 2, \"data\": {\"cpu\": {\"avg\": 2, \"max\": 2}}}\n");
        QVERIFY(job);
        const UtilizationTrack *cpu = job->track(UtilizationMetric::Cpu, -1);
        QCOMPARE(cpu->times, (QVector<qint64>{1000, 2000, 3000}));
        QCOMPARE(cpu->average, (QVector<double>{1, 2, 3}));
    }

    void csvLinesOutOfOrderAreSorted()
    {
        // Found by fuzz_utilization_log: stats and charts search samples by time.
        const auto job = UtilizationLogFile::parse("timestamp,gpu_index,utilization_gpu_percent\n"
                                                   "2025-09-24T03:17:06Z,0,30\n"
                                                   "2025-09-24T03:17:04Z,0,10\n"
                                                   "2025-09-24T03:17:05Z,0,20\n");
        QVERIFY2(job, qPrintable(job.error()));
        const UtilizationTrack *t = job->track(UtilizationMetric::GpuUtilization, 0);
        QVERIFY(std::is_sorted(t->times.begin(), t->times.end()));
        QCOMPARE(t->average, (QVector<double>{10, 20, 30}));
    }

    void nvidiaSmiCsvThroughTheSameDoor()
    {
        const auto job = UtilizationLogFile::read(hw::test::dataPath(u"utilization/nanogpt_8gpu_first100.csv"_s));
        QVERIFY2(job, qPrintable(job.error()));
        QCOMPARE(job->notes.format, u"nvidia-smi CSV"_s);
        QCOMPARE(job->gpuIds.size(), 8);
        QCOMPARE(job->tracksOf(UtilizationMetric::GpuUtilization).size(), 8);
        QCOMPARE(job->tracksOf(UtilizationMetric::GpuTemperature).size(), 8);
        QCOMPARE(job->tracksOf(UtilizationMetric::GpuPower).size(), 8);
        QVERIFY(!job->has(UtilizationMetric::GpuAllocatedGiB)); // not in the CSV: absent, not 0
        QCOMPARE(job->stats(UtilizationMetric::GpuUtilization, -1).samples, 800);
        QVERIFY(job->info.collectIntervalSeconds > 0.2 && job->info.collectIntervalSeconds < 0.5);
    }

    void windowStatsEqualAPlainComputation()
    {
        const auto job = UtilizationLogFile::read(hw::test::dataPath(u"utilization/nanogpt_8gpu_first100.csv"_s));
        QVERIFY(job);
        const auto [first, last] = job->timeSpan();
        const qint64 from = first + (last - first) / 3, to = first + 2 * (last - first) / 3;
        double sum = 0, max = -1;
        qsizetype n = 0, high = 0;
        for (const UtilizationTrack *t : job->tracksOf(UtilizationMetric::GpuUtilization))
            for (qsizetype i = 0; i < t->times.size(); ++i)
                if (t->times[i] >= from && t->times[i] <= to) {
                    sum += t->average[i];
                    max = std::max(max, t->average[i]);
                    high += t->average[i] >= 90;
                    ++n;
                }
        const UtilizationStats s = job->stats(UtilizationMetric::GpuUtilization, -1, from, to);
        QVERIFY(n > 100);
        QCOMPARE(s.samples, n);
        QCOMPARE(s.average, sum / double(n));
        QCOMPARE(s.max, max);
        QCOMPARE(s.spikeFrequency, double(high) / double(n));
    }

    void chartPointsBreakWhereTheLogStopped()
    {
        UtilizationTrack t;
        t.times = {0, 1000, 2000, 3000, 60000, 61000};
        t.average = {1, 2, 3, 4, 5, 6};
        t.peak = t.average;
        const QVector<SeriesPoint> p = JobUtilization::chartPoints(t);
        QCOMPARE(p.size(), 7);
        QVERIFY(p[4].isGap());
        QCOMPARE(p[4].t, 4000.0);
        QCOMPARE(p[5].v, 5.0);
    }

    void clickHouseDecode()
    {
        const QVector<QJsonObject> metadata{QJsonObject{
            {u"repo"_s, u"pytorch/pytorch"_s}, {u"workflow_id"_s, u"17"_s}, {u"run_attempt"_s, 2}, {u"job_id"_s, u"49"_s},
            {u"workflow_name"_s, u"pull"_s}, {u"job_name"_s, u"test"_s}, {u"usage_collect_interval"_s, 1.0},
            {u"data_model_version"_s, u"1.5"_s}, {u"gpu_count"_s, 1}, {u"cpu_count"_s, 8}, {u"gpu_type"_s, u"NVIDIA A10G"_s},
            {u"start_at"_s, u"1970-01-01 00:16:40"_s}, {u"end_at"_s, u"1970-01-01 00:18:20"_s},
            // 18.16's nested columns; the second segment ends before it starts
            {u"segments.1"_s, QJsonArray{u"CMD_PYTHON"_s, u"CMD_PYTHON"_s}},
            {u"segments.2"_s, QJsonArray{u"python test/run_test.py"_s, u"backwards"_s}},
            {u"segments.3"_s, QJsonArray{u"1970-01-01 00:16:50"_s, u"1970-01-01 00:17:40"_s}},
            {u"segments.4"_s, QJsonArray{u"1970-01-01 00:17:30"_s, u"1970-01-01 00:17:30"_s}}}};
        const QVector<QJsonObject> series{
            QJsonObject{{u"ts"_s, 1010}, {u"json_data"_s, u"{\"gpu_usage\": [{\"uuid\": \"G\", \"util_percent\": {\"avg\": 40, \"max\": 90}}]}"_s}},
            QJsonObject{{u"ts"_s, 1020}, {u"json_data"_s, u"{\"gpu_usage\": [{\"uuid\": \"G\", \"util_percent\": nul"_s}},
            QJsonObject{{u"ts"_s, u"x"_s}, {u"json_data"_s, u"{}"_s}},
            QJsonObject{{u"ts"_s, 1030}, {u"json_data"_s, u"{\"gpu_usage\": [{\"uuid\": \"G\", \"util_percent\": null}]}"_s}},
            QJsonObject{{u"ts"_s, 1040}, {u"json_data"_s, u"{\"gpu_usage\": [{\"uuid\": \"G\", \"util_percent\": {\"avg\": 60, \"max\": 70}}]}"_s}}};
        const JobUtilization job = UtilizationJobSource::decode({metadata, series}, 49);
        QCOMPARE(job.info.workflowId, 17);
        QCOMPARE(job.info.runAttempt, 2);
        QCOMPARE(job.info.startMs, 1000000);
        QCOMPARE(job.segments.size(), 1); // the one ending before it starts is reported
        QCOMPARE(job.segments.first().fromMs, 1010000);
        QCOMPARE(job.segments.first().toMs, 1050000);
        QCOMPARE(job.notes.errors.size(), 1);
        QCOMPARE(job.notes.malformedAt, (QVector<int>{2, 3}));
        const UtilizationTrack *util = job.track(UtilizationMetric::GpuUtilization, 0);
        QCOMPARE(util->times, (QVector<qint64>{1010000, 1020000, 1030000, 1040000}));
        QVERIFY(std::isnan(util->average[1])); // malformed row: a gap at its time
        QVERIFY(std::isnan(util->average[2])); // null figure: a gap
        QCOMPARE(job.stats(UtilizationMetric::GpuUtilization, 0, 1010000, 1050000).average, 50.0);
    }

    void segmentsInEveryServerShape()
    {
        // Modern servers write the column whole: a list of arrays, or of objects for named tuples.
        const QJsonObject base{{u"repo"_s, u"r"_s}, {u"workflow_id"_s, 1}, {u"run_attempt"_s, 1}, {u"workflow_name"_s, u"w"_s},
                               {u"job_name"_s, u"j"_s}, {u"usage_collect_interval"_s, 1.0}, {u"data_model_version"_s, u"1.5"_s},
                               {u"gpu_count"_s, 1}, {u"cpu_count"_s, 1}, {u"gpu_type"_s, u"g"_s},
                               {u"start_at"_s, u"2026-11-20 10:00:00.000"_s}, {u"end_at"_s, u"2026-11-20 11:00:00.000"_s}};
        QJsonObject arrays = base;
        arrays.insert(u"segments"_s, QJsonArray{QJsonArray{u"CMD_PYTHON"_s, u"b"_s, u"2026-11-20 10:30:00"_s, u"2026-11-20 10:40:00"_s, QJsonObject{}},
                                                QJsonArray{u"CMD_PYTHON"_s, u"a"_s, u"2026-11-20 10:10:00"_s, u"2026-11-20 10:20:00"_s, QJsonObject{}}});
        QJsonObject objects = base;
        objects.insert(u"segments"_s, QJsonArray{QJsonObject{{u"level"_s, u"CMD_PYTHON"_s}, {u"name"_s, u"a"_s},
                                                             {u"start_at"_s, u"2026-11-20 10:10:00"_s}, {u"end_at"_s, u"2026-11-20 10:20:00"_s},
                                                             {u"extra_info"_s, QJsonObject{}}}});
        for (const QJsonObject &row : {arrays, objects}) {
            const JobUtilization job = UtilizationJobSource::decode({{row}, {}}, 1);
            QVERIFY2(job.notes.errors.isEmpty(), qPrintable(job.notes.errors.join(u"; "_s)));
            QVERIFY(!job.segments.isEmpty());
            QCOMPARE(job.segments.first().name, u"a"_s); // in time order
            QCOMPARE(job.segments.first().toMs - job.segments.first().fromMs, 600000);
            QCOMPARE(job.info.endMs - job.info.startMs, 3600000);
        }
    }

    void sqlIsBoundAndRefusesBadNames()
    {
        UtilizationJobSource::Options options;
        options.repo = u"pytorch/it's"_s;
        const auto sql = UtilizationJobSource::sql(UtilizationJobSource::Series, options, {17000000001, 49000000001, 2});
        QVERIFY2(sql, qPrintable(sql.error().message));
        // The table's sort key, whole: never job_id alone.
        QVERIFY(sql->contains(u"workflow_id = 17000000001 AND job_id = 49000000001 AND run_attempt = 2 "
                              "AND repo = 'pytorch/it\\'s'"_s));
        QVERIFY(sql->contains(u"misc.oss_ci_time_series"_s));
        options.database = u"misc; DROP TABLE x"_s;
        const auto refused = UtilizationJobSource::sql(UtilizationJobSource::Metadata, options, {1, 1, 1});
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, SourceError::Kind::Configuration);
        QVERIFY(refused.error().message.contains(u"database"_s));
    }
};

HW_TEST_GUILESS_MAIN(tst_UtilizationFiles)
#include "tst_UtilizationFiles.moc"
