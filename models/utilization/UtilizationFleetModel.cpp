#include "UtilizationFleetModel.h"

#include <QLocale>

namespace hw {

UtilizationFleetModel::UtilizationFleetModel(QString nameHeader, QObject *parent)
    : RowsTableModel(parent)
    , m_nameHeader(std::move(nameHeader))
{
}

void UtilizationFleetModel::setNameHeader(const QString &header)
{
    if (header == m_nameHeader)
        return;
    m_nameHeader = header;
    emit headerDataChanged(Qt::Horizontal, Name, Name);
}

QString UtilizationFleetModel::percent(const std::optional<double> &value)
{
    return value ? tr("%1 %").arg(QLocale().toString(*value, 'f', 1)) : tr("unknown");
}

QString UtilizationFleetModel::hours(double value)
{
    return QLocale().toString(value, 'f', 1);
}

QString UtilizationFleetModel::toolTip(const UtilizationFleetRow &row, int column) const
{
    const QString coverage = row.unmeasuredRuns() == 0
        ? QString()
        : tr("Runs without utilization data: %1 of %2 (%3 GPU-hours); they are not counted as idle.")
              .arg(row.unmeasuredRuns())
              .arg(row.runs)
              .arg(hours(row.gpuHours - row.measuredGpuHours));
    switch (column) {
    case GpuHours: return tr("The console's own: GPU count × job duration, summed over the runs.");
    case AverageUtil:
        return QString(tr("The console's own: mean GPU utilization (util_percent.avg) of the runs, each weighted by "
                          "its GPU-hours.") + u' ' + coverage).trimmed();
    case PeakUtil: return tr("The console's own: the highest utilization any GPU reached in any run.");
    case HudGpuAvg:
        return tr("HUD's gpu_avg: the mean over every log interval of the runs of the GPUs' mean util_percent.max "
                  "(HUD's utilization report).");
    case HudGpuP90:
        return tr("HUD's gpu_p90: the 90th percentile over the log intervals of the GPUs' highest "
                  "util_percent.max (HUD's report: quantilesTDigest; here the interpolated quantile).");
    case IdleGpuHours:
        return QString(tr("The console's own: GPU-hours × (1 − average utilization): GPU time paid for but not used. "
                          "Only runs with utilization data count.")
                       + u' ' + coverage)
            .trimmed();
    }
    return {};
}

QVariant UtilizationFleetModel::cell(const UtilizationFleetRow &row, int column, int role) const
{
    if (role == Qt::DisplayRole) {
        switch (column) {
        case Name: return row.name;
        case Runs: return QLocale().toString(row.runs);
        case GpuHours: return hours(row.gpuHours);
        case AverageUtil: return percent(row.averageUtil);
        case PeakUtil: return percent(row.peakUtil);
        case IdleGpuHours: return row.measuredRuns ? hours(row.idleGpuHours) : tr("unknown");
        case HudGpuAvg: return percent(row.hudGpuAvg);
        case HudGpuP90: return percent(row.hudGpuP90);
        }
    } else if (role == SortRole) {
        switch (column) {
        case Name: return row.name;
        case Runs: return row.runs;
        case GpuHours: return row.gpuHours;
        case AverageUtil: return row.averageUtil.value_or(-1.0);
        case PeakUtil: return row.peakUtil.value_or(-1.0);
        case IdleGpuHours: return row.measuredRuns ? row.idleGpuHours : -1.0;
        case HudGpuAvg: return row.hudGpuAvg.value_or(-1.0);
        case HudGpuP90: return row.hudGpuP90.value_or(-1.0);
        }
    } else if (role == Qt::ToolTipRole) {
        const QString tip = toolTip(row, column);
        return tip.isEmpty() ? QVariant() : QVariant(tip);
    } else if (role == Qt::TextAlignmentRole && column != Name) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    }
    return {};
}

QString UtilizationFleetModel::header(int column) const
{
    switch (column) {
    case Name: return m_nameHeader;
    case Runs: return tr("Runs");
    case GpuHours: return tr("GPU-hours (console)");
    case AverageUtil: return tr("Avg GPU util (console)");
    case PeakUtil: return tr("Peak GPU util (console)");
    case IdleGpuHours: return tr("Idle GPU-hours (console)");
    case HudGpuAvg: return tr("GPU avg (HUD)");
    case HudGpuP90: return tr("GPU P90 (HUD)");
    }
    return {};
}

} // namespace hw
