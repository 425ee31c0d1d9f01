#include "grid/JobGridView.h"

#include "grid/GridCellMenu.h"
#include "grid/GridCursor.h"
#include "grid/GridKeyMap.h"
#include "grid/GridRoles.h"
#include "grid/GridTooltip.h"

#include <QAbstractItemModel>
#include <QAction>
#include <QContextMenuEvent>
#include <QDateTime>
#include <QDesktopServices>
#include <QFontDatabase>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QMenu>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QTimer>
#include <QToolTip>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace hw {

JobGridView::JobGridView(QWidget *parent)
    : QAbstractScrollArea(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Job grid"));
    setFrameShape(QFrame::NoFrame);
    viewport()->setMouseTracking(true);
    // We paint every pixel: skip Qt's background fill of the dirty region.
    viewport()->setAttribute(Qt::WA_OpaquePaintEvent);
    viewport()->setAutoFillBackground(false);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    clearCaches();

    m_clock = new QTimer(this);
    m_clock->setObjectName(QStringLiteral("grid clock"));
    m_clock->setInterval(60 * 1000);
    connect(m_clock, &QTimer::timeout, this, [this] { viewport()->update(geometry().rowHeaderRect()); });
    // Started by showEvent, stopped by hideEvent.
    addKeyActions();
}

JobGridView::~JobGridView() = default;

void JobGridView::setModel(QAbstractItemModel *model)
{
    if (m_model == model)
        return;
    m_model = model;
    m_cursor.reset();
    m_hoverRow = m_hoverColumn = -1;
    m_watch.watch(model);
    horizontalScrollBar()->setValue(0);
    verticalScrollBar()->setValue(0);
    updateScrollBars();
    viewport()->update();
}

QAbstractItemModel *JobGridView::model() const
{
    return m_model;
}

QModelIndex JobGridView::currentIndex() const
{
    return m_cursor.index();
}

void JobGridView::setCurrentIndex(const QModelIndex &index)
{
    if (index.isValid() && index.model() != m_model)
        return;
    if (QModelIndex(m_cursor.index()) == index)
        return;
    const QModelIndex old = m_cursor.index();
    const GridGeometry g = geometry();
    if (old.isValid()) {
        viewport()->update(visualRect(old));
        viewport()->update(QRect(0, g.rowBand(old.row()).y(), m_rowHeaderWidth, m_cell));
    }
    m_cursor.set(index);
    if (index.isValid()) {
        viewport()->update(visualRect(index));
        viewport()->update(QRect(0, g.rowBand(index.row()).y(), m_rowHeaderWidth, m_cell));
        viewport()->update(g.topHeaderRect());
        scrollTo(index);
    }
    emit currentChanged(index);
}

void JobGridView::setCellSize(int px)
{
    m_cell = qBound(10, px, 64);
    clearCaches();
    updateScrollBars();
    viewport()->update();
}

void JobGridView::setHeaderHeight(int px)
{
    m_headerHeight = qBound(m_cell, px, 600);
    m_painter.forgetColumnLabels();
    updateScrollBars();
    viewport()->update();
}

void JobGridView::setRowHeaderWidth(int px)
{
    m_rowHeaderWidth = qBound(60, px, 2000);
    m_painter.forgetRowLabels();
    updateScrollBars();
    viewport()->update();
}

void JobGridView::setHeaderAngle(int degrees)
{
    m_angle = qBound(45, degrees, 90);
    m_painter.forgetColumnLabels();
    viewport()->update();
}

void JobGridView::setReferenceTime(qint64 utcSeconds)
{
    m_referenceTime = utcSeconds;
    viewport()->update(geometry().rowHeaderRect());
}

int JobGridView::rowCount() const
{
    return m_model ? m_model->rowCount() : 0;
}

int JobGridView::columnCount() const
{
    return m_model ? m_model->columnCount() : 0;
}

GridGeometry JobGridView::geometry() const
{
    GridGeometry g;
    g.cell = m_cell;
    g.headerHeight = m_headerHeight;
    g.rowHeaderWidth = m_rowHeaderWidth;
    g.viewport = viewport()->size();
    g.scrollX = horizontalScrollBar()->value();
    g.scrollY = verticalScrollBar()->value();
    g.rows = rowCount();
    g.columns = columnCount();
    return g;
}

QRect JobGridView::cellArea() const
{
    return geometry().cellArea();
}

