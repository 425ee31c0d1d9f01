#pragma once

#include <QList>
#include <QString>

#include <map>
#include <utility>

namespace hw {
class GridStore;
}

namespace hw::test {

// The ids of a cell's runs, newest first.
QList<qint64> idsAt(const GridStore &store, int row, int column);

// Every cell as (status, run ids), keyed by (sha, column name): comparable across stores.
using GridStoreContents = std::map<std::pair<QString, QString>, std::pair<int, QList<qint64>>>;
GridStoreContents contentsOf(const GridStore &store);

// Fails the running test unless the column summaries agree with the cells, the run counts with
// the runs, and every cell's status with what its runs merge to.
void verifyConsistent(const GridStore &store);

} // namespace hw::test
