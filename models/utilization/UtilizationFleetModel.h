#pragma once

#include "utilization/UtilizationFleetRow.h"

#include "itemmodels/RowsTableModel.h"

namespace hw {

// One grouping of the GPU fleet (by job name, workflow or runner type): runs, GPU-hours, average
// and peak utilization, idle GPU-hours. Sort on SortRole (raw numbers; an unknown utilization
// sorts as -1, below every known one). Unknown utilization shows as "unknown", never as 0 %.
class UtilizationFleetModel : public RowsTableModel<UtilizationFleetRow>
{
    Q_OBJECT
public:
    // GPU-hours, the average, the peak and idle GPU-hours are the console's own; HudGpuAvg and
    // HudGpuP90 are HUD's gpu_avg and gpu_p90 (UtilizationFleetRow).
    enum Column { Name, Runs, GpuHours, AverageUtil, PeakUtil, IdleGpuHours, HudGpuAvg, HudGpuP90, ColumnCount };
    static constexpr int SortRole = Qt::UserRole + 1;

    // The header of the Name column: "Job", "Workflow" or "Runner".
    explicit UtilizationFleetModel(QString nameHeader, QObject *parent = nullptr);
    void setNameHeader(const QString &header);

    // "12.3 %" (one decimal), "unknown" without a value; "1,234.5" GPU-hours.
    static QString percent(const std::optional<double> &value);
    static QString hours(double value);

protected:
    int columns() const override { return ColumnCount; }
    QVariant cell(const UtilizationFleetRow &row, int column, int role) const override;
    QString header(int column) const override;

private:
    QString toolTip(const UtilizationFleetRow &row, int column) const;

    QString m_nameHeader;
};

} // namespace hw
