#include "UtilizationFleetView.h"

#include "LoadingLine.h"
#include "charts/TimeSeriesChart.h"
#include "sync/SourceStatusText.h"
#include "utilization/UtilizationFleetModel.h"
#include "utilization/UtilizationRunsModel.h"

#include <QComboBox>
#include <QDateTime>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

#include <cmath>

namespace hw {

namespace {

QTableView *makeTable(QAbstractItemModel *model, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setModel(model);
    view->setSortingEnabled(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setSelectionMode(QAbstractItemView::SingleSelection);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->horizontalHeader()->setStretchLastSection(true);
    view->setWordWrap(false);
    return view;
}

} // namespace

UtilizationFleetView::UtilizationFleetView(QWidget *parent)
    : RangePage(parent)
    , m_chart(new TimeSeriesChart(this))
    , m_summary(new QLabel(this))
    , m_status(addStatusLine())
    , m_grouping(new QComboBox(this))
    , m_runsLabel(new QLabel(this))
    , m_groupsModel(new UtilizationFleetModel(tr("Job"), this))
    , m_groupsProxy(new QSortFilterProxyModel(this))
    , m_runsModel(new UtilizationRunsModel(this))
    , m_runsProxy(new QSortFilterProxyModel(this))
{
    setUpChart();
    m_summary->setWordWrap(true);
    m_runsLabel->setWordWrap(true); // a job name is long: it must not widen its column
    m_grouping->addItems({tr("Job name"), tr("Workflow"), tr("Runner type (GPU × count)")});
    m_grouping->setAccessibleName(tr("Group by"));
    connect(m_grouping, &QComboBox::currentIndexChanged, this, [this] { showGrouping(); });

    setUpGroupsTable();
    setUpRunsTable();
    layOut();
    m_runsLabel->setText(tr("Runs: select a job name"));
}

void UtilizationFleetView::setUpChart()
{
    m_chart->setTitle(tr("Runs of the selected job over time: HUD's gpu_avg and gpu_p90, the console's average"));
    m_chart->setValueFormat(QStringLiteral(" %"), 0);
    m_chart->setValueRange(std::make_pair(0.0, 100.0));
    m_chart->setNoDataText(tr("Select a job name below to see its runs"));
    m_chart->setMinimumHeight(240);
    addChart(m_chart);
}

void UtilizationFleetView::setUpGroupsTable()
{
    m_groupsProxy->setSourceModel(m_groupsModel);
    m_groupsProxy->setSortRole(UtilizationFleetModel::SortRole);
    m_groups = makeTable(m_groupsProxy, this);
    m_groups->setAccessibleName(tr("GPU jobs by idle GPU-hours"));
    m_groups->sortByColumn(UtilizationFleetModel::IdleGpuHours, Qt::DescendingOrder);
    m_groups->horizontalHeader()->moveSection(UtilizationFleetModel::IdleGpuHours, 1); // the ranking next to the name
    // HUD's two figures next, before the console's other columns: what HUD shows stays in sight.
    m_groups->horizontalHeader()->moveSection(
        m_groups->horizontalHeader()->visualIndex(UtilizationFleetModel::HudGpuAvg), 2);
    m_groups->horizontalHeader()->moveSection(
        m_groups->horizontalHeader()->visualIndex(UtilizationFleetModel::HudGpuP90), 3);
    // Job names are long ("linux-jammy-cuda12.8-py3.10-gcc11 / test (distributed, 1, 3, …)"): the
    // name keeps a readable width (HUD's and the console's figures sit beside it; a stretched name
    // would be squeezed to a few letters), elided in the middle and whole in its tooltip; the
    // table scrolls sideways when the window is narrow.
    m_groups->horizontalHeader()->setSectionResizeMode(UtilizationFleetModel::Name, QHeaderView::Interactive);
    m_groups->setColumnWidth(UtilizationFleetModel::Name, 320);
    m_groups->horizontalHeader()->setStretchLastSection(false);
    m_groups->setTextElideMode(Qt::ElideMiddle);
    connect(m_groups->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) { onGroupActivated(current); });
    connect(m_groups, &QTableView::activated, this, &UtilizationFleetView::onGroupActivated);
}

void UtilizationFleetView::setUpRunsTable()
{
    m_runsProxy->setSourceModel(m_runsModel);
    m_runsProxy->setSortRole(UtilizationRunsModel::SortRole);
    m_runs = makeTable(m_runsProxy, this);
    m_runs->setAccessibleName(tr("Runs of the selected job"));
    m_runs->sortByColumn(UtilizationRunsModel::Start, Qt::DescendingOrder);
    m_runs->horizontalHeader()->moveSection(UtilizationRunsModel::AverageUtil, 1);
    m_runs->horizontalHeader()->moveSection(UtilizationRunsModel::IdleGpuHours, 2);
    m_runs->setToolTip(tr("Enter or double-click: open the run's GPUs"));
    connect(m_runs, &QTableView::activated, this, [this](const QModelIndex &index) {
        const QModelIndex source = m_runsProxy->mapToSource(index);
        if (source.isValid()) {
            const UtilizationRunRow run = m_runsModel->rows().value(source.row());
            emit jobRequested(UtilizationJobKey{run.workflowId, run.jobId, run.runAttempt});
        }
    });
}

void UtilizationFleetView::layOut()
{
    auto *groupBar = new QHBoxLayout;
    auto *groupLabel = new QLabel(tr("&Group by:"), this);
    groupLabel->setBuddy(m_grouping);
    groupBar->addWidget(groupLabel);
    groupBar->addWidget(m_grouping);
    auto *hint = new QLabel(tr("sorted by idle GPU-hours = GPU-hours × (1 − average utilization)"), this);
    hint->setEnabled(false);
    hint->setWordWrap(true);
    groupBar->addWidget(hint, 1);

    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addLayout(groupBar);
    leftLayout->addWidget(m_groups, 1);
    auto *right = new QWidget(this);
    auto *rightLayout = new QVBoxLayout(right);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_runsLabel);
    rightLayout->addWidget(m_runs, 1);
    auto *tables = new QHBoxLayout;
    tables->addWidget(left, 3);
    tables->addWidget(right, 2);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_status);
    layout->addWidget(m_chart, 2);
    layout->addLayout(tables, 3);
}

