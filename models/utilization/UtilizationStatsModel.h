#pragma once

#include "itemmodels/RowsTableModel.h"
#include "utilization/JobUtilization.h"
#include "utilization/UtilizationStatsRow.h"

namespace hw {

// The console's statistics of one job (HUD's gpu_avg/gpu_p90: UtilizationHudJobStats) over a
// window (the whole job or a test segment): for each metric the log has, every GPU and all GPUs
// together, then CPU and memory. Spike figures only for percentages (a spike is ≥ 90 %). Sort on
// SortRole (raw numbers; "–" cells sort first).
class UtilizationStatsModel : public RowsTableModel<UtilizationStatsRow>
{
    Q_OBJECT
public:
    enum Column { Metric, Gpu, Samples, Average, Max, P10, P50, P90, SpikeShare, Spikes, BetweenSpikes, ColumnCount };
    static constexpr int SortRole = Qt::UserRole + 1;

    using RowsTableModel::RowsTableModel;

    static QVector<UtilizationStatsRow> rowsFor(const JobUtilization &job, qint64 fromMs, qint64 toMs);
    void setJob(const JobUtilization &job, qint64 fromMs, qint64 toMs) { setRows(rowsFor(job, fromMs, toMs)); }

protected:
    int columns() const override { return ColumnCount; }
    QVariant cell(const UtilizationStatsRow &row, int column, int role) const override;
    QString header(int column) const override;
};

} // namespace hw
