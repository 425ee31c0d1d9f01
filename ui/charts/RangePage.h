#pragma once

#include "charts/TimeRange.h"

#include <QVector>
#include <QWidget>

#include <optional>

namespace hw {

class TimeSeriesChart;

// A tab of figures over one time range (flaky tests, trunk health, …): its first chart's range
// selector is the tab's; the other charts follow it. The tab asks for data with rangeChanged()
// and says when it is on screen (RangeSync fetches only then).
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

signals:
    void rangeChanged(qint64 fromSeconds, qint64 toSeconds);
    void shownChanged(bool shown);
    void viewStateChanged();

protected:
    // The first chart added leads; call from the subclass's constructor.
    void addChart(TimeSeriesChart *chart);
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void followRange(const TimeRange &range, bool utc);

    QVector<TimeSeriesChart *> m_charts;
    std::optional<qint64> m_now;
};

} // namespace hw
