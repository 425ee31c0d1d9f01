#include "BackendsOverviewView.h"

#include "palette/ColorScheme.h"
#include "BackendsOverviewDelegate.h"
#include "backends/BackendRoles.h"
#include "backends/BackendsOverviewModel.h"
#include "backends/BackendsOverviewSortModel.h"
#include "backends/PassRateChip.h"

#include <QDateTime>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QTreeView>
#include <QVBoxLayout>

namespace hw {

BackendsOverviewView::BackendsOverviewView(QWidget *parent)
    : QWidget(parent)
    , m_model(new BackendsOverviewModel(this))
    , m_sortModel(new BackendsOverviewSortModel(this))
    , m_delegate(new BackendsOverviewDelegate(this))
    , m_tree(new QTreeView)
    , m_summary(new QLabel)
    , m_legend(new QLabel)
{
    m_sortModel->setSourceModel(m_model);
    m_tree->setModel(m_sortModel);
    m_tree->setItemDelegate(m_delegate);
    m_tree->setObjectName(QStringLiteral("backendsTree"));
    m_tree->setAccessibleName(tr("Backends by trust level"));
    m_tree->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_tree->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tree->setAllColumnsShowFocus(true);
    m_tree->setAlternatingRowColors(true);
    m_tree->setUniformRowHeights(true);
    m_tree->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_tree->header()->setStretchLastSection(true);
    m_tree->header()->setSectionsMovable(false);
    // No indicator until the user picks a column: the model's order (by name) is the default.
    m_tree->header()->setSortIndicator(-1, Qt::AscendingOrder);
    m_tree->setSortingEnabled(true);

    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setContentsMargins(6, 4, 6, 4);
    m_legend->setTextFormat(Qt::PlainText);
    m_legend->setContentsMargins(6, 2, 6, 4);
    m_legend->setWordWrap(true);
    m_legend->setText(tr("Pass-rate chips: %1 ≥ 95 %   %2 80–95 %   %3 below 80 %   %4 no completed jobs"
                         "   ·   Marks: ▼ temporarily demoted (relay's demotion PR open)   "
                         "⚠ demotion pending (7-day figures fail, not flagged yet)   ·   Enter opens a backend")
                          .arg(PassRateChip::letter(PassRateChip::Class::Good), PassRateChip::letter(PassRateChip::Class::Warn),
                               PassRateChip::letter(PassRateChip::Class::Bad), PassRateChip::letter(PassRateChip::Class::None))
                      + QStringLiteral("   ·   ") + tr("Click a column title to sort"));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_summary);
    layout->addWidget(m_tree, 1);
    layout->addWidget(m_legend);
    setFocusProxy(m_tree);

    connect(m_tree, &QAbstractItemView::activated, this, [this](const QModelIndex &index) {
        const QString repo = index.data(BackendRepoRole).toString();
        if (!repo.isEmpty())
            emit backendActivated(repo);
    });
    m_tree->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_tree, &QWidget::customContextMenuRequested, this, [this](const QPoint &pos) {
        const QString repo = m_tree->indexAt(pos).data(BackendRepoRole).toString();
        if (repo.isEmpty())
            return;
        QMenu *menu = createContextMenu(repo, this);
        menu->exec(m_tree->viewport()->mapToGlobal(pos));
        delete menu;
    });
    // The proxy's reset, not the model's: the tree has been reset by then.
    connect(m_sortModel, &QAbstractItemModel::modelReset, this, &BackendsOverviewView::afterModelChange);
    setDarkTheme(schemeOf(palette()) == ColorScheme::Dark);
    m_themeForced = false;
    afterModelChange();
}

QMenu *BackendsOverviewView::createContextMenu(const QString &repo, QWidget *parent)
{
    auto *menu = new QMenu(parent);
    menu->addAction(tr("&Open %1").arg(repo), this, [this, repo] { emit backendActivated(repo); });
    menu->addSeparator();
    menu->addAction(tr("&Acknowledge: investigating (on / off)"), this, [this, repo] { emit acknowledgeAlertRequested(repo); });
    menu->addAction(tr("&Mute alerts for this backend (on / off)"), this, [this, repo] { emit muteAlertsRequested(repo); });
    return menu;
}

