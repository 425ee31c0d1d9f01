// The flaky tab's side tables and chart series: disabled now, could be re-enabled, disabled tests
// per day by platform (a day without a snapshot is a gap, not zero).
#include "TestRegistry.h"

#include "flaky/DisabledTestsModel.h"
#include "flaky/FlakyCharts.h"
#include "flaky/FlakyTestRunsModel.h"
#include "flaky/ReenableCandidatesModel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;

namespace {
constexpr qint64 Day = 86'400;
constexpr qint64 Day0 = 20'635 * Day; // 2026-07-01
} // namespace

class tst_FlakyTabModels : public QObject
{
    Q_OBJECT
private slots:
    void disabledNow()
    {
        DisabledTestsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRows({{u"test_a (__main__.TestA)"_s, 189842, {u"mac"_s, u"macos"_s}, Day0, Day0 + 100},
                        {u"test_b (__main__.TestB)"_s, 140556, {}, Day0 - 30 * Day, Day0 + 100}});
        QCOMPARE(model.rowCount(), 2);
        QCOMPARE(model.index(0, DisabledTestsModel::Issue).data().toString(), u"#189842"_s);
        QCOMPARE(model.index(0, DisabledTestsModel::Platforms).data().toString(), u"mac, macos"_s);
        QCOMPARE(model.index(1, DisabledTestsModel::Platforms).data().toString(), u"all"_s);
        QCOMPARE(model.index(1, DisabledTestsModel::Since).data().toString(), u"2026-06-01"_s);
        QCOMPARE(model.index(1, DisabledTestsModel::Since).data(DisabledTestsModel::SortRole).toLongLong(), Day0 - 30 * Day);
        model.setRows({});
        QCOMPARE(model.rowCount(), 0);
    }

    void reenableCandidates()
    {
        ReenableCandidatesModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRows({{u"test_x.py"_s, u"TestX"_s, u"test_y"_s, 212, Day0 + 3600, 190001},
                             {u"a.py"_s, u"A"_s, u"test_b"_s, 150, Day0, std::nullopt}});
        QCOMPARE(model.index(0, ReenableCandidatesModel::Test).data().toString(), u"test_x.py · TestX · test_y"_s);
        QCOMPARE(model.index(0, ReenableCandidatesModel::Green).data().toString(), u"✓ 212"_s);
        QCOMPARE(model.index(0, ReenableCandidatesModel::LastRun).data().toString(), u"2026-07-01 01:00"_s);
        QCOMPARE(model.index(0, ReenableCandidatesModel::Issue).data().toString(), u"#190001"_s);
        QCOMPARE(model.index(1, ReenableCandidatesModel::Issue).data().toString(), u"unknown"_s);
    }

    void runsOfOneTest()
    {
        FlakyTestRunsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRows({{11, u"pull / linux / test (default, 1, 5)"_s, u"https://github.com/x/actions/runs/1/job/11"_s,
                        Day0 + 3600, FlakyTestRun::Outcome::Flaky},
                       {12, QString(), QString(), Day0, FlakyTestRun::Outcome::Fail}});
        QCOMPARE(model.index(0, FlakyTestRunsModel::When).data().toString(), u"2026-07-01 01:00 UTC"_s);
        QCOMPARE(model.index(0, FlakyTestRunsModel::Outcome).data().toString(), u"F flaky (passed on rerun)"_s);
        QCOMPARE(model.index(1, FlakyTestRunsModel::Outcome).data().toString(), u"X failed"_s);
        QCOMPARE(model.index(1, FlakyTestRunsModel::Job).data().toString(), u"job 12 (not in workflow_job)"_s);
        QCOMPARE(model.index(0, 0).data(FlakyTestRunsModel::UrlRole).toString(),
                 u"https://github.com/x/actions/runs/1/job/11"_s);
    }

    void rateByDayWithItsInterval()
    {
        FlakyTestHistory h;
        h.from = Day0;
        h.to = Day0 + 3 * Day;
        h.days = {{Day0, 1, 10, 0, 0}, {Day0 + 2 * Day, 0, 4, 1, 0}};
        const auto series = FlakyCharts::rateByDay(h);
        QCOMPARE(series.size(), 2);
        const TimeSeries &band = series[0], &rate = series[1];
        QVERIFY(band.isBand());
        QCOMPARE(rate.points.size(), 3);
        QCOMPARE(rate.points[0].v, 10.0);
        QVERIFY(rate.points[1].isGap()); // it did not run that day
        QVERIFY(band.points[1].isGap() && band.upper[1].isGap());
        QCOMPARE(rate.points[2].v, 0.0);
        QVERIFY(band.points[0].v < 10.0 && band.upper[0].v > 10.0);
        QCOMPARE(band.points[0].v, 100.0 * FlakeRate(1, 10).wilsonLowerBound());
        QVERIFY(band.style != rate.style);
    }

    void disabledPerDayByPlatform()
    {
        FlakyResults r;
        r.disabledByDay = {{Day0, u"rocm"_s, 80}, {Day0, u"linux"_s, 70}, {Day0, u"all"_s, 3},
                           {Day0 + 2 * Day, u"rocm"_s, 84}, {Day0 + 2 * Day, u"linux"_s, 90}};
        const auto series = FlakyCharts::disabledByPlatform(r, 2);
        QCOMPARE(series.size(), 2);
        QCOMPARE(series[0].name, u"linux"_s); // most on the newest day first
        QCOMPARE(series[1].name, u"rocm"_s);
        QCOMPARE(series[0].points.size(), 3);
        QCOMPARE(series[0].points[0].v, 70.0);
        QVERIFY(series[0].points[1].isGap()); // no snapshot that day
        QCOMPARE(series[0].points[2].v, 90.0);
        QVERIFY(series[0].style != series[1].style); // told apart without colour
        QVERIFY(FlakyCharts::disabledByPlatform({}).isEmpty());
    }
};

HW_TEST_GUILESS_MAIN(tst_FlakyTabModels)
#include "tst_FlakyTabModels.moc"
