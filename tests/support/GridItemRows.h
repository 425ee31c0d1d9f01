#pragma once

#include "palette/CellStatus.h"

#include <QList>
#include <QPair>
#include <QSet>
#include <QString>
#include <QUrl>

#include <functional>

class QStandardItem;
class QStandardItemModel;

namespace hw::test::griditems {

// A grid as a plain QStandardItemModel with the roles a grid model provides (GridRoles.h), for
// the view's tests: commit n's sha is a SHA-1 of n, its job c's URL names run n and job c.
QString shaOf(int commit);
QUrl urlOf(int commit, int column);
// One item per cell of commit `commit`, of the status statusOf(column).
QList<QStandardItem *> makeRow(int commit, int columns, const std::function<CellStatus(int)> &statusOf);
void setRowHeader(QStandardItemModel &model, int row, int commit);
// rows x columns; cells in `failures` are X, cells in `warnings` are W, the rest O.
// Row r shows commit (rows - r): newest first.
void fill(QStandardItemModel &model, int rows, int columns, const QSet<QPair<int, int>> &failures = {},
          const QSet<QPair<int, int>> &warnings = {});

} // namespace hw::test::griditems
