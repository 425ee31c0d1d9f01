#include "grid/GridPage.h"

#include "NoticeBanner.h"
#include "grid/GridBannerText.h"
#include "grid/GridColumnFilterProxy.h"
#include "grid/GridFilterBar.h"
#include "palette/GridLegend.h"
#include "grid/GridRoles.h"
#include "grid/GroupedGridProxy.h"
#include "grid/GroupingRules.h"
#include "grid/JobGridModel.h"
#include "grid/JobGridView.h"
#include "palette/CellStatus.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QVBoxLayout>

namespace hw {

namespace {
// The page's own messages were the window's: they keep its translation context.
struct MainWindowText {
    Q_DECLARE_TR_FUNCTIONS(hw::MainWindow)
};
} // namespace

GridPage::GridPage(JobGridModel *grid, QWidget *parent)
    : QWidget(parent)
    , m_grid(grid)
    , m_columnFilter(new GridColumnFilterProxy(this))
    , m_grouped(new GroupedGridProxy(this))
    , m_view(new JobGridView)
    , m_filterBar(new GridFilterBar)
    , m_banner(new NoticeBanner)
{
    m_columnFilter->setSourceModel(m_grid);
    // Stacked on the filter: the grouped view groups only the jobs the filter bar lets through.
    m_grouped->setSourceFilter(m_columnFilter);
    m_view->setModel(m_columnFilter);
    m_view->setOpenUrlsExternally(true);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_filterBar);
    layout->addWidget(m_banner);
    connect(m_banner, &NoticeBanner::actionTriggered, this, &GridPage::passwordRequested);
    layout->addWidget(m_view, 1);
    layout->addWidget(new GridLegend);
    connectFilterBar();
    connectView();
}

GridPage::~GridPage() = default;

void GridPage::connectFilterBar()
{
    connect(m_filterBar, &GridFilterBar::filterChanged, this,
        [this](const QString &pattern) { (void)m_columnFilter->setFilterPattern(pattern); }); // the bar shows an invalid one itself
    connect(
        m_filterBar, &GridFilterBar::hideGreenChanged, m_columnFilter, &GridColumnFilterProxy::setHideGreen);
    connect(m_filterBar, &GridFilterBar::hideUnstableChanged, m_columnFilter,
        &GridColumnFilterProxy::setHideUnstable);
    connect(m_filterBar, &GridFilterBar::hideAlwaysSkippedChanged, m_columnFilter,
        &GridColumnFilterProxy::setHideAlwaysSkipped);
    connect(m_filterBar, &GridFilterBar::groupedChanged, this, &GridPage::setGrouped);
    m_filterBar->setGridWidget(m_view);
}

void GridPage::connectView()
{
    connect(m_view, &JobGridView::filterFocusRequested, m_filterBar, &GridFilterBar::focusFilter);
    connect(m_view, &JobGridView::pauseToggleRequested, this, &GridPage::pauseToggleRequested);
    connect(m_view, &JobGridView::utilizationRequested, this, &GridPage::utilizationRequested);
    connect(m_view, &JobGridView::logRequested, this, &GridPage::requestLog);
    connect(m_view, &JobGridView::muteAlertsRequested, this,
        [this](const QString &column) { emit muteAlertsToggled(QStringLiteral("job:") + column); });
    connect(m_view, &JobGridView::acknowledgeAlertRequested, this,
        [this](const QString &column) { emit acknowledgeAlertToggled(QStringLiteral("job:") + column); });
    connect(m_view, &JobGridView::statusMessage, this,
        [this](const QString &message) { emit statusMessage(message, 4000); });
}

