#include "ZoomStack.h"

#include <algorithm>

namespace hw {

void ZoomStack::reset(Window base)
{
    m_base = base;
    m_stack.clear();
}

bool ZoomStack::push(Window w, qint64 minSpanMs)
{
    const Window now = current();
    qint64 from = std::max(std::min(w.first, w.second), m_base.first);
    qint64 to = std::min(std::max(w.first, w.second), m_base.second);
    if (to - from < minSpanMs) {
        const qint64 mid = from / 2 + to / 2;
        from = std::max(m_base.first, mid - minSpanMs / 2);
        to = std::min(m_base.second, from + minSpanMs);
    }
    if (to <= from || (to - from) >= (now.second - now.first))
        return false;
    m_stack.append({from, to});
    return true;
}

bool ZoomStack::pop()
{
    if (m_stack.isEmpty())
        return false;
    m_stack.removeLast();
    return true;
}

} // namespace hw
