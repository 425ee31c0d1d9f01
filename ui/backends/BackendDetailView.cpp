#include "BackendDetailView.h"

#include "backends/LevelHistory.h"

#include "JobMatrixDelegate.h"
#include "JobsOverTimeChart.h"
#include "L3ReadinessPanel.h"
#include "LevelTimelineWidget.h"
#include "backends/BackendCharts.h"
#include "backends/BackendJobMatrixModel.h"
#include "backends/BackendRoles.h"
#include "backends/BackendOverview.h"
#include "palette/GridLegend.h"

#include <QDateTime>
#include <QEvent>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace hw {

BackendDetailView::BackendDetailView(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel)
    , m_levelBadge(new QLabel)
    , m_markBadge(new QLabel)
    , m_details(new QLabel)
    , m_export(new QPushButton(tr("E&xport review report…")))
    , m_tabs(new QTabWidget)
    , m_matrixModel(new BackendJobMatrixModel(this))
    , m_matrixDelegate(new JobMatrixDelegate(this))
    , m_matrix(new QTableView)
    , m_matrixKey(new QLabel)
    , m_chart(new JobsOverTimeChart)
    , m_timeline(new LevelTimelineWidget)
    , m_historyText(new QLabel)
    , m_panel(new L3ReadinessPanel)
{
    QHBoxLayout *titleRow = createTitleRow();
    QWidget *jobsPage = createJobsPage();
    QWidget *historyPage = createHistoryPage();
    auto *readinessScroll = new QScrollArea;
    readinessScroll->setWidget(m_panel);
    readinessScroll->setWidgetResizable(true);
    readinessScroll->setFrameShape(QFrame::NoFrame);

    m_tabs->addTab(jobsPage, tr("&Jobs (PR × job)"));
    m_tabs->addTab(m_chart, tr("Jobs &over time"));
    m_tabs->addTab(historyPage, tr("Level &history"));
    m_tabs->addTab(readinessScroll, tr("L3 &readiness"));

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(titleRow);
    layout->addWidget(m_details);
    layout->addWidget(m_tabs, 1);

    connect(m_export, &QPushButton::clicked, this, [this] {
        if (!m_repo.isEmpty())
            emit exportReportRequested(m_repo, m_panel->targets());
    });
    setTabOrder(m_export, m_tabs);
    setTabOrder(m_tabs, m_matrix);
    setFocusProxy(m_tabs);

    m_dark = schemeOf(palette()) == ColorScheme::Dark;
    applyTheme();
    refresh();
}

// The backend's name, its level and alert badges, and the report's button.
QHBoxLayout *BackendDetailView::createTitleRow()
{
    QFont titleFont = font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.5);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_title->setTextFormat(Qt::PlainText);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);
    for (QLabel *badge : {m_levelBadge, m_markBadge}) {
        badge->setTextFormat(Qt::PlainText);
        badge->setAutoFillBackground(true);
        badge->setContentsMargins(8, 3, 8, 3);
        QFont bold = font();
        bold.setBold(true);
        badge->setFont(bold);
    }
    m_details->setTextFormat(Qt::PlainText);
    m_details->setWordWrap(true);
    m_details->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_export->setToolTip(tr("Write a Markdown/PDF promotion review report for this backend with the targets shown "
                            "on the L3 readiness tab"));
    m_export->setEnabled(false);

    auto *titleRow = new QHBoxLayout;
    titleRow->addWidget(m_title);
    titleRow->addWidget(m_levelBadge);
    titleRow->addWidget(m_markBadge);
    titleRow->addStretch(1);
    titleRow->addWidget(m_export);
    return titleRow;
}

