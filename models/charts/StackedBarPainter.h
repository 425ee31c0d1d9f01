#pragma once

#include "palette/StatusPalette.h"

#include <QFontMetrics>
#include <QRect>
#include <QStringList>
#include <QVector>

class QPainter;

namespace hw {

// The chart kit's stacked bar chart: one bar per slot (a day), one stacked segment per series,
// each series with a colour id, a fill pattern and a letter (drawn in the segment when it fits
// and in the legend), dashed labelled markers at slot edges, a y grid with round steps and
// x labels that never overlap. Paints on any QPainter: the screen widgets and the report's
// images both draw through it, so a series has one look everywhere.
// Lives in models/, not ui/charts/: the headless report (models/backends) paints with it too,
// and models/ may not reach up into ui/.
class StackedBarPainter
{
public:
    struct Series {
        QString letter;                            // "P", "T", "I"
        QString name;                              // legend text after the letter
        ColorId color = ColorId::ChartText;
        Qt::BrushStyle pattern = Qt::SolidPattern; // solid, hatched, cross-hatched …
    };
    struct Marker {
        int slot = 0;  // drawn at the left edge of this slot
        QString label; // "→ L3 #196580"
    };
    struct Data {
        QString title;
        QString yTitle;
        QString xTitle;
        QVector<Series> series;
        QStringList slotLabels;          // one per slot, under the x axis
        QVector<QVector<qint64>> values; // per slot, one value per series; empty: no bar (a gap, not zero)
        QVector<Marker> markers;
        QString emptyText;               // centred in the plot when no slot has a value
    };
    // Where everything goes for a given area and font: the widget's hit tests use the same numbers.
    struct Layout {
        QRectF plot;
        double slotWidth = 1;
        qint64 axisMax = 1;
        qint64 step = 1;
        QVector<QRectF> legendSwatches; // per series
        QVector<QPointF> legendText;    // baseline start per series
        double yOf(double value) const { return plot.bottom() - value / double(axisMax) * plot.height(); }
        double slotLeft(int slot) const { return plot.left() + slot * slotWidth; }
        // The slot under x, or -1 outside the plot.
        int slotAt(double x) const;
    };

    static Layout layout(const Data &data, const QRect &area, const QFontMetrics &fm);
    // Paints the whole chart into area with the painter's current font.
    static void paint(QPainter &p, const QRect &area, const Data &data, const StatusPalette &palette);
    // Total of one series over all slots.
    static qint64 total(const Data &data, int series);
};

} // namespace hw
