#pragma once

#include "charts/TimeSeries.h"

#include <QList>
#include <QPen>
#include <QPointF>
#include <QVector>

#include <span>
#include <vector>

class QAbstractAxis;
class QAbstractSeries;
class QChart;
class QLegend;
class QLegendMarker;

namespace hw {

// The Qt Charts series that draw one of the time chart's series: one per gap-free run in the
// window (a line, or an area between two lines for a band). The first always exists: its legend
// marker is the series' legend entry. Keeps the last few reductions, so zooming out and
// resetting go back to windows already reduced and a million samples need not be walked again.
class ChartSeriesPieces
{
public:
    using Runs = QList<QList<QPointF>>;
    // Every series reduced for a window (gap-free runs; a band's upper edge apart), and the range
    // of the values shown in it.
    struct Reduction {
        QVector<Runs> runs;
        QVector<Runs> upper;
        double lo = 0;
        double hi = 0;
        qsizetype total = 0; // points shown
    };
    // First the reductions and the value range, then the axes, then the data (draw): Qt Charts
    // lays every series out again on each axis change.
    static Reduction reduceAll(std::vector<ChartSeriesPieces> &pieces, const QVector<TimeSeries> &series,
        const QVector<bool> &shown, qint64 from, qint64 to, int columns);

    // The series' samples reduced for the window and that many pixel columns, as gap-free runs
    // (upper: the band's upper edge).
    Runs reduce(const TimeSeries &series, bool upper, qint64 from, qint64 to, int columns);
    // Hands the runs to the Qt series (adding or removing pieces as the runs need), unless they
    // already hold this very reduction; hidden pieces stay, invisible.
    void draw(QChart *chart, const QList<QAbstractAxis *> &axes, const TimeSeries &series, const QColor &color,
        const Runs &runs, const Runs &upperRuns, bool shown, qint64 from, qint64 to, int columns);
    // The pieces after the chart removed every series (new pens): made again on the next draw.
    void forgetItems() { m_items.clear(); }
    // Its legend entry, struck through and faded while hidden (to be clicked back); the markers
    // of the other pieces hidden. Returns the entry's markers.
    QList<QLegendMarker *> styleLegend(QLegend *legend, const TimeSeries &series, bool shown,
        const StatusPalette &palette) const;

    const QVector<QAbstractSeries *> &items() const { return m_items; }
    qsizetype points() const { return m_points; }

    // A series' pen: its colour, its dash pattern.
    static QPen pen(const QColor &color, SeriesStyle style, qreal width);
    // The samples the window needs: those inside it and one on each side, so the line runs on to
    // the plot's edges.
    static std::span<const SeriesPoint> windowSlice(const QVector<SeriesPoint> &points, qint64 from, qint64 to);

private:
    QAbstractSeries *makeItem(const TimeSeries &series, const QColor &color) const;

    QVector<QAbstractSeries *> m_items;
    qsizetype m_points = 0;
    struct Reduced {
        qint64 from;
        qint64 to;
        int columns;
        bool upper;
        Runs runs;
    };
    QVector<Reduced> m_recent;
    static constexpr int RecentCount = 6;
    // The reduction the Qt series hold now.
    qint64 m_drawnFrom = -1;
    qint64 m_drawnTo = -1;
    int m_drawnColumns = -1;
};

} // namespace hw
