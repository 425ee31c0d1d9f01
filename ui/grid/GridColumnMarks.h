#pragma once

#include <QCoreApplication>
#include <QSet>
#include <QString>
#include <QStringList>

namespace hw {

// The alert marks of the grid's columns, by job name: a muted job is dimmed and left out of the
// corner's count, an acknowledged one (investigating) is marked on its title. A column holds one
// job, or a group of jobs in the grouped view: a group is Muted when all its jobs are,
// Acknowledged when all the others are acknowledged, and otherwise its title counts them.
class GridColumnMarks
{
    Q_DECLARE_TR_FUNCTIONS(hw::JobGridView)

public:
    enum class Mark { None, Muted, Acknowledged };
    struct Counts {
        int jobs = 0;
        int muted = 0;
        int acknowledged = 0; // and not muted
    };

    // False when nothing changed (the view then repaints nothing).
    bool set(const QSet<QString> &muted, const QSet<QString> &acknowledged);
    bool isEmpty() const { return m_muted.isEmpty() && m_acknowledged.isEmpty(); }
    bool anyMuted() const { return !m_muted.isEmpty(); }

    Counts counts(const QStringList &jobs) const;
    Mark mark(const QStringList &jobs) const;
    // The column's title as drawn: its marks first ("ACK · name", "2 ack, 1 muted · name").
    QString label(const QStringList &jobs, const QString &name) const;
    // The corner's first line: "300 commits × 2,999 jobs (+1 muted)" — muted columns are not
    // counted as jobs (or groups, in the grouped view).
    static QString cornerText(int rows, int columns, int mutedColumns, bool groups);

private:
    QSet<QString> m_muted;
    QSet<QString> m_acknowledged;
};

} // namespace hw