// The pull request × job matrix and its key; Enter on a cell opens its run.
QWidget *BackendDetailView::createJobsPage()
{
    m_matrix->setModel(m_matrixModel);
    m_matrix->setItemDelegate(m_matrixDelegate);
    m_matrix->setObjectName(QStringLiteral("jobMatrix"));
    m_matrix->setAccessibleName(tr("Pull request by job results"));
    m_matrix->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_matrix->setSelectionMode(QAbstractItemView::SingleSelection);
    m_matrix->setShowGrid(false);
    m_matrix->setMouseTracking(true);
    m_matrix->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_matrix->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_matrix->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 10);
    m_matrix->verticalHeader()->setMaximumWidth(460);
    m_matrix->verticalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    m_matrix->horizontalHeader()->setMinimumSectionSize(fontMetrics().height() + 10);
    m_matrixKey->setTextFormat(Qt::PlainText);
    m_matrixKey->setWordWrap(true);
    m_matrixKey->setText(tr("Latest attempt of each job: letter, failed/total tests (or the total when none "
                            "failed) and the triage category when reported. %1  ·  an \"exp.\" tag marks "
                            "crcr-test's expected failures (they count as passes)  ·  hover a cell for details; "
                            "Enter opens the run.")
                             .arg(GridLegend::legendText()));
    auto *jobsPage = new QWidget;
    auto *jobsLayout = new QVBoxLayout(jobsPage);
    jobsLayout->addWidget(m_matrix, 1);
    jobsLayout->addWidget(m_matrixKey);
    connect(m_matrix, &QAbstractItemView::activated, this, [this](const QModelIndex &index) {
        const QUrl url = index.data(MatrixJobUrlRole).toUrl();
        if (url.isValid())
            emit jobUrlActivated(url);
    });
    return jobsPage;
}

// The level changes as a timeline and as text (keyboard users can reach and read the dates).
QWidget *BackendDetailView::createHistoryPage()
{
    auto *historyPage = new QWidget;
    auto *historyLayout = new QVBoxLayout(historyPage);
    m_historyText->setTextFormat(Qt::PlainText);
    m_historyText->setTextInteractionFlags(Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard);
    m_historyText->setFocusPolicy(Qt::StrongFocus); // keyboard users can reach and read the dates
    m_historyText->setObjectName(QStringLiteral("levelHistoryText"));
    auto *historyTitle = new QLabel(tr("Level changes (allowlist PRs; \"CI data\" = start inferred from the level jobs were dispatched at)"));
    historyTitle->setTextFormat(Qt::PlainText);
    historyTitle->setWordWrap(true);
    historyLayout->addWidget(m_timeline);
    historyLayout->addWidget(historyTitle);
    historyLayout->addWidget(m_historyText);
    historyLayout->addStretch(1);
    return historyPage;
}

void BackendDetailView::setSnapshot(const BackendsSnapshot &snapshot)
{
    m_snapshot = snapshot;
    m_matrixModel->setSnapshot(snapshot);
    refresh();
}

void BackendDetailView::setBackend(const QString &repo)
{
    if (repo == m_repo)
        return;
    m_repo = repo;
    m_matrixModel->setRepo(repo);
    refresh();
}

void BackendDetailView::setDarkTheme(bool dark)
{
    m_themeForced = true;
    m_dark = dark;
    applyTheme();
    refresh();
}

void BackendDetailView::changeEvent(QEvent *event)
{
    if (!m_themeForced && (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)) {
        m_dark = schemeOf(palette()) == ColorScheme::Dark;
        applyTheme();
        refresh();
    }
    QWidget::changeEvent(event);
}

void BackendDetailView::applyTheme()
{
    m_matrixModel->setDarkTheme(m_dark);
    m_matrixDelegate->setDarkTheme(m_dark);
    m_chart->setDarkTheme(m_dark);
    m_timeline->setDarkTheme(m_dark);
    m_panel->setDarkTheme(m_dark);
    m_matrix->viewport()->update();
}

