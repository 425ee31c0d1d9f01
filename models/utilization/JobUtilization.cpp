#include "JobUtilization.h"

#include "domain/QuotedText.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace hw {

void JobUtilization::ReadNotes::addMalformed(int number)
{
    ++malformed;
    if (malformedAt.size() < MaxReported)
        malformedAt << number;
}

void JobUtilization::ReadNotes::addUnknown(const QString &field)
{
    const QString quoted = QuotedText::elided(field); // a key from the file, shown in messages
    if (!unknownFields.contains(quoted) && unknownFields.size() < 100)
        unknownFields << quoted;
}

bool JobUtilization::has(UtilizationMetric metric) const
{
    return std::any_of(tracks.begin(), tracks.end(), [&](const UtilizationTrack &t) {
        return t.metric == metric && std::any_of(t.average.begin(), t.average.end(), [](double v) { return !std::isnan(v); });
    });
}

QVector<const UtilizationTrack *> JobUtilization::tracksOf(UtilizationMetric metric) const
{
    QVector<const UtilizationTrack *> out;
    for (const UtilizationTrack &t : tracks)
        if (t.metric == metric)
            out << &t;
    std::sort(out.begin(), out.end(), [](const UtilizationTrack *a, const UtilizationTrack *b) { return a->gpu < b->gpu; });
    return out;
}

const UtilizationTrack *JobUtilization::track(UtilizationMetric metric, int gpu) const
{
    for (const UtilizationTrack &t : tracks)
        if (t.metric == metric && t.gpu == gpu)
            return &t;
    return nullptr;
}

qsizetype JobUtilization::sampleCount() const
{
    qsizetype n = 0;
    for (const UtilizationTrack &t : tracks)
        n = std::max(n, t.times.size());
    return n;
}

std::pair<qint64, qint64> JobUtilization::timeSpan() const
{
    qint64 first = std::numeric_limits<qint64>::max(), last = std::numeric_limits<qint64>::min();
    for (const UtilizationTrack &t : tracks) {
        if (t.times.isEmpty())
            continue;
        first = std::min(first, t.times.first());
        last = std::max(last, t.times.last());
    }
    return first > last ? std::pair<qint64, qint64>{0, 0} : std::pair{first, last};
}

UtilizationStats JobUtilization::stats(UtilizationMetric metric, int gpu, qint64 fromMs, qint64 toMs) const
{
    QVector<QVector<qint64>> times;
    QVector<QVector<double>> values;
    for (const UtilizationTrack *t : tracksOf(metric)) {
        if (gpu >= 0 && t->gpu != gpu)
            continue;
        const auto begin = std::lower_bound(t->times.begin(), t->times.end(), fromMs);
        const auto end = std::upper_bound(begin, t->times.end(), toMs);
        const qsizetype from = begin - t->times.begin(), count = end - begin;
        times << t->times.mid(from, count);
        values << t->average.mid(from, count);
    }
    return UtilizationStats::ofAll(times, values);
}

UtilizationStats JobUtilization::stats(UtilizationMetric metric, int gpu) const
{
    return stats(metric, gpu, std::numeric_limits<qint64>::min(), std::numeric_limits<qint64>::max());
}

QVector<SeriesPoint> JobUtilization::chartPoints(const UtilizationTrack &track)
{
    const qsizetype n = track.times.size();
    QVector<SeriesPoint> points;
    points.reserve(n + 8);
    // The usual interval: the median step, so a few long pauses do not hide each other.
    std::vector<qint64> steps;
    steps.reserve(size_t(std::max<qsizetype>(n - 1, 0)));
    for (qsizetype i = 1; i < n; ++i)
        steps.push_back(track.times[i] - track.times[i - 1]);
    qint64 usual = 0;
    if (!steps.empty()) {
        std::nth_element(steps.begin(), steps.begin() + qsizetype(steps.size() / 2), steps.end());
        usual = steps[steps.size() / 2];
    }
    const qint64 tooLong = std::max<qint64>(3 * usual, 1000);
    constexpr double Nan = std::numeric_limits<double>::quiet_NaN();
    for (qsizetype i = 0; i < n; ++i) {
        if (i > 0 && track.times[i] - track.times[i - 1] > tooLong)
            points.append({double(track.times[i - 1] + usual), Nan});
        points.append({double(track.times[i]), track.average[i]});
    }
    return points;
}

} // namespace hw
