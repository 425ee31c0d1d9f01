#include "ReportCharts.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFontMetrics>
#include <QHash>
#include <QPainter>
#include <QTimeZone>

#include <algorithm>
#include <cmath>

namespace hw {

namespace {

constexpr qint64 kDay = 86400;

qint64 dayStart(qint64 seconds)
{
    return seconds - (((seconds % kDay) + kDay) % kDay);
}

QString utcDate(qint64 seconds, const QString &format)
{
    return QDateTime::fromSecsSinceEpoch(seconds, QTimeZone::utc()).toString(format);
}

// Big enough to stay legible when the report scales a wide chart down to the page width.
QFont chartFont(const QSize &size, QPainter &p, int heightDivisor)
{
    QFont f = p.font();
    f.setPixelSize(std::clamp(std::min(size.width() / 55, size.height() / heightDivisor), 10, 32));
    return f;
}

// A hatch drawn over a flat fill: dark lines on light colours, light lines on dark ones.
void fillHatched(QPainter &p, const QRectF &r, const QColor &color, Qt::BrushStyle pattern)
{
    p.fillRect(r, color);
    if (pattern == Qt::SolidPattern || pattern == Qt::NoBrush)
        return;
    const QColor line = color.lightnessF() < 0.5 ? QColor(255, 255, 255, 150) : QColor(0, 0, 0, 110);
    p.fillRect(r, QBrush(line, pattern));
}

QColor textOn(const QColor &fill)
{
    return fill.lightnessF() < 0.55 ? QColor(Qt::white) : QColor(Qt::black);
}

struct Series {
    QColor color;
    Qt::BrushStyle pattern;
    QString letter;
    QString name;
};

QVector<Series> jobSeries()
{
    return {
        {ReportCharts::passedColor(), Qt::SolidPattern, QStringLiteral("P"), QCoreApplication::translate("hw::ReportCharts", "passed")},
        {ReportCharts::testFailureColor(), Qt::BDiagPattern, QStringLiteral("T"), QCoreApplication::translate("hw::ReportCharts", "test failures")},
        {ReportCharts::infraFailureColor(), Qt::DiagCrossPattern, QStringLiteral("I"), QCoreApplication::translate("hw::ReportCharts", "infra failures")},
    };
}

Qt::BrushStyle levelPattern(TrustLevel level)
{
    switch (level) {
    case TrustLevel::L1: return Qt::Dense6Pattern;
    case TrustLevel::L2: return Qt::BDiagPattern;
    case TrustLevel::L3: return Qt::SolidPattern;
    case TrustLevel::L4: return Qt::CrossPattern;
    case TrustLevel::Unknown: break;
    }
    return Qt::SolidPattern;
}

// 1, 2, 5 x 10^k so the axis has at most `ticks` steps.
qint64 niceStep(qint64 maximum, int ticks)
{
    qint64 magnitude = 1;
    while (true) {
        for (qint64 f : {1, 2, 5}) {
            const qint64 step = f * magnitude;
            if (maximum <= step * ticks)
                return step;
        }
        magnitude *= 10;
    }
}

} // namespace

QColor ReportCharts::levelColor(TrustLevel level)
{
    switch (level) {
    case TrustLevel::L1: return QColor(0x9e, 0x9e, 0x9e);
    case TrustLevel::L2: return QColor(0x15, 0x65, 0xc0);
    case TrustLevel::L3: return QColor(0x00, 0x89, 0x7b);
    case TrustLevel::L4: return QColor(0xf9, 0xa8, 0x25);
    case TrustLevel::Unknown: break;
    }
    return QColor(0xe0, 0xe0, 0xe0);
}

QString ReportCharts::levelChangeLabel(const LevelSpan &span)
{
    const QString level = trustLevelName(span.level);
    if (span.pr > 0)
        return QStringLiteral("→ %1 #%2").arg(level).arg(span.pr);
    return QCoreApplication::translate("hw::ReportCharts", "→ %1 (CI data)").arg(level);
}

QImage ReportCharts::jobsOverTime(const QVector<DailyCount> &daily, qint64 asOf, QSize size)
{
    return jobsOverTime(daily, asOf, size, {});
}

QImage ReportCharts::jobsOverTime(const QVector<DailyCount> &daily, qint64 asOf, QSize size,
                                  const QVector<LevelSpan> &levelChanges)
{
    size = size.expandedTo(QSize(200, 120));
    QImage image(size, QImage::Format_ARGB32);
    image.fill(backgroundColor());
    QPainter p(&image);
    p.setFont(chartFont(size, p, 24));
    const QFontMetrics fm(p.font());
    const int lineH = fm.height();

    // Days shown: the 30 up to asOf, or from the first day with data if that is earlier.
    const qint64 lastDay = dayStart(asOf);
    qint64 firstDay = lastDay - 29 * kDay;
    QHash<qint64, DailyCount> byDay;
    for (const DailyCount &d : daily) {
        const qint64 day = dayStart(d.day);
        if (day > lastDay)
            continue;
        firstDay = std::min(firstDay, day);
        DailyCount &sum = byDay[day];
        sum.day = day;
        sum.succeeded += d.succeeded;
        sum.testFailures += d.testFailures;
        sum.infraFailures += d.infraFailures;
    }
    const int days = int((lastDay - firstDay) / kDay) + 1;
    qint64 maxTotal = 0;
    for (const DailyCount &d : std::as_const(byDay))
        maxTotal = std::max(maxTotal, d.succeeded + d.testFailures + d.infraFailures);
    const qint64 step = niceStep(std::max<qint64>(maxTotal, 1), 5);
    const qint64 axisMax = std::max<qint64>(step, ((maxTotal + step - 1) / step) * step);

    // Title and legend.
    p.setPen(Qt::black);
    p.drawText(QPoint(8, 4 + fm.ascent()), QCoreApplication::translate("hw::ReportCharts", "Completed jobs per day (UTC)"));
    const QVector<Series> series = jobSeries();
    int x = size.width() - 8;
    const int swatchW = std::max(18, lineH), swatchH = std::max(12, lineH * 2 / 3);
    const int gap = fm.horizontalAdvance(u' ');
    for (qsizetype i = series.size() - 1; i >= 0; --i) {
        const QString text = series.at(i).letter + u' ' + series.at(i).name;
        x -= fm.horizontalAdvance(text);
        p.drawText(QPoint(x, 4 + lineH + 6 + fm.ascent()), text);
        x -= gap + swatchW;
        const QRect swatch(x, 4 + lineH + 6 + (lineH - swatchH) / 2, swatchW, swatchH);
        fillHatched(p, swatch, series.at(i).color, series.at(i).pattern);
        p.setPen(Qt::black);
        p.drawRect(swatch.adjusted(0, 0, -1, -1));
        x -= 3 * gap;
    }

    const int left = 14 + lineH + fm.horizontalAdvance(QString::number(axisMax)) + 6;
    // The right margin leaves room for half of the last day's label.
    const int right = std::max(10, fm.horizontalAdvance(QStringLiteral("00-00")) / 2 + 4);
    const QRect plot(left, 4 + 2 * lineH + 16, size.width() - left - right,
                     size.height() - (4 + 2 * lineH + 16) - (2 * lineH + 12));
    auto yOf = [&](double value) { return plot.bottom() - value / double(axisMax) * plot.height(); };

    // Grid and y axis labels.
    for (qint64 v = 0; v <= axisMax; v += step) {
        const int y = int(std::round(yOf(double(v))));
        p.setPen(QColor(0xdd, 0xdd, 0xdd));
        p.drawLine(plot.left(), y, plot.right(), y);
        p.setPen(Qt::black);
        const QString label = QString::number(v);
        p.drawText(QPoint(plot.left() - 6 - fm.horizontalAdvance(label), y + fm.ascent() / 2 - 1), label);
    }
    p.save();
    p.translate(6 + fm.ascent(), plot.center().y());
    p.rotate(-90);
    const QString yTitle = QCoreApplication::translate("hw::ReportCharts", "jobs");
    p.drawText(QPoint(-fm.horizontalAdvance(yTitle) / 2, 0), yTitle);
    p.restore();

    // Bars.
    const double slot = double(plot.width()) / days;
    const double barW = std::max(1.0, slot * 0.75);
    for (int i = 0; i < days; ++i) {
        const auto it = byDay.constFind(firstDay + i * kDay);
        if (it == byDay.constEnd())
            continue;
        const qint64 values[3] = {it->succeeded, it->testFailures, it->infraFailures};
        const double x0 = plot.left() + i * slot + (slot - barW) / 2;
        double base = 0;
        for (int s = 0; s < 3; ++s) {
            if (values[s] <= 0)
                continue;
            const double top = yOf(base + double(values[s]));
            const QRectF r(QPointF(std::round(x0), std::round(top)),
                           QPointF(std::round(x0 + barW), std::round(yOf(base))));
            fillHatched(p, r, series.at(s).color, series.at(s).pattern);
            if (r.height() >= lineH && r.width() >= fm.horizontalAdvance(u'W') + 2) {
                p.setPen(textOn(series.at(s).color));
                p.drawText(r, Qt::AlignCenter, series.at(s).letter);
            }
            base += double(values[s]);
        }
    }
    if (byDay.isEmpty()) {
        p.setPen(QColor(0x55, 0x55, 0x55));
        p.drawText(plot, Qt::AlignCenter, QCoreApplication::translate("hw::ReportCharts", "no completed jobs"));
    }

    // Level changes: a dashed line at the left edge of the day the span began (in the gap
    // before that day's bar), its label at the top, stacked when labels would collide.
    {
        const QColor ink = levelChangeMarkerColor();
        QPen dashed(ink, 2, Qt::DashLine);
        double rowRight[3] = {-1e9, -1e9, -1e9};
        for (const LevelSpan &span : levelChanges) {
            if (span.from <= 0)
                continue; // start unknown
            const qint64 day = dayStart(span.from);
            if (day < firstDay || day > lastDay)
                continue;
            const int lineX = int(std::round(plot.left() + double((day - firstDay) / kDay) * slot));
            p.setPen(dashed);
            p.drawLine(lineX, plot.top(), lineX, plot.bottom());
            const QString label = levelChangeLabel(span);
            const int w = fm.horizontalAdvance(label) + 8;
            const int boxLeft = lineX + w <= plot.right() ? lineX + 1 : lineX - w;
            int row = 0;
            while (row < 2 && boxLeft <= rowRight[row] + 4)
                ++row;
            rowRight[row] = std::max(rowRight[row], double(boxLeft + w));
            const QRect box(boxLeft, plot.top() + 2 + row * (lineH + 4), w, lineH + 2);
            p.fillRect(box, backgroundColor());
            p.setPen(QPen(ink, 1));
            p.drawRect(box.adjusted(0, 0, -1, -1));
            p.drawText(box, Qt::AlignCenter, label);
        }
    }

    // X axis with dated labels that never overlap.
    p.setPen(Qt::black);
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    p.drawLine(plot.bottomLeft(), plot.topLeft());
    const int labelW = fm.horizontalAdvance(QStringLiteral("00-00")) + 8;
    const int every = std::max(1, int(std::ceil(labelW / slot)));
    for (int i = days - 1; i >= 0; i -= every) {
        const double cx = plot.left() + (i + 0.5) * slot;
        p.drawLine(QPointF(cx, plot.bottom()), QPointF(cx, plot.bottom() + 3));
        const QString label = utcDate(firstDay + i * kDay, QStringLiteral("MM-dd"));
        p.drawText(QPointF(cx - fm.horizontalAdvance(label) / 2.0, plot.bottom() + 4 + fm.ascent()), label);
    }
    const QString xTitle = QCoreApplication::translate("hw::ReportCharts", "day (UTC), %1 to %2")
                               .arg(utcDate(firstDay, QStringLiteral("yyyy-MM-dd")),
                                    utcDate(lastDay, QStringLiteral("yyyy-MM-dd")));
    p.drawText(QPointF(plot.center().x() - fm.horizontalAdvance(xTitle) / 2.0,
                       plot.bottom() + 8 + lineH + fm.ascent()),
               xTitle);
    p.end();
    return image;
}

QImage ReportCharts::levelTimeline(const QVector<LevelSpan> &spans, qint64 asOf, QSize size)
{
    size = size.expandedTo(QSize(200, 100));
    QImage image(size, QImage::Format_ARGB32);
    image.fill(backgroundColor());
    QPainter p(&image);
    p.setFont(chartFont(size, p, 10));
    const QFontMetrics fm(p.font());
    const int lineH = fm.height();

    p.setPen(Qt::black);
    p.drawText(QPoint(8, 4 + fm.ascent()), QCoreApplication::translate("hw::ReportCharts", "Level history"));
    if (spans.isEmpty()) {
        p.setPen(QColor(0x55, 0x55, 0x55));
        p.drawText(QRect(QPoint(0, 0), size), Qt::AlignCenter, QCoreApplication::translate("hw::ReportCharts", "no level history"));
        p.end();
        return image;
    }

    const qint64 start = spans.first().from;
    qint64 end = std::max(asOf, spans.last().to);
    if (end <= start)
        end = start + kDay;
    const int margin = std::max(12, fm.horizontalAdvance(QStringLiteral("2026-00-00")) / 2 + 4);
    const QRect bar(margin, 4 + lineH + 8 + 2 * lineH + 6, size.width() - 2 * margin,
                    std::max(lineH + 8, size.height() / 4));
    auto xOf = [&](qint64 t) {
        return bar.left() + double(std::clamp(t, start, end) - start) / double(end - start) * bar.width();
    };

    // Segments.
    for (const LevelSpan &s : spans) {
        const qint64 to = s.current ? end : s.to;
        const QRectF r(QPointF(std::round(xOf(s.from)), bar.top()), QPointF(std::round(xOf(to)), bar.bottom()));
        if (r.width() <= 0)
            continue;
        const QColor color = levelColor(s.level);
        fillHatched(p, r, color, levelPattern(s.level));
        const QString label = trustLevelName(s.level);
        if (r.width() >= fm.horizontalAdvance(label) + 4) {
            // A plain box behind the label keeps it legible over the hatch.
            const QRectF box(r.center() - QPointF(fm.horizontalAdvance(label) / 2.0 + 3, lineH / 2.0),
                             QSizeF(fm.horizontalAdvance(label) + 6, lineH));
            if (box.width() <= r.width())
                p.fillRect(box, color);
            p.setPen(textOn(color));
            p.drawText(r, Qt::AlignCenter, label);
        }
    }
    p.setPen(Qt::black);
    p.drawRect(QRectF(bar).adjusted(0, 0, -1, -1));

    // Ticks: the date below, the PR above; labels that would collide move to a second row.
    double lastBelowRight[2] = {-1e9, -1e9};
    double lastAboveRight[2] = {-1e9, -1e9};
    auto place = [&](double cx, const QString &text, bool below) {
        if (text.isEmpty())
            return;
        const double w = fm.horizontalAdvance(text);
        double left = std::clamp(cx - w / 2, 2.0, size.width() - w - 2);
        double *rights = below ? lastBelowRight : lastAboveRight;
        int row = left > rights[0] + 6 ? 0 : (left > rights[1] + 6 ? 1 : 0);
        rights[row] = left + w;
        const double y = below ? bar.bottom() + 6 + row * lineH + fm.ascent()
                               : bar.top() - 6 - row * lineH - fm.descent();
        p.drawText(QPointF(left, y), text);
    };
    for (const LevelSpan &s : spans) {
        const double cx = xOf(s.from);
        p.drawLine(QPointF(cx, bar.top() - 4), QPointF(cx, bar.bottom() + 4));
        place(cx, utcDate(s.from, QStringLiteral("yyyy-MM-dd")), true);
        if (s.pr > 0)
            place(cx, QStringLiteral("#%1").arg(s.pr), false);
        else if (s.fromClickHouse)
            place(cx, QCoreApplication::translate("hw::ReportCharts", "ClickHouse"), false);
    }
    const double endX = xOf(end);
    p.drawLine(QPointF(endX, bar.top() - 4), QPointF(endX, bar.bottom() + 4));
    place(endX, QCoreApplication::translate("hw::ReportCharts", "as of %1").arg(utcDate(asOf, QStringLiteral("yyyy-MM-dd"))), true);
    p.end();
    return image;
}

} // namespace hw
