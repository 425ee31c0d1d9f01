#include "UtilizationStatsModel.h"

#include <QFont>

namespace hw {

namespace {

constexpr UtilizationMetric Order[] = {UtilizationMetric::GpuUtilization,  UtilizationMetric::GpuMemoryBandwidth,
                                       UtilizationMetric::GpuAllocatedGiB, UtilizationMetric::GpuAllocatedPercent,
                                       UtilizationMetric::GpuTemperature,  UtilizationMetric::GpuPower,
                                       UtilizationMetric::Cpu,             UtilizationMetric::Memory};

bool isPercent(UtilizationMetric metric)
{
    return utilizationMetricUnit(metric) == QStringLiteral("%");
}

} // namespace

QVector<UtilizationStatsRow> UtilizationStatsModel::rowsFor(const JobUtilization &job, qint64 fromMs, qint64 toMs)
{
    QVector<UtilizationStatsRow> rows;
    for (const UtilizationMetric metric : Order) {
        if (!job.has(metric))
            continue;
        const auto tracks = job.tracksOf(metric);
        if (isGpuMetric(metric)) {
            for (const UtilizationTrack *t : tracks)
                rows.append({metric, t->gpu, job.gpuIds.value(t->gpu), job.stats(metric, t->gpu, fromMs, toMs)});
            if (tracks.size() > 1)
                rows.append({metric, -1, {}, job.stats(metric, -1, fromMs, toMs)});
        } else {
            rows.append({metric, -1, {}, job.stats(metric, -1, fromMs, toMs)});
        }
    }
    return rows;
}

QVariant UtilizationStatsModel::cell(const UtilizationStatsRow &row, int column, int role) const
{
    const UtilizationStats &s = row.stats;
    const bool percent = isPercent(row.metric);
    const bool empty = s.samples == 0;
    const QString unit = percent ? QStringLiteral(" %") : utilizationMetricUnit(row.metric);
    const auto value = [&](double v) { return empty ? QStringLiteral("–") : QString::number(v, 'f', 1) + unit; };
    if (role == Qt::DisplayRole) {
        switch (column) {
        case Metric: return utilizationMetricName(row.metric);
        case Gpu:
            if (!isGpuMetric(row.metric))
                return tr("runner");
            return row.gpu < 0 ? tr("all GPUs") : tr("GPU %1").arg(row.gpu);
        case Samples: return QString::number(s.samples);
        case Average: return value(s.average);
        case Max: return value(s.max);
        case P10: return value(s.p10);
        case P50: return value(s.p50);
        case P90: return value(s.p90);
        case SpikeShare: return percent && !empty ? QString::number(100 * s.spikeFrequency, 'f', 1) + QStringLiteral(" %") : QStringLiteral("–");
        case Spikes: return percent && !empty ? QString::number(s.spikes) : QStringLiteral("–");
        case BetweenSpikes:
            return percent && s.meanSecondsBetweenSpikes ? tr("%1 s").arg(*s.meanSecondsBetweenSpikes, 0, 'f', 1) : QStringLiteral("–");
        }
    } else if (role == SortRole) {
        const auto number = [&](double v) { return empty ? QVariant(-1.0) : QVariant(v); };
        switch (column) {
        case Metric: return int(row.metric);
        case Gpu: return row.gpu < 0 ? 1000 : row.gpu;
        case Samples: return qint64(s.samples);
        case Average: return number(s.average);
        case Max: return number(s.max);
        case P10: return number(s.p10);
        case P50: return number(s.p50);
        case P90: return number(s.p90);
        case SpikeShare: return percent ? number(s.spikeFrequency) : QVariant(-1.0);
        case Spikes: return percent ? s.spikes : -1;
        case BetweenSpikes: return percent && s.meanSecondsBetweenSpikes ? *s.meanSecondsBetweenSpikes : -1.0;
        }
    } else if (role == Qt::ToolTipRole) {
        if (column == Gpu && !row.gpuId.isEmpty())
            return row.gpuId;
        if (column == SpikeShare || column == Spikes || column == BetweenSpikes)
            return percent ? tr("A spike is a run of consecutive samples at or above 90 %.")
                           : tr("Spikes are counted for percentages only.");
        if (column == Samples)
            return tr("Log intervals with a value; missing ones are left out, never counted as 0.");
    } else if (role == Qt::TextAlignmentRole && column >= Samples) {
        return int(Qt::AlignRight | Qt::AlignVCenter);
    } else if (role == Qt::FontRole && row.gpu < 0 && isGpuMetric(row.metric)) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    return {};
}

QString UtilizationStatsModel::header(int column) const
{
    switch (column) {
    case Metric: return tr("Metric");
    case Gpu: return tr("GPU");
    case Samples: return tr("Samples");
    case Average: return tr("Average");
    case Max: return tr("Max");
    case P10: return tr("P10");
    case P50: return tr("P50");
    case P90: return tr("P90");
    case SpikeShare: return tr("≥ 90 %");
    case Spikes: return tr("Spikes");
    case BetweenSpikes: return tr("Between spikes");
    }
    return {};
}

} // namespace hw
