#include "GridColumns.h"

#include "UnstableIssueMatcher.h"

#include <algorithm>

namespace hw {

quint32 GridColumns::find(const QString &workflow, const QString &job, LookupCache &cache) const
{
    if (!cache.jobs || QStringView(workflow) != cache.workflow) {
        const auto wf = m_idByWorkflowJob.constFind(workflow);
        cache.jobs = wf == m_idByWorkflowJob.constEnd() ? nullptr : &wf.value();
        cache.workflow = workflow;
        if (!cache.jobs)
            return kMissing;
    }
    return cache.jobs->value(job, kMissing);
}

int GridColumns::insertPosition(const QString &name) const
{
    const auto pos = std::lower_bound(m_order.begin(), m_order.end(), name,
                                      [this](quint32 id, const QString &n) { return m_names[id] < n; });
    return int(pos - m_order.begin());
}

quint32 GridColumns::insert(const QString &name, int workflowLength)
{
    const int column = insertPosition(name);
    const quint32 id = quint32(m_names.size());
    m_names.push_back(name);
    m_workflowLength.push_back(workflowLength);
    m_idByName.insert(name, id);
    m_idByWorkflowJob[name.left(workflowLength)].insert(name.mid(workflowLength + 3), id);
    m_unstable.push_back(matchesUnstable(name) ? 1 : 0);
    m_nonGreen.push_back(0);
    m_notSkipped.push_back(0);
    m_order.insert(m_order.begin() + column, id);
    m_columnOfId.push_back(column);
    if (size_t(column) + 1 < m_order.size()) // not appended: later columns moved right
        for (size_t c = size_t(column); c < m_order.size(); ++c)
            m_columnOfId[m_order[c]] = int(c);
    return id;
}

void GridColumns::clear()
{
    const QList<QRegularExpression> patterns = m_unstablePatterns;
    const QStringList titles = m_unstableIssueTitles;
    *this = GridColumns();
    m_unstablePatterns = patterns;
    m_unstableIssueTitles = titles;
}

std::vector<quint32> GridColumns::setUnstablePatterns(const QStringList &regexPatterns)
{
    m_unstablePatterns.clear();
    for (const QString &p : regexPatterns) {
        QRegularExpression re(p);
        if (re.isValid())
            m_unstablePatterns.append(re);
        else
            qWarning("GridColumns: ignoring invalid unstable pattern %s: %s", qPrintable(p), qPrintable(re.errorString()));
    }
    return recomputeUnstable();
}

std::vector<quint32> GridColumns::setUnstableIssueTitles(const QStringList &titles)
{
    m_unstableIssueTitles = titles;
    return recomputeUnstable();
}

std::vector<quint32> GridColumns::recomputeUnstable()
{
    std::vector<quint32> changed;
    for (quint32 id = 0; id < m_names.size(); ++id) {
        const quint8 flag = matchesUnstable(m_names[id]) ? 1 : 0;
        if (flag != m_unstable[id]) {
            m_unstable[id] = flag;
            changed.push_back(id);
        }
    }
    return changed;
}

bool GridColumns::matchesUnstable(const QString &name) const
{
    if (UnstableIssueMatcher::isUnstable(name, m_unstableIssueTitles))
        return true;
    for (const QRegularExpression &re : m_unstablePatterns)
        if (re.match(name).hasMatch())
            return true;
    return false;
}

qint64 GridColumns::approximateBytes() const
{
    qint64 bytes = 0;
    for (const QString &n : m_names)
        bytes += 2 * 2 * n.capacity() + 3 * 64; // the name, its job part, three hash entries
    return bytes;
}

} // namespace hw
