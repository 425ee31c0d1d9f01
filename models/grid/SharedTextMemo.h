#pragma once

#include <QString>

#include <array>
#include <cstdint>

namespace hw {

// A small direct-mapped memo from a string's shared text (its data pointer and length) to a
// value. A batch's decoder shares repeated text (every job of a commit holds the same sha, every
// run of a job the same name), so "same data, same length" finds an earlier answer without
// hashing the text again. Valid while the strings it saw are alive and unchanged: one pass over
// one const batch. A miss costs one compare; a collision just replaces the entry.
template<typename Value, int Bits> class SharedTextMemo
{
public:
    const Value *find(const QString &text) const
    {
        const Entry &e = m_entries[indexOf(text.constData())];
        return e.data == text.constData() && e.size == text.size() && e.data ? &e.value : nullptr;
    }

    void remember(const QString &text, const Value &value)
    {
        Entry &e = m_entries[indexOf(text.constData())];
        e.data = text.constData();
        e.size = text.size();
        e.value = value;
    }

private:
    struct Entry {
        const QChar *data = nullptr;
        qsizetype size = 0;
        Value value {};
    };

    static size_t indexOf(const QChar *data)
    {
        // Heap blocks are at least 16-byte aligned: drop those bits, then mix (Fibonacci hashing).
        const auto p = reinterpret_cast<std::uintptr_t>(data) >> 4;
        return size_t((quint64(p) * 0x9E3779B97F4A7C15ull) >> (64 - Bits));
    }

    std::array<Entry, size_t(1) << Bits> m_entries {};
};

} // namespace hw
