#include "RangePage.h"

#include "LoadingLine.h"
#include "TimeSeriesChart.h"

#include <QDateTime>

namespace hw {

RangePage::RangePage(QWidget *parent)
    : QWidget(parent)
{
}

void RangePage::addChart(TimeSeriesChart *chart)
{
    chart->setNow(m_now);
    if (m_charts.isEmpty()) {
        connect(chart, &TimeSeriesChart::timeRangeChanged, this, &RangePage::followRange);
        connect(chart, &TimeSeriesChart::windowChanged, this, &RangePage::viewStateChanged);
    } else {
        chart->setRangeSelectorVisible(false);
        chart->setUtc(m_charts.first()->isUtc());
        chart->setTimeRange(m_charts.first()->timeRange());
    }
    m_charts.append(chart);
}

LoadingLine *RangePage::addStatusLine()
{
    m_statusLine = new LoadingLine(this);
    connect(m_statusLine, &LoadingLine::cancelRequested, this, &RangePage::refreshCancelled);
    return m_statusLine;
}

void RangePage::showStatus(const SourceStatus &status, const QString &text)
{
    if (status.state == SourceStatus::State::Fetching)
        m_statusLine->setLoading(text);
    else
        m_statusLine->setText(text);
}

void RangePage::followRange(const TimeRange &range, bool utc)
{
    for (qsizetype i = 1; i < m_charts.size(); ++i) {
        m_charts[i]->setUtc(utc);
        m_charts[i]->setTimeRange(range);
    }
    const auto [from, to] = window();
    emit rangeChanged(from, to);
    emit viewStateChanged();
}

QString RangePage::viewState() const
{
    return m_charts.isEmpty() ? QString() : m_charts.first()->viewState();
}

void RangePage::restoreViewState(const QString &state)
{
    if (!m_charts.isEmpty())
        m_charts.first()->restoreViewState(state);
}

void RangePage::setNow(std::optional<qint64> nowMs)
{
    m_now = nowMs;
    for (TimeSeriesChart *c : std::as_const(m_charts))
        c->setNow(nowMs);
}

void RangePage::setTimeRange(const TimeRange &range)
{
    if (!m_charts.isEmpty())
        m_charts.first()->setTimeRange(range); // the others follow
}

TimeRange RangePage::timeRange() const
{
    return m_charts.isEmpty() ? TimeRange() : m_charts.first()->timeRange();
}

std::pair<qint64, qint64> RangePage::window() const
{
    const auto [from, to] = timeRange().resolve(m_now.value_or(QDateTime::currentMSecsSinceEpoch()));
    return {from / 1000, to / 1000};
}

void RangePage::showEvent(QShowEvent *event)
{
    QWidget::showEvent(event);
    emit shownChanged(true);
}

void RangePage::hideEvent(QHideEvent *event)
{
    QWidget::hideEvent(event);
    emit shownChanged(false);
}

} // namespace hw
