#pragma once

namespace hw {

// What GridStore tells the one object that presents it (JobGridModel) while it changes: the
// "about to" calls come before the store changes, the others right after, in the order an item
// model's begin/end calls need. Positions are view positions (rows newest first, columns sorted).
// GridStore::reset() makes no calls: the presenter wraps it as a whole.
class GridStoreListener
{
public:
    virtual ~GridStoreListener() = default;
    virtual void rowsAboutToBeInserted(int first, int last) = 0;
    virtual void rowsInserted() = 0;
    virtual void rowsAboutToBeRemoved(int first, int last) = 0;
    virtual void rowsRemoved() = 0;
    virtual void columnAboutToBeInserted(int column) = 0;
    virtual void columnInserted() = 0;
    virtual void rowHeaderChanged(int row) = 0;
    virtual void columnHeaderChanged(int column) = 0;
    // A rectangle of cells whose shown state (status, runs, tooltip, url) changed.
    virtual void cellsChanged(int firstRow, int firstColumn, int lastRow, int lastColumn) = 0;
};

} // namespace hw
