#include "TimeSeriesChart.h"

#include "CustomRangeDialog.h"
#include "TimeChartView.h"
#include "charts/PngFile.h"
#include "charts/SeriesCsv.h"
#include "charts/TimeTicks.h"

#include <QAction>
#include <QAreaSeries>
#include <QCategoryAxis>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QGraphicsLineItem>
#include <QGraphicsRectItem>
#include <QGraphicsSimpleTextItem>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QSaveFile>
#include <QStatusBar>
#include <QTimeZone>
#include <QToolButton>
#include <QToolTip>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace hw {

namespace {

constexpr int MinColumns = 50;

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

// A dashed line is drawn one pixel wide: QPainter's cosmetic stroker dashes a 1-px line
// directly, while a wider dashed line goes through the general stroker, 10–20 times slower on
// the zig-zag of a reduced series (8 dashed GPUs took 8 s to open, 170 ms now). Solid lines
// keep their width.
QPen seriesPen(const QColor &color, SeriesStyle style, qreal width)
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

// The samples of a series that the window needs: those inside it and one on each side, so the
// line runs on to the plot's edges.
std::span<const SeriesPoint> windowSlice(const QVector<SeriesPoint> &pts, qint64 from, qint64 to)
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

// Gap-free runs of reduced points as Qt Charts points.
QList<QList<QPointF>> runsOf(const QVector<SeriesPoint> &reduced)
{
    QList<QList<QPointF>> runs;
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

// The Qt Charts series that draw one of our series: one per gap-free run in the window (a line,
// or an area between two lines for a band). The first always exists: its legend marker is the
// series' legend entry.
struct TimeSeriesChart::Pieces {
    QVector<QAbstractSeries *> items;
    qsizetype points = 0;
    // The last few reductions by window and width: zooming out and resetting go back to windows
    // already reduced, and a million samples need not be walked again.
    struct Reduced {
        qint64 from;
        qint64 to;
        int columns;
        bool upper;
        QList<QList<QPointF>> runs;
    };
    QVector<Reduced> recent;
    static constexpr int RecentCount = 6;
    // The reduction the Qt series hold now.
    qint64 drawnFrom = -1;
    qint64 drawnTo = -1;
    int drawnColumns = -1;
};

TimeSeriesChart::TimeSeriesChart(QWidget *parent)
    : QWidget(parent)
    , m_noData(tr("No data in this time range"))
    , m_chart(new QChart)
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    m_chart->setMargins(QMargins(4, 4, 8, 4));
    m_timeAxis = new QCategoryAxis;
    m_timeAxis->setLabelsPosition(QCategoryAxis::AxisLabelsPositionOnValue);
    m_valueAxis = new QValueAxis;
    m_chart->addAxis(m_timeAxis, Qt::AlignBottom);
    m_chart->addAxis(m_valueAxis, Qt::AlignLeft);

    m_view = new TimeChartView(m_chart, this);
    m_crosshair = new QGraphicsLineItem(m_chart);
    m_crosshair->setZValue(100);
    m_crosshair->hide();
    m_noDataItem = new QGraphicsSimpleTextItem(m_chart);
    m_noDataItem->setZValue(101);
    m_noDataItem->hide();

    m_rangeBox = new QComboBox(this);
    m_rangeBox->setAccessibleName(tr("Time range"));
    m_utcBox = new QCheckBox(tr("&UTC"), this);
    m_utcBox->setChecked(m_utc);
    m_utcBox->setToolTip(tr("Show times in UTC (unchecked: local time)"));
    m_windowLabel = new QLabel(this);

    auto *zoomOutAction = new QAction(tr("Zoom out"), this);
    zoomOutAction->setShortcuts({QKeySequence(Qt::Key_Minus), QKeySequence(Qt::Key_Backspace)});
    zoomOutAction->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    zoomOutAction->setToolTip(tr("Zoom out one step (- or Backspace). Drag across the chart to zoom in."));
    connect(zoomOutAction, &QAction::triggered, this, [this] { zoomOut(); });
    auto *reset = new QAction(tr("Reset zoom"), this);
    reset->setShortcuts({QKeySequence(Qt::Key_0), QKeySequence(Qt::Key_Home)});
    reset->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    reset->setToolTip(tr("Show the whole range again (0 or Home)"));
    connect(reset, &QAction::triggered, this, &TimeSeriesChart::resetZoom);
    for (QAction *a : {zoomOutAction, reset})
        a->setProperty("keyGroup", tr("Charts")); // their group in the keyboard sheet (KeyboardSheet)
    addActions({zoomOutAction, reset});
    m_zoomOutButton = new QToolButton(this);
    m_zoomOutButton->setDefaultAction(zoomOutAction);
    m_resetButton = new QToolButton(this);
    m_resetButton->setDefaultAction(reset);

    auto *exportButton = new QToolButton(this);
    exportButton->setText(tr("Export"));
    exportButton->setPopupMode(QToolButton::InstantPopup);
    auto *exportMenu = new QMenu(exportButton);
    exportMenu->addAction(tr("Save as &PNG…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save chart as PNG"), {}, tr("PNG images (*.png)"));
        if (!path.isEmpty())
            exportPngInBackground(path);
    });
    exportMenu->addAction(tr("Save data as &CSV…"), this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Save chart data as CSV"), {}, tr("CSV files (*.csv)"));
        if (!path.isEmpty())
            exportCsvInBackground(path);
    });
    exportButton->setMenu(exportMenu);

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(m_rangeBox);
    bar->addWidget(m_utcBox);
    bar->addWidget(m_windowLabel, 1);
    bar->addWidget(m_zoomOutButton);
    bar->addWidget(m_resetButton);
    bar->addWidget(exportButton);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);

    connect(m_rangeBox, &QComboBox::activated, this, &TimeSeriesChart::chooseRange);
    connect(m_utcBox, &QCheckBox::toggled, this, &TimeSeriesChart::setUtc);
    connect(m_view, &TimeChartView::zoomRequested, this, &TimeSeriesChart::zoomTo);
    connect(m_view, &TimeChartView::hovered, this, &TimeSeriesChart::onHover);
    connect(m_view, &TimeChartView::clicked, this, &TimeSeriesChart::onClicked);
    // A layout moves the plot area several times in a row (legend, axes, the window's own
    // layout): redraw once, after the last move, not once per move. The queued call is a posted
    // event, so whoever flushes posted events (renderImage, a paint) sees the final state.
    // A move caused by refresh() itself (new axis labels) is followed too, after it: queued, it
    // cannot recurse, and a refresh that changes nothing moves nothing.
    connect(m_chart, &QChart::plotAreaChanged, this, [this] {
        if (m_refreshQueued)
            return;
        m_refreshQueued = true;
        QMetaObject::invokeMethod(
            this,
            [this] {
                m_refreshQueued = false;
                refresh();
            },
            Qt::QueuedConnection);
    });

    setFocusPolicy(Qt::StrongFocus);
    applyPalette();
    rebuildRange();
}

