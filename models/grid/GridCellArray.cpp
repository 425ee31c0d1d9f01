#include "GridCellArray.h"

#include <QtGlobal>

#include <algorithm>
#include <functional>

namespace hw {

void GridCellArray::relayout(size_t capacity, size_t stride)
{
    std::vector<char> isFree(m_capacity, 0);
    for (const quint32 s : m_freeSlots)
        isFree[s] = 1;
    if (capacity == m_capacity) {
        // Only the taken slots' cells are copied; the new columns of each start empty.
        std::vector<GridCell, ZeroedPageAllocator<GridCell>> cells(capacity * stride);
        for (size_t s = 0; s < m_capacity; ++s) {
            if (isFree[s])
                continue;
            GridCell *to = cells.data() + s * stride;
            std::copy_n(m_cells.data() + s * m_stride, m_stride, to);
            std::fill(to + m_stride, to + stride, GridCell());
        }
        m_cells.swap(cells);
    } else if (stride == m_stride) {
        std::vector<GridCell, ZeroedPageAllocator<GridCell>> cells(capacity * stride);
        for (size_t s = 0; s < m_capacity; ++s)
            if (!isFree[s])
                std::copy_n(m_cells.data() + s * m_stride, m_stride, cells.data() + s * stride);
        m_cells.swap(cells);
    } else {
        Q_ASSERT(false); // one dimension at a time
    }
    m_stride = stride;
    if (capacity > m_capacity) {
        for (size_t s = capacity; s-- > m_capacity;)
            m_freeSlots.push_back(quint32(s));
        // Taken lowest first, also the ones freed before: rows inserted as a block (a cache load's
        // older commits) then get ascending slots, storage order stays view order and the changed
        // cells of a big batch need no sort.
        std::sort(m_freeSlots.begin(), m_freeSlots.end(), std::greater<>());
        m_capacity = capacity;
    }
}

quint32 GridCellArray::takeSlot()
{
    const quint32 slot = m_freeSlots.back();
    m_freeSlots.pop_back();
    std::fill_n(slotCells(slot), m_stride, GridCell());
    return slot;
}

void GridCellArray::clear()
{
    decltype(m_cells)().swap(m_cells); // give the memory back, not just the elements
    m_stride = 0;
    m_capacity = 0;
    m_freeSlots.clear();
}

} // namespace hw
