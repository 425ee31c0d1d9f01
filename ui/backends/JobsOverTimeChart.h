#pragma once

#include "backends/DailyCount.h"
#include "backends/LevelSpan.h"

#include <QChartView>
#include <QVector>

class QGraphicsLineItem;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;

namespace hw {

// Completed jobs per UTC day as stacked bars: passed / test failures / infra failures. Each set
// has its own fill pattern and a shape in its legend label, and hovering a bar shows the day's
// three counts, so colour is never the only cue.
class JobsOverTimeChart : public QChartView
{
    Q_OBJECT
public:
    explicit JobsOverTimeChart(QWidget *parent = nullptr);

    // days: how many UTC days up to asOf's day are shown (days without jobs show no bar).
    void setDaily(const QVector<DailyCount> &daily, qint64 asOf, int days = 30);
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

private:
    void rebuild();
    void layoutMarkers();
    QVector<DailyCount> m_daily;
    QVector<LevelSpan> m_spans;
    QStringList m_markerLabels;
    QVector<int> m_markerDays;
    // Owned by the current chart (deleted with it).
    QList<QGraphicsLineItem *> m_markerLines;
    QList<QGraphicsRectItem *> m_markerBoxes;
    QList<QGraphicsSimpleTextItem *> m_markerTexts;
    qint64 m_asOf = 0;
    int m_days = 30;
    bool m_dark = false;
    qint64 m_totals[3] = {0, 0, 0};
    QStringList m_legend;
};

} // namespace hw
