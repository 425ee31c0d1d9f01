// The GPU utilization tab: one job's charts (one per metric the log has, missing ones named),
// segments that zoom every chart and the stats with them, Esc back to the fleet; the fleet ranked
// by idle GPU-hours opening the top waster's runs, a run opening its job; the demo console filling
// both from its bundled data; a grid cell's job opened with U; --utilization FILE.
#include "Console.h"
#include "MainWindow.h"
#include "TestEnvironment.h"
#include "TestRegistry.h"
#include "ResultAssertions.h"
#include "charts/TimeSeriesChart.h"
#include "grid/GridRoles.h"
#include "grid/JobGridView.h"
#include "utilization/UtilizationDemo.h"
#include "utilization/UtilizationFleetModel.h"
#include "utilization/UtilizationFleetView.h"
#include "utilization/UtilizationJobView.h"
#include "utilization/UtilizationLogFile.h"
#include "utilization/UtilizationPage.h"
#include "utilization/UtilizationStatsModel.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QMenu>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace hw;

class tst_UtilizationPage : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase()
    {
        test::isolateUserDirs(QString::fromLatin1(metaObject()->className()));
    }

    void jobViewShowsWhatTheLogHas()
    {
        const auto job = UtilizationLogFile::read(test::dataPath(u"utilization/monitor/model15_hand_written.jsonl"_s));
        QVERIFY2(job, qPrintable(job.error()));
        UtilizationJobView view;
        view.resize(1400, 900);
        view.show();
        view.setJob(*job, u"model15_hand_written.jsonl"_s);
        QVERIFY(view.titleText().contains(u"linux-jammy-cuda12.8 / test (default, 1, 5)"_s));
        QVERIFY(view.chart(UtilizationMetric::GpuUtilization));
        QVERIFY(view.chart(UtilizationMetric::GpuMemoryBandwidth));
        QVERIFY(view.chart(UtilizationMetric::GpuAllocatedGiB));
        QVERIFY(view.chart(UtilizationMetric::Cpu));
        QVERIFY(!view.chart(UtilizationMetric::GpuTemperature)); // monitor.py has none: no empty chart
        QCOMPARE(view.chart(UtilizationMetric::GpuUtilization)->series().size(), 2);
        // The broken line, the monitor's error and the unknown key are all said.
        QVERIFY2(view.notesText().contains(u"1 unreadable lines"_s), qPrintable(view.notesText()));
        QVERIFY(view.notesText().contains(u"NVMLError_GpuIsLost"_s));
        QVERIFY(view.notesText().contains(u"sm_clock"_s));
        QAbstractItemModelTester tester(view.statsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        // GPU utilization: two GPUs and "all GPUs" first.
        QCOMPARE(view.statsModel()->index(2, UtilizationStatsModel::Gpu).data().toString(), u"all GPUs"_s);
        QCOMPARE(view.statsModel()->index(0, UtilizationStatsModel::Average).data().toString(), u"90.7 %"_s);
    }

    void missingMetricsAreNamedNotDrawn()
    {
        const auto job = UtilizationLogFile::read(test::dataPath(u"utilization/nanogpt_8gpu_first100.csv"_s));
        QVERIFY(job);
        UtilizationJobView view;
        view.setJob(*job, u"nanogpt_8gpu_first100.csv"_s);
        QVERIFY(!view.chart(UtilizationMetric::GpuAllocatedGiB));
        QVERIFY2(view.notesText().contains(u"Not in this log: GPU memory bandwidth, allocated GPU memory, CPU and memory"_s),
                 qPrintable(view.notesText()));
        // Eight GPUs, each told apart by colour and dash pattern together.
        const QVector<TimeSeries> &gpus = view.chart(UtilizationMetric::GpuUtilization)->series();
        QCOMPARE(gpus.size(), 8);
        for (int a = 0; a < 8; ++a)
            for (int b = a + 1; b < 8; ++b)
                QVERIFY(gpus[a].color != gpus[b].color || gpus[a].style != gpus[b].style);
    }

    void segmentsZoomEveryChartAndTheStats()
    {
        const auto job = UtilizationDemo::job(UtilizationDemo::JobId);
        QVERIFY2(job, qPrintable(job.error()));
        QVERIFY(job->segments.size() >= 2);
        UtilizationJobView view;
        view.resize(1400, 900);
        view.show();
        view.setJob(*job, u"demo"_s);
        QVERIFY(view.scopeText().startsWith(u"Stats for the whole job"_s));
        const qint64 wholeSamples = view.statsModel()->rows().first().stats.samples;

        // Clicking inside the second band (here: the chart's own click handling) zooms to it.
        TimeSeriesChart *first = view.charts().first();
        QCOMPARE(first->spans().size(), job->segments.size());
        const UtilizationSegment &s = job->segments[1];
        QCOMPARE(first->spanAt((s.fromMs + s.toMs) / 2), 1);
        QSignalSpy clicked(first, &TimeSeriesChart::spanClicked);
        view.showSegment(1);
        for (TimeSeriesChart *c : view.charts()) {
            QCOMPARE(c->window().first, s.fromMs);
            QCOMPARE(c->window().second, s.toMs);
        }
        QVERIFY2(view.scopeText().startsWith(u"Stats for segment 2"_s), qPrintable(view.scopeText()));
        QCOMPARE(view.segmentBox()->currentIndex(), 2);
        const UtilizationStats inSegment = job->stats(UtilizationMetric::GpuUtilization, 0, s.fromMs, s.toMs);
        QCOMPARE(view.statsModel()->rows().first().stats.samples, inSegment.samples);
        QVERIFY(inSegment.samples < wholeSamples);

        // Zooming one chart elsewhere moves them all; the stats follow the window shown.
        view.charts().last()->zoomTo(s.fromMs + 1000, s.fromMs + 61'000);
        QCOMPARE(first->window().first, s.fromMs + 1000);
        QVERIFY(view.scopeText().startsWith(u"Stats for the window shown"_s));
        first->resetZoom();
        QCOMPARE(view.charts().last()->isZoomed(), false);
        QVERIFY(view.scopeText().startsWith(u"Stats for the whole job"_s));
    }

    void fleetRanksByIdleAndOpensRuns()
    {
        const auto fleet = UtilizationDemo::fleet();
        QVERIFY2(fleet, qPrintable(fleet.error()));
        UtilizationPage page;
        UtilizationFleetView *view = page.fleetView();
        view->setNow(UtilizationDemo::To * 1000);
        view->setTimeRange(TimeRange::lastDays(14));
        QSignalSpy runs(view, &UtilizationFleetView::runsRequested);
        view->setFleet(*fleet);
        // The top waster is chosen at once and its runs asked for over the tab's range.
        QCOMPARE(runs.size(), 1);
        QCOMPARE(runs.first().at(0).toString(), fleet->byJobName.first().name);
        QCOMPARE(runs.first().at(1).toLongLong(), UtilizationDemo::From);
        const QAbstractItemModel *shown = view->groupsTable()->model();
        for (int r = 1; r < shown->rowCount(); ++r)
            QVERIFY(shown->index(r - 1, UtilizationFleetModel::IdleGpuHours).data(UtilizationFleetModel::SortRole).toDouble()
                    >= shown->index(r, UtilizationFleetModel::IdleGpuHours).data(UtilizationFleetModel::SortRole).toDouble());
        QVERIFY(view->summaryText().contains(u"idle GPU-hours"_s));

        // Runs for another job (a late answer) are dropped; the asked-for ones are shown.
        view->setRuns({u"not selected"_s, {{}}});
        QCOMPARE(view->runsTable()->model()->rowCount(), 0);
        const UtilizationJobRuns &top = fleet->runs.first();
        QCOMPARE(top.jobName, fleet->byJobName.first().name);
        view->setRuns(top);
        QCOMPARE(view->runsTable()->model()->rowCount(), top.runs.size());
        QCOMPARE(view->runsChart()->series().size(), 3); // HUD's gpu_avg and gpu_p90, the console's average
        QVERIFY(view->runsChart()->series().first().name.contains(u"HUD"_s));
        QVERIFY(view->runsChart()->series().last().name.contains(u"console"_s));

        // Enter on a run opens its job.
        QSignalSpy jobs(&page, &UtilizationPage::jobRequested);
        view->runsTable()->setCurrentIndex(view->runsTable()->model()->index(0, 0));
        emit view->runsTable()->activated(view->runsTable()->currentIndex());
        QCOMPARE(jobs.size(), 1);
        QVERIFY(page.isShowingJob());
        // The run's whole key, as the tables are sorted: never the job id alone.
        const auto key = jobs.first().at(0).value<UtilizationJobKey>();
        QVERIFY(key.isComplete());
        bool known = false;
        for (const UtilizationRunRow &r : top.runs)
            known |= r.jobId == key.jobId && r.workflowId == key.workflowId && r.runAttempt == key.runAttempt;
        QVERIFY(known);
        QVERIFY(page.jobView()->titleText().contains(QString::number(key.jobId)));

        // A stale answer for another job is dropped; while the job loads, Esc cancels it (the view
        // stays and says so), then Esc goes back.
        page.showJob(*UtilizationDemo::job(UtilizationDemo::JobId), u"late"_s);
        QVERIFY(!page.jobView()->titleText().contains(u"nanogpt"_s));
        QSignalSpy cancelled(&page, &UtilizationPage::jobCancelled);
        QVERIFY(page.jobView()->isLoading());
        QTest::keyClick(page.jobView(), Qt::Key_Escape);
        QCOMPARE(cancelled.size(), 1);
        QVERIFY(page.isShowingJob());
        QVERIFY(page.jobView()->infoText().startsWith(u"Cancelled"_s));
        QTest::keyClick(page.jobView(), Qt::Key_Escape);
        QVERIFY(!page.isShowingJob());

        // Other groupings have no runs list but say so.
        view->setGrouping(UtilizationFleetView::ByRunner);
        QCOMPARE(view->groupsTable()->model()->rowCount(), fleet->byRunner.size());
        QCOMPARE(view->groupsTable()->model()->headerData(0, Qt::Horizontal).toString(), u"Runner"_s);
    }

    void demoConsoleFillsTheTab()
    {
        CommandLineOptions options;
        options.view = u"utilization:%1"_s.arg(UtilizationDemo::JobId);
        Console console(options);
        HW_VERIFY_OK(console.init());
        UtilizationPage *page = console.window()->utilizationPage();
        QVERIFY(page->isShowingJob());
        QVERIFY2(page->jobView()->titleText().contains(u"nanogpt"_s), qPrintable(page->jobView()->titleText()));
        QCOMPARE(console.window()->currentView(), u"utilization:%1"_s.arg(UtilizationDemo::JobId));
        // The fleet was filled from the bundled figures, with the top waster's runs.
        QVERIFY(!page->fleetView()->fleet().byJobName.isEmpty());
        QVERIFY(page->fleetView()->runsTable()->model()->rowCount() > 0);
        // A job the demo does not bundle says so.
        page->openJob(12345);
        QVERIFY2(page->jobView()->titleText().contains(u"12345"_s), qPrintable(page->jobView()->titleText()));
        QVERIFY(!page->jobView()->job().sampleCount());
        QVERIFY(console.window()->showView(u"utilization:fleet"_s));
        QVERIFY(!page->isShowingJob());
        const auto refused = console.window()->showView(u"utilization:abc"_s);
        QVERIFY(!refused);
        QCOMPARE(refused.error().kind, ViewError::Kind::BadArgument);
        QVERIFY(refused.error().message.contains(u"abc"_s));
    }

    void gridCellOpensItsJob()
    {
        Console console(CommandLineOptions{});
        HW_VERIFY_OK(console.init());
        JobGridView *grid = console.window()->gridView();
        QModelIndex cell;
        for (int r = 0; r < grid->model()->rowCount() && !cell.isValid(); ++r)
            for (int c = 0; c < grid->model()->columnCount() && !cell.isValid(); ++c)
                if (grid->model()->index(r, c).data(JobIdRole).toLongLong() > 0)
                    cell = grid->model()->index(r, c);
        QVERIFY(cell.isValid());
        grid->setCurrentIndex(cell);
        QSignalSpy asked(grid, &JobGridView::utilizationRequested);
        QTest::keyClick(grid, Qt::Key_U);
        QCOMPARE(asked.size(), 1);
        const qint64 id = cell.data(JobIdRole).toLongLong();
        QCOMPARE(asked.first().at(0).toLongLong(), id);
        QCOMPARE(console.window()->currentView(), u"utilization:%1"_s.arg(id));
        // The demo has no series for its grid's 2024 jobs and says which job it has.
        QVERIFY2(console.window()->utilizationPage()->jobView()->titleText().contains(QString::number(id)), "job id in the title");
        // The cell's menu does the same.
        std::unique_ptr<QMenu> menu(grid->createContextMenu(cell));
        QAction *gpus = nullptr;
        for (QAction *a : menu->actions())
            if (a->text().contains(u"GPU"_s))
                gpus = a;
        QVERIFY(gpus && gpus->isEnabled());
        gpus->trigger();
        QCOMPARE(asked.size(), 2);
    }

    void utilizationFileOpensInTheTab()
    {
        CommandLineOptions options;
        options.utilizationFile = test::dataPath(u"utilization/nanogpt_8gpu_first100.csv"_s);
        options.view = u"utilization"_s;
        Console console(options);
        HW_VERIFY_OK(console.init());
        UtilizationPage *page = console.window()->utilizationPage();
        QVERIFY(page->isShowingJob());
        QCOMPARE(page->jobView()->job().gpuIds.size(), 8);

        CommandLineOptions bad;
        bad.utilizationFile = u"/nonexistent/monitor.jsonl"_s;
        Console failing(bad);
        const Result<void> built = failing.init();
        QVERIFY(!built);
        QVERIFY2(built.error().message.contains(u"/nonexistent/monitor.jsonl"_s), qPrintable(built.error().message));
    }
};

HW_TEST_MAIN(tst_UtilizationPage)
#include "tst_UtilizationPage.moc"
