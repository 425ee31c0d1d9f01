#include "FlakyTestView.h"

#include "LoadingLine.h"
#include "RunTimelineStrip.h"
#include "charts/TimeSeriesChart.h"
#include "flaky/FlakyCharts.h"
#include "flaky/FlakyTestRunsModel.h"
#include "flaky/FlakyTestsModel.h"

#include <QAction>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QUrl>
#include <QVBoxLayout>

namespace hw {

FlakyTestView::FlakyTestView(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_summary(new QLabel(this))
    , m_status(new LoadingLine(this))
    , m_chart(new TimeSeriesChart(this))
    , m_timeline(new RunTimelineStrip(this))
    , m_model(new FlakyTestRunsModel(this))
    , m_runs(new QTableView(this))
{
    auto *back = new QPushButton(tr("← All flaky tests"), this);
    back->setToolTip(tr("Back to the list (Esc)"));
    connect(back, &QPushButton::clicked, this, &FlakyTestView::backRequested);
    // Esc anywhere in the view, as an action so the keyboard sheet lists it.
    m_backAction = new QAction(tr("Back to the list"), this);
    m_backAction->setShortcut(QKeySequence(Qt::Key_Escape));
    m_backAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    m_backAction->setProperty("keyGroup", tr("Flaky tests")); // its group in the keyboard sheet
    // While the runs load, Esc stops the fetch first (the view stays, saying so); then it goes back.
    connect(m_backAction, &QAction::triggered, this, [this] {
        if (m_status->isLoading())
            m_status->cancel();
        else
            emit backRequested();
    });
    addAction(m_backAction);
    m_status->cancelButton()->setToolTip(tr("Stop loading the runs (Esc)"));
    connect(m_status, &LoadingLine::cancelRequested, this, [this] {
        m_status->setText(tr("Cancelled; the runs were not loaded. Enter on the test in the list (Esc goes "
                             "back to it) loads them again."));
        m_chart->setNoDataText(tr("The runs were not loaded (cancelled)"));
        emit cancelRequested();
    });
    QFont big = m_title->font();
    big.setPointSizeF(big.pointSizeF() * 1.15);
    big.setBold(true);
    m_title->setFont(big);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_title->setWordWrap(true);

    m_chart->setTitle(tr("Flake rate per day, with its 95 % interval"));
    m_chart->setValueFormat(QStringLiteral(" %"), 0);
    m_chart->setValueRange(std::make_pair(0.0, 100.0));
    m_chart->setRangeSelectorVisible(false);
    m_chart->setNoDataText(tr("No runs of this test in this time range"));

    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_model);
    proxy->setSortRole(FlakyTestRunsModel::SortRole);
    m_runs->setModel(proxy);
    m_runs->setSortingEnabled(true);
    m_runs->sortByColumn(FlakyTestRunsModel::When, Qt::DescendingOrder);
    m_runs->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_runs->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_runs->verticalHeader()->hide();
    m_runs->horizontalHeader()->setStretchLastSection(true);
    m_runs->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    connect(m_runs, &QTableView::activated, this, &FlakyTestView::openRun);

    auto *top = new QHBoxLayout;
    top->addWidget(back);
    top->addWidget(m_title, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_summary);
    layout->addWidget(m_status);
    layout->addWidget(m_chart, 3);
    layout->addWidget(m_timeline);
    layout->addWidget(m_runs, 2);
}

void FlakyTestView::showTest(const FlakyTest &test, qint64 fromSeconds, qint64 toSeconds, std::optional<qint64> nowMs)
{
    m_test = test;
    m_title->setText(test.fullName());
    m_summary->setText(tr("⚠ %1 flaky of %2 runs · %3 · %4")
                           .arg(test.flakyRuns)
                           .arg(test.totalRuns)
                           .arg(FlakyTestsModel::rateText(test.rate()),
                                test.disabledIssue ? tr("disabled by #%1").arg(*test.disabledIssue) : tr("not disabled")));
    m_status->setLoading(tr("Loading every run…"));
    m_chart->setNoDataText(tr("Loading every run…"));
    m_chart->setNow(nowMs);
    m_chart->setTimeRange(TimeRange::absolute(fromSeconds * 1000, toSeconds * 1000));
    m_chart->setSeries({});
    m_timeline->setRuns({}, fromSeconds, toSeconds);
    m_model->setRows({});
}

void FlakyTestView::setHistory(const FlakyTestHistory &history)
{
    if (!m_status->isLoading())
        return; // cancelled, or nothing asked: a late answer does not undo what the view says

    m_chart->setNoDataText(tr("No runs of this test in this time range"));
    m_chart->setTimeRange(TimeRange::absolute(history.from * 1000, history.to * 1000));
    m_chart->setSeries(FlakyCharts::rateByDay(history));
    m_timeline->setRuns(history.runs, history.from, history.to);
    m_model->setRows(history.runs);
    QString status = history.runs.size() == 1 ? tr("1 run") : tr("%1 runs").arg(history.runs.size());
    if (history.truncated)
        status += tr(" (the newest; older runs are left out)");
    if (history.malformedRows > 0)
        status += tr(" · ⚠ %1 malformed rows left out").arg(history.malformedRows);
    m_status->setText(status + tr(" · Enter on a run opens its job"));
}

void FlakyTestView::setProblem(const QString &text)
{
    m_status->setText(QStringLiteral("⚠ ") + text);
    m_chart->setNoDataText(tr("The runs are not available (see above)"));
}

QString FlakyTestView::statusText() const
{
    return m_status->text();
}

bool FlakyTestView::isLoading() const
{
    return m_status->isLoading();
}

QPushButton *FlakyTestView::cancelButton() const
{
    return m_status->cancelButton();
}

void FlakyTestView::openRun(const QModelIndex &index)
{
    const QString url = index.data(FlakyTestRunsModel::UrlRole).toString();
    if (!url.isEmpty())
        emit jobActivated(QUrl(url));
}

void FlakyTestView::keyPressEvent(QKeyEvent *event)
{
    // Esc reaching the view as a key (its window not active, so no shortcut): the same action.
    if (event->key() == Qt::Key_Escape) {
        m_backAction->trigger();
        return;
    }
    QWidget::keyPressEvent(event);
}

} // namespace hw
