#pragma once

#include "trunk/TrunkHealth.h"

#include "itemmodels/RowsTableModel.h"

namespace hw {

// Queue time by runner label over the range: label, jobs, P50, P90. Sort on SortRole (the raw
// number; Display holds "4 min 10 s").
class TrunkQueueModel : public RowsTableModel<TrunkQueueFigure>
{
    Q_OBJECT
public:
    enum Column { Label, Jobs, P50, P90, ColumnCount };
    static constexpr int SortRole = Qt::UserRole + 1;

    using RowsTableModel::RowsTableModel;

protected:
    int columns() const override { return ColumnCount; }
    QVariant cell(const TrunkQueueFigure &row, int column, int role) const override;
    QString header(int column) const override;

    // "45 s", "4 min 10 s", "2 h 5 min".
    static QString duration(qint64 seconds);

};

} // namespace hw