TimeSeriesChart::~TimeSeriesChart() = default;

void TimeSeriesChart::setTitle(const QString &title)
{
    m_chart->setTitle(title);
}

QString TimeSeriesChart::title() const
{
    return m_chart->title();
}

void TimeSeriesChart::setValueFormat(const QString &unit, int decimals)
{
    m_unit = unit;
    m_decimals = decimals;
    // Qt Charts formats axis labels through Latin-1: a unit beyond ASCII ("°C") would come out
    // garbled, so it goes to the axis title instead.
    const bool ascii = std::all_of(unit.begin(), unit.end(), [](QChar c) { return c.unicode() < 0x80; });
    m_valueAxis->setLabelFormat(u"%.*f"_s.replace(u"*"_s, QString::number(std::max(0, decimals)))
                                + (ascii ? QString(unit).replace(u"%"_s, u"%%"_s) : QString()));
    m_valueAxis->setTitleText(ascii ? QString() : unit.trimmed());
}

void TimeSeriesChart::setValueRange(std::optional<std::pair<double, double>> range)
{
    m_valueRange = range;
    refresh();
}

void TimeSeriesChart::setNoDataText(const QString &text)
{
    m_noData = text;
    refresh();
}

void TimeSeriesChart::setRangeSelectorVisible(bool visible)
{
    m_rangeBox->setVisible(visible);
    m_utcBox->setVisible(visible);
}

void TimeSeriesChart::setSeries(const QVector<TimeSeries> &series)
{
    // Keep what the user hid, by name, across updates of the data.
    QHash<QString, bool> shown;
    for (qsizetype i = 0; i < m_series.size(); ++i)
        shown.insert(m_series[i].name, m_shown.value(i, true));
    m_series = series;
    m_shown.clear();
    for (const TimeSeries &s : m_series)
        m_shown.append(shown.value(s.name, true));

    m_chart->removeAllSeries();
    m_pieces.clear();
    m_pieces.resize(size_t(m_series.size()));
    if (m_range.isRelative() && !m_zoom.isZoomed())
        m_zoom.reset(m_range.resolve(nowMs()));
    refresh();
}

