#include "LogLineIndex.h"

#include <streamvbyte.h>

#include <algorithm>

namespace hw {

void LogLineIndex::append(quint32 length)
{
    m_pending[size_t(m_pendingCount++)] = length;
    m_end += length;
    if (m_pendingCount == kBlockLines)
        sealPending();
}

void LogLineIndex::append(const quint32 *lengths, size_t count)
{
    while (count > 0) {
        const size_t take = std::min(count, size_t(kBlockLines - m_pendingCount));
        std::copy_n(lengths, take, m_pending.begin() + m_pendingCount);
        for (size_t i = 0; i < take; ++i)
            m_end += lengths[i];
        m_pendingCount += int(take);
        lengths += take;
        count -= take;
        if (m_pendingCount == kBlockLines)
            sealPending();
    }
}

void LogLineIndex::sealPending()
{
    const size_t at = m_packedSize;
    m_packed.resize(at + streamvbyte_max_compressedbytes(kBlockLines) + kDecoderSlack);
    const size_t used = streamvbyte_encode(m_pending.data(), kBlockLines, m_packed.data() + at);
    m_packedSize = at + used;
    // The SIMD decoder reads up to 16 bytes past a block's end: keep zeroed slack after the last.
    m_packed.resize(m_packedSize + kDecoderSlack);
    std::fill(m_packed.begin() + qsizetype(m_packedSize), m_packed.end(), quint8(0));
    m_blocks.push_back({m_pendingStart, at});
    m_pendingStart = m_end;
    m_pendingCount = 0;
}

void LogLineIndex::clear()
{
    m_blocks.clear();
    m_blocks.shrink_to_fit();
    m_packed.clear();
    m_packed.shrink_to_fit();
    m_packedSize = 0;
    m_pendingCount = 0;
    m_pendingStart = 0;
    m_end = 0;
}

quint32 LogLineIndex::removeLast()
{
    if (m_pendingCount == 0) {
        if (m_blocks.empty())
            return 0;
        // Unseal the last block back into the pending lines.
        const Block last = m_blocks.back();
        streamvbyte_decode(m_packed.data() + last.packedAt, m_pending.data(), kBlockLines);
        m_blocks.pop_back();
        m_packedSize = last.packedAt;
        m_packed.resize(m_packedSize + kDecoderSlack);
        std::fill(m_packed.begin() + qsizetype(m_packedSize), m_packed.end(), quint8(0));
        m_pendingCount = kBlockLines;
        m_pendingStart = last.firstOffset;
    }
    const quint32 length = m_pending[size_t(--m_pendingCount)];
    m_end -= length;
    return length;
}

void LogLineIndex::squeeze()
{
    m_blocks.shrink_to_fit();
    m_packed.shrink_to_fit();
}

int LogLineIndex::decode(qint64 block, qint64 *starts) const
{
    std::array<quint32, kBlockLines> lengths;
    int lines = 0;
    qint64 offset = 0;
    if (block < qint64(m_blocks.size())) {
        streamvbyte_decode(m_packed.data() + m_blocks[size_t(block)].packedAt, lengths.data(), kBlockLines);
        lines = kBlockLines;
        offset = m_blocks[size_t(block)].firstOffset;
    } else {
        std::copy_n(m_pending.begin(), m_pendingCount, lengths.begin());
        lines = m_pendingCount;
        offset = m_pendingStart;
    }
    for (int i = 0; i < lines; ++i) {
        starts[i] = offset;
        offset += lengths[size_t(i)];
    }
    starts[lines] = offset;
    return lines;
}

LogLineIndex::Line LogLineIndex::line(qint64 n) const
{
    Cursor cursor(*this);
    return cursor.line(n);
}

qint64 LogLineIndex::lineContaining(qint64 offset) const
{
    Cursor cursor(*this);
    return cursor.lineContaining(offset);
}

size_t LogLineIndex::memoryBytes() const
{
    return m_blocks.capacity() * sizeof(Block) + m_packed.capacity() + sizeof(*this);
}

void LogLineIndex::Cursor::load(qint64 block)
{
    if (block == m_block)
        return;
    m_lines = m_index.decode(block, m_starts.data());
    m_block = block;
}

LogLineIndex::Line LogLineIndex::Cursor::line(qint64 n)
{
    if (n < 0 || n >= m_index.lineCount())
        return {};
    load(n / kBlockLines);
    const int i = int(n % kBlockLines);
    return {m_starts[size_t(i)], m_starts[size_t(i) + 1] - m_starts[size_t(i)]};
}

qint64 LogLineIndex::Cursor::lineContaining(qint64 offset)
{
    const qint64 count = m_index.lineCount();
    if (count == 0)
        return -1;
    if (offset >= m_index.m_end)
        return count - 1;
    offset = std::max<qint64>(offset, 0);
    qint64 block = 0;
    if (m_block >= 0 && offset >= m_starts[0] && offset < m_starts[size_t(m_lines)]) {
        block = m_block; // the usual case for a forward scan: same block as last time
    } else {
        const auto &blocks = m_index.m_blocks;
        if (offset >= m_index.m_pendingStart) {
            block = qint64(blocks.size());
        } else {
            auto it = std::upper_bound(blocks.begin(), blocks.end(), offset,
                [](qint64 o, const Block &b) { return o < b.firstOffset; });
            block = qint64(it - blocks.begin()) - 1;
        }
    }
    load(block);
    const auto *first = m_starts.data();
    const auto *it = std::upper_bound(first, first + m_lines, offset);
    return block * kBlockLines + qint64(it - first) - 1;
}

} // namespace hw
