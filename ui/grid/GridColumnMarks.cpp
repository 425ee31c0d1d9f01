#include "grid/GridColumnMarks.h"

namespace hw {

bool GridColumnMarks::set(const QSet<QString> &muted, const QSet<QString> &acknowledged)
{
    if (m_muted == muted && m_acknowledged == acknowledged)
        return false;
    m_muted = muted;
    m_acknowledged = acknowledged;
    return true;
}

GridColumnMarks::Counts GridColumnMarks::counts(const QStringList &jobs) const
{
    Counts k;
    k.jobs = int(jobs.size());
    for (const QString &job : jobs) {
        if (m_muted.contains(job))
            ++k.muted;
        else if (m_acknowledged.contains(job))
            ++k.acknowledged;
    }
    return k;
}

GridColumnMarks::Mark GridColumnMarks::mark(const QStringList &jobs) const
{
    const Counts k = counts(jobs);
    if (k.jobs > 0 && k.muted == k.jobs)
        return Mark::Muted;
    const bool allAcknowledged = k.acknowledged > 0 && k.acknowledged + k.muted == k.jobs;
    return allAcknowledged ? Mark::Acknowledged : Mark::None;
}

QString GridColumnMarks::label(const QStringList &jobs, const QString &name) const
{
    const Counts k = counts(jobs);
    QStringList marks;
    if (k.jobs > 0 && k.muted == k.jobs) {
        marks << tr("MUTED");
    } else {
        if (k.acknowledged > 0)
            marks << (k.acknowledged + k.muted == k.jobs ? tr("ACK") : tr("%1 ack").arg(k.acknowledged));
        if (k.muted > 0)
            marks << tr("%1 muted").arg(k.muted);
    }
    if (marks.isEmpty())
        return name;
    return marks.join(QStringLiteral(", ")) + QStringLiteral(" · ") + name;
}

QString GridColumnMarks::cornerText(int rows, int columns, int mutedColumns, bool groups)
{
    const int counted = columns - mutedColumns;
    QString shown = groups ? (counted == 1 ? tr("1 group") : tr("%1 groups").arg(counted))
                           : (counted == 1 ? tr("1 job") : tr("%1 jobs").arg(counted));
    if (mutedColumns > 0)
        shown += u' ' + tr("(+%1 muted)").arg(mutedColumns);
    return (rows == 1 ? tr("1 commit") : tr("%1 commits").arg(rows)) + QStringLiteral(" × ") + shown;
}

} // namespace hw
