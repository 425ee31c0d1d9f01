#include "UtilizationStats.h"

#include "domain/ExactQuantile.h"


#include <algorithm>
#include <cmath>

namespace hw {

UtilizationStats UtilizationStats::ofAll(const QVector<QVector<qint64>> &timesMs, const QVector<QVector<double>> &percent)
{
    UtilizationStats s;
    std::vector<double> values;
    double sum = 0;
    qsizetype atOrAbove = 0;
    double gapSum = 0;
    int gaps = 0;
    for (qsizetype series = 0; series < percent.size(); ++series) {
        const QVector<double> &p = percent[series];
        const QVector<qint64> &t = timesMs.value(series);
        bool inSpike = false;
        qint64 lastSpikeStart = -1;
        for (qsizetype i = 0; i < p.size(); ++i) {
            const double v = p[i];
            if (std::isnan(v))
                continue; // missing: neither a sample nor the end of a spike
            values.push_back(v);
            sum += v;
            const bool spike = v >= SpikePercent;
            atOrAbove += spike;
            if (spike && !inSpike) {
                ++s.spikes;
                const qint64 at = t.value(i);
                if (lastSpikeStart >= 0) {
                    gapSum += double(at - lastSpikeStart) / 1000.0;
                    ++gaps;
                }
                lastSpikeStart = at;
            }
            inSpike = spike;
        }
    }
    s.samples = qsizetype(values.size());
    if (values.empty())
        return s;
    s.max = *std::max_element(values.begin(), values.end());
    // Summing rounds: three samples of 5.4 average 5.400000000000001, above their max. A mean lies
    // between the extremes, so it is kept there.
    s.average = std::clamp(sum / double(values.size()), *std::min_element(values.begin(), values.end()), s.max);
    const std::span<double> all(values);
    s.p10 = exactQuantile(all, 0.1);
    s.p50 = exactQuantile(all, 0.5);
    s.p90 = exactQuantile(all, 0.9);
    s.spikeFrequency = double(atOrAbove) / double(values.size());
    if (gaps > 0)
        s.meanSecondsBetweenSpikes = gapSum / gaps;
    return s;
}

UtilizationStats UtilizationStats::of(const QVector<qint64> &timesMs, const QVector<double> &percent)
{
    return ofAll({timesMs}, {percent});
}

} // namespace hw
