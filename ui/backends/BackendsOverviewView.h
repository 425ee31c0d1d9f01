#pragma once

#include "backends/BackendsSnapshot.h"

#include <QSet>
#include <QWidget>

class QLabel;
class QMenu;
class QTreeView;

namespace hw {

class BackendsOverviewModel;
class BackendsOverviewSortModel;
class BackendsOverviewDelegate;

// The backends overview: a summary line ("as of", counts of marks), the tree of level groups →
// backends with pass-rate chips and marks, and a one-line key to the chips. Enter or a
// double-click on a backend emits backendActivated(repo). A click on a column title sorts the
// backends within each level group (again: the other way); unsorted (model order) at first.
class BackendsOverviewView : public QWidget
{
    Q_OBJECT
public:
    explicit BackendsOverviewView(QWidget *parent = nullptr);

    void setSnapshot(const BackendsSnapshot &snapshot);
    void setDarkTheme(bool dark);
    // Alert marks by repo (from AlertMonitor via MainWindow::setAlertMarks): muted backends are
    // dimmed, "MUTED · " and left out of the summary's counts; acknowledged ones read "ACK · ".
    void setAlertMarks(const QSet<QString> &mutedRepos, const QSet<QString> &acknowledgedRepos);

    // The source model; the tree shows sortModel(), so map indexes before giving them to treeView().
    BackendsOverviewModel *model() const { return m_model; }
    BackendsOverviewSortModel *sortModel() const { return m_sortModel; }
    // A backend's index in the tree (treeView()'s model) at a column, invalid when not shown.
    QModelIndex viewIndexOfRepo(const QString &repo, int column = 0) const;
    QTreeView *treeView() const { return m_tree; }
    BackendsOverviewDelegate *delegate() const { return m_delegate; }
    QString summaryText() const;
    // Selects (and scrolls to) a backend; false when it is not shown.
    bool selectBackend(const QString &repo);
    // The selected backend's repo, empty when none.
    QString currentBackend() const;

    // The right-click menu for a backend's row (acknowledge, mute); the caller owns it.
    QMenu *createContextMenu(const QString &repo, QWidget *parent = nullptr);

signals:
    void backendActivated(const QString &repo);
    // The menu's alert entries for a backend: mute or acknowledge, toggled.
    void muteAlertsRequested(const QString &repo);
    void acknowledgeAlertRequested(const QString &repo);

protected:
    void changeEvent(QEvent *event) override;

private:
    void afterModelChange();
    void updateSummary();
    void resizeBackendColumn();

    BackendsOverviewModel *m_model;
    BackendsOverviewSortModel *m_sortModel;
    BackendsOverviewDelegate *m_delegate;
    QTreeView *m_tree;
    QLabel *m_summary;
    QLabel *m_legend;
    qint64 m_asOf = 0;
    bool m_dark = false;
    bool m_themeForced = false;
};

} // namespace hw
