// Utilization stats (HUD's: average, max, p10/p50/p90, spike frequency, mean time between spikes)
// on hand-made series with worked answers and on a real 8-GPU nvidia-smi log; the CSV reader
// counts unknown columns and malformed lines with their numbers.
#include "utilization/NvidiaSmiCsv.h"
#include "utilization/UtilizationHudJobStats.h"
#include "utilization/UtilizationStats.h"

#include "TestEnvironment.h"
#include "TestRegistry.h"

#include <QTest>

#include <limits>

using namespace Qt::StringLiterals;
using namespace hw;

class tst_UtilizationStats : public QObject
{
    Q_OBJECT
private slots:
    void hudsJobFiguresByHand()
    {
        // Two GPUs, three intervals; util_percent.max (peak) per GPU: (10, 30), (50, 70), (90, NaN:
        // that GPU missing). HUD: per interval the mean and the max of the GPUs' max.
        JobUtilization job;
        job.gpuIds = {u"a"_s, u"b"_s};
        const double nan = std::numeric_limits<double>::quiet_NaN();
        job.tracks = {{UtilizationMetric::GpuUtilization, 0, {1000, 2000, 3000}, {5, 40, 80}, {10, 50, 90}},
                      {UtilizationMetric::GpuUtilization, 1, {1000, 2000, 3000}, {20, 60, nan}, {30, 70, nan}}};
        const UtilizationHudJobStats s = UtilizationHudJobStats::of(job);
        QCOMPARE(s.intervals, 3);
        QCOMPARE(*s.gpuAvg, (20.0 + 60.0 + 90.0) / 3);       // means 20, 60, 90
        QCOMPARE(*s.gpuMax, 90.0);
        QCOMPARE(*s.gpuP90, 70.0 + (90.0 - 70.0) * 0.8);     // maxes 30 70 90: index 0.9 × 2 = 1.8
        QCOMPARE(UtilizationHudJobStats::of(job, 2000, 2000).intervals, 1);
        QVERIFY(!UtilizationHudJobStats::of(JobUtilization{}).gpuP90); // no data: unknown, not 0
        QCOMPARE(UtilizationHudJobStats::interpolatedQuantile({1, 2, 3, 4, 5, 6, 7, 8, 9, 10}, 0.9), 9.1);
        QCOMPARE(UtilizationHudJobStats::interpolatedQuantile({7}, 0.9), 7.0);
    }

    void meanStaysBetweenTheExtremes()
    {
        // Found by fuzz_utilization_log: summing three 5.4s gives 16.200000000000003.
        const UtilizationStats s = UtilizationStats::of({0, 1000, 2000}, {5.4, 5.4, 5.4});
        QVERIFY(s.average <= s.max);
        QCOMPARE(s.average, 5.4);
    }

    void workedExample()
    {
        // 10 samples a second apart; spikes (≥ 90) start at t = 2 s and t = 7 s; one missing sample.
        const QVector<qint64> t = {0, 1000, 2000, 3000, 4000, 5000, 6000, 7000, 8000, 9000};
        const QVector<double> v = {10, 20, 95, 100, 50, std::numeric_limits<double>::quiet_NaN(), 60, 90, 30, 40};
        const UtilizationStats s = UtilizationStats::of(t, v);
        QCOMPARE(s.samples, 9); // the missing one is not a 0
        QCOMPARE(s.average, (10 + 20 + 95 + 100 + 50 + 60 + 90 + 30 + 40) / 9.0);
        QCOMPARE(s.max, 100.0);
        // sorted: 10 20 30 40 50 60 90 95 100 → [floor(0.1·9)=0] 10, [4] 50, [8] 100
        QCOMPARE(s.p10, 10.0);
        QCOMPARE(s.p50, 50.0);
        QCOMPARE(s.p90, 100.0);
        QCOMPARE(s.spikeFrequency, 3 / 9.0);
        QCOMPARE(s.spikes, 2);
        QVERIFY(s.meanSecondsBetweenSpikes);
        QCOMPARE(*s.meanSecondsBetweenSpikes, 5.0);

        const UtilizationStats none = UtilizationStats::of({}, {});
        QCOMPARE(none.samples, 0);
        QVERIFY(!none.meanSecondsBetweenSpikes);
        QVERIFY(!UtilizationStats::of({0, 1}, {95, 96}).meanSecondsBetweenSpikes); // one spike
    }

