#pragma once

#include <QCoreApplication>

class QMenu;
class QModelIndex;
class QWidget;

namespace hw {

class JobGridView;

// The grid's right-click menu for a cell: open the job page, copy its URL or the commit's SHA,
// the job's log and GPU utilization, and its alert toggles (none for a group column: its jobs are
// marked one by one in the flat grid). The actions emit the view's signals. Strings keep
// JobGridView's translation context.
class GridCellMenu
{
    Q_DECLARE_TR_FUNCTIONS(hw::JobGridView)

public:
    // The caller owns the menu.
    static QMenu *create(JobGridView *view, const QModelIndex &index, QWidget *parent);
};

} // namespace hw
