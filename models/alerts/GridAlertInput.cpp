#include "GridAlertInput.h"

#include "grid/GridRoles.h"

#include <QAbstractItemModel>

namespace hw {

GridAlertInput GridAlertInput::fromModel(const QAbstractItemModel &model, int maxRows)
{
    GridAlertInput in;
    const int rows = std::min(model.rowCount(), maxRows);
    for (int r = 0; r < rows; ++r) {
        in.shas << model.headerData(r, Qt::Vertical, CommitShaRole).toString();
        in.commitTimes << model.headerData(r, Qt::Vertical, CommitTimeRole).toLongLong();
    }
    in.columns.reserve(model.columnCount());
    for (int c = 0; c < model.columnCount(); ++c) {
        Column column;
        column.name = model.headerData(c, Qt::Horizontal, ColumnNameRole).toString();
        if (column.name.isEmpty())
            column.name = model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
        column.cells.reserve(rows);
        for (int r = 0; r < rows; ++r)
            column.cells << CellStatus(model.index(r, c).data(CellStatusRole).toInt());
        in.columns << std::move(column);
    }
    return in;
}

} // namespace hw