void TimeSeriesChart::setTimeRange(const TimeRange &range)
{
    m_range = range;
    rebuildRange();
    emit timeRangeChanged(m_range, m_utc);
}

void TimeSeriesChart::setUtc(bool utc)
{
    if (utc == m_utc)
        return;
    m_utc = utc;
    m_utcBox->setChecked(utc);
    updateRangeSelector();
    refresh();
    emit timeRangeChanged(m_range, m_utc);
}

void TimeSeriesChart::setNow(std::optional<qint64> nowMs)
{
    m_now = nowMs;
    if (m_range.isRelative())
        rebuildRange();
}

ChartTimeScale TimeSeriesChart::plotScale() const
{
    const QRectF plot = m_chart->plotArea();
    return { window().first, window().second, plot.left(), plot.width() };
}

qint64 TimeSeriesChart::nowMs() const
{
    return m_now ? *m_now : QDateTime::currentMSecsSinceEpoch();
}

void TimeSeriesChart::rebuildRange()
{
    m_zoom.reset(m_range.resolve(nowMs()));
    updateRangeSelector();
    refresh();
    emit windowChanged(window().first, window().second);
}

bool TimeSeriesChart::zoomTo(qint64 fromMs, qint64 toMs)
{
    if (fromMs < 0 || toMs < 0 || !m_zoom.push({fromMs, toMs}))
        return false;
    refresh();
    emit windowChanged(window().first, window().second);
    return true;
}

bool TimeSeriesChart::zoomOut()
{
    if (!m_zoom.pop())
        return false;
    refresh();
    emit windowChanged(window().first, window().second);
    return true;
}

void TimeSeriesChart::resetZoom()
{
    if (!m_zoom.isZoomed())
        return;
    m_zoom.reset(m_zoom.base());
    refresh();
    emit windowChanged(window().first, window().second);
}

void TimeSeriesChart::setSeriesShown(int index, bool shown)
{
    if (index < 0 || index >= m_shown.size() || m_shown[index] == shown)
        return;
    m_shown[index] = shown;
    refresh();
}

bool TimeSeriesChart::isSeriesShown(int index) const
{
    return m_shown.value(index, false);
}

void TimeSeriesChart::updateRangeSelector()
{
    const QSignalBlocker block(m_rangeBox);
    m_rangeBox->clear();
    for (int days : TimeRange::presetDays())
        m_rangeBox->addItem(TimeRange::lastDays(days).label(m_utc), days);
    if (!m_range.isRelative())
        m_rangeBox->addItem(m_range.label(m_utc), -1);
    m_rangeBox->addItem(tr("Custom range…"), 0);
    int current = m_rangeBox->findData(m_range.isRelative() ? m_range.days() : -1);
    if (current < 0) { // a relative range that is not a preset ("45d" from the command line)
        m_rangeBox->insertItem(TimeRange::presetDays().size(), m_range.label(m_utc), m_range.days());
        current = int(TimeRange::presetDays().size());
    }
    m_rangeBox->setCurrentIndex(current);
}

void TimeSeriesChart::chooseRange(int comboIndex)
{
    const int days = m_rangeBox->itemData(comboIndex).toInt();
    if (days > 0) {
        setTimeRange(TimeRange::lastDays(days));
        return;
    }
    if (days < 0)
        return;
    updateRangeSelector(); // until the dialog is accepted, the selector shows the range in use
    auto *dialog = new CustomRangeDialog(window().first, window().second, m_utc, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { setTimeRange(dialog->range()); });
    dialog->open();
}

QString TimeSeriesChart::formatValue(double v) const
{
    if (std::isnan(v))
        return tr("no data");
    return QString::number(v, 'f', m_decimals) + m_unit;
}

