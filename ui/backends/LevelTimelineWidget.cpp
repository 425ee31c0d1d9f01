#include "LevelTimelineWidget.h"

#include "backends/BackendCharts.h"

#include <QDateTime>
#include <QPainter>
#include <QTimeZone>

namespace hw {

namespace {
QString day(qint64 t)
{
    return QDateTime::fromSecsSinceEpoch(t, QTimeZone::utc()).toString(QStringLiteral("yyyy-MM-dd"));
}
} // namespace

LevelTimelineWidget::LevelTimelineWidget(QWidget *parent)
    : ChartWidget(parent)
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setAccessibleName(tr("Level history"));
    m_data = BackendCharts::levelHistory({}, 0);
}

void LevelTimelineWidget::setSpans(const QVector<LevelSpan> &spans, qint64 asOf)
{
    m_spans = spans;
    m_asOf = asOf;
    m_data = BackendCharts::levelHistory(spans, asOf);
    m_data.title.clear(); // the tab's group box names it
    m_data.emptyText = tr("No level history known for this backend.");
    setAccessibleDescription(summaryText());
    updateGeometry();
    update();
}

void LevelTimelineWidget::setDarkTheme(bool dark)
{
    setColorScheme(dark ? ColorScheme::Dark : ColorScheme::Light);
}

QSize LevelTimelineWidget::sizeHint() const
{
    return QSize(640, TimelineBarPainter::preferredHeight(m_data, fontMetrics()));
}

QSize LevelTimelineWidget::minimumSizeHint() const
{
    return QSize(240, sizeHint().height());
}

QString LevelTimelineWidget::spanLine(const LevelSpan &s)
{
    const QString name = s.level == TrustLevel::Unknown ? tr("not listed") : trustLevelName(s.level);
    const qint64 days = (s.to - s.from) / 86400;
    QString line = s.current ? tr("%1 %2 → now (%3 d)").arg(name, day(s.from)).arg(days)
                             : tr("%1 %2 → %3 (%4 d)").arg(name, day(s.from), day(s.to)).arg(days);
    if (s.pr > 0)
        line += tr(", PR #%1").arg(s.pr);
    else if (s.fromClickHouse)
        line += tr(", start inferred from CI data");
    return line;
}

QString LevelTimelineWidget::summaryText() const
{
    if (m_spans.isEmpty())
        return tr("No level history known.");
    QStringList lines;
    for (const LevelSpan &s : m_spans)
        lines << QStringLiteral("• ") + spanLine(s);
    return lines.join(u'\n');
}

void LevelTimelineWidget::paintChart(QPainter &p, const QRect &area, const StatusPalette &palette) const
{
    TimelineBarPainter::paint(p, area, m_data, palette);
}

QString LevelTimelineWidget::toolTipAt(const QPoint &pos) const
{
    const TimelineBarPainter::Layout l = TimelineBarPainter::layout(m_data, rect(), fontMetrics());
    const int i = TimelineBarPainter::segmentAt(m_data, l, pos);
    if (i < 0 || i >= m_spans.size())
        return {};
    return trustLevelTitle(m_spans[i].level) + u'\n' + spanLine(m_spans[i]);
}

} // namespace hw