void UtilizationFleetView::setStatus(const SourceStatus &status)
{
    showStatus(status, SourceStatusText::describe(status, QDateTime::currentSecsSinceEpoch()));
}

void UtilizationFleetView::setFleet(const UtilizationFleet &fleet)
{
    m_fleet = fleet;
    double gpuHours = 0, idle = 0, measured = 0, weighted = 0;
    int runs = 0, unmeasured = 0;
    for (const UtilizationFleetRow &r : fleet.byJobName) {
        gpuHours += r.gpuHours;
        idle += r.idleGpuHours;
        runs += r.runs;
        unmeasured += r.unmeasuredRuns();
        if (r.averageUtil) {
            measured += r.measuredGpuHours;
            weighted += r.measuredGpuHours * *r.averageUtil;
        }
    }
    QStringList parts;
    // The console's own figures, said so (HUD's gpu_avg / gpu_p90 are columns of the table).
    parts << tr("%1 GPU jobs, %2 GPU-hours (console)").arg(runs).arg(UtilizationFleetModel::hours(gpuHours));
    if (measured > 0)
        parts << tr("%1 GPU-hours-weighted average utilization (console)")
                     .arg(UtilizationFleetModel::percent(weighted / measured));
    parts << tr("%1 idle GPU-hours (console)").arg(UtilizationFleetModel::hours(idle));
    if (unmeasured > 0)
        parts << tr("%1 runs without utilization data (not counted as idle)").arg(unmeasured);
    if (fleet.malformedRows > 0)
        parts << tr("⚠ %1 unreadable rows left out").arg(fleet.malformedRows);
    m_summary->setText(parts.join(QStringLiteral(" · ")));
    showGrouping();
    // Nothing chosen yet: the job that wastes the most GPU time, with its runs, is the answer
    // most people came for.
    if (m_runsFor.isEmpty() && grouping() == ByJobName && m_groupsProxy->rowCount() > 0)
        selectJobName(m_groupsProxy->index(0, UtilizationFleetModel::Name).data().toString());
}

void UtilizationFleetView::showGrouping()
{
    const Grouping g = grouping();
    const QString selected = m_groups->currentIndex().isValid()
        ? m_groupsProxy->data(m_groupsProxy->index(m_groups->currentIndex().row(), UtilizationFleetModel::Name)).toString()
        : m_runsFor;
    static const char *const headers[] = {QT_TR_NOOP("Job"), QT_TR_NOOP("Workflow"), QT_TR_NOOP("Runner")};
    m_groupsModel->setNameHeader(tr(headers[g]));
    m_groupsModel->setRows(g == ByJobName ? m_fleet.byJobName : g == ByWorkflow ? m_fleet.byWorkflow : m_fleet.byRunner);
    if (g == ByJobName && !selected.isEmpty())
        selectJobName(selected);
}

