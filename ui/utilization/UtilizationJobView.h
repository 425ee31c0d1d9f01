#pragma once

#include "utilization/JobUtilization.h"

#include <QWidget>

class QAction;
class QComboBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QTableView;

namespace hw {

class LoadingLine;
class TimeSeriesChart;
class UtilizationStatsModel;

// One job's GPUs over its time: a chart per metric the log has (GPU utilization, memory
// bandwidth, allocated memory, CPU and memory, temperature, power), each GPU in the same colour
// and dash pattern on every chart, the test segments as numbered bands (click one, or pick it in
// the list, to zoom to it), and HUD's stats for the window on screen: the whole job, a segment, or
// wherever the user zoomed. All charts zoom together. What the log lacks is said, never drawn as
// zero.
class UtilizationJobView : public QWidget
{
    Q_OBJECT
public:
    explicit UtilizationJobView(QWidget *parent = nullptr);

    // `where` says where the data came from ("ClickHouse", a file name).
    void setJob(const JobUtilization &job, const QString &where);
    // Waiting for a job, or why it cannot be shown; the previous charts are cleared.
    void setMessage(const QString &title, const QString &text);
    // Waiting for a job the user asked for: the text with Cancel beside it (Esc too), which
    // emits cancelRequested(); the owner stops the fetch and says so with setMessage().
    void setLoading(const QString &title, const QString &text);
    bool isLoading() const;
    QPushButton *cancelButton() const;
    QString infoText() const;
    void setBackVisible(bool visible);

    const JobUtilization &job() const { return m_job; }
    QString titleText() const;
    QString notesText() const;
    QString scopeText() const;
    QVector<TimeSeriesChart *> charts() const { return m_charts; }
    TimeSeriesChart *chart(UtilizationMetric metric) const;
    QTableView *statsTable() const { return m_stats; }
    QComboBox *segmentBox() const { return m_segments; }
    UtilizationStatsModel *statsModel() const { return m_statsModel; }
    // Zooms every chart to a segment (index into job().segments), -1 for the whole job.
    void showSegment(int index);

signals:
    void backRequested();
    void cancelRequested();

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void setUpBackAndCancel();
    void setUpHeader();
    void setUpStatsTable();
    void layOut();
    void showHeader(const JobUtilization &job, const QString &where, qint64 from, qint64 to);
    void showNotes(const JobUtilization &job);
    void addCharts(const JobUtilization &job, qint64 from, qint64 to);
    TimeSeriesChart *addChart(const QString &title, const QString &unit, int decimals, bool percentAxis, qint64 from,
                              qint64 to);
    void fillSegments(const JobUtilization &job);
    void onWindowChanged(qint64 fromMs, qint64 toMs);
    void updateStats(qint64 fromMs, qint64 toMs);

    JobUtilization m_job;
    QLabel *m_title;
    LoadingLine *m_info;
    QLabel *m_notes;
    QPushButton *m_back;
    QAction *m_backAction; // Esc: cancel while loading, else back
    QComboBox *m_segments;
    QLabel *m_scope;
    QWidget *m_chartArea;
    QGridLayout *m_chartGrid;
    QVector<TimeSeriesChart *> m_charts;
    QVector<UtilizationMetric> m_chartMetrics;
    UtilizationStatsModel *m_statsModel;
    QTableView *m_stats;
    bool m_syncing = false;
};

} // namespace hw
