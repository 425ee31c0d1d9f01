#include "TrunkTtsModel.h"

#include "trunk/TrunkQueueModel.h"

namespace hw {

QVariant TrunkTtsModel::cell(const TrunkTtsJob &j, int column, int role) const
{
    if (role == Qt::DisplayRole) {
        switch (column) {
        case Job: return j.name;
        case P50: return TrunkQueueModel::duration(j.p50Seconds);
        case P90: return TrunkQueueModel::duration(j.p90Seconds);
        case Count: return QString::number(j.count);
        }
    } else if (role == SortRole) {
        switch (column) {
        case Job: return j.name;
        case P50: return j.p50Seconds;
        case P90: return j.p90Seconds;
        case Count: return j.count;
        }
    } else if (role == Qt::TextAlignmentRole && column != Job) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QString TrunkTtsModel::header(int column) const
{
    switch (column) {
    case Job: return tr("Workflow / job");
    case P50: return tr("TTS P50");
    case P90: return tr("TTS P90");
    case Count: return tr("Jobs");
    }
    return {};
}

} // namespace hw
