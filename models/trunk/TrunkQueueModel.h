#pragma once

#include "trunk/TrunkHealth.h"

#include "itemmodels/RowsTableModel.h"

namespace hw {

// HUD's queued_jobs_by_label: jobs queued now by machine type, their count and the longest wait
// (HUD's column is named avg_queue_s but holds the max). Sort on SortRole (the raw number;
// Display holds "4 min 10 s").
class TrunkQueueModel : public RowsTableModel<TrunkQueuedMachine>
{
    Q_OBJECT
public:
    enum Column { MachineType, Count, QueueTime, ColumnCount };
    static constexpr int SortRole = Qt::UserRole + 1;

    using RowsTableModel::RowsTableModel;

    // "45 s", "4 min 10 s", "2 h 5 min".
    static QString duration(qint64 seconds);

protected:
    int columns() const override { return ColumnCount; }
    QVariant cell(const TrunkQueuedMachine &row, int column, int role) const override;
    QString header(int column) const override;
};

} // namespace hw
