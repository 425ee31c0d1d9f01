#include "TimeSeriesChart.h"

#include "ChartAxes.h"
#include "ChartCrosshair.h"
#include "ChartExporter.h"
#include "ChartSpanBands.h"
#include "CustomRangeDialog.h"
#include "TimeChartView.h"
#include "charts/ChartViewState.h"
#include "charts/SeriesCsv.h"

#include <QAction>
#include <QCategoryAxis>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDateTime>
#include <QFileDialog>
#include <QGraphicsSimpleTextItem>
#include <QHBoxLayout>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QMenu>
#include <QTimeZone>
#include <QToolButton>
#include <QValueAxis>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace hw {

namespace {
constexpr int MinColumns = 50;
} // namespace

TimeSeriesChart::TimeSeriesChart(QWidget *parent)
    : QWidget(parent)
    , m_noData(tr("No data in this time range"))
    , m_chart(new QChart)
{
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->legend()->setAlignment(Qt::AlignBottom);
    m_chart->legend()->setMarkerShape(QLegend::MarkerShapeFromSeries);
    m_chart->setMargins(QMargins(4, 4, 8, 4));
    m_axes = std::make_unique<ChartAxes>(m_chart);
    m_bands = std::make_unique<ChartSpanBands>(m_chart);
    m_exporter = new ChartExporter(this);
    connect(m_exporter, &ChartExporter::finished, this, &TimeSeriesChart::exportFinished);

    m_view = new TimeChartView(m_chart, this);
    m_crosshair = std::make_unique<ChartCrosshair>(m_chart);
    m_noDataItem = new QGraphicsSimpleTextItem(m_chart);
    m_noDataItem->setZValue(101);
    m_noDataItem->hide();

    QHBoxLayout *bar = createToolbar();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(bar);
    layout->addWidget(m_view, 1);
    connectControls();

    setFocusPolicy(Qt::StrongFocus);
    applyPalette();
    rebuildRange();
}

TimeSeriesChart::~TimeSeriesChart() = default;

// Above the plot: the range, UTC or local time, the zoom (what it shows, out, reset) and Export.
QHBoxLayout *TimeSeriesChart::createToolbar()
{
    m_rangeBox = new QComboBox(this);
    m_rangeBox->setAccessibleName(tr("Time range"));
    m_utcBox = new QCheckBox(tr("&UTC"), this);
    m_utcBox->setChecked(m_utc);
    m_utcBox->setToolTip(tr("Show times in UTC (unchecked: local time)"));
    m_windowLabel = new QLabel(this);
    const auto [zoomOutAction, resetAction] = createZoomActions();
    m_zoomOutButton = new QToolButton(this);
    m_zoomOutButton->setDefaultAction(zoomOutAction);
    m_resetButton = new QToolButton(this);
    m_resetButton->setDefaultAction(resetAction);
    QToolButton *exportButton = createExportButton();

    auto *bar = new QHBoxLayout;
    bar->setContentsMargins(0, 0, 0, 0);
    bar->addWidget(m_rangeBox);
    bar->addWidget(m_utcBox);
    bar->addWidget(m_windowLabel, 1);
    bar->addWidget(m_zoomOutButton);
    bar->addWidget(m_resetButton);
    bar->addWidget(exportButton);
    return bar;
}

// The zoom keys as the chart's actions: the keyboard sheet and the palette list them.
std::pair<QAction *, QAction *> TimeSeriesChart::createZoomActions()
{
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
    return {zoomOutAction, reset};
}

QToolButton *TimeSeriesChart::createExportButton()
{
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
    return exportButton;
}

void TimeSeriesChart::connectControls()
{
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
}

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
    m_axes->setValueFormat(unit, decimals);
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

void TimeSeriesChart::refresh()
{
    const auto [from, to] = window();
    // One column per two pixels: min and max of each still draw every spike, and Qt Charts strokes
    // (for its hover shape) every point it is given, so half the points is half the redraw.
    const int columns = std::max(MinColumns, int(m_chart->plotArea().width() / 2));
    // First the reductions and the value range, then the axes, then the data: Qt Charts
    // recomputes every series' geometry (and re-strokes its hover shape) on each axis change, so
    // data handed over before the axes would be laid out twice.
    const ChartSeriesPieces::Reduction reduction = ChartSeriesPieces::reduceAll(m_pieces, m_series, m_shown, from, to, columns);
    // The time axis: round instants in the chosen zone.
    m_axes->setTimeWindow(from, to, std::max(2, int(m_chart->plotArea().width() / 110)), m_utc);
    m_axes->fitValues(reduction.lo, reduction.hi, m_valueRange, m_decimals);
    const StatusPalette pal = palette();
    const QList<QAbstractAxis *> axes { m_axes->time(), m_axes->value() };
    for (qsizetype i = 0; i < m_series.size(); ++i)
        m_pieces[size_t(i)].draw(m_chart, axes, m_series[i], pal.color(m_series[i].color), reduction.runs[i],
            reduction.upper[i], m_shown[i], from, to, columns);

    const QRectF plot = m_chart->plotArea();
    m_noDataItem->setText(m_noData);
    m_noDataItem->setBrush(pal.color(ColorId::ChartMutedText));
    m_noDataItem->setPos(plot.center() - m_noDataItem->boundingRect().center());
    m_noDataItem->setVisible(reduction.total == 0);
    updateZoomControls(from, to);
    styleMarkers();
    placeSpans();
}

