#pragma once

#include <QPersistentModelIndex>
#include <QString>

#include <optional>

class QAbstractItemModel;

namespace hw {

// The grid's keyboard cursor, by position and by identity (commit sha, column name): after a
// reset, or when a proxy hides its cell, it goes back to the same commit and job if they still
// exist, otherwise to the nearest cell. Also the searches that move it: a cell by commit and
// job, and the next failure in reading order (row by row, newest commit first, left to right).
class GridCursor
{
public:
    // A row's commit sha (CommitShaRole, else the first word of its title) and a column's job name.
    static QString rowSha(const QAbstractItemModel *model, int row);
    static QString columnKey(const QAbstractItemModel *model, int column);
    // The cell of this commit and job; invalid when either is absent.
    static QModelIndex cellOf(const QAbstractItemModel *model, const QString &sha, const QString &column);
    // The next (or previous) failure after `from`, wrapping around (*wrapped says whether it did);
    // invalid when the grid has none.
    static QModelIndex failureAfter(const QAbstractItemModel *model, const QModelIndex &from, bool forward,
                                    bool *wrapped);

    const QPersistentModelIndex &index() const { return m_current; }
    void reset();
    void set(const QModelIndex &index);
    // The identity of the current cell, taken again (rows or columns moved under it).
    void remember();
    // After the model changed: the cell to show now, or nullopt when nothing changed for the
    // view to say (there was no cursor and there is none).
    std::optional<QModelIndex> restore(const QAbstractItemModel *model);

private:
    QPersistentModelIndex m_current;
    QString m_sha;
    QString m_column;
    int m_lastRow = -1;
    int m_lastColumn = -1;
};

} // namespace hw
