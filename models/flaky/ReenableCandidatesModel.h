#pragma once

#include "flaky/ReenableCandidate.h"

#include "itemmodels/RowsTableModel.h"

namespace hw {

// Disabled tests that could be re-enabled (HUD's rule: ≥ 150 green re-runs, none red or flaky,
// over seven days): test, green re-runs, last re-run, the issue to close. Sort on SortRole.
class ReenableCandidatesModel : public RowsTableModel<ReenableCandidate>
{
    Q_OBJECT
public:
    enum Column { Test, Green, LastRun, Issue, ColumnCount };
    static constexpr int SortRole = Qt::UserRole + 1;

    using RowsTableModel::RowsTableModel;

protected:
    int columns() const override { return ColumnCount; }
    QVariant cell(const ReenableCandidate &row, int column, int role) const override;
    QString header(int column) const override;

};

} // namespace hw
