#pragma once

#include <Qt>

namespace hw {

// Item roles shared by the grid model, its proxies and the grid view. Standard roles:
//   Qt::DisplayRole     the letter ("O", "X", ...)
//   Qt::BackgroundRole  QColor fill;  Qt::ForegroundRole  QColor letter colour
//   Qt::ToolTipRole     every run of the cell, newest first, one per line
// headerData(Horizontal, DisplayRole) = column name "<workflow> / <job>" (or group name)
// headerData(Vertical, DisplayRole)   = short sha + commit title; ToolTipRole = full details
enum GridRole {
    CellStatusRole = Qt::UserRole + 1, // int(CellStatus)
    IsFailureRole,                     // bool: j/k stop here
    JobUrlRole,                        // QUrl of the newest run's job page (html_url)
    RunCountRole,                      // int: how many runs merged into this cell
    FailureLineRole,                   // QString: classifier's failure line of the newest failed run
    CommitShaRole,                     // QString: full sha of the row (also on headerData Vertical)
    CommitTimeRole,                    // qint64 UTC seconds (headerData Vertical)
    ColumnNameRole,                    // QString: full column name (headerData Horizontal)
    JobIdRole,                         // qint64: the newest run's job id (GPU utilization, logs)
    ColumnMembersRole,                 // QStringList: a group column's job names (headerData Horizontal)
};

} // namespace hw
