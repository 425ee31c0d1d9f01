#pragma once

#include "charts/TimeRange.h"
#include "domain/SourceStatus.h"
#include "trunk/TrunkHealth.h"

#include <QWidget>

#include <optional>

class QLabel;
class QSortFilterProxyModel;
class QTableView;

namespace hw {

class TimeSeriesChart;
class TrunkPlatformFailuresModel;
class TrunkQueueModel;

// The trunk health tab: "is trunk healthier than last week?" at a glance. Three charts over one
// range (red commits as broken and flaky-only shares, time to signal P50/P90, queue time P90 by
// runner label) and two ranked tables (platform-only failures, queue time by label). The first
// chart's range selector drives the others; the page asks for data with rangeChanged().
class TrunkPage : public QWidget
{
    Q_OBJECT
public:
    explicit TrunkPage(QWidget *parent = nullptr);

    void setHealth(const TrunkHealth &health);
    void setStatus(const SourceStatus &status);
    // The instant relative ranges end at (a replay's clock); unset, now.
    void setNow(std::optional<qint64> nowMs);
    void setTimeRange(const TimeRange &range);
    TimeRange timeRange() const;
    // [from, to) in UTC seconds of the current range.
    std::pair<qint64, qint64> window() const;

    TimeSeriesChart *redChart() const { return m_red; }
    TimeSeriesChart *signalChart() const { return m_signal; }
    TimeSeriesChart *queueChart() const { return m_queue; }
    QTableView *platformTable() const { return m_platformTable; }
    QTableView *queueTable() const { return m_queueTable; }
    QString summaryText() const;

signals:
    void rangeChanged(qint64 fromSeconds, qint64 toSeconds);
    // The tab came on screen or left it (its figures are fetched only while it is shown).
    void shownChanged(bool shown);

protected:
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void followRange(const TimeRange &range, bool utc);

    TimeSeriesChart *m_red;
    TimeSeriesChart *m_signal;
    TimeSeriesChart *m_queue;
    QLabel *m_summary;
    QLabel *m_status;
    TrunkPlatformFailuresModel *m_platformModel;
    TrunkQueueModel *m_queueModel;
    QTableView *m_platformTable;
    QTableView *m_queueTable;
    std::optional<qint64> m_now;
};

} // namespace hw
