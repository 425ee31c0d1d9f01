#pragma once

#include "backends/BackendsSnapshot.h"
#include "backends/L3Targets.h"

#include <QUrl>
#include <QWidget>

class QHBoxLayout;
class QLabel;
class QPushButton;
class QTabWidget;
class QTableView;

namespace hw {

class BackendJobMatrixModel;
class JobMatrixDelegate;
class JobsOverTimeChart;
class L3ReadinessPanel;
class LevelTimelineWidget;

// One backend in depth: a header (repo, level badge, device, oncalls, marks, export button)
// over tabs: the PR × job matrix, jobs over time, level history, L3 readiness.
class BackendDetailView : public QWidget
{
    Q_OBJECT
public:
    enum Tab { JobsTab = 0, ChartTab, HistoryTab, ReadinessTab };

    explicit BackendDetailView(QWidget *parent = nullptr);

    void setSnapshot(const BackendsSnapshot &snapshot);
    void setBackend(const QString &repo);
    QString backend() const { return m_repo; }
    void setDarkTheme(bool dark);

    QTabWidget *tabs() const { return m_tabs; }
    QTableView *matrixView() const { return m_matrix; }
    BackendJobMatrixModel *matrixModel() const { return m_matrixModel; }
    JobsOverTimeChart *chart() const { return m_chart; }
    LevelTimelineWidget *timeline() const { return m_timeline; }
    L3ReadinessPanel *readinessPanel() const { return m_panel; }
    QPushButton *exportButton() const { return m_export; }
    QString headerText() const; // the header's words, marks included

signals:
    void exportReportRequested(const QString &repo, const hw::L3Targets &targets);
    // Enter or a double-click on a matrix cell with a workflow run URL.
    void jobUrlActivated(const QUrl &url);

protected:
    void changeEvent(QEvent *event) override;

private:
    QHBoxLayout *createTitleRow();
    QWidget *createJobsPage();
    QWidget *createHistoryPage();
    void refresh();
    void applyTheme();

    BackendsSnapshot m_snapshot;
    QString m_repo;
    bool m_dark = false;
    bool m_themeForced = false;

    QLabel *m_title;
    QLabel *m_levelBadge;
    QLabel *m_markBadge;
    QLabel *m_details;
    QPushButton *m_export;
    QTabWidget *m_tabs;
    BackendJobMatrixModel *m_matrixModel;
    JobMatrixDelegate *m_matrixDelegate;
    QTableView *m_matrix;
    QLabel *m_matrixKey;
    JobsOverTimeChart *m_chart;
    LevelTimelineWidget *m_timeline;
    QLabel *m_historyText;
    L3ReadinessPanel *m_panel;
};

} // namespace hw
