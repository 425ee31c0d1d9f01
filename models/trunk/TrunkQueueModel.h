#pragma once

#include "trunk/TrunkHealth.h"

#include <QAbstractTableModel>

namespace hw {

// Queue time by runner label over the range: label, jobs, P50, P90. Sort on SortRole (the raw
// number; Display holds "4 min 10 s").
class TrunkQueueModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Label, Jobs, P50, P90, ColumnCount };
    static constexpr int SortRole = Qt::UserRole + 1;

    using QAbstractTableModel::QAbstractTableModel;
    void setFigures(const QVector<TrunkQueueFigure> &figures);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // "45 s", "4 min 10 s", "2 h 5 min".
    static QString duration(qint64 seconds);

private:
    QVector<TrunkQueueFigure> m_figures;
};

} // namespace hw
