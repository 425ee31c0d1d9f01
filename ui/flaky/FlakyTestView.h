#pragma once

#include "flaky/FlakyTest.h"
#include "flaky/FlakyTestHistory.h"

#include <QWidget>

class QAction;
class QLabel;
class QPushButton;
class QTableView;

namespace hw {

class FlakyTestRunsModel;
class LoadingLine;
class RunTimelineStrip;
class TimeSeriesChart;

// One test: its flake rate per day with the 95 % interval as a band, every run on a time line
// (lanes and letters as well as colours), and the runs with their jobs; Enter or a double-click
// on a run opens its job. Esc or the Back button returns to the list; while the runs load, Cancel
// beside "Loading…" (or Esc) stops the fetch (cancelRequested) and the view says so.
class FlakyTestView : public QWidget
{
    Q_OBJECT
public:
    explicit FlakyTestView(QWidget *parent = nullptr);

    // Shows the test's summary from the list at once; its runs follow with setHistory().
    void showTest(const FlakyTest &test, qint64 fromSeconds, qint64 toSeconds, std::optional<qint64> nowMs);
    void setHistory(const FlakyTestHistory &history);
    // Why the runs cannot be shown (a failed fetch, the demo without run history).
    void setProblem(const QString &text);
    const FlakyTest &test() const { return m_test; }

    TimeSeriesChart *rateChart() const { return m_chart; }
    RunTimelineStrip *timeline() const { return m_timeline; }
    QTableView *runsTable() const { return m_runs; }
    QString statusText() const;
    bool isLoading() const;
    QPushButton *cancelButton() const;

signals:
    void backRequested();
    void cancelRequested();
    void jobActivated(const QUrl &url);

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void openRun(const QModelIndex &index);

    FlakyTest m_test;
    QLabel *m_title;
    QLabel *m_summary;
    LoadingLine *m_status;
    TimeSeriesChart *m_chart;
    RunTimelineStrip *m_timeline;
    FlakyTestRunsModel *m_model;
    QTableView *m_runs;
    QAction *m_backAction; // Esc: cancel while loading, else back
};

} // namespace hw
