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

QVariant TrunkQueueModel::cell(const TrunkQueuedMachine &m, int column, int role) const
{
    if (role == Qt::DisplayRole) {
        switch (column) {
        case MachineType: return m.machineType;
        case Count: return QString::number(m.count);
        case QueueTime: return duration(m.maxQueueSeconds);
        }
    } else if (role == SortRole) {
        switch (column) {
        case MachineType: return m.machineType;
        case Count: return m.count;
        case QueueTime: return m.maxQueueSeconds;
        }
    } else if (role == Qt::TextAlignmentRole && column != MachineType) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QString TrunkQueueModel::header(int column) const
{
    switch (column) {
    case MachineType: return tr("Machine type");
    case Count: return tr("Count");
    case QueueTime: return tr("Queue time (longest)");
    }
    return {};
}

} // namespace hw
