#include "JobsOverTimeChart.h"

#include "backends/BackendCharts.h"

#include <QDateTime>
#include <QPainter>
#include <QTimeZone>

namespace hw {

JobsOverTimeChart::JobsOverTimeChart(QWidget *parent)
    : ChartWidget(parent)
{
    setFocusPolicy(Qt::NoFocus);
    setMinimumHeight(220);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    setAccessibleName(tr("Jobs over time"));
    rebuild();
}

void JobsOverTimeChart::setDaily(const QVector<DailyCount> &daily, qint64 asOf, int days)
{
    m_daily = daily;
    m_asOf = asOf;
    m_days = qMax(1, days);
    rebuild();
}

void JobsOverTimeChart::setDarkTheme(bool dark)
{
    setColorScheme(dark ? ColorScheme::Dark : ColorScheme::Light);
}

void JobsOverTimeChart::setLevelChanges(const QVector<LevelSpan> &spans)
{
    m_spans = spans;
    rebuild();
}

QStringList JobsOverTimeChart::markerLabels() const
{
    QStringList labels;
    for (const StackedBarPainter::Marker &m : m_data.markers)
        labels << m.label;
    return labels;
}

QVector<int> JobsOverTimeChart::markerDays() const
{
    QVector<int> days;
    for (const StackedBarPainter::Marker &m : m_data.markers)
        days << m.slot;
    return days;
}

QStringList JobsOverTimeChart::legendLabels() const
{
    QStringList labels;
    for (const StackedBarPainter::Series &s : m_data.series)
        labels << s.letter + u' ' + s.name;
    return labels;
}

qint64 JobsOverTimeChart::total(int set) const
{
    return set >= 0 && set < 3 ? StackedBarPainter::total(m_data, set) : 0;
}

QRectF JobsOverTimeChart::plotRect() const
{
    return StackedBarPainter::layout(m_data, rect(), fontMetrics()).plot;
}

QSize JobsOverTimeChart::sizeHint() const
{
    return QSize(720, 320);
}

void JobsOverTimeChart::rebuild()
{
    if (m_asOf > 0) {
        m_data = BackendCharts::jobsPerDay(m_daily, m_asOf, m_days, m_spans);
    } else {
        m_data = StackedBarPainter::Data();
        m_data.title = tr("No job data");
    }
    // The legend carries the totals on screen; the bars and patterns are the report's.
    const QStringList shown = {tr("passed (%1)"), tr("test failures (console) (%1)"), tr("infra failures (console) (%1)")};
    for (int i = 0; i < m_data.series.size() && i < shown.size(); ++i)
        m_data.series[i].name = shown.at(i).arg(StackedBarPainter::total(m_data, i));

    QString description = legendLabels().join(QStringLiteral("; "));
    if (!m_data.series.isEmpty())
        description += QStringLiteral("; ") + tr("passed solid, test failures hatched, infra failures cross-hatched");
    QStringList changes;
    const qint64 first = BackendCharts::firstDay(m_asOf, m_days);
    for (const StackedBarPainter::Marker &m : std::as_const(m_data.markers))
        changes << tr("%1 on %2").arg(m.label, QDateTime::fromSecsSinceEpoch(first + m.slot * 86400, QTimeZone::utc())
                                                   .toString(QStringLiteral("yyyy-MM-dd")));
    if (!changes.isEmpty())
        description += QStringLiteral("; ") + tr("level changes: %1").arg(changes.join(QStringLiteral(", ")));
    setAccessibleDescription(description);
    update();
}

void JobsOverTimeChart::paintChart(QPainter &p, const QRect &area, const StatusPalette &palette) const
{
    StackedBarPainter::paint(p, area, m_data, palette);
}

QString JobsOverTimeChart::toolTipAt(const QPoint &pos) const
{
    const StackedBarPainter::Layout l = StackedBarPainter::layout(m_data, rect(), fontMetrics());
    const int slot = l.slotAt(pos.x());
    if (slot < 0 || slot >= m_data.values.size() || pos.y() < l.plot.top() || pos.y() > l.plot.bottom())
        return {};
    const qint64 start = BackendCharts::firstDay(m_asOf, m_days) + slot * 86400;
    const QString day = QDateTime::fromSecsSinceEpoch(start, QTimeZone::utc()).toString(QStringLiteral("yyyy-MM-dd"));
    const QVector<qint64> &v = m_data.values.at(slot);
    if (v.size() < 3)
        return tr("%1\nno completed jobs").arg(day);
    return tr("%1\nP passed %2\nT test failures %3 (console)\nI infra failures %4 (console: timeouts, cancellations, infra triage)")
        .arg(day)
        .arg(v.at(0))
        .arg(v.at(1))
        .arg(v.at(2));
}

} // namespace hw
