#include "StackedBarPainter.h"

#include "ChartFill.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace hw {

namespace {


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

QString legendLabel(const StackedBarPainter::Series &s)
{
    return s.letter.isEmpty() ? s.name : s.letter + u' ' + s.name;
}

// Places the legend's swatches and texts in l, rows right-aligned from the top; returns the top
// of the last row.
int placeLegend(StackedBarPainter::Layout &l, const StackedBarPainter::Data &data, const QRect &area,
                const QFontMetrics &fm, int top)
{
    const int lineH = fm.height();
    const int swatchW = std::max(18, lineH), swatchH = std::max(12, lineH * 2 / 3);
    const int gap = fm.horizontalAdvance(u' ');
    const int fullLeft = area.left() + 8, fullRight = area.right() - 8;
    const int beside = data.title.isEmpty() ? fullLeft : fullLeft + fm.horizontalAdvance(data.title) + 4 * gap;
    const int n = int(data.series.size());
    QVector<int> widths(n);
    for (int i = 0; i < n; ++i)
        widths[i] = swatchW + gap + fm.horizontalAdvance(legendLabel(data.series.at(i)));
    l.legendSwatches.resize(n);
    l.legendText.resize(n);
    int rowTop = top;
    int rowLeft = beside;
    int i = 0;
    while (i < n) {
        // Take as many entries as fit; at least one on a full-width row.
        int j = i, used = 0;
        while (j < n && (used == 0 ? widths[j] : used + 3 * gap + widths[j]) <= fullRight - rowLeft) {
            used += (used == 0 ? 0 : 3 * gap) + widths[j];
            ++j;
        }
        if (j == i && rowLeft != fullLeft) { // nothing fits beside the title: start below it
            rowTop += lineH + 4;
            rowLeft = fullLeft;
            continue;
        }
        if (j == i) {
            used = widths[j];
            ++j;
        }
        int x = fullRight - used;
        for (int k = i; k < j; ++k) {
            l.legendSwatches[k] = QRectF(x, rowTop + (lineH - swatchH) / 2.0, swatchW, swatchH);
            l.legendText[k] = QPointF(x + swatchW + gap, rowTop + fm.ascent());
            x += widths[k] + 3 * gap;
        }
        i = j;
        if (i < n) {
            rowTop += lineH + 4;
            rowLeft = fullLeft;
        }
    }
    return rowTop;
}

void paintLegend(QPainter &p, const StackedBarPainter::Layout &l, const StackedBarPainter::Data &data,
                 const StatusPalette &palette)
{
    for (qsizetype i = 0; i < data.series.size(); ++i) {
        const StackedBarPainter::Series &s = data.series.at(i);
        const QRectF swatch = l.legendSwatches.at(i).toRect();
        fillPatterned(p, swatch, palette, s.color, s.pattern);
        p.setPen(palette.color(ColorId::ChartAxis));
        p.drawRect(swatch.adjusted(0, 0, -1, -1));
        p.setPen(palette.color(ColorId::ChartText));
        p.drawText(l.legendText.at(i), legendLabel(s));
    }
}

// The y grid, its labels and the y title.
void paintGrid(QPainter &p, const StackedBarPainter::Layout &l, const StackedBarPainter::Data &data, const QRect &area,
               const StatusPalette &palette)
{
    const QFontMetrics fm(p.font());
    const QRectF plot = l.plot;
    const QColor text = palette.color(ColorId::ChartText);
    for (qint64 v = 0; v <= l.axisMax; v += l.step) {
        const int y = int(std::round(l.yOf(double(v))));
        p.setPen(palette.color(ColorId::ChartGrid));
        p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y));
        p.setPen(text);
        const QString label = QString::number(v);
        p.drawText(QPointF(plot.left() - 6 - fm.horizontalAdvance(label), y + fm.ascent() / 2.0 - 1), label);
    }
    if (!data.yTitle.isEmpty()) {
        p.save();
        p.translate(area.left() + 6 + fm.ascent(), plot.center().y());
        p.rotate(-90);
        p.drawText(QPointF(-fm.horizontalAdvance(data.yTitle) / 2.0, 0), data.yTitle);
        p.restore();
    }
}

