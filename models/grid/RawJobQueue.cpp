#include "RawJobQueue.h"

namespace hw {

void RawJobQueue::push(Chunk chunk)
{
    {
        std::lock_guard lock(m_mutex);
        m_chunks.push_back(std::move(chunk));
    }
    m_ready.notify_one();
}

void RawJobQueue::finish()
{
    {
        std::lock_guard lock(m_mutex);
        m_finished = true;
    }
    m_ready.notify_one();
}

bool RawJobQueue::pop(Chunk *chunk)
{
    std::unique_lock lock(m_mutex);
    m_ready.wait(lock, [&] { return !m_chunks.empty() || m_finished; });
    if (m_chunks.empty())
        return false;
    *chunk = std::move(m_chunks.front());
    m_chunks.pop_front();
    return true;
}

void RawJobQueue::recycle(std::vector<Row> rows)
{
    rows.clear();
    std::lock_guard lock(m_mutex);
    m_spare.push_back(std::move(rows));
}

std::vector<RawJobQueue::Row> RawJobQueue::spare()
{
    std::lock_guard lock(m_mutex);
    if (m_spare.empty())
        return {};
    std::vector<Row> rows = std::move(m_spare.back());
    m_spare.pop_back();
    return rows;
}

} // namespace hw
