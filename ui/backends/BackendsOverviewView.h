#pragma once

#include "crcr/CrcrSnapshot.h"

#include <QWidget>

class QLabel;
class QTreeView;

namespace hw {

class BackendsOverviewModel;
class BackendsOverviewDelegate;

// The backends overview: a summary line ("as of", counts of marks), the tree of level groups →
// backends with pass-rate chips and marks, and a one-line key to the chips. Enter or a
// double-click on a backend emits backendActivated(repo).
class BackendsOverviewView : public QWidget
{
    Q_OBJECT
public:
    explicit BackendsOverviewView(QWidget *parent = nullptr);

    void setSnapshot(const CrcrSnapshot &snapshot);
    void setDarkTheme(bool dark);

    BackendsOverviewModel *model() const { return m_model; }
    QTreeView *treeView() const { return m_tree; }
    BackendsOverviewDelegate *delegate() const { return m_delegate; }
    QString summaryText() const;
    // Selects (and scrolls to) a backend; false when it is not shown.
    bool selectBackend(const QString &repo);
    // The selected backend's repo, empty when none.
    QString currentBackend() const;

signals:
    void backendActivated(const QString &repo);

protected:
    void changeEvent(QEvent *event) override;

private:
    void afterModelChange();
    void updateSummary();

    BackendsOverviewModel *m_model;
    BackendsOverviewDelegate *m_delegate;
    QTreeView *m_tree;
    QLabel *m_summary;
    QLabel *m_legend;
    qint64 m_asOf = 0;
    bool m_dark = false;
    bool m_themeForced = false;
};

} // namespace hw
