#include "ChartSeriesPieces.h"

#include <QAreaSeries>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>

#include <algorithm>
#include <limits>

namespace hw {

namespace {

Qt::PenStyle penStyle(SeriesStyle style)
{
    switch (style) {
    case SeriesStyle::Solid: return Qt::SolidLine;
    case SeriesStyle::Dashed: return Qt::DashLine;
    case SeriesStyle::Dotted: return Qt::DotLine;
    case SeriesStyle::DashDot: return Qt::DashDotLine;
    case SeriesStyle::LongDash: return Qt::CustomDashLine;
    case SeriesStyle::DashDotDot: return Qt::DashDotDotLine;
    }
    return Qt::SolidLine;
}

// Gap-free runs of reduced points as Qt Charts points.
ChartSeriesPieces::Runs runsOf(const QVector<SeriesPoint> &reduced)
{
    ChartSeriesPieces::Runs runs;
    QList<QPointF> run;
    for (const SeriesPoint &p : reduced) {
        if (p.isGap()) {
            if (!run.isEmpty())
                runs.append(std::exchange(run, {}));
            continue;
        }
        run.append(QPointF(p.t, p.v));
    }
    if (!run.isEmpty())
        runs.append(run);
    return runs;
}

} // namespace

// A dashed line is drawn one pixel wide: QPainter's cosmetic stroker dashes a 1-px line
// directly, while a wider dashed line goes through the general stroker, 10–20 times slower on
// the zig-zag of a reduced series (8 dashed GPUs took 8 s to open, 170 ms now). Solid lines
// keep their width.
QPen ChartSeriesPieces::pen(const QColor &color, SeriesStyle style, qreal width)
{
    const bool dashed = style != SeriesStyle::Solid;
    QPen pen(color, dashed ? 1.0 : width);
    pen.setStyle(penStyle(style));
    if (style == SeriesStyle::LongDash)
        pen.setDashPattern({7, 3});
    pen.setCapStyle(Qt::FlatCap);
    pen.setCosmetic(dashed);
    return pen;
}

std::span<const SeriesPoint> ChartSeriesPieces::windowSlice(const QVector<SeriesPoint> &pts, qint64 from, qint64 to)
{
    auto lo = std::lower_bound(pts.begin(), pts.end(), double(from),
                               [](const SeriesPoint &p, double t) { return p.t < t; });
    auto hi = std::upper_bound(lo, pts.end(), double(to), [](double t, const SeriesPoint &p) { return t < p.t; });
    if (lo != pts.begin())
        --lo;
    if (hi != pts.end())
        ++hi;
    return {lo, hi};
}

ChartSeriesPieces::Runs ChartSeriesPieces::reduce(const TimeSeries &series, bool upper, qint64 from, qint64 to,
                                                  int columns)
{
    for (const Reduced &r : std::as_const(m_recent))
        if (r.from == from && r.to == to && r.columns == columns && r.upper == upper)
            return r.runs;
    const QVector<SeriesPoint> &pts = upper ? series.upper : series.points;
    Runs reduced = runsOf(SeriesReducer::minMax(windowSlice(pts, from, to), double(from), double(to), columns));
    if (m_recent.size() >= RecentCount)
        m_recent.removeFirst();
    m_recent.append({from, to, columns, upper, reduced});
    return reduced;
}

ChartSeriesPieces::Reduction ChartSeriesPieces::reduceAll(std::vector<ChartSeriesPieces> &pieces,
    const QVector<TimeSeries> &series, const QVector<bool> &shown, qint64 from, qint64 to, int columns)
{
    Reduction r;
    r.lo = std::numeric_limits<double>::infinity();
    r.hi = -r.lo;
    r.runs.resize(series.size());
    r.upper.resize(series.size());
    for (qsizetype i = 0; i < series.size(); ++i) {
        const TimeSeries &s = series[i];
        ChartSeriesPieces &piece = pieces[size_t(i)];
        r.runs[i] = piece.reduce(s, false, from, to, columns);
        if (s.isBand())
            r.upper[i] = piece.reduce(s, true, from, to, columns);
        if (!shown[i])
            continue;
        const auto extend = [&](const Runs &rs) {
            for (const auto &run : rs) {
                r.total += run.size();
                for (const QPointF &p : run)
                    if (p.x() >= double(from) && p.x() <= double(to)) {
                        r.lo = std::min(r.lo, p.y());
                        r.hi = std::max(r.hi, p.y());
                    }
            }
        };
        extend(r.runs[i]);
        const qsizetype lowerPoints = r.total;
        extend(r.upper[i]);
        r.total = lowerPoints; // a band's points count once
    }
    return r;
}

QAbstractSeries *ChartSeriesPieces::makeItem(const TimeSeries &s, const QColor &color) const
{
    if (s.isBand()) {
        auto *area = new QAreaSeries(new QLineSeries, new QLineSeries);
        area->upperSeries()->setParent(area);
        area->lowerSeries()->setParent(area);
        QColor fill = color;
        fill.setAlpha(60);
        area->setBrush(fill);
        area->setPen(pen(color, s.style, 1));
        return area;
    }
    auto *line = new QLineSeries;
    line->setPen(pen(color, s.style, 2));
    return line;
}

void ChartSeriesPieces::draw(QChart *chart, const QList<QAbstractAxis *> &axes, const TimeSeries &s,
                             const QColor &color, const Runs &runs, const Runs &upperRuns, bool shown, qint64 from,
                             qint64 to, int columns)
{
    const qsizetype needed = std::max<qsizetype>(1, runs.size());
    // Qt Charts re-strokes a series' hover shape on every replace(): skip it when the series
    // already holds this very reduction (a layout or a repaint that changed nothing).
    const bool unchanged = m_items.size() == needed && m_drawnFrom == from && m_drawnTo == to
        && m_drawnColumns == columns;
    m_drawnFrom = from;
    m_drawnTo = to;
    m_drawnColumns = columns;
    while (m_items.size() < needed) {
        QAbstractSeries *item = makeItem(s, color);
        chart->addSeries(item);
        for (QAbstractAxis *axis : axes)
            item->attachAxis(axis);
        m_items.append(item);
    }
    while (m_items.size() > needed) {
        QAbstractSeries *item = m_items.takeLast();
        chart->removeSeries(item);
        delete item;
    }
    m_points = 0;
    for (qsizetype k = 0; k < m_items.size(); ++k) {
        const QList<QPointF> run = k < runs.size() ? runs[k] : QList<QPointF>{};
        if (unchanged) {
            // nothing to hand over again
        } else if (s.isBand()) {
            auto *area = static_cast<QAreaSeries *>(m_items[k]);
            area->lowerSeries()->replace(run);
            area->upperSeries()->replace(k < upperRuns.size() ? upperRuns[k] : QList<QPointF>{});
        } else {
            auto *line = static_cast<QLineSeries *>(m_items[k]);
            line->replace(run);
            // A lone sample between gaps is no line at all: draw sparse runs with points.
            line->setPointsVisible(run.size() < 3 || run.size() * 12 < columns);
        }
        m_items[k]->setVisible(shown);
        m_points += run.size();
    }
}

QList<QLegendMarker *> ChartSeriesPieces::styleLegend(QLegend *legend, const TimeSeries &series, bool shown,
                                                      const StatusPalette &pal) const
{
    QList<QLegendMarker *> entry;
    for (qsizetype k = 0; k < m_items.size(); ++k) {
        for (QLegendMarker *marker : legend->markers(m_items[k])) {
            if (k > 0) {
                marker->setVisible(false);
                continue;
            }
            marker->setVisible(true);
            marker->setLabel(series.name);
            QFont font = marker->font();
            font.setStrikeOut(!shown);
            marker->setFont(font);
            QColor ink = pal.color(shown ? ColorId::ChartText : ColorId::ChartMutedText);
            marker->setLabelBrush(ink);
            QPen markerPen = pen(pal.color(series.color), series.style, 2);
            if (!shown)
                markerPen.setColor(pal.color(ColorId::ChartMutedText));
            marker->setPen(markerPen);
            entry.append(marker);
        }
    }
    return entry;
}

} // namespace hw
