#include "GroupedGridProxy.h"

#include "grid/GridColumnFilterProxy.h"
#include "grid/GridRoles.h"
#include "grid/JobGridModel.h"

#include <algorithm>

namespace hw {

GroupedGridProxy::GroupedGridProxy(QObject *parent)
    : QAbstractTableModel(parent)
    , m_rules(GroupingRules::defaults())
{
}

GroupedGridProxy::~GroupedGridProxy() = default;

JobGridModel *GroupedGridProxy::sourceGridModel() const
{
    return m_grid;
}

void GroupedGridProxy::setSourceGridModel(JobGridModel *source)
{
    setSource(source, nullptr);
}

void GroupedGridProxy::setSourceFilter(GridColumnFilterProxy *filter)
{
    setSource(filter, filter);
}

void GroupedGridProxy::setSource(QAbstractItemModel *columns, GridColumnFilterProxy *filter)
{
    beginResetModel();
    for (const auto &c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    m_columns = columns;
    m_filter = filter;
    if (columns)
        connectSource();
    rebuild();
    endResetModel();
}

// Every handler checks m_grid: it changes only in rebuild() (inside a reset), so a begin/end
// pair is either followed entirely or ignored entirely.
void GroupedGridProxy::connectSource()
{
    QAbstractItemModel *src = m_columns;
    m_connections << connect(src, &QAbstractItemModel::modelAboutToBeReset, this, [this] { beginResetModel(); });
    m_connections << connect(src, &QAbstractItemModel::modelReset, this, [this] {
        rebuild();
        endResetModel();
    });
    m_connections << connect(src, &QAbstractItemModel::layoutAboutToBeChanged, this, [this] { beginResetModel(); });
    m_connections << connect(src, &QAbstractItemModel::layoutChanged, this, [this] {
        rebuild();
        endResetModel();
    });
    m_connections << connect(src, &QAbstractItemModel::rowsAboutToBeInserted, this,
                             [this](const QModelIndex &, int first, int last) {
                                 if (m_grid)
                                     beginInsertRows({}, first, last);
                             });
    m_connections << connect(src, &QAbstractItemModel::rowsInserted, this,
                             [this](const QModelIndex &, int first, int last) {
                                 if (m_grid)
                                     onRowsInserted(first, last);
                             });
    m_connections << connect(src, &QAbstractItemModel::rowsAboutToBeRemoved, this,
                             [this](const QModelIndex &, int first, int last) {
                                 if (m_grid)
                                     beginRemoveRows({}, first, last);
                             });
    m_connections << connect(src, &QAbstractItemModel::rowsRemoved, this,
                             [this](const QModelIndex &, int first, int last) {
                                 if (m_grid)
                                     onRowsRemoved(first, last);
                             });
    m_connections << connect(src, &QAbstractItemModel::columnsInserted, this,
                             [this](const QModelIndex &, int first, int last) {
                                 if (m_grid)
                                     onColumnsInserted(first, last);
                             });
    // The filter removes columns whenever it hides jobs; the mirror already holds what the
    // removed columns counted, so nothing is read from the source here.
    m_connections << connect(src, &QAbstractItemModel::columnsRemoved, this,
                             [this](const QModelIndex &, int first, int last) {
                                 if (m_grid)
                                     onColumnsRemoved(first, last);
                             });
    m_connections << connect(src, &QAbstractItemModel::dataChanged, this,
                             [this](const QModelIndex &tl, const QModelIndex &br) {
                                 if (m_grid && tl.isValid())
                                     onSourceDataChanged(tl.row(), tl.column(), br.row(), br.column());
                             });
    m_connections << connect(src, &QAbstractItemModel::headerDataChanged, this,
                             [this](Qt::Orientation o, int first, int last) {
                                 if (m_grid && o == Qt::Vertical)
                                     emit headerDataChanged(o, first, last);
                             });
}

int GroupedGridProxy::gridColumn(int column) const
{
    return m_filter ? m_filter->sourceColumn(column) : column;
}

CellStatus GroupedGridProxy::sourceStatus(int row, int column) const
{
    return m_grid->cellStatus(row, gridColumn(column));
}

QString GroupedGridProxy::sourceName(int column) const
{
    return m_grid->columnName(gridColumn(column));
}

int GroupedGridProxy::groupOfName(const QString &columnName)
{
    auto it = m_groupByName.constFind(columnName);
    if (it == m_groupByName.constEnd())
        it = m_groupByName.insert(columnName, m_rules.groupOf(columnName));
    return it.value();
}

void GroupedGridProxy::setRules(const GroupingRules &rules)
{
    beginResetModel();
    m_rules = rules;
    rebuild();
    endResetModel();
}

void GroupedGridProxy::setDarkTheme(bool dark)
{
    if (m_dark == dark)
        return;
    m_dark = dark;
    if (rowCount() > 0 && columnCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1), {Qt::BackgroundRole, Qt::ForegroundRole});
}

void GroupedGridProxy::rebuildMembers()
{
    m_members.assign(size_t(m_rules.groupCount()), {});
    for (int c = 0; c < int(m_groupOfSource.size()); ++c)
        m_members[size_t(m_groupOfSource[size_t(c)])].push_back(c);
}

void GroupedGridProxy::rebuild()
{
    m_grid = m_filter ? qobject_cast<JobGridModel *>(m_filter->sourceModel()) : qobject_cast<JobGridModel *>(m_columns);
    m_groupByName.clear();
    m_groupOfSource.clear();
    m_nameOfSource.clear();
    m_mirror.clear();
    m_counts.clear();
    m_visible.clear();
    m_rows = 0;
    if (!m_grid) {
        m_members.assign(size_t(m_rules.groupCount()), {});
        return;
    }
    const int cols = m_columns->columnCount();
    m_rows = m_columns->rowCount();
    m_groupOfSource.resize(size_t(cols));
    m_nameOfSource.resize(size_t(cols));
    for (int c = 0; c < cols; ++c) {
        m_nameOfSource[size_t(c)] = sourceName(c);
        m_groupOfSource[size_t(c)] = groupOfName(m_nameOfSource[size_t(c)]);
    }
    rebuildMembers();
    m_mirror.assign(size_t(cols), std::vector<CellStatus>(size_t(m_rows), CellStatus::NoJob));
    m_counts.assign(size_t(m_rows) * size_t(m_rules.groupCount()), Counts{});
    for (int c = 0; c < cols; ++c) {
        const int g = m_groupOfSource[size_t(c)];
        for (int r = 0; r < m_rows; ++r) {
            const CellStatus s = sourceStatus(r, c);
            m_mirror[size_t(c)][size_t(r)] = s;
            ++counts(r, g)[size_t(GroupingRules::groupPrecedence(s))];
        }
    }
    for (int g = 0; g < m_rules.groupCount(); ++g)
        if (!m_members[size_t(g)].empty())
            m_visible.push_back(g);
}

CellStatus GroupedGridProxy::statusFromCounts(const Counts &c) const
{
    static constexpr CellStatus byPrecedence[kLevels] = {CellStatus::NoJob,   CellStatus::Success, CellStatus::Queued,
                                                         CellStatus::Warning, CellStatus::Flaky,   CellStatus::Pending,
                                                         CellStatus::Failure};
    for (int p = kLevels - 1; p > 0; --p)
        if (c[size_t(p)] > 0)
            return byPrecedence[p];
    return CellStatus::NoJob;
}

int GroupedGridProxy::viewColumnOfGroup(int group) const
{
    const auto it = std::lower_bound(m_visible.begin(), m_visible.end(), group);
    return (it != m_visible.end() && *it == group) ? int(it - m_visible.begin()) : -1;
}

std::vector<CellStatus> GroupedGridProxy::groupStatuses(const std::vector<int> &groups) const
{
    std::vector<CellStatus> out;
    out.reserve(groups.size() * size_t(m_rows));
    for (int g : groups)
        for (int r = 0; r < m_rows; ++r)
            out.push_back(statusFromCounts(counts(r, g)));
    return out;
}

void GroupedGridProxy::emitChangedGroupCells(const std::vector<int> &groups, const std::vector<CellStatus> &before)
{
    for (size_t i = 0; i < groups.size(); ++i) {
        const int col = viewColumnOfGroup(groups[i]);
        if (col < 0)
            continue;
        // One signal per run of consecutive changed rows.
        for (int r = 0; r < m_rows;) {
            if (statusFromCounts(counts(r, groups[i])) == before[i * size_t(m_rows) + size_t(r)]) {
                ++r;
                continue;
            }
            int end = r;
            while (end + 1 < m_rows
                   && statusFromCounts(counts(end + 1, groups[i])) != before[i * size_t(m_rows) + size_t(end + 1)])
                ++end;
            emit dataChanged(index(r, col), index(end, col));
            r = end + 1;
        }
    }
}

void GroupedGridProxy::onSourceDataChanged(int top, int left, int bottom, int right)
{
    top = std::max(top, 0);
    left = std::max(left, 0);
    bottom = std::min(bottom, m_rows - 1);
    right = std::min(right, int(m_groupOfSource.size()) - 1);
    for (int r = top; r <= bottom; ++r) {
        // Groups touched in this row (usually one or two), with their status before the change.
        std::vector<std::pair<int, CellStatus>> touched;
        for (int c = left; c <= right; ++c) {
            const CellStatus now = sourceStatus(r, c);
            CellStatus &was = m_mirror[size_t(c)][size_t(r)];
            if (now == was)
                continue;
            const int g = m_groupOfSource[size_t(c)];
            Counts &cnt = counts(r, g);
            if (std::none_of(touched.begin(), touched.end(), [g](const auto &t) { return t.first == g; }))
                touched.emplace_back(g, statusFromCounts(cnt));
            --cnt[size_t(GroupingRules::groupPrecedence(was))];
            ++cnt[size_t(GroupingRules::groupPrecedence(now))];
            was = now;
        }
        for (const auto &[g, before] : touched) {
            if (statusFromCounts(counts(r, g)) == before)
                continue; // the group cell still shows the same letter: no repaint
            const int col = viewColumnOfGroup(g);
            if (col >= 0) {
                const QModelIndex i = index(r, col);
                emit dataChanged(i, i);
            }
        }
    }
}

void GroupedGridProxy::onRowsInserted(int first, int last)
{
    const int n = last - first + 1;
    const size_t gc = size_t(m_rules.groupCount());
    m_counts.insert(m_counts.begin() + std::ptrdiff_t(size_t(first) * gc), size_t(n) * gc, Counts{});
    m_rows += n;
    for (int c = 0; c < int(m_mirror.size()); ++c) {
        auto &column = m_mirror[size_t(c)];
        column.insert(column.begin() + first, size_t(n), CellStatus::NoJob);
        const int g = m_groupOfSource[size_t(c)];
        for (int r = first; r <= last; ++r) {
            const CellStatus s = sourceStatus(r, c);
            column[size_t(r)] = s;
            ++counts(r, g)[size_t(GroupingRules::groupPrecedence(s))];
        }
    }
    endInsertRows();
}

void GroupedGridProxy::onRowsRemoved(int first, int last)
{
    const size_t gc = size_t(m_rules.groupCount());
    for (auto &column : m_mirror)
        column.erase(column.begin() + first, column.begin() + last + 1);
    m_counts.erase(m_counts.begin() + std::ptrdiff_t(size_t(first) * gc),
                   m_counts.begin() + std::ptrdiff_t(size_t(last + 1) * gc));
    m_rows -= last - first + 1;
    endRemoveRows();
}

void GroupedGridProxy::onColumnsInserted(int first, int last)
{
    const int n = last - first + 1;
    std::vector<int> groups(static_cast<size_t>(n));
    std::vector<QString> names(static_cast<size_t>(n));
    std::vector<int> shown; // groups that already have a column: their cells may change
    for (int i = 0; i < n; ++i) {
        names[size_t(i)] = sourceName(first + i);
        const int g = groupOfName(names[size_t(i)]);
        groups[size_t(i)] = g;
        if (viewColumnOfGroup(g) >= 0 && std::find(shown.begin(), shown.end(), g) == shown.end())
            shown.push_back(g);
    }
    const std::vector<CellStatus> before = groupStatuses(shown);
    m_groupOfSource.insert(m_groupOfSource.begin() + first, groups.begin(), groups.end());
    m_nameOfSource.insert(m_nameOfSource.begin() + first, names.begin(), names.end());
    m_mirror.insert(m_mirror.begin() + first, size_t(n), std::vector<CellStatus>(size_t(m_rows), CellStatus::NoJob));
    rebuildMembers();
    for (int c = first; c <= last; ++c) {
        const int g = m_groupOfSource[size_t(c)];
        for (int r = 0; r < m_rows; ++r) {
            const CellStatus s = sourceStatus(r, c);
            m_mirror[size_t(c)][size_t(r)] = s;
            ++counts(r, g)[size_t(GroupingRules::groupPrecedence(s))];
        }
    }
    // Groups that just became non-empty get a column at their config position.
    for (int g : groups) {
        const auto it = std::lower_bound(m_visible.begin(), m_visible.end(), g);
        if (it != m_visible.end() && *it == g)
            continue;
        const int col = int(it - m_visible.begin());
        beginInsertColumns({}, col, col);
        m_visible.insert(it, g);
        endInsertColumns();
    }
    emitChangedGroupCells(shown, before);
}

void GroupedGridProxy::onColumnsRemoved(int first, int last)
{
    std::vector<int> touched;
    for (int c = first; c <= last; ++c) {
        const int g = m_groupOfSource[size_t(c)];
        if (std::find(touched.begin(), touched.end(), g) == touched.end())
            touched.push_back(g);
    }
    const std::vector<CellStatus> before = groupStatuses(touched);
    for (int c = first; c <= last; ++c) {
        const int g = m_groupOfSource[size_t(c)];
        for (int r = 0; r < m_rows; ++r)
            --counts(r, g)[size_t(GroupingRules::groupPrecedence(m_mirror[size_t(c)][size_t(r)]))];
    }
    m_groupOfSource.erase(m_groupOfSource.begin() + first, m_groupOfSource.begin() + last + 1);
    m_nameOfSource.erase(m_nameOfSource.begin() + first, m_nameOfSource.begin() + last + 1);
    m_mirror.erase(m_mirror.begin() + first, m_mirror.begin() + last + 1);
    rebuildMembers();
    // Groups left without a job lose their column (right to left: the left indices stay valid).
    for (int col = int(m_visible.size()) - 1; col >= 0; --col) {
        if (!m_members[size_t(m_visible[size_t(col)])].empty())
            continue;
        beginRemoveColumns({}, col, col);
        m_visible.erase(m_visible.begin() + col);
        endRemoveColumns();
    }
    emitChangedGroupCells(touched, before);
}

CellStatus GroupedGridProxy::cellStatus(int row, int column) const
{
    if (row < 0 || column < 0 || row >= m_rows || column >= int(m_visible.size()))
        return CellStatus::NoJob;
    return statusFromCounts(counts(row, m_visible[size_t(column)]));
}

int GroupedGridProxy::groupOfColumn(int column) const
{
    return (column >= 0 && column < int(m_visible.size())) ? m_visible[size_t(column)] : -1;
}

QList<int> GroupedGridProxy::sourceColumns(int column) const
{
    const int g = groupOfColumn(column);
    if (g < 0)
        return {};
    const auto &m = m_members[size_t(g)];
    return QList<int>(m.begin(), m.end());
}

int GroupedGridProxy::columnOfGroup(const QString &groupName) const
{
    for (int c = 0; c < int(m_visible.size()); ++c)
        if (m_rules.groupName(m_visible[size_t(c)]) == groupName)
            return c;
    return -1;
}

int GroupedGridProxy::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int GroupedGridProxy::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_visible.size());
}

