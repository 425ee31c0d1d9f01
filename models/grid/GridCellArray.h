#pragma once

#include "grid/GridCell.h"
#include "grid/ZeroedPageAllocator.h"

#include <vector>

namespace hw {

// GridStore's cells: one array, row-slot major (cell = slot * stride + column id). A row keeps
// its slot and a column its id for life, so inserting a row or column moves no cell; the stride
// leaves room for new columns (when it runs out, the array is laid out once more). Room for
// every commit the grid may show costs address space only: a slot's cells are initialized when
// the slot is taken, pages are faulted in a row at a time, and a first sync never zero-fills and
// copies tens of MB in one turn. Not thread-safe (the store's thread).
class GridCellArray
{
public:
    size_t stride() const { return m_stride; } // column ids per slot
    size_t slotCapacity() const { return m_capacity; }
    size_t cellCount() const { return m_cells.size(); }
    size_t indexOf(quint32 slot, quint32 colId) const { return size_t(slot) * m_stride + colId; }
    GridCell &operator[](size_t index) { return m_cells[index]; }
    const GridCell &operator[](size_t index) const { return m_cells[index]; }
    GridCell *slotCells(quint32 slot) { return m_cells.data() + size_t(slot) * m_stride; }
    size_t capacityBytes() const { return m_cells.capacity() * sizeof(GridCell); }

    // New storage for capacity slots of stride column ids (one of the two grows, never both): the taken
    // slots' cells are copied, new columns start empty, free slots are left uninitialized; new
    // slots are free.
    void relayout(size_t capacity, size_t stride);
    bool hasFreeSlot() const { return !m_freeSlots.empty(); }
    // The lowest free slot (one must be free), its cells empty.
    quint32 takeSlot();
    // The slot is free again (its cells as the caller left them, unread until taken).
    void freeSlot(quint32 slot) { m_freeSlots.push_back(slot); }
    // Empties the array and gives its memory back.
    void clear();

private:
    std::vector<GridCell, ZeroedPageAllocator<GridCell>> m_cells;
    size_t m_stride = 0;
    size_t m_capacity = 0;
    std::vector<quint32> m_freeSlots; // taken from the back
};

} // namespace hw
