#include "UtilizationRunsModel.h"

#include "utilization/UtilizationFleetModel.h"

#include <QDateTime>
#include <QLocale>
#include <QTimeZone>

namespace hw {

QVariant UtilizationRunsModel::cell(const UtilizationRunRow &row, int column, int role) const
{
    if (role == Qt::DisplayRole) {
        switch (column) {
        case Start:
            return QDateTime::fromSecsSinceEpoch(row.startAt, QTimeZone::utc()).toString(QStringLiteral("yyyy-MM-dd hh:mm"));
        case Workflow: return row.workflowName;
        case Attempt: return QLocale().toString(row.runAttempt);
        case Gpus: return tr("%1 × %2").arg(row.gpuType).arg(row.gpuCount);
        case GpuHours: return UtilizationFleetModel::hours(row.gpuHours);
        case AverageUtil: return UtilizationFleetModel::percent(row.averageUtil);
        case PeakUtil: return UtilizationFleetModel::percent(row.peakUtil);
        case IdleGpuHours: return row.idleGpuHours ? UtilizationFleetModel::hours(*row.idleGpuHours) : tr("unknown");
        case HudGpuAvg: return UtilizationFleetModel::percent(row.hudGpuAvg);
        case HudGpuP90: return UtilizationFleetModel::percent(row.hudGpuP90);
        }
    } else if (role == SortRole) {
        switch (column) {
        case Start: return row.startAt;
        case Workflow: return row.workflowName;
        case Attempt: return row.runAttempt;
        case Gpus: return row.gpuCount;
        case GpuHours: return row.gpuHours;
        case AverageUtil: return row.averageUtil.value_or(-1.0);
        case PeakUtil: return row.peakUtil.value_or(-1.0);
        case IdleGpuHours: return row.idleGpuHours.value_or(-1.0);
        case HudGpuAvg: return row.hudGpuAvg.value_or(-1.0);
        case HudGpuP90: return row.hudGpuP90.value_or(-1.0);
        }
    } else if (role == Qt::ToolTipRole) {
        if (!row.averageUtil
            && (column == AverageUtil || column == PeakUtil || column == IdleGpuHours || column == HudGpuAvg
                || column == HudGpuP90))
            return tr("This run has no utilization data (none uploaded, or every row malformed).");
        if (column == IdleGpuHours)
            return tr("The console's own: GPU-hours × (1 − average utilization): GPU time paid for but not used.");
        if (column == HudGpuAvg)
            return tr("HUD's gpu_avg: the mean over the log intervals of the GPUs' mean util_percent.max.");
        if (column == HudGpuP90)
            return tr("HUD's gpu_p90: quantile(0.9) over the log intervals of the GPUs' highest util_percent.max.");
        if (column == Start)
            return tr("Job %1, workflow run %2 (UTC)").arg(row.jobId).arg(row.workflowId);
    } else if (role == Qt::TextAlignmentRole && column != Workflow && column != Gpus) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QString UtilizationRunsModel::header(int column) const
{
    switch (column) {
    case Start: return tr("Started (UTC)");
    case Workflow: return tr("Workflow");
    case Attempt: return tr("Attempt");
    case Gpus: return tr("GPUs");
    case GpuHours: return tr("GPU-hours (console)");
    case AverageUtil: return tr("Avg GPU util (console)");
    case PeakUtil: return tr("GPU max (HUD)");
    case IdleGpuHours: return tr("Idle GPU-hours (console)");
    case HudGpuAvg: return tr("GPU avg (HUD)");
    case HudGpuP90: return tr("GPU P90 (HUD)");
    }
    return {};
}

} // namespace hw
