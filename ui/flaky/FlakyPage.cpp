#include "FlakyPage.h"

#include "FlakyTestView.h"
#include "LoadingLine.h"
#include "charts/TimeSeriesChart.h"
#include "flaky/DisabledTestsModel.h"
#include "flaky/FlakyCharts.h"
#include "flaky/FlakyTestsFilterProxy.h"
#include "flaky/FlakyTestsModel.h"
#include "flaky/ReenableCandidatesModel.h"
#include "sync/SourceStatusText.h"

#include <QDateTime>
#include <QDesktopServices>
#include <QUrl>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QSpinBox>
#include <QSplitter>
#include <QStackedWidget>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

QTableView *tableOf(QAbstractItemModel *model, QWidget *parent)
{
    auto *view = new QTableView(parent);
    view->setModel(model);
    view->setSortingEnabled(true);
    view->setSelectionBehavior(QAbstractItemView::SelectRows);
    view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    view->verticalHeader()->hide();
    view->horizontalHeader()->setStretchLastSection(true);
    view->setAlternatingRowColors(true);
    view->setWordWrap(false);
    return view;
}

QTableView *sortedTable(QAbstractItemModel *model, int sortRole, int column, Qt::SortOrder order, QWidget *parent)
{
    auto *proxy = new QSortFilterProxyModel(parent);
    proxy->setSourceModel(model);
    proxy->setSortRole(sortRole);
    QTableView *view = tableOf(proxy, parent);
    view->sortByColumn(column, order);
    view->horizontalHeader()->setStretchLastSection(false);
    view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    view->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch); // the test's name
    view->setTextElideMode(Qt::ElideMiddle);
    return view;
}

} // namespace

FlakyPage::FlakyPage(QWidget *parent)
    : RangePage(parent)
    , m_chart(new TimeSeriesChart(this))
    , m_summary(new QLabel(this))
    , m_status(addStatusLine())
    , m_filter(new QLineEdit(this))
    , m_filterProblem(new QLabel(this))
    , m_minRuns(new QSpinBox(this))
    , m_shown(new QLabel(this))
    , m_model(new FlakyTestsModel(this))
    , m_proxy(new FlakyTestsFilterProxy(this))
    , m_disabledModel(new DisabledTestsModel(this))
    , m_reenableModel(new ReenableCandidatesModel(this))
{
    setUpChart();
    setUpTables();
    setUpFilter();
    QWidget *list = createList();
    stackListAndTest(list);
    setResults({});
}

void FlakyPage::setUpChart()
{
    m_chart->setTitle(tr("Disabled tests per day, by platform"));
    m_chart->setValueFormat(QString(), 0);
    m_chart->setNoDataText(tr("No disabled-test snapshots in this time range"));
    m_chart->setTimeRange(TimeRange::lastDays(30));
    addChart(m_chart);
}

// The ranked tests, the disabled ones and those that could be re-enabled.
void FlakyPage::setUpTables()
{
    m_proxy->setSourceModel(m_model);
    m_tests = tableOf(m_proxy, this);
    // Ranked by the Wilson lower bound, highest first, until a header is clicked.
    m_tests->sortByColumn(FlakyTestsModel::ColRate, Qt::DescendingOrder);
    QHeaderView *header = m_tests->horizontalHeader();
    // The test's name gets a fixed start the user can widen (HUD's two figures and the console's sit
    // beside it, so a stretched name column would be squeezed below its own title).
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(FlakyTestsModel::ColTest, QHeaderView::Interactive);
    m_tests->setColumnWidth(FlakyTestsModel::ColTest, 260);
    // The platforms and jobs can be long: a fixed share, the rest in the tooltip.
    header->setSectionResizeMode(FlakyTestsModel::ColPlatforms, QHeaderView::Interactive);
    m_tests->setTextElideMode(Qt::ElideRight);
    m_disabled = sortedTable(m_disabledModel, DisabledTestsModel::SortRole, DisabledTestsModel::Since,
                             Qt::DescendingOrder, this);
    m_reenable = sortedTable(m_reenableModel, ReenableCandidatesModel::SortRole, ReenableCandidatesModel::Green,
                             Qt::DescendingOrder, this);
    m_disabled->horizontalHeader()->setSectionResizeMode(DisabledTestsModel::Platforms, QHeaderView::Interactive);
    m_disabled->setColumnWidth(DisabledTestsModel::Platforms, 130);
}