QRect JobGridView::visualRect(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != m_model)
        return {};
    return geometry().cellRect(index.row(), index.column());
}

QModelIndex JobGridView::indexAt(const QPoint &pos) const
{
    const GridGeometry g = geometry();
    if (!m_model || !g.cellArea().contains(pos))
        return {};
    const int row = g.rowAt(pos.y());
    const int column = g.columnAt(pos.x());
    if (row < 0 || column < 0)
        return {};
    return m_model->index(row, column);
}

void JobGridView::scrollTo(const QModelIndex &index)
{
    if (!index.isValid() || index.model() != m_model)
        return;
    const QRect area = cellArea();
    const QRect r = visualRect(index);
    QScrollBar *h = horizontalScrollBar();
    QScrollBar *v = verticalScrollBar();
    if (r.left() < area.left())
        h->setValue(h->value() - (area.left() - r.left()));
    else if (r.right() > area.right())
        h->setValue(h->value() + qMin(r.right() - area.right(), r.left() - area.left()));
    if (r.top() < area.top())
        v->setValue(v->value() - (area.top() - r.top()));
    else if (r.bottom() > area.bottom())
        v->setValue(v->value() + qMin(r.bottom() - area.bottom(), r.top() - area.top()));
}

void JobGridView::updateScrollBars()
{
    const GridGeometry g = geometry();
    const QRect area = g.cellArea();
    QScrollBar *h = horizontalScrollBar();
    QScrollBar *v = verticalScrollBar();
    h->setRange(0, g.maxScrollX());
    h->setPageStep(qMax(m_cell, area.width()));
    h->setSingleStep(m_cell);
    v->setRange(0, g.maxScrollY());
    v->setPageStep(qMax(m_cell, area.height()));
    v->setSingleStep(m_cell);
}

void JobGridView::clearCaches()
{
    m_painter.reset(font(), m_cell);
}

QSize JobGridView::sizeHint() const
{
    return QSize(1000, 640);
}

GridPainter::Frame JobGridView::paintFrame() const
{
    GridPainter::Frame f;
    f.geometry = geometry();
    f.model = m_model;
    f.palette = palette();
    f.devicePixelRatio = viewport()->devicePixelRatioF();
    f.angle = m_angle;
    f.currentRow = m_cursor.index().isValid() ? m_cursor.index().row() : -1;
    f.currentColumn = m_cursor.index().isValid() ? m_cursor.index().column() : -1;
    f.focused = hasFocus();
    f.hoverRow = m_hoverRow;
    f.hoverColumn = m_hoverColumn;
    f.now = m_referenceTime > 0 ? m_referenceTime : QDateTime::currentSecsSinceEpoch();
    if (m_marks.anyMuted())
        f.isMuted = [this](int column) { return columnMark(column) == ColumnMark::Muted; };
    f.columnLabel = [this](int column) { return columnLabel(column); };
    f.cornerCounts = [this] { return cornerCounts(); };
    return f;
}

void JobGridView::paintEvent(QPaintEvent *event)
{
    QPainter p(viewport());
    m_painter.paint(p, event->rect(), paintFrame());
}

QString JobGridView::cornerCounts() const
{
    int muted = 0;
    for (int c = 0; c < columnCount() && m_marks.anyMuted(); ++c)
        muted += columnMark(c) == ColumnMark::Muted ? 1 : 0;
    return GridColumnMarks::cornerText(rowCount(), columnCount(), muted, m_columnsAreGroups);
}

void JobGridView::resizeEvent(QResizeEvent *event)
{
    QAbstractScrollArea::resizeEvent(event);
    updateScrollBars();
}

void JobGridView::scrollContentsBy(int, int)
{
    viewport()->update();
}

void JobGridView::updateCell(const QModelIndex &index)
{
    const QRect r = visualRect(index) & cellArea();
    if (!r.isEmpty())
        viewport()->update(r);
}

void JobGridView::setHover(int row, int column)
{
    if (row == m_hoverRow && column == m_hoverColumn)
        return;
    const GridGeometry g = geometry();
    if (row != m_hoverRow) {
        if (m_hoverRow >= 0)
            viewport()->update(g.rowBand(m_hoverRow));
        if (row >= 0)
            viewport()->update(g.rowBand(row));
    }
    if (column != m_hoverColumn) {
        if (m_hoverColumn >= 0)
            viewport()->update(g.columnBand(m_hoverColumn));
        if (column >= 0)
            viewport()->update(g.columnBand(column));
        viewport()->update(g.topHeaderRect()); // labels lean over neighbouring columns
    }
    m_hoverRow = row;
    m_hoverColumn = column;
}

