#pragma once

#include "grid/GroupingRules.h"
#include "palette/CellStatus.h"

#include <QAbstractTableModel>
#include <QHash>
#include <QPointer>

#include <array>
#include <vector>

namespace hw {

class GridColumnFilterProxy;
class JobGridModel;

// The grouped grid: same rows as a JobGridModel, one column per non-empty group of
// GroupingRules (config order); a cell is the group rule of GroupingRules::combine().
// Its source columns are either every column of a JobGridModel or the columns a
// GridColumnFilterProxy over a JobGridModel shows: stacked on the filter bar's proxy, a group
// aggregates only the jobs the filter lets through and a group without such a job has no
// column, so both views follow one filtering rule.
// Follows its source incrementally: it mirrors the source statuses and keeps per (row, group)
// counters, so a source dataChanged costs O(changed cells) and a column the filter hides or
// shows O(rows), and it emits dataChanged on a group cell only when the group's shown status
// changed.
class GroupedGridProxy : public QAbstractTableModel
{
    Q_OBJECT
public:
    explicit GroupedGridProxy(QObject *parent = nullptr);
    ~GroupedGridProxy() override;

    void setSourceGridModel(JobGridModel *source);          // groups every column
    void setSourceFilter(GridColumnFilterProxy *filter);    // groups the columns the filter shows
    JobGridModel *sourceGridModel() const;
    GridColumnFilterProxy *sourceFilter() const { return m_filter; }
    void setRules(const GroupingRules &rules); // one reset
    const GroupingRules &rules() const { return m_rules; }
    void setDarkTheme(bool dark);

    CellStatus cellStatus(int row, int column) const;
    int groupOfColumn(int column) const;              // index into rules(), -1 if out of range
    QList<int> sourceColumns(int column) const;       // a group column's columns of the source (grid or filter)
    int columnOfGroup(const QString &groupName) const; // -1 if hidden or unknown

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    static constexpr int kLevels = 7; // GroupingRules::groupPrecedence() range
    using Counts = std::array<int, kLevels>;

    void setSource(QAbstractItemModel *columns, GridColumnFilterProxy *filter);
    void connectSource();
    int gridColumn(int column) const; // source column -> JobGridModel column
    CellStatus sourceStatus(int row, int column) const;
    QString sourceName(int column) const;
    int groupOfName(const QString &columnName); // GroupingRules::groupOf, cached

    void rebuild();                     // inside a reset
    void rebuildMembers();
    CellStatus statusFromCounts(const Counts &c) const;
    Counts &counts(int row, int group) { return m_counts[size_t(row) * size_t(m_rules.groupCount()) + size_t(group)]; }
    const Counts &counts(int row, int group) const
    {
        return m_counts[size_t(row) * size_t(m_rules.groupCount()) + size_t(group)];
    }
    int viewColumnOfGroup(int group) const; // -1 if the group has no column
    // What the cells of `groups` show now, [i * rows + row]; compared after a change by
    // emitChangedGroupCells(), which repaints only the cells whose letter changed.
    std::vector<CellStatus> groupStatuses(const std::vector<int> &groups) const;
    void emitChangedGroupCells(const std::vector<int> &groups, const std::vector<CellStatus> &before);
    void onSourceDataChanged(int top, int left, int bottom, int right);
    void onColumnsInserted(int first, int last);
    void onColumnsRemoved(int first, int last);
    void onRowsInserted(int first, int last);
    void onRowsRemoved(int first, int last);

    QPointer<QAbstractItemModel> m_columns; // whose columns are grouped: m_filter, or the grid itself
    QPointer<GridColumnFilterProxy> m_filter;
    QPointer<JobGridModel> m_grid;          // statuses, names and rows come from here
    GroupingRules m_rules;
    bool m_dark = false;
    int m_rows = 0;
    std::vector<int> m_groupOfSource;              // by source column
    std::vector<QString> m_nameOfSource;           // by source column
    std::vector<std::vector<int>> m_members;       // by group: source columns
    std::vector<int> m_visible;                    // view column -> group (ascending)
    std::vector<std::vector<CellStatus>> m_mirror; // [source column][row]: a filter change moves columns
    std::vector<Counts> m_counts;                  // [row * groupCount + group]
    // A filter change re-inserts columns seen before: a hash lookup instead of matching every
    // rule's regex again. Emptied by rebuild(), so it holds the names seen since the last reset.
    QHash<QString, int> m_groupByName;
    QList<QMetaObject::Connection> m_connections;
};

} // namespace hw
