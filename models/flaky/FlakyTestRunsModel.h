#pragma once

#include "flaky/FlakyTestRun.h"
#include "itemmodels/RowsTableModel.h"

namespace hw {

// Every run of one test, newest first: when, the outcome as HUD's letter and a word ("X failed"),
// the job. UrlRole holds the job's page (Enter opens it).
class FlakyTestRunsModel : public RowsTableModel<FlakyTestRun>
{
    Q_OBJECT
public:
    enum Column { When, Outcome, Job, ColumnCount };
    static constexpr int SortRole = Qt::UserRole + 1;
    static constexpr int UrlRole = Qt::UserRole + 2;

    using RowsTableModel::RowsTableModel;
    static QString outcomeText(FlakyTestRun::Outcome outcome);

protected:
    int columns() const override { return ColumnCount; }
    QVariant cell(const FlakyTestRun &row, int column, int role) const override;
    QString header(int column) const override;
};

} // namespace hw
