#pragma once

#include "grid/GridStoreListener.h"

#include <QStringList>

namespace hw::test {

// Every listener call of a GridStore as one line of text ("insert rows 0-2", "cells 0,1-3,4"),
// to compare with what a test expects.
class GridStoreRecorder final : public GridStoreListener
{
public:
    QStringList calls;
    void rowsAboutToBeInserted(int first, int last) override;
    void rowsInserted() override;
    void rowsAboutToBeRemoved(int first, int last) override;
    void rowsRemoved() override;
    void columnAboutToBeInserted(int column) override;
    void columnInserted() override;
    void rowHeaderChanged(int row) override;
    void columnHeaderChanged(int column) override;
    void cellsChanged(int firstRow, int firstColumn, int lastRow, int lastColumn) override;
    // The calls so far, forgotten.
    QStringList take();
};

} // namespace hw::test
