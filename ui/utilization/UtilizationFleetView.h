#pragma once

#include "utilization/UtilizationJobKey.h"

#include "charts/RangePage.h"
#include "domain/SourceStatus.h"
#include "utilization/UtilizationFleet.h"

class QComboBox;
class QLabel;
class QSortFilterProxyModel;
class QTableView;

namespace hw {

class TimeSeriesChart;
class UtilizationFleetModel;
class UtilizationRunsModel;

// Which GPUs the fleet leaves idle over a range: GPU jobs grouped by job name, workflow or runner
// type, sorted by idle GPU-hours (GPU-hours × (1 − average utilization)) so the jobs that waste
// the most GPU time come first. A job name opens its runs over time (chart and table); a run
// opens its job. The runs chart's range selector is the tab's range.
class UtilizationFleetView : public RangePage
{
    Q_OBJECT
public:
    enum Grouping { ByJobName, ByWorkflow, ByRunner };

    explicit UtilizationFleetView(QWidget *parent = nullptr);

    void setFleet(const UtilizationFleet &fleet);
    void setRuns(const UtilizationJobRuns &runs);
    void setRunsProblem(const QString &text);
    void setStatus(const SourceStatus &status);

    void setGrouping(Grouping grouping);
    Grouping grouping() const;
    // Selects a job name in the table (and asks for its runs); false when the fleet has no such job.
    bool selectJobName(const QString &name);

    const UtilizationFleet &fleet() const { return m_fleet; }
    QString summaryText() const;
    QString statusText() const; // the line under the summary: the source's status
    QString runsText() const;
    TimeSeriesChart *runsChart() const { return m_chart; }
    QTableView *groupsTable() const { return m_groups; }
    QTableView *runsTable() const { return m_runs; }
    QComboBox *groupingBox() const { return m_grouping; }

signals:
    void runsRequested(const QString &jobName, qint64 fromSeconds, qint64 toSeconds);
    void jobRequested(const hw::UtilizationJobKey &key);

private:
    void setUpChart();
    void setUpGroupsTable();
    void setUpRunsTable();
    void layOut();
    void showGrouping();
    void onGroupActivated(const QModelIndex &proxyIndex);

    UtilizationFleet m_fleet;
    QString m_runsFor;
    bool m_runsPending = false;
    TimeSeriesChart *m_chart;
    QLabel *m_summary;
    LoadingLine *m_status;
    QComboBox *m_grouping;
    QLabel *m_runsLabel;
    UtilizationFleetModel *m_groupsModel;
    QSortFilterProxyModel *m_groupsProxy;
    UtilizationRunsModel *m_runsModel;
    QSortFilterProxyModel *m_runsProxy;
    QTableView *m_groups;
    QTableView *m_runs;
};

} // namespace hw
