#include "grid/GridGeometry.h"

#include <QtGlobal>

namespace hw {

QRect GridGeometry::cellArea() const
{
    return QRect(rowHeaderWidth, headerHeight, qMax(0, viewport.width() - rowHeaderWidth),
                 qMax(0, viewport.height() - headerHeight));
}

QRect GridGeometry::topHeaderRect() const
{
    return QRect(rowHeaderWidth, 0, qMax(0, viewport.width() - rowHeaderWidth), headerHeight);
}

QRect GridGeometry::rowHeaderRect() const
{
    return QRect(0, headerHeight, rowHeaderWidth, qMax(0, viewport.height() - headerHeight));
}

QRect GridGeometry::cornerRect() const
{
    return QRect(0, 0, rowHeaderWidth, headerHeight);
}

int GridGeometry::visibleRowCount() const
{
    return qMax(1, cellArea().height() / cell);
}

int GridGeometry::visibleColumnCount() const
{
    return qMax(1, cellArea().width() / cell);
}

QRect GridGeometry::rowBand(int row) const
{
    return QRect(0, headerHeight + row * cell - scrollY, viewport.width(), cell);
}

QRect GridGeometry::columnBand(int column) const
{
    return QRect(rowHeaderWidth + column * cell - scrollX, 0, cell, viewport.height());
}

QRect GridGeometry::cellRect(int row, int column) const
{
    return QRect(rowHeaderWidth + column * cell - scrollX, headerHeight + row * cell - scrollY, cell, cell);
}

int GridGeometry::rowAt(int y) const
{
    if (y < headerHeight)
        return -1;
    const int row = (y - headerHeight + scrollY) / cell;
    return row < rows ? row : -1;
}

int GridGeometry::columnAt(int x) const
{
    if (x < rowHeaderWidth)
        return -1;
    const int column = (x - rowHeaderWidth + scrollX) / cell;
    return column < columns ? column : -1;
}

GridGeometry::Span GridGeometry::rowsIn(const QRect &area) const
{
    if (rows == 0)
        return {};
    return {qMax(0, (area.top() - headerHeight + scrollY) / cell),
            qMin(rows - 1, (area.bottom() - headerHeight + scrollY) / cell)};
}

GridGeometry::Span GridGeometry::columnsIn(const QRect &area, int reachFromLeft) const
{
    if (columns == 0)
        return {};
    return {qMax(0, (area.left() - reachFromLeft - rowHeaderWidth + scrollX) / cell),
            qMin(columns - 1, (area.right() - rowHeaderWidth + scrollX) / cell)};
}

int GridGeometry::maxScrollX() const
{
    return qMax(0, columns * cell - cellArea().width());
}

int GridGeometry::maxScrollY() const
{
    return qMax(0, rows * cell - cellArea().height());
}

} // namespace hw