void TimeSeriesChart::refresh()
{
    m_refreshing = true;
    const auto [from, to] = window();
    // One column per two pixels: min and max of each still draw every spike, and Qt Charts strokes
    // (for its hover shape) every point it is given, so half the points is half the redraw.
    const int columns = std::max(MinColumns, int(m_chart->plotArea().width() / 2));
    const StatusPalette pal = palette();
    double lo = std::numeric_limits<double>::infinity();
    double hi = -lo;
    qsizetype total = 0;

    // First the reductions and the value range, then the axes, then the data: Qt Charts
    // recomputes every series' geometry (and re-strokes its hover shape) on each axis change, so
    // data handed over before the axes would be laid out twice.
    QVector<QList<QList<QPointF>>> allRuns(m_series.size()), allUpper(m_series.size());
    for (qsizetype i = 0; i < m_series.size(); ++i) {
        const TimeSeries &s = m_series[i];
        Pieces &pieces = m_pieces[size_t(i)];
        const auto reduce = [&](const QVector<SeriesPoint> &pts, bool upper) {
            for (const Pieces::Reduced &r : std::as_const(pieces.recent))
                if (r.from == from && r.to == to && r.columns == columns && r.upper == upper)
                    return r.runs;
            QList<QList<QPointF>> reduced =
                runsOf(SeriesReducer::minMax(windowSlice(pts, from, to), double(from), double(to), columns));
            if (pieces.recent.size() >= Pieces::RecentCount)
                pieces.recent.removeFirst();
            pieces.recent.append({from, to, columns, upper, reduced});
            return reduced;
        };
        allRuns[i] = reduce(s.points, false);
        if (s.isBand())
            allUpper[i] = reduce(s.upper, true);
        if (!m_shown[i])
            continue;
        const auto extend = [&](const QList<QList<QPointF>> &rs) {
            for (const auto &run : rs) {
                total += run.size();
                for (const QPointF &p : run)
                    if (p.x() >= double(from) && p.x() <= double(to)) {
                        lo = std::min(lo, p.y());
                        hi = std::max(hi, p.y());
                    }
            }
        };
        extend(allRuns[i]);
        const qsizetype lowerPoints = total;
        extend(allUpper[i]);
        total = lowerPoints; // a band's points count once
    }

    // The time axis: round instants in the chosen zone.
    // Rebuilt only when they change: every change of the axis lays out all series again.
    const int maxTicks = std::max(2, int(m_chart->plotArea().width() / 110));
    const auto ticksKey = std::make_tuple(from, to, maxTicks, m_utc);
    if (ticksKey != m_ticksKey) {
        m_ticksKey = ticksKey;
        for (const QString &label : m_timeAxis->categoriesLabels())
            m_timeAxis->remove(label);
        m_timeAxis->setStartValue(double(from));
        QSet<QString> labels;
        for (TimeTicks::Tick tick : TimeTicks::compute(from, to, maxTicks, m_utc)) {
            while (labels.contains(tick.label)) // the axis wants unique labels ("06:00" of two days)
                tick.label += QChar(0x200B);
            labels.insert(tick.label);
            m_timeAxis->append(tick.label, double(tick.ms));
        }
    }
    m_timeAxis->setRange(double(from), double(to)); // always: attaching a new series may have moved it

    if (m_valueRange) {
        m_valueAxis->setRange(m_valueRange->first, m_valueRange->second);
    } else if (std::isfinite(lo)) {
        const double pad = hi > lo ? (hi - lo) * 0.05 : std::max(1.0, std::abs(hi) * 0.1);
        m_valueAxis->setRange(lo >= 0 && lo - pad < 0 ? 0 : lo - pad, hi + pad);
        m_valueAxis->applyNiceNumbers();
    } else {
        m_valueAxis->setRange(0, 10);
        m_valueAxis->applyNiceNumbers();
    }
    // Whole numbers on the axis never repeat a label ("1 min, 1 min, 0 min").
    if (!m_valueRange && m_decimals == 0 && m_valueAxis->tickCount() > 1) {
        const double step = (m_valueAxis->max() - m_valueAxis->min()) / (m_valueAxis->tickCount() - 1);
        if (step < 1)
            m_valueAxis->setRange(std::floor(m_valueAxis->min()), std::floor(m_valueAxis->min()) + m_valueAxis->tickCount() - 1);
    }

    for (qsizetype i = 0; i < m_series.size(); ++i) {
        const TimeSeries &s = m_series[i];
        Pieces &pieces = m_pieces[size_t(i)];
        const QList<QList<QPointF>> &runs = allRuns[i];
        const QList<QList<QPointF>> &upperRuns = allUpper[i];
        const qsizetype needed = std::max<qsizetype>(1, runs.size());
        // Qt Charts re-strokes a series' hover shape on every replace(): skip it when the series
        // already holds this very reduction (a layout or a repaint that changed nothing).
        const bool unchanged = pieces.items.size() == needed && pieces.drawnFrom == from && pieces.drawnTo == to
            && pieces.drawnColumns == columns;
        pieces.drawnFrom = from;
        pieces.drawnTo = to;
        pieces.drawnColumns = columns;
        const QColor color = pal.color(s.color);
        while (pieces.items.size() < needed) {
            QAbstractSeries *item = nullptr;
            if (s.isBand()) {
                auto *area = new QAreaSeries(new QLineSeries, new QLineSeries);
                area->upperSeries()->setParent(area);
                area->lowerSeries()->setParent(area);
                QColor fill = color;
                fill.setAlpha(60);
                area->setBrush(fill);
                area->setPen(seriesPen(color, s.style, 1));
                item = area;
            } else {
                auto *line = new QLineSeries;
                line->setPen(seriesPen(color, s.style, 2));
                item = line;
            }
            m_chart->addSeries(item);
            item->attachAxis(m_timeAxis);
            item->attachAxis(m_valueAxis);
            pieces.items.append(item);
        }
        while (pieces.items.size() > needed) {
            QAbstractSeries *item = pieces.items.takeLast();
            m_chart->removeSeries(item);
            delete item;
        }
        pieces.points = 0;
        for (qsizetype k = 0; k < pieces.items.size(); ++k) {
            const QList<QPointF> run = k < runs.size() ? runs[k] : QList<QPointF>{};
            if (unchanged) {
                // nothing to hand over again
            } else if (s.isBand()) {
                auto *area = static_cast<QAreaSeries *>(pieces.items[k]);
                area->lowerSeries()->replace(run);
                area->upperSeries()->replace(k < upperRuns.size() ? upperRuns[k] : QList<QPointF>{});
            } else {
                auto *line = static_cast<QLineSeries *>(pieces.items[k]);
                line->replace(run);
                // A lone sample between gaps is no line at all: draw sparse runs with points.
                line->setPointsVisible(run.size() < 3 || run.size() * 12 < columns);
            }
            pieces.items[k]->setVisible(m_shown[i]);
            pieces.points += run.size();
        }
    }

    const QRectF plot = m_chart->plotArea();
    m_noDataItem->setText(m_noData);
    m_noDataItem->setBrush(pal.color(ColorId::ChartMutedText));
    m_noDataItem->setPos(plot.center() - m_noDataItem->boundingRect().center());
    m_noDataItem->setVisible(total == 0);

    const QTimeZone zone = m_utc ? QTimeZone::utc() : QTimeZone::systemTimeZone();
    const auto when = [&](qint64 ms) {
        return QDateTime::fromMSecsSinceEpoch(ms, zone).toString(u"d MMM yyyy HH:mm"_s);
    };
    m_windowLabel->setText(m_zoom.isZoomed() ? tr("Zoomed to %1 – %2 %3").arg(when(from), when(to), m_utc ? tr("UTC") : QString())
                                             : QString());
    m_zoomOutButton->setEnabled(m_zoom.isZoomed());
    m_resetButton->setEnabled(m_zoom.isZoomed());
    styleMarkers();
    placeSpans();
    m_refreshing = false;
}