void UtilizationFleetView::setGrouping(Grouping grouping)
{
    m_grouping->setCurrentIndex(int(grouping));
}

UtilizationFleetView::Grouping UtilizationFleetView::grouping() const
{
    return Grouping(std::clamp(m_grouping->currentIndex(), 0, 2));
}

bool UtilizationFleetView::selectJobName(const QString &name)
{
    setGrouping(ByJobName);
    for (int row = 0; row < m_groupsProxy->rowCount(); ++row) {
        const QModelIndex index = m_groupsProxy->index(row, UtilizationFleetModel::Name);
        if (index.data().toString() == name) {
            m_groups->setCurrentIndex(index);
            m_groups->scrollTo(index);
            onGroupActivated(index);
            return true;
        }
    }
    return false;
}

void UtilizationFleetView::onGroupActivated(const QModelIndex &proxyIndex)
{
    if (!proxyIndex.isValid())
        return;
    if (grouping() != ByJobName) {
        m_runsLabel->setText(tr("Runs are listed by job name: group by job name to see them"));
        return;
    }
    const QString name = m_groupsProxy->data(m_groupsProxy->index(proxyIndex.row(), UtilizationFleetModel::Name)).toString();
    if (name == m_runsFor && (m_runsPending || !m_runsModel->rows().isEmpty()))
        return; // asked for already (a failed ask is retried by choosing the job again)
    m_runsFor = name;
    m_runsPending = true;
    m_runsModel->setRows({});
    m_chart->setSeries({});
    m_runsLabel->setText(tr("Runs of %1: loading…").arg(name));
    const auto [from, to] = window();
    emit runsRequested(name, from, to);
}

void UtilizationFleetView::setRuns(const UtilizationJobRuns &runs)
{
    if (runs.jobName != m_runsFor)
        return; // an answer for a job no longer selected
    m_runsPending = false;
    m_runsModel->setRows(runs.runs);
    // Whose figure each line is travels into the legend and the chart's CSV.
    TimeSeries hudAverage{tr("gpu_avg (HUD)"), ColorId::Series1, SeriesStyle::Solid, {}, {}};
    TimeSeries hudP90{tr("gpu_p90 (HUD)"), ColorId::Series2, SeriesStyle::Dashed, {}, {}};
    TimeSeries average{tr("average of util avg (console)"), ColorId::Series3, SeriesStyle::Dotted, {}, {}};
    constexpr double Nan = std::numeric_limits<double>::quiet_NaN();
    QVector<UtilizationRunRow> ordered = runs.runs;
    std::sort(ordered.begin(), ordered.end(), [](const auto &a, const auto &b) { return a.startAt < b.startAt; });
    for (const UtilizationRunRow &r : ordered) {
        const double t = double(r.startAt) * 1000.0;
        hudAverage.points.append({t, r.hudGpuAvg.value_or(Nan)});
        hudP90.points.append({t, r.hudGpuP90.value_or(Nan)});
        average.points.append({t, r.averageUtil.value_or(Nan)});
    }
    m_chart->setSeries({hudAverage, hudP90, average});
    int unknown = 0;
    for (const UtilizationRunRow &r : runs.runs)
        unknown += !r.averageUtil;
    QString text = runs.runs.size() == 1 ? tr("1 run of %1").arg(runs.jobName) : tr("%1 runs of %2").arg(runs.runs.size()).arg(runs.jobName);
    if (unknown > 0)
        text += tr(" (%1 without utilization data)").arg(unknown);
    m_runsLabel->setText(text + tr(" · Enter opens a run"));
}

void UtilizationFleetView::setRunsProblem(const QString &text)
{
    m_runsPending = false;
    m_runsModel->setRows({});
    m_chart->setSeries({});
    m_runsLabel->setText(tr("⚠ Runs of %1: %2").arg(m_runsFor, text));
}

QString UtilizationFleetView::summaryText() const
{
    return m_summary->text();
}

QString UtilizationFleetView::runsText() const
{
    return m_runsLabel->text();
}

QString UtilizationFleetView::statusText() const
{
    return m_status->text();
}

} // namespace hw