// One segment of a bar, with its letter when it fits.
void paintSegment(QPainter &p, const QRectF &r, const StackedBarPainter::Series &series, const StatusPalette &palette)
{
    const QFontMetrics fm(p.font());
    const int lineH = fm.height();
    fillPatterned(p, r, palette, series.color, series.pattern);
    if (r.height() >= lineH && r.width() >= fm.horizontalAdvance(u'W') + 2) {
        // A plain box behind the letter keeps it legible over the hatch.
        const QRectF box(r.center() - QPointF(fm.horizontalAdvance(series.letter) / 2.0 + 2, lineH / 2.0),
                         QSizeF(fm.horizontalAdvance(series.letter) + 4, lineH));
        if (box.width() <= r.width())
            p.fillRect(box, palette.color(series.color));
        p.setPen(palette.textOn(series.color));
        p.drawText(r, Qt::AlignCenter, series.letter);
    }
}

// Bars, bottom up in series order; the empty text when there is none.
void paintBars(QPainter &p, const StackedBarPainter::Layout &l, const StackedBarPainter::Data &data,
               const StatusPalette &palette)
{
    const double barW = std::max(1.0, l.slotWidth * 0.75);
    bool any = false;
    for (qsizetype i = 0; i < data.values.size(); ++i) {
        const QVector<qint64> &values = data.values.at(i);
        const double x0 = l.slotLeft(int(i)) + (l.slotWidth - barW) / 2;
        double base = 0;
        for (qsizetype s = 0; s < values.size() && s < data.series.size(); ++s) {
            if (values.at(s) <= 0)
                continue;
            any = true;
            const QRectF r(QPointF(std::round(x0), std::round(l.yOf(base + double(values.at(s))))),
                           QPointF(std::round(x0 + barW), std::round(l.yOf(base))));
            paintSegment(p, r, data.series.at(s), palette);
            base += double(values.at(s));
        }
    }
    if (!any && !data.emptyText.isEmpty()) {
        p.setPen(palette.color(ColorId::ChartMutedText));
        p.drawText(l.plot, Qt::AlignCenter, data.emptyText);
    }
}

// Markers: a dashed line at the left edge of the slot (in the gap before its bar), the label
// boxed at the top, stacked when labels would collide.
void paintMarkers(QPainter &p, const StackedBarPainter::Layout &l, const StackedBarPainter::Data &data,
                  const StatusPalette &palette)
{
    const QFontMetrics fm(p.font());
    const int lineH = fm.height();
    const QRectF plot = l.plot;
    const QColor ink = palette.color(ColorId::ChartMarker);
    double rowRight[3] = {-1e9, -1e9, -1e9};
    for (const StackedBarPainter::Marker &m : data.markers) {
        if (m.slot < 0 || m.slot >= std::max<qsizetype>(1, data.values.size()))
            continue;
        const int x = int(std::round(l.slotLeft(m.slot)));
        p.setPen(QPen(ink, 2, Qt::DashLine));
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        const int w = fm.horizontalAdvance(m.label) + 8;
        const int boxLeft = x + w <= plot.right() ? x + 1 : x - w;
        int row = 0;
        while (row < 2 && boxLeft <= rowRight[row] + 4)
            ++row;
        rowRight[row] = std::max(rowRight[row], double(boxLeft + w));
        const QRect box(boxLeft, int(plot.top()) + 2 + row * (lineH + 4), w, lineH + 2);
        p.fillRect(box, palette.color(ColorId::ChartBackground));
        p.setPen(QPen(ink, 1));
        p.drawRect(box.adjusted(0, 0, -1, -1));
        p.drawText(box, Qt::AlignCenter, m.label);
    }
}

