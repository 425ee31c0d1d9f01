#pragma once

#include "LogMark.h"
#include "LogSection.h"

#include <vector>

namespace hw {

// Which lines are on screen when sections are folded: maps view rows to log lines and back.
// GitHub's groups do not nest; a group without an end runs to the next group or the last line.
class LogFolding
{
public:
    // Sections from the marks; all start folded, as GitHub shows them.
    void setMarks(const LogMarks &marks, qint64 lineCount);
    void setLineCount(qint64 lineCount);
    const LogSections &sections() const { return m_sections; }

    void setFolded(size_t section, bool folded);
    void setAllFolded(bool folded);
    bool isFolded(size_t section) const { return m_folded[section]; }
    // The section whose header is this line, or -1.
    int sectionWithHeader(qint64 line) const;
    // The section holding this line, or -1.
    int sectionContaining(qint64 line) const;
    // Unfolds whatever hides this line.
    void reveal(qint64 line);

    qint64 rowCount() const { return m_lineCount - m_hiddenTotal; }
    qint64 lineAtRow(qint64 row) const;
    // The row showing this line: its own, or its folded section's header row.
    qint64 rowOfLine(qint64 line) const;

private:
    void rebuild();

    LogSections m_sections;
    std::vector<bool> m_folded;
    // For folded sections only, in order: header line, and lines hidden before it.
    struct Fold {
        qint64 header;
        qint64 last;
        qint64 hiddenBefore;
    };
    std::vector<Fold> m_folds;
    qint64 m_hiddenTotal = 0;
    qint64 m_lineCount = 0;
};

} // namespace hw
