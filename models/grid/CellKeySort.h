#pragma once

#include <QtGlobal>

#include <vector>

namespace hw {

// The sorts of GridStore's passes over a batch: keys that pack two 32-bit halves, sorted in O(n)
// by a stable LSD radix sort when there are many (std::sort of a 900k-job load is not O(n)).
class CellKeySort
{
public:
    // Keys (cell index << 32 | job index) by cell, keeping batch order within a cell.
    static void byCell(std::vector<quint64> &keys, size_t cellCount);
    // Keys (view row << 32 | view column) by row, then column.
    static void byPosition(std::vector<quint64> &keys, size_t rowCount, size_t columnCount);
};

} // namespace hw
