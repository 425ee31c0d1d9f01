#include "TimelineBarPainter.h"

#include "ChartFill.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace hw {

namespace {

int barHeight(const QFontMetrics &fm)
{
    return fm.height() * 2 + 8;
}
} // namespace

int TimelineBarPainter::preferredHeight(const Data &data, const QFontMetrics &fm)
{
    const int lineH = fm.height();
    return kChartPad + (data.title.isEmpty() ? 0 : lineH + 6) + 2 * lineH + 10 + barHeight(fm) + 10 + 2 * lineH + kChartPad;
}

TimelineBarPainter::Layout TimelineBarPainter::layout(const Data &data, const QRect &area, const QFontMetrics &fm)
{
    Layout l;
    const int lineH = fm.height();
    const int margin = std::max(12, fm.horizontalAdvance(QStringLiteral("2026-00-00")) / 2 + 4);
    const int top = area.top() + kChartPad + (data.title.isEmpty() ? 0 : lineH + 6) + 2 * lineH + 10;
    // Tall when there is room (the report's wide image), never taller than a quarter of the area.
    const int h = std::max(barHeight(fm), std::min(area.height() / 4, area.bottom() - top - 2 * lineH - 14));
    l.bar = QRectF(area.left() + margin, top, std::max(10, area.width() - 2 * margin), h);
    l.time = { data.start, std::max(data.end, data.start + 1), l.bar.left(), l.bar.width() };
    return l;
}

int TimelineBarPainter::segmentAt(const Data &data, const Layout &layout, const QPointF &pos)
{
    if (pos.y() < layout.bar.top() - layout.bar.height() || pos.y() > layout.bar.bottom() + 4)
        return -1;
    for (qsizetype i = 0; i < data.segments.size(); ++i) {
        const double x0 = layout.xOf(data.segments.at(i).from), x1 = layout.xOf(data.segments.at(i).to);
        if (pos.x() >= x0 && pos.x() <= std::max(x1, x0 + 3))
            return int(i);
    }
    return -1;
}

namespace {

using Data = TimelineBarPainter::Data;
using Layout = TimelineBarPainter::Layout;

// Dotted grid lines (month starts) behind the bar's edges.
void paintGridLines(QPainter &p, const Layout &l, const Data &data, const StatusPalette &palette)
{
    p.setPen(QPen(palette.color(ColorId::ChartMutedText), 1, Qt::DotLine));
    for (qint64 t : data.gridLines) {
        const double x = std::round(l.xOf(t));
        p.drawLine(QPointF(x, l.bar.top() - 4), QPointF(x, l.bar.bottom() + 4));
    }
}

// Segments, each labelled with the longest label that fits on a plain box over the hatch.
void paintSegments(QPainter &p, const Layout &l, const Data &data, const StatusPalette &palette)
{
    const QFontMetrics fm(p.font());
    const int lineH = fm.height();
    const QRectF bar = l.bar;
    for (const TimelineBarPainter::Segment &s : data.segments) {
        const QRectF r(QPointF(std::round(l.xOf(s.from)), bar.top()), QPointF(std::round(l.xOf(s.to)), bar.bottom()));
        if (r.width() <= 0)
            continue;
        fillPatterned(p, r, palette, s.color, s.pattern);
        for (const QString &label : s.labels) {
            const int w = fm.horizontalAdvance(label);
            if (w + 10 > r.width())
                continue;
            const QRectF box(r.center() - QPointF(w / 2.0 + 4, lineH / 2.0 + 1), QSizeF(w + 8, lineH + 2));
            p.fillRect(box, palette.color(s.color));
            p.setPen(palette.textOn(s.color));
            p.drawText(r, Qt::AlignCenter, label);
            break;
        }
    }
    // A visible boundary between segments, and the frame.
    p.setPen(QPen(palette.color(ColorId::ChartBackground), 2));
    for (qsizetype i = 1; i < data.segments.size(); ++i) {
        const double x = std::round(l.xOf(data.segments.at(i).from));
        p.drawLine(QPointF(x, bar.top() + 1), QPointF(x, bar.bottom() - 1));
    }
    p.setPen(palette.color(ColorId::ChartAxis));
    p.drawRect(bar.adjusted(0, 0, -1, -1));
}

// Ticks: the note above, the date below; labels that would collide move to a second row.
void paintTicks(QPainter &p, const QRect &area, const Layout &l, const Data &data, const StatusPalette &palette)
{
    const QFontMetrics fm(p.font());
    const int lineH = fm.height();
    const QRectF bar = l.bar;
    const QColor text = palette.color(ColorId::ChartText);
    const QColor axis = palette.color(ColorId::ChartAxis);
    double belowRight[2] = {-1e9, -1e9};
    double aboveRight[2] = {-1e9, -1e9};
    auto place = [&](double cx, const QString &label, bool below) {
        if (label.isEmpty())
            return;
        const QFontMetrics current(p.font()); // the end tick's label is bold
        const double w = current.horizontalAdvance(label);
        const double left = std::clamp(cx - w / 2, double(area.left() + 2), double(area.right()) - w - 2);
        double *rights = below ? belowRight : aboveRight;
        const int row = left > rights[0] + 6 ? 0 : (left > rights[1] + 6 ? 1 : 0);
        rights[row] = left + w;
        const double y = below ? bar.bottom() + 6 + row * lineH + fm.ascent()
                               : bar.top() - 6 - row * lineH - fm.descent();
        p.drawText(QPointF(left, y), label);
    };
    p.setPen(text);
    for (const TimelineBarPainter::Tick &t : data.changes) {
        const double cx = std::round(l.xOf(t.at));
        p.setPen(axis);
        p.drawLine(QPointF(cx, bar.top() - 4), QPointF(cx, bar.bottom() + 4));
        p.setPen(text);
        place(cx, t.below, true);
        place(cx, t.above, false);
    }
    const double endX = std::round(l.xOf(data.endTick.at > 0 ? data.endTick.at : l.time.end));
    p.setPen(QPen(text, 2));
    p.drawLine(QPointF(endX, bar.top() - 6), QPointF(endX, bar.bottom() + 6));
    QFont bold = p.font();
    bold.setBold(true);
    p.setFont(bold);
    place(endX, data.endTick.below, true);
    place(endX, data.endTick.above, false);
}

} // namespace

void TimelineBarPainter::paint(QPainter &p, const QRect &area, const Data &data, const StatusPalette &palette)
{
    p.save();
    paintChartFrame(p, area, data.title, palette);
    if (data.segments.isEmpty()) {
        p.setPen(palette.color(ColorId::ChartMutedText));
        p.drawText(area, Qt::AlignCenter, data.emptyText);
        p.restore();
        return;
    }
    const Layout l = layout(data, area, QFontMetrics(p.font()));
    paintGridLines(p, l, data, palette);
    paintSegments(p, l, data, palette);
    paintTicks(p, area, l, data, palette);
    p.restore();
}

} // namespace hw
