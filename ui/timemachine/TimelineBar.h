#pragma once

#include "timemachine/TimelineEvent.h"
#include "charts/ChartTimeScale.h"

#include <QTimer>
#include <QWidget>

namespace hw {

// The time machine's track: the recording's range, its events (trunk red ▼, trunk green ▲,
// a job's first failure |, a level change ◆; alerts as lettered badges in a lane under it), the instant shown
// (a cursor; what lies after it is shaded as "not yet"), the start and end times. Click or drag to pick an
// instant: seekRequested follows the mouse, coalesced so that a slow seek never queues up behind the pointer.
class TimelineBar : public QWidget
{
    Q_OBJECT
public:
    explicit TimelineBar(QWidget *parent = nullptr);

    void setRange(qint64 start, qint64 end);
    void setEvents(TimelineEvents events);
    void setClock(qint64 t);
    qint64 clock() const { return m_clock; }
    const TimelineEvents &events() const { return m_events; }
    // The mapping in use (the track's pixels, inside the margins).
    ChartTimeScale scale() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void seekRequested(qint64 t);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;
    bool event(QEvent *event) override;

private:
    void requestSeek(double x);
    qsizetype eventNear(QPointF pos) const;

    qint64 m_start = 0;
    qint64 m_end = 0;
    qint64 m_clock = 0;
    TimelineEvents m_events;
    bool m_dragging = false;
    qint64 m_pendingSeek = -1;
    QTimer m_seekTimer;
};

} // namespace hw
