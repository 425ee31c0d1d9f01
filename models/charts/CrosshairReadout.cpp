#include "CrosshairReadout.h"

#include <algorithm>
#include <limits>

namespace hw {

QVector<CrosshairReadout::Entry> CrosshairReadout::at(const QVector<TimeSeries> &series, const QVector<bool> &shown,
                                                      qint64 ms, qint64 maxDistanceMs)
{
    QVector<Entry> entries;
    for (qsizetype i = 0; i < series.size(); ++i) {
        if (i < shown.size() && !shown[i])
            continue;
        const TimeSeries &s = series[i];
        Entry e{s.name, s.style, s.color, std::numeric_limits<double>::quiet_NaN()};
        const auto &pts = s.points;
        const auto it = std::lower_bound(pts.begin(), pts.end(), double(ms),
                                         [](const SeriesPoint &p, double t) { return p.t < t; });
        qsizetype best = -1;
        double bestDistance = double(maxDistanceMs);
        for (auto c : {it - 1, it}) {
            if (c < pts.begin() || c >= pts.end())
                continue;
            const double d = std::abs(c->t - double(ms));
            if (d <= bestDistance) {
                best = c - pts.begin();
                bestDistance = d;
            }
        }
        if (best >= 0 && !pts[best].isGap()) {
            e.value = pts[best].v;
            e.sampleMs = qint64(pts[best].t);
            if (s.isBand() && best < s.upper.size())
                e.upper = s.upper[best].v;
        }
        entries.append(e);
    }
    std::stable_sort(entries.begin(), entries.end(), [](const Entry &a, const Entry &b) {
        if (a.hasValue() != b.hasValue())
            return a.hasValue();
        return a.hasValue() && a.value > b.value;
    });
    return entries;
}

} // namespace hw