    void aMissingSampleDoesNotEndASpike()
    {
        const double nan = std::numeric_limits<double>::quiet_NaN();
        const UtilizationStats s = UtilizationStats::of({0, 1000, 2000}, {95, nan, 96});
        QCOMPARE(s.spikes, 1);
    }

    void realEightGpuLog()
    {
        const auto log = NvidiaSmiCsv::parse(hw::test::readFile(hw::test::dataPath(u"utilization/nanogpt_8gpu_first100.csv"_s)));
        QVERIFY2(log, qPrintable(log.error()));
        QCOMPARE(log->gpus.size(), 8);
        QCOMPARE(log->malformedLines, 0);
        QVERIFY(log->unknownColumns.isEmpty());
        for (const GpuSeries &g : log->gpus) {
            QCOMPARE(g.times.size(), 100);
            QVERIFY(!std::isnan(g.temperatureC.first()) && !std::isnan(g.powerW.first()));
        }
        // An independent check of the overall figures: plain sums and counts over the lines.
        double sum = 0;
        int n = 0, high = 0;
        for (const GpuSeries &g : log->gpus)
            for (const double v : g.utilization) {
                sum += v;
                ++n;
                high += v >= 90;
            }
        QVector<QVector<qint64>> times;
        QVector<QVector<double>> values;
        for (const GpuSeries &g : log->gpus) {
            times << g.times;
            values << g.utilization;
        }
        const UtilizationStats all = UtilizationStats::ofAll(times, values);
        QCOMPARE(all.samples, n);
        QVERIFY(std::abs(all.average - sum / n) < 1e-9);
        QCOMPARE(all.spikeFrequency, double(high) / n);
        QVERIFY(all.p10 <= all.p50 && all.p50 <= all.p90 && all.p90 <= all.max);
    }

    void badLinesAreCountedWithTheirNumbers()
    {
        const QByteArray csv = "timestamp,gpu_index,utilization_gpu_percent,fan\n"
                               "2025-09-24T03:17:04.490Z,0,50,1\n"
                               "garbage\n"
                               "2025-09-24T03:17:04.790Z,0,150,1\n"   // not a percentage
                               "2025-09-24T03:17:05.090Z,x,50,1\n"
                               "2025-09-24T03:17:05.390Z,1,60,1\n";
        const auto log = NvidiaSmiCsv::parse(csv);
        QVERIFY2(log, qPrintable(log.error()));
        QCOMPARE(log->gpus.size(), 2);
        QCOMPARE(log->malformedLines, 3);
        QCOMPARE(log->malformedLineNumbers, (QVector<int>{3, 4, 5}));
        QCOMPARE(log->unknownColumns, QStringList{u"fan"_s});
        QVERIFY(std::isnan(log->gpus[0].powerW.first())); // no power column: missing, not 0

        const auto noHeader = NvidiaSmiCsv::parse("a,b\n1,2\n");
        QVERIFY(!noHeader);
        QVERIFY(noHeader.error().contains(u"must name timestamp, gpu_index and utilization_gpu_percent"_s));
        QVERIFY(!NvidiaSmiCsv::parse(""));
        QVERIFY(NvidiaSmiCsv::parse("timestamp,gpu_index,utilization_gpu_percent\nx,y,z\n").error().contains(u"no readable samples"_s));
    }
};

HW_TEST_GUILESS_MAIN(tst_UtilizationStats)
#include "tst_UtilizationStats.moc"
