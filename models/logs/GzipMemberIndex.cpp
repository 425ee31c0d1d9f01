#include "GzipMemberIndex.h"

#include <QtEndian>

#include <algorithm>

namespace hw {

namespace {

// A gzip header with FEXTRA set (no name, no time), then XLEN; the subfield follows.
constexpr char kHeader[] = "\x1f\x8b\x08\x04\x00\x00\x00\x00\x00\xff";
constexpr qsizetype kHeaderBytes = 10;
// An empty final deflate block (fixed codes, end of block only), CRC-32 of nothing, length 0.
constexpr char kEnd[] = "\x03\x00\x00\x00\x00\x00\x00\x00\x00\x00";
constexpr qsizetype kEndBytes = 10;
constexpr char kMagic[] = "HWM1";
// The smallest gzip member: header, an empty block, trailer.
constexpr qint64 kMinMemberBytes = 20;

void appendLe(QByteArray &out, quint64 v, int bytes)
{
    for (int i = 0; i < bytes; ++i)
        out.append(char((v >> (8 * i)) & 0xff));
}

quint64 readLe(QByteArrayView in, qsizetype at, int bytes)
{
    quint64 v = 0;
    for (int i = bytes - 1; i >= 0; --i)
        v = (v << 8) | quint8(in[at + i]);
    return v;
}

} // namespace

QByteArray GzipMemberIndex::encode(const std::vector<Member> &members, qint64 plainBytes)
{
    const size_t first = members.size() > size_t(kMaxMembers) ? members.size() - kMaxMembers : 0;
    const auto count = quint32(members.size() - first);
    const qsizetype payload = qsizetype(count) * 16 + 16;
    QByteArray out;
    out.reserve(kFixedBytes - 16 + payload);
    out.append(kHeader, kHeaderBytes);
    appendLe(out, quint64(payload + 4), 2); // XLEN
    out.append("HW", 2);
    appendLe(out, quint64(payload), 2);
    for (size_t i = first; i < members.size(); ++i) {
        appendLe(out, quint64(members[i].plainOffset), 8);
        appendLe(out, quint64(members[i].compressedOffset), 8);
    }
    appendLe(out, quint64(plainBytes), 8);
    appendLe(out, count, 4);
    out.append(kMagic, 4);
    out.append(kEnd, kEndBytes);
    return out;
}

std::optional<GzipMemberIndex> GzipMemberIndex::parse(QByteArrayView tail, qint64 fileSize)
{
    const qsizetype n = tail.size();
    if (n < kFixedBytes + 16 || fileSize < n)
        return std::nullopt;
    if (tail.last(kEndBytes) != QByteArrayView(kEnd, kEndBytes))
        return std::nullopt;
    if (tail.sliced(n - kEndBytes - 4, 4) != QByteArrayView(kMagic, 4))
        return std::nullopt;
    const quint64 count = readLe(tail, n - kEndBytes - 8, 4);
    if (count < 1 || count > quint64(kMaxMembers))
        return std::nullopt;
    const qsizetype payload = qsizetype(count) * 16 + 16;
    const qsizetype whole = kFixedBytes - 16 + payload;
    if (whole > n)
        return std::nullopt;
    const qsizetype at = n - whole;
    if (tail.sliced(at, kHeaderBytes) != QByteArrayView(kHeader, kHeaderBytes)
        || readLe(tail, at + 10, 2) != quint64(payload + 4) || tail.sliced(at + 12, 2) != QByteArrayView("HW", 2)
        || readLe(tail, at + 14, 2) != quint64(payload))
        return std::nullopt;
    GzipMemberIndex index;
    index.m_dataEnd = fileSize - whole;
    const quint64 plain = readLe(tail, n - kEndBytes - 16, 8);
    if (plain > quint64(kMaxPlainBytes))
        return std::nullopt;
    index.m_plainBytes = qint64(plain);
    index.m_members.reserve(size_t(count));
    const qsizetype entries = at + 16;
    for (quint64 i = 0; i < count; ++i) {
        const quint64 p = readLe(tail, entries + qsizetype(i) * 16, 8);
        const quint64 c = readLe(tail, entries + qsizetype(i) * 16 + 8, 8);
        // Offsets inside the text and the file, each member after the one before and not empty
        // (an empty log is one empty member at 0).
        if (p > plain || c > quint64(index.m_dataEnd) || quint64(index.m_dataEnd) - c < quint64(kMinMemberBytes))
            return std::nullopt;
        if (!index.m_members.empty()) {
            const Member &before = index.m_members.back();
            if (p <= quint64(before.plainOffset) || c < quint64(before.compressedOffset) + kMinMemberBytes)
                return std::nullopt;
        }
        index.m_members.push_back({qint64(p), qint64(c)});
    }
    if (index.m_members.back().plainOffset == index.m_plainBytes && index.m_plainBytes > 0)
        return std::nullopt; // a last member without text
    return index;
}

const GzipMemberIndex::Member &GzipMemberIndex::memberForTail(qint64 bytes) const
{
    // The last member that starts at least `bytes` before the end.
    const auto it = std::find_if(m_members.rbegin(), m_members.rend(),
        [&](const Member &m) { return m_plainBytes - m.plainOffset >= bytes; });
    return it == m_members.rend() ? m_members.front() : *it;
}

} // namespace hw
