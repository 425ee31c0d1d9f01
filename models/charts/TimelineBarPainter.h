#pragma once

#include "ChartTimeScale.h"
#include "palette/StatusPalette.h"

#include <QFontMetrics>
#include <QRect>
#include <QStringList>
#include <QVector>

class QPainter;

namespace hw {

// The chart kit's timeline bar: one horizontal bar over [start, end] split into segments, each
// with a colour id, a fill pattern and the longest of its labels that fits; a tick at every
// change with a note above (the PR) and a date below; dotted grid lines (month starts); a bold
// end tick ("now"). Paints on any QPainter, so the level history on screen and in the report
// are the same drawing. In models/ for the same reason as StackedBarPainter.
class TimelineBarPainter
{
public:
    struct Segment {
        qint64 from = 0;
        qint64 to = 0;
        ColorId color = ColorId::LevelUnknown;
        Qt::BrushStyle pattern = Qt::SolidPattern;
        QStringList labels; // longest first; the first that fits the segment is drawn
    };
    struct Tick {
        qint64 at = 0;
        QString above; // "#196580"
        QString below; // "2026-08-24"
    };
    struct Data {
        QString title;
        qint64 start = 0;
        qint64 end = 0;
        QVector<Segment> segments;
        QVector<Tick> changes;
        QVector<qint64> gridLines;
        Tick endTick;
        QString emptyText; // drawn instead of the bar when there are no segments
    };
    struct Layout {
        QRectF bar;
        ChartTimeScale time; // the range over the bar's width
        // Kept on the bar: a change before the range is drawn at its left edge.
        double xOf(qint64 t) const { return time.mapTimeToXClamped(t); }
    };

    static Layout layout(const Data &data, const QRect &area, const QFontMetrics &fm);
    static void paint(QPainter &p, const QRect &area, const Data &data, const StatusPalette &palette);
    // The segment under pos (index into data.segments), or -1.
    static int segmentAt(const Data &data, const Layout &layout, const QPointF &pos);
    // The height the chart needs for a font: title, two label rows above and below, the bar.
    static int preferredHeight(const Data &data, const QFontMetrics &fm);
};

} // namespace hw