void TimeSeriesChart::setSpans(const QVector<ChartSpan> &spans)
{
    m_spans = spans;
    qDeleteAll(m_spanItems);
    qDeleteAll(m_spanLabels);
    m_spanItems.clear();
    m_spanLabels.clear();
    for (qsizetype i = 0; i < m_spans.size(); ++i) {
        auto *band = new QGraphicsRectItem(m_chart);
        band->setZValue(-1); // behind the series, above the plot background
        auto *label = new QGraphicsSimpleTextItem(m_chart);
        label->setZValue(99);
        m_spanItems << band;
        m_spanLabels << label;
    }
    placeSpans();
}

int TimeSeriesChart::spanAt(qint64 ms) const
{
    // The shortest span under the time: a nested segment wins over the one around it.
    int best = -1;
    for (qsizetype i = 0; i < m_spans.size(); ++i)
        if (ms >= m_spans[i].fromMs && ms <= m_spans[i].toMs
            && (best < 0 || m_spans[i].toMs - m_spans[i].fromMs < m_spans[best].toMs - m_spans[best].fromMs))
            best = int(i);
    return best;
}

void TimeSeriesChart::onClicked(qint64 ms)
{
    const int i = spanAt(ms);
    if (i < 0)
        return;
    zoomTo(m_spans[i].fromMs, std::max(m_spans[i].toMs, m_spans[i].fromMs + 1000));
    emit spanClicked(i);
}

