#pragma once

#include <QAbstractTableModel>
#include <QVector>

namespace hw {

// A read-only table over a vector of plain result rows (Hotspot's models: setRows() = reset and
// swap). A table of figures says only what its columns are and what a cell shows per role.
template<typename Row>
class RowsTableModel : public QAbstractTableModel
{
public:
    using QAbstractTableModel::QAbstractTableModel;

    void setRows(QVector<Row> rows)
    {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
    }
    const QVector<Row> &rows() const { return m_rows; }

    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(m_rows.size()); }
    int columnCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : columns(); }
    QVariant data(const QModelIndex &index, int role) const override
    {
        if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
            return {};
        return cell(m_rows[index.row()], index.column(), role);
    }
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override
    {
        if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= columns())
            return {};
        return header(section);
    }

protected:
    virtual int columns() const = 0;
    virtual QVariant cell(const Row &row, int column, int role) const = 0;
    virtual QString header(int column) const = 0;

private:
    QVector<Row> m_rows;
};

} // namespace hw
