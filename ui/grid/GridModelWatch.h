#pragma once

#include <QModelIndex>
#include <QObject>
#include <QPointer>

class QAbstractItemModel;
class QScrollBar;

namespace hw {

class JobGridView;

// The job grid view's side of its model's signals: it repaints what changed (only the changed
// cells on screen, never the whole grid), keeps the user's place when rows or columns come or go
// (GridScrollKeeper), and puts the cursor back on its commit and job after a reset, a layout
// change or a removal. Part of the view (a member of it, so it lets go of the model first).
class GridModelWatch : public QObject
{
    Q_OBJECT
public:
    explicit GridModelWatch(JobGridView *view);

    // Follows this model instead of the one before.
    void watch(QAbstractItemModel *model);

private:
    void onDataChanged(const QModelIndex &topLeft, const QModelIndex &bottomRight);
    void onHeaderDataChanged(Qt::Orientation orientation);
    // Rows or columns came or went (bar: the scroll bar along them).
    void keepPlace(QScrollBar *bar, int first, int last, bool inserted);
    void onStructureAboutToChange();
    void onStructureChanged();

    JobGridView *m_view;
    QPointer<QAbstractItemModel> m_model;
};

} // namespace hw
