#include "grid/GridTooltip.h"

#include "grid/GridCursor.h"

#include <QAbstractItemModel>

#include <cmath>
#include <numbers>

using namespace Qt::StringLiterals;

namespace hw {

GridTooltip GridTooltip::at(const GridGeometry &g, const QAbstractItemModel *model, int angle, const QPoint &pos)
{
    GridTooltip tip;
    if (!model)
        return tip;
    const int row = g.rowAt(pos.y());
    if (const int column = g.columnAt(pos.x()); g.cellArea().contains(pos) && row >= 0 && column >= 0) {
        const QString runs = model->index(row, column).data(Qt::ToolTipRole).toString();
        tip.text = GridCursor::columnKey(model, column) + u'\n'
            + model->headerData(row, Qt::Vertical, Qt::DisplayRole).toString();
        if (!runs.isEmpty())
            tip.text += u"\n\n"_s + runs;
        tip.region = g.cellRect(row, column);
    } else if (pos.x() < g.rowHeaderWidth && row >= 0) {
        tip.text = model->headerData(row, Qt::Vertical, Qt::ToolTipRole).toString();
        if (tip.text.isEmpty())
            tip.text = model->headerData(row, Qt::Vertical, Qt::DisplayRole).toString();
        tip.region = QRect(0, g.rowBand(row).y(), g.rowHeaderWidth, g.cell);
    } else if (pos.y() < g.headerHeight && pos.x() >= g.rowHeaderWidth) {
        // Undo the lean of the rotated label to find whose name is under the mouse.
        const double shift = (g.headerHeight - 4 - pos.y()) / std::tan(angle * std::numbers::pi / 180.0);
        if (const int named = g.columnAt(pos.x() - int(shift)); named >= 0)
            tip.text = GridCursor::columnKey(model, named);
    }
    return tip;
}

} // namespace hw
