#include "TimelineBar.h"

#include "palette/StatusPalette.h"
#include "timemachine/ReplayInstant.h"
#include "timemachine/TimelineEventFinder.h"

#include <QDateTime>
#include <QHelpEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>
#include <utility>

namespace hw {

namespace {

constexpr int kMargin = 12;
constexpr int kTrackTop = 16;
constexpr int kTrackHeight = 18;
constexpr int kLaneTop = kTrackTop + kTrackHeight + 2; // the alerts' lane, under the track
constexpr int kLaneHeight = 13;

// An alert event: a lettered badge whose shape says the transition too (never colour alone):
// B broke (filled square), S still broken (square outline), F fixed (disc), A acknowledged
// (ring).
void paintAlert(QPainter &p, double x, TimelineEvent::Kind kind, const StatusPalette &colors, const QColor &base)
{
    const QRectF box(x - kLaneHeight / 2.0, kLaneTop, kLaneHeight, kLaneHeight);
    ColorId ink = ColorId::InkFail;
    bool filled = true;
    bool round = false;
    switch (kind) {
    case TimelineEvent::Kind::AlertStillBroken:
        ink = ColorId::InkWarn;
        filled = false;
        break;
    case TimelineEvent::Kind::AlertFixed:
        ink = ColorId::InkOk;
        round = true;
        break;
    case TimelineEvent::Kind::AlertAcknowledged:
        ink = ColorId::InkMuted;
        filled = false;
        round = true;
        break;
    default:
        break;
    }
    const QColor colour = colors.color(ink);
    p.save();
    p.setPen(QPen(colour, 1.5));
    p.setBrush(filled ? QBrush(colour) : QBrush(base));
    if (round)
        p.drawEllipse(box.adjusted(0.75, 0.75, -0.75, -0.75));
    else
        p.drawRect(box.adjusted(0.75, 0.75, -0.75, -0.75));
    QFont f = p.font();
    f.setBold(true);
    f.setPixelSize(kLaneHeight - 4);
    p.setFont(f);
    p.setPen(filled ? colors.textOn(ink) : colour);
    p.drawText(box, Qt::AlignCenter, TimelineEventFinder::alertLetter(kind));
    p.restore();
}

QString shortTime(qint64 t)
{
    return QDateTime::fromSecsSinceEpoch(t, Qt::UTC).toString(QStringLiteral("MM-dd HH:mm"));
}

} // namespace

TimelineBar::TimelineBar(QWidget *parent)
    : QWidget(parent)
{
    setMouseTracking(true);
    setCursor(Qt::PointingHandCursor);
    setToolTip(tr("Click or drag to show the grid at that instant; [ ] previous / next event"));
    m_seekTimer.setSingleShot(true);
    m_seekTimer.setInterval(40);
    connect(&m_seekTimer, &QTimer::timeout, this, [this] {
        if (m_pendingSeek >= 0)
            emit seekRequested(std::exchange(m_pendingSeek, -1));
    });
}

void TimelineBar::setRange(qint64 start, qint64 end)
{
    m_start = start;
    m_end = std::max(start, end);
    update();
}

void TimelineBar::setEvents(TimelineEvents events)
{
    m_events = std::move(events);
    update();
}

void TimelineBar::setClock(qint64 t)
{
    if (t == m_clock)
        return;
    m_clock = t;
    update();
}

ChartTimeScale TimelineBar::scale() const
{
    return { m_start, m_end, double(kMargin), double(std::max(1, width() - 2 * kMargin)) };
}

QSize TimelineBar::sizeHint() const
{
    return { 600, kLaneTop + kLaneHeight + fontMetrics().height() + 6 };
}

QSize TimelineBar::minimumSizeHint() const
{
    return { 200, sizeHint().height() };
}

void TimelineBar::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const ChartTimeScale s = scale();
    const QRectF track(s.left, kTrackTop, s.width, kTrackHeight);
    const double cursorX = s.mapTimeToX(m_clock);
    const StatusPalette colors(ColorScheme::System);
    // What has happened by the instant shown, and what is still to come (lighter).
    p.fillRect(
        QRectF(track.left(), track.top(), cursorX - track.left(), track.height()), colors.color(ColorId::ChartGrid)); // not the strip's own blue
    p.fillRect(
        QRectF(cursorX, track.top(), track.right() - cursorX, track.height()), colors.color(ColorId::CellNoJob));
    p.setPen(colors.color(ColorId::ChartMutedText));
    p.drawRect(track);

