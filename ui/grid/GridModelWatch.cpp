#include "grid/GridModelWatch.h"

#include "grid/GridScrollKeeper.h"
#include "grid/JobGridView.h"

#include <QAbstractItemModel>
#include <QScrollBar>

namespace hw {

GridModelWatch::GridModelWatch(JobGridView *view)
    : m_view(view)
{
}

void GridModelWatch::watch(QAbstractItemModel *model)
{
    if (m_model)
        disconnect(m_model, nullptr, this, nullptr);
    m_model = model;
    if (!model)
        return;
    using M = QAbstractItemModel;
    JobGridView *v = m_view;
    connect(model, &M::dataChanged, this, &GridModelWatch::onDataChanged);
    connect(model, &M::headerDataChanged, this, &GridModelWatch::onHeaderDataChanged);
    const auto keep = [this](QScrollBar *bar, bool inserted) {
        return [this, bar, inserted](const QModelIndex &parent, int first, int last) {
            if (!parent.isValid())
                keepPlace(bar, first, last, inserted);
        };
    };
    connect(model, &M::rowsInserted, this, keep(v->verticalScrollBar(), true));
    connect(model, &M::rowsRemoved, this, keep(v->verticalScrollBar(), false));
    connect(model, &M::columnsInserted, this, keep(v->horizontalScrollBar(), true));
    connect(model, &M::columnsRemoved, this, keep(v->horizontalScrollBar(), false));
    connect(model, &M::rowsAboutToBeRemoved, this, &GridModelWatch::onStructureAboutToChange);
    connect(model, &M::columnsAboutToBeRemoved, this, &GridModelWatch::onStructureAboutToChange);
    connect(model, &M::modelAboutToBeReset, this, &GridModelWatch::onStructureAboutToChange);
    connect(model, &M::layoutAboutToBeChanged, this, &GridModelWatch::onStructureAboutToChange);
    connect(model, &M::modelReset, this, &GridModelWatch::onStructureChanged);
    connect(model, &M::layoutChanged, this, &GridModelWatch::onStructureChanged);
    connect(model, &M::rowsMoved, this, &GridModelWatch::onStructureChanged);
    connect(model, &M::columnsMoved, this, &GridModelWatch::onStructureChanged);
}

void GridModelWatch::onDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight)
{
    if (!topLeft.isValid() || !bottomRight.isValid() || topLeft.parent().isValid())
        return;
    // Repaint exactly the changed cells that are on screen; never the whole grid.
    const QRect tl = m_view->visualRect(topLeft);
    const QRect br = m_view->visualRect(bottomRight);
    const QRect r = tl.united(br) & m_view->cellArea();
    if (!r.isEmpty())
        m_view->viewport()->update(r);
}

void GridModelWatch::onHeaderDataChanged(Qt::Orientation orientation)
{
    const GridGeometry g = m_view->geometry();
    m_view->viewport()->update(orientation == Qt::Horizontal ? g.topHeaderRect() : g.rowHeaderRect());
}

void GridModelWatch::keepPlace(QScrollBar *bar, int first, int last, bool inserted)
{
    const int before = bar->value();
    const int cell = m_view->cellSize();
    const int kept = inserted ? GridScrollKeeper::afterInsert(before, cell, first, last)
                              : GridScrollKeeper::afterRemove(before, cell, first, last);
    m_view->updateScrollBars();
    if (!inserted || kept != before) // after an insertion the bar stays unless the place moved
        bar->setValue(kept);
    if (inserted && m_view->m_cursor.index().isValid())
        m_view->m_cursor.remember();
    else if (!inserted && !m_view->m_cursor.index().isValid())
        m_view->restoreCurrentFromKey();
    m_view->viewport()->update();
}

void GridModelWatch::onStructureAboutToChange()
{
    if (m_view->m_cursor.index().isValid())
        m_view->m_cursor.remember();
}

void GridModelWatch::onStructureChanged()
{
    m_view->updateScrollBars();
    if (m_view->m_cursor.index().isValid())
        m_view->m_cursor.remember();
    else
        m_view->restoreCurrentFromKey();
    m_view->viewport()->update();
}

} // namespace hw