void BackendDetailView::refresh()
{
    const std::optional<BackendOverviewRow> row =
        m_repo.isEmpty() ? std::nullopt : BackendOverview::buildOne(m_snapshot, m_repo);
    m_export->setEnabled(row.has_value());
    if (!row) {
        m_title->setText(m_repo.isEmpty() ? tr("No backend selected") : m_repo);
        m_levelBadge->hide();
        m_markBadge->hide();
        m_details->setText(m_repo.isEmpty() ? tr("Choose a backend in the overview (Enter or double-click).")
                                            : tr("This backend is not in the current data."));
        m_chart->setLevelChanges({});
        m_chart->setDaily({}, m_snapshot.asOf);
        m_timeline->setSpans({}, m_snapshot.asOf);
        m_historyText->clear();
        m_panel->setBackend(BackendStats{}, TrustLevel::Unknown, std::nullopt, m_snapshot.asOf);
        return;
    }
    m_title->setText(row->repo);
    m_levelBadge->setText(row->level == TrustLevel::Unknown
                              ? tr("not listed")
                              : QStringLiteral("%1 · %2").arg(trustLevelName(row->level), trustLevelTitle(row->level)));
    const StatusPalette colors(m_dark ? ColorScheme::Dark : ColorScheme::Light);
    QPalette lp = m_levelBadge->palette();
    lp.setColor(QPalette::Window, colors.color(BackendCharts::levelColor(row->level)));
    lp.setColor(QPalette::WindowText, colors.textOn(BackendCharts::levelColor(row->level)));
    m_levelBadge->setPalette(lp);
    m_levelBadge->show();

    if (row->temporarilyDemoted || row->demotionPending) {
        const ColorId mark = row->temporarilyDemoted ? ColorId::VerdictFail : ColorId::VerdictWarn;
        m_markBadge->setText(row->temporarilyDemoted ? tr("▼ TEMPORARILY DEMOTED — auto-demotion PR open, no new check runs")
                                                     : tr("⚠ DEMOTION PENDING — last 7 days fail L3, not yet flagged by the relay"));
        QPalette mp = m_markBadge->palette();
        mp.setColor(QPalette::Window, colors.color(mark));
        mp.setColor(QPalette::WindowText, colors.textOn(mark));
        m_markBadge->setPalette(mp);
        m_markBadge->show();
    } else {
        m_markBadge->hide();
    }

    QStringList parts;
    if (!row->device.isEmpty())
        parts << tr("device %1 (label ciflow/crcr/%1)").arg(row->device);
    parts << (row->oncalls.isEmpty() ? tr("no oncalls listed") : tr("oncalls: %1").arg(row->oncalls.join(QStringLiteral(", "))));
    if (row->tenureDays)
        parts << tr("at %1 for %2 d").arg(trustLevelName(row->level)).arg(qint64(*row->tenureDays));
    if (!row->inAllowlist)
        parts << tr("not in the allowlist (level from CI data)");
    if (m_snapshot.asOf > 0)
        parts << tr("data as of %1 UTC")
                     .arg(QDateTime::fromSecsSinceEpoch(m_snapshot.asOf, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd HH:mm")));
    m_details->setText(parts.join(QStringLiteral("  ·  ")));

    BackendStats stats;
    stats.repo = row->repo;
    if (const BackendStats *s = m_snapshot.statsFor(row->repo))
        stats = *s;
    m_chart->setLevelChanges(row->history); // marks the days the level changed
    m_chart->setDaily(stats.daily, m_snapshot.asOf);
    m_timeline->setSpans(row->history, m_snapshot.asOf);
    m_historyText->setText(m_timeline->summaryText());
    m_panel->setBackend(stats, row->level, LevelHistory::tenureAtL2Days(row->history, m_snapshot.asOf), m_snapshot.asOf);
}

QString BackendDetailView::headerText() const
{
    QStringList parts{m_title->text()};
    if (!m_levelBadge->isHidden())
        parts << m_levelBadge->text();
    if (!m_markBadge->isHidden())
        parts << m_markBadge->text();
    parts << m_details->text();
    return parts.join(QStringLiteral("  |  "));
}

} // namespace hw
