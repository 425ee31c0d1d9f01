#pragma once

#include "backends/DailyCount.h"
#include "backends/LevelSpan.h"
#include "charts/ChartWidget.h"
#include "charts/StackedBarPainter.h"

#include <QVector>

namespace hw {

// Completed jobs per UTC day as stacked bars: passed / test failures / infra failures, drawn by
// the chart kit exactly like the report's image (BackendCharts::jobsPerDay). Each set has its
// own fill pattern and letter, and hovering a bar shows the day's three counts, so colour is
// never the only cue.
class JobsOverTimeChart : public ChartWidget
{
    Q_OBJECT
public:
    explicit JobsOverTimeChart(QWidget *parent = nullptr);

    // days: how many UTC days up to asOf's day are shown (days without jobs show no bar).
    void setDaily(const QVector<DailyCount> &daily, qint64 asOf, int days = 30);
    // Forces the light or dark palette (otherwise the widget's palette decides).
    void setDarkTheme(bool dark);
    // The backend's level history (oldest first): each span that starts inside the shown days
    // gets a dashed vertical marker at that day, labelled e.g. "→ L3 #196580".
    void setLevelChanges(const QVector<LevelSpan> &spans);

    // Text of the legend entries, in order (for tests and the accessible description).
    QStringList legendLabels() const;
    // Totals over the shown days: passed, test failures, infra failures.
    qint64 total(int set) const;
    // Labels of the level-change markers drawn, oldest first (for tests and accessibility).
    QStringList markerLabels() const;
    // Index of the shown day each marker stands at (parallel to markerLabels()).
    QVector<int> markerDays() const;
    // The plot area in widget coordinates (where the bars and markers are).
    QRectF plotRect() const;

    QSize sizeHint() const override;

protected:
    void paintChart(QPainter &p, const QRect &area, const StatusPalette &palette) const override;
    QString toolTipAt(const QPoint &pos) const override;

private:
    void rebuild();

    QVector<DailyCount> m_daily;
    QVector<LevelSpan> m_spans;
    qint64 m_asOf = 0;
    int m_days = 30;
    StackedBarPainter::Data m_data;
};

} // namespace hw
