#pragma once

#include "crcr/DailyCount.h"

#include <QChartView>
#include <QVector>

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

    // Text of the legend entries, in order (for tests and the accessible description).
    QStringList legendLabels() const;
    // Totals over the shown days: passed, test failures, infra failures.
    qint64 total(int set) const;

private:
    void rebuild();
    QVector<DailyCount> m_daily;
    qint64 m_asOf = 0;
    int m_days = 30;
    bool m_dark = false;
    qint64 m_totals[3] = {0, 0, 0};
    QStringList m_legend;
};

} // namespace hw