void BackendsOverviewView::setSnapshot(const BackendsSnapshot &snapshot)
{
    m_asOf = snapshot.asOf;
    const QString current = currentBackend();
    m_model->setSnapshot(snapshot);
    if (!current.isEmpty())
        selectBackend(current);
    updateSummary();
    m_tree->viewport()->update();
}

void BackendsOverviewView::setAlertMarks(const QSet<QString> &mutedRepos, const QSet<QString> &acknowledgedRepos)
{
    m_model->setAlertMarks(mutedRepos, acknowledgedRepos);
    resizeBackendColumn();
    updateSummary();
}

void BackendsOverviewView::setDarkTheme(bool dark)
{
    m_themeForced = true;
    m_dark = dark;
    m_model->setDarkTheme(dark);
    m_delegate->setDarkTheme(dark);
    m_tree->viewport()->update();
}

void BackendsOverviewView::changeEvent(QEvent *event)
{
    if (!m_themeForced && (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)) {
        setDarkTheme(schemeOf(palette()) == ColorScheme::Dark);
        m_themeForced = false;
    }
    QWidget::changeEvent(event);
}

void BackendsOverviewView::afterModelChange()
{
    // Groups span the whole row so "L4 · Mature — no backends" is never cut by the Level column.
    // Sorting never moves groups, so their rows are the model's.
    for (int g = 0; g < m_sortModel->rowCount(); ++g)
        m_tree->setFirstColumnSpanned(g, QModelIndex(), true);
    m_tree->expandAll();
    for (int c = 0; c < m_model->columnCount() - 1; ++c)
        m_tree->resizeColumnToContents(c);
    resizeBackendColumn();
    updateSummary();
}

void BackendsOverviewView::resizeBackendColumn()
{
    // Group titles span; measure the Backend column by backends only (with their "MUTED · "
    // marks), with a sane minimum.
    int backendWidth = fontMetrics().horizontalAdvance(QStringLiteral("owner/some-backend-repo")) + 40;
    for (const auto &row : m_model->rows())
        backendWidth = qMax(backendWidth, fontMetrics().horizontalAdvance(m_model->indexOfRepo(row.repo).data().toString()) + 48);
    m_tree->setColumnWidth(BackendsOverviewModel::ColBackend, qMin(backendWidth, 400));
}

void BackendsOverviewView::updateSummary()
{
    int demoted = 0, pending = 0, muted = 0;
    for (const auto &row : m_model->rows()) {
        // A muted backend's problems are the user's known noise: not counted, as on the grid.
        if (m_model->alertMark(row.repo) == BackendAlertMark::Muted) {
            ++muted;
            continue;
        }
        demoted += row.temporarilyDemoted ? 1 : 0;
        pending += row.demotionPending ? 1 : 0;
    }
    QString text = m_asOf > 0
        ? (m_model->rows().size() == 1 ? tr("1 backend as of %1 UTC") : tr("%1 backends as of %2 UTC").arg(m_model->rows().size()))
              .arg(QDateTime::fromSecsSinceEpoch(m_asOf, Qt::UTC).toString(QStringLiteral("yyyy-MM-dd HH:mm")))
        : tr("No backend data yet");
    if (demoted > 0)
        text += tr("  ·  ▼ %1 temporarily demoted").arg(demoted);
    if (pending > 0)
        text += tr("  ·  ⚠ %1 demotion pending").arg(pending);
    if (muted > 0)
        text += tr("  ·  %1 muted").arg(muted);
    m_summary->setText(text);
}

QString BackendsOverviewView::summaryText() const
{
    return m_summary->text();
}

QModelIndex BackendsOverviewView::viewIndexOfRepo(const QString &repo, int column) const
{
    const QModelIndex source = m_model->indexOfRepo(repo);
    return source.isValid() ? m_sortModel->mapFromSource(source.siblingAtColumn(column)) : QModelIndex();
}

bool BackendsOverviewView::selectBackend(const QString &repo)
{
    const QModelIndex index = viewIndexOfRepo(repo);
    if (!index.isValid())
        return false;
    m_tree->setCurrentIndex(index);
    m_tree->scrollTo(index);
    return true;
}

QString BackendsOverviewView::currentBackend() const
{
    return m_tree->currentIndex().data(BackendRepoRole).toString();
}

} // namespace hw
