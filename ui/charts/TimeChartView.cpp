#include "TimeChartView.h"

#include <QMouseEvent>
#include <QRubberBand>
#include <QValueAxis>

namespace hw {

TimeChartView::TimeChartView(QChart *chart, QWidget *parent)
    : QChartView(chart, parent)
    , m_band(new QRubberBand(QRubberBand::Rectangle, this))
{
    setRubberBand(NoRubberBand);
    setMouseTracking(true);
    setRenderHint(QPainter::Antialiasing);
    setFrameShape(QFrame::NoFrame);
    setCursor(Qt::CrossCursor);
}

QRect TimeChartView::plotRect() const
{
    return mapFromScene(chart()->mapToScene(chart()->plotArea())).boundingRect();
}

ChartTimeScale TimeChartView::timeScale() const
{
    const QList<QAbstractAxis *> axes = chart()->axes(Qt::Horizontal);
    const auto *axis = axes.isEmpty() ? nullptr : qobject_cast<const QValueAxis *>(axes.first());
    if (!axis)
        return {};
    const QRectF plot = viewportTransform().mapRect(chart()->mapRectToScene(chart()->plotArea()));
    return { qint64(axis->min()), qint64(axis->max()), plot.left(), plot.width() };
}

qint64 TimeChartView::timeAt(int x) const
{
    const QRect plot = plotRect();
    if (x < plot.left() || x > plot.right() || chart()->series().isEmpty())
        return -1;
    return timeScale().mapXToTime(x);
}

int TimeChartView::xOf(qint64 ms) const
{
    if (chart()->series().isEmpty())
        return -1;
    return qRound(timeScale().mapTimeToX(ms));
}

void TimeChartView::mousePressEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    if (event->button() == Qt::LeftButton && plotRect().contains(pos)) {
        m_dragFromX = pos.x();
        const QRect plot = plotRect();
        m_band->setGeometry(QRect(pos.x(), plot.top(), 1, plot.height()));
        m_band->show();
        event->accept();
        return;
    }
    QChartView::mousePressEvent(event); // legend clicks
}

void TimeChartView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    const QRect plot = plotRect();
    if (m_dragFromX >= 0) {
        const int x = std::clamp(pos.x(), plot.left(), plot.right());
        m_band->setGeometry(QRect(QPoint(std::min(x, m_dragFromX), plot.top()),
                                  QPoint(std::max(x, m_dragFromX), plot.bottom())));
    }
    emit hovered(plot.contains(pos) ? timeAt(pos.x()) : -1, event->globalPosition().toPoint());
    QChartView::mouseMoveEvent(event);
}

void TimeChartView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && m_dragFromX >= 0) {
        const QRect plot = plotRect();
        const int x = std::clamp(event->position().toPoint().x(), plot.left(), plot.right());
        const int from = m_dragFromX;
        m_dragFromX = -1;
        m_band->hide();
        // A click without a drag is not a zoom.
        if (std::abs(x - from) >= 4)
            emit zoomRequested(timeAt(std::min(x, from)), timeAt(std::max(x, from)));
        else if (const qint64 at = timeAt(x); at >= 0)
            emit clicked(at);
        event->accept();
        return;
    }
    QChartView::mouseReleaseEvent(event);
}

void TimeChartView::leaveEvent(QEvent *event)
{
    emit hovered(-1, {});
    QChartView::leaveEvent(event);
}

} // namespace hw
