#include "AlertTestGrid.h"

#include "grid/GridRoles.h"
#include "palette/CellStatus.h"

#include <QStandardItemModel>

namespace hw::test {

void fillAlertGrid(QStandardItemModel &model, const QList<std::pair<QString, QString>> &columns,
                   qint64 newestCommitTime)
{
    model.clear();
    const int rows = int(columns.first().second.size());
    model.setRowCount(rows);
    model.setColumnCount(int(columns.size()));
    for (int r = 0; r < rows; ++r) {
        model.setHeaderData(r, Qt::Vertical, QStringLiteral("%1abcdef").arg(r, 4, 10, QLatin1Char('0')), CommitShaRole);
        model.setHeaderData(r, Qt::Vertical, newestCommitTime - r * 600, CommitTimeRole);
    }
    for (int c = 0; c < columns.size(); ++c) {
        model.setHeaderData(c, Qt::Horizontal, columns[c].first, ColumnNameRole);
        for (int r = 0; r < rows; ++r) {
            CellStatus s = CellStatus::NoJob;
            for (int i = 0; i <= int(CellStatus::Warning); ++i)
                if (cellLetter(CellStatus(i)) == QString(columns[c].second[r]))
                    s = CellStatus(i);
            auto *item = new QStandardItem(cellLetter(s));
            item->setData(int(s), CellStatusRole);
            model.setItem(r, c, item);
        }
    }
}

} // namespace hw::test
