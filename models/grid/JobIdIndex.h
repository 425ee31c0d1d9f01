#pragma once

#include "grid/PagePrefault.h"
#include "grid/ZeroedPageAllocator.h"

#include <QtGlobal>

#include <algorithm>
#include <limits>
#include <vector>

namespace hw {

// job id -> 32-bit value (GridStore: the cell that holds the job), an open-addressing table
// (linear probing, 16-byte slots, at most 70 % full). A QHash of ~1M entries costs two cache
// misses a lookup (bucket, then span entry); this costs about one, and prefetch() lets a caller
// start that miss a few jobs ahead.
class JobIdIndex
{
public:
    static constexpr quint32 kMissing = std::numeric_limits<quint32>::max();

    quint32 value(qint64 key) const;
    // Inserts or overwrites; returns the previous value (kMissing if the key was new).
    quint32 exchange(qint64 key, quint32 value);
    void insert(qint64 key, quint32 value) { exchange(key, value); }
    void remove(qint64 key);
    void clear();
    // Sized for count entries. A big new table is faulted in on a thread of its own (PagePrefault)
    // while the caller goes on: call it a little before the inserts.
    void reserve(qsizetype count);
    // Rewrites every value (GridStore: when its cell rows get wider).
    template<typename Map>
    void remapValues(Map map)
    {
        for (Slot &s : m_slots)
            if (s.key != kEmpty && s.key != kDeleted)
                s.value = map(s.value);
    }
    void prefetch(qint64 key) const
    {
        if (!m_slots.empty())
            __builtin_prefetch(&m_slots[hashOf(key) & (m_slots.size() - 1)]);
    }
    qsizetype size() const { return m_size; }
    qsizetype capacityBytes() const { return qsizetype(m_slots.capacity() * sizeof(Slot)); }

private:
    struct Slot {
        qint64 key;
        quint32 value;
    };
    // Zero is empty, so a new table needs no writing (ZeroedPageAllocator). Job ids are positive.
    static constexpr qint64 kEmpty = 0;
    static constexpr qint64 kDeleted = std::numeric_limits<qint64>::min();

    static size_t hashOf(qint64 key)
    {
        // MurmurHash3's 64-bit finalizer: job ids are dense and regular, the low bits must mix.
        quint64 x = quint64(key);
        x ^= x >> 33;
        x *= 0xff51afd7ed558ccdULL;
        x ^= x >> 33;
        x *= 0xc4ceb9fe1a85ec53ULL;
        x ^= x >> 33;
        return size_t(x);
    }
    // At most 70 % of the slots live or deleted: probes stay within a cache line or two.
    static bool tooFull(size_t used, size_t capacity) { return used * 10 > capacity * 7; }
    void rehash(size_t newCapacity);

    std::vector<Slot, ZeroedPageAllocator<Slot>> m_slots;
    // Declared after m_slots: destroyed first, so the table outlives the thread faulting it in.
    PagePrefault m_prefault;
    qsizetype m_size = 0;
    qsizetype m_used = 0; // live + deleted slots
};

} // namespace hw
