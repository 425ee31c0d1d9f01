#include "LogFolding.h"

#include <algorithm>

namespace hw {

void LogFolding::setMarks(const LogMarks &marks, qint64 lineCount)
{
    m_sections.clear();
    m_lineCount = lineCount;
    qint64 open = -1;
    for (const LogMark &m : marks) {
        if (m.kind == LogMark::Kind::GroupStart) {
            if (open >= 0 && m.line - 1 > open)
                m_sections.push_back({open, m.line - 1});
            open = m.line;
        } else if (m.kind == LogMark::Kind::GroupEnd && open >= 0) {
            m_sections.push_back({open, m.line});
            open = -1;
        }
    }
    if (open >= 0 && lineCount - 1 > open)
        m_sections.push_back({open, lineCount - 1});
    m_folded.assign(m_sections.size(), true);
    rebuild();
}

void LogFolding::setLineCount(qint64 lineCount)
{
    m_lineCount = lineCount;
    rebuild();
}

void LogFolding::setFolded(size_t section, bool folded)
{
    if (section < m_folded.size() && m_folded[section] != folded) {
        m_folded[section] = folded;
        rebuild();
    }
}

void LogFolding::setAllFolded(bool folded)
{
    m_folded.assign(m_sections.size(), folded);
    rebuild();
}

int LogFolding::sectionWithHeader(qint64 line) const
{
    auto it = std::lower_bound(m_sections.begin(), m_sections.end(), line,
        [](const LogSection &s, qint64 l) { return s.header < l; });
    return it != m_sections.end() && it->header == line ? int(it - m_sections.begin()) : -1;
}

int LogFolding::sectionContaining(qint64 line) const
{
    auto it = std::upper_bound(m_sections.begin(), m_sections.end(), line,
        [](qint64 l, const LogSection &s) { return l < s.header; });
    if (it == m_sections.begin())
        return -1;
    --it;
    return it->contains(line) ? int(it - m_sections.begin()) : -1;
}

void LogFolding::reveal(qint64 line)
{
    const int s = sectionContaining(line);
    if (s >= 0 && line != m_sections[size_t(s)].header)
        setFolded(size_t(s), false);
}

void LogFolding::rebuild()
{
    m_folds.clear();
    m_hiddenTotal = 0;
    for (size_t i = 0; i < m_sections.size(); ++i) {
        if (!m_folded[i])
            continue;
        const LogSection &s = m_sections[i];
        // Lines not indexed yet cannot be hidden.
        const qint64 last = std::min(s.last, m_lineCount - 1);
        if (last <= s.header)
            continue;
        m_folds.push_back({s.header, last, m_hiddenTotal});
        m_hiddenTotal += last - s.header;
    }
}

qint64 LogFolding::lineAtRow(qint64 row) const
{
    // The last fold whose header row is at or before this row.
    auto it = std::upper_bound(m_folds.begin(), m_folds.end(), row,
        [](qint64 r, const Fold &f) { return r < f.header - f.hiddenBefore; });
    if (it == m_folds.begin())
        return row;
    --it;
    const qint64 headerRow = it->header - it->hiddenBefore;
    if (row == headerRow)
        return it->header;
    return row + it->hiddenBefore + (it->last - it->header);
}

qint64 LogFolding::rowOfLine(qint64 line) const
{
    auto it = std::upper_bound(m_folds.begin(), m_folds.end(), line,
        [](qint64 l, const Fold &f) { return l < f.header; });
    if (it == m_folds.begin())
        return line;
    --it;
    if (line <= it->last)
        return it->header - it->hiddenBefore;
    return line - it->hiddenBefore - (it->last - it->header);
}

} // namespace hw
