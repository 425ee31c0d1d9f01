#pragma once

#include "grid/GridCell.h"
#include "grid/HugePageAllocator.h"

#include <vector>

namespace hw {

// The runs of GridStore's cells beyond the newest: a cell keeps its newest run inline and chains
// the older ones (re-runs, superseded attempts) through this pool, newest job id first. One pool
// for the whole grid, its free entries reused; not thread-safe (the store's thread).
class RunChainPool
{
public:
    OlderRun &operator[](quint32 index) { return m_older[index]; }
    const OlderRun &operator[](quint32 index) const { return m_older[index]; }

    // The cell's run of job jobId, newest or chained; nullptr when the cell has none.
    StoredRun *find(GridCell &cell, qint64 jobId)
    {
        if (cell.runCount == 0)
            return nullptr;
        if (cell.newest.id == jobId)
            return &cell.newest;
        for (quint32 o = cell.older; o != kNoRecord; o = m_older[o].next)
            if (m_older[o].run.id == jobId)
                return &m_older[o].run;
        return nullptr;
    }
    // Calls each(run) for every run of the cell, newest first.
    template<typename Each>
    void forEachRun(const GridCell &cell, Each each) const
    {
        if (cell.runCount == 0)
            return;
        each(cell.newest);
        for (quint32 o = cell.older; o != kNoRecord; o = m_older[o].next)
            each(m_older[o].run);
    }

    // The cell's status from all its runs (CellMerger::merge).
    CellStatus mergedStatus(const GridCell &cell, bool unstable) const;

    // Adds run to the cell in job id order (the largest id is the cell's newest).
    void link(GridCell &cell, const StoredRun &run);
    // Removes job jobId's run from the cell; false if the cell does not hold it.
    bool unlink(GridCell &cell, qint64 jobId);
    // Frees the cell's chain (its runs' entries go back to the pool); calls each(run) for every
    // chained run first. The cell itself is left for the caller to reset.
    template<typename Each>
    void releaseChain(GridCell &cell, Each each)
    {
        for (quint32 o = cell.older; o != kNoRecord;) {
            const quint32 next = m_older[o].next;
            each(m_older[o].run);
            release(o);
            o = next;
        }
        cell.older = kNoRecord;
    }

    // Room for this many entries in use, growing geometrically (a run of small polls must not
    // copy the pool each time).
    void reserveInUse(size_t entries);
    void reserve(size_t entries) { m_older.reserve(entries); }
    size_t inUse() const { return m_older.size() - m_free.size(); }
    size_t capacityBytes() const { return m_older.capacity() * sizeof(OlderRun); }
    // Empties the pool and gives its memory back.
    void clear();

private:
    quint32 take();
    void release(quint32 index);

    std::vector<OlderRun, HugePageAllocator<OlderRun>> m_older;
    std::vector<quint32> m_free;
};

} // namespace hw
