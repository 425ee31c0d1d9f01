#pragma once

#include <QVector>

#include <optional>

namespace hw {

// The console's statistics of one utilization series (a GPU, or all GPUs of a job together):
// average, max, p10/p50/p90 (exact, as ClickHouse's quantileExact), spike frequency (the share of
// samples at or above 90 %) and the mean time between spikes (a spike is a run of consecutive
// samples at or above 90 %; the mean of the gaps between the starts of consecutive spikes, none
// with fewer than two). Missing samples (NaN) are left out, never counted as 0. HUD's own per-job
// figures: UtilizationHudJobStats.
struct UtilizationStats {
    static constexpr double SpikePercent = 90.0;

    qsizetype samples = 0;
    double average = 0;
    double max = 0;
    double p10 = 0;
    double p50 = 0;
    double p90 = 0;
    double spikeFrequency = 0; // 0 … 1
    int spikes = 0;
    std::optional<double> meanSecondsBetweenSpikes;

    static UtilizationStats of(const QVector<qint64> &timesMs, const QVector<double> &percent);
    // Several series at once (a job's GPUs): percentiles over all samples, spikes per series.
    static UtilizationStats ofAll(const QVector<QVector<qint64>> &timesMs, const QVector<QVector<double>> &percent);
};

} // namespace hw
