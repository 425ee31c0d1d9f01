#include "grid/GridCursor.h"

#include "grid/GridRoles.h"

#include <QAbstractItemModel>

namespace hw {

QString GridCursor::rowSha(const QAbstractItemModel *model, int row)
{
    if (!model || row < 0)
        return {};
    QString sha = model->headerData(row, Qt::Vertical, CommitShaRole).toString();
    if (sha.isEmpty())
        sha = model->headerData(row, Qt::Vertical, Qt::DisplayRole).toString().section(u' ', 0, 0);
    return sha;
}

QString GridCursor::columnKey(const QAbstractItemModel *model, int column)
{
    if (!model || column < 0)
        return {};
    QString name = model->headerData(column, Qt::Horizontal, ColumnNameRole).toString();
    if (name.isEmpty())
        name = model->headerData(column, Qt::Horizontal, Qt::DisplayRole).toString();
    return name;
}

QModelIndex GridCursor::cellOf(const QAbstractItemModel *model, const QString &sha, const QString &column)
{
    if (!model)
        return {};
    int row = -1;
    for (int r = 0, n = model->rowCount(); r < n && row < 0; ++r) {
        if (rowSha(model, r) == sha)
            row = r;
    }
    int col = -1;
    for (int c = 0, n = model->columnCount(); c < n && col < 0 && row >= 0; ++c) {
        if (columnKey(model, c) == column)
            col = c;
    }
    return row < 0 || col < 0 ? QModelIndex() : model->index(row, col);
}

QModelIndex GridCursor::failureAfter(const QAbstractItemModel *model, const QModelIndex &from, bool forward,
                                     bool *wrapped)
{
    *wrapped = false;
    if (!model)
        return {};
    const qint64 cols = model->columnCount();
    const qint64 total = qint64(model->rowCount()) * cols;
    if (total <= 0)
        return {};
    const qint64 start = from.isValid() ? from.row() * cols + from.column() : (forward ? -1 : total);
    for (qint64 step = 1; step <= total; ++step) {
        qint64 pos = forward ? start + step : start - step;
        const bool around = pos >= total || pos < 0;
        pos = ((pos % total) + total) % total;
        const QModelIndex idx = model->index(int(pos / cols), int(pos % cols));
        if (!idx.data(IsFailureRole).toBool())
            continue;
        *wrapped = around;
        return idx;
    }
    return {};
}

void GridCursor::reset()
{
    m_current = QPersistentModelIndex();
    m_sha.clear();
    m_column.clear();
    m_lastRow = m_lastColumn = -1;
}

void GridCursor::set(const QModelIndex &index)
{
    m_current = index;
    remember();
}

void GridCursor::remember()
{
    if (!m_current.isValid())
        return;
    m_lastRow = m_current.row();
    m_lastColumn = m_current.column();
    m_sha = rowSha(m_current.model(), m_lastRow);
    m_column = columnKey(m_current.model(), m_lastColumn);
}

std::optional<QModelIndex> GridCursor::restore(const QAbstractItemModel *model)
{
    const int rows = model ? model->rowCount() : 0;
    const int cols = model ? model->columnCount() : 0;
    if (m_lastRow < 0 || rows == 0 || cols == 0) {
        const bool had = m_current.isValid();
        m_current = QPersistentModelIndex();
        return had ? std::optional<QModelIndex>(QModelIndex()) : std::nullopt;
    }
    int row = -1;
    for (int r = 0; r < rows && row < 0 && !m_sha.isEmpty(); ++r) {
        if (rowSha(model, r) == m_sha)
            row = r;
    }
    int column = -1;
    for (int c = 0; c < cols && column < 0 && !m_column.isEmpty(); ++c) {
        if (columnKey(model, c) == m_column)
            column = c;
    }
    // Same commit and job if they still exist; otherwise the nearest cell to where it was. The
    // identity looked for is kept while absent, so a later reset can still find the original cell.
    const QModelIndex idx = model->index(row >= 0 ? row : qMin(m_lastRow, rows - 1),
                                         column >= 0 ? column : qMin(m_lastColumn, cols - 1));
    m_current = idx;
    m_lastRow = idx.row();
    m_lastColumn = idx.column();
    if (row >= 0)
        m_sha = rowSha(model, row);
    if (column >= 0)
        m_column = columnKey(model, column);
    return idx;
}

} // namespace hw
