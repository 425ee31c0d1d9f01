#include "RunTimelineStrip.h"

#include "charts/ChartTimeScale.h"
#include "flaky/FlakyTestRunsModel.h"

#include <QDateTime>
#include <QFontMetrics>
#include <QPainter>
#include <QTimeZone>

namespace hw {

namespace {

using Outcome = FlakyTestRun::Outcome;
constexpr Outcome Lanes[] = {Outcome::Fail, Outcome::Flaky, Outcome::Pass, Outcome::Skipped};
constexpr int LaneHeight = 18;
constexpr int LabelWidth = 150;

int laneOf(Outcome outcome)
{
    for (int i = 0; i < 4; ++i)
        if (Lanes[i] == outcome)
            return i;
    return 0;
}

ColorId colorOf(Outcome outcome)
{
    switch (outcome) {
    case Outcome::Pass: return ColorId::CellSuccess;
    case Outcome::Flaky: return ColorId::CellFlaky;
    case Outcome::Fail: return ColorId::CellFailure;
    case Outcome::Skipped: return ColorId::CellSkipped;
    }
    return ColorId::CellNeutral;
}

} // namespace

RunTimelineStrip::RunTimelineStrip(QWidget *parent)
    : ChartWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setAccessibleName(tr("Runs of the test on a time line"));
}

QSize RunTimelineStrip::sizeHint() const
{
    return {600, 4 * LaneHeight + 12};
}

void RunTimelineStrip::setRuns(const QVector<FlakyTestRun> &runs, qint64 fromSeconds, qint64 toSeconds)
{
    m_runs = runs;
    m_from = fromSeconds;
    m_to = std::max(fromSeconds + 1, toSeconds);
    update();
}

QVector<int> RunTimelineStrip::laneCounts() const
{
    QVector<int> counts(4, 0);
    for (const FlakyTestRun &r : m_runs)
        if (r.at >= m_from && r.at < m_to)
            ++counts[laneOf(r.outcome)];
    return counts;
}

QRectF RunTimelineStrip::plotRect(const QRect &area) const
{
    return QRectF(area.left() + LabelWidth, area.top() + 6, std::max(10, area.width() - LabelWidth - 12), 4 * LaneHeight);
}

qreal RunTimelineStrip::xOf(qint64 at, const QRectF &plot) const
{
    return ChartTimeScale { m_from, m_to, plot.left(), plot.width() }.mapTimeToX(at);
}

void RunTimelineStrip::paintChart(QPainter &p, const QRect &area, const StatusPalette &palette) const
{
    p.fillRect(area, palette.color(ColorId::ChartBackground));
    const QRectF plot = plotRect(area);
    QFont small = font();
    small.setPointSizeF(small.pointSizeF() * 0.85);
    QFont bold = small;
    bold.setBold(true);
    const QVector<int> counts = laneCounts();
    for (int lane = 0; lane < 4; ++lane) {
        const QRectF row(plot.left(), plot.top() + lane * LaneHeight, plot.width(), LaneHeight);
        p.setPen(palette.color(ColorId::ChartGrid));
        p.drawLine(row.bottomLeft(), row.bottomRight());
        p.setFont(small);
        p.setPen(palette.color(ColorId::ChartText));
        p.drawText(QRectF(area.left() + 4, row.top(), LabelWidth - 8, LaneHeight), Qt::AlignVCenter | Qt::AlignLeft,
                   FlakyTestRunsModel::outcomeText(Lanes[lane]).section(QLatin1Char(' '), 0, 1)
                       + QStringLiteral(" (%1)").arg(counts[lane]));
    }
    p.setRenderHint(QPainter::Antialiasing);
    p.setFont(bold);
    const QFontMetrics fm(bold);
    // Oldest first, so the newest marks are on top.
    for (auto it = m_runs.crbegin(); it != m_runs.crend(); ++it) {
        if (it->at < m_from || it->at >= m_to)
            continue;
        const int lane = laneOf(it->outcome);
        const QRectF mark(xOf(it->at, plot) - 6, plot.top() + lane * LaneHeight + 2, 12, LaneHeight - 4);
        p.setPen(Qt::NoPen);
        p.setBrush(palette.color(colorOf(it->outcome)));
        p.drawRoundedRect(mark, 2, 2);
        p.setPen(palette.textOn(colorOf(it->outcome)));
        p.drawText(mark, Qt::AlignCenter, QString(FlakyTestRun::letter(it->outcome)));
    }
}

QString RunTimelineStrip::toolTipAt(const QPoint &pos) const
{
    const QRectF plot = plotRect(rect());
    const int lane = int((pos.y() - plot.top()) / LaneHeight);
    if (lane < 0 || lane > 3)
        return {};
    const FlakyTestRun *best = nullptr;
    qreal bestDistance = 8;
    for (const FlakyTestRun &r : m_runs) {
        if (laneOf(r.outcome) != lane || r.at < m_from || r.at >= m_to)
            continue;
        const qreal d = std::abs(xOf(r.at, plot) - pos.x());
        if (d <= bestDistance) {
            bestDistance = d;
            best = &r;
        }
    }
    if (!best)
        return {};
    return FlakyTestRunsModel::outcomeText(best->outcome) + QStringLiteral("\n")
        + QDateTime::fromSecsSinceEpoch(best->at, QTimeZone::utc()).toString(QStringLiteral("yyyy-MM-dd HH:mm 'UTC'"))
        + QStringLiteral("\n") + best->job;
}

} // namespace hw
