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
class TrunkTtsModel;

// The trunk health tab: "is trunk healthier than last week?" at a glance. HUD's figures under
// HUD's names (red % and its broken-trunk / flaky KPI, time to signal, jobs queued by machine
// type) and, labelled "(console)", the console's own (red commits by the sandwich rule,
// platform-only failures). Three charts over one range and two tables; the first chart's range
// selector drives the others (RangePage). A figure whose part could not be read says so, with the
// server's why, where the figure would be; the others still show.
class TrunkPage : public RangePage
{
    Q_OBJECT
public:
    explicit TrunkPage(QWidget *parent = nullptr);

    void setHealth(const TrunkHealth &health);
    void setStatus(const SourceStatus &status);

    TimeSeriesChart *redChart() const { return m_red; }
    TimeSeriesChart *signalChart() const { return m_signal; }
    TimeSeriesChart *consoleRedChart() const { return m_consoleRed; }
    QTableView *platformTable() const { return m_platformTable; }
    QTableView *queueTable() const { return m_queueTable; }
    QTableView *ttsTable() const { return m_ttsTable; }
    QString summaryText() const;
    // The message shown above a table in place of its rows when its part could not be read ("" when
    // none).
    QString platformProblem() const;
    QString queueProblem() const;
    QString ttsProblem() const;

private:
    TimeSeriesChart *m_red;
    TimeSeriesChart *m_signal;
    TimeSeriesChart *m_consoleRed;
    QLabel *m_summary;
    LoadingLine *m_status;
    TrunkPlatformFailuresModel *m_platformModel;
    TrunkQueueModel *m_queueModel;
    TrunkTtsModel *m_ttsModel;
    QTableView *m_platformTable;
    QTableView *m_queueTable;
    QTableView *m_ttsTable;
    QLabel *m_platformProblem;
    QLabel *m_queueProblem;
    QLabel *m_ttsProblem;
};

} // namespace hw