// Axes and x labels, counted back from the last slot so the newest day is always labelled.
void paintXAxis(QPainter &p, const StackedBarPainter::Layout &l, const StackedBarPainter::Data &data,
                const StatusPalette &palette)
{
    const QFontMetrics fm(p.font());
    const QRectF plot = l.plot;
    const QColor axis = palette.color(ColorId::ChartAxis);
    p.setPen(axis);
    p.drawLine(plot.bottomLeft(), plot.bottomRight());
    p.drawLine(plot.bottomLeft(), plot.topLeft());
    int widest = 0;
    for (const QString &s : data.slotLabels)
        widest = std::max(widest, fm.horizontalAdvance(s));
    const int every = std::max(1, int(std::ceil((widest + 8) / std::max(1.0, l.slotWidth))));
    for (qsizetype i = data.slotLabels.size() - 1; i >= 0; i -= every) {
        const double cx = l.slotLeft(int(i)) + l.slotWidth / 2;
        p.setPen(axis);
        p.drawLine(QPointF(cx, plot.bottom()), QPointF(cx, plot.bottom() + 3));
        p.setPen(palette.color(ColorId::ChartText));
        const QString &label = data.slotLabels.at(i);
        p.drawText(QPointF(cx - fm.horizontalAdvance(label) / 2.0, plot.bottom() + 4 + fm.ascent()), label);
    }
    if (!data.xTitle.isEmpty())
        p.drawText(QPointF(plot.center().x() - fm.horizontalAdvance(data.xTitle) / 2.0,
                           plot.bottom() + 8 + fm.height() + fm.ascent()),
                   data.xTitle);
}

} // namespace

int StackedBarPainter::Layout::slotAt(double x) const
{
    if (x < plot.left() || x >= plot.right() || slotWidth <= 0)
        return -1;
    return int((x - plot.left()) / slotWidth);
}

qint64 StackedBarPainter::total(const Data &data, int series)
{
    qint64 sum = 0;
    for (const QVector<qint64> &slot : data.values)
        if (series >= 0 && series < slot.size())
            sum += slot.at(series);
    return sum;
}

StackedBarPainter::Layout StackedBarPainter::layout(const Data &data, const QRect &area, const QFontMetrics &fm)
{
    Layout l;
    const int lineH = fm.height();
    qint64 maxTotal = 0;
    for (const QVector<qint64> &slot : data.values) {
        qint64 sum = 0;
        for (qint64 v : slot)
            sum += std::max<qint64>(0, v);
        maxTotal = std::max(maxTotal, sum);
    }
    l.step = niceStep(std::max<qint64>(maxTotal, 1), 5);
    l.axisMax = std::max<qint64>(l.step, ((maxTotal + l.step - 1) / l.step) * l.step);

    // Title on the first line; the legend fills rows left to right (the first row beside the
    // title when it fits there), each row right-aligned.
    const int top = area.top() + kChartPad;
    const int rowTop = placeLegend(l, data, area, fm, top);
    const int n = int(data.series.size());
    const bool header = !data.title.isEmpty() || n > 0;
    const int headerBottom = header ? rowTop + lineH + 10 : top;

    const int yTitleW = data.yTitle.isEmpty() ? 0 : lineH + 6;
    const int left = area.left() + 8 + yTitleW + fm.horizontalAdvance(QString::number(l.axisMax)) + 6;
    // The right margin leaves room for half of the last slot's label.
    int widest = 0;
    for (const QString &s : data.slotLabels)
        widest = std::max(widest, fm.horizontalAdvance(s));
    const int right = std::max(10, widest / 2 + 4);
    const int bottom = lineH + 8 + (data.xTitle.isEmpty() ? 0 : lineH + 4);
    l.plot = QRectF(left, headerBottom, std::max(10, area.right() + 1 - right - left),
                    std::max(10, area.bottom() + 1 - bottom - headerBottom));
    l.slotWidth = data.values.isEmpty() ? l.plot.width() : l.plot.width() / data.values.size();
    return l;
}

void StackedBarPainter::paint(QPainter &p, const QRect &area, const Data &data, const StatusPalette &palette)
{
    const QFontMetrics fm(p.font());
    const Layout l = layout(data, area, fm);
    p.save();
    // Title and legend (the swatch shows the pattern: it is as big as a line of text).
    paintChartFrame(p, area, data.title, palette);
    paintLegend(p, l, data, palette);
    paintGrid(p, l, data, area, palette);
    paintBars(p, l, data, palette);
    paintMarkers(p, l, data, palette);
    paintXAxis(p, l, data, palette);
    p.restore();
}

} // namespace hw
