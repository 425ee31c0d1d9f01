#pragma once

#include "charts/RangePage.h"
#include "domain/SourceStatus.h"
#include "trunk/TrunkHealth.h"


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
// chart's range selector drives the others (RangePage).
class TrunkPage : public RangePage
{
    Q_OBJECT
public:
    explicit TrunkPage(QWidget *parent = nullptr);

    void setHealth(const TrunkHealth &health);
    void setStatus(const SourceStatus &status);

    TimeSeriesChart *redChart() const { return m_red; }
    TimeSeriesChart *signalChart() const { return m_signal; }
    TimeSeriesChart *queueChart() const { return m_queue; }
    QTableView *platformTable() const { return m_platformTable; }
    QTableView *queueTable() const { return m_queueTable; }
    QString summaryText() const;

private:
    TimeSeriesChart *m_red;
    TimeSeriesChart *m_signal;
    TimeSeriesChart *m_queue;
    QLabel *m_summary;
    LoadingLine *m_status;
    TrunkPlatformFailuresModel *m_platformModel;
    TrunkQueueModel *m_queueModel;
    QTableView *m_platformTable;
    QTableView *m_queueTable;
};

} // namespace hw