void TimeSeriesChart::updateZoomControls(qint64 from, qint64 to)
{
    const QTimeZone zone = m_utc ? QTimeZone::utc() : QTimeZone::systemTimeZone();
    const auto when = [&](qint64 ms) {
        return QDateTime::fromMSecsSinceEpoch(ms, zone).toString(u"d MMM yyyy HH:mm"_s);
    };
    m_windowLabel->setText(m_zoom.isZoomed() ? tr("Zoomed to %1 – %2 %3").arg(when(from), when(to), m_utc ? tr("UTC") : QString())
                                             : QString());
    m_zoomOutButton->setEnabled(m_zoom.isZoomed());
    m_resetButton->setEnabled(m_zoom.isZoomed());
}

void TimeSeriesChart::setSpans(const QVector<ChartSpan> &spans)
{
    m_bands->setSpans(spans);
    placeSpans();
}

const QVector<ChartSpan> &TimeSeriesChart::spans() const
{
    return m_bands->spans();
}

int TimeSeriesChart::spanAt(qint64 ms) const
{
    return m_bands->spanAt(ms);
}

void TimeSeriesChart::onClicked(qint64 ms)
{
    const int i = spanAt(ms);
    if (i < 0)
        return;
    const ChartSpan &span = spans()[i];
    zoomTo(span.fromMs, std::max(span.toMs, span.fromMs + 1000));
    emit spanClicked(i);
}

void TimeSeriesChart::placeSpans()
{
    m_bands->place(plotScale(), palette());
}

void TimeSeriesChart::styleMarkers()
{
    const StatusPalette pal = palette();
    for (qsizetype i = 0; i < m_series.size(); ++i)
        for (QLegendMarker *marker : m_pieces[size_t(i)].styleLegend(m_chart->legend(), m_series[i], m_shown[i], pal))
            connect(marker, &QLegendMarker::clicked, this, &TimeSeriesChart::onMarkerClicked, Qt::UniqueConnection);
}

void TimeSeriesChart::onMarkerClicked()
{
    auto *marker = qobject_cast<QLegendMarker *>(sender());
    if (!marker)
        return;
    for (qsizetype i = 0; i < m_series.size(); ++i)
        if (!m_pieces[size_t(i)].items().isEmpty() && m_pieces[size_t(i)].items().first() == marker->series()) {
            setSeriesShown(int(i), !m_shown[i]);
            return;
        }
}

int TimeSeriesChart::pieceCount(int index) const
{
    return index >= 0 && size_t(index) < m_pieces.size() ? int(m_pieces[size_t(index)].items().size()) : 0;
}

qsizetype TimeSeriesChart::drawnPointCount(int index) const
{
    return index >= 0 && size_t(index) < m_pieces.size() ? m_pieces[size_t(index)].points() : 0;
}

ChartCrosshair::Frame TimeSeriesChart::crosshairFrame() const
{
    return { m_series, m_shown, plotScale(), m_utc, m_unit, m_decimals };
}

QVector<CrosshairReadout::Entry> TimeSeriesChart::readoutAt(qint64 ms) const
{
    return ChartCrosshair::readoutAt(crosshairFrame(), ms);
}

QString TimeSeriesChart::readoutText(qint64 ms) const
{
    return ChartCrosshair::readoutText(crosshairFrame(), ms, palette());
}

void TimeSeriesChart::onHover(qint64 ms, const QPoint &globalPos)
{
    m_crosshair->hover(crosshairFrame(), ms, globalPos, palette(), m_view);
}

QVector<TimeSeries> TimeSeriesChart::shownSeries() const
{
    QVector<TimeSeries> shown; // copies share the samples: cheap, and a worker can own them
    for (qsizetype i = 0; i < m_series.size(); ++i)
        if (m_shown[i])
            shown.append(m_series[i]);
    return shown;
}

QByteArray TimeSeriesChart::csv() const
{
    return SeriesCsv::write(shownSeries(), window().first, window().second);
}

Result<void, QString> TimeSeriesChart::exportCsv(const QString &path) const
{
    return ChartExporter::writeCsv(csv(), path);
}

void TimeSeriesChart::exportCsvInBackground(const QString &path)
{
    m_exporter->exportCsv(shownSeries(), window().first, window().second, path);
}

void TimeSeriesChart::exportPngInBackground(const QString &path)
{
    if (m_exporter->refuseIfBusy())
        return;
    // Grabbing the view paints the scene: GUI-thread work, and the only part done here. Encoding
    // (most of the time) and writing go to the worker with the image.
    m_exporter->exportPng(renderImage(), path);
}

bool TimeSeriesChart::isExporting() const
{
    return m_exporter->isExporting();
}

QImage TimeSeriesChart::renderImage()
{
    // The legend lays out its entries from posted events: let them run, or a chart rendered right
    // after new data has no legend.
    QCoreApplication::sendPostedEvents();
    const bool crosshair = m_crosshair->isVisible();
    m_crosshair->setVisible(false);
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
    m_axes->applyPalette(pal);
    m_crosshair->setPalette(pal);
    m_view->setBackgroundBrush(pal.color(ColorId::ChartBackground));
    // Series pens come from the palette too: rebuild them.
    m_chart->removeAllSeries();
    for (ChartSeriesPieces &p : m_pieces)
        p.forgetItems();
    refresh();
}

QString TimeSeriesChart::viewState() const
{
    ChartViewState state { m_range, m_utc, {} };
    if (m_zoom.isZoomed())
        state.zooms.append(window());
    return state.toString();
}

void TimeSeriesChart::restoreViewState(const QString &text)
{
    const std::optional<ChartViewState> state = ChartViewState::parse(text);
    if (!state)
        return;
    m_utc = state->utc;
    m_utcBox->setChecked(m_utc);
    m_range = state->range;
    rebuildRange();
    emit timeRangeChanged(m_range, m_utc);
    for (const auto &[from, to] : state->zooms)
        zoomTo(from, to);
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
