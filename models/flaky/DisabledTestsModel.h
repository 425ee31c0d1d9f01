#pragma once

#include "flaky/DisabledTest.h"

#include "itemmodels/RowsTableModel.h"

namespace hw {

// What is disabled now and since when: test, issue, platforms ("all" when the issue names none),
// disabled since. Sort on SortRole.
class DisabledTestsModel : public RowsTableModel<DisabledTest>
{
    Q_OBJECT
public:
    enum Column { Test, Issue, Platforms, Since, ColumnCount };
    static constexpr int SortRole = Qt::UserRole + 1;

    using RowsTableModel::RowsTableModel;

protected:
    int columns() const override { return ColumnCount; }
    QVariant cell(const DisabledTest &row, int column, int role) const override;
    QString header(int column) const override;

};

} // namespace hw
