#pragma once

#include "grid/HugePageAllocator.h"

#include <QtGlobal>

#include <algorithm>
#include <limits>
#include <vector>

namespace hw {

// job id -> run slot, an open-addressing table (linear probing, 16-byte slots). A QHash of
// ~1M entries costs two cache misses a lookup (bucket, then span entry); this costs about one,
// which is most of a poll's time on a 300 x 3,000 grid.
class JobIdIndex
{
public:
    static constexpr quint32 kMissing = std::numeric_limits<quint32>::max();

    quint32 value(qint64 key) const;
    void insert(qint64 key, quint32 value); // inserts or overwrites
    void remove(qint64 key);
    void clear();
    void reserve(qsizetype count);
    qsizetype size() const { return m_size; }
    qsizetype capacityBytes() const { return qsizetype(m_slots.capacity() * sizeof(Slot)); }

private:
    struct Slot {
        qint64 key;
        quint32 value;
    };
    static constexpr qint64 kEmpty = std::numeric_limits<qint64>::min();
    static constexpr qint64 kDeleted = std::numeric_limits<qint64>::min() + 1;

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
    void rehash(size_t newCapacity);

    std::vector<Slot, HugePageAllocator<Slot>> m_slots;
    qsizetype m_size = 0;
    qsizetype m_used = 0; // live + deleted slots
};

} // namespace hw
