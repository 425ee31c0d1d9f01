#pragma once

#include "flaky/DisabledTest.h"

#include <QAbstractTableModel>

namespace hw {

// What is disabled now and since when: test, issue, platforms ("all" when the issue names none),
// disabled since. Sort on SortRole.
class DisabledTestsModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Test, Issue, Platforms, Since, ColumnCount };
    static constexpr int SortRole = Qt::UserRole + 1;

    using QAbstractTableModel::QAbstractTableModel;
    void setTests(const QVector<DisabledTest> &tests);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QVector<DisabledTest> m_tests;
};

} // namespace hw