QVariant GroupedGridProxy::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.model() != this || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const CellStatus s = cellStatus(index.row(), index.column());
    switch (role) {
    case Qt::DisplayRole: return cellLetterRef(s);
    case Qt::BackgroundRole: return cellColorRef(s, m_dark);
    case Qt::ForegroundRole: return cellTextColorRef(s, m_dark);
    case CellStatusRole: return int(s);
    case IsFailureRole: return isFailure(s);
    case ColumnNameRole: return m_rules.groupName(m_visible[size_t(index.column())]);
    case CommitShaRole: return m_grid ? m_grid->commitSha(index.row()) : QString();
    case CommitTimeRole: return m_grid ? m_grid->headerData(index.row(), Qt::Vertical, CommitTimeRole) : QVariant();
    case RunCountRole: {
        int jobs = 0;
        for (int c : m_members[size_t(m_visible[size_t(index.column())])])
            jobs += m_mirror[size_t(c)][size_t(index.row())] != CellStatus::NoJob;
        return jobs;
    }
    case Qt::ToolTipRole: {
        QStringList failing;
        QStringList warnings;
        for (int c : m_members[size_t(m_visible[size_t(index.column())])]) {
            const CellStatus cs = m_mirror[size_t(c)][size_t(index.row())];
            if (isFailure(cs))
                failing << cellLetterRef(cs) + QLatin1Char(' ') + m_nameOfSource[size_t(c)];
            else if (cs == CellStatus::Warning)
                warnings << QStringLiteral("W ") + m_nameOfSource[size_t(c)];
        }
        QString tip = m_rules.groupName(m_visible[size_t(index.column())]) + QStringLiteral(": ") + cellStatusName(s);
        if (!failing.isEmpty())
            tip += QStringLiteral("\nfailing:\n") + failing.join(QLatin1Char('\n'));
        if (!warnings.isEmpty())
            tip += QStringLiteral("\nwarnings (unstable):\n") + warnings.join(QLatin1Char('\n'));
        return tip;
    }
    default: return {};
    }
}

QVariant GroupedGridProxy::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical)
        return m_grid ? m_grid->headerData(section, orientation, role) : QVariant();
    if (section < 0 || section >= int(m_visible.size()))
        return {};
    const int g = m_visible[size_t(section)];
    switch (role) {
    case Qt::DisplayRole:
    case ColumnNameRole: return m_rules.groupName(g);
    case Qt::ToolTipRole:
        return QStringLiteral("%1 (%2 jobs)").arg(m_rules.groupName(g)).arg(m_members[size_t(g)].size());
    case ColumnMembersRole: {
        QStringList names;
        names.reserve(qsizetype(m_members[size_t(g)].size()));
        for (int c : m_members[size_t(g)])
            names << m_nameOfSource[size_t(c)];
        return names;
    }
    default: return {};
    }
}

} // namespace hw
