#pragma once

#include "utilization/UtilizationRunRow.h"

#include "itemmodels/RowsTableModel.h"

namespace hw {

// One job name's runs over time (for the "runs over time" chart and its table): start, workflow,
// attempt, GPUs, GPU-hours, average and peak utilization, idle GPU-hours. Sort on SortRole (raw
// values; unknown utilization sorts as -1). A run without utilization data shows "unknown".
class UtilizationRunsModel : public RowsTableModel<UtilizationRunRow>
{
    Q_OBJECT
public:
    // HudGpuAvg and HudGpuP90 are HUD's per-job gpu_avg and gpu_p90; GPU-hours, the average and
    // idle GPU-hours the console's own; the peak is HUD's gpu_max.
    enum Column { Start, Workflow, Attempt, Gpus, GpuHours, AverageUtil, PeakUtil, IdleGpuHours, HudGpuAvg, HudGpuP90,
                  ColumnCount };
    static constexpr int SortRole = Qt::UserRole + 1;

    using RowsTableModel::RowsTableModel;

protected:
    int columns() const override { return ColumnCount; }
    QVariant cell(const UtilizationRunRow &row, int column, int role) const override;
    QString header(int column) const override;
};

} // namespace hw