    // First failures: short ticks in the track's lower half; trunk changes: triangles on top.
    // Alerts: lettered badges in a lane of their own under the track.
    for (const TimelineEvent &e : m_events) {
        const double x = s.mapTimeToX(e.time);
        if (e.isAlert()) {
            paintAlert(p, x, e.kind, colors, palette().color(QPalette::Base));
            continue;
        }
        if (e.kind == TimelineEvent::Kind::FirstFailure) {
            p.setPen(QPen(colors.color(ColorId::InkWarn), 1));
            p.drawLine(QPointF(x, track.center().y()), QPointF(x, track.bottom()));
            continue;
        }
        if (e.kind == TimelineEvent::Kind::LevelChange) { // ◆ in the track's upper half: a backend's level
            QPainterPath diamond;
            const double y = track.top() + 5;
            diamond.moveTo(x, y - 4);
            diamond.lineTo(x + 4, y);
            diamond.lineTo(x, y + 4);
            diamond.lineTo(x - 4, y);
            diamond.closeSubpath();
            p.fillPath(diamond, colors.color(ColorId::Series4)); // purple: no trunk state uses it
            continue;
        }
        const bool red = e.kind == TimelineEvent::Kind::TrunkRed;
        QPainterPath triangle;
        if (red) { // ▼
            triangle.moveTo(x - 5, kTrackTop - 9);
            triangle.lineTo(x + 5, kTrackTop - 9);
            triangle.lineTo(x, kTrackTop);
        } else { // ▲
            triangle.moveTo(x - 5, kTrackTop);
            triangle.lineTo(x + 5, kTrackTop);
            triangle.lineTo(x, kTrackTop - 9);
        }
        triangle.closeSubpath();
        const QColor trunk = colors.color(red ? ColorId::InkFail : ColorId::InkOk);
        p.fillPath(triangle, trunk);
        p.setPen(QPen(trunk, 1, Qt::DotLine));
        p.drawLine(QPointF(x, track.top()), QPointF(x, track.center().y()));
    }

    // The instant shown.
    p.setPen(QPen(colors.color(ColorId::InkPast), 2));
    const double laneBottom = kLaneTop + kLaneHeight;
    p.drawLine(QPointF(cursorX, kTrackTop - 4), QPointF(cursorX, laneBottom + 1));
    p.setBrush(colors.color(ColorId::InkPast));
    p.drawEllipse(QPointF(cursorX, laneBottom + 1), 3.5, 3.5);

    const int textTop = int(laneBottom) + 4;
    const int textHeight = height() - textTop;
    p.setPen(palette().color(QPalette::WindowText));
    p.drawText(QRect(int(track.left()), textTop, 200, textHeight), Qt::AlignLeft | Qt::AlignVCenter,
        shortTime(m_start));
    p.drawText(QRect(int(track.right()) - 200, textTop, 200, textHeight), Qt::AlignRight | Qt::AlignVCenter,
        shortTime(m_end));
    QFont bold = font();
    bold.setBold(true);
    p.setFont(bold);
    const QString now = shortTime(m_clock);
    const int w = QFontMetrics(bold).horizontalAdvance(now) + 8;
    const int x = std::clamp(int(cursorX) - w / 2, int(track.left()) + 90,
        std::max(int(track.left()) + 90, int(track.right()) - 90 - w));
    p.drawText(QRect(x, textTop, w, textHeight), Qt::AlignCenter, now);
}

void TimelineBar::requestSeek(double x)
{
    const qint64 t = scale().mapXToTime(x);
    setClock(t); // the cursor follows the pointer at once; the grid catches up
    m_pendingSeek = t;
    if (!m_seekTimer.isActive())
        m_seekTimer.start();
}

void TimelineBar::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return QWidget::mousePressEvent(event);
    m_dragging = true;
    requestSeek(event->position().x());
}

void TimelineBar::mouseMoveEvent(QMouseEvent *event)
{
    if (m_dragging)
        requestSeek(event->position().x());
}

void TimelineBar::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton && m_dragging) {
        m_dragging = false;
        requestSeek(event->position().x());
        m_seekTimer.stop();
        if (m_pendingSeek >= 0)
            emit seekRequested(std::exchange(m_pendingSeek, -1)); // where the drag ended, now
    }
}

qsizetype TimelineBar::eventNear(QPointF pos) const
{
    qsizetype best = -1;
    double bestDistance = 4.0;
    const ChartTimeScale s = scale();
    const double x = pos.x();
    // The alerts' lane shows alerts, the track the rest.
    const bool inLane = pos.y() >= kLaneTop - 1 && pos.y() <= kLaneTop + kLaneHeight + 1;
    for (qsizetype i = 0; i < m_events.size(); ++i) {
        if (m_events.at(i).isAlert() != inLane)
            continue;
        const double d = std::abs(s.mapTimeToX(m_events.at(i).time) - x);
        // Trunk changes win over first failures at the same place: they matter more.
        if (d < bestDistance
            || (d <= bestDistance && best >= 0
                && m_events.at(best).kind == TimelineEvent::Kind::FirstFailure)) {
            bestDistance = d;
            best = i;
        }
    }
    return best;
}

bool TimelineBar::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) {
        auto *help = static_cast<QHelpEvent *>(event);
        const double x = help->pos().x();
        const qsizetype i = eventNear(help->pos());
        const QString text = i >= 0 ? ReplayInstant::format(m_events.at(i).time) + QStringLiteral(": ")
                + TimelineEventFinder::describe(m_events.at(i))
                                    : ReplayInstant::format(scale().mapXToTime(x));
        QToolTip::showText(help->globalPos(), text, this);
        return true;
    }
    return QWidget::event(event);
}

} // namespace hw
