#pragma once

#include "trunk/TrunkHealth.h"

#include "itemmodels/RowsTableModel.h"

namespace hw {

// Platform-only failures, ranked: the platform that was red ("✗ Windows"), the kind of job,
// how many commits, the newest such commit. Sort on SortRole.
class TrunkPlatformFailuresModel : public RowsTableModel<TrunkPlatformFailure>
{
    Q_OBJECT
public:
    enum Column { Platform, Kind, Commits, Last, ColumnCount };
    static constexpr int SortRole = Qt::UserRole + 1;
    static constexpr int ShaRole = Qt::UserRole + 2; // the newest commit's SHA

    using RowsTableModel::RowsTableModel;

protected:
    int columns() const override { return ColumnCount; }
    QVariant cell(const TrunkPlatformFailure &row, int column, int role) const override;
    QString header(int column) const override;

};

} // namespace hw
