#pragma once

#include "charts/ChartCrosshair.h"
#include "charts/ChartSeriesPieces.h"
#include "charts/ChartSpan.h"
#include "charts/ChartTimeScale.h"
#include "charts/CrosshairReadout.h"
#include "charts/TimeRange.h"
#include "charts/TimeSeries.h"
#include "charts/ZoomStack.h"
#include "domain/Result.h"
#include "palette/StatusPalette.h"

#include <QWidget>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

class QAction;
class QChart;
class QCheckBox;
class QComboBox;
class QGraphicsSimpleTextItem;
class QHBoxLayout;
class QLabel;
class QToolButton;

namespace hw {

class ChartAxes;
class ChartExporter;
class ChartSpanBands;
class TimeChartView;

// The chart kit's time chart, over Qt Charts: every time chart of the console is one of these.
//  - A range selector (last 1/3/7/14/30/90 days or a custom absolute range, UTC or local).
//  - Drag across the plot to zoom; "-" or Backspace (and a button) zooms out one step; "0" or
//    Home (and a button) resets. The history is a ZoomStack.
//  - A hover crosshair whose tooltip lists every shown series' value at that time, sorted.
//  - A legend whose entries toggle their series.
//  - Export PNG and CSV (the raw samples of the window, ISO 8601 UTC times).
//  - Light and dark from the shared palette; each series also has its own dash pattern, so
//    colour is never the only way to tell series apart.
// Long series are reduced per pixel column (SeriesReducer::minMax) for the window shown, so a
// million samples draw in a few milliseconds and no spike is lost; a missing sample (NaN) splits
// the line, so gaps are drawn as gaps, never as zero.
class TimeSeriesChart : public QWidget
{
    Q_OBJECT
public:
    explicit TimeSeriesChart(QWidget *parent = nullptr);
    ~TimeSeriesChart() override;

    void setTitle(const QString &title);
    QString title() const;
    // What the numbers are: the unit after each value ("%", " s", "") and decimals shown.
    void setValueFormat(const QString &unit, int decimals);
    // A fixed value axis (e.g. 0–100 %); without one the axis follows the data in the window.
    void setValueRange(std::optional<std::pair<double, double>> range);
    void setNoDataText(const QString &text);
    QString noDataText() const { return m_noData; }
    // Hides the range selector and the UTC box, for charts that follow another chart's range.
    void setRangeSelectorVisible(bool visible);

    void setSeries(const QVector<TimeSeries> &series);
    const QVector<TimeSeries> &series() const { return m_series; }
    // Labelled bands behind the series (a job's test segments), numbered from 1 on the chart;
    // a click on one zooms to it and emits spanClicked().
    void setSpans(const QVector<ChartSpan> &spans);
    const QVector<ChartSpan> &spans() const;
    // The span under a time, or -1.
    int spanAt(qint64 ms) const;

    void setTimeRange(const TimeRange &range);
    TimeRange timeRange() const { return m_range; }
    void setUtc(bool utc);
    bool isUtc() const { return m_utc; }
    // The instant relative ranges end at (the replayed instant in the time machine, tests);
    // unset, the current time.
    void setNow(std::optional<qint64> nowMs);

    // The window on screen: the range, or the zoomed part of it.
    ZoomStack::Window window() const { return m_zoom.current(); }
    bool zoomTo(qint64 fromMs, qint64 toMs);
    bool zoomOut();
    void resetZoom();
    bool isZoomed() const { return m_zoom.isZoomed(); }

    void setSeriesShown(int index, bool shown);
    bool isSeriesShown(int index) const;

    // The crosshair's list at a time, and its tooltip text.
    QVector<CrosshairReadout::Entry> readoutAt(qint64 ms) const;
    QString readoutText(qint64 ms) const;

    QByteArray csv() const;
    Result<void, QString> exportCsv(const QString &path) const;
    // The Export menu's saves, on a worker with a progress dialog and Cancel (a million samples
    // take seconds to format as CSV; a PNG is captured on the GUI thread, then encoded and
    // written on the worker). One at a time; exportFinished at the end. As the window's other
    // long operations: the outcome or a cancel on its status bar, an error (what happened and
    // what to do) in a message box.
    void exportCsvInBackground(const QString &path);
    void exportPngInBackground(const QString &path);
    bool isExporting() const;
    QImage renderImage(); // the chart as on screen

    void setColorScheme(ColorScheme scheme);

    // For tests and the benchmark: the line pieces drawn for a series (one per gap-free run in
    // the window) and the points they hold after reduction.
    int pieceCount(int index) const;
    qsizetype drawnPointCount(int index) const;
    QChart *chart() const { return m_chart; }
    TimeChartView *view() const { return m_view; }
    // View state for settings: range, UTC and zoom ("7d;utc;zoom=…"). Restoring an unreadable
    // text keeps the current state.
    QString viewState() const;
    void restoreViewState(const QString &state);

signals:
    // The range or time zone changed (owners fetch data for it and keep it per view and profile).
    void timeRangeChanged(const hw::TimeRange &range, bool utc);
    // The window on screen changed (range, zoom).
    void windowChanged(qint64 fromMs, qint64 toMs);
    void spanClicked(int index);
    void exportFinished(bool written);

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    QHBoxLayout *createToolbar();
    std::pair<QAction *, QAction *> createZoomActions();
    QToolButton *createExportButton();
    void connectControls();
    void rebuildRange();
    void refresh();
    void updateZoomControls(qint64 from, qint64 to);
    void applyPalette();
    void updateRangeSelector();
    void chooseRange(int comboIndex);
    void onHover(qint64 ms, const QPoint &globalPos);
    void onMarkerClicked();
    void onClicked(qint64 ms);
    void placeSpans();
    void styleMarkers();
    StatusPalette palette() const;
    qint64 nowMs() const;
    // The window over the plot area, in the chart's coordinates.
    ChartTimeScale plotScale() const;
    ChartCrosshair::Frame crosshairFrame() const;
    QVector<TimeSeries> shownSeries() const;

    QVector<TimeSeries> m_series;
    QVector<bool> m_shown;
    std::vector<ChartSeriesPieces> m_pieces;
    TimeRange m_range;
    bool m_utc = true;
    std::optional<qint64> m_now;
    ZoomStack m_zoom;
    QString m_unit;
    int m_decimals = 1;
    std::optional<std::pair<double, double>> m_valueRange;
    ColorScheme m_scheme = ColorScheme::System;
    QString m_noData;
    bool m_refreshQueued = false;

    QChart *m_chart = nullptr;
    std::unique_ptr<ChartAxes> m_axes;
    std::unique_ptr<ChartSpanBands> m_bands;
    std::unique_ptr<ChartCrosshair> m_crosshair;
    ChartExporter *m_exporter = nullptr;
    TimeChartView *m_view = nullptr;
    QGraphicsSimpleTextItem *m_noDataItem = nullptr;
    QComboBox *m_rangeBox = nullptr;
    QCheckBox *m_utcBox = nullptr;
    QToolButton *m_zoomOutButton = nullptr;
    QToolButton *m_resetButton = nullptr;
    QLabel *m_windowLabel = nullptr;
};

} // namespace hw
