#pragma once

namespace hw {

// Counts of what one GridStore::apply() (JobGridModel::applyBatch()) changed; the sync engine
// logs them, the bench measures them.
struct GridChange {
    int insertedRows = 0;
    int insertedColumns = 0;
    int changedCells = 0; // cells whose shown state changed (each got dataChanged once)
};

} // namespace hw
