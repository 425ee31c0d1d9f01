#include "CellKeySort.h"

#include <algorithm>
#include <initializer_list>
#include <utility>

namespace hw {

namespace {

int bitsFor(size_t count)
{
    int bits = 1;
    while (bits < 32 && (size_t(1) << bits) < count)
        ++bits;
    return bits;
}

// A stable LSD radix sort of keys by bits [shift, shift + bits) of each field, the last field
// most significant.
void radixSort(std::vector<quint64> &keys, std::initializer_list<std::pair<int, int>> fields)
{
    constexpr int kDigit = 11;
    std::vector<quint64> tmp(keys.size());
    std::vector<size_t> count(size_t(1) << kDigit);
    for (const auto &[fieldShift, fieldBits] : fields) {
        for (int shift = fieldShift; shift < fieldShift + fieldBits; shift += kDigit) {
            const quint64 mask = (quint64(1) << std::min(kDigit, fieldShift + fieldBits - shift)) - 1;
            std::fill(count.begin(), count.end(), 0);
            for (quint64 k : keys)
                ++count[(k >> shift) & mask];
            size_t sum = 0;
            for (size_t &c : count) {
                const size_t n = c;
                c = sum;
                sum += n;
            }
            for (quint64 k : keys)
                tmp[count[(k >> shift) & mask]++] = k;
            keys.swap(tmp);
        }
    }
}

} // namespace

void CellKeySort::byCell(std::vector<quint64> &keys, size_t cellCount)
{
    if (keys.size() < 512)
        std::sort(keys.begin(), keys.end());
    else
        radixSort(keys, {{32, bitsFor(cellCount)}});
}

void CellKeySort::byPosition(std::vector<quint64> &keys, size_t rowCount, size_t columnCount)
{
    if (std::is_sorted(keys.begin(), keys.end())) // storage order is view order: the usual case
        return;
    if (keys.size() < 512)
        std::sort(keys.begin(), keys.end());
    else
        radixSort(keys, {{0, bitsFor(columnCount)}, {32, bitsFor(rowCount)}});
}

} // namespace hw
