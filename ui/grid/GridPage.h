#pragma once

#include "domain/JobRun.h"
#include "domain/SourceStatus.h"

#include <QSet>
#include <QWidget>

namespace hw {

class GridColumnFilterProxy;
class GridFilterBar;
class GroupedGridProxy;
class GroupingRules;
class JobGridModel;
class JobGridView;
class NoticeBanner;

// The "Grid" tab: the filter bar, the banner that says why the grid is not live, the job grid
// (per job or grouped) and its legend. It owns the filter and group proxies over the grid model
// it is given (or the time machine's model of an instant); it never talks to sources or the cache.
class GridPage : public QWidget
{
    Q_OBJECT
public:
    explicit GridPage(JobGridModel *grid, QWidget *parent = nullptr);
    ~GridPage() override;

    JobGridView *view() const { return m_view; }
    GridFilterBar *filterBar() const { return m_filterBar; }
    GridColumnFilterProxy *columnFilter() const { return m_columnFilter; }
    const GroupingRules &groupingRules() const;
    void setGroupingRules(const GroupingRules &rules);
    bool isGrouped() const;

    // Cell colours of the live model and the grouped view.
    void setDarkTheme(bool dark);
    // "Now" for relative commit times; replay passes its clock.
    void setReferenceTime(qint64 utcSeconds);
    // Shows `past` (the time machine's model of an instant) instead of the live model, which
    // keeps updating unseen; null shows the live one again.
    void showPastGrid(JobGridModel *past);

    // The grid's source: the banner says why the data on screen is not live.
    void setSourceStatus(const SourceStatus &status);
    // The banner offers "Set password…" when the source refuses the password (profiles only).
    void setPasswordOffered(bool offered) { m_passwordOffered = offered; }
    QString bannerText() const;
    QString bannerAction() const;
    void triggerBannerAction();

    // The jobs' alert marks, by column name.
    void setAlertMarks(const QSet<QString> &mutedColumns, const QSet<QString> &acknowledgedColumns);
    // The column shown under that job name in the view as it is (filtered, grouped), or -1.
    int columnOf(const QString &name) const;
    // The row of that commit in the view, or -1.
    int rowOf(const QString &sha) const;
    // Every job name the filtered grid shows, in column order.
    QStringList jobNames() const;
    // Puts the cursor on (row, column) of the view's model, scrolled into view, and focuses it.
    void selectCell(int row, int column, bool scroll);

signals:
    void passwordRequested();
    void pauseToggleRequested();
    void utilizationRequested(qint64 jobId);
    // "l" on a cell: the log of its newest run (id, html_url, status, failure line, names).
    void jobLogRequested(const hw::JobRun &job);
    // The grid menu's alert toggles, by alert key ("job:<column>").
    void muteAlertsToggled(const QString &key);
    void acknowledgeAlertToggled(const QString &key);
    // A passing message for the window's status bar.
    void statusMessage(const QString &message, int timeoutMs);

private:
    void setGrouped(bool grouped);
    void connectFilterBar();
    void connectView();
    void requestLog(const QModelIndex &cell);

    JobGridModel *m_grid;
    GridColumnFilterProxy *m_columnFilter;
    GroupedGridProxy *m_grouped;
    JobGridView *m_view;
    GridFilterBar *m_filterBar;
    NoticeBanner *m_banner;
    bool m_passwordOffered = false;
};

} // namespace hw
