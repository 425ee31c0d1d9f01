#pragma once

#include "charts/RangePage.h"
#include "domain/SourceStatus.h"
#include "flaky/FlakyResults.h"
#include "flaky/FlakyTestHistory.h"


class QLabel;
class QLineEdit;
class QSpinBox;
class QStackedWidget;
class QTableView;

namespace hw {

class DisabledTestsModel;
class FlakyTestsFilterProxy;
class FlakyTestsModel;
class FlakyTestView;
class ReenableCandidatesModel;
class TimeSeriesChart;

// The flaky tests tab: which tests flake most over a range, ranked by the Wilson lower bound of
// their flake rate (so 1 flake in 2 runs does not outrank 40 in 400), filtered by a regex and a
// minimum of runs; beside it the disabled tests per day by platform, what is disabled now and
// what could be re-enabled. The chart's range selector drives the tab's range.
class FlakyPage : public RangePage
{
    Q_OBJECT
public:
    explicit FlakyPage(QWidget *parent = nullptr);

    void setResults(const FlakyResults &results);
    void setStatus(const SourceStatus &status);

    TimeSeriesChart *disabledChart() const { return m_chart; }
    QTableView *testsTable() const { return m_tests; }
    QTableView *disabledTable() const { return m_disabled; }
    QTableView *reenableTable() const { return m_reenable; }
    QLineEdit *filterEdit() const { return m_filter; }
    QSpinBox *minimumRunsBox() const { return m_minRuns; }
    QString summaryText() const;
    QString statusText() const; // the line under the summary: the source's status
    QString filterProblem() const;

    // One test (Enter or a double-click on the list): its view opens at once and testRequested()
    // asks for its runs. openTest picks the best-ranked test whose name contains the text
    // (`--view flaky:TEST`); false when none does.
    bool openTest(const QString &nameContains);
    void showList();
    FlakyTestView *testView() const { return m_testView; }
    bool isShowingTest() const;
    void setTestHistory(const FlakyTestHistory &history);
    void setTestProblem(const QString &text);
    // Jobs open in the browser (off in tests, which check jobActivated()).
    void setOpenJobsExternally(bool open) { m_openJobs = open; }

signals:
    void testRequested(const hw::FlakyTest &test, qint64 fromSeconds, qint64 toSeconds);
    // The user stopped loading the runs (Cancel or Esc in the test's view).
    void testCancelled();
    void jobActivated(const QUrl &url);

private:
    void setUpChart();
    void setUpTables();
    void setUpFilter();
    QWidget *createList();
    void stackListAndTest(QWidget *list);
    void updateCounts();
    void openTestAt(const QModelIndex &proxyIndex);

    TimeSeriesChart *m_chart;
    QLabel *m_summary;
    LoadingLine *m_status;
    QLineEdit *m_filter;
    QLabel *m_filterProblem;
    QSpinBox *m_minRuns;
    QLabel *m_shown;
    FlakyTestsModel *m_model;
    FlakyTestsFilterProxy *m_proxy;
    DisabledTestsModel *m_disabledModel;
    ReenableCandidatesModel *m_reenableModel;
    QTableView *m_tests;
    QTableView *m_disabled;
    QTableView *m_reenable;
    QStackedWidget *m_stack;
    FlakyTestView *m_testView;
    bool m_openJobs = true;
    FlakyResults m_results;
};

} // namespace hw
