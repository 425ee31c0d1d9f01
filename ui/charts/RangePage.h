#pragma once

#include "charts/TimeRange.h"
#include "domain/SourceStatus.h"

#include <QVector>
#include <QWidget>

#include <optional>

namespace hw {

class LoadingLine;
class TimeSeriesChart;

// A tab of figures over one time range (flaky tests, trunk health, …): its first chart's range
// selector is the tab's; the other charts follow it. The tab asks for data with rangeChanged()
// and says when it is on screen (RangeSync fetches only then). Its status line has Cancel beside
// it while a fetch is under way (refreshCancelled()); the figures on screen stay.
class RangePage : public QWidget
{
    Q_OBJECT
public:
    explicit RangePage(QWidget *parent = nullptr);

    // The instant relative ranges end at (a replay's clock); unset, now.
    void setNow(std::optional<qint64> nowMs);
    void setTimeRange(const TimeRange &range);
    TimeRange timeRange() const;
    // [from, to) in UTC seconds of the current range.
    std::pair<qint64, qint64> window() const;
    // The range, time zone and zoom of the lead chart, kept per view and profile.
    QString viewState() const;
    void restoreViewState(const QString &state);
    // The source's status line (null until the subclass adds it).
    LoadingLine *statusLine() const { return m_statusLine; }

signals:
    void rangeChanged(qint64 fromSeconds, qint64 toSeconds);
    void shownChanged(bool shown);
    void viewStateChanged();
    // The user stopped the fetch under way (Cancel beside the status).
    void refreshCancelled();

protected:
    // The first chart added leads; call from the subclass's constructor.
    void addChart(TimeSeriesChart *chart);
    // The status line, once, from the subclass's constructor; showStatus() fills it, with Cancel
    // while fetching.
    LoadingLine *addStatusLine();
    void showStatus(const SourceStatus &status, const QString &text);
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void followRange(const TimeRange &range, bool utc);

    QVector<TimeSeriesChart *> m_charts;
    std::optional<qint64> m_now;
    LoadingLine *m_statusLine = nullptr;
};

} // namespace hw