// The tests shown: a regular expression and a minimum of runs.
void FlakyPage::setUpFilter()
{
    m_filter->setPlaceholderText(tr("Filter tests by regular expression (file · class · name)"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setAccessibleName(tr("Test filter"));
    m_minRuns->setRange(1, 1'000'000);
    m_minRuns->setValue(FlakyTestsFilterProxy::DefaultMinimumRuns);
    m_minRuns->setPrefix(tr("at least "));
    m_minRuns->setSuffix(tr(" runs"));
    m_minRuns->setToolTip(tr("Tests with fewer runs are left out: a flake rate from a handful of runs says little"));
    connect(m_filter, &QLineEdit::textChanged, this, [this](const QString &text) {
        m_proxy->setPattern(text);
        m_filterProblem->setText(m_proxy->patternError().isEmpty() ? QString() : tr("⚠ %1").arg(m_proxy->patternError()));
        updateCounts();
    });
    connect(m_minRuns, &QSpinBox::valueChanged, this, [this](int runs) {
        m_proxy->setMinimumRuns(runs);
        updateCounts();
    });
}

// The summary, the chart beside the disabled tests, and the ranked tests under their filter.
QWidget *FlakyPage::createList()
{
    QFont big = m_summary->font();
    big.setPointSizeF(big.pointSizeF() * 1.15);
    big.setBold(true);
    m_summary->setFont(big);
    m_summary->setWordWrap(true); // HUD's and the console's labels, and a part's error, never widen the window

    auto *side = new QTabWidget(this);
    side->addTab(m_disabled, tr("Disabled now"));
    side->addTab(m_reenable, tr("Could be re-enabled"));
    auto *top = new QSplitter(Qt::Horizontal, this);
    top->addWidget(m_chart);
    top->addWidget(side);
    top->setStretchFactor(0, 1);
    top->setStretchFactor(1, 1);

    auto *filterRow = new QHBoxLayout;
    filterRow->addWidget(m_filter, 1);
    filterRow->addWidget(m_filterProblem);
    filterRow->addWidget(m_minRuns);
    filterRow->addWidget(m_shown);
    auto *bottom = new QWidget(this);
    auto *bottomLayout = new QVBoxLayout(bottom);
    bottomLayout->setContentsMargins(0, 0, 0, 0);
    bottomLayout->addLayout(filterRow);
    bottomLayout->addWidget(m_tests, 1);

    auto *split = new QSplitter(Qt::Vertical, this);
    split->addWidget(top);
    split->addWidget(bottom);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    auto *list = new QWidget(this);
    auto *layout = new QVBoxLayout(list);
    layout->addWidget(m_summary);
    layout->addWidget(m_status);
    layout->addWidget(split, 1);
    return list;
}

// The list, or one test's runs (Enter on a test; Esc or Back returns).
void FlakyPage::stackListAndTest(QWidget *list)
{
    m_testView = new FlakyTestView(this);
    m_stack = new QStackedWidget(this);
    m_stack->addWidget(list);
    m_stack->addWidget(m_testView);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(m_stack);
    m_tests->setToolTip(tr("Enter or double-click: every run of the test"));
    connect(m_tests, &QTableView::activated, this, &FlakyPage::openTestAt);
    connect(m_testView, &FlakyTestView::backRequested, this, &FlakyPage::showList);
    connect(m_testView, &FlakyTestView::cancelRequested, this, &FlakyPage::testCancelled);
    connect(m_testView, &FlakyTestView::jobActivated, this, [this](const QUrl &url) {
        emit jobActivated(url);
        if (url.scheme() == u"https" && m_openJobs)
            QDesktopServices::openUrl(url);
    });
}

void FlakyPage::setResults(const FlakyResults &results)
{
    m_results = results;
    m_model->setTests(results.tests);
    m_disabledModel->setRows(results.disabledNow);
    m_reenableModel->setRows(results.reenable);
    m_chart->setSeries(FlakyCharts::disabledByPlatform(results));
    m_tests->resizeColumnToContents(FlakyTestsModel::ColPlatforms);
    m_tests->setColumnWidth(FlakyTestsModel::ColPlatforms, std::min(m_tests->columnWidth(FlakyTestsModel::ColPlatforms), 320));
    updateCounts();
}

void FlakyPage::openTestAt(const QModelIndex &proxyIndex)
{
    const FlakyTest *test = m_model->testAt(m_proxy->mapToSource(proxyIndex));
    if (!test)
        return;
    const auto [from, to] = window();
    m_testView->showTest(*test, from, to, std::nullopt);
    m_stack->setCurrentWidget(m_testView);
    m_testView->setFocus();
    emit testRequested(*test, from, to);
}

bool FlakyPage::openTest(const QString &nameContains)
{
    for (int row = 0; row < m_proxy->rowCount(); ++row) {
        const QModelIndex index = m_proxy->index(row, 0);
        if (const FlakyTest *t = m_model->testAt(m_proxy->mapToSource(index));
            t && t->fullName().contains(nameContains, Qt::CaseInsensitive)) {
            m_tests->setCurrentIndex(index);
            openTestAt(index);
            return true;
        }
    }
    return false;
}

void FlakyPage::showList()
{
    m_stack->setCurrentIndex(0);
    m_tests->setFocus();
}

bool FlakyPage::isShowingTest() const
{
    return m_stack->currentWidget() == m_testView;
}

void FlakyPage::setTestHistory(const FlakyTestHistory &history)
{
    // A late answer for a test no longer shown is dropped.
    const FlakyTest &t = m_testView->test();
    if (history.file == t.file && history.classname == t.classname && history.name == t.name)
        m_testView->setHistory(history);
}

void FlakyPage::setTestProblem(const QString &text)
{
    m_testView->setProblem(text);
}

void FlakyPage::updateCounts()
{
    const int shown = m_proxy->rowCount();
    m_shown->setText(tr("%1 of %2 tests").arg(shown).arg(m_model->rowCount()));
    // A part that could not be read says so in its own place; the others keep their figures.
    const FlakyPartErrors &e = m_results.errors;
    QStringList problems;
    for (const auto &[part, error] : { std::pair { tr("flaky tests"), e.tests },
             std::pair { tr("across-file reruns"), e.acrossFile }, std::pair { tr("disabled per day"), e.disabledByDay },
             std::pair { tr("disabled tests"), e.disabledNow }, std::pair { tr("re-enable candidates"), e.reenable } })
        if (!error.isEmpty())
            problems << tr("✗ %1 could not be read: %2").arg(part, error.left(200));
    const QString problemText = problems.isEmpty() ? QString() : u" · "_s + problems.join(u" · "_s);
    if (m_results.tests.isEmpty() && m_results.disabledNow.isEmpty()) {
        m_summary->setText((e.tests.isEmpty() ? tr("No flaky tests in this range") : QString()) + problemText);
        return;
    }
    const QString disabled = e.disabledNow.isEmpty() ? QString::number(m_results.disabledNow.size()) : u"—"_s;
    const QString reenable = e.reenable.isEmpty() ? QString::number(m_results.reenable.size()) : u"—"_s;
    m_summary->setText((shown == 1 ? tr("⚠ 1 flaky test (HUD, in process) with at least %1 runs (console)").arg(m_proxy->minimumRuns())
                                   : tr("⚠ %1 flaky tests (HUD, in process) with at least %2 runs (console)").arg(shown).arg(m_proxy->minimumRuns()))
                       + tr(" · %1 across-file reruns (HUD)").arg(m_results.acrossFile.size())
                       + tr(" · ⊘ %1 disabled now").arg(disabled)
                       + tr(" · ✓ %1 could be re-enabled").arg(reenable) + problemText);
}

QString FlakyPage::summaryText() const
{
    return m_summary->text();
}

QString FlakyPage::filterProblem() const
{
    return m_filterProblem->text();
}

void FlakyPage::setStatus(const SourceStatus &status)
{
    QString text = SourceStatusText::describe(status, QDateTime::currentSecsSinceEpoch());
    if (m_results.unnamedRows > 0)
        text += m_results.unnamedRows == 1 ? tr(" · 1 test run without a name not counted")
                                           : tr(" · %1 test runs without a name not counted").arg(m_results.unnamedRows);
    showStatus(status, text);
}

QString FlakyPage::statusText() const
{
    return m_status->text();
}

} // namespace hw
