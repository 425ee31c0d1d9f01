// The fleet and runs tables under QAbstractItemModelTester: cells per role (unknown utilization
// shown as "unknown" and sorted below 0, one decimal for percentages, numbers right-aligned,
// tooltips that explain idle GPU-hours), and the lossless, strict JSON round trip of the result.
#include "TestRegistry.h"

#include "utilization/UtilizationFleetJson.h"
#include "utilization/UtilizationFleetModel.h"
#include "utilization/UtilizationRunsModel.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;

namespace {

QVector<UtilizationFleetRow> groups()
{
    UtilizationFleetRow a;
    a.name = u"test (distributed, 1, 3, linux.g5.12xlarge.nvidia.gpu)"_s;
    a.runs = 24;
    a.measuredRuns = 23;
    a.gpuHours = 56.141;
    a.measuredGpuHours = 54.342;
    a.averageUtil = 7.2753;
    a.peakUtil = 100;
    a.idleGpuHours = 50.3886;
    UtilizationFleetRow b;
    b.name = u"lost uploads only"_s;
    b.runs = 2;
    b.gpuHours = 1.0 / 3;
    UtilizationFleetRow c;
    c.name = u"NVIDIA A10G × 4"_s;
    c.gpuType = u"NVIDIA A10G"_s;
    c.gpuCount = 4;
    c.runs = c.measuredRuns = 1;
    c.gpuHours = c.measuredGpuHours = 2;
    c.averageUtil = 12.5;
    c.peakUtil = 99.5;
    c.idleGpuHours = 1.75;
    return {a, b, c};
}

QVector<UtilizationRunRow> runs()
{
    UtilizationRunRow a;
    a.jobId = 49000000105;
    a.workflowId = 17000000105;
    a.runAttempt = 1;
    a.workflowName = u"pull"_s;
    a.startAt = 1793930448;
    a.endAt = a.startAt + 2263;
    a.gpuType = u"NVIDIA A10G"_s;
    a.gpuCount = 1;
    a.gpuHours = 2263.0 / 3600;
    a.averageUtil = 35.55;
    a.peakUtil = 100;
    a.idleGpuHours = a.gpuHours * (1 - 0.3555);
    UtilizationRunRow b = a;
    b.jobId = 49000000200;
    b.runAttempt = 2;
    b.averageUtil.reset();
    b.peakUtil.reset();
    b.idleGpuHours.reset();
    return {a, b};
}

} // namespace

