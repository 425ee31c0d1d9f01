#include "StringInterner.h"

namespace hw {

StringInterner::StringInterner()
{
    clear();
}

quint32 StringInterner::find(const QString &s) const
{
    if (s.isEmpty())
        return 0;
    return m_ids.value(s, kMissing);
}

quint32 StringInterner::intern(const QString &s)
{
    if (s.isEmpty())
        return 0;
    const auto it = m_ids.constFind(s);
    if (it != m_ids.constEnd())
        return it.value();
    const quint32 id = quint32(m_strings.size());
    m_strings.push_back(s);
    m_ids.insert(s, id);
    return id;
}

void StringInterner::clear()
{
    m_strings.assign(1, QString());
    m_ids.clear();
}

qint64 StringInterner::approximateBytes() const
{
    qint64 bytes = 0;
    for (const QString &s : m_strings)
        bytes += 2 * s.capacity() + 48;
    return bytes;
}

} // namespace hw
