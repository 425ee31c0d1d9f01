#pragma once

#include <QtGlobal>

#include <array>
#include <vector>

namespace hw {

// Where each line of a log starts, in about 1.3 bytes per line for typical CI logs (lines under
// 256 bytes): lines are grouped in blocks of 256 whose byte lengths are packed with streamvbyte
// (1–4 bytes each plus 2 bits), and each block keeps its first line's offset. Line n is found by
// decoding one block. A plain Core class: not thread-safe, LogDocument guards it.
class LogLineIndex
{
public:
    static constexpr int kBlockLines = 256;

    struct Line {
        qint64 begin = 0;  // byte offset of the first byte
        qint64 length = 0; // bytes, terminator included
    };

    // Appends lines by their byte lengths, terminator included; lines are contiguous.
    void append(quint32 length);
    void append(const quint32 *lengths, size_t count);
    void clear();
    // Removes the last line (follow mode: an unterminated last line grew); returns its length.
    quint32 removeLast();
    // Releases spare capacity once indexing is done.
    void squeeze();

    qint64 lineCount() const { return qint64(m_blocks.size()) * kBlockLines + m_pendingCount; }
    qint64 byteCount() const { return m_end; }
    Line line(qint64 n) const;
    // The line holding this byte (the last line for offsets at or past the end); -1 when empty.
    qint64 lineContaining(qint64 offset) const;
    // Bytes held by the index itself (for the bytes-per-line figure).
    size_t memoryBytes() const;

    // Reads lines in increasing order without decoding a block twice (painting, search).
    class Cursor
    {
    public:
        explicit Cursor(const LogLineIndex &index) : m_index(index) {}
        Line line(qint64 n);
        // The line holding offset; offsets must not decrease between calls for this to be fast.
        qint64 lineContaining(qint64 offset);

    private:
        void load(qint64 block);
        const LogLineIndex &m_index;
        qint64 m_block = -1;
        std::array<qint64, kBlockLines + 1> m_starts {};
        int m_lines = 0;
    };

private:
    struct Block {
        qint64 firstOffset;
        quint64 packedAt;
    };
    // Decodes block b's line starts into starts[0..lines], starts[lines] = the block's end.
    int decode(qint64 block, qint64 *starts) const;
    void sealPending();

    std::vector<Block> m_blocks;
    static constexpr size_t kDecoderSlack = 16;
    std::vector<quint8> m_packed;
    size_t m_packedSize = 0;
    std::array<quint32, kBlockLines> m_pending {};
    int m_pendingCount = 0;
    qint64 m_pendingStart = 0;
    qint64 m_end = 0;
};

} // namespace hw
