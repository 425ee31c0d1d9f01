#pragma once

#include "trunk/TrunkHealth.h"

#include <QAbstractTableModel>

namespace hw {

// Platform-only failures, ranked: the platform that was red ("✗ Windows"), the kind of job,
// how many commits, the newest such commit. Sort on SortRole.
class TrunkPlatformFailuresModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Platform, Kind, Commits, Last, ColumnCount };
    static constexpr int SortRole = Qt::UserRole + 1;
    static constexpr int ShaRole = Qt::UserRole + 2; // the newest commit's SHA

    using QAbstractTableModel::QAbstractTableModel;
    void setFailures(const QVector<TrunkPlatformFailure> &failures);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QVector<TrunkPlatformFailure> m_failures;
};

} // namespace hw
