#include "JobIdIndex.h"

namespace hw {

quint32 JobIdIndex::value(qint64 key) const
{
    if (m_slots.empty() || key == kEmpty || key == kDeleted)
        return kMissing;
    const size_t mask = m_slots.size() - 1;
    for (size_t i = hashOf(key) & mask;; i = (i + 1) & mask) {
        const Slot &s = m_slots[i];
        if (s.key == key)
            return s.value;
        if (s.key == kEmpty)
            return kMissing;
    }
}

quint32 JobIdIndex::exchange(qint64 key, quint32 value)
{
    if (key == kEmpty || key == kDeleted)
        return kMissing; // not representable; job ids are positive
    if (m_slots.empty() || tooFull(size_t(m_used + 1), m_slots.size())) {
        // Grow when live entries fill half of the allowed load; else deleted slots do: clean up.
        const bool grow = m_slots.empty() || tooFull(size_t(m_size + 1) * 2, m_slots.size());
        rehash(std::max<size_t>(16, m_slots.size() * (grow ? 2 : 1)));
    }
    const size_t mask = m_slots.size() - 1;
    size_t firstDeleted = size_t(-1);
    for (size_t i = hashOf(key) & mask;; i = (i + 1) & mask) {
        Slot &s = m_slots[i];
        if (s.key == key) {
            const quint32 old = s.value;
            s.value = value;
            return old;
        }
        if (s.key == kDeleted && firstDeleted == size_t(-1))
            firstDeleted = i;
        if (s.key == kEmpty) {
            if (firstDeleted != size_t(-1)) {
                m_slots[firstDeleted] = {key, value};
            } else {
                s = {key, value};
                ++m_used;
            }
            ++m_size;
            return kMissing;
        }
    }
}

void JobIdIndex::remove(qint64 key)
{
    if (m_slots.empty() || key == kEmpty || key == kDeleted)
        return;
    const size_t mask = m_slots.size() - 1;
    for (size_t i = hashOf(key) & mask;; i = (i + 1) & mask) {
        Slot &s = m_slots[i];
        if (s.key == key) {
            s.key = kDeleted;
            --m_size;
            return;
        }
        if (s.key == kEmpty)
            return;
    }
}

void JobIdIndex::clear()
{
    m_prefault.cancel();
    m_slots.clear();
    m_slots.shrink_to_fit();
    m_size = 0;
    m_used = 0;
}

void JobIdIndex::reserve(qsizetype count)
{
    size_t cap = 16;
    while (tooFull(size_t(count) + 1, cap))
        cap *= 2;
    if (cap > m_slots.size())
        rehash(cap);
}

void JobIdIndex::rehash(size_t newCapacity)
{
    size_t cap = 16;
    while (cap < newCapacity)
        cap *= 2;
    m_prefault.cancel(); // the old table is freed below
    decltype(m_slots) old;
    old.swap(m_slots);
    m_slots.resize(cap); // all zero, i.e. empty, and not written (ZeroedPageAllocator)
    if (cap * sizeof(Slot) >= ZeroedPageAllocator<Slot>::kMapped)
        m_prefault.start(m_slots.data(), cap * sizeof(Slot));
    m_size = 0;
    m_used = 0;
    const size_t mask = cap - 1;
    for (const Slot &s : old) {
        if (s.key == kEmpty || s.key == kDeleted)
            continue;
        size_t i = hashOf(s.key) & mask;
        while (m_slots[i].key != kEmpty)
            i = (i + 1) & mask;
        m_slots[i] = s;
        ++m_size;
        ++m_used;
    }
}

} // namespace hw
