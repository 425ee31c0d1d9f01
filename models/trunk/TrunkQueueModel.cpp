#include "TrunkQueueModel.h"

namespace hw {

QString TrunkQueueModel::duration(qint64 seconds)
{
    if (seconds < 60)
        return tr("%1 s").arg(seconds);
    if (seconds < 3600)
        return seconds % 60 ? tr("%1 min %2 s").arg(seconds / 60).arg(seconds % 60) : tr("%1 min").arg(seconds / 60);
    const qint64 minutes = (seconds + 30) / 60;
    return minutes % 60 ? tr("%1 h %2 min").arg(minutes / 60).arg(minutes % 60) : tr("%1 h").arg(minutes / 60);
}

QVariant TrunkQueueModel::cell(const TrunkQueueFigure &f, int column, int role) const
{
    if (role == Qt::DisplayRole) {
        switch (column) {
        case Label: return f.label.isEmpty() ? tr("(no label)") : f.label;
        case Jobs: return QString::number(f.jobs);
        case P50: return duration(f.p50);
        case P90: return duration(f.p90);
        }
    } else if (role == SortRole) {
        switch (column) {
        case Label: return f.label;
        case Jobs: return f.jobs;
        case P50: return f.p50;
        case P90: return f.p90;
        }
    } else if (role == Qt::TextAlignmentRole && column != Label) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QString TrunkQueueModel::header(int column) const
{
    switch (column) {
    case Label: return tr("Runner label");
    case Jobs: return tr("Jobs");
    case P50: return tr("Queue P50");
    case P90: return tr("Queue P90");
    }
    return {};
}

} // namespace hw