class tst_UtilizationFleetModels : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void fleetModel()
    {
        UtilizationFleetModel model(u"Job"_s);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        model.setRows(groups());
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.columnCount(), int(UtilizationFleetModel::ColumnCount));
        QCOMPARE(model.headerData(UtilizationFleetModel::Name, Qt::Horizontal, Qt::DisplayRole).toString(), u"Job"_s);
        const auto text = [&](int r, int c) { return model.index(r, c).data().toString(); };
        QCOMPARE(text(0, UtilizationFleetModel::AverageUtil), u"7.3 %"_s);
        QCOMPARE(text(0, UtilizationFleetModel::PeakUtil), u"100.0 %"_s);
        QCOMPARE(text(0, UtilizationFleetModel::IdleGpuHours), u"50.4"_s);
        QCOMPARE(text(0, UtilizationFleetModel::GpuHours), u"56.1"_s);
        QCOMPARE(text(1, UtilizationFleetModel::AverageUtil), u"unknown"_s);
        QCOMPARE(text(1, UtilizationFleetModel::IdleGpuHours), u"unknown"_s);
        QCOMPARE(model.index(1, UtilizationFleetModel::AverageUtil).data(UtilizationFleetModel::SortRole).toDouble(), -1.0);
        QCOMPARE(model.index(0, UtilizationFleetModel::IdleGpuHours).data(UtilizationFleetModel::SortRole).toDouble(),
                 50.3886);
        QCOMPARE(model.index(0, UtilizationFleetModel::Runs).data(Qt::TextAlignmentRole).toInt(),
                 int(Qt::AlignRight | Qt::AlignVCenter));
        QVERIFY(!model.index(0, UtilizationFleetModel::Name).data(Qt::TextAlignmentRole).isValid());
        const QString idleTip = model.index(0, UtilizationFleetModel::IdleGpuHours).data(Qt::ToolTipRole).toString();
        QVERIFY2(idleTip.contains(u"GPU-hours × (1 − average utilization)"_s), qPrintable(idleTip));
        QVERIFY2(idleTip.contains(u"1 of 24"_s), qPrintable(idleTip)); // the run without data is named
        QCOMPARE(text(2, UtilizationFleetModel::Name), u"NVIDIA A10G × 4"_s);
    }

    void runsModel()
    {
        UtilizationRunsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setRows(runs());
        QCOMPARE(model.rowCount(), 2);
        const auto text = [&](int r, int c) { return model.index(r, c).data().toString(); };
        QCOMPARE(text(0, UtilizationRunsModel::Start), u"2026-11-06 02:00"_s);
        QCOMPARE(text(0, UtilizationRunsModel::AverageUtil), u"35.5 %"_s);
        QCOMPARE(text(0, UtilizationRunsModel::Gpus), u"NVIDIA A10G × 1"_s);
        QCOMPARE(text(1, UtilizationRunsModel::AverageUtil), u"unknown"_s);
        QCOMPARE(text(1, UtilizationRunsModel::IdleGpuHours), u"unknown"_s);
        QVERIFY(model.index(1, UtilizationRunsModel::AverageUtil).data(Qt::ToolTipRole).toString().contains(u"no utilization data"_s));
        QCOMPARE(model.index(0, UtilizationRunsModel::Start).data(UtilizationRunsModel::SortRole).toLongLong(), 1793930448);
        QCOMPARE(model.index(1, UtilizationRunsModel::PeakUtil).data(UtilizationRunsModel::SortRole).toDouble(), -1.0);
        QCOMPARE(model.index(0, UtilizationRunsModel::GpuHours).data(Qt::TextAlignmentRole).toInt(),
                 int(Qt::AlignRight | Qt::AlignVCenter));
        model.setRows({});
        QCOMPARE(model.rowCount(), 0);
    }

    void jsonRoundTrip()
    {
        UtilizationFleet f;
        f.from = 1793923200;
        f.to = 1795132800;
        f.byJobName = groups();
        f.byWorkflow = {groups()[1]};
        f.byRunner = {groups()[2]};
        f.validRows = 19509;
        f.malformedRows = 12;
        f.skippedRows = 1;
        f.runs = {{u"job a"_s, runs()}, {u"job b"_s, {}}};
        const QByteArray json = UtilizationFleetJson::toJson(f);
        const auto back = UtilizationFleetJson::fromJson(json);
        QVERIFY2(back, qPrintable(back.error()));
        QVERIFY(*back == f);
    }

    void jsonIsStrict()
    {
        QVERIFY(!UtilizationFleetJson::fromJson("[]"));
        UtilizationFleet f;
        f.byJobName = groups();
        f.runs = {{u"job a"_s, runs()}};
        QByteArray json = UtilizationFleetJson::toJson(f);
        auto r = UtilizationFleetJson::fromJson(QByteArray(json).replace("\"version\":2", "\"version\":3"));
        QVERIFY(!r && r.error().contains(u"version"_s));
        r = UtilizationFleetJson::fromJson(QByteArray(json).replace("\"runs\":24", "\"runs\":\"24\""));
        QVERIFY(!r);
        QVERIFY2(r.error().startsWith(u"byJobName[0].runs"_s), qPrintable(r.error()));
        r = UtilizationFleetJson::fromJson(QByteArray(json).replace("\"attempt\":2", "\"attempt\":null"));
        QVERIFY(!r);
        QVERIFY2(r.error().startsWith(u"runs[0].runs[1].attempt"_s), qPrintable(r.error()));
        r = UtilizationFleetJson::fromJson(QByteArray(json).replace("\"avgUtil\":null,", ""));
        QVERIFY(!r);
        QVERIFY2(r.error().contains(u"avgUtil: missing"_s), qPrintable(r.error()));
        // HUD's figures are an object of their own; anything else is named by its path.
        r = UtilizationFleetJson::fromJson(QByteArray(json).replace("\"hud\":{", "\"hud\":7,\"x\":{"));
        QVERIFY(!r);
        QVERIFY2(r.error().startsWith(u"byJobName[0].hud: expected an object"_s), qPrintable(r.error()));
    }
};

HW_TEST_GUILESS_MAIN(tst_UtilizationFleetModels)
#include "tst_UtilizationFleetModels.moc"