bool JobGridView::viewportEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::ToolTip: {
        auto *he = static_cast<QHelpEvent *>(event);
        const GridTooltip tip = GridTooltip::at(geometry(), m_model, m_angle, he->pos());
        if (tip.text.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            QToolTip::showText(he->globalPos(), tip.text, viewport(), tip.region);
        }
        return true;
    }
    case QEvent::Leave:
        setHover(-1, -1);
        break;
    default:
        break;
    }
    return QAbstractScrollArea::viewportEvent(event);
}

void JobGridView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    const GridGeometry g = geometry();
    const int row = g.rowAt(pos.y());
    const int column = pos.y() >= m_headerHeight ? g.columnAt(pos.x()) : -1;
    setHover(row, column);
    QAbstractScrollArea::mouseMoveEvent(event);
}

void JobGridView::mousePressEvent(QMouseEvent *event)
{
    setFocus(Qt::MouseFocusReason);
    const QPoint pos = event->position().toPoint();
    const GridGeometry g = geometry();
    if (event->button() == Qt::LeftButton || event->button() == Qt::RightButton) {
        if (const QModelIndex idx = indexAt(pos); idx.isValid()) {
            setCurrentIndex(idx);
        } else if (pos.x() < m_rowHeaderWidth && g.rowAt(pos.y()) >= 0 && columnCount() > 0) {
            moveCursor(g.rowAt(pos.y()), m_cursor.index().isValid() ? m_cursor.index().column() : 0);
        }
    }
    QAbstractScrollArea::mousePressEvent(event);
}

void JobGridView::mouseDoubleClickEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        if (const QModelIndex idx = indexAt(event->position().toPoint()); idx.isValid()) {
            setCurrentIndex(idx);
            activate(idx);
            return;
        }
    }
    QAbstractScrollArea::mouseDoubleClickEvent(event);
}

void JobGridView::contextMenuEvent(QContextMenuEvent *event)
{
    const QModelIndex idx = indexAt(event->pos());
    if (!idx.isValid())
        return;
    setCurrentIndex(idx);
    QMenu *menu = createContextMenu(idx, this);
    menu->exec(event->globalPos());
    delete menu;
}

QMenu *JobGridView::createContextMenu(const QModelIndex &index, QWidget *parent)
{
    return GridCellMenu::create(this, index, parent);
}

void JobGridView::activate(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    const QUrl url = index.data(JobUrlRole).toUrl();
    if (!url.isValid() || url.isEmpty()) {
        emit statusMessage(tr("No job page for this cell"));
        return;
    }
    emit jobActivated(url);
    if (m_openExternally)
        QDesktopServices::openUrl(url);
}

void JobGridView::moveCursor(int row, int column)
{
    const int rows = rowCount();
    const int cols = columnCount();
    if (rows == 0 || cols == 0)
        return;
    setCurrentIndex(m_model->index(qBound(0, row, rows - 1), qBound(0, column, cols - 1)));
}

bool JobGridView::handleKey(int key, Qt::KeyboardModifiers modifiers)
{
    using Command = GridKeyMap::Command;
    const Command command = GridKeyMap::command(key, modifiers);
    const QModelIndex current = m_cursor.index();
    const int page = qMax(1, geometry().visibleRowCount() - 1);
    if (const auto target = GridKeyMap::moveTarget(command, {current.row(), current.column()}, {rowCount(), columnCount()}, page)) {
        moveCursor(target->row, target->column);
        return true;
    }
    switch (command) {
    case Command::NextFailure:
        gotoNextFailure();
        break;
    case Command::PreviousFailure:
        gotoPreviousFailure();
        break;
    case Command::Log:
        if (current.isValid())
            emit logRequested(current);
        break;
    case Command::Utilization:
        if (const qint64 jobId = current.data(JobIdRole).toLongLong(); jobId > 0)
            emit utilizationRequested(jobId);
        else
            emit statusMessage(tr("No job in this cell"));
        break;
    case Command::Open:
        activate(current);
        break;
    case Command::Pause:
        emit pauseToggleRequested();
        break;
    case Command::FocusFilter:
        emit filterFocusRequested();
        break;
    default:
        return false; // None (the movements are above)
    }
    return true;
}

