#include "ReenableCandidatesModel.h"

#include <QDateTime>
#include <QTimeZone>

namespace hw {

void ReenableCandidatesModel::setCandidates(const QVector<ReenableCandidate> &candidates)
{
    beginResetModel();
    m_candidates = candidates;
    endResetModel();
}

int ReenableCandidatesModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_candidates.size());
}

int ReenableCandidatesModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ReenableCandidatesModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ReenableCandidate &c = m_candidates[index.row()];
    const QString test = c.file + QStringLiteral(" · ") + c.classname + QStringLiteral(" · ") + c.name;
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case Test: return test;
        case Green: return tr("✓ %1").arg(c.green);
        case LastRun:
            return QDateTime::fromSecsSinceEpoch(c.lastRunAt, QTimeZone::utc()).toString(QStringLiteral("yyyy-MM-dd HH:mm"));
        case Issue: return c.disabledIssue ? QStringLiteral("#%1").arg(*c.disabledIssue) : tr("unknown");
        }
    } else if (role == SortRole) {
        switch (index.column()) {
        case Test: return test;
        case Green: return c.green;
        case LastRun: return c.lastRunAt;
        case Issue: return c.disabledIssue.value_or(0);
        }
    }
    return {};
}

QVariant ReenableCandidatesModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case Test: return tr("Could be re-enabled");
    case Green: return tr("Green re-runs (7 days)");
    case LastRun: return tr("Last re-run (UTC)");
    case Issue: return tr("Issue to close");
    }
    return {};
}

} // namespace hw