void GridPage::requestLog(const QModelIndex &cell)
{
    JobRun job;
    job.id = cell.data(JobIdRole).toLongLong();
    if (job.id <= 0) {
        emit statusMessage(MainWindowText::tr("No job in this cell"), 4000);
        return;
    }
    job.htmlUrl = cell.data(JobUrlRole).toUrl().toString();
    job.failureLine = cell.data(FailureLineRole).toString();
    const auto status = CellStatus(cell.data(CellStatusRole).toInt());
    job.status = status == CellStatus::Pending || status == CellStatus::Queued ? QStringLiteral("in_progress")
                                                                                : QStringLiteral("completed");
    const QString column = cell.model()->headerData(cell.column(), Qt::Horizontal, ColumnNameRole).toString();
    job.workflowName = column.section(QStringLiteral(" / "), 0, 0);
    job.jobName = column.section(QStringLiteral(" / "), 1);
    job.headSha = cell.model()->headerData(cell.row(), Qt::Vertical, CommitShaRole).toString();
    emit jobLogRequested(job);
}

const GroupingRules &GridPage::groupingRules() const
{
    return m_grouped->rules();
}

void GridPage::setGroupingRules(const GroupingRules &rules)
{
    m_grouped->setRules(rules);
}

bool GridPage::isGrouped() const
{
    return m_view->model() != m_columnFilter;
}

void GridPage::setGrouped(bool grouped)
{
    m_view->setModel(grouped ? static_cast<QAbstractItemModel *>(m_grouped) : m_columnFilter);
    m_view->setColumnsAreGroups(grouped);
}

void GridPage::setDarkTheme(bool dark)
{
    m_grid->setDarkTheme(dark);
    m_grouped->setDarkTheme(dark);
}

void GridPage::setReferenceTime(qint64 utcSeconds)
{
    m_view->setReferenceTime(utcSeconds);
}

void GridPage::showPastGrid(JobGridModel *past)
{
    JobGridModel *shown = past ? past : m_grid;
    if (m_columnFilter->sourceModel() == shown)
        return;
    shown->setDarkTheme(palette().color(QPalette::Window).lightness() < 128);
    m_columnFilter->setSourceModel(shown);
}

void GridPage::setSourceStatus(const SourceStatus &status)
{
    const GridBannerText::Shown shown = GridBannerText::of(
        status, QDateTime::currentSecsSinceEpoch(), m_grid->rowCount() > 0, m_passwordOffered);
    m_banner->say(shown.text, shown.action);
}

QString GridPage::bannerText() const
{
    return m_banner->shownText();
}

QString GridPage::bannerAction() const
{
    return m_banner->shownAction();
}

void GridPage::triggerBannerAction()
{
    m_banner->trigger();
}

void GridPage::setAlertMarks(const QSet<QString> &mutedColumns, const QSet<QString> &acknowledgedColumns)
{
    m_view->setAlertMarks(mutedColumns, acknowledgedColumns);
}

int GridPage::columnOf(const QString &name) const
{
    const QAbstractItemModel *model = m_view->model();
    if (!model)
        return -1;
    for (int c = 0; c < model->columnCount(); ++c)
        if (model->headerData(c, Qt::Horizontal, ColumnNameRole).toString() == name)
            return c;
    return -1;
}

int GridPage::rowOf(const QString &sha) const
{
    const QAbstractItemModel *model = m_view->model();
    for (int r = 0; model && !sha.isEmpty() && r < model->rowCount(); ++r)
        if (model->headerData(r, Qt::Vertical, CommitShaRole).toString() == sha)
            return r;
    return -1;
}

QStringList GridPage::jobNames() const
{
    QStringList names;
    for (int c = 0; c < m_columnFilter->columnCount(); ++c) {
        const QString column = m_columnFilter->headerData(c, Qt::Horizontal, ColumnNameRole).toString();
        if (!column.isEmpty())
            names.append(column);
    }
    return names;
}

void GridPage::selectCell(int row, int column, bool scroll)
{
    const QModelIndex cell = m_view->model()->index(row, column);
    m_view->setCurrentIndex(cell);
    if (scroll)
        m_view->scrollTo(cell);
    m_view->setFocus();
}

} // namespace hw
