#pragma once

#include "trunk/TrunkHealth.h"

#include "itemmodels/RowsTableModel.h"

namespace hw {

// HUD's tts_percentile: per "<workflow> / <job>", time to signal P50 and P90 and the job count.
// Sort on SortRole (the raw number; Display holds "1 h 5 min").
class TrunkTtsModel : public RowsTableModel<TrunkTtsJob>
{
    Q_OBJECT
public:
    enum Column { Job, P50, P90, Count, ColumnCount };
    static constexpr int SortRole = Qt::UserRole + 1;

    using RowsTableModel::RowsTableModel;

protected:
    int columns() const override { return ColumnCount; }
    QVariant cell(const TrunkTtsJob &row, int column, int role) const override;
    QString header(int column) const override;
};

} // namespace hw
