#include "ReenableCandidatesModel.h"

#include <QDateTime>
#include <QTimeZone>

namespace hw {

QVariant ReenableCandidatesModel::cell(const ReenableCandidate &c, int column, int role) const
{
    const QString test = c.file + QStringLiteral(" · ") + c.classname + QStringLiteral(" · ") + c.name;
    if (role == Qt::DisplayRole) {
        switch (column) {
        case Test: return test;
        case Green: return tr("✓ %1").arg(c.green);
        case LastRun:
            return QDateTime::fromSecsSinceEpoch(c.lastRunAt, QTimeZone::utc()).toString(QStringLiteral("yyyy-MM-dd HH:mm"));
        case Issue: return c.disabledIssue ? QStringLiteral("#%1").arg(*c.disabledIssue) : tr("unknown");
        }
    } else if (role == SortRole) {
        switch (column) {
        case Test: return test;
        case Green: return c.green;
        case LastRun: return c.lastRunAt;
        case Issue: return c.disabledIssue.value_or(0);
        }
    }
    return {};
}

QString ReenableCandidatesModel::header(int column) const
{
    switch (column) {
    case Test: return tr("Could be re-enabled");
    case Green: return tr("Green re-runs (7 days)");
    case LastRun: return tr("Last re-run (UTC)");
    case Issue: return tr("Issue to close");
    }
    return {};
}

} // namespace hw