// Bands over the plot's full height, alternating two tints so neighbours stay apart, each with
// its number and as much of its label as fits: never the colour alone.
void TimeSeriesChart::placeSpans()
{
    if (m_spanItems.isEmpty())
        return;
    const StatusPalette pal = palette();
    const QRectF plot = m_chart->plotArea();
    const ChartTimeScale scale = plotScale();
    const QFontMetrics metrics(m_chart->font());
    for (qsizetype i = 0; i < m_spans.size(); ++i) {
        const double left = scale.mapTimeToXClamped(m_spans[i].fromMs);
        const double right = scale.mapTimeToXClamped(m_spans[i].toMs);
        const bool visible = right > left;
        QColor fill = pal.color(i % 2 ? ColorId::ChartMarker : ColorId::ChartAxis);
        fill.setAlpha(40);
        m_spanItems[i]->setRect(QRectF(left, plot.top(), right - left, plot.height()));
        m_spanItems[i]->setBrush(fill);
        QColor edge = pal.color(ColorId::ChartAxis);
        m_spanItems[i]->setPen(QPen(edge, 1, Qt::DotLine));
        m_spanItems[i]->setVisible(visible);
        const QString text = metrics.elidedText(u"%1 %2"_s.arg(i + 1).arg(m_spans[i].label), Qt::ElideRight,
                                                std::max(0, int(right - left) - 6));
        m_spanLabels[i]->setText(text);
        m_spanLabels[i]->setBrush(pal.color(ColorId::ChartText));
        m_spanLabels[i]->setPos(left + 3, plot.top() + 2 + double(i % 2) * (metrics.height() + 1));
        m_spanLabels[i]->setVisible(visible && !text.isEmpty() && text != u"…"_s);
    }
}

void TimeSeriesChart::styleMarkers()
{
    const StatusPalette pal = palette();
    for (qsizetype i = 0; i < m_series.size(); ++i) {
        const Pieces &pieces = m_pieces[size_t(i)];
        for (qsizetype k = 0; k < pieces.items.size(); ++k) {
            for (QLegendMarker *marker : m_chart->legend()->markers(pieces.items[k])) {
                if (k > 0) {
                    marker->setVisible(false);
                    continue;
                }
                // A hidden series keeps its entry, struck through and faded, to be clicked back.
                marker->setVisible(true);
                marker->setLabel(m_series[i].name);
                QFont font = marker->font();
                font.setStrikeOut(!m_shown[i]);
                marker->setFont(font);
                QColor ink = pal.color(m_shown[i] ? ColorId::ChartText : ColorId::ChartMutedText);
                marker->setLabelBrush(ink);
                QPen pen = seriesPen(pal.color(m_series[i].color), m_series[i].style, 2);
                if (!m_shown[i])
                    pen.setColor(pal.color(ColorId::ChartMutedText));
                marker->setPen(pen);
                connect(marker, &QLegendMarker::clicked, this, &TimeSeriesChart::onMarkerClicked, Qt::UniqueConnection);
            }
        }
    }
}

void TimeSeriesChart::onMarkerClicked()
{
    auto *marker = qobject_cast<QLegendMarker *>(sender());
    if (!marker)
        return;
    for (qsizetype i = 0; i < m_series.size(); ++i)
        if (!m_pieces[size_t(i)].items.isEmpty() && m_pieces[size_t(i)].items.first() == marker->series()) {
            setSeriesShown(int(i), !m_shown[i]);
            return;
        }
}

int TimeSeriesChart::pieceCount(int index) const
{
    return index >= 0 && size_t(index) < m_pieces.size() ? int(m_pieces[size_t(index)].items.size()) : 0;
}

qsizetype TimeSeriesChart::drawnPointCount(int index) const
{
    return index >= 0 && size_t(index) < m_pieces.size() ? m_pieces[size_t(index)].points : 0;
}

QVector<CrosshairReadout::Entry> TimeSeriesChart::readoutAt(qint64 ms) const
{
    const auto [from, to] = window();
    const double width = std::max(1.0, m_chart->plotArea().width());
    // Near enough: a few pixels, or half the spacing of the sparsest series (daily points).
    qint64 maxDistance = qint64(8 * (to - from) / width);
    for (qsizetype i = 0; i < m_series.size(); ++i) {
        const auto slice = windowSlice(m_series[i].points, from, to);
        if (slice.size() > 1)
            maxDistance = std::max(maxDistance, qint64((slice.back().t - slice.front().t) / double(slice.size() - 1) * 0.6));
    }
    return CrosshairReadout::at(m_series, m_shown, ms, maxDistance);
}

