#pragma once

#include "flaky/ReenableCandidate.h"

#include <QAbstractTableModel>

namespace hw {

// Disabled tests that could be re-enabled (HUD's rule: ≥ 150 green re-runs, none red or flaky,
// over seven days): test, green re-runs, last re-run, the issue to close. Sort on SortRole.
class ReenableCandidatesModel : public QAbstractTableModel
{
    Q_OBJECT
public:
    enum Column { Test, Green, LastRun, Issue, ColumnCount };
    static constexpr int SortRole = Qt::UserRole + 1;

    using QAbstractTableModel::QAbstractTableModel;
    void setCandidates(const QVector<ReenableCandidate> &candidates);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

private:
    QVector<ReenableCandidate> m_candidates;
};

} // namespace hw
