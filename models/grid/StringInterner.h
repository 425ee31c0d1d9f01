#pragma once

#include <QHash>
#include <QString>

#include <limits>
#include <vector>

namespace hw {

// Each distinct string once, named by a dense 32-bit id (id 0 is the empty string). The grid
// keeps its failure lines here: thousands of jobs share a few hundred classifier lines.
// find() and at() only read, so several threads may call them while nobody interns.
class StringInterner
{
public:
    static constexpr quint32 kMissing = std::numeric_limits<quint32>::max();

    StringInterner();

    quint32 find(const QString &s) const; // 0 for an empty string, kMissing if never interned
    quint32 intern(const QString &s);
    const QString &at(quint32 id) const { return m_strings[id]; }
    qsizetype size() const { return qsizetype(m_strings.size()); }
    void clear();
    qint64 approximateBytes() const;

private:
    std::vector<QString> m_strings;
    QHash<QString, quint32> m_ids;
};

} // namespace hw
