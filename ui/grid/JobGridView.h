#pragma once

#include "grid/GridColumnMarks.h"
#include "grid/GridCursor.h"
#include "grid/GridGeometry.h"
#include "grid/GridModelWatch.h"
#include "grid/GridPainter.h"

#include <QAbstractScrollArea>
#include <QPersistentModelIndex>
#include <QPointer>
#include <QSet>
#include <QUrl>

class QAbstractItemModel;
class QTimer;
class QMenu;

namespace hw {

// The HUD job grid: commits (rows, newest first) x jobs (columns), one small square per cell
// with its letter always drawn (never colour alone). Custom-painted so 300 x 3,000 stays smooth:
// only visible cells are painted, each from a cached (letter, fill, letter colour) pixmap.
// Works with any QAbstractItemModel that provides the roles in grid/GridRoles.h (the grid
// model and its filter/group proxies). Headers are frozen: commits on the left, rotated job
// names on top.
class JobGridView : public QAbstractScrollArea
{
    Q_OBJECT
public:
    explicit JobGridView(QWidget *parent = nullptr);
    ~JobGridView() override;

    void setModel(QAbstractItemModel *model);
    QAbstractItemModel *model() const;

    // The keyboard cursor. Setting it scrolls it into view and emits currentChanged.
    QModelIndex currentIndex() const;
    void setCurrentIndex(const QModelIndex &index);

    // Geometry (pixels): square cell side, rotated-names header height, commit column width,
    // rotation of the job names (45..90 degrees from horizontal).
    void setCellSize(int px);
    int cellSize() const { return m_cell; }
    void setHeaderHeight(int px);
    int headerHeight() const { return m_headerHeight; }
    void setRowHeaderWidth(int px);
    int rowHeaderWidth() const { return m_rowHeaderWidth; }
    void setHeaderAngle(int degrees);
    int headerAngle() const { return m_angle; }

    // "Now" for the relative commit times ("3h"); 0 = wall clock. Replay sets its clock here.
    void setReferenceTime(qint64 utcSeconds);

    // Opt-in: also open activated jobs with QDesktopServices (the signal is always emitted).
    void setOpenUrlsExternally(bool on) { m_openExternally = on; }
    // The corner counts "groups" instead of "jobs" (the grouped view).
    void setColumnsAreGroups(bool groups)
    {
        m_columnsAreGroups = groups;
        viewport()->update();
    }
    bool columnsAreGroups() const { return m_columnsAreGroups; }
    bool openUrlsExternally() const { return m_openExternally; }

    // Alert marks, by job name: a muted job is dimmed, marked "MUTED" and left out of the
    // corner's count; an acknowledged one is marked "ACK" (investigating) on its column title.
    // A group column (the grouped view: its jobs in ColumnMembersRole) is Muted when all its
    // jobs are, Acknowledged when all the others are acknowledged; otherwise its title counts
    // them ("1 muted · name").
    using ColumnMark = GridColumnMarks::Mark;
    void setAlertMarks(const QSet<QString> &mutedColumns, const QSet<QString> &acknowledgedColumns);
    ColumnMark columnMark(int column) const;
    // The column's title as drawn: its mark's word first ("ACK · name", "2 ack, 1 muted · name").
    QString columnLabel(int column) const;
    // The corner's first line: "300 commits × 2,999 jobs (+1 muted)".
    QString cornerCounts() const;

    // Viewport coordinates of a cell (empty if the index is invalid), and the reverse.
    QRect visualRect(const QModelIndex &index) const;
    QModelIndex indexAt(const QPoint &viewportPos) const;
    void scrollTo(const QModelIndex &index);
    // The part of the viewport that shows cells (right of the commits, below the names).
    QRect cellArea() const;

    // Puts the cursor on the cell of this commit and job (e.g. from an alert); false if absent.
    bool selectCell(const QString &commitSha, const QString &columnName);

    // Moves the cursor to the next/previous failure (IsFailureRole) in reading order, wrapping
    // around. Returns false if there is none.
    bool gotoNextFailure();
    bool gotoPreviousFailure();
    // Emits jobActivated for the cell (and opens it if setOpenUrlsExternally(true)).
    void activate(const QModelIndex &index);

    // The right-click menu for a cell (Open job page, Copy job URL, Copy commit SHA); the
    // caller owns it. Public so tests and the main window can reuse it.
    QMenu *createContextMenu(const QModelIndex &index, QWidget *parent = nullptr);

    QSize sizeHint() const override;

signals:
    void jobActivated(const QUrl &url);
    void currentChanged(const QModelIndex &current);
    void statusMessage(const QString &message);
    void pauseToggleRequested();
    void filterFocusRequested();
    // "l": the user wants the log of the current cell's job (the app opens its log viewer).
    void logRequested(const QModelIndex &cell);
    // "u" or the menu: the GPU utilization of the current cell's job.
    void utilizationRequested(qint64 jobId);
    // The menu's alert entries for the cell's job (its column name): mute or acknowledge, toggled.
    void muteAlertsRequested(const QString &column);
    void acknowledgeAlertRequested(const QString &column);

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void scrollContentsBy(int dx, int dy) override;
    bool viewportEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseDoubleClickEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void contextMenuEvent(QContextMenuEvent *event) override;
    void changeEvent(QEvent *event) override;
    void focusInEvent(QFocusEvent *event) override;
    void focusOutEvent(QFocusEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    int rowCount() const;
    int columnCount() const;
    // The grid's keys: true if `key` means something here (keyPressEvent and the key actions).
    bool handleKey(int key, Qt::KeyboardModifiers modifiers);
    void addKeyActions();
    // Where everything is now (the scroll bars' values, the viewport's size).
    GridGeometry geometry() const;
    GridPainter::Frame paintFrame() const;
    void updateScrollBars();
    void updateCell(const QModelIndex &index);
    void setHover(int row, int column);
    bool gotoFailure(bool forward);
    void moveCursor(int row, int column);
    void restoreCurrentFromKey();
    QString columnKey(int column) const;
    // The jobs of a column: its own, or its group's in the grouped view.
    QStringList columnJobs(int column) const;
    void clearCaches();

    QPointer<QAbstractItemModel> m_model;
    GridCursor m_cursor;

    int m_cell = 20;
    int m_headerHeight = 190;
    int m_rowHeaderWidth = 380;
    int m_angle = 60;
    qint64 m_referenceTime = 0;
    bool m_openExternally = false;
    bool m_columnsAreGroups = false;
    GridColumnMarks m_marks;
    int m_hoverRow = -1;
    int m_hoverColumn = -1;

    GridPainter m_painter;
    QTimer *m_clock = nullptr; // refreshes the relative commit times
    // Last: it lets go of the model before the rest of the view goes.
    GridModelWatch m_watch { this };
    friend class GridModelWatch;
};

} // namespace hw