QString TimeSeriesChart::readoutText(qint64 ms) const
{
    const StatusPalette pal = palette();
    const QTimeZone zone = m_utc ? QTimeZone::utc() : QTimeZone::systemTimeZone();
    QString html = u"<b>%1%2</b><table>"_s.arg(QDateTime::fromMSecsSinceEpoch(ms, zone).toString(u"ddd d MMM yyyy HH:mm"_s),
                                              m_utc ? u" UTC"_s : QString());
    for (const CrosshairReadout::Entry &e : readoutAt(ms)) {
        QString value = formatValue(e.value);
        if (e.hasValue() && !std::isnan(e.upper))
            value = formatValue(e.value) + u" – "_s + formatValue(e.upper);
        html += u"<tr><td style='color:%1'>%2</td><td>%3</td><td align='right'>&nbsp;%4</td></tr>"_s.arg(
            pal.color(e.color).name(), seriesStyleSymbol(e.style), e.name.toHtmlEscaped(), value.toHtmlEscaped());
    }
    return html + u"</table>"_s;
}

void TimeSeriesChart::onHover(qint64 ms, const QPoint &globalPos)
{
    if (ms < 0 || m_series.isEmpty()) {
        m_crosshair->hide();
        QToolTip::hideText();
        return;
    }
    const QRectF plot = m_chart->plotArea();
    const qreal x = plotScale().mapTimeToX(ms);
    m_crosshair->setLine(x, plot.top(), x, plot.bottom());
    m_crosshair->show();
    QToolTip::showText(globalPos + QPoint(16, 16), readoutText(ms), m_view);
}

QByteArray TimeSeriesChart::csv() const
{
    QVector<TimeSeries> shown;
    for (qsizetype i = 0; i < m_series.size(); ++i)
        if (m_shown[i])
            shown.append(m_series[i]);
    return SeriesCsv::write(shown, window().first, window().second);
}

namespace {
QString cannotWrite(const QString &path, const QString &reason)
{
    return TimeSeriesChart::tr("Could not write %1: %2 — choose another folder or free disk space")
        .arg(QDir::toNativeSeparators(path), reason);
}

Result<void, QString> writeCsv(const QByteArray &csv, const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(csv) < 0 || !file.commit())
        return cannotWrite(path, file.errorString());
    return {};
}
} // namespace

Result<void, QString> TimeSeriesChart::exportCsv(const QString &path) const
{
    return writeCsv(csv(), path);
}

void TimeSeriesChart::exportCsvInBackground(const QString &path)
{
    if (refuseSecondExport())
        return;
    QVector<TimeSeries> shown; // copies share the samples: cheap, and the worker owns them
    for (qsizetype i = 0; i < m_series.size(); ++i)
        if (m_shown[i])
            shown.append(m_series[i]);
    m_export = new LongOperation(this, tr("Save chart data as CSV"), tr("Saving %1…").arg(QFileInfo(path).fileName()));
    m_export->start(
        [shown, from = window().first, to = window().second, path](OperationControl &control) {
            LongOperation::Outcome outcome;
            const QByteArray text = SeriesCsv::write(shown, from, to, &control);
            if (text.isEmpty() || !control.reached(950)) {
                outcome.cancelled = true;
                return outcome;
            }
            const Result<void, QString> written = writeCsv(text, path);
            outcome.ok = bool(written);
            outcome.error = written.error();
            return outcome;
        },
        [this, path](const LongOperation::Outcome &outcome) { finishExport(tr("Save chart data as CSV"), path, outcome); });
}

void TimeSeriesChart::exportPngInBackground(const QString &path)
{
    if (refuseSecondExport())
        return;
    // Grabbing the view paints the scene: GUI-thread work, and the only part done here. Encoding
    // (most of the time) and writing go to the worker with the image.
    const QImage image = renderImage();
    m_export = new LongOperation(this, tr("Save chart as PNG"), tr("Saving %1…").arg(QFileInfo(path).fileName()));
    m_export->start(
        [image, path](OperationControl &control) {
            LongOperation::Outcome outcome;
            const Result<void, PngFile::Failure> written = PngFile::write(image, path, &control);
            outcome.ok = bool(written);
            outcome.cancelled = written.error().cancelled;
            if (!written && !outcome.cancelled)
                outcome.error = cannotWrite(path, written.error().reason);
            return outcome;
        },
        [this, path](const LongOperation::Outcome &outcome) { finishExport(tr("Save chart as PNG"), path, outcome); });
}

