#include "LogLineScanner.h"

#include <algorithm>
#include <cstring>
#include <limits>

namespace hw {

namespace {

constexpr qint64 kMaxLineBytes = std::numeric_limits<quint32>::max();

bool startsWith(QByteArrayView text, const char *prefix)
{
    const auto n = qsizetype(std::strlen(prefix));
    return text.size() >= n && std::memcmp(text.data(), prefix, size_t(n)) == 0;
}

} // namespace

bool LogLineScanner::markOf(QByteArrayView head, LogMark::Kind *kind)
{
    // "2024-07-08T16:48:09.3763139Z ##[group]…": skip a timestamp, however many fraction digits.
    if (head.size() > 20 && head[4] == '-' && head[7] == '-' && head[10] == 'T') {
        const qsizetype space = head.indexOf(' ');
        if (space > 0 && space <= 40 && head[space - 1] == 'Z')
            head = head.sliced(space + 1);
    }
    if (!startsWith(head, "##["))
        return false;
    head = head.sliced(3);
    if (startsWith(head, "group]"))
        *kind = LogMark::Kind::GroupStart;
    else if (startsWith(head, "endgroup]"))
        *kind = LogMark::Kind::GroupEnd;
    else if (startsWith(head, "error]"))
        *kind = LogMark::Kind::Error;
    else if (startsWith(head, "warning]"))
        *kind = LogMark::Kind::Warning;
    else
        return false;
    return true;
}

void LogLineScanner::endLine(quint32 length, Batch &out)
{
    LogMark::Kind kind {};
    if (m_headSize > 0 && markOf(QByteArrayView(m_head.data(), m_headSize), &kind))
        out.marks.push_back({m_line, kind});
    out.lengths.push_back(length);
    ++m_line;
    m_headSize = 0;
    m_partial = 0;
}

void LogLineScanner::feed(QByteArrayView block, Batch &out)
{
    const char *p = block.data();
    const char *const end = p + block.size();
    while (p < end) {
        const qint64 room = kMaxLineBytes - m_partial;
        const auto span = std::min<qint64>(end - p, room);
        const void *nl = std::memchr(p, '\n', size_t(span));
        const qint64 content = nl ? static_cast<const char *>(nl) - p : span;
        // Keep the first bytes of the line for markOf(); the rest is only counted.
        if (m_headSize < kHeadBytes) {
            const auto copy = std::min<qint64>(kHeadBytes - m_headSize, content);
            std::memcpy(m_head.data() + m_headSize, p, size_t(copy));
            m_headSize += int(copy);
        }
        if (nl) {
            endLine(quint32(m_partial + content + 1), out);
            p += content + 1;
        } else if (span == room) {
            endLine(quint32(kMaxLineBytes), out); // a 4 GiB line: cut, so the index stays 32-bit
            p += span;
        } else {
            m_partial += span;
            p = end;
        }
    }
}

void LogLineScanner::finish(Batch &out)
{
    if (m_partial > 0)
        endLine(quint32(m_partial), out);
}

void LogLineScanner::reset(qint64 firstLine)
{
    m_headSize = 0;
    m_partial = 0;
    m_line = firstLine;
}

} // namespace hw
