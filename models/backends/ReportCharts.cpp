#include "ReportCharts.h"

#include "domain/TimeUnits.h"

#include "BackendCharts.h"

#include <QPainter>

#include <algorithm>

namespace hw {

namespace {

const StatusPalette &light()
{
    static const StatusPalette palette(ColorScheme::Light);
    return palette;
}

// Big enough to stay legible when the report scales a wide chart down to the page width.
QFont chartFont(const QSize &size, const QFont &base, int heightDivisor)
{
    QFont f = base;
    f.setPixelSize(std::clamp(std::min(size.width() / 55, size.height() / heightDivisor), 10, 32));
    return f;
}

} // namespace

QColor ReportCharts::passedColor() { return light().color(ColorId::JobPassed); }
QColor ReportCharts::testFailureColor() { return light().color(ColorId::JobTestFailure); }
QColor ReportCharts::infraFailureColor() { return light().color(ColorId::JobInfraFailure); }
QColor ReportCharts::levelColor(TrustLevel level) { return light().color(BackendCharts::levelColor(level)); }
QColor ReportCharts::backgroundColor() { return light().color(ColorId::ChartBackground); }
QColor ReportCharts::levelChangeMarkerColor() { return light().color(ColorId::ChartMarker); }

QString ReportCharts::levelChangeLabel(const LevelSpan &span)
{
    return BackendCharts::levelChangeLabel(span);
}

QImage ReportCharts::jobsOverTime(const QVector<DailyCount> &daily, qint64 asOf, QSize size)
{
    return jobsOverTime(daily, asOf, size, {});
}

QImage ReportCharts::jobsOverTime(const QVector<DailyCount> &daily, qint64 asOf, QSize size,
                                  const QVector<LevelSpan> &levelChanges, ColorScheme scheme)
{
    // The 30 days up to asOf, or from the first day with data if that is earlier.
    const qint64 lastDay = BackendCharts::firstDay(asOf, 1);
    int days = 30;
    for (const DailyCount &d : daily)
        if (d.day <= asOf)
            days = std::max<qint64>(days, (lastDay - BackendCharts::firstDay(d.day, 1)) / kDaySeconds + 1);
    size = size.expandedTo(QSize(200, 120));
    QImage image(size, QImage::Format_ARGB32);
    QPainter p(&image);
    p.setFont(chartFont(size, p.font(), 24));
    StackedBarPainter::paint(p, image.rect(), BackendCharts::jobsPerDay(daily, asOf, days, levelChanges),
                             StatusPalette(scheme));
    p.end();
    return image;
}

QImage ReportCharts::levelTimeline(const QVector<LevelSpan> &spans, qint64 asOf, QSize size, ColorScheme scheme)
{
    size = size.expandedTo(QSize(200, 100));
    QImage image(size, QImage::Format_ARGB32);
    QPainter p(&image);
    p.setFont(chartFont(size, p.font(), 10));
    TimelineBarPainter::paint(p, image.rect(), BackendCharts::levelHistory(spans, asOf), StatusPalette(scheme));
    p.end();
    return image;
}

} // namespace hw