bool TimeSeriesChart::refuseSecondExport()
{
    if (m_export)
        showStatus(tr("An export is already under way."));
    return bool(m_export);
}

void TimeSeriesChart::finishExport(const QString &title, const QString &path, const LongOperation::Outcome &outcome)
{
    if (outcome.ok) {
        showStatus(tr("Saved %1").arg(QDir::toNativeSeparators(path)));
    } else if (outcome.cancelled) {
        showStatus(LongOperation::cancelledText());
    } else {
        // Stays until read: not the status bar's few seconds. open(), not exec(): the window
        // goes on refreshing behind it.
        auto *box = new QMessageBox(QMessageBox::Warning, title, outcome.error, QMessageBox::Close, this);
        box->setAttribute(Qt::WA_DeleteOnClose);
        box->open();
    }
    emit exportFinished(outcome.ok);
}

// Where the window's other long operations (the report, the time window export) say theirs.
void TimeSeriesChart::showStatus(const QString &text)
{
    if (auto *main = qobject_cast<QMainWindow *>(QWidget::window()))
        main->statusBar()->showMessage(text, 8000);
}

QImage TimeSeriesChart::renderImage()
{
    // The legend lays out its entries from posted events: let them run, or a chart rendered right
    // after new data has no legend.
    QCoreApplication::sendPostedEvents();
    const bool crosshair = m_crosshair->isVisible();
    m_crosshair->hide();
    const QImage image = m_view->grab().toImage();
    m_crosshair->setVisible(crosshair);
    return image;
}

void TimeSeriesChart::setColorScheme(ColorScheme scheme)
{
    m_scheme = scheme;
    applyPalette();
}

StatusPalette TimeSeriesChart::palette() const
{
    return StatusPalette(m_scheme == ColorScheme::System ? schemeOf(QWidget::palette()) : m_scheme);
}

void TimeSeriesChart::applyPalette()
{
    const StatusPalette pal = palette();
    m_chart->setBackgroundBrush(pal.color(ColorId::ChartBackground));
    m_chart->setBackgroundPen(Qt::NoPen);
    m_chart->setTitleBrush(pal.color(ColorId::ChartText));
    m_chart->legend()->setLabelColor(pal.color(ColorId::ChartText));
    for (QAbstractAxis *axis : {static_cast<QAbstractAxis *>(m_timeAxis), static_cast<QAbstractAxis *>(m_valueAxis)}) {
        axis->setLabelsBrush(pal.color(ColorId::ChartText));
        axis->setLinePen(QPen(pal.color(ColorId::ChartAxis), 1));
        axis->setGridLinePen(QPen(pal.color(ColorId::ChartGrid), 1));
        axis->setTitleBrush(pal.color(ColorId::ChartText));
    }
    m_crosshair->setPen(QPen(pal.color(ColorId::ChartMarker), 1, Qt::DashLine));
    m_view->setBackgroundBrush(pal.color(ColorId::ChartBackground));
    // Series pens come from the palette too: rebuild them.
    m_chart->removeAllSeries();
    for (Pieces &p : m_pieces)
        p.items.clear();
    refresh();
}

QString TimeSeriesChart::viewState() const
{
    QString state = m_range.toString() + (m_utc ? u";utc"_s : u";local"_s);
    if (m_zoom.isZoomed())
        state += u";zoom=%1..%2"_s.arg(window().first).arg(window().second);
    return state;
}

void TimeSeriesChart::restoreViewState(const QString &state)
{
    const QStringList parts = state.split(u';');
    const auto range = TimeRange::parse(parts.value(0));
    if (!range)
        return;
    m_utc = !parts.contains(u"local"_s);
    m_utcBox->setChecked(m_utc);
    m_range = *range;
    rebuildRange();
    emit timeRangeChanged(m_range, m_utc);
    for (const QString &part : parts)
        if (part.startsWith(u"zoom="_s)) {
            const QStringList ends = part.mid(5).split(u".."_s);
            if (ends.size() == 2)
                zoomTo(ends[0].toLongLong(), ends[1].toLongLong());
        }
}

void TimeSeriesChart::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    refresh();
}

void TimeSeriesChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange && m_scheme == ColorScheme::System)
        applyPalette();
    QWidget::changeEvent(event);
}

} // namespace hw
