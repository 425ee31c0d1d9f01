#pragma once

#include "charts/ChartSpan.h"
#include "charts/ChartTimeScale.h"
#include "palette/StatusPalette.h"

#include <QVector>

class QChart;
class QGraphicsRectItem;
class QGraphicsSimpleTextItem;

namespace hw {

// Labelled bands behind the time chart's series (a job's test segments), numbered from 1: over
// the plot's full height, alternating two tints so neighbours stay apart, each with its number
// and as much of its label as fits — never the colour alone.
class ChartSpanBands
{
public:
    explicit ChartSpanBands(QChart *chart) : m_chart(chart) {}

    void setSpans(const QVector<ChartSpan> &spans);
    const QVector<ChartSpan> &spans() const { return m_spans; }
    // The span under a time, or -1: the shortest, so a nested segment wins over the one around it.
    int spanAt(qint64 ms) const;
    // Lays the bands out over the plot area for the window the scale maps.
    void place(const ChartTimeScale &scale, const StatusPalette &palette);

private:
    QChart *m_chart;
    QVector<ChartSpan> m_spans;
    QVector<QGraphicsRectItem *> m_items;
    QVector<QGraphicsSimpleTextItem *> m_labels;
};

} // namespace hw
