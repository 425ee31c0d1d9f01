#include "TrunkPage.h"

#include "LoadingLine.h"
#include "charts/TimeSeriesChart.h"
#include "sync/SourceStatusText.h"
#include "trunk/TrunkCharts.h"
#include "trunk/TrunkPlatformFailuresModel.h"
#include "trunk/TrunkQueueModel.h"
#include "trunk/TrunkTtsModel.h"

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

// A table under the line that says why its part could not be read (hidden while it could).
QWidget *withProblemLine(QTableView *table, QLabel *problem, QWidget *parent)
{
    auto *box = new QWidget(parent);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    problem->setWordWrap(true);
    problem->setTextInteractionFlags(Qt::TextSelectableByMouse);
    problem->hide();
    layout->addWidget(problem);
    layout->addWidget(table, 1);
    return box;
}

// A server's error kept to a few lines: the whole of it is in the log.
QString shortError(const QString &error, qsizetype length)
{
    const QString flat = error.simplified();
    return flat.size() <= length ? flat : flat.left(length - 1) + u'…';
}

} // namespace

TrunkPage::TrunkPage(QWidget *parent)
    : RangePage(parent)
    , m_red(new TimeSeriesChart(this))
    , m_signal(new TimeSeriesChart(this))
    , m_consoleRed(new TimeSeriesChart(this))
    , m_summary(new QLabel(this))
    , m_status(addStatusLine())
    , m_platformModel(new TrunkPlatformFailuresModel(this))
    , m_queueModel(new TrunkQueueModel(this))
    , m_ttsModel(new TrunkTtsModel(this))
    , m_platformProblem(new QLabel(this))
    , m_queueProblem(new QLabel(this))
    , m_ttsProblem(new QLabel(this))
{
    // Titles carry HUD's query names: a maintainer holding the console next to HUD finds the
    // figure; the console's own figures say so.
    m_red->setTitle(tr("Red commits on trunk, HUD's master_commit_red (share of commits)"));
    m_red->setValueFormat(QStringLiteral(" %"), 0);
    m_red->setValueRange(std::make_pair(0.0, 100.0));
    m_signal->setTitle(tr("Time to signal, HUD's time_to_signal (weekly average)"));
    m_signal->setValueFormat(tr(" h"), 1);
    m_consoleRed->setTitle(tr("Broken vs flaky-only commits (console's own: sandwich rule)"));
    m_consoleRed->setValueFormat(QStringLiteral(" %"), 0);
    m_consoleRed->setValueRange(std::make_pair(0.0, 100.0));
    for (TimeSeriesChart *c : {m_red, m_signal, m_consoleRed})
        addChart(c);

    m_platformTable = rankedTable(m_platformModel, TrunkPlatformFailuresModel::SortRole,
                                  TrunkPlatformFailuresModel::Commits, this);
    m_platformTable->setToolTip(tr("The console's own figure: jobs red on one platform while the same kind of job "
                                   "passed on the others, for the same commit"));
    m_queueTable = rankedTable(m_queueModel, TrunkQueueModel::SortRole, TrunkQueueModel::Count, this);
    m_queueTable->setToolTip(tr("HUD's queued_jobs_by_label: jobs queued now for more than 5 minutes, by machine "
                                "type; the queue time is the longest wait"));
    m_ttsTable = rankedTable(m_ttsModel, TrunkTtsModel::SortRole, -1, this);
    m_ttsTable->setToolTip(tr("HUD's tts_percentile: from the push's workflow run to each successful job, first "
                              "attempts of push runs on the branch; ranked as HUD ranks it (P50 × jobs)"));
    auto *tables = new QTabWidget(this);
    tables->addTab(withProblemLine(m_platformTable, m_platformProblem, this), tr("Platform-only failures (console)"));
    tables->addTab(withProblemLine(m_queueTable, m_queueProblem, this), tr("Queued now by machine type (HUD)"));
    tables->addTab(withProblemLine(m_ttsTable, m_ttsProblem, this), tr("Time to signal by job (HUD)"));

    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont big = m_summary->font();
    big.setPointSizeF(big.pointSizeF() * 1.15);
    big.setBold(true);
    m_summary->setFont(big);

    auto *grid = new QGridLayout;
    grid->addWidget(m_red, 0, 0);
    grid->addWidget(m_signal, 0, 1);
    grid->addWidget(m_consoleRed, 1, 0);
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

QString TrunkPage::platformProblem() const
{
    return m_platformProblem->isHidden() ? QString() : m_platformProblem->text();
}

QString TrunkPage::queueProblem() const
{
    return m_queueProblem->isHidden() ? QString() : m_queueProblem->text();
}

QString TrunkPage::ttsProblem() const
{
    return m_ttsProblem->isHidden() ? QString() : m_ttsProblem->text();
}

void TrunkPage::setHealth(const TrunkHealth &health)
{
    // A part that could not be read says so where its figures would be, in words (never colour
    // alone); the others keep their figures. A chart's line is short, the tables' may wrap.
    const TrunkPartErrors &e = health.errors;
    const auto problem = [](const QString &figure, const QString &error, qsizetype length) {
        return tr("✗ %1 could not be read: %2").arg(figure, shortError(error, length));
    };
    const auto chartProblem = [&](const QString &figure, const QString &error, const QString &noData) {
        return error.isEmpty() ? noData : problem(figure, error, 90);
    };
    const auto tableProblem = [&](QLabel *label, const QString &figure, const QString &error) {
        label->setText(error.isEmpty() ? QString() : problem(figure, error, 400));
        label->setVisible(!error.isEmpty());
    };
    m_red->setSeries(TrunkCharts::redShare(health));
    m_red->setNoDataText(chartProblem(tr("Red commits"), e.commits,
                                      tr("No commits with more than 10 job groups in this time range")));
    m_signal->setSeries(TrunkCharts::timeToSignal(health));
    m_signal->setNoDataText(chartProblem(tr("Time to signal"), e.timeToSignal,
                                         health.timeToSignalKnown
                                             ? tr("No pull/trunk runs that all succeeded on attempt 1 in this time range")
                                             : tr("Time to signal needs workflow runs: not in this data")));
    m_consoleRed->setSeries(TrunkCharts::consoleRedShare(health));
    m_consoleRed->setNoDataText(chartProblem(tr("Red commits"), e.commits, tr("No commits in this time range")));
    m_platformModel->setRows(health.platformOnly);
    m_queueModel->setRows(health.queued);
    m_ttsModel->setRows(health.ttsPercentile);
    tableProblem(m_platformProblem, tr("Platform-only failures"), e.commits);
    tableProblem(m_queueProblem, tr("Queued jobs"), e.queued);
    tableProblem(m_ttsProblem, tr("Time to signal by job"), e.ttsPercentile);

    const auto percent = [](double share) { return QString::number(100.0 * share, 'f', 1); };
    QStringList parts;
    const TrunkRedAverage &a = health.redAverage;
    if (a.commits > 0)
        // HUD's KPI under HUD's names, then the console's own reading beside it.
        parts << tr("HUD: broken trunk %1 % · flaky red %2 % of %3 commits")
                     .arg(percent(a.brokenTrunkRed()), percent(a.flakyRed()))
                     .arg(a.commits);
    int commits = 0, broken = 0, flaky = 0;
    for (const TrunkRedDay &d : health.consoleRed) {
        commits += d.commits;
        broken += d.broken;
        flaky += d.flakyOnly;
    }
    if (commits > 0)
        parts << tr("console: ✗ %1 of %2 broken (sandwich rule) · ⚠ %3 flaky only").arg(broken).arg(commits).arg(flaky);
    if (!e.commits.isEmpty())
        parts << problem(tr("Red commits"), e.commits, 200);
    m_summary->setText(parts.isEmpty() ? tr("No commits in this range yet") : parts.join(u"   |   "));
    if (health.skippedRows > 0)
        m_status->setText(tr("⚠ %1 malformed rows left out").arg(health.skippedRows));
}

void TrunkPage::setStatus(const SourceStatus &status)
{
    showStatus(status, SourceStatusText::describe(status, QDateTime::currentSecsSinceEpoch()));
}

} // namespace hw
