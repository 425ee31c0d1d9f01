#include "grid/GridCellMenu.h"

#include "grid/GridCursor.h"
#include "grid/GridRoles.h"
#include "grid/JobGridView.h"

#include <QClipboard>
#include <QGuiApplication>
#include <QMenu>
#include <QPersistentModelIndex>

namespace hw {

QMenu *GridCellMenu::create(JobGridView *view, const QModelIndex &index, QWidget *parent)
{
    auto *menu = new QMenu(parent);
    const QPersistentModelIndex cell(index);
    const QUrl url = index.data(JobUrlRole).toUrl();
    const QString sha = GridCursor::rowSha(view->model(), index.row());
    QAction *open = menu->addAction(tr("Open job page"), view, [view, cell] { view->activate(cell); });
    open->setEnabled(url.isValid() && !url.isEmpty());
    QAction *copyUrl = menu->addAction(tr("Copy job URL"), view,
                                       [url] { QGuiApplication::clipboard()->setText(url.toString()); });
    copyUrl->setEnabled(url.isValid() && !url.isEmpty());
    QAction *copySha = menu->addAction(tr("Copy commit SHA"), view,
                                       [sha] { QGuiApplication::clipboard()->setText(sha); });
    copySha->setEnabled(!sha.isEmpty());
    menu->addSeparator();
    const qint64 jobId = index.data(JobIdRole).toLongLong();
    QAction *log = menu->addAction(tr("&Log of this job, at the failure\tL"), view, [view, cell] { emit view->logRequested(cell); });
    log->setEnabled(jobId > 0);
    QAction *gpus = menu->addAction(tr("GPU &utilization of this job\tU"), view, [view, jobId] { emit view->utilizationRequested(jobId); });
    gpus->setEnabled(jobId > 0);
    menu->addSeparator();
    const QString column = view->model()->headerData(index.column(), Qt::Horizontal, ColumnNameRole).toString();
    QAction *ack = menu->addAction(tr("&Acknowledge: investigating (on / off)"), view,
        [view, column] { emit view->acknowledgeAlertRequested(column); });
    QAction *mute = menu->addAction(tr("&Mute alerts for this job (on / off)"), view,
        [view, column] { emit view->muteAlertsRequested(column); });
    ack->setEnabled(!column.isEmpty() && !view->columnsAreGroups());
    mute->setEnabled(!column.isEmpty() && !view->columnsAreGroups());
    return menu;
}

} // namespace hw
