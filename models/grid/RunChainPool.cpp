#include "RunChainPool.h"

#include "grid/CellMerger.h"

#include <algorithm>

namespace hw {

CellStatus RunChainPool::mergedStatus(const GridCell &cell, bool unstable) const
{
    MergeRun local[16];
    std::vector<MergeRun> heap;
    MergeRun *buf = local;
    if (cell.runCount > 16) {
        heap.resize(cell.runCount);
        buf = heap.data();
    }
    int n = 0;
    forEachRun(cell, [&](const StoredRun &run) {
        if (n < int(cell.runCount))
            buf[n++] = {run.conclusion, run.id};
    });
    return CellMerger::merge(buf, n, unstable).status;
}

void RunChainPool::link(GridCell &cell, const StoredRun &run)
{
    if (cell.runCount == 0) {
        cell.newest = run;
        cell.older = kNoRecord;
    } else if (run.id > cell.newest.id) {
        const quint32 o = take();
        m_older[o] = {cell.newest, cell.older};
        cell.older = o;
        cell.newest = run;
    } else {
        const quint32 o = take(); // first: it may move m_older, and link points into it
        quint32 *link = &cell.older;
        while (*link != kNoRecord && m_older[*link].run.id > run.id)
            link = &m_older[*link].next;
        m_older[o] = {run, *link};
        *link = o;
    }
    ++cell.runCount;
}

bool RunChainPool::unlink(GridCell &cell, qint64 jobId)
{
    if (cell.runCount == 0)
        return false;
    if (cell.newest.id == jobId) {
        const quint32 o = cell.older;
        if (o != kNoRecord) {
            cell.newest = m_older[o].run;
            cell.older = m_older[o].next;
            release(o);
        } else {
            cell.newest = StoredRun();
        }
        --cell.runCount;
        return true;
    }
    for (quint32 *link = &cell.older; *link != kNoRecord; link = &m_older[*link].next) {
        if (m_older[*link].run.id == jobId) {
            const quint32 o = *link;
            *link = m_older[o].next;
            release(o);
            --cell.runCount;
            return true;
        }
    }
    return false;
}

void RunChainPool::reserveInUse(size_t entries)
{
    if (entries > m_older.capacity())
        m_older.reserve(std::max(entries, m_older.capacity() + m_older.capacity() / 2));
}

void RunChainPool::clear()
{
    decltype(m_older)().swap(m_older);
    m_free.clear();
}

quint32 RunChainPool::take()
{
    if (!m_free.empty()) {
        const quint32 o = m_free.back();
        m_free.pop_back();
        return o;
    }
    m_older.emplace_back();
    return quint32(m_older.size() - 1);
}

void RunChainPool::release(quint32 index)
{
    m_older[index] = OlderRun();
    m_free.push_back(index);
}

} // namespace hw
