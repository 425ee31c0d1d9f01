#pragma once

#include "LogMark.h"

#include <QByteArrayView>

#include <array>
#include <vector>

namespace hw {

// Cuts a log's bytes, fed in blocks as they are read or inflated, into line lengths (terminator
// included) and the workflow-command marks of each line. Lines may straddle blocks; a line longer
// than 4 GiB − 1 is cut (the index stores 32-bit lengths). Not thread-safe.
class LogLineScanner
{
public:
    struct Batch {
        std::vector<quint32> lengths;
        LogMarks marks;
        void clear()
        {
            lengths.clear();
            marks.clear();
        }
    };

    // Appends the lines this block completes to out.
    void feed(QByteArrayView block, Batch &out);
    // The input ended: an unterminated last line becomes a line. The scanner can then continue
    // (follow mode) only after reset().
    void finish(Batch &out);
    void reset(qint64 firstLine = 0);

    qint64 linesDone() const { return m_line; }
    qint64 partialBytes() const { return m_partial; }

    // The mark of a line that starts with these bytes (GitHub's "<timestamp> " prefix allowed).
    static bool markOf(QByteArrayView head, LogMark::Kind *kind);

private:
    void endLine(quint32 length, Batch &out);

    static constexpr int kHeadBytes = 48;
    std::array<char, kHeadBytes> m_head {};
    int m_headSize = 0;
    qint64 m_partial = 0; // bytes of the current, unterminated line
    qint64 m_line = 0;    // lines completed
};

} // namespace hw
