#pragma once

#include "grid/CellStatus.h"
#include "grid/GroupingRules.h"

#include <QAbstractTableModel>
#include <QPointer>

#include <array>
#include <vector>

namespace hw {

class JobGridModel;

// The grouped grid: same rows as a JobGridModel, one column per non-empty group of
// GroupingRules (config order); a cell is the group rule of GroupingRules::combine().
// Follows the source incrementally: it mirrors the source statuses and keeps per (row, group)
// counters, so a source dataChanged costs O(changed cells), and it emits dataChanged on a group
// cell only when the group's shown status changed.
class GroupedGridProxy : public QAbstractTableModel
{
    Q_OBJECT
public:
    explicit GroupedGridProxy(QObject *parent = nullptr);
    ~GroupedGridProxy() override;

    void setSourceGridModel(JobGridModel *source);
    JobGridModel *sourceGridModel() const;
    void setRules(const GroupingRules &rules); // one reset
    const GroupingRules &rules() const { return m_rules; }
    void setDarkTheme(bool dark);

    CellStatus cellStatus(int row, int column) const;
    int groupOfColumn(int column) const;              // index into rules(), -1 if out of range
    QList<int> sourceColumns(int column) const;       // the source columns of a group column
    int columnOfGroup(const QString &groupName) const; // -1 if hidden or unknown

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    static constexpr int kLevels = 7; // GroupingRules::groupPrecedence() range
    using Counts = std::array<int, kLevels>;

    void rebuild();                     // inside a reset
    void rebuildMembers();
    CellStatus statusFromCounts(const Counts &c) const;
    Counts &counts(int row, int group) { return m_counts[size_t(row) * size_t(m_rules.groupCount()) + size_t(group)]; }
    const Counts &counts(int row, int group) const
    {
        return m_counts[size_t(row) * size_t(m_rules.groupCount()) + size_t(group)];
    }
    void onSourceDataChanged(int top, int left, int bottom, int right);
    void onColumnsInserted(int first, int last);
    void onRowsInserted(int first, int last);
    void onRowsRemoved(int first, int last);
    void updateVisibleGroups(); // inserts columns for groups that became non-empty

    QPointer<JobGridModel> m_source;
    GroupingRules m_rules;
    bool m_dark = false;
    std::vector<int> m_groupOfSource;            // by source column
    std::vector<std::vector<int>> m_members;     // by group: source columns
    std::vector<int> m_visible;                  // view column -> group
    std::vector<std::vector<CellStatus>> m_mirror; // [row][source column]
    std::vector<Counts> m_counts;                // [row * groupCount + group]
    QList<QMetaObject::Connection> m_connections;
};

} // namespace hw
