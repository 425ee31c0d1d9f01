#include "TrunkPage.h"

#include "LoadingLine.h"
#include "charts/TimeSeriesChart.h"
#include "sync/SourceStatusText.h"
#include "trunk/TrunkCharts.h"
#include "trunk/TrunkPlatformFailuresModel.h"
#include "trunk/TrunkQueueModel.h"

#include <QDateTime>
#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace hw {

namespace {

QTableView *rankedTable(QAbstractItemModel *model, int sortRole, int sortColumn, QWidget *parent)
{
    auto *proxy = new QSortFilterProxyModel(parent);
    proxy->setSourceModel(model);
    proxy->setSortRole(sortRole);
    auto *view = new QTableView(parent);
    view->setModel(proxy);
    view->setSortingEnabled(true);
    view->sortByColumn(sortColumn, Qt::DescendingOrder);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->setAlternatingRowColors(true);
    return view;
}

} // namespace

TrunkPage::TrunkPage(QWidget *parent)
    : RangePage(parent)
    , m_red(new TimeSeriesChart(this))
    , m_signal(new TimeSeriesChart(this))
    , m_queue(new TimeSeriesChart(this))
    , m_summary(new QLabel(this))
    , m_status(addStatusLine())
    , m_platformModel(new TrunkPlatformFailuresModel(this))
    , m_queueModel(new TrunkQueueModel(this))
{
    m_red->setTitle(tr("Red commits on trunk (share of commits)"));
    m_red->setValueFormat(QStringLiteral(" %"), 0);
    m_red->setValueRange(std::make_pair(0.0, 100.0));
    m_signal->setTitle(tr("Time to signal: push → last job done"));
    m_signal->setValueFormat(tr(" min"), 0);
    m_queue->setTitle(tr("Queue time P90 by runner label"));
    m_queue->setValueFormat(tr(" min"), 0);
    for (TimeSeriesChart *c : {m_signal, m_queue})
        c->setNoDataText(tr("No finished commits in this time range"));
    m_red->setNoDataText(tr("No commits in this time range"));
    for (TimeSeriesChart *c : {m_red, m_signal, m_queue})
        addChart(c);

    m_platformTable = rankedTable(m_platformModel, TrunkPlatformFailuresModel::SortRole,
                                  TrunkPlatformFailuresModel::Commits, this);
    m_platformTable->setToolTip(tr("Jobs red on one platform while the same kind of job passed on the others, "
                                   "for the same commit"));
    m_queueTable = rankedTable(m_queueModel, TrunkQueueModel::SortRole, TrunkQueueModel::P90, this);
    auto *tables = new QTabWidget(this);
    tables->addTab(m_platformTable, tr("Platform-only failures"));
    tables->addTab(m_queueTable, tr("Queue by label"));

    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = m_summary->font();
    big.setPointSizeF(big.pointSizeF() * 1.15);
    big.setBold(true);
    m_summary->setFont(big);

    auto *grid = new QGridLayout;
    grid->addWidget(m_red, 0, 0);
    grid->addWidget(m_signal, 0, 1);
    grid->addWidget(m_queue, 1, 0);
    grid->addWidget(tables, 1, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_summary);
    layout->addWidget(m_status);
    layout->addLayout(grid, 1);
    setHealth({});
}

QString TrunkPage::summaryText() const
{
    return m_summary->text();
}

void TrunkPage::setHealth(const TrunkHealth &health)
{
    m_red->setSeries(TrunkCharts::redShare(health));
    m_signal->setSeries(TrunkCharts::timeToSignal(health));
    m_queue->setSeries(TrunkCharts::queueP90(health));
    m_platformModel->setRows(health.platformOnly);
    m_queueModel->setRows(health.queueByLabel);

    int commits = 0, broken = 0, flaky = 0;
    for (const TrunkRedDay &d : health.red) {
        commits += d.commits;
        broken += d.broken;
        flaky += d.flakyOnly;
    }
    if (commits == 0) {
        m_summary->setText(tr("No commits in this range yet"));
    } else {
        // The on-call hand-off sentence: how red was trunk, and was it real or flaky.
        m_summary->setText(tr("✗ %1 of %2 commits broken (%3 %) · ⚠ %4 flaky only (%5 %) · ✓ %6 green")
                               .arg(broken)
                               .arg(commits)
                               .arg(QString::number(100.0 * broken / commits, 'f', 0))
                               .arg(flaky)
                               .arg(QString::number(100.0 * flaky / commits, 'f', 0))
                               .arg(commits - broken - flaky));
    }
    if (health.skippedRows > 0)
        m_status->setText(tr("⚠ %1 malformed rows left out").arg(health.skippedRows));
}

void TrunkPage::setStatus(const SourceStatus &status)
{
    showStatus(status, SourceStatusText::describe(status, QDateTime::currentSecsSinceEpoch()));
}

} // namespace hw
