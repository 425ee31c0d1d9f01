#include "UtilizationCharts.h"

#include <QCoreApplication>

namespace hw {

QString UtilizationCharts::gpuLabel(const JobUtilization &job, int gpu)
{
    const QString id = job.gpuIds.value(gpu);
    if (id == QStringLiteral("total"))
        return QCoreApplication::translate("UtilizationCharts", "all GPUs");
    return QCoreApplication::translate("UtilizationCharts", "GPU %1").arg(gpu);
}

ColorId UtilizationCharts::gpuColor(int gpu)
{
    return seriesColor(gpu);
}

SeriesStyle UtilizationCharts::gpuStyle(int gpu)
{
    return SeriesStyle((gpu + gpu / kSeriesColorCount) % kSeriesStyleCount);
}

QVector<TimeSeries> UtilizationCharts::perGpu(const JobUtilization &job, UtilizationMetric metric)
{
    QVector<TimeSeries> out;
    for (const UtilizationTrack *t : job.tracksOf(metric))
        out.append({gpuLabel(job, t->gpu), gpuColor(t->gpu), gpuStyle(t->gpu), JobUtilization::chartPoints(*t), {}});
    return out;
}

QVector<TimeSeries> UtilizationCharts::runner(const JobUtilization &job)
{
    QVector<TimeSeries> out;
    if (const UtilizationTrack *cpu = job.track(UtilizationMetric::Cpu, -1))
        out.append({QCoreApplication::translate("UtilizationCharts", "CPU"), ColorId::Series1, SeriesStyle::Solid,
                    JobUtilization::chartPoints(*cpu), {}});
    if (const UtilizationTrack *memory = job.track(UtilizationMetric::Memory, -1))
        out.append({QCoreApplication::translate("UtilizationCharts", "memory"), ColorId::Series2, SeriesStyle::Dashed,
                    JobUtilization::chartPoints(*memory), {}});
    return out;
}

QVector<ChartSpan> UtilizationCharts::segments(const JobUtilization &job)
{
    QVector<ChartSpan> out;
    for (const UtilizationSegment &s : job.segments)
        out.append({s.fromMs, s.toMs, s.name.simplified()});
    return out;
}

} // namespace hw