void JobGridView::keyPressEvent(QKeyEvent *event)
{
    // The keys' actions (addKeyActions) take the exact keys first; this also takes their
    // variants (Shift+J, keypad Enter) to the same code.
    if (handleKey(event->key(), event->modifiers()))
        event->accept();
    else
        QAbstractScrollArea::keyPressEvent(event);
}

void JobGridView::addKeyActions()
{
    // One action per key the grid handles, on the grid only (WidgetShortcut: the filter and the
    // charts keep their own meaning of the same keys), so "?" lists them from what really runs.
    for (const GridKeyMap::Action &action : GridKeyMap::actions()) {
        auto *a = new QAction(action.text, this);
        a->setShortcuts(action.keys);
        a->setShortcutContext(Qt::WidgetShortcut);
        a->setProperty("keyGroup", tr("Grid")); // its group in the keyboard sheet (KeyboardSheet)
        const QKeyCombination key = action.keys.first()[0];
        connect(a, &QAction::triggered, this, [this, key] { handleKey(key.key(), key.keyboardModifiers()); });
        addAction(a);
    }
}

bool JobGridView::selectCell(const QString &commitSha, const QString &columnName)
{
    const QModelIndex cell = GridCursor::cellOf(m_model, commitSha, columnName);
    if (!cell.isValid())
        return false;
    setCurrentIndex(cell);
    return true;
}

bool JobGridView::gotoNextFailure()
{
    return gotoFailure(true);
}

bool JobGridView::gotoPreviousFailure()
{
    return gotoFailure(false);
}

bool JobGridView::gotoFailure(bool forward)
{
    bool wrapped = false;
    const QModelIndex idx = GridCursor::failureAfter(m_model, m_cursor.index(), forward, &wrapped);
    if (!idx.isValid()) {
        emit statusMessage(tr("No failures in the grid"));
        return false;
    }
    setCurrentIndex(idx);
    if (wrapped)
        emit statusMessage(forward ? tr("Wrapped around to the first failure (newest commit)")
                                   : tr("Wrapped around to the last failure (oldest commit)"));
    return true;
}

void JobGridView::changeEvent(QEvent *event)
{
    switch (event->type()) {
    case QEvent::PaletteChange:
    case QEvent::FontChange:
    case QEvent::StyleChange:
        clearCaches();
        viewport()->update();
        break;
    default:
        break;
    }
    QAbstractScrollArea::changeEvent(event);
}

void JobGridView::focusInEvent(QFocusEvent *event)
{
    QAbstractScrollArea::focusInEvent(event);
    if (m_cursor.index().isValid())
        updateCell(m_cursor.index());
}

void JobGridView::focusOutEvent(QFocusEvent *event)
{
    QAbstractScrollArea::focusOutEvent(event);
    if (m_cursor.index().isValid())
        updateCell(m_cursor.index());
}

void JobGridView::setAlertMarks(const QSet<QString> &mutedColumns, const QSet<QString> &acknowledgedColumns)
{
    if (m_marks.set(mutedColumns, acknowledgedColumns))
        viewport()->update();
}

QStringList JobGridView::columnJobs(int column) const
{
    if (m_columnsAreGroups && m_model)
        return m_model->headerData(column, Qt::Horizontal, ColumnMembersRole).toStringList();
    return {columnKey(column)};
}

JobGridView::ColumnMark JobGridView::columnMark(int column) const
{
    return m_marks.isEmpty() ? ColumnMark::None : m_marks.mark(columnJobs(column));
}

QString JobGridView::columnLabel(int column) const
{
    return m_marks.isEmpty() ? columnKey(column) : m_marks.label(columnJobs(column), columnKey(column));
}

void JobGridView::showEvent(QShowEvent *event)
{
    // The relative times tick only while someone can see them (idle cost).
    if (!window()->isMinimized()) // started minimised: shown, yet nobody sees it
        m_clock->start();
    viewport()->update(geometry().rowHeaderRect());
    QAbstractScrollArea::showEvent(event);
}

void JobGridView::hideEvent(QHideEvent *event)
{
    m_clock->stop();
    QAbstractScrollArea::hideEvent(event);
}

QString JobGridView::columnKey(int column) const
{
    return GridCursor::columnKey(m_model, column);
}

void JobGridView::restoreCurrentFromKey()
{
    if (const std::optional<QModelIndex> restored = m_cursor.restore(m_model))
        emit currentChanged(*restored);
}

} // namespace hw
