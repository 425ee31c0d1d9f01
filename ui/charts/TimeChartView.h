#pragma once

#include "charts/ChartTimeScale.h"

#include <QChartView>

class QRubberBand;

namespace hw {

// The chart kit's view: Qt Charts' view with the kit's mouse handling. Dragging across the plot
// selects a time window to zoom to (the view only reports it: the chart keeps the zoom history
// and reduces its series for the new window); hovering reports the time under the mouse for the
// crosshair. Qt's own rubber band and right-click zoom are off: they would bypass the history.
class TimeChartView : public QChartView
{
    Q_OBJECT
public:
    explicit TimeChartView(QChart *chart, QWidget *parent = nullptr);

    // The time axis over the plot, in the view's coordinates (ms since the epoch).
    ChartTimeScale timeScale() const;
    // The time (ms since the epoch) at an x position of the view, or -1 outside the plot.
    qint64 timeAt(int x) const;
    // The x position of a time in the view (-1 before there is a series).
    int xOf(qint64 ms) const;

signals:
    void zoomRequested(qint64 fromMs, qint64 toMs);
    // ms is -1 when the mouse left the plot.
    void hovered(qint64 ms, const QPoint &globalPos);
    // A click on the plot without a drag.
    void clicked(qint64 ms);

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;

private:
    QRect plotRect() const;

    QRubberBand *m_band = nullptr;
    int m_dragFromX = -1;
};

} // namespace hw
